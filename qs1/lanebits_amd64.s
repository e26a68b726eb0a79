//go:build amd64 && !purego && !noasm

#include "textflag.h"
#include "go_asm.h"

// CAND sets DX to the candidates of the word of rows from AX (a multiple
// of 64) in column R9 of a lane of R8 rows, with DI the laneBits: the
// free rows whose diagonal and anti-diagonal are free. Each window of 64
// lines is cut from two words by SHRD. Clobbers BX, CX, R14.
#define CAND \
	LEAQ (AX)(R9*1), CX; \
	MOVQ CX, BX; \
	SHRQ $6, BX; \
	MOVQ laneBits_diag(DI)(BX*8), DX; \
	MOVQ (laneBits_diag+8)(DI)(BX*8), BX; \
	SHRQ CX, BX, DX; \
	LEAQ -1(AX)(R8*1), CX; \
	SUBQ R9, CX; \
	MOVQ CX, BX; \
	SHRQ $6, BX; \
	MOVQ laneBits_anti(DI)(BX*8), R14; \
	MOVQ (laneBits_anti+8)(DI)(BX*8), BX; \
	SHRQ CX, BX, R14; \
	ORQ R14, DX; \
	NOTQ DX; \
	MOVQ AX, BX; \
	SHRQ $6, BX; \
	ANDQ laneBits_free(DI)(BX*8), DX

// func greedyAsm(b *laneBits, lp *int32, q, from, to int, draws *uint32) (stop, looked int)
//
// greedyGo, column by column. Registers: DI b, SI lp, R8 q, R9 j, R10 to,
// R11 the next draw, R12 looked, R13 t0, R15 the words left to look at.
TEXT ·greedyAsm(SB), NOSPLIT, $0-64
	MOVQ b+0(FP), DI
	MOVQ lp+8(FP), SI
	MOVQ q+16(FP), R8
	MOVQ from+24(FP), R9
	MOVQ to+32(FP), R10
	MOVQ draws+40(FP), R11
	XORQ R12, R12

column:
	CMPQ R9, R10
	JGE done
	MOVL (R11), AX
	ADDQ $4, R11
	IMULQ R8, AX
	SHRQ $32, AX             // t0
	MOVQ AX, R13
	ANDQ $-64, AX            // the row of t0's word
	CAND
	MOVQ R13, CX
	MOVQ $-1, BX
	SHLQ CX, BX              // the rows from t0 on
	ANDQ BX, DX
	JZ next

found:                           // DX: the candidates of the word from row AX
	BSFQ DX, DX
	ADDQ AX, DX              // r
	MOVL DX, (SI)(R9*4)
	MOVQ DX, BX
	SHRQ $6, BX
	MOVQ laneBits_free(DI)(BX*8), R14
	BTRQ DX, R14
	MOVQ R14, laneBits_free(DI)(BX*8)
	LEAQ (DX)(R9*1), CX      // r+j
	MOVQ CX, BX
	SHRQ $6, BX
	MOVQ laneBits_diag(DI)(BX*8), R14
	BTSQ CX, R14
	MOVQ R14, laneBits_diag(DI)(BX*8)
	LEAQ -1(DX)(R8*1), CX
	SUBQ R9, CX              // r-j+q-1
	MOVQ CX, BX
	SHRQ $6, BX
	MOVQ laneBits_anti(DI)(BX*8), R14
	BTSQ CX, R14
	MOVQ R14, laneBits_anti(DI)(BX*8)
	INCQ R9
	JMP column

next:                            // the words after t0's, cyclically
	LEAQ 63(R8), R15
	SHRQ $6, R15
	DECQ R15

nextword:
	TESTQ R15, R15
	JZ last
	DECQ R15
	INCQ R12
	ADDQ $64, AX
	LEAQ 63(R8), CX
	ANDQ $-64, CX            // 64 * words
	CMPQ AX, CX
	JLT inrange
	XORQ AX, AX

inrange:
	CAND
	TESTQ DX, DX
	JNZ found
	JMP nextword

