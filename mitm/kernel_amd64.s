//go:build amd64 && !purego && !noasm

#include "textflag.h"

// Popcounts of the nibbles 0..15, twice, and the low-nibble mask: the
// VPSHUFB popcount.
DATA sieveNibbles<>+0(SB)/8, $0x0302020102010100
DATA sieveNibbles<>+8(SB)/8, $0x0403030203020201
DATA sieveNibbles<>+16(SB)/8, $0x0302020102010100
DATA sieveNibbles<>+24(SB)/8, $0x0403030203020201
GLOBL sieveNibbles<>(SB), RODATA|NOPTR, $32

DATA sieveLow<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA sieveLow<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA sieveLow<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA sieveLow<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL sieveLow<>(SB), RODATA|NOPTR, $32

// The byte offsets in a group of value 0 of chunks 0..15: row 2+16j.
DATA sieveBases<>+0(SB)/4, $64
DATA sieveBases<>+4(SB)/4, $576
DATA sieveBases<>+8(SB)/4, $1088
DATA sieveBases<>+12(SB)/4, $1600
DATA sieveBases<>+16(SB)/4, $2112
DATA sieveBases<>+20(SB)/4, $2624
DATA sieveBases<>+24(SB)/4, $3136
DATA sieveBases<>+28(SB)/4, $3648
DATA sieveBases<>+32(SB)/4, $4160
DATA sieveBases<>+36(SB)/4, $4672
DATA sieveBases<>+40(SB)/4, $5184
DATA sieveBases<>+44(SB)/4, $5696
DATA sieveBases<>+48(SB)/4, $6208
DATA sieveBases<>+52(SB)/4, $6720
DATA sieveBases<>+56(SB)/4, $7232
DATA sieveBases<>+60(SB)/4, $7744
GLOBL sieveBases<>(SB), RODATA|NOPTR, $64

// POPCNT8(Y) replaces the 32 bytes of Y by their popcounts (Y5, Y6
// scratch; Y13 the nibble table, Y14 the low-nibble mask).
#define POPCNT8(Y) \
	VPSRLW $4, Y, Y6 \
	VPAND  Y14, Y, Y5 \
	VPAND  Y14, Y6, Y6 \
	VPSHUFB Y5, Y13, Y5 \
	VPSHUFB Y6, Y13, Y6 \
	VPADDB Y5, Y6, Y

// func sieveQueriesAVX2(a *wideArgs, qs []uint64) uint64
//
// For each query: its index bits select the groups to visit (none: the
// next query); its other bits, packed (d = q&m0 | q>>half&m1 |
// q>>2half&m2), the row of each chunk j: 2+16j+(d>>4j & 15), as byte
// offsets on the stack (16 at once, in vectors), padded with the zero
// row to an even number, at least 2. Then four groups at a time,
// each row offset is loaded once and ORed into the four groups'
// accumulators Y0..Y3; the valid rows AND NOT them, a popcount (VPOPCNTQ
// where the CPU has it, else a byte popcount summed by VPSADBW) adds into
// Y15's four quadwords, the total of all queries. A query's groups whose
// pairs weigh 2 come first: once they are counted, what they added to
// Y15 since the query began (Y4 then) is added again.
//
// Stack: 0..71 the row offsets, 72 the end of qs, 80 a, 88 the query's
// groups of weight 1 (-1 once they are being visited).
TEXT ·sieveQueriesAVX2(SB), NOSPLIT, $96-40
	VMOVDQU sieveNibbles<>(SB), Y13
	VMOVDQU sieveLow<>(SB), Y14
	VPXOR   Y15, Y15, Y15
	VPXOR   Y12, Y12, Y12
	MOVQ    a+0(FP), BX
	MOVQ    BX, 80(SP)
	MOVQ    0(BX), DX // words
	MOVQ    qs_base+8(FP), R14
	MOVQ    qs_len+16(FP), AX
	LEAQ    (R14)(AX*8), AX
	MOVQ    AX, 72(SP)
	CMPQ    R14, AX
	JEQ     done

