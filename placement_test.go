package nqueens_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/formula"
	"github.com/nqueens/nqueens/internal/solvertest"
	"github.com/nqueens/nqueens/qs1"
)

// firstAttack finds, by checking every pair, the attacking pair Verify must
// report: the smallest later column b, then the smallest earlier column a,
// then the line kind in the order row, diagonal, anti-diagonal.
func firstAttack(p nqueens.Placement) (a, b int, line nqueens.Line, ok bool) {
	for b := range p {
		for _, kind := range []nqueens.Line{nqueens.Row, nqueens.Diagonal, nqueens.AntiDiagonal} {
			for a := 0; a < b; a++ {
				ra, rb := int(p[a]), int(p[b])
				if kind == nqueens.Row && ra == rb || kind == nqueens.Diagonal && ra+a == rb+b || kind == nqueens.AntiDiagonal && ra-a == rb-b {
					return a, b, kind, true
				}
			}
		}
	}
	return 0, 0, 0, false
}

func checkAgainstBruteForce(t *testing.T, p nqueens.Placement) {
	t.Helper()
	checkAgainst(t, p, firstAttack)
}

// checkAgainst compares Verify(p) with the pair an independent scan
// reports (ok false: no attack), naming p when it is small enough to read.
func checkAgainst(t *testing.T, p nqueens.Placement, ref func(nqueens.Placement) (a, b int, line nqueens.Line, ok bool)) {
	t.Helper()
	name := fmt.Sprintf("Verify(%d queens)", len(p))
	if len(p) <= 64 {
		name = fmt.Sprintf("Verify(%v)", p)
	}
	err := nqueens.Verify(p)
	a, b, line, attacked := ref(p)
	if !attacked {
		if err != nil {
			t.Fatalf("%s = %v, want nil", name, err)
		}
		return
	}
	var ae *nqueens.AttackError
	if !errors.As(err, &ae) {
		t.Fatalf("%s = %v, want an AttackError", name, err)
	}
	if ae.A != a || ae.B != b || ae.Line != line || ae.RowA != p[a] || ae.RowB != p[b] {
		t.Fatalf("%s = %+v, want columns %d,%d on %s", name, ae, a, b, line)
	}
}

func TestVerifyKnown(t *testing.T) {
	if err := nqueens.Verify(nqueens.Placement{4, 6, 1, 5, 2, 0, 3, 7}); err != nil {
		t.Errorf("a solution for 8: %v", err)
	}
	if err := nqueens.Verify(nqueens.Placement{0}); err != nil {
		t.Errorf("n = 1: %v", err)
	}
	if err := nqueens.Verify(nil); !errors.Is(err, nqueens.ErrEmpty) {
		t.Errorf("empty: %v, want ErrEmpty", err)
	}
	var re *nqueens.RangeError
	if err := nqueens.Verify(nqueens.Placement{0, 5}); !errors.As(err, &re) || re.Column != 1 {
		t.Errorf("row out of range: %v", err)
	}
	if err := nqueens.Verify(nqueens.Placement{0, -1}); !errors.As(err, &re) {
		t.Errorf("negative row: %v", err)
	}
	err := nqueens.Verify(nqueens.Placement{1, 3, 0, 3})
	want := "queens at column 2, row 4 and column 4, row 4 are on one row (1-based)"
	if err == nil || err.Error() != want {
		t.Errorf("Verify = %v, want %q", err, want)
	}
}

func TestVerifyExhaustiveSmall(t *testing.T) {
	// Every board of n <= 6 with one queen per column.
	for n := 1; n <= 6; n++ {
		p := make(nqueens.Placement, n)
		var rec func(c int)
		rec = func(c int) {
			if c == n {
				checkAgainstBruteForce(t, p)
				return
			}
			for r := range n {
				p[c] = int32(r)
				rec(c + 1)
			}
		}
		rec(0)
	}
}

func FuzzVerify(f *testing.F) {
	f.Add([]byte{1, 3, 0, 2})
	f.Add([]byte{0, 0})
	f.Add([]byte{4, 6, 1, 5, 2, 0, 3, 7})
	f.Fuzz(func(t *testing.T, rows []byte) {
		if len(rows) == 0 || len(rows) > 200 {
			return
		}
		n := len(rows)
		p := make(nqueens.Placement, n)
		for c, r := range rows {
			p[c] = int32(int(r) % n)
		}
		checkAgainstBruteForce(t, p)
	})
}

func ExampleVerify() {
	fmt.Println(nqueens.Verify(nqueens.Placement{1, 3, 0, 2}))
	fmt.Println(nqueens.Verify(nqueens.Placement{0, 2, 1, 3}))
	// Output:
	// <nil>
	// queens at column 2, row 3 and column 3, row 2 are on one diagonal (1-based)
}

