package exact_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// reference reads testdata/counts.tsv: OEIS A000170 and A002562.
func reference(t testing.TB) map[int][2]uint64 {
	t.Helper()
	f, err := os.Open("testdata/counts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ref := map[int][2]uint64{}
	s := bufio.NewScanner(f)
	for s.Scan() {
		if strings.HasPrefix(s.Text(), "#") {
			continue
		}
		var n int
		var total, unique uint64
		if _, err := fmt.Sscan(s.Text(), &n, &total, &unique); err != nil {
			t.Fatalf("counts.tsv: %q: %v", s.Text(), err)
		}
		ref[n] = [2]uint64{total, unique}
	}
	if len(ref) != 27 {
		t.Fatalf("counts.tsv has %d rows, want 27", len(ref))
	}
	return ref
}

// maxN is the largest n each method is checked at: 10 with -short, 11
// without for the naive one (n = 12 is 479 million permutations, too many
// for a test); 12 for backtrack; 12 (13) for bitwise and iterative; 15
// (16 without -short) for fast.
func maxN(m exact.Method) int {
	short := testing.Short()
	switch m {
	case exact.Naive:
		if short {
			return 10
		}
		return 11
	case exact.Backtrack:
		return 12
	case exact.Bitwise, exact.Iterative:
		if short {
			return 12
		}
		return 13
	}
	if short {
		return 15
	}
	return 16
}

func TestCountsAgainstOEIS(t *testing.T) {
	ref := reference(t)
	for _, m := range exact.Methods {
		t.Run(string(m.Method), func(t *testing.T) {
			for n := 1; n <= maxN(m.Method); n++ {
				c, err := exact.Count(context.Background(), n, exact.Options{Method: m.Method})
				if err != nil {
					t.Fatalf("n=%d: %v", n, err)
				}
				if c.N != n || c.Total != ref[n][0] {
					t.Errorf("n=%d: total %d, OEIS A000170 says %d", n, c.Total, ref[n][0])
				}
				if c.HasUnique != m.Unique {
					t.Errorf("n=%d: HasUnique = %v, want %v", n, c.HasUnique, m.Unique)
				}
				if m.Unique && c.Unique != ref[n][1] {
					t.Errorf("n=%d: unique %d, OEIS A002562 says %d", n, c.Unique, ref[n][1])
				}
			}
		})
	}
}

func TestPublished(t *testing.T) {
	ref := reference(t)
	for n := 0; n <= 30; n++ {
		total, unique, ok := exact.Published(n)
		want, known := ref[n]
		if ok != known || total != want[0] || unique != want[1] {
			t.Errorf("Published(%d) = %d, %d, %v; counts.tsv: %v, %v", n, total, unique, ok, want, known)
		}
	}
}

func TestWorkers(t *testing.T) {
	// Any number of goroutines gives the same count (and -race checks them).
	for _, w := range []int{1, 2, 3, 8} {
		c, err := exact.Count(context.Background(), 11, exact.Options{Workers: w})
		if err != nil || c.Total != 2680 || c.Unique != 341 {
			t.Errorf("workers=%d: %+v, %v", w, c, err)
		}
	}
}

func TestProgress(t *testing.T) {
	var calls, last, total int
	_, err := exact.Count(context.Background(), 10, exact.Options{Progress: func(done, all int) {
		calls++
		if done != last+1 {
			t.Errorf("progress %d after %d", done, last)
		}
		last, total = done, all
	}})
	if err != nil || calls == 0 || last != total {
		t.Errorf("progress: %d calls, last %d of %d, %v", calls, last, total, err)
	}
}

func TestBadSize(t *testing.T) {
	for _, n := range []int{0, -1, exact.MaxN + 1} {
		if _, err := exact.Count(context.Background(), n, exact.Options{}); !errors.Is(err, exact.ErrBadSize) {
			t.Errorf("n=%d: %v, want ErrBadSize", n, err)
		}
	}
	if _, err := exact.Count(context.Background(), 20, exact.Options{Method: exact.Naive}); !errors.Is(err, exact.ErrBadSize) {
		t.Errorf("naive n=20: %v, want ErrBadSize", err)
	}
	// One sentinel for the module, worded in exact's words.
	naive, _ := exact.LookupMethod("naive")
	for _, tc := range []struct {
		err  error
		want string
	}{
		{second(exact.Count(context.Background(), 20, exact.Options{Method: exact.Naive})), fmt.Sprintf("exact: board size out of range: n = 20, method naive takes 1..%d", naive.MaxN)},
		{second(exact.NewPlan(0)), "exact: board size out of range"},
		{exact.List(context.Background(), 0, false, nil), fmt.Sprintf("exact: board size out of range: n = 0, want 1..%d", exact.MaxN)},
	} {
		if !errors.Is(tc.err, nqueens.ErrBadSize) || tc.err.Error() != tc.want {
			t.Errorf("%v: want %q, wrapping nqueens.ErrBadSize", tc.err, tc.want)
		}
	}
	if _, err := exact.Count(context.Background(), 8, exact.Options{Method: "magic"}); err == nil || !strings.Contains(err.Error(), "fast") {
		t.Errorf("unknown method: %v, want the list of methods", err)
	}
}

func TestCancel(t *testing.T) {
	// Every method returns promptly, with the context's error, on a size it
	// could not finish in the test's lifetime.
	for _, m := range exact.Methods {
		n := min(28, m.MaxN-2)
		switch m.Method {
		case exact.Naive:
			n = 14
		case exact.MITM:
			n = 22 // its plans of larger n are slow to list under -race
		}
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		start := time.Now()
		_, err := exact.Count(ctx, n, exact.Options{Method: m.Method})
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: %v, want DeadlineExceeded", m.Method, err)
		}
		// A hang detector, not a speed goal: under -race on a loaded
		// machine a prompt stop took seconds (mitm lists its pieces
		// before the first poll), so the bound only catches a count that
		// ignores the context.
		if el := time.Since(start); el > 60*time.Second {
			t.Errorf("%s: took %v to stop", m.Method, el)
		}
	}
}