query:
	MOVQ (R14), AX   // q
	MOVQ 80(SP), BX  // a
	// c = full &^ (q>>lo & mask | (q>>hi & mask) << half)
	MOVQ AX, R10
	MOVQ 32(BX), CX
	SHRQ CX, R10
	ANDQ 48(BX), R10
	MOVQ AX, R11
	MOVQ 40(BX), CX
	SHRQ CX, R11
	ANDQ 48(BX), R11
	MOVQ 56(BX), CX
	SHLQ CX, R11
	ORQ  R11, R10
	NOTQ R10
	ANDQ 64(BX), R10
	MOVQ 16(BX), R11        // visitAt
	MOVL (R11)(R10*8), SI   // first group to visit, of weight 2
	MOVL 4(R11)(R10*8), DI  // first of weight 1
	MOVL 8(R11)(R10*8), R13 // end
	CMPQ SI, R13
	JEQ  querydone          // nothing to visit
	SUBQ DI, R13
	MOVQ R13, 88(SP)        // groups of weight 1
	SUBQ SI, DI             // groups of weight 2
	MOVQ 8(BX), R11
	LEAQ (R11)(SI*4), SI
	// d, the packed row bits, in R10.
	MOVQ AX, R10
	ANDQ 72(BX), R10
	MOVQ 56(BX), CX
	MOVQ AX, R11
	SHRQ CX, R11
	MOVQ R11, R12
	ANDQ 80(BX), R11
	ORQ  R11, R10
	SHRQ CX, R12
	ANDQ 88(BX), R12
	ORQ  R12, R10
	// The chunks' row offsets, all 16 at once: the nibbles of d, one a
	// byte, then a dword, times 32 plus the chunk's base.
	VMOVQ      R10, X0
	VPSRLQ     $4, X0, X1
	VPAND      X14, X0, X0
	VPAND      X14, X1, X1
	VPUNPCKLBW X1, X0, X0
	VPMOVZXBD  X0, Y1
	VPSRLDQ    $8, X0, X0
	VPMOVZXBD  X0, Y2
	VPSLLD     $5, Y1, Y1
	VPSLLD     $5, Y2, Y2
	VPADDD     sieveBases<>+0(SB), Y1, Y1
	VPADDD     sieveBases<>+32(SB), Y2, Y2
	VMOVDQU    Y1, 0(SP)
	VMOVDQU    Y2, 32(SP)
	LEAQ       0(SP), R8
	MOVQ       24(BX), CX
	LEAQ       (R8)(CX*4), R9
	MOVL $32, (R9)   // the zero row
	MOVL $32, 4(R9)
	MOVQ R9, R12
	SUBQ R8, R12
	ANDQ $4, R12
	ADDQ R12, R9     // an even number
	CMPQ R9, R8
	JNE  visits
	ADDQ $8, R9      // at least two

visits:
	MOVQ    DI, CX
	VMOVDQU Y15, Y4

four:
	CMPQ CX, $4
	JLT  tail
	MOVL 0(SI), R10
	MOVL 4(SI), R11
	MOVL 8(SI), R12
	MOVL 12(SI), R13
	LEAQ (DX)(R10*8), R10
	LEAQ (DX)(R11*8), R11
	LEAQ (DX)(R12*8), R12
	LEAQ (DX)(R13*8), R13
	MOVQ R8, AX
	MOVL (AX), BX
	VMOVDQU (R10)(BX*1), Y0
	VMOVDQU (R11)(BX*1), Y1
	VMOVDQU (R12)(BX*1), Y2
	VMOVDQU (R13)(BX*1), Y3
	MOVL 4(AX), BX
	VPOR (R10)(BX*1), Y0, Y0
	VPOR (R11)(BX*1), Y1, Y1
	VPOR (R12)(BX*1), Y2, Y2
	VPOR (R13)(BX*1), Y3, Y3
	ADDQ $8, AX
	CMPQ AX, R9
	JEQ  fourdone

fourrows:
	MOVL (AX), BX
	MOVL 4(AX), DI
	VPOR (R10)(BX*1), Y0, Y0
	VPOR (R11)(BX*1), Y1, Y1
	VPOR (R12)(BX*1), Y2, Y2
	VPOR (R13)(BX*1), Y3, Y3
	VPOR (R10)(DI*1), Y0, Y0
	VPOR (R11)(DI*1), Y1, Y1
	VPOR (R12)(DI*1), Y2, Y2
	VPOR (R13)(DI*1), Y3, Y3
	ADDQ $8, AX
	CMPQ AX, R9
	JNE  fourrows

