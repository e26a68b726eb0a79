package compare

import (
	"slices"
	"time"
)

// Row summarizes the trials of one solver at one n. Times and counts are
// over the solved trials only (a placement that passed nqueens.Verify);
// when there are none they are zero and the other counts tell why. A
// correct "no solution" (n = 2, 3) is a right answer but not a solve: it
// is counted in NoSolution, has no time, and is never fastest or a
// baseline.
type Row struct {
	Solver   string
	StepName string // what the solver's steps are called: "swaps", "moves"
	N        int

	Trials     int // trials that ran to the end (Skipped and Canceled left out)
	OK         int // of those, solved: placements that passed nqueens.Verify
	NoSolution int // of those, correct reports that n has no solution (n = 2, 3)
	TimeLimits int // of those, stopped by the time limit
	Failures   int // of those, wrong answers, errors and other limits
	Skipped    int

	Median, Min, Max time.Duration
	// Setup is the median of the solver's start phase (Trial.Setup), part
	// of Median's time; 0 when the solver reports none.
	Setup time.Duration
	// Steps and Restarts are the lower medians of the trials' counts (of
	// an even number of trials, the lower of the two middle values), so
	// that a count stays a whole count: "4,677 swaps", not "4,677.5".
	Steps    int64 // median steps: moves, swaps, nodes, repairs
	Restarts int64 // median restarts
	// PerStep is the search's own time per step, in nanoseconds: the
	// median over the trials that made a step of (Elapsed - Setup) /
	// Steps, so a costly start does not make the steps look costly. 0
	// when the median trial made no step, or when the steps are made
	// inside the start (StepsInSetup).
	PerStep float64
	// StepsInSetup: the solver makes its steps inside its start phase at
	// this n ([Solver.StepsInSetup]; qs1 from 2^16 queens), so no time
	// per step can be told apart.
	StepsInSetup bool

	// LimitElapsed is the median time of the trials the time limit
	// stopped (about the limit); 0 when none was.
	LimitElapsed time.Duration

	// Fastest marks the row with the lowest median time among the rows of
	// the same n with a success, also when it is the only one (the others
	// timed out, or it ran alone).
	Fastest bool
	// Baseline is Median as a multiple of the baseline solver's median at
	// the same n; 0 when there is none (no baseline, or it did not solve).
	Baseline float64
	// Detail is the first failure's detail, for a footnote.
	Detail string
}

// Summarize groups trials by n (ascending) and solver (in order of first
// appearance) into rows. solvers describe the solvers of the trials by
// name: what their steps are called and where they make them in their
// start ([Solver.StepName], [Solver.StepsInSetup]); a solver not among
// them has "steps". baseline names the solver whose median the others
// are divided by ("" or absent: no Baseline values).
//
// Summarize is O(t log t + s) for t trials and s solvers.
func Summarize(trials []Trial, solvers []Solver, baseline string) []Row {
	type key struct {
		solver string
		n      int
	}
	order := map[string]int{}
	groups := map[key][]Trial{}
	for _, t := range trials {
		if _, ok := order[t.Solver]; !ok {
			order[t.Solver] = len(order)
		}
		k := key{t.Solver, t.N}
		groups[k] = append(groups[k], t)
	}
	keys := make([]key, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.n != b.n {
			return a.n - b.n
		}
		return order[a.solver] - order[b.solver]
	})

	byName := map[string]Solver{}
	for _, s := range solvers {
		byName[s.Name] = s
	}
	rows := make([]Row, 0, len(keys))
	for _, k := range keys {
		rows = append(rows, summarizeOne(byName[k.solver], k.n, groups[k]))
	}
	markFastest(rows)
	if baseline != "" {
		markBaseline(rows, baseline)
	}
	return rows
}

