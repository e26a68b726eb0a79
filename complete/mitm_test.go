package complete_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/stream"

	"github.com/nqueens/nqueens/internal/cputime"
)

// mitmCount counts with the meet-in-the-middle counter, failing t unless
// it finishes.
func mitmCount(t testing.TB, in *complete.Instance, workers int) uint64 {
	t.Helper()
	a, err := complete.CountMITM(context.Background(), in, complete.Settings{Workers: workers}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.Status == nqueens.NoSolution { // a line with no free square
		return 0
	}
	if a.Status != nqueens.Solved || a.TasksDone != a.Tasks {
		t.Fatalf("%+v: %v, %d of %d column sets", in, a.Status, a.TasksDone, a.Tasks)
	}
	return a.Count
}

// btCount counts with the backtracker.
func btCount(t testing.TB, in *complete.Instance, workers int) uint64 {
	t.Helper()
	a, err := complete.CountCompletions(context.Background(), in, complete.Settings{Workers: workers})
	if err != nil || a.Status != nqueens.Solved && a.Status != nqueens.NoSolution {
		t.Fatalf("%+v: %v %v", in, a.Status, err)
	}
	return a.Count
}

// TestMITMPlain: with no constraint the meet-in-the-middle count is the
// published number of solutions (A000170).
func TestMITMPlain(t *testing.T) {
	last := 14
	if testing.Short() {
		last = 12
	}
	for n := 1; n <= last; n++ {
		want, _, _ := exact.Published(n)
		if got := mitmCount(t, &complete.Instance{N: n}, 1+n%2); got != want {
			t.Fatalf("n = %d: %d, published %d", n, got, want)
		}
	}
}

// TestMITMPublished counts the completions of prefixes of the published
// instances of n = 8 to 14 in testdata with the backtracker and the
// meet-in-the-middle counter, and for n <= 12 (one prefix in eight;
// TestCountAgainstBDD counts more) the BDD: they agree. Every prefix is
// counted to n = 10, every third above; from the longest prefix down, the
// counts stop past the first with more than 2,000 completions (1,000
// under -short, which stops at n = 12), to keep the test quick: the short
// prefixes of an open board are the costliest and the least telling.
func TestMITMPublished(t *testing.T) {
	last, most := 14, uint64(2_000)
	if testing.Short() {
		last, most = 12, 1_000
	}
	for n := 8; n <= last; n++ {
		step := 1
		if n > 10 {
			step = 3
		}
		for _, id := range []int{1, 500, 999} {
			full := readInstance(t, diagFile(n, id))
			for k := len(full.Diagonals); k >= 0; k -= step {
				in := full.WithDiagonals(k)
				want := btCount(t, in, 2)
				if got := mitmCount(t, in, 1+k%2); got != want {
					t.Fatalf("n = %d, id %d, %d diagonals: meet in the middle %d, backtracker %d", n, id, k, got, want)
				}
				if n <= 12 && k%8 == 4 {
					if b := bddCount(t, in); b != want {
						t.Fatalf("n = %d, id %d, %d diagonals: BDD %d, backtracker %d", n, id, k, b, want)
					}
				}
				if want > most {
					break
				}
			}
		}
	}
}

// TestMITMSampled: prefixes of the published instances of n = 15 to 21,
// some with completions, counted by both exact engines, which must find
// the counts pinned here (the backtracker's, when the test was written)
// and the published decisions.
func TestMITMSampled(t *testing.T) {
	cases := []struct {
		n, id, k int
		want     uint64
	}{
		{15, 1, 12, 70}, {15, 999, 8, 79}, {15, 500, 13, 0},
		{16, 999, 12, 49}, {16, 500, 11, 0}, {16, 1, 14, 0},
		{17, 1, 15, 11}, {17, 500, 14, 3}, {17, 999, 13, 0},
		{18, 500, 17, 10}, {18, 1, 15, 0}, {18, 999, 19, 8},
		{19, 999, 21, 57}, {19, 1, 22, 0}, {19, 500, 22, 0},
		{20, 999, 23, 55}, {20, 1, 23, 0}, {20, 500, 23, 0},
		{21, 1, 28, 0}, {21, 500, 26, 0}, {21, 999, 29, 0}, {21, 75, 30, 0},
	}
	if testing.Short() {
		cases = cases[:9]
	}
	for _, c := range cases {
		in := readInstance(t, diagFile(c.n, c.id)).WithDiagonals(c.k)
		if got := mitmCount(t, in, 2); got != c.want {
			t.Fatalf("n = %d, id %d, %d diagonals: meet in the middle %d, want %d", c.n, c.id, c.k, got, c.want)
		}
		if got := btCount(t, in, 2); got != c.want {
			t.Fatalf("n = %d, id %d, %d diagonals: backtracker %d, want %d", c.n, c.id, c.k, got, c.want)
		}
	}
}

// TestMITMLimits: the answer does not depend on the number of workers;
// a memory bound too small stops the count with LimitReached, a canceled
// context with Canceled; boards past MaxMITM are refused; a board with
// every queen placed has one completion, one with a dead line none.
func TestMITMLimits(t *testing.T) {
	in := readInstance(t, diagFile(14, 999)).WithDiagonals(7)
	var first complete.Answer
	for _, w := range []int{1, 2, 5} {
		a, err := complete.CountMITM(context.Background(), in, complete.Settings{Workers: w}, 0)
		if err != nil || a.Status != nqueens.Solved || a.Count != 1935 {
			t.Fatalf("%d workers: %d %v %v", w, a.Count, a.Status, err)
		}
		if w > 1 && (a.Nodes != first.Nodes || a.Tasks != first.Tasks) {
			t.Fatalf("%d workers: %d nodes, %d tasks; one worker %d, %d", w, a.Nodes, a.Tasks, first.Nodes, first.Tasks)
		}
		first = a
	}
	a, err := complete.CountMITM(context.Background(), in, complete.Settings{}, 1<<10)
	if !errors.Is(err, complete.ErrMemory) || a.Status != nqueens.LimitReached || a.Count != 0 {
		t.Fatalf("1 KiB: %d %v %v", a.Count, a.Status, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, err = complete.CountMITM(ctx, &complete.Instance{N: 20}, complete.Settings{Workers: 2}, 0)
	if err != nil || a.Status != nqueens.Canceled {
		t.Fatalf("canceled: %v %v", a.Status, err)
	}
	if _, err := complete.CountMITM(context.Background(), &complete.Instance{N: complete.MaxMITM + 1}, complete.Settings{}, 0); !errors.Is(err, complete.ErrTooLarge) {
		t.Fatalf("n = %d: %v", complete.MaxMITM+1, err)
	}
	if _, err := complete.CountMITM(context.Background(), &complete.Instance{N: 8, Place: []nqueens.Square{{Row: 0, Col: 0}, {Row: 1, Col: 1}}}, complete.Settings{}, 0); !errors.Is(err, complete.ErrInstance) {
		t.Fatalf("attacking queens: %v", err)
	}
	full := &complete.Instance{N: 4, Place: []nqueens.Square{{Row: 1, Col: 0}, {Row: 3, Col: 1}, {Row: 0, Col: 2}, {Row: 2, Col: 3}}}
	if got := mitmCount(t, full, 1); got != 1 {
		t.Fatalf("every queen placed: %d", got)
	}
	dead := &complete.Instance{N: 6, Forbid: []nqueens.Square{{Row: 2, Col: 0}, {Row: 2, Col: 1}, {Row: 2, Col: 2}, {Row: 2, Col: 3}, {Row: 2, Col: 4}, {Row: 2, Col: 5}}}
	if got := mitmCount(t, dead, 1); got != 0 {
		t.Fatalf("a row without a free square: %d", got)
	}
}

// randomInstance is a prefix of a generated Excluded Diagonals list of
// n <= 9 with random forbidden squares and pre-placed queens (those
// that keep the instance valid).
func randomInstance(seed uint64, n, k, forbid, place int) *complete.Instance {
	d, _ := complete.Generate(n, complete.MinFree, seed)
	in := &complete.Instance{N: n, Diagonals: d[:min(k, len(d))]}
	rng := stream.New(seed, 7)
	for range forbid {
		in.Forbid = append(in.Forbid, nqueens.Square{Row: int(rng.Below(uint64(n))), Col: int(rng.Below(uint64(n)))})
	}
	for range place {
		s := nqueens.Square{Row: int(rng.Below(uint64(n))), Col: int(rng.Below(uint64(n)))}
		in.Place = append(in.Place, s)
		if in.Validate() != nil {
			in.Place = in.Place[:len(in.Place)-1]
		}
	}
	return in
}

// FuzzMITM: on small random instances the meet-in-the-middle counter and
// the backtracker agree.
func FuzzMITM(f *testing.F) {
	f.Add(uint64(1), uint8(8), uint8(3), uint8(2), uint8(1))
	f.Add(uint64(2), uint8(9), uint8(0), uint8(0), uint8(0))
	f.Add(uint64(3), uint8(6), uint8(9), uint8(5), uint8(2))
	f.Add(uint64(4), uint8(1), uint8(0), uint8(1), uint8(0))
	f.Fuzz(func(t *testing.T, seed uint64, n, k, forbid, place uint8) {
		in := randomInstance(seed, 1+int(n)%9, int(k)%20, int(forbid)%12, int(place)%4)
		if in.Validate() != nil {
			return
		}
		if got, want := mitmCount(t, in, 1+int(seed%3)), btCount(t, in, 1); got != want {
			t.Fatalf("%+v: meet in the middle %d, backtracker %d", in, got, want)
		}
	})
}

// TestMITMAllPublished, when NQUEENS_CSPLIB079 names the directory of
// TestAllPublished, counts with both exact engines every published prefix
// of the n = 10 to 14 suites, and the prefixes of n = 15 to 21 from the
// last with a completion on (the earlier ones have too many completions
// to count in a test): the counts agree, and are positive exactly where
// the published results found a completion. Hours on two cores.
func TestMITMAllPublished(t *testing.T) {
	dir := os.Getenv("NQUEENS_CSPLIB079")
	if dir == "" {
		t.Skip("NQUEENS_CSPLIB079 is not set")
	}
	f, err := os.Open(filepath.Join(dir, "run-diags-shiftqueens-processed.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type file struct{ n, id int }
	lastSat := map[file]int{}
	type row struct {
		file
		m   int
		sat bool
	}
	var rows []row
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		var r row
		var min, sols int
		if _, err := fmt.Sscan(strings.Join(fields[:4], " "), &r.n, &r.m, &min, &r.id); err != nil {
			t.Fatalf("%q: %v", sc.Text(), err)
		}
		if sols, err = strconv.Atoi(fields[5]); err != nil {
			t.Fatalf("%q: %v", sc.Text(), err)
		}
		r.sat = sols > 0
		if r.sat {
			lastSat[r.file] = max(lastSat[r.file], r.m)
		}
		rows = append(rows, r)
	}
	cache := map[file]*complete.Instance{}
	counted, lastN := 0, 0
	for _, r := range rows {
		if r.n > 14 && r.m < lastSat[r.file] {
			continue
		}
		if r.n != lastN {
			t.Logf("n = %d: %d prefixes counted before it", r.n, counted)
			lastN = r.n
		}
		full, ok := cache[r.file]
		if !ok {
			full = readInstance(t, filepath.Join(dir, fmt.Sprintf("diag-%d", r.n), fmt.Sprintf("diag-%d-4-%d.param", r.n, r.id)))
			cache[r.file] = full
		}
		in := full.WithDiagonals(r.m)
		got, want := mitmCount(t, in, 0), btCount(t, in, 0)
		if got != want || (got > 0) != r.sat {
			t.Fatalf("diag-%d-4-%d, %d diagonals: meet in the middle %d, backtracker %d, published: a completion %v", r.n, r.id, r.m, got, want, r.sat)
		}
		counted++
	}
	t.Logf("%d prefixes counted alike by both engines, each as published", counted)
}

// BenchmarkCountMITM and BenchmarkCount count diag-21-4-205 with 21
// diagonals (a published hard instance, no completion) with one worker.
func BenchmarkCountMITM(b *testing.B) {
	in := readInstance(b, diagFile(21, 205)).WithDiagonals(21)
	cpu0, _ := cputime.Process()
	for b.Loop() {
		if _, err := complete.CountMITM(context.Background(), in, complete.Settings{Workers: 1}, 0); err != nil {
			b.Fatal(err)
		}
	}
	cpu1, _ := cputime.Process()
	b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op") // steadier than wall time under load
}

func BenchmarkCount(b *testing.B) {
	in := readInstance(b, diagFile(21, 205)).WithDiagonals(21)
	cpu0, _ := cputime.Process()
	for b.Loop() {
		if _, err := complete.CountCompletions(context.Background(), in, complete.Settings{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
	cpu1, _ := cputime.Process()
	b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op") // steadier than wall time under load
}
