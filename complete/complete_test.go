package complete_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/stream"
	"github.com/nqueens/nqueens/qs1"
)

func readInstance(t testing.TB, path string) *complete.Instance {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in, _, err := complete.Parse(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return in
}

type published struct {
	n, m, id int
	sat      bool
	nodes    int64
}

func readDecisions(t *testing.T) []published {
	f, err := os.Open("testdata/csplib079/decisions.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []published
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		var p published
		var sat int
		var secs float64
		if _, err := fmt.Sscan(sc.Text(), &p.n, &p.m, &p.id, &sat, &p.nodes, &secs); err != nil {
			t.Fatalf("decisions.txt: %q: %v", sc.Text(), err)
		}
		p.sat = sat == 1
		out = append(out, p)
	}
	return out
}

func diagFile(n, id int) string {
	return filepath.Join("testdata", "csplib079", fmt.Sprintf("diag-%d-4-%d.param", n, id))
}

// checkCompletion fails t unless p is a completion of in.
func checkCompletion(t testing.TB, in *complete.Instance, p nqueens.Placement) {
	t.Helper()
	if err := nqueens.Verify(p); err != nil {
		t.Fatalf("not a solution: %v (%v)", err, p)
	}
	if err := in.Check(p); err != nil {
		t.Fatalf("not a completion: %v (%v)", err, p)
	}
}

// TestPublished decides the published instances in testdata as CSPLib's
// results do, with one worker and with two, the completions verified:
// those shiftqueens decided in under 3*10^7 nodes, and the 4 that took
// it more than 3*10^9.
func TestPublished(t *testing.T) {
	for _, p := range readDecisions(t) {
		if testing.Short() && p.nodes > 300_000 || p.nodes > 30_000_000 && p.nodes < 3_000_000_000 {
			continue // TestAllPublished decides them; the 4 hardest stay here, but not under -short
		}
		in := readInstance(t, diagFile(p.n, p.id)).WithDiagonals(p.m)
		workers := 1 + p.m%2
		a, err := complete.Decide(context.Background(), in, complete.Settings{Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		want := nqueens.NoSolution
		if p.sat {
			want = nqueens.Solved
		}
		if a.Status != want {
			t.Fatalf("n = %d, id %d, %d diagonals: %v, published %v", p.n, p.id, p.m, a.Status, want)
		}
		if p.sat {
			checkCompletion(t, in, a.Placement)
		}
	}
}

// bddCount counts in's completions with the BDD (place and forbid).
func bddCount(t *testing.T, in *complete.Instance) uint64 {
	t.Helper()
	q := bddqueens.Query{N: in.N}
	for _, s := range in.Place {
		q.Place = append(q.Place, nqueens.Square{Row: s.Row, Col: s.Col})
	}
	for _, s := range in.Blocked() {
		q.Forbid = append(q.Forbid, nqueens.Square{Row: s.Row, Col: s.Col})
	}
	var err error
	if q.Constructions, err = bddqueens.LookupConstructions("direct"); err != nil {
		t.Fatal(err)
	}
	built, err := bddqueens.Build(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	c, err := bddqueens.Count(q, built)
	if err != nil {
		t.Fatal(err)
	}
	return c.Total.Uint64()
}

// TestCountAgainstBDD counts the completions of published instances with
// n <= 12 with the backtracker (one worker and three) and the BDD, and
// lists them: the three agree, every completion listed is verified and
// none repeats. For n = 8 and 9, which have no published results, the
// decision is checked against the BDD's count.
func TestCountAgainstBDD(t *testing.T) {
	last := 12
	if testing.Short() {
		last = 10
	}
	for n := 8; n <= last; n++ {
		for _, id := range []int{1, 500, 999} {
			full := readInstance(t, diagFile(n, id))
			step := 1
			if n > 10 || testing.Short() {
				step = 5
			}
			for k := 0; k <= len(full.Diagonals); k += step {
				in := full.WithDiagonals(k)
				want := bddCount(t, in)
				for _, w := range []int{1, 3} {
					a, err := complete.CountCompletions(context.Background(), in, complete.Settings{Workers: w})
					if err != nil || a.Status != nqueens.Solved || a.Count != want {
						t.Fatalf("n = %d, id %d, %d diagonals, %d workers: count %d (%v, %v), BDD %d", n, id, k, w, a.Count, a.Status, err, want)
					}
				}
				seen := map[string]bool{}
				l, err := complete.ListCompletions(context.Background(), in, complete.Settings{}, func(p nqueens.Placement) bool {
					checkCompletion(t, in, p)
					key := fmt.Sprint(p)
					if seen[key] {
						t.Fatalf("n = %d, id %d, %d diagonals: %v listed twice", n, id, k, p)
					}
					seen[key] = true
					return true
				})
				if err != nil || l.Count != want || uint64(len(seen)) != want {
					t.Fatalf("n = %d, id %d, %d diagonals: listed %d (%v), BDD %d", n, id, k, l.Count, err, want)
				}
				d, err := complete.Decide(context.Background(), in, complete.Settings{Workers: 2})
				if err != nil || (d.Status == nqueens.Solved) != (want > 0) {
					t.Fatalf("n = %d, id %d, %d diagonals: decided %v, BDD counts %d", n, id, k, d.Status, want)
				}
			}
		}
	}
}

// brute counts in's completions by trying every permutation.
func brute(in *complete.Instance) uint64 {
	n := in.N
	blocked := map[nqueens.Square]bool{}
	for _, s := range in.Blocked() {
		blocked[s] = true
	}
	p := make(nqueens.Placement, n)
	var count uint64
	var rec func(c int, used uint64)
	rec = func(c int, used uint64) {
		if c == n {
			if nqueens.Verify(p) == nil && in.Check(p) == nil {
				count++
			}
			return
		}
		for r := range n {
			if used&(1<<r) == 0 && !blocked[nqueens.Square{Row: r, Col: c}] {
				p[c] = int32(r)
				rec(c+1, used|1<<r)
			}
		}
	}
	rec(0, 0)
	return count
}

// TestRandomAgainstBruteForce: random small instances with every kind of
// constraint, counted, listed and decided, against every permutation.
func TestRandomAgainstBruteForce(t *testing.T) {
	rng := stream.New(42, 0)
	for trial := range 300 {
		n := 1 + int(rng.Below(7))
		in := &complete.Instance{N: n}
		for range rng.Below(uint64(n)) {
			in.Forbid = append(in.Forbid, nqueens.Square{Row: int(rng.Below(uint64(n))), Col: int(rng.Below(uint64(n)))})
		}
		for range rng.Below(3) {
			in.Diagonals = append(in.Diagonals, complete.Diagonal{Value: int(rng.Below(uint64(2*n - 1))), Sum: rng.Below(2) == 1})
		}
		if rng.Below(3) == 0 {
			l := complete.Line{Col: rng.Below(2) == 1, Index: int(rng.Below(uint64(n)))}
			for a := range n {
				if rng.Below(2) == 0 {
					l.Allowed = append(l.Allowed, a)
				}
			}
			in.Lines = append(in.Lines, l)
		}
		if rng.Below(2) == 0 {
			s := nqueens.Square{Row: int(rng.Below(uint64(n))), Col: int(rng.Below(uint64(n)))}
			in.Place = append(in.Place, s)
		}
		if in.Validate() != nil {
			continue // the queen on a blocked square
		}
		want := brute(in)
		a, err := complete.CountCompletions(context.Background(), in, complete.Settings{Workers: 1 + trial%3})
		if err != nil || a.Count != want {
			t.Fatalf("trial %d: %+v: count %d (%v), brute force %d", trial, in, a.Count, err, want)
		}
		d, err := complete.Decide(context.Background(), in, complete.Settings{Workers: 1 + trial%2})
		if err != nil || (d.Status == nqueens.Solved) != (want > 0) {
			t.Fatalf("trial %d: %+v: %v, brute force %d", trial, in, d.Status, want)
		}
		if want > 0 {
			checkCompletion(t, in, d.Placement)
		}
	}
}

// TestWorkersAgree: the placement Decide finds and the nodes it counts do
// not depend on the number of workers.
func TestWorkersAgree(t *testing.T) {
	in := readInstance(t, diagFile(16, 500)).WithDiagonals(10)
	one, err := complete.Decide(context.Background(), in, complete.Settings{Workers: 1})
	if err != nil || one.Status != nqueens.Solved {
		t.Fatalf("%v %v", one.Status, err)
	}
	for _, w := range []int{2, 3, 8} {
		a, err := complete.Decide(context.Background(), in, complete.Settings{Workers: w})
		if err != nil || !slices.Equal(a.Placement, one.Placement) {
			t.Fatalf("%d workers: %v, one worker %v (%v)", w, a.Placement, one.Placement, err)
		}
	}
}

// TestTooLarge: the exact engine refuses n > MaxExact with ErrTooLarge.
func TestTooLarge(t *testing.T) {
	_, err := complete.CountCompletions(context.Background(), &complete.Instance{N: complete.MaxExact + 1}, complete.Settings{})
	if err == nil || !strings.Contains(err.Error(), "too large") {
		t.Fatalf("got %v", err)
	}
}

// TestLimit: a canceled context stops a count with Canceled.
func TestCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, err := complete.CountCompletions(ctx, &complete.Instance{N: 20}, complete.Settings{Workers: 2})
	if err != nil || a.Status != nqueens.Canceled {
		t.Fatalf("%v %v", a.Status, err)
	}
}

// fromSolution is an instance of n with k queens of a qs1 solution.
func fromSolution(t testing.TB, n, k int, seed uint64) *complete.Instance {
	sol, err := qs1.Solve(context.Background(), n, nqueens.Settings{Seed: seed})
	if err != nil || sol.Status != nqueens.Solved {
		t.Fatal(sol.Status, err)
	}
	in := &complete.Instance{N: n}
	rng := stream.New(seed, 1)
	seen := map[int]bool{}
	for len(in.Place) < k {
		c := int(rng.Below(uint64(n)))
		if !seen[c] {
			seen[c] = true
			in.Place = append(in.Place, nqueens.Square{Row: int(sol.Placement[c]), Col: c})
		}
	}
	return in
}

func TestCompleteLarge(t *testing.T) {
	n, k := 200_000, 200
	if testing.Short() {
		n, k = 20_000, 20
	}
	in := fromSolution(t, n, k, 3)
	res, err := complete.LocalSearch(context.Background(), in, nqueens.Settings{Seed: 1})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatalf("%v %v", res.Status, err)
	}
	checkCompletion(t, in, res.Placement)
	again, _ := complete.LocalSearch(context.Background(), in, nqueens.Settings{Seed: 1})
	if !slices.Equal(again.Placement, res.Placement) {
		t.Fatal("the same seed gave another completion")
	}
}

// TestCompleteConstrained: the local search with every kind of
// constraint: fixed queens of a solution, forbidden squares and excluded
// diagonals that solution avoids (so a completion exists), and a small
// published instance.
func TestCompleteConstrained(t *testing.T) {
	n := 2000
	in := fromSolution(t, n, 100, 5)
	sol, _ := qs1.Solve(context.Background(), n, nqueens.Settings{Seed: 5})
	rng := stream.New(9, 0)
	for len(in.Forbid) < 500 {
		r, c := int(rng.Below(uint64(n))), int(rng.Below(uint64(n)))
		if int(sol.Placement[c]) != r {
			in.Forbid = append(in.Forbid, nqueens.Square{Row: r, Col: c})
		}
	}
	sums, diffs := make([]bool, 2*n-1), make([]bool, 2*n-1)
	for c, r := range sol.Placement {
		sums[int(r)+c], diffs[int(r)-c+n-1] = true, true
	}
	for v := 0; v < 2*n-1 && len(in.Diagonals) < 200; v += 7 {
		if !sums[v] {
			in.Diagonals = append(in.Diagonals, complete.Diagonal{Value: v, Sum: true})
		}
		if !diffs[v] {
			in.Diagonals = append(in.Diagonals, complete.Diagonal{Value: v})
		}
	}
	res, err := complete.LocalSearch(context.Background(), in, nqueens.Settings{Seed: 1})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatalf("%v %v", res.Status, err)
	}
	checkCompletion(t, in, res.Placement)

	small := readInstance(t, diagFile(12, 500)).WithDiagonals(4) // published: has one
	res, err = complete.LocalSearch(context.Background(), small, nqueens.Settings{Seed: 1, MaxSteps: 10_000_000})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatalf("%v %v", res.Status, err)
	}
	checkCompletion(t, small, res.Placement)
}

