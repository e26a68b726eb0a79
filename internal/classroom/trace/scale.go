package trace

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/internal/registry"
)

// Point is one solver's time at one n in [Scale].
type Point struct {
	Solver string  `json:"solver"`
	N      int     `json:"n"`
	Status string  `json:"status"`     // the first run that did not solve it, else "solved"
	Runs   int     `json:"runs"`       // seeds 1..Runs
	NsRun  float64 `json:"ns_per_run"` // a typical run's time: see [Scale]
}

// ScaleStart is the first n of [Scale]; each next n doubles it.
const ScaleStart = 8

// scaleMemory is the most memory one run may take in the page (the
// browser's WebAssembly memory is a 32-bit space, and a class laptop is
// small).
const scaleMemory = 512 << 20

// batchTime is how long the runs of one point take at least: one run of
// a few microseconds is below a browser's clock resolution (0.1 ms in
// Chromium, 1 ms in Firefox), so short runs are timed in batches.
const batchTime = 20 * time.Millisecond

// maxBatch bounds the runs of one point; minRuns is the fewest it takes
// (unless one run takes an eighth of the budget), so that one run slowed
// by something else on the machine does not make the point.
const (
	maxBatch = 256
	minRuns  = 3
)

// Scale times each solver at n = 8, 16, 32, ... within budget, calling
// emit with each point as it is measured. The solvers take turns at each
// n (as `nqueens compare` does), each point being seeds 1, 2, ... solved
// until they took [batchTime] together and at least three ran (at most
// 256 runs; one when a run takes an eighth of the budget), every placement
// checked with nqueens.Verify; its time is the median run, or for runs
// under 0.2 ms, near a browser's clock resolution, the mean of the
// fastest nine tenths. A point's first run, and each run after one of a
// millisecond or more, starts after a garbage collection (as in
// compare.Run): WebAssembly collects on the page's one thread, and a
// collection of the last run's garbage inside a timed run made it 10 to
// 20 times slower in Chromium. A solver stops growing n when a run does
// not solve (a time limit of budget per run, or a wrong answer), when the
// next n would probably pass the budget (its time per run is over an
// eighth of it, or it has used the budget up), or at its MaxN or a
// memory need over 512 MiB. Time O(budget * solvers).
func Scale(ctx context.Context, solvers []registry.Entry, budget time.Duration, emit func(Point)) error {
	if budget <= 0 {
		return fmt.Errorf("trace: scale budget %v: want a positive time", budget)
	}
	active := make([]bool, len(solvers))
	spent := make([]time.Duration, len(solvers))
	for i := range active {
		active[i] = true
	}
	for n := ScaleStart; ; n *= 2 {
		running := false
		for i, e := range solvers {
			if !active[i] {
				continue
			}
			if n > e.MaxN || e.Need(n) > scaleMemory {
				active[i] = false
				continue
			}
			running = true
			p, err := point(ctx, e, n, budget)
			if err != nil {
				return err
			}
			spent[i] += time.Duration(p.NsRun * float64(p.Runs))
			emit(p)
			if p.Status != "solved" || p.NsRun > float64(budget)/8 || spent[i] >= budget {
				active[i] = false
			}
		}
		if !running {
			return nil
		}
	}
}

// point times e at n: seeds 1.. until batchTime has passed, after one
// untimed run with seed 0 that warms the code up (a browser compiles
// WebAssembly in tiers, and the first calls run the slow tier).
func point(ctx context.Context, e registry.Entry, n int, budget time.Duration) (Point, error) {
	p := Point{Solver: e.Name, N: n, Status: "solved"}
	if n <= warmMax {
		if _, err := e.Solve(ctx, n, nqueens.Settings{TimeLimit: budget}); err != nil {
			return p, err
		}
	}
	var total time.Duration
	var runs []time.Duration
	for seed := uint64(1); (total < batchTime || p.Runs < minRuns) && p.Runs < maxBatch; seed++ {
		if len(runs) == 0 || runs[len(runs)-1] >= gcAfter {
			runtime.GC() // the garbage of the last run is not collected in this one's time
		}
		start := time.Now()
		res, err := e.Solve(ctx, n, nqueens.Settings{Seed: seed, TimeLimit: budget})
		d := time.Since(start)
		total += d
		runs = append(runs, d)
		if err != nil {
			return p, err
		}
		if err := ctx.Err(); err != nil {
			return p, err
		}
		p.Runs++
		if res.Status != nqueens.Solved {
			p.Status = res.Status.Word()
			break
		}
		if err := nqueens.Verify(res.Placement); err != nil {
			p.Status = "invalid"
			break
		}
		if d > budget/8 {
			break // one long run is all the budget allows
		}
	}
	p.NsRun = typical(runs)
	return p, nil
}

// warmMax is the largest n whose point starts with a warm-up run.
const warmMax = 4096

// typical is the time of a typical run: the median, or, when that is under
// fineTime (near a browser's clock resolution, where single runs read as 0
// or one tick), the mean of the fastest nine tenths, which smooths the
// ticks and still leaves out a garbage collection or two.
func typical(runs []time.Duration) float64 {
	s := slices.Clone(runs)
	slices.Sort(s)
	k := len(s)
	med := float64(s[(k-1)/2]+s[k/2]) / 2
	if med >= float64(fineTime) {
		return med
	}
	keep := max(1, k*9/10)
	var sum time.Duration
	for _, d := range s[:keep] {
		sum += d
	}
	return float64(sum) / float64(keep)
}

// gcAfter: a run at least this long is followed by a garbage collection
// before the next; after shorter ones (little garbage) a collection each
// time would cost more than the runs.
const gcAfter = time.Millisecond

// fineTime is where [typical] switches from the median to a mean.
const fineTime = 200 * time.Microsecond

// Squares returns counts[r][c], the number of solutions of n queens with a
// queen on row r, column c (both 0-based, row 0 at the bottom), and the
// number of solutions, from the decision diagram as `nqueens bdd squares`
// computes them. n must be in 1..[MaxBacktrackingN]: beyond it the
// diagram takes seconds and memory a page should not.
func Squares(ctx context.Context, n int) (counts [][]int64, total int64, err error) {
	if n < 1 || n > MaxBacktrackingN {
		return nil, 0, fmt.Errorf("trace: solutions per square for n = 1..%d, not %d", MaxBacktrackingN, n)
	}
	d, err := bddqueens.Direct(ctx, n, 0)
	if err != nil {
		return nil, 0, err
	}
	t, err := d.Count()
	if err != nil {
		return nil, 0, err
	}
	byRow, err := d.SquareCounts()
	if err != nil {
		return nil, 0, err
	}
	counts = make([][]int64, n)
	for r, row := range byRow {
		counts[r] = make([]int64, n)
		for c, v := range row {
			counts[r][c] = v.Int64()
		}
	}
	return counts, t.Int64(), nil
}
