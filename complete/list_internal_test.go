package complete

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// TestListDive: the listing lists every completion once, whether its dive
// by lines lists them (a long dive) or leaves them to the search by
// diagonals (a dive of one node, which finds none), on random small
// instances; the count agrees with the search by diagonals' and with the
// other listing's, and each listed placement is a completion.
func TestListDive(t *testing.T) {
	rng := stream.New(7, 0)
	for trial := range 200 {
		n := 4 + int(rng.Below(6))
		in := &Instance{N: n}
		for range rng.Below(uint64(2 * n)) {
			in.Diagonals = append(in.Diagonals, Diagonal{Value: int(rng.Below(uint64(2*n - 1))), Sum: rng.Below(2) == 1})
		}
		rt, err := newRoot(in)
		if err != nil || rt.empty {
			continue
		}
		want, _ := CountCompletions(context.Background(), in, Settings{Workers: 1})
		for _, c := range []struct {
			dive   int64
			search string
		}{{1 << 20, "lines"}, {1, "diagonals"}} {
			seen := map[string]bool{}
			a := rt.list(context.Background(), nil, func(p nqueens.Placement) bool {
				if err := in.Check(p); err != nil || nqueens.Verify(p) != nil || seen[fmt.Sprint(p)] {
					t.Fatalf("trial %d, dive %d: %v listed (%v), or twice", trial, c.dive, p, err)
				}
				seen[fmt.Sprint(p)] = true
				return true
			}, c.dive)
			if a.Count != want.Count || len(seen) != int(want.Count) || a.TasksDone != 1 {
				t.Fatalf("trial %d, dive %d: %d listed, %d counted", trial, c.dive, a.Count, want.Count)
			}
			if want.Count > 0 && a.Search != c.search {
				t.Errorf("trial %d, dive %d: listed by %s, want %s", trial, c.dive, a.Search, c.search)
			}
		}
	}
}
