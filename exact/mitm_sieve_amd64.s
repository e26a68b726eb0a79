//go:build !purego

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
// For each query: its index bits select the groups to visit, its other
// bits the row offsets (stored on the stack, padded with the zero row to
// an even number, at least 2); then four groups at a time, each row
// offset is loaded once and ORed into the four groups' accumulators
// Y0..Y3; the valid rows AND NOT them, a byte popcount, and VPSADBW sums
// the bytes into Y15's four quadwords, the total of all queries.
//
// Stack: 0..263 the row offsets, 264 the end of qs, 272 a.
TEXT ·sieveQueriesAVX2(SB), NOSPLIT, $280-40
	VMOVDQU sieveNibbles<>(SB), Y13
	VMOVDQU sieveLow<>(SB), Y14
	VPXOR   Y15, Y15, Y15
	VPXOR   Y12, Y12, Y12
	MOVQ    a+0(FP), BX
	MOVQ    BX, 272(SP)
	MOVQ    0(BX), DX // words
	MOVQ    qs_base+8(FP), R14
	MOVQ    qs_len+16(FP), AX
	LEAQ    (R14)(AX*8), AX
	MOVQ    AX, 264(SP)
	CMPQ    R14, AX
	JEQ     done

query:
	MOVQ (R14), AX   // q
	MOVQ 272(SP), BX // a
	// c = full &^ (q>>lo & mask | (q>>hi & mask) << half)
	MOVQ  AX, R10
	MOVQ  40(BX), CX
	SHRQ  CX, R10
	ANDQ  56(BX), R10
	MOVQ  AX, R11
	MOVQ  48(BX), CX
	SHRQ  CX, R11
	ANDQ  56(BX), R11
	MOVQ  64(BX), CX
	SHLQ  CX, R11
	ORQ   R11, R10
	NOTQ  R10
	ANDQ  72(BX), R10
	MOVQ  16(BX), R11        // visitAt
	MOVL  (R11)(R10*4), SI   // first group to visit
	MOVL  4(R11)(R10*4), CX  // end
	SUBQ  SI, CX             // groups to visit
	JEQ   next
	MOVQ  8(BX), R11
	LEAQ  (R11)(SI*4), SI
	// The row offsets of q's bits.
	MOVQ  AX, R10
	ANDQ  32(BX), R10
	MOVQ  24(BX), R11 // rowOff
	LEAQ  0(SP), R8
	MOVQ  R8, R9

rowbits:
	TESTQ R10, R10
	JEQ   rowsdone
	BSFQ  R10, R12
	MOVL  (R11)(R12*4), R13
	MOVL  R13, (R9)
	ADDQ  $4, R9
	LEAQ  -1(R10), R12
	ANDQ  R12, R10
	JMP   rowbits

rowsdone:
	MOVL 80(BX), R13 // the zero row's offset
	MOVL R13, (R9)
	MOVL R13, 4(R9)
	MOVQ R9, R12
	SUBQ R8, R12
	ANDQ $4, R12
	ADDQ R12, R9 // an even number
	CMPQ R9, R8
	JNE  four
	ADDQ $8, R9 // at least two

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
	POPCNT8(Y0)
	POPCNT8(Y1)
	POPCNT8(Y2)
	POPCNT8(Y3)
	VPADDB  Y1, Y0, Y0
	VPADDB  Y3, Y2, Y2
	VPADDB  Y2, Y0, Y0 // at most 32 a byte
	VPSADBW Y12, Y0, Y0
	VPADDQ  Y0, Y15, Y15
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
	POPCNT8(Y0)
	VPSADBW Y12, Y0, Y0
	VPADDQ  Y0, Y15, Y15
	ADDQ    $4, SI
	DECQ    CX
	JMP     tail

next:
	ADDQ $8, R14
	CMPQ R14, 264(SP)
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
// with j&fj == 0, appends p|fp at out; returns the number appended. Four
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

near:
	MOVQ         (SI), AX
	TESTQ        R12, AX
	JNE          nextnear
	VPBROADCASTQ (SI), Y0
	VPBROADCASTQ (R8), Y1
	XORQ         R14, R14

far:
	VPAND     (R10)(R14*8), Y1, Y2
	VPCMPEQQ  Y14, Y2, Y2
	VMOVMSKPD Y2, AX
	CMPQ      R14, R11
	JNE       full
	ANDQ      BX, AX

full:
	VPOR      (R9)(R14*8), Y0, Y3
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
