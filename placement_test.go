package nqueens_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
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

// TestVerifyPartitioned: from n = 2^20 Verify partitions each family of
// lines into buckets per chunk of columns, on every core. Clashes of every
// kind, within a chunk and across chunks, and rows out of range, with one
// goroutine or several, must give the answer of the independent scan.
func TestVerifyPartitioned(t *testing.T) {
	if testing.Short() {
		t.Skip("large n")
	}
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