last:                            // t0's word, the rows below t0
	INCQ R12
	MOVQ R13, AX
	ANDQ $-64, AX
	CAND
	MOVQ R13, CX
	MOVQ $-1, BX
	SHLQ CX, BX
	NOTQ BX
	ANDQ BX, DX
	JNZ found
	MOVQ R9, stop+48(FP)     // no row for column j
	MOVQ R12, looked+56(FP)
	RET

done:
	MOVQ R10, stop+48(FP)
	MOVQ R12, looked+56(FP)
	RET

// func writeOutAsm(out *int32, m int, rows *[laneGroup]*int32, a *[laneGroup]int32, q int)
//
// writeOutGo: for j < q, out[m*j+t] = a[t] + m*rows[t][j], t < 16, two
// columns to a store. First it fetches the two cache lines the columns of
// j+16 may span (PREFETCHT0: a line no other core holds arrives exclusive,
// so the stores that follow need no second trip). Registers: DI the
// columns of j, SI the rows' pointers, R8 m, R9 a, R10 4m, R11 64m,
// CX the columns left, DX 4j.
TEXT ·writeOutAsm(SB), NOSPLIT, $0-40
	MOVQ out+0(FP), DI
	MOVQ m+8(FP), R8
	MOVQ rows+16(FP), SI
	MOVQ a+24(FP), R9
	MOVQ q+32(FP), CX
	MOVQ R8, R10
	SHLQ $2, R10
	MOVQ R10, R11
	SHLQ $4, R11
	XORQ DX, DX

column16:
	PREFETCHT0 (DI)(R11*1)
	PREFETCHT0 60(DI)(R11*1)
	MOVQ 0(SI), AX
	MOVL (AX)(DX*1), AX
	IMULL R8, AX
	ADDL 0(R9), AX
	MOVQ 8(SI), BX
	MOVL (BX)(DX*1), BX
	IMULL R8, BX
	ADDL 4(R9), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, 0(DI)
	MOVQ 16(SI), AX
	MOVL (AX)(DX*1), AX
	IMULL R8, AX
	ADDL 8(R9), AX
	MOVQ 24(SI), BX
	MOVL (BX)(DX*1), BX
	IMULL R8, BX
	ADDL 12(R9), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, 8(DI)
	MOVQ 32(SI), AX
	MOVL (AX)(DX*1), AX
	IMULL R8, AX
	ADDL 16(R9), AX
	MOVQ 40(SI), BX
	MOVL (BX)(DX*1), BX
	IMULL R8, BX
	ADDL 20(R9), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, 16(DI)
	MOVQ 48(SI), AX
	MOVL (AX)(DX*1), AX
	IMULL R8, AX
	ADDL 24(R9), AX
	MOVQ 56(SI), BX
	MOVL (BX)(DX*1), BX
	IMULL R8, BX
	ADDL 28(R9), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, 24(DI)
	MOVQ 64(SI), AX
	MOVL (AX)(DX*1), AX
	IMULL R8, AX
	ADDL 32(R9), AX
	MOVQ 72(SI), BX
	MOVL (BX)(DX*1), BX
	IMULL R8, BX
	ADDL 36(R9), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, 32(DI)
	MOVQ 80(SI), AX
	MOVL (AX)(DX*1), AX
	IMULL R8, AX
	ADDL 40(R9), AX
	MOVQ 88(SI), BX
	MOVL (BX)(DX*1), BX
	IMULL R8, BX
	ADDL 44(R9), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, 40(DI)
	MOVQ 96(SI), AX
	MOVL (AX)(DX*1), AX
	IMULL R8, AX
	ADDL 48(R9), AX
	MOVQ 104(SI), BX
	MOVL (BX)(DX*1), BX
	IMULL R8, BX
	ADDL 52(R9), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, 48(DI)
	MOVQ 112(SI), AX
	MOVL (AX)(DX*1), AX
	IMULL R8, AX
	ADDL 56(R9), AX
	MOVQ 120(SI), BX
	MOVL (BX)(DX*1), BX
	IMULL R8, BX
	ADDL 60(R9), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, 56(DI)
	ADDQ R10, DI
	ADDQ $4, DX
	DECQ CX
	JNZ column16
	RET
