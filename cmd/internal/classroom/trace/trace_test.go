package trace

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/exact"
)

// replay rebuilds the states a trace records, one per record.
func replay(t *testing.T, records []int32) (states [][]int32, kinds []int32) {
	t.Helper()
	var p []int32
	for i := 0; i < len(records); {
		if i+5 > len(records) {
			t.Fatalf("record at %d cut short", i)
		}
		kind, k := records[i], int(records[i+4])
		if i+5+2*k > len(records) {
			t.Fatalf("record at %d: %d pairs, cut short", i, k)
		}
		for j := range k {
			c, r := int(records[i+5+2*j]), records[i+6+2*j]
			for len(p) <= c {
				p = append(p, -99)
			}
			p[c] = r
		}
		states = append(states, slices.Clone(p))
		kinds = append(kinds, kind)
		i += 5 + 2*k
	}
	return states, kinds
}

// TestRaceRecordsEveryState: replaying a race's trace gives exactly the
// states the solver showed its Observer, event by event, and the race's
// result is the command line's (the same Solve with only the seed set).
func TestRaceRecordsEveryState(t *testing.T) {
	ctx := context.Background()
	for _, e := range registry.Solvers().All() {
		for _, n := range []int{1, 3, 8, 12} {
			for seed := uint64(1); seed <= 3; seed++ {
				var want [][]int32
				obs := nqueens.ObserverFunc(func(ev nqueens.Event) {
					if ev.Kind != nqueens.Progress && ev.Placement != nil {
						want = append(want, slices.Clone(ev.Placement))
					}
				})
				cli, err := e.Solve(ctx, n, nqueens.Settings{Seed: seed, Observer: obs})
				if err != nil {
					t.Fatal(err)
				}
				var records []int32
				rec := &Recorder{Flush: func(r []int32) { records = append(records, r...) }, FlushEvery: 7}
				out, err := Race(ctx, e, n, seed, rec)
				if err != nil {
					t.Fatalf("%s n=%d: %v", e.Name, n, err)
				}
				if len(rec.Records) != 0 {
					t.Errorf("%s n=%d: %d records left unflushed", e.Name, n, len(rec.Records))
				}
				states, _ := replay(t, records)
				if len(states) < len(want) {
					t.Fatalf("%s n=%d seed %d: %d states recorded, the observer saw %d", e.Name, n, seed, len(states), len(want))
				}
				for i, w := range want {
					if !slices.Equal(states[i], w) {
						t.Fatalf("%s n=%d seed %d: state %d is %v, the observer saw %v", e.Name, n, seed, i, states[i], w)
					}
				}
				if out.Status != cli.Status.Word() || !slices.Equal(out.Placement, cli.Placement) || out.Steps != cli.Stats.Steps {
					t.Errorf("%s n=%d seed %d: race %s %v after %d steps, command line %s %v after %d", e.Name, n, seed,
						out.Status, out.Placement, out.Steps, cli.Status.Word(), cli.Placement, cli.Stats.Steps)
				}
				if len(out.Placement) == n && !slices.Equal(states[len(states)-1], out.Placement) {
					t.Errorf("%s n=%d seed %d: the trace ends at %v, the result is %v", e.Name, n, seed, states[len(states)-1], out.Placement)
				}
				if out.Status == "solved" && !out.Verified {
					t.Errorf("%s n=%d: solved but not verified", e.Name, n)
				}
			}
		}
	}
}

// TestRaceBig: qs1, min-conflicts and formula race 10^5 queens (far past
// the hill climbers' 64), to a placement that Verify accepts and that
// the trace's replay rebuilds.
func TestRaceBig(t *testing.T) {
	if testing.Short() {
		t.Skip("10^5 queens is not short")
	}
	for _, name := range []string{"qs1", "minconflicts", "formula"} {
		e, err := registry.Solvers().Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if limit, why := raceMaxN(e); limit != MaxRaceN || why != "" {
			t.Errorf("%s races up to %d (%q), want %d", name, limit, why, MaxRaceN)
		}
		rec := &Recorder{}
		out, err := Race(context.Background(), e, MaxRaceN, 1, rec)
		if err != nil || out.Status != "solved" || !out.Verified {
			t.Fatalf("%s at n = %d: %+v, %v", name, MaxRaceN, out.Status, err)
		}
		p := make([]int32, MaxRaceN)
		for i := 0; i < len(rec.Records); {
			k := int(rec.Records[i+4])
			for j := 0; j < k; j++ {
				p[rec.Records[i+5+2*j]] = rec.Records[i+6+2*j]
			}
			i += 5 + 2*k
		}
		if !slices.Equal(p, out.Placement) {
			t.Errorf("%s: the trace's replay does not end at the placement", name)
		}
	}
	for _, name := range []string{"fullboard", "linearboard", "backtrack"} {
		e, _ := registry.Solvers().Lookup(name)
		if limit, why := raceMaxN(e); limit != 64 || why == "" {
			t.Errorf("%s races up to %d (%q): want 64 and the reason", name, limit, why)
		}
	}
}

func TestRaceStepCap(t *testing.T) {
	e, err := registry.Solvers().Lookup("fullboard")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Race(context.Background(), e, 65, 1, &Recorder{}); err == nil {
		t.Error("fullboard raced at n = 65, beyond its cap of 64")
	}
	ctx, cancel := context.WithCancel(context.Background())
	rec := &Recorder{Flush: func([]int32) { cancel() }, FlushEvery: 1}
	out, err := Race(ctx, e, 30, 1, rec)
	if err != nil || out.Status != "canceled" {
		t.Errorf("canceled race: %s, %v; want canceled", out.Status, err)
	}
}