// TestCompleteLimits: on an instance with no completion the local search
// stops at its limit and says so; with one free queen it knows.
func TestCompleteLimits(t *testing.T) {
	in := readInstance(t, diagFile(21, 75)).WithDiagonals(18) // published: none
	res, err := complete.LocalSearch(context.Background(), in, nqueens.Settings{Seed: 1, MaxRestarts: 3})
	if err != nil || res.Status != nqueens.LimitReached || res.Stats.Conflicts <= 0 || res.Stats.Restarts != 3 {
		t.Fatalf("%v %+v %v", res.Status, res.Stats, err)
	}
	one := &complete.Instance{N: 4, Place: []nqueens.Square{{Row: 1, Col: 0}, {Row: 3, Col: 1}, {Row: 0, Col: 2}}, Forbid: []nqueens.Square{{Row: 2, Col: 3}}}
	res, err = complete.LocalSearch(context.Background(), one, nqueens.Settings{})
	if err != nil || res.Status != nqueens.NoSolution {
		t.Fatalf("%v %v", res.Status, err)
	}
}

// TestGenerate: the generator's lists keep MinFree free squares in every
// line, and seed 1 at n = 10 is pinned.
func TestGenerate(t *testing.T) {
	for n := 4; n <= 30; n += 13 {
		for seed := range uint64(5) {
			d, err := complete.Generate(n, complete.MinFree, seed)
			if err != nil {
				t.Fatal(err)
			}
			in := &complete.Instance{N: n, Diagonals: d}
			if err := in.Validate(); err != nil {
				t.Fatal(err)
			}
			free := make([]int, 2*n)
			for r := range n {
				for c := range n {
					free[r]++
					free[n+c]++
				}
			}
			for _, s := range in.Blocked() {
				free[s.Row]--
				free[n+s.Col]--
			}
			if m := slices.Min(free); m < min(n, complete.MinFree) {
				t.Fatalf("n = %d, seed %d: a line with %d free squares", n, seed, m)
			}
		}
	}
	for _, c := range []struct {
		n, minFree int
		want       complete.GenerateError
	}{
		{0, 4, complete.GenerateError{Arg: "n", Value: 0, Min: 1, Max: complete.MaxGenerate}},
		{complete.MaxGenerate + 1, 4, complete.GenerateError{Arg: "n", Value: complete.MaxGenerate + 1, Min: 1, Max: complete.MaxGenerate}},
		{21, 22, complete.GenerateError{Arg: "minFree", Value: 22, Min: 0, Max: 21}},
		{5, -1, complete.GenerateError{Arg: "minFree", Value: -1, Min: 0, Max: 5}},
	} {
		var ge *complete.GenerateError
		if _, err := complete.Generate(c.n, c.minFree, 1); !errors.As(err, &ge) || *ge != c.want {
			t.Errorf("Generate(%d, %d): %v, want %+v", c.n, c.minFree, err, c.want)
		}
	}
	d, _ := complete.Generate(10, complete.MinFree, 1)
	var b strings.Builder
	if err := complete.WriteExcludedDiagonals(&b, 10, d); err != nil {
		t.Fatal(err)
	}
	const want = "n = 10\nnumdiags = 15\ndiags = [[16, 1], [13, 0], [7, 0], [18, 1], [7, 1], [11, 1], [1, 1], [0, 1], [5, 1], [6, 1], [2, 0], [10, 0], [16, 0], [15, 1], [17, 1]]\n"
	if b.String() != want {
		t.Fatalf("Generate(10, 4, 1) wrote\n%s\nwant\n%s", b.String(), want)
	}
}

