package main

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/counttab"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/cputime"
	"github.com/nqueens/nqueens/internal/units"
)

// completionEstimateRecord is the JSON record `completion_estimate`
// (JSON.md). The figures are nil, and absent, when the estimate was
// stopped.
type completionEstimateRecord struct {
	N         int            `json:"n"`
	Status    nqueens.Status `json:"status"`
	Method    string         `json:"method"`
	Diagonals int            `json:"diagonals"`
	Placed    int            `json:"placed"`
	Shard     *int           `json:"shard,omitempty"`
	Shards    *int           `json:"shards,omitempty"`
	Tasks     int            `json:"tasks"`
	TasksLeft int            `json:"tasks_left"`
	Probes    int            `json:"probes"`
	Seed      uint64         `json:"seed"`
	Workers   int            `json:"workers"`
	// The figures of estimateFigures, nil when stopped.
	Nodes          *float64 `json:"nodes,omitempty"`
	NodesErr       *float64 `json:"nodes_err,omitempty"`
	Completions    *float64 `json:"completions,omitempty"`
	CompletionsErr *float64 `json:"completions_err,omitempty"`
	Exact          *bool    `json:"exact,omitempty"`
	NodesPerSecond *float64 `json:"nodes_per_second,omitempty"`
	CPUSeconds     *float64 `json:"cpu_seconds,omitempty"`
	Seconds        *float64 `json:"seconds,omitempty"`
}

// estimateFigures are what an estimate found (the figures of
// completionEstimateRecord).
type estimateFigures struct {
	nodes, nodesErr, completions, completionsErr float64
	exact                                        bool
	nodesPerSecond, cpuSeconds, seconds          float64
}

// set puts f's figures in rec.
func (rec *completionEstimateRecord) set(f *estimateFigures) {
	rec.Nodes, rec.NodesErr, rec.Completions, rec.CompletionsErr = &f.nodes, &f.nodesErr, &f.completions, &f.completionsErr
	rec.Exact, rec.NodesPerSecond, rec.CPUSeconds, rec.Seconds = &f.exact, &f.nodesPerSecond, &f.cpuSeconds, &f.seconds
}

// rateSample is how long --estimate searches to measure the speed of the
// search on this machine.
const rateSample = 300 * time.Millisecond

// estimateCompletion is --estimate: Knuth's estimate of the tree (of the
// tasks left of a shard or checkpoint), and the time it takes at the
// speed a short search measures here.
func estimateCompletion(ctx context.Context, env cli.Env, a completeArgs) error {
	switch {
	case a.method != "exact":
		return cli.Usagef("--estimate estimates the exact search (n <= %d), not the local one", complete.MaxExact)
	case a.output != "":
		return cli.Usagef("--estimate writes no completion: drop --output (redirect standard output to keep the estimate)")
	case a.format != "" && a.format != "text" && a.format != "summary" && a.format != "json":
		return cli.Usagef("--format %s: --estimate prints text or json", a.format)
	}
	rec := completionEstimateRecord{N: a.in.N, Method: a.method, Diagonals: len(a.in.Diagonals), Placed: len(a.in.Place),
		Probes: a.long.probes, Seed: a.long.seed, Workers: a.settings.Workers}
	if rec.Workers == 0 {
		rec.Workers = runtime.GOMAXPROCS(0)
	}
	if a.settings.TimeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, a.settings.TimeLimit)
		defer cancel()
	}
	e, err := a.estimateTree(ctx, &rec)
	var f *estimateFigures
	if err == nil {
		f, err = measure(ctx, a, e, rec.Workers)
	}
	if err != nil {
		st, ok := nqueens.StopStatus(err)
		if !ok {
			return cli.Failf("%v", err)
		}
		rec.Status = st
		if a.json {
			if err := writeRecord(env.Stdout, rec); err != nil {
				return err
			}
		}
		return cli.Failf("%s: %s while estimating", describe(a.in), stopWhy(st))
	}
	rec.Status = nqueens.Solved
	rec.set(f)
	if a.json {
		return writeRecord(env.Stdout, rec)
	}
	_, err = fmt.Fprint(env.Stdout, a.estimateText(rec, f))
	return err
}