// TestVerifyParallelSameAnswer plants attacks in a large placement, where
// Verify partitions the lines on every core, and compares with the
// independent order.
func TestVerifyParallelSameAnswer(t *testing.T) {
	if testing.Short() {
		t.Skip("large n")
	}
	n := 1 << 20
	// A permutation with attacks (rows 0, 2, 4, ... then 1, 3, 5, ...),
	// varied by swaps; the expected first attack comes from an independent
	// scan.
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = int32((2*c + (c*2)/n) % n) // rows 0,2,4,...,1,3,5,...
	}
	base := nqueens.Verify(p)
	var ae *nqueens.AttackError
	if !errors.As(base, &ae) {
		t.Fatalf("expected an attack in the pattern, got %v", base)
	}
	// Swap two far-apart rows to make an earlier anti-diagonal clash.
	for _, tc := range []struct{ a, b int }{{5, 9}, {n - 3, n - 1}, {1000, 1<<20 - 7}} {
		q := p.Clone()
		q[tc.a], q[tc.b] = q[tc.b], q[tc.a]
		got := nqueens.Verify(q)
		a, b, line, ok := firstAttackFast(q)
		var ge *nqueens.AttackError
		if !ok || !errors.As(got, &ge) || ge.A != a || ge.B != b || ge.Line != line {
			t.Fatalf("swap %v: Verify = %v, want %d,%d on %v", tc, got, a, b, line)
		}
	}
}

// largeChecks runs f with each of Verify's checks for n >= 2^20: the
// line check (to n = 2^27; with the columns in two parts to 2^25, in one
// beyond) and the chunked one (beyond 2^27).
func largeChecks(t *testing.T, f func(t *testing.T)) {
	t.Run("lines", f)
	t.Run("lines in one part", func(t *testing.T) {
		prev := nqueens.SetLinesSplitMax(0)
		defer nqueens.SetLinesSplitMax(prev)
		f(t)
	})
	t.Run("chunks", func(t *testing.T) {
		prev := nqueens.SetLineCheckMax(0)
		defer nqueens.SetLineCheckMax(prev)
		f(t)
	})
}

// TestVerifyPartitioned: from n = 2^20 Verify splits the columns into
// parts (or partitions each family of lines into buckets per chunk of
// columns), on every core.
// Clashes of every kind, within a chunk and across chunks, and rows out of
// range, with one goroutine or several, must give the answer of the
// independent scan.
func TestVerifyPartitioned(t *testing.T) {
	if testing.Short() {
		t.Skip("large n")
	}
	largeChecks(t, testVerifyPartitioned)
}

func testVerifyPartitioned(t *testing.T) {
	n := 1<<20 + 5
	res, err := formula.Solve(context.Background(), n, nqueens.Settings{})
	if err != nil || nqueens.Verify(res.Placement) != nil {
		t.Fatalf("formula solution: %v, %v", err, nqueens.Verify(res.Placement))
	}
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
		q := base.Clone()
		for _, e := range tc {
			if e.r >= 0 && e.r < n {
				q[e.c] = int32(e.r)
			}
		}
		for _, procs := range []int{1, 3} {
			prev := runtime.GOMAXPROCS(procs)
			checkAgainst(t, q, firstAttackFast)
			runtime.GOMAXPROCS(prev)
		}
	}
	for _, c := range []int{0, n / 2, n - 1} { // out of range, after a clash elsewhere
		q := base.Clone()
		q[1] = q[0]
		q[c] = int32(n)
		var re *nqueens.RangeError
		if err := nqueens.Verify(q); !errors.As(err, &re) || re.Column != c {
			t.Fatalf("row n in column %d: %v, want a RangeError there", c, err)
		}
	}
}

// TestVerifyRegions: placements that are invalid in one region of lines
// only (the first or the last 2^16 lines of a family: the first and the
// last words of the line check's bitmaps, whose last word is partial), with
// rows out of range at either end and duplicated rows far apart, on one
// goroutine or several, on both large-n checks.
func TestVerifyRegions(t *testing.T) {
	if testing.Short() {
		t.Skip("large n")
	}
	largeChecks(t, testVerifyRegions)
}