fourdone:
	// Row 0 of a group is its valid mask.
	VPANDN (R10), Y0, Y0
	VPANDN (R11), Y1, Y1
	VPANDN (R12), Y2, Y2
	VPANDN (R13), Y3, Y3
	MOVQ   80(SP), BX
	CMPQ   96(BX), $0
	JEQ    fourbytes
	VPOPCNTQ Y0, Y0
	VPOPCNTQ Y1, Y1
	VPOPCNTQ Y2, Y2
	VPOPCNTQ Y3, Y3
	VPADDQ   Y1, Y0, Y0
	VPADDQ   Y3, Y2, Y2
	VPADDQ   Y2, Y0, Y0
	VPADDQ   Y0, Y15, Y15
	JMP      fournext

fourbytes:
	POPCNT8(Y0)
	POPCNT8(Y1)
	POPCNT8(Y2)
	POPCNT8(Y3)
	VPADDB  Y1, Y0, Y0
	VPADDB  Y3, Y2, Y2
	VPADDB  Y2, Y0, Y0 // at most 32 a byte
	VPSADBW Y12, Y0, Y0
	VPADDQ  Y0, Y15, Y15

fournext:
	ADDQ    $16, SI
	SUBQ    $4, CX
	JMP     four

tail:
	TESTQ CX, CX
	JEQ   next
	MOVL  0(SI), R10
	LEAQ  (DX)(R10*8), R10
	MOVQ  R8, AX
	VPXOR Y0, Y0, Y0

tailrows:
	MOVL (AX), BX
	MOVL 4(AX), DI
	VPOR (R10)(BX*1), Y0, Y0
	VPOR (R10)(DI*1), Y0, Y0
	ADDQ $8, AX
	CMPQ AX, R9
	JNE  tailrows
	VPANDN  (R10), Y0, Y0
	MOVQ    80(SP), BX
	CMPQ    96(BX), $0
	JEQ     tailbytes
	VPOPCNTQ Y0, Y0
	VPADDQ   Y0, Y15, Y15
	JMP      tailnext

tailbytes:
	POPCNT8(Y0)
	VPSADBW Y12, Y0, Y0
	VPADDQ  Y0, Y15, Y15

tailnext:
	ADDQ    $4, SI
	DECQ    CX
	JMP     tail

next:
	MOVQ   88(SP), CX
	TESTQ  CX, CX
	JS     querydone
	// The groups of weight 2 counted: count them again, then those of
	// weight 1 (SI is at the first).
	VPSUBQ Y4, Y15, Y4
	VPADDQ Y4, Y15, Y15
	MOVQ   $-1, 88(SP)
	JMP    four

querydone:
	ADDQ $8, R14
	CMPQ R14, 72(SP)
	JNE  query

done:
	VEXTRACTI128 $1, Y15, X0
	VPADDQ       X0, X15, X0
	VPEXTRQ      $1, X0, BX
	VMOVQ        X0, AX
	ADDQ         BX, AX
	VZEROUPPER
	MOVQ         AX, ret+32(FP)
	RET

// func expandChunksAVX2(w *uint64, rows *[64][4]uint64, chunks *[32]sieveChunk, nchunks int)
//
// For each chunk (shift, mask, base): the rows of its values 1..mask at
// w+base+32e, value e the OR of the bit rows rows[shift+i] of its bits
// i: built by doubling, the values with the next bit the ones before ORed
// with that bit's row. Value 0 is left as it is (zero).
TEXT ·expandChunksAVX2(SB), NOSPLIT, $0-32
	MOVQ w+0(FP), DI
	MOVQ rows+8(FP), SI
	MOVQ chunks+16(FP), BX
	MOVQ nchunks+24(FP), CX

