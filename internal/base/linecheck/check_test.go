package linecheck_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/formula"
	"github.com/nqueens/nqueens/internal/base/linecheck"
)

// checkRowsAgainst compares Check(rows) with the pair an independent scan
// reports (ok false: no attack; every row must be in range), naming rows
// when it is small enough to read.
func checkRowsAgainst(t *testing.T, bd linecheck.Bounds, rows []int32, ref func([]int32) (a, b int, line linecheck.Line, ok bool)) {
	t.Helper()
	name := fmt.Sprintf("Check(%d queens)", len(rows))
	if len(rows) <= 64 {
		name = fmt.Sprintf("Check(%v)", rows)
	}
	f, err := linecheck.CheckRows(context.Background(), rows, bd)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	a, b, line, attacked := ref(rows)
	if !attacked {
		if f != nil {
			t.Fatalf("%s = %+v, want nil", name, f)
		}
		return
	}
	if want := (linecheck.Fault{Column: b, Earlier: a, Line: line}); f == nil || *f != want {
		t.Fatalf("%s = %+v, want %+v", name, f, want)
	}
}

// TestCheckParallelSameAnswer plants attacks in a large placement, where
// Verify partitions the lines on every core, and compares with the
// independent order.
func TestCheckParallelSameAnswer(t *testing.T) {
	if testing.Short() {
		t.Skip("large n")
	}
	n := 1 << 20
	// A permutation with attacks (rows 0, 2, 4, ... then 1, 3, 5, ...),
	// varied by swaps; the expected first attack comes from an independent
	// scan.
	p := make([]int32, n)
	for c := range p {
		p[c] = int32((2*c + (c*2)/n) % n) // rows 0,2,4,...,1,3,5,...
	}
	if f, err := linecheck.CheckRows(context.Background(), p, linecheck.MachineBounds()); err != nil || f == nil || f.OutOfRange {
		t.Fatalf("expected an attack in the pattern, got %+v, %v", f, err)
	}
	// Swap two far-apart rows to make an earlier anti-diagonal clash.
	for _, tc := range []struct{ a, b int }{{5, 9}, {n - 3, n - 1}, {1000, 1<<20 - 7}} {
		q := slices.Clone(p)
		q[tc.a], q[tc.b] = q[tc.b], q[tc.a]
		checkRowsAgainst(t, linecheck.MachineBounds(), q, firstAttackFast)
	}
}

// largeChecks runs f with each of Verify's checks for n >= 2^20: the
// line check (to n = 2^27; with the columns in two parts to 2^25, the
// lines in two ranges beyond) and the chunked one (beyond 2^27).
func largeChecks(t *testing.T, f func(t *testing.T, b linecheck.Bounds)) {
	t.Run("lines", func(t *testing.T) { f(t, linecheck.NewBounds(1<<30, 1<<30)) })
	t.Run("lines in two ranges", func(t *testing.T) { f(t, linecheck.NewBounds(1<<30, 0)) })
	t.Run("chunks", func(t *testing.T) { f(t, linecheck.NewBounds(0, 0)) })
}

// TestCheckPartitioned: from n = 2^20 Verify splits the columns into
// parts (or partitions each family of lines into buckets per chunk of
// columns), on every core.
// Clashes of every kind, within a chunk and across chunks, and rows out of
// range, with one goroutine or several, must give the answer of the
// independent scan.
func TestCheckPartitioned(t *testing.T) {
	if testing.Short() {
		t.Skip("large n")
	}
	largeChecks(t, testCheckPartitioned)
}

