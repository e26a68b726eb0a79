package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/counttab"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/cputime"
	"github.com/nqueens/nqueens/internal/output"
	"github.com/nqueens/nqueens/internal/units"
)

// completeLongFlags are the flags of long exact runs, spelled as count's.
func completeLongFlags() []ucli.Flag {
	return []ucli.Flag{
		&ucli.BoolFlag{Name: "estimate", Usage: "only estimate the exact search's nodes and time (Knuth's random probes, --seed), without searching"},
		&ucli.IntFlag{Name: "probes", Value: 10_000, Usage: "with --estimate: the number of random probes"},
		&ucli.StringFlag{Name: "shard", Usage: "with --count: count only shard `K/M` (K from 0 to M-1); the shards' totals add up to the count"},
		&ucli.StringFlag{Name: "checkpoint", Usage: "with --count: save the subtrees counted to `FILE` every few seconds"},
		&ucli.DurationFlag{Name: "checkpoint-every", Value: 5 * time.Second, Usage: "with --checkpoint: how often it saves"},
		&ucli.BoolFlag{Name: "resume", Usage: "with --checkpoint: go on from FILE if it exists"},
	}
}

// completeLong is what the flags of a long run ask for.
type completeLong struct {
	estimate      bool
	probes        int
	seed          uint64
	sharded       bool
	shard, shards int
	checkpoint    string
	every         time.Duration
	resume        bool
}

// planned reports whether the count runs by a plan of fixed tasks.
func (l completeLong) planned() bool { return l.sharded || l.checkpoint != "" }

// parseCompleteLong reads the long-run flags and refuses those that do
// not go with the rest of the command line.
func parseCompleteLong(cmd *ucli.Command) (completeLong, error) {
	l := completeLong{estimate: cmd.Bool("estimate"), probes: cmd.Int("probes"), seed: cmd.Uint64("seed"), sharded: cmd.IsSet("shard"),
		checkpoint: cmd.String("checkpoint"), every: cmd.Duration("checkpoint-every"), resume: cmd.Bool("resume"), shards: 1}
	switch {
	case (l.planned() || l.resume) && !cmd.Bool("count"):
		return l, cli.Usagef("--shard, --checkpoint and --resume go with --count")
	case l.resume && l.checkpoint == "":
		return l, cli.Usagef("--resume goes with --checkpoint FILE")
	case l.estimate && (cmd.Bool("list") || cmd.Int("sample") != 0):
		return l, cli.Usagef("--estimate estimates a decision or a --count, not --list or --sample")
	case l.probes < 1:
		return l, cli.Usagef("--probes %d: give a number of probes, such as 10000", l.probes)
	case l.every <= 0:
		return l, cli.Usagef("--checkpoint-every %v: give a positive duration such as 5s", l.every)
	case cmd.IsSet("probes") && !l.estimate:
		return l, cli.Usagef("--probes goes with --estimate")
	}
	if l.sharded {
		var err error
		if l.shard, l.shards, err = exact.ParseShard(cmd.String("shard")); err != nil {
			return l, &cli.UsageError{Msg: "--shard: " + err.Error()}
		}
	}
	return l, nil
}

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
		st, ok := exact.StopStatus(err)
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
		return complete.Estimate(ctx, a.in, a.long.probes, a.long.seed)
	}
	plan, job, err := a.newJob()
	if err != nil {
		return complete.TreeEstimate{}, err
	}
	ck, err := a.openCheckpoint(cli.Env{}, job)
	if err != nil {
		return complete.TreeEstimate{}, err
	}
	todo := ck.Todo()
	rec.Tasks, rec.TasksLeft = len(ck.Totals), len(todo)
	if a.long.sharded {
		rec.Shard, rec.Shards = &a.long.shard, &a.long.shards
	}
	if len(todo) == plan.Len() {
		todo = nil // the whole plan, with the split's nodes
	}
	return plan.Estimate(ctx, todo, a.long.probes, a.long.seed)
}

