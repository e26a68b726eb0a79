package countrun

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// Range hands over each n's record, samples from EstimateFrom, starts
// and stops a progress per n.
func TestRange(t *testing.T) {
	var rows []longrun.Record
	row := func(r longrun.Record) { rows = append(rows, r) }
	var estimated, started, stopped, sampling, sampled []int
	methods := map[int]exact.MethodInfo{}
	for n := 6; n <= 9; n++ {
		methods[n], _ = exact.LookupMethod(string(exact.Fast))
	}
	methods[6], _ = exact.LookupMethod(string(exact.Bitwise)) // no plan: never sampled
	r := Range{From: 6, To: 9, Methods: methods, Workers: 2, EstimateFrom: 6,
		Estimated: func(n int, cpu float64, samples int) error {
			if cpu <= 0 || samples <= 0 {
				t.Errorf("n = %d: estimate %g s from %d samples", n, cpu, samples)
			}
			estimated = append(estimated, n)
			return nil
		},
		Sampling: func(n int) func() {
			sampling = append(sampling, n)
			return func() { sampled = append(sampled, n) }
		},
		Start: func(n int, m exact.Method) (func(int, int), func()) {
			started = append(started, n)
			return nil, func() { stopped = append(stopped, n) }
		}}
	if err := r.Run(context.Background(), row); err != nil {
		t.Fatal(err)
	}
	if len(estimated) != 3 || estimated[0] != 7 || len(started) != 4 || len(stopped) != 4 {
		t.Errorf("estimated %v, started %v, stopped %v", estimated, started, stopped)
	}
	if !slices.Equal(sampling, estimated) || !slices.Equal(sampled, estimated) {
		t.Errorf("sampling %v, sampled %v; want each n estimated (%v)", sampling, sampled, estimated)
	}
	if len(rows) != 4 || rows[0].N != 6 || rows[0].Method != "bitwise" || rows[3].N != 9 || rows[3].Status != nqueens.Solved {
		t.Errorf("records: %+v", rows)
	}
}

// A stop returns the record of what the stopped count reached, with the
// stop's status; an error that is not a stop sets no status.
func TestRangeStopped(t *testing.T) {
	var rows []longrun.Record
	row := func(r longrun.Record) { rows = append(rows, r) }
	ctx, cancel := context.WithCancel(context.Background())
	r := Range{From: 10, To: 12, Methods: map[int]exact.MethodInfo{}, Start: func(n int, m exact.Method) (func(int, int), func()) {
		if n == 11 {
			return func(int, int) { cancel() }, nil
		}
		return nil, nil
	}}
	err := r.Run(ctx, row)
	var st *Stopped
	if !errors.As(err, &st) || st.Record.N != 11 || st.Record.Method != "fast" || st.Record.Status != nqueens.Canceled || st.Record.Tasks == nil || !errors.Is(err, context.Canceled) || len(rows) != 1 {
		t.Errorf("stopped range: %v (%+v), %d rows; want canceled at 11 after one row", err, st, len(rows))
	}
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	err = Range{From: 20, To: 20, EstimateFrom: 20, Estimated: func(int, float64, int) error { return nil }}.Run(ctx, row)
	if !errors.As(err, &st) || st.Record.N != 20 || st.Record.Method != string(exact.DefaultMethod(20)) || st.Record.Tasks != nil || st.Record.Status != nqueens.Canceled {
		t.Errorf("stopped sampling: %v (%+v)", err, st)
	}
	// An error that is not a stop hands over no row and sets no status.
	rows = nil
	if err := (Range{From: exact.MaxN + 1, To: exact.MaxN + 1}).Run(context.Background(), row); !errors.As(err, &st) || len(rows) != 0 || st.Record.Status != nqueens.Solved /* the zero value: not set */ {
		t.Errorf("n beyond MaxN: %v (%+v), %d rows; want a Stopped and no row", err, st, len(rows))
	}
}

// Model sums the modelled time of the counts without a plan and says
// when it is long.
func TestRangeModel(t *testing.T) {
	naive, _ := exact.LookupMethod(string(exact.Naive))
	r := Range{From: 8, To: 14, Methods: map[int]exact.MethodInfo{}}
	for n := 8; n <= 14; n++ {
		r.Methods[n] = naive
	}
	sec, m, long := r.Model()
	want := 0.0
	for n := 8; n <= 14; n++ {
		s, _ := exact.ModelSeconds(exact.Naive, n)
		want += s
	}
	if sec != want || m != exact.Naive || !long {
		t.Errorf("naive 8..14: %g s by %s, long %v; want %g s, long", sec, m, long, want)
	}
	if sec, m, long := (Range{From: 8, To: 10}).Model(); sec != 0 || m != "" || long {
		t.Errorf("fast 8..10: %g s by %q, long %v; want nothing modelled", sec, m, long)
	}
}
