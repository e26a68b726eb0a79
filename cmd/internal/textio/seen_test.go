package textio_test

import (
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/textio"
)

func TestSeen(t *testing.T) {
	s := textio.NewSeen()
	for i, tc := range []struct {
		p    nqueens.Placement
		want bool
	}{
		{nqueens.Placement{1, 3, 0, 2}, false},
		{nqueens.Placement{2, 0, 3, 1}, false},
		{nqueens.Placement{1, 3, 0, 2}, true},
		{nqueens.Placement{1, 3, 0}, false}, // a prefix is another placement
		{nqueens.Placement{0}, false},
		{nqueens.Placement{0, 0}, false},
		{make(nqueens.Placement, 50_000), false}, // longer than one buffer of rows
		{make(nqueens.Placement, 50_000), true},
	} {
		if got := s.Add(tc.p); got != tc.want {
			t.Errorf("%d: Add(%d queens) = %v, want %v", i, len(tc.p), got, tc.want)
		}
	}
}
