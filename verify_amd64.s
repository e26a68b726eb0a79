//go:build amd64 && !purego && !noasm

#include "textflag.h"

// func markLinesAsm(rows []int32, m int, bits []uint64, k, step int, size uint)
//
// For i in [0, m): line = rows[i] + k + i*step; set bit line%64 of
// bits[line/64] if line < size (unsigned), else of the spare word
// bits[ceil(size/64)]. While i+128 < len(rows), first prefetch the word of
// column i+128's line (a prefetch never faults, whatever its address). The
// caller guarantees m <= len(rows) and len(bits) > ceil(size/64).
TEXT ·markLinesAsm(SB), NOSPLIT, $0-80
	MOVQ rows_base+0(FP), SI
	MOVQ rows_len+8(FP), R13
	MOVQ m+24(FP), CX
	MOVQ bits_base+32(FP), DI
	MOVQ k+56(FP), R8        // line - row of column i
	MOVQ step+64(FP), R9
	MOVQ size+72(FP), R10
	MOVQ R10, R11
	ADDQ $63, R11
	SHRQ $6, R11             // the spare word
	MOVQ R9, R12
	SHLQ $7, R12
	ADDQ R8, R12             // line - row of column i+128
	XORQ AX, AX              // i
	SUBQ $128, R13           // prefetch while i < len(rows)-128 ...
	CMPQ R13, CX
	CMOVQGT CX, R13          // ... and i < m
	TESTQ R13, R13
	JLE tail

ahead:
	MOVLQSX 512(SI)(AX*4), BX // rows[i+128]
	ADDQ R12, BX
	SHRQ $6, BX
	PREFETCHT0 (DI)(BX*8)
	MOVLQSX (SI)(AX*4), DX    // rows[i]
	ADDQ R8, DX               // its line
	MOVQ DX, BX
	SHRQ $6, BX
	CMPQ DX, R10
	CMOVQCC R11, BX           // line >= size: the spare word
	MOVQ (DI)(BX*8), R14
	BTSQ DX, R14
	MOVQ R14, (DI)(BX*8)
	ADDQ R9, R8
	ADDQ R9, R12
	INCQ AX
	CMPQ AX, R13
	JLT ahead

tail:
	CMPQ AX, CX
	JGE done
	MOVLQSX (SI)(AX*4), DX
	ADDQ R8, DX
	MOVQ DX, BX
	SHRQ $6, BX
	CMPQ DX, R10
	CMOVQCC R11, BX
	MOVQ (DI)(BX*8), R14
	BTSQ DX, R14
	MOVQ R14, (DI)(BX*8)
	ADDQ R9, R8
	INCQ AX
	JMP tail

done:
	RET
