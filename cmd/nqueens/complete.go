package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/output"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/textio"
	"github.com/nqueens/nqueens/internal/units"
)

// completeCommand is `nqueens complete FILE|-`: decide, count, list or
// complete an instance of n-Queens Completion or Excluded Diagonals.
func completeCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:                      "complete",
		Usage:                     "complete a board with queens already placed and squares excluded: decide, count, list",
		ArgsUsage:                 "FILE|-",
		Description:               manual("complete", "maxexact", fmt.Sprint(complete.MaxExact)),
		DisableSliceFlagSeparator: true, // --place 3,4 is one square
		Flags: append([]ucli.Flag{
			&ucli.BoolFlag{Name: "count", Usage: "count every completion exactly (n <= 64)"},
			&ucli.BoolFlag{Name: "list", Usage: "list every completion, each verified (n <= 64)"},
			&ucli.IntFlag{Name: "limit", Usage: "with --list: stop after `K` completions (0: all)"},
			&ucli.IntFlag{Name: "sample", Usage: "list `K` completions drawn uniformly at random (with replacement) from the decision diagram of them all (about n <= 14; --seed)"},
			&ucli.IntFlag{Name: "diagonals", Value: -1, Usage: "use the first `K` excluded diagonals of the file (-1: all)"},
			&ucli.StringSliceFlag{Name: "place", Usage: "a queen on square `ROW,COL` (1-based, row 1 at the bottom) or c5 as on the board; repeatable"},
			&ucli.StringSliceFlag{Name: "forbid", Usage: "no queen on square `ROW,COL` (1-based, row 1 at the bottom) or c5 as on the board; repeatable"},
			&ucli.StringFlag{Name: "method", Value: "auto", Usage: "exact (n <= 64), local (any n; cannot prove there is none) or auto (exact up to n = 64, local beyond)"},
			&ucli.StringFlag{Name: "format", Usage: "a completion: summary (default), board, perm, matrix or json; --count: text or json; --list: perm, board, matrix or json"},
			&ucli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the completion (or the generated instance) to `FILE`; stdout keeps only the summary line of --format summary"},
			&ucli.DurationFlag{Name: "time-limit", Usage: "stop after this long, such as 10s or 2m (0: no limit)"},
			maxMemoryFlag(),
			&ucli.IntFlag{Name: "workers", Usage: "goroutines of the exact search (0: one per CPU); the answer does not depend on it"},
			&ucli.Uint64Flag{Name: "seed", Value: 1, Config: ucli.IntegerConfig{Base: 10}, Usage: "seed of the local search and of --generate"},
			&ucli.IntFlag{Name: "generate", Usage: "write a random Excluded Diagonals instance of an `N` x N board (the paper's method) instead of reading one"},
			&ucli.IntFlag{Name: "min-free", Value: complete.MinFree, Usage: "with --generate: the fewest free squares left in any row or column"},
		}, boardFlags("the board")...),
		Action: func(ctx context.Context, cmd *ucli.Command) error { return runComplete(ctx, cmd, env) },
	}
}

// completeArgs are the parsed flags and the instance.
type completeArgs struct {
	in        *complete.Instance
	method    string // exact or local, resolved from auto
	format    string
	json      bool
	output    string
	limit     int
	settings  complete.Settings
	local     nqueens.Settings
	style     render.Style
	maxMemory uint64
}

func runComplete(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	if n := cmd.Int("generate"); n != 0 {
		return generateInstance(cmd, env, n)
	}
	a, err := parseComplete(cmd, env)
	if err != nil {
		return err
	}
	switch {
	case cmd.Bool("count"):
		return countCompletions(ctx, env, a)
	case cmd.Bool("list"):
		return listCompletions(ctx, cmd, env, a)
	case cmd.Int("sample") != 0:
		return sampleCompletions(ctx, cmd, env, a)
	}
	return findCompletion(ctx, env, a)
}

