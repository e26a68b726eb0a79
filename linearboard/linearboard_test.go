package linearboard

import (
	"context"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/fullboard"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
)

func TestSolve(t *testing.T) {
	// HardN 200: one move evaluates 39800 successors, milliseconds, so a
	// cancel or MaxSteps is seen at once.
	seeds := 50
	if testing.Short() {
		seeds = 10
	}
	solvertest.Run(t, Solve, solvertest.Options{MaxN: 20, Seeds: seeds, HardN: 200})
}

func TestSteepestDescent(t *testing.T) {
	seeds := 20
	if testing.Short() {
		seeds = 5
	}
	solvertest.SteepestDescent(t, Solve, []int{4, 5, 6, 8, 10, 12}, seeds)
}

// TestSameAsNaive holds Solve to the straightforward implementation: for
// a seed, the same moves, restarts, evaluations and placement.
func TestSameAsNaive(t *testing.T) {
	for n := 4; n <= 16; n++ {
		for seed := range uint64(5) {
			res, err := Solve(context.Background(), n, nqueens.Settings{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			p, st, ok := naiveSolve(n, seed, 0)
			if !ok || res.Status != nqueens.Solved {
				t.Fatalf("n=%d seed=%d: naive solved %v, Solve %v", n, seed, ok, res.Status)
			}
			q := make(nqueens.Placement, n)
			for c, r := range p {
				q[c] = int32(r)
			}
			if !slices.Equal(q, res.Placement) || st.Steps != res.Stats.Steps || st.Restarts != res.Stats.Restarts || st.Evaluations != res.Stats.Evaluations {
				t.Fatalf("n=%d seed=%d: naive %v %+v, Solve %v %+v", n, seed, p, st, res.Placement, res.Stats)
			}
		}
	}
}

// TestSameAsFullboard checks that only the representation differs: for a
// seed, linearboard and fullboard make the same search.
func TestSameAsFullboard(t *testing.T) {
	sizes := []int{4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32}
	if testing.Short() {
		sizes = sizes[:7] // 4..10
	}
	for _, n := range sizes {
		seeds := uint64(3)
		if n > 20 {
			seeds = 1
		}
		for seed := range seeds {
			a, errA := Solve(context.Background(), n, nqueens.Settings{Seed: seed})
			b, errB := fullboard.Solve(context.Background(), n, nqueens.Settings{Seed: seed})
			if errA != nil || errB != nil {
				t.Fatal(errA, errB)
			}
			if !slices.Equal(a.Placement, b.Placement) || a.Stats.Steps != b.Stats.Steps || a.Stats.Restarts != b.Stats.Restarts || a.Stats.Evaluations != b.Stats.Evaluations {
				t.Fatalf("n=%d seed=%d: linearboard %v %+v, fullboard %v %+v", n, seed, a.Placement, a.Stats, b.Placement, b.Stats)
			}
		}
	}
}

// TestEightQueensSuccessRate checks the textbook figure for n = 8 (Russell
// and Norvig): about 14% of climbs end in a solution.
func TestEightQueensSuccessRate(t *testing.T) {
	seeds := 1000
	if testing.Short() {
		seeds = 200
	}
	var climbs int64
	for seed := range uint64(seeds) {
		res, err := Solve(context.Background(), 8, nqueens.Settings{Seed: seed})
		if err != nil || res.Status != nqueens.Solved {
			t.Fatal(err, res.Status)
		}
		climbs += res.Stats.Restarts + 1
	}
	rate := float64(seeds) / float64(climbs)
	t.Logf("n=8: %d climbs, success rate %.3f", climbs, rate)
	if rate < 0.11 || rate > 0.17 {
		t.Fatalf("n=8: success rate %.3f, want about 0.14", rate)
	}
}

// FuzzSuccessor checks the O(n) derivation of a successor's heuristic,
// exact and bounded, against a recount from scratch.
func FuzzSuccessor(f *testing.F) {
	f.Add(uint8(8), []byte{0, 1, 2, 3, 4, 5, 6, 7}, uint8(3), uint8(5), int8(2))
	f.Add(uint8(1), []byte{0}, uint8(0), uint8(0), int8(0))
	f.Add(uint8(40), []byte{39, 0, 38, 1, 0, 0}, uint8(1), uint8(39), int8(-1))
	f.Fuzz(func(t *testing.T, size uint8, rows []byte, col, to uint8, limit int8) {
		n := int(size)%80 + 1
		p := make(nqueens.Placement, n)
		for c := range p {
			if c < len(rows) {
				p[c] = int32(int(rows[c]) % n)
			}
		}
		c, t2 := int(col)%n, int32(int(to)%n)
		h := heuristic.AttackingPairs(p)
		old := int64(attackers(p, c, p[c], math.MaxInt32) - 1)
		k := int64(attackers(p, c, t2, math.MaxInt32))
		if t2 == p[c] {
			k = old // moving nowhere: the queen's own lines
		}
		q := p.Clone()
		q[c] = t2
		want := heuristic.AttackingPairs(q)
		if got := h - old + k; got != want {
			t.Fatalf("%v, column %d to row %d: derived h = %d - %d + %d = %d, recount %d", p, c, t2, h, old, k, got, want)
		}
		if t2 != p[c] {
			got := int64(attackers(p, c, t2, int32(limit)))
			if got <= int64(limit) && got != k || got > int64(limit) && k <= int64(limit) {
				t.Fatalf("attackers of (%d,%d) with limit %d = %d, exact %d", c, t2, limit, got, k)
			}
		}
	})
}

// TestStopsInsideAMove checks that a cancel and a time limit are seen
// within a move, not only between moves: at this n one move takes far
// longer than the test allows.
func TestStopsInsideAMove(t *testing.T) {
	n := stopN
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	res, err := Solve(ctx, n, nqueens.Settings{Seed: 1})
	if err != nil || res.Status != nqueens.Canceled {
		t.Fatalf("n=%d canceled after 20ms: %v %v", n, err, res.Status)
	}
	insideFirstMove(t, "cancel", n, res)
	if len(res.Placement) != n || res.Stats.Conflicts != heuristic.AttackingPairs(res.Placement) {
		t.Fatalf("n=%d: returned %d queens with Conflicts %d", n, len(res.Placement), res.Stats.Conflicts)
	}
	res, err = Solve(context.Background(), n, nqueens.Settings{Seed: 1, TimeLimit: 20 * time.Millisecond})
	if err != nil || res.Status != nqueens.LimitReached {
		t.Fatalf("n=%d with a 20ms limit: %v %v", n, err, res.Status)
	}
	insideFirstMove(t, "time limit", n, res)
}

// insideFirstMove fails unless res stopped before its first move was
// made and before every successor was evaluated: the stop was seen inside
// a move. It counts the work done rather than timing it, so a loaded
// machine cannot fail it (a one-second bound on the wall clock could).
func insideFirstMove(t *testing.T, what string, n int, res nqueens.Result) {
	t.Helper()
	if res.Stats.Steps != 0 || res.Stats.Evaluations >= int64(n*(n-1)) {
		t.Errorf("n=%d: %s seen after %d moves and %d evaluations, want inside the first move (0 moves, fewer than %d evaluations)",
			n, what, res.Stats.Steps, res.Stats.Evaluations, n*(n-1))
	}
}

// stopN is an n where one move takes seconds (n^3 queens looked at).
const stopN = 3000
