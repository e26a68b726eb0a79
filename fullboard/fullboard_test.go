package fullboard

import (
	"context"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
)

func TestSolve(t *testing.T) {
	// HardN 64: one move evaluates 4032 successors, a few milliseconds, so
	// a cancel or MaxSteps is seen at once.
	// In -short mode (the race pass, where each square read is
	// instrumented) the table stops at 12.
	o := solvertest.Options{MaxN: 20, Seeds: 20, HardN: 64}
	if testing.Short() {
		o.MaxN, o.Seeds = 12, 5
	}
	solvertest.Run(t, Solve, o)
}

func TestSteepestDescent(t *testing.T) {
	seeds := 20
	if testing.Short() {
		seeds = 5
	}
	solvertest.SteepestDescent(t, Solve, []int{4, 5, 6, 8, 10}, seeds)
}

// TestSameAsNaive holds Solve to the straightforward implementation: for
// a seed, the same moves, restarts, evaluations and placement.
func TestSameAsNaive(t *testing.T) {
	for n := 4; n <= 12; n++ {
		for seed := range uint64(5) {
			res, err := Solve(context.Background(), n, nqueens.Settings{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			p, st, ok := naiveSolve(n, seed, 0)
			if !ok || res.Status != nqueens.Solved {
				t.Fatalf("n=%d seed=%d: naive solved %v, Solve %v", n, seed, ok, res.Status)
			}
			if !slices.Equal(p, res.Placement) || st.Steps != res.Stats.Steps || st.Restarts != res.Stats.Restarts || st.Evaluations != res.Stats.Evaluations {
				t.Fatalf("n=%d seed=%d: naive %v %+v, Solve %v %+v", n, seed, p, st, res.Placement, res.Stats)
			}
		}
	}
}

// TestEightQueensSuccessRate checks the textbook figures for n = 8
// (Russell and Norvig): about 14% of climbs end in a solution, after about
// 4 moves; the others get stuck after about 3.
func TestEightQueensSuccessRate(t *testing.T) {
	seeds := 1000
	if testing.Short() {
		seeds = 200
	}
	var climbs, movesWon, movesStuck, moves int64
	obs := nqueens.ObserverFunc(func(e nqueens.Event) {
		switch e.Kind {
		case nqueens.Move:
			moves++
		case nqueens.Restart:
			climbs++
			movesStuck += moves
			moves = 0
		case nqueens.Done:
			climbs++
			movesWon += moves
			moves = 0
		}
	})
	for seed := range uint64(seeds) {
		if res, err := Solve(context.Background(), 8, nqueens.Settings{Seed: seed, Observer: obs}); err != nil || res.Status != nqueens.Solved {
			t.Fatal(err, res.Status)
		}
	}
	rate := float64(seeds) / float64(climbs)
	won := float64(movesWon) / float64(seeds)
	stuck := float64(movesStuck) / float64(climbs-int64(seeds))
	t.Logf("n=8: %d climbs, success rate %.3f, %.2f moves when solved, %.2f when stuck", climbs, rate, won, stuck)
	if rate < 0.11 || rate > 0.17 || won < 3.5 || won > 4.5 || stuck < 2.5 || stuck > 3.5 {
		t.Fatalf("n=8: success rate %.3f (want about 0.14), %.2f moves when solved (about 4), %.2f when stuck (about 3)", rate, won, stuck)
	}
}

// FuzzPairs checks the count from the grid, bounded or not, against a
// recount from the placement, after a move made in place and undone.
func FuzzPairs(f *testing.F) {
	f.Add(uint8(8), []byte{0, 1, 2, 3, 4, 5, 6, 7}, uint8(3), uint8(5), int16(4))
	f.Add(uint8(1), []byte{0}, uint8(0), uint8(0), int16(-1))
	f.Add(uint8(33), []byte{32, 0, 31, 1}, uint8(0), uint8(32), int16(100))
	f.Fuzz(func(t *testing.T, size uint8, rows []byte, col, to uint8, bound int16) {
		n := int(size)%70 + 1
		p := make(nqueens.Placement, n)
		for c := range p {
			if c < len(rows) {
				p[c] = int32(int(rows[c]) % n)
			}
		}
		g := newBoard(n)
		g.set(p)
		check := func(p nqueens.Placement) {
			want := heuristic.AttackingPairs(p)
			if got := g.pairs(math.MaxInt64); got != want {
				t.Fatalf("pairs of %v = %d, want %d", p, got, want)
			}
			b := int64(bound)
			got := g.pairs(b)
			if got <= b && got != want || got > b && want <= b {
				t.Fatalf("pairs of %v with bound %d = %d, exact %d", p, b, got, want)
			}
			q := make(nqueens.Placement, n)
			g.placement(q)
			if !slices.Equal(p, q) {
				t.Fatalf("placement read off the grid %v, want %v", q, p)
			}
		}
		check(p)
		// The order the search counts a successor in: the moved column,
		// then the attacked ones, then the calm ones.
		c, r := int(col)%n, int(to)%n
		if got, want := g.prepare(), heuristic.AttackingPairs(p); got != want {
			t.Fatalf("prepare of %v = %d, want %d", p, got, want)
		}
		for x := range n {
			attacked := false
			for y := range n {
				dr, dc := p[x]-p[y], int32(x-y)
				attacked = attacked || y != x && (dr == 0 || dr == dc || dr == -dc)
			}
			if attacked != slices.Contains(g.attacked, int32(x)) || attacked == slices.Contains(g.calm, int32(x)) {
				t.Fatalf("%v: column %d attacked %v, but attacked list %v, calm %v", p, x, attacked, g.attacked, g.calm)
			}
		}
		g.scanFrom(c)
		sorted := slices.Sorted(slices.Values(g.scan))
		for i, x := range sorted {
			if x != int32(i) || g.scan[0] != int32(c) {
				t.Fatalf("scan order %v for column %d is not a permutation starting at it", g.scan, c)
			}
		}
		check(p)
		// A successor made in place, as the search makes it.
		column := g.column(c)
		from := g.queen(c)
		column[from], column[r] = 0, 1
		q := p.Clone()
		q[c] = int32(r)
		check(q)
		column[r], column[from] = 0, 1
		check(p)
	})
}

// TestStopsInsideAMove checks that a cancel and a time limit are seen
// within a move, not only between moves. It measures in work, not time, so
// that a loaded machine cannot fail it: the stop (20 ms in) must come
// before the first move is done, with fewer successors evaluated than one
// move evaluates (n(n-1)); a search that looked only between moves would
// finish that move first. The wall-clock bound only catches a hang: one
// move at this n takes seconds even on an idle machine.
func TestStopsInsideAMove(t *testing.T) {
	n := stopN
	const hang = 10 * time.Second
	insideFirstMove := func(what string, res nqueens.Result, d time.Duration) {
		t.Helper()
		if d > hang {
			t.Errorf("n=%d: %s seen after %v", n, what, d)
		}
		if res.Stats.Steps != 0 || res.Stats.Evaluations >= int64(n*(n-1)) {
			t.Errorf("n=%d: %s seen after %d moves and %d evaluations, want inside the first move (0 moves, fewer than %d evaluations)",
				n, what, res.Stats.Steps, res.Stats.Evaluations, n*(n-1))
		}
		if len(res.Placement) != n || res.Stats.Conflicts != heuristic.AttackingPairs(res.Placement) {
			t.Errorf("n=%d: returned %d queens with Conflicts %d", n, len(res.Placement), res.Stats.Conflicts)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	res, err := Solve(ctx, n, nqueens.Settings{Seed: 1})
	if err != nil || res.Status != nqueens.Canceled {
		t.Fatalf("n=%d canceled after 20ms: %v %v", n, err, res.Status)
	}
	insideFirstMove("cancel", res, time.Since(start))
	start = time.Now()
	res, err = Solve(context.Background(), n, nqueens.Settings{Seed: 1, TimeLimit: 20 * time.Millisecond})
	if err != nil || res.Status != nqueens.LimitReached {
		t.Fatalf("n=%d with a 20ms limit: %v %v", n, err, res.Status)
	}
	insideFirstMove("time limit", res, time.Since(start))
}

// stopN is an n where one move takes seconds (n^4/2 squares read).
const stopN = 300

// TestStopsInsideAColumn: at n = 1000 the successors of one column read
// 10^9 squares, about half a second of work; a cancel 20 ms in is seen
// within that column, not at its end (a 200 ms --time-limit once ended
// after 450-530 ms). Measured in evaluations, not time: a loaded machine
// only evaluates fewer in 20 ms.
func TestStopsInsideAColumn(t *testing.T) {
	const n = 1000
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	res, err := Solve(ctx, n, nqueens.Settings{Seed: 1})
	if err != nil || res.Status != nqueens.Canceled || res.Stats.Evaluations >= n-1 {
		t.Fatalf("canceled 20 ms in: %v, %v after %d evaluations; want it seen inside the first column (%d)", err, res.Status, res.Stats.Evaluations, n-1)
	}
}