func testCheckPartitioned(t *testing.T, bd linecheck.Bounds) {
	n := 1<<20 + 5
	res, err := formula.Solve(context.Background(), n, nqueens.Settings{})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatalf("formula solution: %v, %v", err, res.Status)
	}
	checkRowsAgainst(t, bd, res.Placement, firstAttackFast)
	base := res.Placement
	g := rand.New(rand.NewPCG(1, 2))
	type edit struct{ c, r int } // column c gets row r
	cases := [][]edit{
		{{n - 1, int(base[n-2])}},                        // a row clash at the end
		{{100, int(base[7])}},                            // row clash, parity of base[7]
		{{101, int(base[8])}},                            // and the other parity
		{{n / 2, int(base[n/2-1]) + 1}},                  // a line through neighbours
		{{1 << 19, int(base[3]) + 1<<19 - 3}},            // diagonal with column 3
		{{1 << 19, int(base[3]) - 1<<19 + 3}},            // anti-diagonal with column 3
		{{500, int(base[10])}, {500, int(base[12]) + 2}}, // last edit wins: a diagonal, or a row clash too
	}
	for range 6 {
		c := g.IntN(n)
		cases = append(cases, []edit{{c, g.IntN(n)}})
	}
	for _, tc := range cases {
		q := slices.Clone(base)
		for _, e := range tc {
			if e.r >= 0 && e.r < n {
				q[e.c] = int32(e.r)
			}
		}
		for _, procs := range []int{1, 3} {
			prev := runtime.GOMAXPROCS(procs)
			checkRowsAgainst(t, bd, q, firstAttackFast)
			runtime.GOMAXPROCS(prev)
		}
	}
	for _, c := range []int{0, n / 2, n - 1} { // out of range, after a clash elsewhere
		q := slices.Clone(base)
		q[1] = q[0]
		q[c] = int32(n)
		if f, err := linecheck.CheckRows(context.Background(), q, bd); err != nil || f == nil || !f.OutOfRange || f.Column != c {
			t.Fatalf("row n in column %d: %+v, %v; want it out of range", c, f, err)
		}
	}
}

// TestCheckRegions: placements that are invalid in one region of lines
// only (the first or the last 2^16 lines of a family: the first and the
// last words of the line check's bitmaps, whose last word is partial), with
// rows out of range at either end and duplicated rows far apart, on one
// goroutine or several, on both large-n checks.
func TestCheckRegions(t *testing.T) {
	if testing.Short() {
		t.Skip("large n")
	}
	largeChecks(t, testCheckRegions)
}

