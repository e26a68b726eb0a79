package nqueens_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/formula"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
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

// TestVerifyLarge: from n = 2^20 Verify's engine first checks for the
// cache, then names the first fault as below; the root maps it to the same
// errors (verify_*_test.go test the engine itself).
func TestVerifyLarge(t *testing.T) {
	n := 1<<20 + 5
	res, err := formula.Solve(context.Background(), n, nqueens.Settings{})
	if err != nil || nqueens.Verify(res.Placement) != nil {
		t.Fatalf("formula solution: %v, %v", err, nqueens.Verify(res.Placement))
	}
	q := res.Placement.Clone()
	q[n-1] = q[n-2] // the rows are a permutation: the first pair is a row
	checkAgainst(t, q, func(nqueens.Placement) (int, int, nqueens.Line, bool) { return n - 2, n - 1, nqueens.Row, true })
	q = res.Placement.Clone()
	q[7] = int32(n)
	var re *nqueens.RangeError
	if err := nqueens.Verify(q); !errors.As(err, &re) || re.Column != 7 || re.Row != int32(n) || re.N != n {
		t.Fatalf("row n in column 7: %v, want a RangeError there", err)
	}
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