// summarizeOne summarizes ts, the trials of solver s (only its
// description: the trials name it) at n.
func summarizeOne(s Solver, n int, ts []Trial) Row {
	r := Row{Solver: ts[0].Solver, StepName: s.StepName, N: n}
	if r.StepName == "" {
		r.StepName = "steps"
	}
	if s.StepsInSetup != nil {
		r.StepsInSetup = s.StepsInSetup(n)
	}
	var solved samples
	var limited []float64
	for _, t := range ts {
		switch {
		case t.Outcome == Skipped:
			r.Skipped++
		case !t.Outcome.counted():
		case t.Outcome == Unsolvable:
			r.NoSolution++
		case t.Outcome == Solved:
			r.OK++
			solved.add(t)
		case t.Outcome == TimeLimit:
			r.TimeLimits++
			limited = append(limited, float64(t.Elapsed))
		default:
			r.Failures++
		}
		if t.Outcome.counted() {
			r.Trials++
		}
		if r.Detail == "" && !t.Outcome.OK() && t.Detail != "" {
			r.Detail = t.Detail
		}
	}
	if len(limited) > 0 {
		r.LimitElapsed = time.Duration(median(limited))
	}
	solved.medians(&r)
	return r
}

// samples are the figures of a row's solved trials.
type samples struct {
	times                []time.Duration
	steps, restarts      []int64
	per, setups, times64 []float64
}

// add records the figures of t, a solved trial.
func (s *samples) add(t Trial) {
	s.times = append(s.times, t.Elapsed)
	s.times64 = append(s.times64, float64(t.Elapsed))
	s.steps = append(s.steps, t.Steps)
	s.restarts = append(s.restarts, t.Restarts)
	s.setups = append(s.setups, float64(t.Setup))
	if t.Steps > 0 {
		s.per = append(s.per, float64((t.Elapsed-t.Setup).Nanoseconds())/float64(t.Steps))
	}
}

// medians sets r's times, steps, restarts, start and time per step from
// s; nothing when nothing was solved.
func (s *samples) medians(r *Row) {
	if len(s.times) == 0 {
		return
	}
	r.Min, r.Max = slices.Min(s.times), slices.Max(s.times)
	r.Median = time.Duration(median(s.times64))
	r.Steps = lowerMedian(s.steps)
	r.Restarts = lowerMedian(s.restarts)
	r.Setup = time.Duration(median(s.setups))
	if len(s.per) > 0 && r.Steps > 0 && !r.StepsInSetup {
		r.PerStep = median(s.per)
	}
}

// median of xs (not empty): the middle value, or the mean of the two
// middle values. It sorts xs.
func median(xs []float64) float64 {
	slices.Sort(xs)
	m := len(xs) / 2
	if len(xs)%2 == 1 {
		return xs[m]
	}
	return (xs[m-1] + xs[m]) / 2
}

// lowerMedian of xs (not empty): the middle value, or the lower of the
// two middle values, always one of xs. It sorts xs.
func lowerMedian(xs []int64) int64 {
	slices.Sort(xs)
	return xs[(len(xs)-1)/2]
}

func markFastest(rows []Row) {
	for lo := 0; lo < len(rows); {
		hi := lo
		for hi < len(rows) && rows[hi].N == rows[lo].N {
			hi++
		}
		best, withOK := -1, 0
		for i := lo; i < hi; i++ {
			if rows[i].OK == 0 {
				continue
			}
			withOK++
			if best < 0 || rows[i].Median < rows[best].Median {
				best = i
			}
		}
		if withOK >= 1 {
			rows[best].Fastest = true
		}
		lo = hi
	}
}

func markBaseline(rows []Row, baseline string) {
	base := map[int]time.Duration{}
	for _, r := range rows {
		if r.Solver == baseline && r.OK > 0 && r.Median > 0 {
			base[r.N] = r.Median
		}
	}
	for i, r := range rows {
		if b, ok := base[r.N]; ok && r.OK > 0 {
			rows[i].Baseline = float64(r.Median) / float64(b)
		}
	}
}
