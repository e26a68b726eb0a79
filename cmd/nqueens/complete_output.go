package main

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/internal/wrap"
)

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
	Search    string         `json:"search,omitempty"`
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
	Shard     *int           `json:"shard,omitempty"`
	Shards    *int           `json:"shards,omitempty"`
	Plan      string         `json:"plan,omitempty"`
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
	s := "n = " + units.Thousands(int64(in.N))
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

func (a completeArgs) stepName() string {
	if a.method == "local" {
		return "swaps"
	}
	return "nodes"
}

// fit wraps line at words to the width of w when w is a terminal (the
// next lines indented), and leaves it whole for files and pipes.
func fit(env cli.Env, w io.Writer, line string) string {
	if cols := terminal.Width(w, 0, env.Getenv); cols > 0 {
		return wrap.Layout{Indent: "  "}.Text(line, cols)
	}
	return line
}

// searchNames say which search of an exact decision's race answered.
var searchNames = map[string]string{
	"lines":     "exact, on lines",
	"diagonals": "exact, on diagonals",
	"local":     "local search, in exact's race",
}

func (a completeArgs) summary(rec completionRecord) string {
	steps, how := manyOf(rec.Steps, a.stepName()), a.method
	if name, ok := searchNames[rec.Search]; ok {
		how = name
	}
	if rec.Search == "local" {
		steps = manyOf(rec.Steps, "swaps")
	}
	s := fmt.Sprintf("%s: solved in %s, %s (%s)", describe(a.in), units.Duration(time.Duration(rec.ElapsedNS)), steps, how)
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
			if _, err := fmt.Fprintln(env.Stdout, fit(env, env.Stdout, a.summary(rec))); err != nil || a.in.N > 32 {
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
	if err := a.outs.Write("output", env.Stdout, func(w io.Writer) error { return a.writePlacement(w, format, rec, p) }); err != nil {
		return err
	}
	_, err := fmt.Fprintln(note, fit(env, note, fmt.Sprintf("%s; completion written to %s (%s)", a.summary(rec), a.output, format)))
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