// generateInstance writes --generate N's instance to stdout or -o.
func generateInstance(cmd *ucli.Command, env cli.Env, n int) error {
	if cmd.Args().Present() {
		return cli.Usagef("--generate writes an instance and reads none: drop %s", cmd.Args().First())
	}
	if n < 1 || n > complete.MaxGenerate {
		return cli.Usagef("--generate %d: give a board size from 1 to %d", n, complete.MaxGenerate)
	}
	diags, err := complete.Generate(n, cmd.Int("min-free"), cmd.Uint64("seed"))
	if err != nil {
		return cli.Usagef("--min-free %d: %v", cmd.Int("min-free"), err)
	}
	path := cmd.String("output")
	if path == "" {
		return complete.WriteExcludedDiagonals(env.Stdout, n, diags)
	}
	f, err := output.Create(path)
	if err != nil {
		return err
	}
	defer f.Abort()
	if err := complete.WriteExcludedDiagonals(f, n, diags); err != nil {
		return err
	}
	if err := f.Commit(); err != nil {
		return err
	}
	// The instance is the output; this line is a message.
	_, err = fmt.Fprintf(env.Stderr, "n = %d: %s written to %s (seed %d)\n", n, units.Count(int64(len(diags)), "excluded diagonal"), path, cmd.Uint64("seed"))
	return err
}

func parseComplete(cmd *ucli.Command, env cli.Env) (completeArgs, error) {
	a := completeArgs{format: cmd.String("format"), output: cmd.String("output"), limit: cmd.Int("limit")}
	if cmd.Args().Len() != 1 {
		return a, cli.Usagef("expected one instance FILE (or - for standard input), got %d arguments: try 'nqueens complete --generate 10 | nqueens complete -'", cmd.Args().Len())
	}
	if cmd.Bool("count") && cmd.Bool("list") {
		return a, cli.Usagef("--count and --list: choose one (a listing ends with its count)")
	}
	if k := cmd.Int("sample"); k < 0 || k > 0 && (cmd.Bool("count") || cmd.Bool("list")) {
		return a, cli.Usagef("--sample %d: give a number of completions to draw, without --count or --list", k)
	}
	if a.limit < 0 {
		return a, cli.Usagef("--limit %d: must not be negative", a.limit)
	}
	var err error
	if a.settings.TimeLimit, err = cli.TimeLimit(cmd); err != nil {
		return a, err
	}
	if a.settings.Workers = cmd.Int("workers"); a.settings.Workers < 0 {
		return a, cli.Usagef("--workers %d: give a number of goroutines, or 0 for one per CPU", a.settings.Workers)
	}
	a.local = nqueens.Settings{Seed: cmd.Uint64("seed"), TimeLimit: a.settings.TimeLimit}
	if a.maxMemory, err = heldMaxMemory(cmd, env, "complete"); err != nil {
		return a, err
	}
	if a.style, err = boardStyle(cmd, env); err != nil {
		return a, err
	}
	if a.in, err = readCompleteInstance(cmd, env); err != nil {
		return a, err
	}
	if a.method, err = completeMethod(cmd, a.in.N); err != nil {
		return a, err
	}
	return a, a.checkFormat(cmd)
}

