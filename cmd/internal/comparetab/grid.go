package comparetab

import (
	"fmt"
	"io"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/units"
)

// WriteGrid writes rows as a grid of median times: one line per solver (in
// order of first appearance), one column per n (ascending), the fastest
// median of each n starred (and green). A cell whose solver did not solve
// every trial adds how many it solved ("653 ms 1/3", red); one with no
// solve says why ("time limit", "failed", "skipped"; "no solution" for
// n = 2, 3). Under the grid: a legend, and a note for every row whose
// solver returned a wrong answer or an error. It is the compact view of
// a comparison, a line per solver, that fits a projector where
// [WriteTable] has a line per solver and n. opt.Baseline is not used;
// opt.Width wraps the notes.
func WriteGrid(w io.Writer, rows []compare.Row, opt TableOptions) error {
	paint := painter{on: opt.Color}
	solvers, ns, cell := gridShape(rows)
	t := newTable(opt.ASCII, true)
	header := table.Row{"solver"}
	var configs []table.ColumnConfig
	for i, n := range ns {
		header = append(header, "n = "+units.Thousands(int64(n)))
		configs = append(configs, table.ColumnConfig{Number: i + 2, Align: text.AlignRight, AlignHeader: text.AlignRight})
	}
	t.AppendHeader(header)
	t.SetColumnConfigs(configs)
	var marks gridMarks
	var notes []string
	for _, s := range solvers {
		line := table.Row{s}
		for _, n := range ns {
			r, ok := cell[s][n]
			line = append(line, marks.cell(r, ok, paint))
			if ok && r.Failures > 0 {
				notes = append(notes, paint.red(footnote(r)))
			}
		}
		t.AppendRow(line)
	}
	if _, err := io.WriteString(w, t.Render()+"\n"); err != nil {
		return err
	}
	if legend := marks.legend(); legend != "" {
		notes = append([]string{legend}, notes...)
	}
	return writeNotes(w, notes, opt.Width)
}

// gridShape returns the solvers of rows in order of first appearance,
// the n in ascending order, and the row of each solver and n.
func gridShape(rows []compare.Row) (solvers []string, ns []int, cell map[string]map[int]compare.Row) {
	cell = map[string]map[int]compare.Row{}
	for _, r := range rows {
		if cell[r.Solver] == nil {
			solvers = append(solvers, r.Solver)
			cell[r.Solver] = map[int]compare.Row{}
		}
		if len(ns) == 0 || ns[len(ns)-1] != r.N {
			ns = append(ns, r.N) // rows come n by n, ascending
		}
		cell[r.Solver][r.N] = r
	}
	return solvers, ns, cell
}

// gridMarks records which marks the grid's cells used, for its legend.
type gridMarks struct{ partial, marked, skipped bool }

// cell is the text of the grid's cell of r (ok: there is a row for it).
func (m *gridMarks) cell(r compare.Row, ok bool, paint painter) string {
	switch {
	case !ok:
		return ""
	case r.OK == 0 && r.NoSolution == r.Trials && r.Trials > 0:
		return "no solution"
	case r.OK == 0:
		m.skipped = m.skipped || r.Skipped > 0 && r.Trials == 0
		return whyNoTime(r, paint)
	}
	text := units.Duration(r.Median)
	if r.OK < r.Trials {
		text = paint.red(fmt.Sprintf("%s %d/%d", text, r.OK, r.Trials))
		m.partial = true
	}
	if r.Fastest {
		text = paint.green(text + fastMark)
		m.marked = true
	}
	return text
}

// legend explains the marks used, on one line; "" when none was.
func (m *gridMarks) legend() string {
	var legend []string
	if m.marked {
		legend = append(legend, strings.TrimSpace(fastMark)+" the fastest median for its n")
	}
	if m.partial {
		legend = append(legend, "k/m: k of m runs solved it in time")
	}
	if m.skipped {
		legend = append(legend, "skipped: every run at a smaller n hit the time limit")
	}
	return strings.Join(legend, "; ")
}

// whyNoTime says why row r, with no solve, has no time: "time limit",
// "failed" or "skipped" (red for the first two).
func whyNoTime(r compare.Row, paint painter) string {
	switch {
	case r.TimeLimits > 0 && r.Failures == 0:
		return paint.red("time limit")
	case r.Failures > 0:
		return paint.red("failed")
	}
	return "skipped"
}