chunk:
	MOVL 0(BX), AX       // shift
	SHLQ $5, AX
	LEAQ (SI)(AX*1), AX  // rows[shift]
	MOVL 8(BX), DX
	LEAQ (DI)(DX*1), DX  // value 0's row
	MOVL 4(BX), R8       // mask
	VMOVDQU 0(AX), Y0
	VMOVDQU Y0, 32(DX)
	CMPL R8, $1
	JEQ  nextchunk
	VMOVDQU 32(AX), Y1
	VPOR    Y0, Y1, Y2
	VMOVDQU Y1, 64(DX)
	VMOVDQU Y2, 96(DX)
	CMPL R8, $3
	JEQ  nextchunk
	VMOVDQU 64(AX), Y3
	VPOR    Y0, Y3, Y4
	VPOR    Y1, Y3, Y5
	VPOR    Y2, Y3, Y6
	VMOVDQU Y3, 128(DX)
	VMOVDQU Y4, 160(DX)
	VMOVDQU Y5, 192(DX)
	VMOVDQU Y6, 224(DX)
	CMPL R8, $7
	JEQ  nextchunk
	VMOVDQU 96(AX), Y7
	VPOR    Y0, Y7, Y8
	VPOR    Y1, Y7, Y9
	VPOR    Y2, Y7, Y10
	VPOR    Y3, Y7, Y11
	VPOR    Y4, Y7, Y12
	VPOR    Y5, Y7, Y13
	VPOR    Y6, Y7, Y14
	VMOVDQU Y7, 256(DX)
	VMOVDQU Y8, 288(DX)
	VMOVDQU Y9, 320(DX)
	VMOVDQU Y10, 352(DX)
	VMOVDQU Y11, 384(DX)
	VMOVDQU Y12, 416(DX)
	VMOVDQU Y13, 448(DX)
	VMOVDQU Y14, 480(DX)

nextchunk:
	ADDQ $16, BX
	DECQ CX
	JNE  chunk
	VZEROUPPER
	RET

// VPERMD indices that move the kept quadwords of a 4-bit mask to the
// front, one 32-byte row per mask.
DATA joinPerm<>+0(SB)/8, $0x0000000100000000
DATA joinPerm<>+8(SB)/8, $0x0000000100000000
DATA joinPerm<>+16(SB)/8, $0x0000000100000000
DATA joinPerm<>+24(SB)/8, $0x0000000100000000
DATA joinPerm<>+32(SB)/8, $0x0000000100000000
DATA joinPerm<>+40(SB)/8, $0x0000000100000000
DATA joinPerm<>+48(SB)/8, $0x0000000100000000
DATA joinPerm<>+56(SB)/8, $0x0000000100000000
DATA joinPerm<>+64(SB)/8, $0x0000000300000002
DATA joinPerm<>+72(SB)/8, $0x0000000100000000
DATA joinPerm<>+80(SB)/8, $0x0000000100000000
DATA joinPerm<>+88(SB)/8, $0x0000000100000000
DATA joinPerm<>+96(SB)/8, $0x0000000100000000
DATA joinPerm<>+104(SB)/8, $0x0000000300000002
DATA joinPerm<>+112(SB)/8, $0x0000000100000000
DATA joinPerm<>+120(SB)/8, $0x0000000100000000
DATA joinPerm<>+128(SB)/8, $0x0000000500000004
DATA joinPerm<>+136(SB)/8, $0x0000000100000000
DATA joinPerm<>+144(SB)/8, $0x0000000100000000
DATA joinPerm<>+152(SB)/8, $0x0000000100000000
DATA joinPerm<>+160(SB)/8, $0x0000000100000000
DATA joinPerm<>+168(SB)/8, $0x0000000500000004
DATA joinPerm<>+176(SB)/8, $0x0000000100000000
DATA joinPerm<>+184(SB)/8, $0x0000000100000000
DATA joinPerm<>+192(SB)/8, $0x0000000300000002
DATA joinPerm<>+200(SB)/8, $0x0000000500000004
DATA joinPerm<>+208(SB)/8, $0x0000000100000000
DATA joinPerm<>+216(SB)/8, $0x0000000100000000
DATA joinPerm<>+224(SB)/8, $0x0000000100000000
DATA joinPerm<>+232(SB)/8, $0x0000000300000002
DATA joinPerm<>+240(SB)/8, $0x0000000500000004
DATA joinPerm<>+248(SB)/8, $0x0000000100000000
DATA joinPerm<>+256(SB)/8, $0x0000000700000006
DATA joinPerm<>+264(SB)/8, $0x0000000100000000
DATA joinPerm<>+272(SB)/8, $0x0000000100000000
DATA joinPerm<>+280(SB)/8, $0x0000000100000000
DATA joinPerm<>+288(SB)/8, $0x0000000100000000
DATA joinPerm<>+296(SB)/8, $0x0000000700000006
DATA joinPerm<>+304(SB)/8, $0x0000000100000000
DATA joinPerm<>+312(SB)/8, $0x0000000100000000
DATA joinPerm<>+320(SB)/8, $0x0000000300000002
DATA joinPerm<>+328(SB)/8, $0x0000000700000006
DATA joinPerm<>+336(SB)/8, $0x0000000100000000
DATA joinPerm<>+344(SB)/8, $0x0000000100000000
DATA joinPerm<>+352(SB)/8, $0x0000000100000000
DATA joinPerm<>+360(SB)/8, $0x0000000300000002
DATA joinPerm<>+368(SB)/8, $0x0000000700000006
DATA joinPerm<>+376(SB)/8, $0x0000000100000000
DATA joinPerm<>+384(SB)/8, $0x0000000500000004
DATA joinPerm<>+392(SB)/8, $0x0000000700000006
DATA joinPerm<>+400(SB)/8, $0x0000000100000000
DATA joinPerm<>+408(SB)/8, $0x0000000100000000
DATA joinPerm<>+416(SB)/8, $0x0000000100000000
DATA joinPerm<>+424(SB)/8, $0x0000000500000004
DATA joinPerm<>+432(SB)/8, $0x0000000700000006
DATA joinPerm<>+440(SB)/8, $0x0000000100000000
DATA joinPerm<>+448(SB)/8, $0x0000000300000002
DATA joinPerm<>+456(SB)/8, $0x0000000500000004
DATA joinPerm<>+464(SB)/8, $0x0000000700000006
DATA joinPerm<>+472(SB)/8, $0x0000000100000000
DATA joinPerm<>+480(SB)/8, $0x0000000100000000
DATA joinPerm<>+488(SB)/8, $0x0000000300000002
DATA joinPerm<>+496(SB)/8, $0x0000000500000004
DATA joinPerm<>+504(SB)/8, $0x0000000700000006
GLOBL joinPerm<>(SB), RODATA|NOPTR, $512