// list collects the solutions List yields, as perm strings.
func list(t *testing.T, n int, unique bool) []string {
	t.Helper()
	var out []string
	err := exact.List(context.Background(), n, unique, func(p nqueens.Placement) bool {
		if err := nqueens.Verify(p); err != nil {
			t.Fatalf("n=%d: listed %v: %v", n, p, err)
		}
		out = append(out, fmt.Sprint(p))
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestList(t *testing.T) {
	ref := reference(t)
	top := 12
	if testing.Short() {
		top = 10
	}
	for n := 1; n <= top; n++ {
		all := list(t, n, false)
		if uint64(len(all)) != ref[n][0] {
			t.Errorf("n=%d: %d listed, want %d", n, len(all), ref[n][0])
		}
		if !slices.IsSorted(all) && n < 10 { // lexicographic while rows are one digit
			t.Errorf("n=%d: not in lexicographic order", n)
		}
		if len(slices.Compact(slices.Clone(all))) != len(all) {
			t.Errorf("n=%d: repeated solutions", n)
		}
		uniq := list(t, n, true)
		if uint64(len(uniq)) != ref[n][1] {
			t.Errorf("n=%d: %d unique listed, want %d", n, len(uniq), ref[n][1])
		}
		// Every canonical solution is in the full list.
		set := map[string]bool{}
		for _, s := range all {
			set[s] = true
		}
		for _, s := range uniq {
			if !set[s] {
				t.Errorf("n=%d: canonical %s is not among all solutions", n, s)
			}
		}
	}
}

func TestListStops(t *testing.T) {
	k := 0
	err := exact.List(context.Background(), 8, false, func(nqueens.Placement) bool { k++; return k < 5 })
	if err != nil || k != 5 {
		t.Errorf("stopped after %d, %v; want 5", k, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := exact.List(ctx, 30, false, func(nqueens.Placement) bool { return true }); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled: %v", err)
	}
}

func TestPlan(t *testing.T) {
	// The task list is deterministic and the tasks add up to the total.
	ref := reference(t)
	for n := 1; n <= 12; n++ {
		a, err := exact.NewPlan(n)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := exact.NewPlan(n)
		if a.Checksum() != b.Checksum() || len(a.Tasks) != len(b.Tasks) {
			t.Fatalf("n=%d: two plans differ", n)
		}
		var total, unique uint64
		seen := make([]bool, len(a.Tasks))
		err = a.Run(context.Background(), nil, 2, func(i int, c longrun.TaskCount) {
			if seen[i] {
				t.Errorf("n=%d: task %d reported twice", n, i)
			}
			seen[i] = true
			total += c.Total
			unique += c.Unique
		})
		if err != nil {
			t.Fatal(err)
		}
		if n > 1 && (total != ref[n][0] || unique != ref[n][1]) {
			t.Errorf("n=%d: tasks add up to %d, %d; want %v", n, total, unique, ref[n])
		}
	}
	p8, _ := exact.NewPlan(8)
	p9, _ := exact.NewPlan(9)
	if p8.Checksum() == p9.Checksum() {
		t.Error("plans of 8 and 9 have one checksum")
	}
}

func TestEstimate(t *testing.T) {
	p, _ := exact.NewPlan(12)
	sec, k, err := p.Estimate(context.Background(), 10*time.Millisecond)
	if err != nil || sec <= 0 || sec > 60 || k < 8 {
		t.Errorf("Estimate(12) = %v s, %d, %v", sec, k, err)
	}
	// n = 27 takes millions of CPU years: more than a time.Duration holds.
	p, _ = exact.NewPlan(27)
	sec, k, err = p.Estimate(context.Background(), 0)
	if year := 365.25 * 24 * 3600; err != nil || !(sec > 300*year) || math.IsInf(sec, 0) || k < 8 {
		t.Errorf("Estimate(27) = %v s, %d, %v; want more than 300 years", sec, k, err)
	}
}

// TestDefaultMethod: the default of every n is a method that takes n and
// splits its work (so shards, checkpoints and estimates work by default).
func TestDefaultMethod(t *testing.T) {
	for n := 1; n <= exact.MaxN; n++ {
		info, err := exact.LookupMethod(string(exact.DefaultMethod(n)))
		if err != nil || info.MaxN < n || info.Plan == nil {
			t.Errorf("n = %d: default %q: %v, MaxN %d, plan %v", n, exact.DefaultMethod(n), err, info.MaxN, info.Plan != nil)
		}
	}
}

func TestLookupMethod(t *testing.T) {
	for _, m := range exact.Methods {
		got, err := exact.LookupMethod(string(m.Method))
		if err != nil || got.Method != m.Method {
			t.Errorf("LookupMethod(%s) = %v, %v", m.Method, got, err)
		}
	}
}

func ExampleCount() {
	c, err := exact.Count(context.Background(), 8, exact.Options{})
	fmt.Println(c.Total, c.Unique, err)
	c, _ = exact.Count(context.Background(), 8, exact.Options{Method: exact.Naive})
	fmt.Println(c.Total, c.Unique)
	// Output:
	// 92 12 <nil>
	// 92 12
}

func ExampleList() {
	exact.List(context.Background(), 6, false, func(p nqueens.Placement) bool {
		fmt.Println(p)
		return true
	})
	// Output:
	// [1 3 5 0 2 4]
	// [2 5 1 4 0 3]
	// [3 0 4 1 5 2]
	// [4 2 0 5 3 1]
}

func BenchmarkCount(b *testing.B) {
	for _, m := range exact.Methods {
		for _, n := range []int{8, 12, 14} {
			if m.Method == exact.Naive && n > 10 {
				continue
			}
			b.Run(fmt.Sprintf("%s/n=%d", m.Method, n), func(b *testing.B) {
				for b.Loop() {
					exact.Count(context.Background(), n, exact.Options{Method: m.Method, Workers: 1})
				}
			})
		}
	}
}

// BenchmarkLarge measures the speed goals (n = 16 bitwise, n = 17 fast);
// run with -bench Large -benchtime 1x, not in -short mode.
func BenchmarkLarge(b *testing.B) {
	if testing.Short() {
		b.Skip("large n")
	}
	for _, tc := range []struct {
		m       exact.Method
		n, work int
	}{{exact.Bitwise, 16, 1}, {exact.Fast, 16, 1}, {exact.Fast, 17, 1}, {exact.Fast, 17, 2}} {
		b.Run(fmt.Sprintf("%s/n=%d/workers=%d", tc.m, tc.n, tc.work), func(b *testing.B) {
			for b.Loop() {
				exact.Count(context.Background(), tc.n, exact.Options{Method: tc.m, Workers: tc.work})
			}
		})
	}
}

// second returns the error of a call that returns a value and an error.
func second[T any](_ T, err error) error { return err }
