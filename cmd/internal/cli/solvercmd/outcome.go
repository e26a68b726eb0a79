package solvercmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/output"
	"github.com/nqueens/nqueens/internal/units"
)

// outcome is a finished search as the commands print it.
type outcome struct {
	Solver   string
	StepName string
	Measure  string // what Stats.Conflicts counts; empty: "conflicts"
	N        int
	// Seed is the seed of the search's random stream; nil for a solver
	// that makes no random choices (backtrack, formula): its record has
	// no seed, as its command has no --seed.
	Seed     *uint64
	Result   nqueens.Result
	Verified bool // set only after nqueens.Verify passed
	// ShowRestarts shows the restarts even when there were none.
	ShowRestarts bool
	// Limit names the limit that stopped a search at LimitReached, as
	// its flag ("--max-restarts 10"); empty: not known.
	Limit string
	// Ctx, when set, stops [outcome.Write] once it is done (Ctrl-C while a
	// large placement is written); nil: writing runs to the end.
	Ctx context.Context
	// Memory, when set, is why the search was refused before it began.
	Memory *cli.MemoryError
	// Notes, when set, takes the summary line of a placement written to a
	// file in a format other than summary (stderr); nil: w takes it.
	Notes io.Writer
}

// ctxWriter fails every write once ctx is done. Writes come in blocks of
// the writers' buffers (64 KiB), so the check costs nothing.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(b []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, errInterruptedWrite
	}
	return c.w.Write(b)
}

var errInterruptedWrite = errors.New("interrupted while writing the placement: the output is incomplete")

// SummaryLine is the one-line summary: n, time, steps, restarts if any
// (or if ShowRestarts), and "verified".
func (o outcome) SummaryLine() string {
	st := o.Result.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "%s: n = %s, %s in %s, %s", o.Solver, units.Thousands(int64(o.N)), o.Result.Status, units.Duration(st.Elapsed), units.Plural(st.Steps, o.StepName))
	if st.Restarts > 0 || o.ShowRestarts {
		fmt.Fprintf(&b, ", %s", units.Count(st.Restarts, "restart"))
	}
	if o.Verified {
		b.WriteString(", verified")
	}
	return b.String()
}

// measure names what Stats.Conflicts counts for this solver.
func (o outcome) measure() string {
	if o.Measure == "" {
		return "conflicts"
	}
	return o.Measure
}

// QuitLine is the sentence for a search the user stopped with q while
// watching it: not a failure, so said plainly, with what it reached.
func (o outcome) QuitLine() string {
	st := o.Result.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "%s: n = %s, stopped with q after %s", o.Solver, units.Thousands(int64(o.N)), units.Plural(st.Steps, o.StepName))
	if st.Restarts > 0 || o.ShowRestarts {
		fmt.Fprintf(&b, " and %s", units.Count(st.Restarts, "restart"))
	}
	if st.Conflicts >= 0 {
		fmt.Fprintf(&b, " (%s left); no solution yet", units.Plural(st.Conflicts, o.measure()))
	} else {
		b.WriteString(" (while setting up a start); no solution yet")
	}
	return b.String()
}

// Stopped is the failure for a search that ended without a solution.
func (o outcome) Stopped() error {
	st := o.Result.Stats
	left := units.Plural(st.Conflicts, o.measure()) + " remaining"
	if st.Conflicts < 0 {
		left = "stopped while setting up"
		if st.Restarts > 0 {
			// not the first start: the search ran, then began again (qs1's
			// lanes make swaps inside their first start: no restart)
			left = "stopped while setting up a new random start" // the restarts so far are in reached
		}
	}
	// What the search reached, its restarts as the summary shows them
	// (backtracking's "0 restarts" said nothing true).
	reached := units.Duration(st.Elapsed) + " and " + units.Plural(st.Steps, o.StepName)
	if st.Restarts > 0 || o.ShowRestarts {
		reached = units.Duration(st.Elapsed) + ", " + units.Plural(st.Steps, o.StepName) + " and " + units.Count(st.Restarts, "restart")
	}
	switch o.Result.Status {
	case nqueens.NoSolution:
		return cli.Failf("no solution exists for n = %d", o.N)
	case nqueens.Canceled:
		return cli.Failf("interrupted after %s: %s, no solution printed", reached, left)
	default:
		if o.Limit != "" {
			reached += " (" + o.Limit + ")"
		}
		return cli.Failf("limit reached after %s: %s, no solution printed", reached, left)
	}
}