// measure returns e's figures and the time they take: the speed of the
// search is measured by searching for rateSample (in processor time, where
// the system tells it); a search that ends
// within it gives the exact figures instead (unless a part is estimated).
func measure(ctx context.Context, a completeArgs, e complete.TreeEstimate, workers int) (*estimateFigures, error) {
	f := &estimateFigures{nodes: e.Nodes, nodesErr: e.NodesErr, completions: e.Count, completionsErr: e.CountErr, exact: e.Exact}
	cpu0, cpuOK := cputime.Process()
	ans, err := complete.Count(ctx, a.in, complete.Settings{Workers: 1, TimeLimit: rateSample})
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
	s += fmt.Sprintf("  from %s (seed %d); ± is one standard error, and the true figure\n  is more often above than below (most probes miss the rare deep subtrees)\n",
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
	word, scale := "million", 1e6
	switch {
	case x >= 1e12:
		word, scale = "trillion", 1e12
	case x >= 1e9:
		word, scale = "billion", 1e9
	}
	v := x / scale
	if v < 9.95 {
		return fmt.Sprintf("%.1f %s", v, word)
	}
	return fmt.Sprintf("%.0f %s", v, word)
}

// planTasks makes a [complete.Plan] an [exact.Tasks], for exact.Job's
// shards and checkpoints: a task's count is its completions.
type planTasks struct{ *complete.Plan }

func (p planTasks) Run(ctx context.Context, todo []int, workers int, done func(int, exact.TaskCount)) error {
	return p.Plan.Run(ctx, todo, workers, func(i int, c uint64) { done(i, exact.TaskCount{Total: c}) })
}

// completeJobMethod names complete's plans in checkpoints.
const completeJobMethod exact.Method = "complete"

// newJob splits the instance into its plan, as an exact.Job.
func (a completeArgs) newJob() (*complete.Plan, *exact.Job, error) {
	plan, err := complete.NewPlan(a.in)
	if err != nil {
		return nil, nil, err
	}
	return plan, &exact.Job{Method: completeJobMethod, N: a.in.N, Plan: planTasks{plan}}, nil
}

// openCheckpoint opens --checkpoint (new, or read with --resume), or
// starts an empty one for the shard. A file that exists is never
// overwritten without --resume, nor one that is not a checkpoint of this
// instance's plan.
// It says on env.Stderr (when set) that it resumes.
func (a completeArgs) openCheckpoint(env cli.Env, job *exact.Job) (*exact.Checkpoint, error) {
	l := a.long
	if l.checkpoint == "" {
		return job.NewCheckpoint(l.shard, l.shards), nil
	}
	if data, err := os.ReadFile(l.checkpoint); err == nil && l.resume {
		var head struct {
			Method string `json:"method"`
			Plan   string `json:"plan"`
		}
		if json.Unmarshal(data, &head) == nil && head.Method == string(completeJobMethod) && head.Plan != job.PlanID() {
			return nil, cli.Failf("refusing checkpoint %s: it is of another instance (or another version's split), left as it is: give another FILE", l.checkpoint)
		}
	}
	ck, resumed, err := job.OpenCheckpoint(l.checkpoint, l.shard, l.shards, l.resume)
	switch {
	case errors.Is(err, exact.ErrCheckpointExists):
		return nil, cli.Failf("checkpoint %s exists: pass --resume to go on from it, or remove it to start again", l.checkpoint)
	case errors.Is(err, exact.ErrCheckpoint):
		return nil, cli.Failf("refusing checkpoint %s, left as it is: %s", l.checkpoint, strings.TrimPrefix(err.Error(), exact.ErrCheckpoint.Error()+": "))
	case err != nil:
		return nil, cli.Failf("%v", err)
	}
	if resumed && env.Stderr != nil {
		fmt.Fprintf(env.Stderr, "nqueens complete: resuming from %s: %d of %d subtrees done, %s so far\n", l.checkpoint, ck.DoneCount, len(ck.Totals), units.Count(int64(ck.Total), "completion"))
	}
	return ck, nil
}

// saveCheckpoint is the checkpoint's Save: atomic (package output), and
// a new file readable by its owner only.
func saveCheckpoint(path string) func([]byte) error {
	save := exact.SaveFile(path)
	return func(b []byte) error {
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
			if err := createPrivate(path, b); err != nil {
				return &exact.SaveError{Err: err}
			}
			return nil
		}
		if err := save(b); err != nil {
			return &exact.SaveError{Err: err}
		}
		return nil
	}
}

// createPrivate writes a new file path, mode 0600, whole or not at all
// (a temporary file beside it, synced, then renamed).
func createPrivate(path string, b []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*") // 0600
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// countPlanned is --count with --shard or --checkpoint: the plan's tasks
// of the shard, saved as they finish and resumed from the checkpoint.
func countPlanned(ctx context.Context, env cli.Env, a completeArgs) error {
	plan, job, err := a.newJob()
	if err != nil {
		return cli.Failf("%v", err)
	}
	ck, err := a.openCheckpoint(env, job)
	if err != nil {
		return err
	}
	fresh := ck.DoneCount == 0 && !a.long.sharded // the split's nodes are this run's
	o := exact.RunOptions{Workers: a.settings.Workers, SaveEvery: a.long.every}
	if a.long.checkpoint != "" {
		f, err := output.Create(a.long.checkpoint) // an unwritable checkpoint fails before the count
		if err != nil {
			return cli.Failf("--checkpoint: %v (checked before counting)", err)
		}
		f.Abort()
		o.Save = saveCheckpoint(a.long.checkpoint)
	}
	if a.settings.TimeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, a.settings.TimeLimit)
		defer cancel()
	}
	start := time.Now()
	prog := startCompleteProgress(env.Stderr, a.in.N, true)
	prog.setTasks(ck.DoneCount, len(ck.Totals))
	if todo := ck.Todo(); len(todo) > 0 {
		prog.estimateBy(ctx, func(ctx context.Context) (complete.TreeEstimate, error) {
			return plan.Estimate(ctx, todo, progressProbes, 1) // the nodes of this run
		})
	}
	plan.Progress, o.Progress = prog.p, prog.setTasks
	if completeHook != nil {
		o.Progress = func(done, total int) { prog.setTasks(done, total); completeHook(done, total) }
	}
	err = job.Run(ctx, ck, o)
	prog.Stop()
	st, stopped := exact.StopStatus(err)
	if err != nil && !stopped {
		if errors.As(err, new(*exact.SaveError)) {
			return cli.Failf("saving the checkpoint: %v", err)
		}
		return cli.Failf("%s: %v", describe(a.in), err)
	}
	nodes := prog.p.Snapshot().Nodes
	if fresh {
		nodes += plan.SplitNodes()
	}
	if !stopped {
		st = nqueens.Solved
	}
	rec := completionCountRecord{N: a.in.N, Status: st, Total: ck.Total, Method: a.method, Diagonals: len(a.in.Diagonals), Placed: len(a.in.Place),
		Steps: nodes, Tasks: len(ck.Totals), TasksDone: ck.DoneCount, ElapsedNS: time.Since(start).Nanoseconds(), Plan: job.PlanID()}
	if a.long.sharded {
		rec.Shard, rec.Shards = &a.long.shard, &a.long.shards
	}
	return a.countDone(env, rec)
}

// completeHook, when set by a test, is called after each task of a
// planned count with the tasks done: a test stops the count from it.
var completeHook func(done, tasks int)