func testVerifyRegions(t *testing.T) {
	n := 1<<20 + 3<<16 + 17 // the last region of each family is partial
	res, err := formula.Solve(context.Background(), n, nqueens.Settings{})
	if err != nil || nqueens.Verify(res.Placement) != nil {
		t.Fatalf("formula solution: %v, %v", err, nqueens.Verify(res.Placement))
	}
	base := res.Placement
	check := func(name string, q nqueens.Placement) {
		t.Helper()
		a, b, line, ok := firstAttackFast(q)
		ref := func(nqueens.Placement) (int, int, nqueens.Line, bool) { return a, b, line, ok }
		for _, procs := range []int{1, 3} {
			prev := runtime.GOMAXPROCS(procs)
			t.Run(fmt.Sprintf("%s/%d", name, procs), func(t *testing.T) { checkAgainst(t, q, ref) })
			runtime.GOMAXPROCS(prev)
		}
	}
	// Swaps keep the rows a permutation, so a swap that makes a clash makes
	// it on a diagonal. Find one whose only clash is on a line of the first
	// or the last (partial) region of lines (2^16 lines each) of a family.
	diag := func(p nqueens.Placement, c int) int { return int(p[c]) + c }
	anti := func(p nqueens.Placement, c int) int { return int(p[c]) - c + n - 1 }
	last := (2*n - 2) &^ (1<<16 - 1)
	targets := []struct {
		name string
		line nqueens.Line
		in   func(k int) bool
	}{
		{"diagonal in the first region", nqueens.Diagonal, func(k int) bool { return k < 1<<16 }},
		{"diagonal in the last region", nqueens.Diagonal, func(k int) bool { return k >= last }},
		{"anti-diagonal in the first region", nqueens.AntiDiagonal, func(k int) bool { return k < 1<<16 }},
		{"anti-diagonal in the last region", nqueens.AntiDiagonal, func(k int) bool { return k >= last }},
	}
	// The formula's anti-diagonals keep to the middle; its upside-down
	// image has them where it had its diagonals.
	flip := base.Clone()
	for c := range flip {
		flip[c] = int32(n-1) - flip[c]
	}
	g := rand.New(rand.NewPCG(3, 4))
	for _, tg := range targets {
		lineOf, base := diag, base
		if tg.line == nqueens.AntiDiagonal {
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
			q := base.Clone()
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
		q := base.Clone()
		q[tc.c] = int32(tc.r)
		check(tc.name, q)
	}
	// Rows out of range at either end.
	for _, r := range []int32{-1, int32(n), math.MaxInt32, math.MinInt32} {
		for _, c := range []int{0, n - 1} {
			q := base.Clone()
			q[c] = r
			var re *nqueens.RangeError
			if err := nqueens.Verify(q); !errors.As(err, &re) || re.Column != c || re.Row != r {
				t.Fatalf("row %d in column %d: %v, want a RangeError there", r, c, err)
			}
		}
	}
	// Valid placements with the same lines in other orders: the mirror
	// images of the formula's solution.
	mirror := base.Clone()
	slices.Reverse(mirror)
	for _, p := range []nqueens.Placement{mirror, flip} {
		if err := nqueens.Verify(p); err != nil {
			t.Fatalf("a mirrored solution: %v", err)
		}
	}
}

// firstAttackFast finds the pair Verify must report with one slice per
// family of lines, indexed by line, O(n) but written independently of
// Verify. Every row of p must be in [0, n).
func firstAttackFast(p nqueens.Placement) (a, b int, line nqueens.Line, ok bool) {
	n := len(p)
	// Each slot holds the first column on its line plus one; 0 is empty.
	rows := make([]int, n)
	diag := make([]int, 2*n)
	anti := make([]int, 2*n)
	for c, r := range p {
		d, e := int(r)+c, int(r)-c+n
		if prev := rows[r]; prev > 0 {
			return prev - 1, c, nqueens.Row, true
		}
		if prev := diag[d]; prev > 0 {
			return prev - 1, c, nqueens.Diagonal, true
		}
		if prev := anti[e]; prev > 0 {
			return prev - 1, c, nqueens.AntiDiagonal, true
		}
		rows[r], diag[d], anti[e] = c+1, c+1, c+1
	}
	return 0, 0, 0, false
}

func TestVerifyContextCanceled(t *testing.T) {
	p := make(nqueens.Placement, 1<<21)
	for c := range p {
		p[c] = int32(c) // a diagonal: invalid, but cancel comes first
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := nqueens.VerifyContext(ctx, p); !errors.Is(err, context.Canceled) {
		t.Fatalf("VerifyContext on a canceled context = %v, want context.Canceled", err)
	}
	if err := nqueens.VerifyContext(ctx, p[:100]); !errors.Is(err, context.Canceled) {
		t.Fatalf("small n: %v", err)
	}
}

// BenchmarkVerify checks a qs1 placement (random-looking, so the lines are
// scattered over the bitmaps as in real use).
func BenchmarkVerify(b *testing.B) {
	for _, n := range []int{1 << 20, 10_000_000, 100_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n > 1<<20 && testing.Short() {
				b.Skip("large n skipped in -short mode")
			}
			res, err := qs1.Solve(context.Background(), n, nqueens.Settings{Seed: 1})
			if err != nil || res.Status != nqueens.Solved {
				b.Fatal(err, res.Status)
			}
			cpu := solvertest.StartCPU()
			for b.Loop() {
				if err := nqueens.Verify(res.Placement); err != nil {
					b.Fatal(err)
				}
			}
			cpu.Report(b)
		})
	}
}