// jsonFields are the fields of the json format besides the placement.
type jsonFields struct {
	Solver      string         `json:"solver"`
	N           int            `json:"n"`
	Seed        *uint64        `json:"seed,omitempty"` // absent: the solver draws nothing
	Status      nqueens.Status `json:"status"`
	Verified    bool           `json:"verified"`
	ElapsedNS   int64          `json:"elapsed_ns"`
	SetupNS     int64          `json:"setup_ns,omitempty"` // Stats.Setup; absent when the solver has no start phase
	Steps       int64          `json:"steps"`
	Restarts    int64          `json:"restarts"`
	Evaluations int64          `json:"evaluations"`
	// Conflicts is the heuristic at the end of a stopped search (-1:
	// stopped before it was known); absent when solved.
	Conflicts *int64 `json:"conflicts,omitempty"`
	// EstimateBytes and MaxMemoryBytes are a refusal's memory need and
	// what the process may take; absent otherwise.
	EstimateBytes  uint64 `json:"estimate_bytes,omitempty"`
	MaxMemoryBytes uint64 `json:"max_memory_bytes,omitempty"`
}

func (o outcome) fields() jsonFields {
	st := o.Result.Stats
	f := jsonFields{
		Solver: o.Solver, N: o.N, Seed: o.Seed, Status: o.Result.Status, Verified: o.Verified,
		ElapsedNS: st.Elapsed.Nanoseconds(), SetupNS: st.Setup.Nanoseconds(), Steps: st.Steps, Restarts: st.Restarts, Evaluations: st.Evaluations,
	}
	if s := o.Result.Status; s == nqueens.LimitReached || s == nqueens.Canceled {
		f.Conflicts = &st.Conflicts
	}
	if o.Memory != nil {
		f.EstimateBytes, f.MaxMemoryBytes = o.Memory.Need, o.Memory.Limit.Bytes
	}
	return f
}

// WriteRecord writes the JSON record of a search that did not solve (see
// JSON.md, record solution): its status and what it reached, with no
// placement. It goes to w, standard output, and --output keeps what it
// held (only a solution replaces it), unless file is not nil: an animated
// run, whose frames fill standard output, writes its record there (and
// commits it). It is written even after Ctrl-C: it is one short line.
func (o outcome) WriteRecord(w io.Writer, file *output.File) error {
	b, err := json.Marshal(o.fields())
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if file == nil {
		_, err = w.Write(b)
		return err
	}
	if _, err := file.Write(b); err != nil {
		return err
	}
	return file.Commit()
}

// Write prints the outcome in format to w, or, when file is not nil, the
// placement to file (committed when complete) and the summary line to w
// for --format summary, to o.Notes (when set) for the other formats.
//
// An interrupted or failed write to file aborts it, so that no partial
// placement is left behind and an older file stays as it was.
func (o outcome) Write(w io.Writer, format textio.Format, file *output.File, style render.Style) error {
	if o.Ctx != nil {
		w = ctxWriter{o.Ctx, w}
	}
	err := o.write(w, format, file, style)
	if errors.Is(err, errInterruptedWrite) {
		return cli.Failf("%v", errInterruptedWrite)
	}
	return err
}

func (o outcome) write(w io.Writer, format textio.Format, file *output.File, style render.Style) error {
	if file != nil {
		if format == textio.Summary {
			format = textio.Perm
		} else if o.Notes != nil {
			// stdout holds only what the format promises, and with -o
			// that is nothing: the summary is a message (JSON.md).
			w = o.Notes
		}
		var fw io.Writer = file
		if o.Ctx != nil {
			fw = ctxWriter{o.Ctx, file}
		}
		err := o.writePlacement(fw, format, render.Style{Unicode: style.Unicode})
		if err == nil {
			err = file.Commit()
		}
		if err != nil {
			file.Abort()
			return err
		}
		if cw, ok := w.(ctxWriter); ok {
			w = cw.w // the file is complete: say so even after Ctrl-C
		}
		return cli.WriteMessage(w, fmt.Sprintf("%s; placement written to %s (%s)", o.SummaryLine(), file.Name(), format))
	}
	if format == textio.Summary {
		if _, err := fmt.Fprintln(w, o.SummaryLine()); err != nil {
			return err
		}
		if o.N <= boardMax {
			return render.Board(w, o.Result.Placement, style)
		}
		return nil
	}
	return o.writePlacement(w, format, style)
}

func (o outcome) writePlacement(w io.Writer, format textio.Format, style render.Style) error {
	p := o.Result.Placement
	switch format {
	case textio.Board:
		return render.Board(w, p, style)
	case textio.Perm:
		return textio.WritePerm(w, p)
	case textio.Matrix:
		return textio.WriteMatrix(w, p)
	case textio.JSON:
		return textio.WriteJSON(w, o.fields(), p)
	}
	_, err := fmt.Fprintln(w, o.SummaryLine())
	return err
}
