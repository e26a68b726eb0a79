package exact

import (
	"context"
	"errors"
	"testing"

	"github.com/nqueens/nqueens"
)

// Range hands over each n's record, samples from EstimateFrom, starts
// and stops a progress per n; a stop returns the record of what the
// stopped count reached, with the stop's status.
func TestRange(t *testing.T) {
	var rows []Record
	row := func(r Record) { rows = append(rows, r) }
	var estimated, started, stopped []int
	methods := map[int]MethodInfo{}
	for n := 6; n <= 9; n++ {
		methods[n], _ = LookupMethod(string(Fast))
	}
	methods[6], _ = LookupMethod(string(Bitwise)) // no plan: never sampled
	r := Range{From: 6, To: 9, Methods: methods, Workers: 2, EstimateFrom: 6,
		Estimated: func(n int, cpu float64, samples int) error {
			if cpu <= 0 || samples <= 0 {
				t.Errorf("n = %d: estimate %g s from %d samples", n, cpu, samples)
			}
			estimated = append(estimated, n)
			return nil
		},
		Start: func(n int, m Method) (func(int, int), func()) {
			started = append(started, n)
			return nil, func() { stopped = append(stopped, n) }
		}}
	if err := r.Run(context.Background(), row); err != nil {
		t.Fatal(err)
	}
	if len(estimated) != 3 || estimated[0] != 7 || len(started) != 4 || len(stopped) != 4 {
		t.Errorf("estimated %v, started %v, stopped %v", estimated, started, stopped)
	}
	if len(rows) != 4 || rows[0].N != 6 || rows[0].Method != "bitwise" || rows[3].N != 9 || rows[3].Status != nqueens.Solved {
		t.Errorf("records: %+v", rows)
	}

	ctx, cancel := context.WithCancel(context.Background())
	rows = nil
	r = Range{From: 10, To: 12, Methods: map[int]MethodInfo{}, Start: func(n int, m Method) (func(int, int), func()) {
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
	if !errors.As(err, &st) || st.Record.N != 20 || st.Record.Method != string(DefaultMethod(20)) || st.Record.Tasks != nil || st.Record.Status != nqueens.Canceled {
		t.Errorf("stopped sampling: %v (%+v)", err, st)
	}
	// An error that is not a stop hands over no row and sets no status.
	rows = nil
	if err := (Range{From: MaxN + 1, To: MaxN + 1}).Run(context.Background(), row); !errors.As(err, &st) || len(rows) != 0 || st.Record.Status != nqueens.Solved /* the zero value: not set */ {
		t.Errorf("n beyond MaxN: %v (%+v), %d rows; want a Stopped and no row", err, st, len(rows))
	}
}

// Model sums the modelled time of the counts without a plan and says
// when it is long.
func TestRangeModel(t *testing.T) {
	naive, _ := LookupMethod(string(Naive))
	r := Range{From: 8, To: 14, Methods: map[int]MethodInfo{}}
	for n := 8; n <= 14; n++ {
		r.Methods[n] = naive
	}
	sec, m, long := r.Model()
	if want, _ := ModelRange(8, 14, func(int) Method { return Naive }); sec != want || m != Naive || !long {
		t.Errorf("naive 8..14: %g s by %s, long %v; want %g s, long", sec, m, long, want)
	}
	if sec, m, long := (Range{From: 8, To: 10}).Model(); sec != 0 || m != "" || long {
		t.Errorf("fast 8..10: %g s by %q, long %v; want nothing modelled", sec, m, long)
	}
}