// func joinAVX2(out *uint64, npat, njoin []uint64, avoid uint64, fpat, fjoin []uint64) int
//
// For each near entry p, j that spares avoid and each far entry fp, fj
// that spares it too with j&fj == 0, appends p|fp at out; returns the
// number appended. Four
// far entries at a time: VPCMPEQQ finds the compatible ones and VPERMD
// moves them to the front of a 4-word store; out has room for 3 words
// past the last, and fpat and fjoin are readable 3 entries past their
// ends (the lanes past them masked off).
TEXT ·joinAVX2(SB), NOSPLIT, $0-120
	MOVQ    out+0(FP), DI
	MOVQ    npat_base+8(FP), SI
	MOVQ    npat_len+16(FP), CX
	MOVQ    njoin_base+32(FP), R8
	MOVQ    avoid+56(FP), R12
	MOVQ    fpat_base+64(FP), R9
	MOVQ    fjoin_base+88(FP), R10
	MOVQ    fjoin_len+96(FP), R11
	LEAQ    joinPerm<>(SB), R13
	VPXOR   Y14, Y14, Y14
	// BX: the mask of the last chunk's lanes, all four if it is full.
	MOVQ    R11, AX
	ANDQ    $3, AX
	MOVQ    $15, BX
	TESTQ   AX, AX
	JEQ     chunks
	MOVQ    AX, CX
	MOVQ    $1, BX
	SHLQ    CX, BX
	DECQ    BX
	MOVQ    npat_len+16(FP), CX

chunks:
	// R11: the start of the last chunk.
	ADDQ    $3, R11
	ANDQ    $-4, R11
	SUBQ    $4, R11
	TESTQ   CX, CX
	JEQ     done
	MOVQ    fjoin_len+96(FP), AX
	TESTQ   AX, AX
	JEQ     done

	VPBROADCASTQ avoid+56(FP), Y5

near:
	MOVQ         (SI), AX
	TESTQ        R12, AX
	JNE          nextnear
	VPBROADCASTQ (SI), Y0
	VPBROADCASTQ (R8), Y1
	XORQ         R14, R14

far:
	// Kept: j&fj == 0 and fp&avoid == 0.
	VMOVDQU   (R9)(R14*8), Y6
	VPAND     (R10)(R14*8), Y1, Y2
	VPAND     Y6, Y5, Y7
	VPOR      Y7, Y2, Y2
	VPCMPEQQ  Y14, Y2, Y2
	VMOVMSKPD Y2, AX
	CMPQ      R14, R11
	JNE       full
	ANDQ      BX, AX

full:
	VPOR      Y6, Y0, Y3
	POPCNTQ   AX, DX
	SHLQ      $5, AX
	VMOVDQU   (R13)(AX*1), Y4
	VPERMD    Y3, Y4, Y3
	VMOVDQU   Y3, (DI)
	LEAQ      (DI)(DX*8), DI
	ADDQ      $4, R14
	CMPQ      R14, R11
	JLE       far

