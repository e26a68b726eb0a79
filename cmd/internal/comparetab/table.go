package comparetab

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/fatih/color"
	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/internal/wrap"
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

// narrowing lists, in the order they are applied, the steps that make the
// table narrower when it is wider than TableOptions.Width: each keeps the
// steps before it. The median time and the solver's n are never left out.
var narrowing = []string{
	"min and max times are left out (the median stays)",
	"restarts are left out",
	"column rules are left out (the header rule stays)",
	"step nouns are left out of the cells (10 moves: 10; 5 µs/move: 5 µs)",
	"the start column is left out",
	"the solved column is left out (the notes under the table still count failures)",
	"the time/step column is left out",
}

// layout is one way to draw the table: the columns kept, the cells' form.
type layout struct {
	minMax, restarts, rules, nouns, start, solved, perStep bool
}

// narrowed returns the layout after the first k steps of narrowing.
func narrowed(k int) layout {
	l := layout{true, true, true, true, true, true, true}
	for i := range k {
		switch i {
		case 0:
			l.minMax = false
		case 1:
			l.restarts = false
		case 2:
			l.rules = false
		case 3:
			l.nouns = false
		case 4:
			l.start = false
		case 5:
			l.solved = false
		case 6:
			l.perStep = false
		}
	}
	return l
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

// writeNotes writes each note on its own line, wrapped to width (0: not
// wrapped).
func writeNotes(w io.Writer, notes []string, width int) error {
	for _, note := range notes {
		if width > 0 {
			note = wrapText(note, width)
		}
		if _, err := fmt.Fprintln(w, note); err != nil {
			return err
		}
	}
	return nil
}

// leftOut names what layout l leaves out of the full table.
func leftOut(l layout) []string {
	var out []string
	if !l.minMax {
		out = append(out, "min, max")
	}
	if !l.restarts {
		out = append(out, "restarts")
	}
	if !l.start {
		out = append(out, "start")
	}
	if !l.solved {
		out = append(out, "solved")
	}
	if !l.perStep {
		out = append(out, "time/step")
	}
	return out
}

// maxWidth is the widest line of s in columns, escape codes not counted.
func maxWidth(s string) int {
	widest := 0
	for line := range strings.SplitSeq(s, "\n") {
		widest = max(widest, text.RuneWidthWithoutEscSequences(line))
	}
	return widest
}

// newTable is a table writer in the light box style (ASCII: the default
// one), its header as written; without rules, no border and no column
// rules (the header rule stays).
func newTable(ascii, rules bool) table.Writer {
	t := table.NewWriter()
	style := table.StyleLight
	if ascii {
		style = table.StyleDefault
	}
	style.Format.Header = text.FormatDefault
	if !rules {
		style.Options.DrawBorder = false
		style.Options.SeparateColumns = false
	}
	t.SetStyle(style)
	return t
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

// wrapText breaks s into lines of at most width columns at spaces (escape
// codes not counted), each line after the first indented by two spaces. A
// word longer than a line is left whole; s is left as it is when it fits
// or when width leaves no room for the indent.
func wrapText(s string, width int) string {
	const indent = "  "
	if width <= len(indent)+1 || text.RuneWidthWithoutEscSequences(s) <= width {
		return s
	}
	return wrap.Layout{Indent: indent, Width: text.RuneWidthWithoutEscSequences}.Text(s, width)
}

// fastMark follows the fastest median of each n, so that plain text
// (no color, or a reader who cannot tell green) shows it too.
const fastMark = " *"

// rowCells are the texts of one row's cells.
type rowCells struct {
	median, min, max, solved, start, steps, restarts, perStep, base string
}

// cells writes the cells of r; nouns says whether counts and times per
// step name the step ("10 moves", "5 µs/move") or not ("10", "5 µs").
func cells(r compare.Row, paint painter, nouns bool) rowCells {
	var c rowCells
	c.solved = fmt.Sprintf("%d/%d", r.OK, r.Trials)
	switch {
	case r.Trials == 0:
		c.solved = "—"
	case r.NoSolution == r.Trials:
		// n = 2 or 3, correctly answered: nothing was solved, nothing failed.
		c.solved = "no solution"
	case r.OK < r.Trials:
		c.solved = paint.red(c.solved)
	}
	if r.Baseline > 0 {
		c.base = units.Ratio(r.Baseline)
	}
	if r.OK == 0 {
		// No time to show: say why instead, in the median column.
		if r.NoSolution != r.Trials || r.Trials == 0 {
			c.median = whyNoTime(r, paint)
		}
		return c
	}
	c.median = units.Duration(r.Median)
	if r.Fastest {
		c.median = paint.green(c.median + fastMark)
	}
	c.min, c.max = units.Duration(r.Min), units.Duration(r.Max)
	c.start = "—"
	if r.Setup > 0 {
		c.start = units.Duration(r.Setup)
	}
	// A median of no step (a construction makes none) shows "—" and no
	// time per step (PerStep is 0 then).
	c.steps = "—"
	if r.Steps > 0 {
		c.steps = units.Thousands(r.Steps)
		if nouns {
			noun := r.StepName
			if r.Steps == 1 {
				noun = singular(noun)
			}
			c.steps += " " + noun
		}
	}
	switch {
	case r.StepsInSetup:
		c.perStep = "in start"
	case r.PerStep > 0:
		c.perStep = units.Duration(time.Duration(math.Round(r.PerStep)))
		if nouns {
			c.perStep += "/" + singular(r.StepName)
		}
	}
	c.restarts = units.Thousands(r.Restarts)
	return c
}

// footnote explains a row with failures, or returns "".
func footnote(r compare.Row) string {
	var parts []string
	if r.TimeLimits > 0 {
		parts = append(parts, units.Count(int64(r.TimeLimits), "time limit"))
	}
	if r.Failures > 0 {
		parts = append(parts, units.Count(int64(r.Failures), "failure"))
	}
	if r.Skipped > 0 {
		parts = append(parts, units.Count(int64(r.Skipped), "trial")+" skipped")
	}
	if len(parts) == 0 {
		return ""
	}
	s := fmt.Sprintf("%s at n = %d: %s", r.Solver, r.N, strings.Join(parts, ", "))
	if r.Detail != "" {
		s += "; " + r.Detail
	}
	return s
}

// singular turns "swaps" into "swap" for the time/move column.
func singular(s string) string { return strings.TrimSuffix(s, "s") }

// painter colors cells when on; fatih/color objects are told explicitly,
// so the decision is the caller's and not the library's guess about
// os.Stdout.
type painter struct{ on bool }

func (p painter) paint(attr color.Attribute, s string) string {
	if !p.on || s == "" {
		return s
	}
	c := color.New(attr)
	c.EnableColor()
	return c.Sprint(s)
}

func (p painter) green(s string) string { return p.paint(color.FgGreen, s) }
func (p painter) red(s string) string   { return p.paint(color.FgRed, s) }