// estimateTree probes the whole search, or with --shard or --checkpoint
// the tasks left of the plan.
func (a completeArgs) estimateTree(ctx context.Context, rec *completionEstimateRecord) (complete.TreeEstimate, error) {
	if !a.long.planned() {
		rec.Tasks = 1
		rec.TasksLeft = 1
		return complete.EstimateTree(ctx, a.in, a.long.probes, a.long.seed)
	}
	plan, l, err := a.newLong(cli.Env{})
	if err != nil {
		return complete.TreeEstimate{}, err
	}
	todo := l.Todo()
	_, rec.Tasks = l.Done()
	rec.TasksLeft = len(todo)
	if a.long.sharded {
		rec.Shard, rec.Shards = &a.long.shard, &a.long.shards
	}
	if len(todo) == plan.Len() {
		todo = nil // the whole plan, with the split's nodes
	}
	return plan.EstimateTree(ctx, todo, a.long.probes, a.long.seed)
}

// measure returns e's figures and the time they take: the speed of the
// search is measured by searching for rateSample (in processor time, where
// the system tells it); a search that ends
// within it gives the exact figures instead (unless a part is estimated).
func measure(ctx context.Context, a completeArgs, e complete.TreeEstimate, workers int) (*estimateFigures, error) {
	f := &estimateFigures{nodes: e.Nodes, nodesErr: e.NodesErr, completions: e.Count, completionsErr: e.CountErr, exact: e.Exact}
	cpu0, cpuOK := cputime.Process()
	ans, err := complete.CountCompletions(ctx, a.in, complete.Settings{Workers: 1, TimeLimit: rateSample})
	cpu1, _ := cputime.Process()
	if spent := cpu1 - cpu0; cpuOK && spent > 0 {
		ans.Elapsed = spent // the processor time: other processes do not slow it
	}
	if err != nil {
		return nil, err
	}
	if ans.Status == nqueens.Canceled || ctx.Err() != nil {
		return nil, context.Cause(ctx)
	}
	if ans.Status != nqueens.LimitReached && !a.long.planned() {
		f = &estimateFigures{nodes: float64(ans.Nodes), completions: float64(ans.Count), exact: true}
	}
	if ans.Elapsed > 0 && ans.Nodes > 0 {
		f.nodesPerSecond = float64(ans.Nodes) / ans.Elapsed.Seconds()
		f.cpuSeconds = f.nodes / f.nodesPerSecond
		f.seconds = f.cpuSeconds / float64(workers)
	}
	return f, nil
}

// estimateText is --estimate's report, as a person reads it.
func (a completeArgs) estimateText(rec completionEstimateRecord, f *estimateFigures) string {
	what := describe(a.in)
	if rec.Shard != nil {
		what += fmt.Sprintf(", shard %d/%d", *rec.Shard, *rec.Shards)
	}
	if rec.TasksLeft < rec.Tasks || rec.Shard != nil {
		what += fmt.Sprintf(" (%s left of %d)", units.Count(int64(rec.TasksLeft), "subtree"), rec.Tasks)
	}
	if f.exact {
		return fmt.Sprintf("%s: exactly %s nodes, %s\n  (the search ended while its speed was measured)\n",
			what, units.Thousands(int64(f.nodes)), units.Count(int64(f.completions), "completion"))
	}
	found := "no completion met by the probes"
	if f.completions > 0 {
		found = fmt.Sprintf("%s completions (%s)", roughNumber(f.completions), relErr(f.completionsErr, f.completions))
	}
	s := fmt.Sprintf("%s: about %s nodes (%s), %s\n", what, roughNumber(f.nodes), relErr(f.nodesErr, f.nodes), found)
	// One line each: a terminal's wrapper (cli) fits them to its width.
	s += fmt.Sprintf("  from %s (seed %d); ± is one standard error, and the true figure is more often above than below (most probes miss the rare deep subtrees)\n",
		counttab.Many(int64(rec.Probes), "random probe"), rec.Seed)
	if f.nodesPerSecond > 0 {
		s += fmt.Sprintf("  at %s nodes/s: about %s", roughNumber(f.nodesPerSecond), counttab.OnCores(f.cpuSeconds, f.seconds, rec.Workers))
		if !a.counting {
			s += "\n  (a decision stops at its first completion, often much sooner)"
		}
		s += "\n"
	}
	return s
}