nextnear:
	ADDQ $8, SI
	ADDQ $8, R8
	DECQ CX
	JNE  near

done:
	VZEROUPPER
	SUBQ out+0(FP), DI
	SHRQ $3, DI
	MOVQ DI, ret+112(FP)
	RET

// func spareAVX2(dst *uint64, src []uint64, except uint64) int
//
// Copies to dst the words w of src with w&except == 0, in order, and
// returns their number: four at a time (len(src) a multiple of 4),
// VPCMPEQQ finds the kept ones and VPERMD moves them to the front of a
// 4-word store (dst has room for 3 words past the last).
TEXT ·spareAVX2(SB), NOSPLIT, $0-48
	MOVQ         dst+0(FP), DI
	MOVQ         src_base+8(FP), SI
	MOVQ         src_len+16(FP), CX
	VPBROADCASTQ except+32(FP), Y5
	LEAQ         joinPerm<>(SB), R13
	VPXOR        Y14, Y14, Y14
	XORQ         R14, R14

spare4:
	CMPQ      R14, CX
	JGE       sparedone
	VMOVDQU   (SI)(R14*8), Y0
	VPAND     Y0, Y5, Y1
	VPCMPEQQ  Y14, Y1, Y1
	VMOVMSKPD Y1, AX
	POPCNTQ   AX, DX
	SHLQ      $5, AX
	VMOVDQU   (R13)(AX*1), Y4
	VPERMD    Y0, Y4, Y0
	VMOVDQU   Y0, (DI)
	LEAQ      (DI)(DX*8), DI
	ADDQ      $4, R14
	JMP       spare4

sparedone:
	VZEROUPPER
	SUBQ dst+0(FP), DI
	SHRQ $3, DI
	MOVQ DI, ret+40(FP)
	RET

// The byte shuffle that interleaves the bytes of a 128-bit lane's two
// patterns: byte j of each next to each other (word j).
DATA transposeShuf<>+0(SB)/8, $0x0b030a0209010800
DATA transposeShuf<>+8(SB)/8, $0x0f070e060d050c04
DATA transposeShuf<>+16(SB)/8, $0x0b030a0209010800
DATA transposeShuf<>+24(SB)/8, $0x0f070e060d050c04
GLOBL transposeShuf<>(SB), RODATA|NOPTR, $32

// func transposeAVX2(in, out *[64]uint64)
//
// A 64 x 64 bit transpose up to a permutation of the patterns: bit b of
// in[i] goes to bit pi(i) of out[b], the same pi for every b. For each
// half of 32 patterns: VPSHUFB and an 8 x 8 transpose of 16-bit words in
// each 128-bit lane (unpacks) gather byte j of the 32 patterns in Y8+j;
// VPMOVMSKB takes their top bits (bit 8j+7), VPADDB shifts them up by one
// for the next.
TEXT ·transposeAVX2(SB), NOSPLIT, $0-16
	MOVQ in+0(FP), SI
	MOVQ out+8(FP), DI
	VMOVDQU transposeShuf<>(SB), Y15
	MOVQ $2, CX