// readCompleteInstance reads the file, then applies --diagonals, --place
// and --forbid.
func readCompleteInstance(cmd *ucli.Command, env cli.Env) (*complete.Instance, error) {
	name := cmd.Args().First()
	r, err := openArg(env, name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	in, _, err := complete.Parse(bufio.NewReader(r))
	if err != nil {
		return nil, cli.Failf("%s: %s", inputLabel(name), instanceMessage(err))
	}
	if k := cmd.Int("diagonals"); k >= 0 {
		if k > len(in.Diagonals) {
			return nil, cli.Usagef("--diagonals %d: %s excludes %s", k, inputLabel(name), units.Count(int64(len(in.Diagonals)), "diagonal"))
		}
		in = in.WithDiagonals(k)
	} else if k != -1 {
		return nil, cli.Usagef("--diagonals %d: give a number of diagonals, or -1 for all", k)
	}
	place, err := squares(cmd, "place", in.N)
	if err != nil {
		return nil, err
	}
	forbid, err := squares(cmd, "forbid", in.N)
	if err != nil {
		return nil, err
	}
	for _, s := range place {
		in.Place = append(in.Place, complete.Square{Row: s[0], Col: s[1]})
	}
	for _, s := range forbid {
		in.Forbid = append(in.Forbid, complete.Square{Row: s[0], Col: s[1]})
	}
	if len(place)+len(forbid) > 0 {
		if err := in.Validate(); err != nil {
			return nil, cli.Usagef("%s with --place and --forbid: %s", inputLabel(name), instanceMessage(err))
		}
	}
	return in, nil
}

// instanceMessage is the library's error without its package prefix.
func instanceMessage(err error) string {
	return strings.TrimPrefix(strings.TrimPrefix(err.Error(), complete.ErrInstance.Error()+": "), "complete: ")
}

func inputLabel(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

// completeMethod resolves --method for a board of n.
func completeMethod(cmd *ucli.Command, n int) (string, error) {
	m := cmd.String("method")
	switch {
	case m == "auto" && n <= complete.MaxExact, m == "exact" && n <= complete.MaxExact:
		m = "exact"
	case m == "auto", m == "local":
		m = "local"
	case m == "exact":
		return "", cli.Usagef("--method exact: n = %d, the exact search takes n <= %d: use --method local (it cannot prove there is none)", n, complete.MaxExact)
	default:
		return "", cli.Usagef("--method %q: use exact, local or auto", m)
	}
	if (cmd.Bool("count") || cmd.Bool("list")) && m != "exact" {
		return "", cli.Usagef("--count and --list need the exact search, which takes n <= %d (n = %d)", complete.MaxExact, n)
	}
	return m, nil
}

// checkFormat reads --format for the mode chosen.
func (a *completeArgs) checkFormat(cmd *ucli.Command) error {
	switch {
	case cmd.Bool("count"):
		switch a.format {
		case "", "text":
		case "json":
			a.json = true
		default:
			return cli.Usagef("--format %q: --count prints text or json", a.format)
		}
		if a.output != "" {
			return cli.Usagef("--output: --count prints one line; redirect stdout instead")
		}
	case cmd.Bool("list"), cmd.Int("sample") != 0:
		if a.output != "" {
			return cli.Usagef("--output: --list and --sample write to stdout; redirect it instead")
		}
	default:
		if a.format == "" {
			a.format = string(textio.Summary)
		}
		f, err := textio.ParseFormat(a.format)
		if err != nil {
			return cli.Usagef("--format: %v", err)
		}
		a.json = f == textio.JSON
		if f == textio.Board && a.in.N > render.DrawMax {
			return cli.Usagef("--format board draws n x n squares and is for n <= %d (n = %d): use --format perm", render.DrawMax, a.in.N)
		}
		if f == textio.Matrix && a.in.N > completeMatrixMax {
			return cli.Usagef("--format matrix is for n <= %d (n = %d): use --format perm", completeMatrixMax, a.in.N)
		}
	}
	return nil
}

// completeMatrixMax is the largest n --format matrix writes (n lines of
// n digits), as for the solvers.
const completeMatrixMax = 20_000

// completionRecord is the JSON record `completion` (JSON.md).
type completionRecord struct {
	N         int            `json:"n"`
	Status    nqueens.Status `json:"status"`
	Verified  bool           `json:"verified"`
	Method    string         `json:"method"`
	Diagonals int            `json:"diagonals"`
	Placed    int            `json:"placed"`
	Steps     int64          `json:"steps"`
	Restarts  int64          `json:"restarts"`
	ElapsedNS int64          `json:"elapsed_ns"`
	Conflicts *int64         `json:"conflicts,omitempty"`
}

// completionCountRecord is the JSON record `completion_count` (JSON.md).
type completionCountRecord struct {
	N         int            `json:"n"`
	Status    nqueens.Status `json:"status"`
	Total     uint64         `json:"total"`
	Method    string         `json:"method"`
	Diagonals int            `json:"diagonals"`
	Placed    int            `json:"placed"`
	Steps     int64          `json:"steps"`
	Tasks     int            `json:"tasks"`
	TasksDone int            `json:"tasks_done"`
	ElapsedNS int64          `json:"elapsed_ns"`
}

func writeRecord(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// describe says what the instance holds, for the summary lines.
func describe(in *complete.Instance) string {
	s := fmt.Sprintf("n = %d", in.N)
	if len(in.Diagonals) > 0 {
		s += ", " + units.Count(int64(len(in.Diagonals)), "diagonal") + " excluded"
	}
	if len(in.Place) > 0 {
		s += ", " + units.Count(int64(len(in.Place)), "queen") + " placed"
	}
	if k := len(in.Forbid); k > 0 {
		s += ", " + units.Count(int64(k), "square") + " forbidden"
	}
	if k := len(in.Lines); k > 0 {
		s += ", " + units.Count(int64(k), "line") + " restricted"
	}
	return s
}

// findCompletion decides: one completion, verified, or none.
func findCompletion(ctx context.Context, env cli.Env, a completeArgs) error {
	var rec completionRecord
	var p nqueens.Placement
	if a.method == "local" {
		if need := complete.LocalMemory(a.in.N); need > a.maxMemory {
			rec = completionRecord{N: a.in.N, Status: nqueens.LimitReached, Method: a.method, Diagonals: len(a.in.Diagonals), Placed: len(a.in.Place), Conflicts: new(int64)}
			*rec.Conflicts = -1
			if err := a.writeStopRecord(env, rec); err != nil {
				return err
			}
			return cli.Failf("n = %d: the local search needs about %s, more than --max-memory %s: raise --max-memory", a.in.N, units.Bytes(need), units.Bytes(a.maxMemory))
		}
		res, err := complete.Complete(ctx, a.in, a.local)
		if err != nil {
			return cli.Failf("%v", err)
		}
		p = res.Placement
		rec = completionRecord{Status: res.Status, Steps: res.Stats.Steps, Restarts: res.Stats.Restarts, ElapsedNS: res.Stats.Elapsed.Nanoseconds()}
		if res.Status == nqueens.LimitReached || res.Status == nqueens.Canceled {
			rec.Conflicts = &res.Stats.Conflicts
		}
	} else {
		ans, err := complete.Decide(ctx, a.in, a.settings)
		if err != nil {
			return cli.Failf("%v", err)
		}
		p = ans.Placement
		rec = completionRecord{Status: ans.Status, Steps: ans.Nodes, ElapsedNS: ans.Elapsed.Nanoseconds()}
	}
	rec.N, rec.Method, rec.Diagonals, rec.Placed = a.in.N, a.method, len(a.in.Diagonals), len(a.in.Place)
	if rec.Status != nqueens.Solved {
		return a.notFound(env, rec)
	}
	if err := nqueens.VerifyContext(ctx, p); err != nil {
		return cli.Failf("internal error: the %s search gave a placement that is not a solution: %v; please report it", a.method, err)
	}
	if err := a.in.Check(p); err != nil {
		return cli.Failf("internal error: the %s search gave a placement that is not a completion: %v; please report it", a.method, err)
	}
	rec.Verified = true
	return a.writeCompletion(env, rec, p)
}

// writeStopRecord writes, with --format json, the record of a search that
// found nothing, to stdout (or -o).
func (a completeArgs) writeStopRecord(env cli.Env, rec completionRecord) error {
	if !a.json {
		return nil
	}
	if a.output == "" {
		return writeRecord(env.Stdout, rec)
	}
	f, err := output.Create(a.output)
	if err != nil {
		return err
	}
	defer f.Abort()
	if err := writeRecord(f, rec); err != nil {
		return err
	}
	return f.Commit()
}

// notFound ends a search without a completion: none exists, or a limit or
// Ctrl-C stopped it.
func (a completeArgs) notFound(env cli.Env, rec completionRecord) error {
	if err := a.writeStopRecord(env, rec); err != nil {
		return err
	}
	after := units.Duration(time.Duration(rec.ElapsedNS))
	switch rec.Status {
	case nqueens.NoSolution:
		return cli.Failf("%s: no completion exists (proved in %s, %s)", describe(a.in), after, units.Plural(rec.Steps, "nodes"))
	case nqueens.LimitReached:
		left := ""
		if rec.Conflicts != nil && *rec.Conflicts >= 0 {
			left = fmt.Sprintf(", %s left", units.Plural(*rec.Conflicts, "collisions"))
		}
		return cli.Failf("%s: %s after %s and %s%s: no completion found, none ruled out", describe(a.in), stopWhy(rec.Status), after, units.Plural(rec.Steps, a.stepName()), left)
	}
	return cli.Failf("%s: interrupted after %s and %s: no completion found", describe(a.in), after, units.Plural(rec.Steps, a.stepName()))
}

func (a completeArgs) stepName() string {
	if a.method == "local" {
		return "swaps"
	}
	return "nodes"
}

func (a completeArgs) summary(rec completionRecord) string {
	s := fmt.Sprintf("complete: %s: solved in %s, %s (%s)", describe(a.in), units.Duration(time.Duration(rec.ElapsedNS)), units.Plural(rec.Steps, a.stepName()), a.method)
	if rec.Restarts > 0 {
		s += ", " + units.Count(rec.Restarts, "restart")
	}
	return s + ", verified"
}

// writeCompletion prints the verified completion in --format, to -o FILE
// with the summary on stdout when -o is given.
func (a completeArgs) writeCompletion(env cli.Env, rec completionRecord, p nqueens.Placement) error {
	format, _ := textio.ParseFormat(a.format)
	if a.output == "" {
		if format == textio.Summary {
			if _, err := fmt.Fprintln(env.Stdout, a.summary(rec)); err != nil || a.in.N > 32 {
				return err
			}
			return render.Board(env.Stdout, p, a.style)
		}
		return a.writePlacement(env.Stdout, format, rec, p)
	}
	// stdout holds only what the format promises: the summary line of
	// --format summary, nothing for a placement format (the line is then
	// a message, on stderr).
	note := env.Stderr
	if format == textio.Summary {
		format, note = textio.Perm, env.Stdout
	}
	f, err := output.Create(a.output)
	if err != nil {
		return err
	}
	defer f.Abort()
	if err := a.writePlacement(f, format, rec, p); err != nil {
		return err
	}
	if err := f.Commit(); err != nil {
		return err
	}
	_, err = fmt.Fprintf(note, "%s; completion written to %s (%s)\n", a.summary(rec), a.output, format)
	return err
}

func (a completeArgs) writePlacement(w io.Writer, format textio.Format, rec completionRecord, p nqueens.Placement) error {
	switch format {
	case textio.Board:
		return render.Board(w, p, render.Style{Unicode: a.style.Unicode, Color: a.style.Color && a.output == ""})
	case textio.Matrix:
		return textio.WriteMatrix(w, p)
	case textio.JSON:
		return textio.WriteJSON(w, rec, p)
	}
	return textio.WritePerm(w, p)
}

// countCompletions is --count.
func countCompletions(ctx context.Context, env cli.Env, a completeArgs) error {
	ans, err := complete.Count(ctx, a.in, a.settings)
	if err != nil {
		return cli.Failf("%v", err)
	}
	if ans.Status == nqueens.NoSolution { // a line with no free square: 0 completions
		ans.Status = nqueens.Solved
	}
	rec := completionCountRecord{N: a.in.N, Status: ans.Status, Total: ans.Count, Method: a.method, Diagonals: len(a.in.Diagonals),
		Placed: len(a.in.Place), Steps: ans.Nodes, Tasks: ans.Tasks, TasksDone: ans.TasksDone, ElapsedNS: ans.Elapsed.Nanoseconds()}
	if a.json {
		if err := writeRecord(env.Stdout, rec); err != nil {
			return err
		}
	}
	if ans.Status != nqueens.Solved {
		return cli.Failf("%s: %s after %s: %s counted so far in %d of %d subtrees, not the total",
			describe(a.in), stopWhy(ans.Status), units.Duration(ans.Elapsed), units.Count(int64(ans.Count), "completion"), ans.TasksDone, ans.Tasks)
	}
	if a.json {
		return nil
	}
	_, err = fmt.Fprintf(env.Stdout, "%s: %s, counted in %s, %s\n", describe(a.in), units.Count(int64(ans.Count), "completion"), units.Duration(ans.Elapsed), units.Plural(ans.Nodes, "nodes"))
	return err
}

// listCompletions is --list: every completion, each verified as a
// solution (the list writer) and as a completion (here).
func listCompletions(ctx context.Context, cmd *ucli.Command, env cli.Env, a completeArgs) error {
	out, _, err := listWriter(cmd, env)
	if err != nil {
		return err
	}
	var notCompletion error
	var ans complete.Answer
	listed, failure, stop := out.List(func(yield func(nqueens.Placement) bool) error {
		var err error
		ans, err = complete.List(ctx, a.in, a.settings, func(p nqueens.Placement) bool {
			if notCompletion = a.in.Check(p); notCompletion != nil {
				return false
			}
			return yield(p)
		})
		if err == nil && ans.Status != nqueens.Solved {
			err = ctx.Err()
			if err == nil {
				err = context.DeadlineExceeded
			}
		}
		return err
	}, uint64(a.limit))
	switch {
	case notCompletion != nil:
		return cli.Failf("internal error: the exact search listed a placement that is not a completion: %v; please report it", notCompletion)
	case failure != nil:
		return listFailed(failure, "the exact search")
	case stop != nil:
		if out.Format() == textio.JSON {
			if err := out.Stop(a.in.N, ans.Status, listed); err != nil {
				return err
			}
		}
		return cli.Failf("%s: %s after %s: %s listed, not all", describe(a.in), stopWhy(ans.Status), units.Duration(ans.Elapsed), units.Count(int64(listed), "completion"))
	}
	fmt.Fprintf(env.Stderr, "nqueens complete: %s: %s listed, each verified, in %s\n", describe(a.in), units.Count(int64(listed), "completion"), units.Duration(ans.Elapsed))
	return nil
}

// sampleCompletions is --sample K: K completions drawn uniformly from the
// BDD of them all (place and the blocked squares as its constraints),
// each verified as a solution (the list writer) and as a completion.
func sampleCompletions(ctx context.Context, cmd *ucli.Command, env cli.Env, a completeArgs) error {
	n := a.in.N
	if n > bddqueens.MaxN {
		return cli.Usagef("--sample: n = %d, the decision diagram takes n <= %d", n, bddqueens.MaxN)
	}
	out, _, err := listWriter(cmd, env)
	if err != nil {
		return err
	}
	q := bddqueens.Query{N: n, MaxBytes: bddqueens.StoreShare(a.maxMemory), MaxMemory: a.maxMemory, Construction: "direct"}
	for _, s := range a.in.Place {
		q.Place = append(q.Place, bddqueens.Square{Row: s.Row, Col: s.Col})
	}
	for _, s := range a.in.Blocked() {
		q.Forbid = append(q.Forbid, bddqueens.Square{Row: s.Row, Col: s.Col})
	}
	if q.Constructions, err = bddqueens.LookupConstructions("direct"); err != nil {
		return err
	}
	start := time.Now()
	built, err := bddqueens.Build(ctx, q)
	if err != nil {
		return cli.Failf("%s: building the decision diagram: %v", describe(a.in), err)
	}
	draws, err := complete.Sample(built[len(built)-1].Diagram, cmd.Int("sample"), cmd.Uint64("seed"))
	if err != nil {
		return cli.Failf("%v", err)
	}
	if draws == nil {
		return cli.Failf("%s: no completion exists (the decision diagram is empty): nothing to sample", describe(a.in))
	}
	var notCompletion error
	listed, failure, _ := out.List(func(yield func(nqueens.Placement) bool) error {
		for _, p := range draws {
			if notCompletion = a.in.Check(p); notCompletion != nil || !yield(p) {
				return nil
			}
		}
		return nil
	}, 0)
	switch {
	case notCompletion != nil:
		return cli.Failf("internal error: the decision diagram gave a placement that is not a completion: %v; please report it", notCompletion)
	case failure != nil:
		return listFailed(failure, "the decision diagram")
	}
	fmt.Fprintf(env.Stderr, "nqueens complete: %s: %s drawn uniformly (seed %d), each verified, in %s\n", describe(a.in), units.Count(int64(listed), "completion"), cmd.Uint64("seed"), units.Duration(time.Since(start)))
	return nil
}