// TestAllPublished decides every instance of CSPLib's diag-10 to diag-21
// suites that the published results cover (319,000 decisions), when
// NQUEENS_CSPLIB079 names a directory holding the suites unpacked
// (diag-N/diag-N-4-ID.param) and the results file
// run-diags-shiftqueens-processed.txt (gunzipped). Every completion is
// verified. Minutes on two cores: it is run by hand (BENCHMARKS.md).
func TestAllPublished(t *testing.T) {
	dir := os.Getenv("NQUEENS_CSPLIB079")
	if dir == "" {
		t.Skip("NQUEENS_CSPLIB079 is not set")
	}
	f, err := os.Open(filepath.Join(dir, "run-diags-shiftqueens-processed.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cache := map[string]*complete.Instance{}
	sc := bufio.NewScanner(f)
	decided, sat := 0, 0
	for sc.Scan() {
		var n, m, min, id, sols int
		fields := strings.Fields(sc.Text())
		if _, err := fmt.Sscan(strings.Join(fields[:4], " "), &n, &m, &min, &id); err != nil {
			t.Fatalf("%q: %v", sc.Text(), err)
		}
		if sols, err = strconv.Atoi(fields[5]); err != nil {
			t.Fatalf("%q: %v", sc.Text(), err)
		}
		path := filepath.Join(dir, fmt.Sprintf("diag-%d", n), fmt.Sprintf("diag-%d-4-%d.param", n, id))
		full, ok := cache[path]
		if !ok {
			full = readInstance(t, path)
			cache[path] = full
		}
		in := full.WithDiagonals(m)
		a, err := complete.Decide(context.Background(), in, complete.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		if (a.Status == nqueens.Solved) != (sols > 0) || a.Status != nqueens.Solved && a.Status != nqueens.NoSolution {
			t.Fatalf("%s, %d diagonals: %v, published %d solutions", path, m, a.Status, sols)
		}
		if a.Status == nqueens.Solved {
			checkCompletion(t, in, a.Placement)
			sat++
		}
		decided++
	}
	t.Logf("%d decisions agree with the published ones (%d with a completion, each verified)", decided, sat)
}
