//go:build !purego

#include "textflag.h"

// func markLinesAsm(rows []int32, m int, bits []uint64, k, step int, size uint)
//
// For i in [0, m): line = rows[i] + k + i*step; if line < size (unsigned),
// set its bit in bits, else set a bit of the spare word bits[w + i%8],
// w = ceil(size/64). While i+16 < len(rows), first prefetch the word of
// column i+16. The caller guarantees m <= len(rows) and
// len(bits) >= ceil(size/64) + 8. A prefetch never faults.
TEXT ·markLinesAsm(SB), NOSPLIT, $0-80
	MOVQ rows_base+0(FP), SI
	MOVQ rows_len+8(FP), R13
	MOVQ m+24(FP), CX
	MOVQ bits_base+32(FP), DI
	MOVQ k+56(FP), R8
	MOVQ step+64(FP), R9
	MOVQ size+72(FP), R10
	MOVQ R10, R11
	ADDQ $63, R11
	SHRQ $6, R11             // w, the first spare word
	XORQ AX, AX              // i
	MOVQ R9, R12
	SHLQ $4, R12             // 16*step: from column i's line to column i+16's
	SUBQ $16, R13            // prefetch while i < len(rows)-16 ...
	CMPQ R13, CX
	CMOVQGT CX, R13          // ... and i < m
	TESTQ R13, R13
	JLE tail

ahead:
	MOVLQSX 64(SI)(AX*4), BX // rows[i+16]
	ADDQ R8, BX
	ADDQ R12, BX             // its line
	SHRQ $6, BX
	CMPQ BX, R11
	CMOVQCC R11, BX          // outside: the spare word
	PREFETCHT0 (DI)(BX*8)
	MOVLQSX (SI)(AX*4), DX   // rows[i]
	ADDQ R8, DX              // its line
	MOVQ DX, BX
	SHRQ $6, BX
	MOVQ AX, R14
	ANDQ $7, R14
	ADDQ R11, R14
	CMPQ DX, R10
	CMOVQCC R14, BX          // line >= size: a spare word
	MOVQ (DI)(BX*8), R14
	BTSQ DX, R14
	MOVQ R14, (DI)(BX*8)
	ADDQ R9, R8
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
	MOVQ AX, R14
	ANDQ $7, R14
	ADDQ R11, R14
	CMPQ DX, R10
	CMOVQCC R14, BX
	MOVQ (DI)(BX*8), R14
	BTSQ DX, R14
	MOVQ R14, (DI)(BX*8)
	ADDQ R9, R8
	INCQ AX
	JMP tail

done:
	RET