// relErr is err as a share of x: "±12%".
func relErr(err, x float64) string {
	if x == 0 {
		return "±0%"
	}
	return fmt.Sprintf("±%.0f%%", 100*err/x)
}

// roughNumber writes x >= 0 with two significant figures in words past a
// million: "950", "12,000", "4.1 million", "380 billion", "2.0e+18".
func roughNumber(x float64) string {
	switch {
	case x < 1 && x > 0:
		return fmt.Sprintf("%.2g", x)
	case x < 1e6:
		mag := math.Pow(10, math.Max(0, math.Floor(math.Log10(math.Max(x, 1)))-1))
		return units.Thousands(int64(math.Round(x/mag) * mag))
	case x >= 1e15:
		return fmt.Sprintf("%.1e", x)
	}
	scale, word := units.Illion(x)
	v := x / scale
	if v < 9.95 {
		return fmt.Sprintf("%.1f %s", v, word)
	}
	return fmt.Sprintf("%.0f %s", v, word)
}

// guardN is the smallest board whose --count is estimated before it
// starts: below it every count takes seconds at most.
const guardN = 16

// guardNodes is the least estimate of nodes whose count's speed is
// measured (rateSample of counting), to say how long it takes: a count
// of fewer takes minutes at most.
const guardNodes = 1e9

// guardCount is count's guard for complete --count (a plain one, not a
// shard or a checkpoint's): Knuth's estimate of the tree (a fraction of a
// second), and for a large tree the time it takes at the speed measured
// here. A count past a day is refused before it starts (exit 2) unless
// --long is given; past a minute, it says how long on stderr. The
// estimate it returns (zero when none was made) serves the progress line.
func (a completeArgs) guardCount(ctx context.Context, env cli.Env) (complete.TreeEstimate, error) {
	if a.in.N < guardN || a.long.planned() {
		return complete.TreeEstimate{}, nil
	}
	e, err := complete.EstimateTree(ctx, a.in, progressProbes, 1)
	if err != nil || e.Nodes < guardNodes {
		return e, nil // stopped: the count says so
	}
	workers := a.settings.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	f, err := measure(ctx, a, e, workers)
	if err != nil || f.seconds == 0 {
		return e, nil
	}
	how := "from " + counttab.Many(progressProbes, "random probe")
	switch {
	case f.seconds > maxUnasked && !a.longOK:
		return e, cli.Usagef("%s: counting would take about %s (%s): nothing was counted.\n"+
			"Add --long to run it anyway (Ctrl-C stops it), or split it into shards run on many machines,\n"+
			"  nqueens complete FILE --count --shard K/1024 --format json   for K = 0..1023 (each about %s),\n"+
			"and add up their totals; 'nqueens complete FILE --count --estimate' says more",
			describe(a.in), counttab.OnCores(f.cpuSeconds, f.seconds, workers), how, counttab.OnCores(f.cpuSeconds/1024, f.seconds/1024, workers))
	case f.seconds > 60:
		cli.Notef(env.Stderr, "%s: counting takes about %s (%s); Ctrl-C stops it",
			describe(a.in), counttab.OnCores(f.cpuSeconds, f.seconds, workers), how)
	}
	return e, nil
}