func testCheckRegions(t *testing.T, bd linecheck.Bounds) {
	n := 1<<20 + 3<<16 + 17 // the last region of each family is partial
	res, err := formula.Solve(context.Background(), n, nqueens.Settings{})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatalf("formula solution: %v, %v", err, res.Status)
	}
	checkRowsAgainst(t, bd, res.Placement, firstAttackFast)
	base := res.Placement
	check := func(name string, q []int32) {
		t.Helper()
		a, b, line, ok := firstAttackFast(q)
		ref := func([]int32) (int, int, linecheck.Line, bool) { return a, b, line, ok }
		for _, procs := range []int{1, 3} {
			prev := runtime.GOMAXPROCS(procs)
			t.Run(fmt.Sprintf("%s/%d", name, procs), func(t *testing.T) { checkRowsAgainst(t, bd, q, ref) })
			runtime.GOMAXPROCS(prev)
		}
	}
	// Swaps keep the rows a permutation, so a swap that makes a clash makes
	// it on a diagonal. Find one whose only clash is on a line of the first
	// or the last (partial) region of lines (2^16 lines each) of a family.
	diag := func(p []int32, c int) int { return int(p[c]) + c }
	anti := func(p []int32, c int) int { return int(p[c]) - c + n - 1 }
	last := (2*n - 2) &^ (1<<16 - 1)
	targets := []struct {
		name string
		line linecheck.Line
		in   func(k int) bool
	}{
		{"diagonal in the first region", linecheck.Diagonal, func(k int) bool { return k < 1<<16 }},
		{"diagonal in the last region", linecheck.Diagonal, func(k int) bool { return k >= last }},
		{"anti-diagonal in the first region", linecheck.AntiDiagonal, func(k int) bool { return k < 1<<16 }},
		{"anti-diagonal in the last region", linecheck.AntiDiagonal, func(k int) bool { return k >= last }},
	}
	// The formula's anti-diagonals keep to the middle; its upside-down
	// image has them where it had its diagonals.
	flip := slices.Clone(base)
	for c := range flip {
		flip[c] = int32(n-1) - flip[c]
	}
	g := rand.New(rand.NewPCG(3, 4))
	for _, tg := range targets {
		lineOf, base := diag, base
		if tg.line == linecheck.AntiDiagonal {
			lineOf, base = anti, flip
		}
		var cands []int // columns whose queen lies on a line of the region
		for c := range base {
			if tg.in(lineOf(base, c)) {
				cands = append(cands, c)
			}
		}
		found := false
		for try := 0; try < 2000 && !found; try++ {
			a, b := cands[g.IntN(len(cands))], cands[g.IntN(len(cands))]
			if a == b {
				continue
			}
			q := slices.Clone(base)
			q[a], q[b] = q[b], q[a]
			// Only the two moved queens can clash; test them cheaply first.
			ka, kb := lineOf(q, a), lineOf(q, b)
			if !tg.in(ka) || !tg.in(kb) {
				continue
			}
			clash := ka == kb
			for _, c := range cands {
				if c != a && c != b && (lineOf(q, c) == ka || lineOf(q, c) == kb) {
					clash = true
				}
			}
			if !clash {
				continue
			}
			if _, _, line, ok := firstAttackFast(q); !ok || line != tg.line {
				continue // a clash on the other family too
			}
			found = true
			check(tg.name, q)
		}
		if !found {
			t.Fatalf("%s: no swap found", tg.name)
		}
	}
	// Duplicated rows: far apart, in the first and the last row region.
	for _, tc := range []struct {
		name string
		c, r int
	}{
		{"row of column 0 again in the last column", n - 1, int(base[0])},
		{"row of the last column again in column 0", 0, int(base[n-1])},
		{"row 0 twice", slices.Index(base, 0) ^ 1, 0},
		{"row n-1 twice", slices.Index(base, int32(n-1)) ^ 1, n - 1},
	} {
		q := slices.Clone(base)
		q[tc.c] = int32(tc.r)
		check(tc.name, q)
	}
	// Rows out of range at either end.
	for _, r := range []int32{-1, int32(n), math.MaxInt32, math.MinInt32} {
		for _, c := range []int{0, n - 1} {
			q := slices.Clone(base)
			q[c] = r
			if f, err := linecheck.CheckRows(context.Background(), q, bd); err != nil || f == nil || !f.OutOfRange || f.Column != c {
				t.Fatalf("row %d in column %d: %+v, %v; want it out of range", r, c, f, err)
			}
		}
	}
	// Valid placements with the same lines in other orders: the mirror
	// images of the formula's solution.
	mirror := slices.Clone(base)
	slices.Reverse(mirror)
	for _, p := range [][]int32{mirror, flip} {
		if f, err := linecheck.CheckRows(context.Background(), p, bd); f != nil || err != nil {
			t.Fatalf("a mirrored solution: %+v, %v", f, err)
		}
	}
}

// firstAttackFast finds the pair Verify must report with one slice per
// family of lines, indexed by line, O(n) but written independently of
// Verify. Every row of p must be in [0, n).
func firstAttackFast(p []int32) (a, b int, line linecheck.Line, ok bool) {
	n := len(p)
	// Each slot holds the first column on its line plus one; 0 is empty.
	rows := make([]int, n)
	diag := make([]int, 2*n)
	anti := make([]int, 2*n)
	for c, r := range p {
		d, e := int(r)+c, int(r)-c+n
		if prev := rows[r]; prev > 0 {
			return prev - 1, c, linecheck.Row, true
		}
		if prev := diag[d]; prev > 0 {
			return prev - 1, c, linecheck.Diagonal, true
		}
		if prev := anti[e]; prev > 0 {
			return prev - 1, c, linecheck.AntiDiagonal, true
		}
		rows[r], diag[d], anti[e] = c+1, c+1, c+1
	}
	return 0, 0, 0, false
}
