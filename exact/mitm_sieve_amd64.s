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

// func sieveCountAVX2(words *uint64, visit []int32, offs []uint32) uint64
//
// Four groups at a time: each row offset is loaded once and ORed into the
// four groups' accumulators Y0..Y3; then the valid rows AND NOT them, a
// byte popcount, and VPSADBW sums the bytes into Y15's four quadwords.
TEXT ·sieveCountAVX2(SB), NOSPLIT, $0-64
	MOVQ words+0(FP), DX
	MOVQ visit_base+8(FP), SI
	MOVQ visit_len+16(FP), CX
	MOVQ offs_base+32(FP), R8
	MOVQ offs_len+40(FP), R9
	LEAQ (R8)(R9*4), R9 // end of offs
	VMOVDQU sieveNibbles<>(SB), Y13
	VMOVDQU sieveLow<>(SB), Y14
	VPXOR   Y15, Y15, Y15
	VPXOR   Y12, Y12, Y12

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
	JEQ   done
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

done:
	VEXTRACTI128 $1, Y15, X0
	VPADDQ       X0, X15, X0
	VPEXTRQ      $1, X0, BX
	VMOVQ        X0, AX
	ADDQ         BX, AX
	VZEROUPPER
	MOVQ         AX, ret+56(FP)
	RET
