package complete_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
)

// TestCheck: Check refuses a placement of the wrong size, one without a
// pre-placed queen and one with a queen on a blocked square, naming the
// entry that blocks it; it accepts a completion.
func TestCheck(t *testing.T) {
	in, _, err := complete.Parse(strings.NewReader("n 4\nplace 2,1\nforbid 1,2\ncol 3 1,4\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p    nqueens.Placement
		want string
	}{
		{nqueens.Placement{1, 3, 0}, "the placement has 3 queens, the instance is for n = 4"},
		{nqueens.Placement{2, 0, 3, 1}, "the pre-placed queen at 2,1 is missing (column 1 holds row 3)"},
		{nqueens.Placement{1, 0, 3, 2}, "the queen at 1,2 stands on a square blocked by 'forbid 1,2' of line 3"},
		{nqueens.Placement{1, 3, 2, 0}, "the queen at 3,3 stands on a square blocked by 'col 3 1,4' of line 4"},
	} {
		if err := in.Check(c.p); err == nil || !strings.HasSuffix(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.p, err, c.want)
		}
	}
	if err := in.Check(nqueens.Placement{1, 3, 0, 2}); err != nil {
		t.Errorf("a completion refused: %v", err)
	}
}

// TestWithDiagonals: the prefixes of an instance's list, and a panic past
// its end.
func TestWithDiagonals(t *testing.T) {
	in := &complete.Instance{N: 8, Diagonals: []complete.Diagonal{{Value: 1, Sum: true}, {Value: 3}, {Value: 9, Sum: true}}}
	if got := in.WithDiagonals(2); len(got.Diagonals) != 2 || got.Diagonals[1] != in.Diagonals[1] || len(in.Diagonals) != 3 {
		t.Errorf("%+v", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("WithDiagonals(4) of 3 did not panic")
		}
	}()
	in.WithDiagonals(4)
}

// TestStopped: every search stopped by its context reports Canceled, and
// by its deadline LimitReached; the local search stopped before its first
// start has no state (conflicts -1, no placement).
func TestStopped(t *testing.T) {
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	late, cancel2 := context.WithDeadline(context.Background(), time.Unix(0, 0))
	defer cancel2()
	in := &complete.Instance{N: 20}
	for _, c := range []struct {
		ctx  context.Context
		want nqueens.Status
	}{{canceled, nqueens.Canceled}, {late, nqueens.LimitReached}} {
		a, err := complete.CountCompletions(c.ctx, in, complete.Settings{Workers: 2})
		if err != nil || a.Status != c.want || a.TasksDone == a.Tasks {
			t.Errorf("count: %v %+v", err, a)
		}
		a, err = complete.ListCompletions(c.ctx, in, complete.Settings{}, func(nqueens.Placement) bool { return true })
		if err != nil || a.Status != c.want {
			t.Errorf("list: %v %+v", err, a)
		}
		a, err = complete.Decide(c.ctx, in, complete.Settings{})
		if err != nil || a.Status != c.want {
			t.Errorf("decide: %v %+v", err, a)
		}
		res, err := complete.LocalSearch(c.ctx, &complete.Instance{N: 1000}, nqueens.Settings{})
		if err != nil || res.Status != c.want || res.Stats.Conflicts != -1 || res.Placement != nil {
			t.Errorf("local: %v %v %+v", err, res.Status, res.Stats)
		}
	}
}
