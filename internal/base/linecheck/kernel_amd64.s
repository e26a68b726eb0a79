//go:build amd64 && !purego && !noasm

#include "textflag.h"
#include "go_asm.h"

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

// func scatterAsm(rows *int32, cols int, entries *uint32, size int, b *scatterBuffer) bool
//
// scatterGo: for each of cols rows, line = row + b.k (b.k += b.step),
// bucket q = line >> b.shift; false at the first q >= b.nb. The line goes
// to b.wc[q] (b.fill[q] of them there); at chunkLine the buffer is written
// to entries[b.pos[q]:] with four non-temporal 16-byte stores (b.pos[q] a
// multiple of chunkLine, entries 64-byte aligned) and b.pos[q] advances;
// false, with nothing written, when those chunkLine entries would pass
// entries[size-1]. SFENCE orders those stores before whatever the caller
// does next. Registers: SI the next row, R15 the rows left, R8 k, R9 step,
// CX shift, R10 nb, R11 size, R12 entries, R13 b.
TEXT ·scatterAsm(SB), NOSPLIT, $0-41
	MOVQ rows+0(FP), SI
	MOVQ cols+8(FP), R15
	MOVQ entries+16(FP), R12
	MOVQ size+24(FP), R11
	MOVQ b+32(FP), R13
	MOVQ scatterBuffer_k(R13), R8
	MOVQ scatterBuffer_step(R13), R9
	MOVQ scatterBuffer_shift(R13), CX
	MOVL scatterBuffer_nb(R13), R10

line:
	MOVL (SI), AX
	ADDL R8, AX               // line (its low 32 bits)
	ADDQ R9, R8
	ADDQ $4, SI
	MOVL AX, BX
	SHRL CX, BX               // bucket
	CMPL BX, R10
	JCC outside
	MOVL scatterBuffer_fill(R13)(BX*4), DX
	MOVQ BX, DI
	SHLQ $6, DI
	ADDQ R13, DI              // &b.wc[q]
	MOVL AX, scatterBuffer_wc(DI)(DX*4)
	INCL DX
	CMPL DX, $const_chunkLine
	JEQ full
	MOVL DX, scatterBuffer_fill(R13)(BX*4)
	DECQ R15
	JNZ line
	JMP done

full:
	MOVLQSX scatterBuffer_pos(R13)(BX*4), DX
	LEAQ const_chunkLine(DX), AX
	CMPQ AX, R11
	JHI outside               // unsigned: a negative position too
	MOVL $0, scatterBuffer_fill(R13)(BX*4)
	LEAQ (R12)(DX*4), AX
	MOVOU (scatterBuffer_wc+0)(DI), X0
	MOVOU (scatterBuffer_wc+16)(DI), X1
	MOVOU (scatterBuffer_wc+32)(DI), X2
	MOVOU (scatterBuffer_wc+48)(DI), X3
	MOVNTO X0, 0(AX)
	MOVNTO X1, 16(AX)
	MOVNTO X2, 32(AX)
	MOVNTO X3, 48(AX)
	ADDL $const_chunkLine, scatterBuffer_pos(R13)(BX*4)
	DECQ R15
	JNZ line

done:
	SFENCE
	MOVB $1, ret+40(FP)
	RET

outside:
	SFENCE
	MOVB $0, ret+40(FP)
	RET
