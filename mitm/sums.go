package mitm

import "math/bits"

// SumsAdmit reports whether some k of the indices in the set (lo, hi)
// (bit i of lo: index i, bit i of hi: index 64+i) could add up to t: the
// sum bound. Queens on distinct diagonals of one kind, k of them, have
// indices that add up to a sum fixed by their rows and columns; it lies
// between the sums of the k smallest and of the k largest free indices.
// O(1): a few popcounts and a select per word, no loop over the members.
func SumsAdmit(lo, hi uint64, k, t int) bool {
	if hi == 0 {
		return sumsAdmit64(lo, k, t)
	}
	c := bits.OnesCount64(lo) + bits.OnesCount64(hi)
	if c < k {
		return false
	}
	total := indexSum(lo) + indexSum(hi) + 64*bits.OnesCount64(hi)
	return lowestSum(lo, hi, k) <= t && total-lowestSum(lo, hi, c-k) >= t
}

// sumsAdmit64 is SumsAdmit for indices below 64 (the line-by-line
// halves' test, on their hot path).
func sumsAdmit64(x uint64, k, t int) bool {
	c := bits.OnesCount64(x)
	if c < k {
		return false
	}
	return indexSum(lowest(x, k)) <= t && indexSum(x)-indexSum(lowest(x, c-k)) >= t
}

// lowestSum returns the sum of the k smallest indices of (lo, hi), k at
// most its size.
func lowestSum(lo, hi uint64, k int) int {
	cl := bits.OnesCount64(lo)
	if k <= cl {
		return indexSum(lowest(lo, k))
	}
	return indexSum(lo) + 64*(k-cl) + indexSum(lowest(hi, k-cl))
}

// lowest returns the k lowest members of x (k <= its size).
func lowest(x uint64, k int) uint64 {
	if k == 0 {
		return 0
	}
	return x & (2<<uint(select64(x, k-1)) - 1)
}

// select64 returns the index of the member of x of rank r (0: the lowest;
// r below its size), without a loop: the bytes' cumulative popcounts,
// compared with r+1 all at once, find its byte, and a table its bit.
func select64(x uint64, r int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	c := x - (x>>1)&0x5555555555555555
	c = c&0x3333333333333333 + (c>>2)&0x3333333333333333
	c = (c + c>>4) & 0x0F0F0F0F0F0F0F0F
	prefix := c * ones // byte i: the members in bytes 0..i
	at := uint(bits.TrailingZeros64(((prefix|highs)-uint64(r+1)*ones)&highs)) &^ 7
	before := int(prefix<<8>>at) & 0xFF
	return int(at) + int(selectInByte[(x>>at)&0xFF][(r-before)&7])
}

// selectInByte[b][r] is the index of the member of rank r of the byte b.
var selectInByte = func() (t [256][8]uint8) {
	for b := range 256 {
		r := 0
		for i := range 8 {
			if b&(1<<i) != 0 {
				t[b][r] = uint8(i)
				r++
			}
		}
	}
	return t
}()

// indexSum returns the sum of the indices of the members of x.
func indexSum(x uint64) int {
	return bits.OnesCount64(x&0xAAAAAAAAAAAAAAAA) + 2*bits.OnesCount64(x&0xCCCCCCCCCCCCCCCC) +
		4*bits.OnesCount64(x&0xF0F0F0F0F0F0F0F0) + 8*bits.OnesCount64(x&0xFF00FF00FF00FF00) +
		16*bits.OnesCount64(x&0xFFFF0000FFFF0000) + 32*bits.OnesCount64(x&0xFFFFFFFF00000000)
}
