// Package hugemem allocates the large arrays that are written at
// scattered places (a placement of millions of queens, a check's bitmaps)
// with the advice that the system back them with huge pages: one page
// fault and one TLB entry per 2 MiB instead of per 4 KiB. The memory is
// the same; on a system without the advice (not Linux) it is plain make.
package hugemem
