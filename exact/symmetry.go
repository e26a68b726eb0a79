package exact

// The 8 symmetries of the square (the dihedral group D4) act on a
// solution; its orbit has 8, 4 or 2 members (n > 1). A solution is
// canonical when no image is lexicographically smaller, comparing the row
// of the queen in column 0, then column 1, and so on. Each orbit has
// exactly one canonical member, so counting canonical solutions counts the
// unique ones, and adding the orbit sizes counts them all.

// image returns the row of the queen in column c of g(p), where g is one
// of the 8 symmetries (0 = identity), p[c] is the row in column c and q is
// the inverse of p (q[r] is the column of row r); m = n-1.
func image(g int, p, q []int, c int) int {
	m := len(p) - 1
	switch g {
	case 0:
		return p[c]
	case 1: // mirror left-right: column c <- m-c
		return p[m-c]
	case 2: // mirror top-bottom
		return m - p[c]
	case 3: // rotate 180
		return m - p[m-c]
	case 4: // transpose
		return q[c]
	case 5: // anti-transpose
		return m - q[m-c]
	case 6: // rotate 90
		return q[m-c]
	default: // rotate 270
		return m - q[c]
	}
}

// orbit reports whether p (a solution, rows by column) is canonical and,
// if so, the size of its orbit. q is scratch of len(p). O(n) per symmetry,
// usually far less: comparisons stop at the first difference.
func orbit(p, q []int) (canonical bool, size int) {
	for c, r := range p {
		q[r] = c
	}
	stab := 1
	for g := 1; g < 8; g++ {
		cmp := 0
		for c := range p {
			if v := image(g, p, q, c); v != p[c] {
				cmp = v - p[c]
				break
			}
		}
		if cmp < 0 {
			return false, 0
		}
		if cmp == 0 {
			stab++
		}
	}
	return true, 8 / stab
}