half:
	VMOVDQU 0(SI), Y0
	VPSHUFB Y15, Y0, Y0
	VMOVDQU 32(SI), Y1
	VPSHUFB Y15, Y1, Y1
	VMOVDQU 64(SI), Y2
	VPSHUFB Y15, Y2, Y2
	VMOVDQU 96(SI), Y3
	VPSHUFB Y15, Y3, Y3
	VMOVDQU 128(SI), Y4
	VPSHUFB Y15, Y4, Y4
	VMOVDQU 160(SI), Y5
	VPSHUFB Y15, Y5, Y5
	VMOVDQU 192(SI), Y6
	VPSHUFB Y15, Y6, Y6
	VMOVDQU 224(SI), Y7
	VPSHUFB Y15, Y7, Y7
	VPUNPCKLWD Y1, Y0, Y8
	VPUNPCKHWD Y1, Y0, Y9
	VPUNPCKLWD Y3, Y2, Y10
	VPUNPCKHWD Y3, Y2, Y11
	VPUNPCKLWD Y5, Y4, Y12
	VPUNPCKHWD Y5, Y4, Y13
	VPUNPCKLWD Y7, Y6, Y14
	VPUNPCKHWD Y7, Y6, Y15
	VPUNPCKLDQ Y10, Y8, Y0
	VPUNPCKHDQ Y10, Y8, Y1
	VPUNPCKLDQ Y11, Y9, Y2
	VPUNPCKHDQ Y11, Y9, Y3
	VPUNPCKLDQ Y14, Y12, Y4
	VPUNPCKHDQ Y14, Y12, Y5
	VPUNPCKLDQ Y15, Y13, Y6
	VPUNPCKHDQ Y15, Y13, Y7
	VPUNPCKLQDQ Y4, Y0, Y8
	VPUNPCKHQDQ Y4, Y0, Y9
	VPUNPCKLQDQ Y5, Y1, Y10
	VPUNPCKHQDQ Y5, Y1, Y11
	VPUNPCKLQDQ Y6, Y2, Y12
	VPUNPCKHQDQ Y6, Y2, Y13
	VPUNPCKLQDQ Y7, Y3, Y14
	VPUNPCKHQDQ Y7, Y3, Y15
	VPMOVMSKB Y8, AX
	MOVL AX, 56(DI)
	VPADDB Y8, Y8, Y8
	VPMOVMSKB Y8, AX
	MOVL AX, 48(DI)
	VPADDB Y8, Y8, Y8
	VPMOVMSKB Y8, AX
	MOVL AX, 40(DI)
	VPADDB Y8, Y8, Y8
	VPMOVMSKB Y8, AX
	MOVL AX, 32(DI)
	VPADDB Y8, Y8, Y8
	VPMOVMSKB Y8, AX
	MOVL AX, 24(DI)
	VPADDB Y8, Y8, Y8
	VPMOVMSKB Y8, AX
	MOVL AX, 16(DI)
	VPADDB Y8, Y8, Y8
	VPMOVMSKB Y8, AX
	MOVL AX, 8(DI)
	VPADDB Y8, Y8, Y8
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 120(DI)
	VPADDB Y9, Y9, Y9
	VPMOVMSKB Y9, AX
	MOVL AX, 112(DI)
	VPADDB Y9, Y9, Y9
	VPMOVMSKB Y9, AX
	MOVL AX, 104(DI)
	VPADDB Y9, Y9, Y9
	VPMOVMSKB Y9, AX
	MOVL AX, 96(DI)
	VPADDB Y9, Y9, Y9
	VPMOVMSKB Y9, AX
	MOVL AX, 88(DI)
	VPADDB Y9, Y9, Y9
	VPMOVMSKB Y9, AX
	MOVL AX, 80(DI)
	VPADDB Y9, Y9, Y9
	VPMOVMSKB Y9, AX
	MOVL AX, 72(DI)
	VPADDB Y9, Y9, Y9
	VPMOVMSKB Y9, AX
	MOVL AX, 64(DI)
	VPMOVMSKB Y10, AX
	MOVL AX, 184(DI)
	VPADDB Y10, Y10, Y10
	VPMOVMSKB Y10, AX
	MOVL AX, 176(DI)
	VPADDB Y10, Y10, Y10
	VPMOVMSKB Y10, AX
	MOVL AX, 168(DI)
	VPADDB Y10, Y10, Y10
	VPMOVMSKB Y10, AX
	MOVL AX, 160(DI)
	VPADDB Y10, Y10, Y10
	VPMOVMSKB Y10, AX
	MOVL AX, 152(DI)
	VPADDB Y10, Y10, Y10
	VPMOVMSKB Y10, AX
	MOVL AX, 144(DI)
	VPADDB Y10, Y10, Y10
	VPMOVMSKB Y10, AX
	MOVL AX, 136(DI)
	VPADDB Y10, Y10, Y10
	VPMOVMSKB Y10, AX
	MOVL AX, 128(DI)
	VPMOVMSKB Y11, AX
	MOVL AX, 248(DI)
	VPADDB Y11, Y11, Y11
	VPMOVMSKB Y11, AX
	MOVL AX, 240(DI)
	VPADDB Y11, Y11, Y11
	VPMOVMSKB Y11, AX
	MOVL AX, 232(DI)
	VPADDB Y11, Y11, Y11
	VPMOVMSKB Y11, AX
	MOVL AX, 224(DI)
	VPADDB Y11, Y11, Y11
	VPMOVMSKB Y11, AX
	MOVL AX, 216(DI)
	VPADDB Y11, Y11, Y11
	VPMOVMSKB Y11, AX
	MOVL AX, 208(DI)
	VPADDB Y11, Y11, Y11
	VPMOVMSKB Y11, AX
	MOVL AX, 200(DI)
	VPADDB Y11, Y11, Y11
	VPMOVMSKB Y11, AX
	MOVL AX, 192(DI)
	VPMOVMSKB Y12, AX
	MOVL AX, 312(DI)
	VPADDB Y12, Y12, Y12
	VPMOVMSKB Y12, AX
	MOVL AX, 304(DI)
	VPADDB Y12, Y12, Y12
	VPMOVMSKB Y12, AX
	MOVL AX, 296(DI)
	VPADDB Y12, Y12, Y12
	VPMOVMSKB Y12, AX
	MOVL AX, 288(DI)
	VPADDB Y12, Y12, Y12
	VPMOVMSKB Y12, AX
	MOVL AX, 280(DI)
	VPADDB Y12, Y12, Y12
	VPMOVMSKB Y12, AX
	MOVL AX, 272(DI)
	VPADDB Y12, Y12, Y12
	VPMOVMSKB Y12, AX
	MOVL AX, 264(DI)
	VPADDB Y12, Y12, Y12
	VPMOVMSKB Y12, AX
	MOVL AX, 256(DI)
	VPMOVMSKB Y13, AX
	MOVL AX, 376(DI)
	VPADDB Y13, Y13, Y13
	VPMOVMSKB Y13, AX
	MOVL AX, 368(DI)
	VPADDB Y13, Y13, Y13
	VPMOVMSKB Y13, AX
	MOVL AX, 360(DI)
	VPADDB Y13, Y13, Y13
	VPMOVMSKB Y13, AX
	MOVL AX, 352(DI)
	VPADDB Y13, Y13, Y13
	VPMOVMSKB Y13, AX
	MOVL AX, 344(DI)
	VPADDB Y13, Y13, Y13
	VPMOVMSKB Y13, AX
	MOVL AX, 336(DI)
	VPADDB Y13, Y13, Y13
	VPMOVMSKB Y13, AX
	MOVL AX, 328(DI)
	VPADDB Y13, Y13, Y13
	VPMOVMSKB Y13, AX
	MOVL AX, 320(DI)
	VPMOVMSKB Y14, AX
	MOVL AX, 440(DI)
	VPADDB Y14, Y14, Y14
	VPMOVMSKB Y14, AX
	MOVL AX, 432(DI)
	VPADDB Y14, Y14, Y14
	VPMOVMSKB Y14, AX
	MOVL AX, 424(DI)
	VPADDB Y14, Y14, Y14
	VPMOVMSKB Y14, AX
	MOVL AX, 416(DI)
	VPADDB Y14, Y14, Y14
	VPMOVMSKB Y14, AX
	MOVL AX, 408(DI)
	VPADDB Y14, Y14, Y14
	VPMOVMSKB Y14, AX
	MOVL AX, 400(DI)
	VPADDB Y14, Y14, Y14
	VPMOVMSKB Y14, AX
	MOVL AX, 392(DI)
	VPADDB Y14, Y14, Y14
	VPMOVMSKB Y14, AX
	MOVL AX, 384(DI)
	VPMOVMSKB Y15, AX
	MOVL AX, 504(DI)
	VPADDB Y15, Y15, Y15
	VPMOVMSKB Y15, AX
	MOVL AX, 496(DI)
	VPADDB Y15, Y15, Y15
	VPMOVMSKB Y15, AX
	MOVL AX, 488(DI)
	VPADDB Y15, Y15, Y15
	VPMOVMSKB Y15, AX
	MOVL AX, 480(DI)
	VPADDB Y15, Y15, Y15
	VPMOVMSKB Y15, AX
	MOVL AX, 472(DI)
	VPADDB Y15, Y15, Y15
	VPMOVMSKB Y15, AX
	MOVL AX, 464(DI)
	VPADDB Y15, Y15, Y15
	VPMOVMSKB Y15, AX
	MOVL AX, 456(DI)
	VPADDB Y15, Y15, Y15
	VPMOVMSKB Y15, AX
	MOVL AX, 448(DI)
	VMOVDQU transposeShuf<>(SB), Y15
	ADDQ $256, SI
	ADDQ $4, DI
	DECQ CX
	JNE  half
	VZEROUPPER
	RET
