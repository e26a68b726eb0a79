package comparetab

import (
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/units"
)

// TableOptions say how [WriteTable] draws.
type TableOptions struct {
	// Color writes escape codes: the fastest median of each n in green,
	// time limits and failures in red. The caller decides (terminal,
	// NO_COLOR, --color); the zero value writes plain text.
	Color bool
	// ASCII draws the frame with ASCII characters instead of box drawing.
	ASCII bool
	// Baseline names the solver of the "× name" column; the column is shown
	// only when some row has a Baseline value.
	Baseline string
	// Width is the widest line the table may take, in columns (a
	// terminal's width); 0 means no limit: the full table, as files and
	// pipes get it. A narrower table leaves out columns, min and max
	// times first and the time per step last, until it fits, and never
	// wraps a line.
	Width int
}

// WriteTable writes rows as an aligned table, one row per solver and n,
// groups of one n separated by a rule (when a group has two rows or more),
// the fastest median of each n marked with a star (and green), then a
// legend for the star and a footnote for every row with failures. Alignment
// is the same with and without color: widths are measured without escape
// codes. The columns: median, min and max time of the correct answers,
// solved/trials, the start phase (median, when a solver reports one), the
// median steps, restarts, the search's own time per step (the start
// apart) and the multiple of the baseline's median. With opt.Width the
// table narrows as [TableOptions.Width] says, and a line under it says
// what was left out.
func WriteTable(w io.Writer, rows []compare.Row, opt TableOptions) error {
	paint := painter{on: opt.Color}
	body, cut := fit(rows, opt, paint)
	if _, err := io.WriteString(w, body+"\n"); err != nil {
		return err
	}
	notes := tableNotes(rows, opt.Width, cut)
	for _, r := range rows {
		if note := footnote(r); note != "" {
			notes = append(notes, paint.red(note))
		}
	}
	return writeNotes(w, notes, opt.Width)
}

// fit draws the table of rows narrowed by as few steps of narrowing as
// make it fit opt.Width (all of them if none does), and says how many.
func fit(rows []compare.Row, opt TableOptions, paint painter) (body string, cut int) {
	for k := 0; ; k++ {
		body = renderTable(rows, opt, narrowed(k), paint)
		if k == len(narrowing) || opt.Width <= 0 || maxWidth(body) <= opt.Width {
			return body, k
		}
	}
}

// tableNotes are the notes under a table of rows narrowed by cut steps
// to width: the legend of the star, the solvers whose steps are in their
// start, what narrowing left out.
func tableNotes(rows []compare.Row, width, cut int) []string {
	var notes []string
	if slices.ContainsFunc(rows, func(r compare.Row) bool { return r.Fastest && r.OK > 0 }) {
		notes = append(notes, strings.TrimSpace(fastMark)+" the fastest median for its n")
	}
	var inStart []string
	for _, r := range rows {
		if r.StepsInSetup && r.OK > 0 && !slices.Contains(inStart, r.Solver) {
			inStart = append(inStart, r.Solver)
		}
	}
	l := narrowed(cut)
	if len(inStart) > 0 && l.perStep {
		notes = append(notes, "in start: "+strings.Join(inStart, ", ")+" makes its steps inside its start phase at that n (in lanes): no time per step can be told apart")
	}
	if cut > 0 {
		notes = append(notes, "(narrowed to fit "+strconv.Itoa(width)+" columns: "+strings.Join(leftOut(l), ", ")+" left out)")
	}
	return notes
}

// A column of the table: its header and the text of its cell in a row.
type column struct {
	name string
	cell func(r compare.Row, c rowCells) string
}

// columns are the columns of the table of rows in layout l: the start
// only when some solver reports one, the baseline's only when some row
// has a multiple of it.
func columns(rows []compare.Row, opt TableOptions, l layout) []column {
	showBase, showStart := false, false
	for _, r := range rows {
		showBase = showBase || r.Baseline > 0
		showStart = showStart || r.OK > 0 && r.Setup > 0
	}
	cols := []column{
		{"solver", func(r compare.Row, _ rowCells) string { return r.Solver }},
		{"n", func(r compare.Row, _ rowCells) string { return units.Thousands(int64(r.N)) }},
		{"median", func(_ compare.Row, c rowCells) string { return c.median }},
	}
	if l.minMax {
		cols = append(cols, column{"min", func(_ compare.Row, c rowCells) string { return c.min }},
			column{"max", func(_ compare.Row, c rowCells) string { return c.max }})
	}
	if l.solved {
		cols = append(cols, column{"solved", func(_ compare.Row, c rowCells) string { return c.solved }})
	}
	if showStart && l.start {
		cols = append(cols, column{"start", func(_ compare.Row, c rowCells) string { return c.start }})
	}
	cols = append(cols, column{"steps", func(_ compare.Row, c rowCells) string { return c.steps }})
	if l.restarts {
		cols = append(cols, column{"restarts", func(_ compare.Row, c rowCells) string { return c.restarts }})
	}
	if l.perStep {
		cols = append(cols, column{"time/step", func(_ compare.Row, c rowCells) string { return c.perStep }})
	}
	if showBase {
		cols = append(cols, column{"× " + opt.Baseline, func(_ compare.Row, c rowCells) string { return c.base }})
	}
	return cols
}

func renderTable(rows []compare.Row, opt TableOptions, l layout, paint painter) string {
	cols := columns(rows, opt, l)
	t := newTable(opt.ASCII, l.rules)
	header := table.Row{}
	var configs []table.ColumnConfig
	for i, c := range cols {
		header = append(header, c.name)
		if i > 0 { // every column but the solver's is aligned right
			configs = append(configs, table.ColumnConfig{Number: i + 1, Align: text.AlignRight, AlignHeader: text.AlignRight})
		}
	}
	t.AppendHeader(header)
	t.SetColumnConfigs(configs)

	// Rules between the groups of one n help only when groups have more
	// than one row: one solver over many n reads better without them.
	grouped := false
	for i := 1; i < len(rows); i++ {
		grouped = grouped || rows[i].N == rows[i-1].N
	}
	for i, r := range rows {
		if grouped && i > 0 && r.N != rows[i-1].N {
			t.AppendSeparator()
		}
		c := cells(r, paint, l.nouns)
		row := table.Row{}
		for _, col := range cols {
			row = append(row, col.cell(r, c))
		}
		t.AppendRow(row)
	}
	out := t.Render()
	if !l.rules {
		// The frame without rules pads the last column too.
		lines := strings.Split(out, "\n")
		for i, line := range lines {
			lines[i] = strings.TrimRight(line, " ")
		}
		out = strings.Join(lines, "\n")
	}
	return out
}