func TestBacktrackingCounts(t *testing.T) {
	for n := 1; n <= 8; n++ {
		var records []int32
		out, err := Backtracking(context.Background(), n, &Recorder{Flush: func(r []int32) { records = append(records, r...) }})
		if err != nil {
			t.Fatal(err)
		}
		total, _, _ := exact.Published(n)
		if out.Solutions != int64(total) {
			t.Errorf("n=%d: %d solutions, OEIS A000170 says %d", n, out.Solutions, total)
		}
		states, _ := replay(t, records)
		full := 0
		for i, s := range states {
			queens := 0
			for _, r := range s {
				if r >= 0 {
					queens++
				}
			}
			if queens == n && (i == 0 || !slices.Equal(states[i-1], s)) {
				full++
				if err := nqueens.Verify(s); err != nil {
					t.Errorf("n=%d: a full board in the trace is no solution: %v", n, err)
				}
			}
		}
		if full != int(total) {
			t.Errorf("n=%d: the trace shows %d full boards, want %d", n, full, total)
		}
		if want := n; len(states[len(states)-1]) != want || slices.ContainsFunc(states[len(states)-1], func(r int32) bool { return r >= 0 }) {
			t.Errorf("n=%d: the search ends with queens on the board: %v", n, states[len(states)-1])
		}
	}
	if _, err := Backtracking(context.Background(), MaxBacktrackingN+1, &Recorder{}); err == nil {
		t.Error("n beyond MaxBacktrackingN accepted")
	}
}

func TestSquares(t *testing.T) {
	for n := 1; n <= 8; n++ {
		counts, total, err := Squares(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		want, _, _ := exact.Published(n)
		if total != int64(want) {
			t.Errorf("n=%d: %d solutions, want %d", n, total, want)
		}
		// Every solution has one queen in each row and each column.
		for i := range n {
			var row, col int64
			for j := range n {
				row += counts[i][j]
				col += counts[j][i]
			}
			if row != total || col != total {
				t.Errorf("n=%d: row %d sums to %d, column %d to %d; want %d", n, i, row, i, col, total)
			}
		}
	}
	counts, _, _ := Squares(context.Background(), 8)
	if counts[0][0] != 4 || counts[0][3] != 18 {
		t.Errorf("n=8: corner %d (want 4), d1 %d (want 18)", counts[0][0], counts[0][3])
	}
}

func TestScale(t *testing.T) {
	var entries []registry.Entry
	for _, name := range []string{"formula", "linearboard"} {
		e, err := registry.Solvers().Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		entries = append(entries, e)
	}
	var points []Point
	err := Scale(context.Background(), entries, 200*time.Millisecond, NewClock(time.Now), func(p Point) { points = append(points, p) })
	if err != nil {
		t.Fatal(err)
	}
	last := map[string]int{}
	for _, p := range points {
		if p.N != ScaleStart && p.N != 2*last[p.Solver] {
			t.Errorf("%s: n = %d after %d", p.Solver, p.N, last[p.Solver])
		}
		last[p.Solver] = p.N
		if p.Runs < 1 || p.NsRun <= 0 {
			t.Errorf("%+v: no run timed", p)
		}
	}
	if last["formula"] <= last["linearboard"] {
		t.Errorf("formula reached n = %d, linearboard %d: the O(n) construction should go further", last["formula"], last["linearboard"])
	}
	if err := Scale(context.Background(), entries, 0, NewClock(time.Now), func(Point) {}); err == nil {
		t.Error("a zero budget accepted")
	}
}

// TestScaleCoarseClock: under a clock that steps by a millisecond (a
// page without cross-origin isolation), runs of a few microseconds are
// timed in batches whose readings last fifty steps: every point is a
// positive time from a batch of many runs, never a reading of 0.
func TestScaleCoarseClock(t *testing.T) {
	clock := NewClock(func() time.Time { return time.Now().Truncate(time.Millisecond) })
	if clock.Step != time.Millisecond {
		t.Fatalf("NewClock of a millisecond clock: step %v", clock.Step)
	}
	e, err := registry.Solvers().Lookup("formula")
	if err != nil {
		t.Fatal(err)
	}
	p, err := point(context.Background(), e, 8, time.Second, clock)
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != "solved" || !(p.NsRun > 0) || p.ClockNs != 1e6 || p.Batch < 2 || float64(p.Batch)*p.NsRun < 25e6 {
		t.Errorf("formula n=8 under a 1 ms clock: %+v; want a positive time from batches of runs lasting 50 ms or so", p)
	}
}

// FuzzRecorder: any sequence of states, recorded and replayed, comes back
// unchanged.
func FuzzRecorder(f *testing.F) {
	f.Add([]byte{8, 1, 2, 3, 4, 5, 6, 7, 0, 3, 3, 3})
	f.Add([]byte{3, 255, 255, 255, 0, 1, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		n := int(data[0]%12) + 1
		var want [][]int32
		var records []int32
		rec := &Recorder{Flush: func(r []int32) { records = append(records, r...) }, FlushEvery: 3}
		for i := 1; i+n <= len(data); i += n {
			p := make(nqueens.Placement, n)
			for c := range p {
				p[c] = int32(data[i+c]%byte(n+1)) - 1 // -1 is Empty
			}
			want = append(want, slices.Clone(p))
			rec.Observe(nqueens.Event{Kind: nqueens.Move, Step: int64(len(want)), Placement: p})
		}
		rec.flush()
		got, _ := replay(t, records)
		if len(got) != len(want) {
			t.Fatalf("%d states replayed, %d recorded", len(got), len(want))
		}
		for i := range want {
			if !slices.Equal(got[i], want[i]) {
				t.Fatalf("state %d: %v, want %v", i, got[i], want[i])
			}
		}
	})
}
