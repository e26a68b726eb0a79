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
	// pipes get it. A narrower table leaves out columns in the order of
	// [Narrowing] until it fits, and never wraps a line.
	Width int
}

// Narrowing lists, in the order they are applied, the steps that make the
// table narrower when it is wider than TableOptions.Width: each keeps the
// steps before it. The median time and the solver's n are never left out.
var Narrowing = []string{
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

// narrowed returns the layout after the first k steps of [Narrowing].
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
// table narrows as [Narrowing] says, and a line under it says what was
// left out.
func WriteTable(w io.Writer, rows []compare.Row, opt TableOptions) error {
	paint := painter{on: opt.Color}
	var body string
	cut := 0
	for k := 0; k <= len(Narrowing); k++ {
		body = renderTable(rows, opt, narrowed(k), paint)
		cut = k
		if opt.Width <= 0 || maxWidth(body) <= opt.Width {
			break
		}
	}
	if _, err := io.WriteString(w, body+"\n"); err != nil {
		return err
	}
	var notes []string
	marked := false
	for _, r := range rows {
		marked = marked || r.Fastest && r.OK > 0
	}
	if marked {
		notes = append(notes, strings.TrimSpace(fastMark)+" the fastest median for its n")
	}
	var inStart []string
	for _, r := range rows {
		if r.StepsInSetup && r.OK > 0 && !slices.Contains(inStart, r.Solver) {
			inStart = append(inStart, r.Solver)
		}
	}
	if len(inStart) > 0 && narrowed(cut).perStep {
		notes = append(notes, "in start: "+strings.Join(inStart, ", ")+" makes its steps inside its start phase at that n (in lanes): no time per step can be told apart")
	}
	if l := narrowed(cut); cut > 0 {
		notes = append(notes, "(narrowed to fit "+strconv.Itoa(opt.Width)+" columns: "+strings.Join(leftOut(l), ", ")+" left out)")
	}
	first := len(notes)
	for _, r := range rows {
		if note := footnote(r); note != "" {
			notes = append(notes, note)
		}
	}
	for i, note := range notes {
		if i >= first {
			note = paint.red(note)
		}
		if opt.Width > 0 {
			note = Wrap(note, opt.Width)
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

func renderTable(rows []compare.Row, opt TableOptions, l layout, paint painter) string {
	showBase, showStart := false, false
	for _, r := range rows {
		showBase = showBase || r.Baseline > 0
		showStart = showStart || r.OK > 0 && r.Setup > 0
	}
	showStart = showStart && l.start

	t := table.NewWriter()
	style := table.StyleLight
	if opt.ASCII {
		style = table.StyleDefault
	}
	style.Format.Header = text.FormatDefault
	if !l.rules {
		style.Options.DrawBorder = false
		style.Options.SeparateColumns = false
	}
	t.SetStyle(style)
	header := table.Row{"solver", "n", "median"}
	if l.minMax {
		header = append(header, "min", "max")
	}
	if l.solved {
		header = append(header, "solved")
	}
	if showStart {
		header = append(header, "start")
	}
	header = append(header, "steps")
	if l.restarts {
		header = append(header, "restarts")
	}
	if l.perStep {
		header = append(header, "time/step")
	}
	if showBase {
		header = append(header, "× "+opt.Baseline)
	}
	t.AppendHeader(header)
	var configs []table.ColumnConfig
	for i := 2; i <= len(header); i++ {
		configs = append(configs, table.ColumnConfig{Number: i, Align: text.AlignRight, AlignHeader: text.AlignRight})
	}
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
		row := table.Row{r.Solver, Count(float64(r.N)), c.median}
		if l.minMax {
			row = append(row, c.min, c.max)
		}
		if l.solved {
			row = append(row, c.solved)
		}
		if showStart {
			row = append(row, c.start)
		}
		row = append(row, c.steps)
		if l.restarts {
			row = append(row, c.restarts)
		}
		if l.perStep {
			row = append(row, c.perStep)
		}
		if showBase {
			row = append(row, c.base)
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

// Wrap breaks s into lines of at most width columns at spaces (escape
// codes not counted), each line after the first indented by two spaces. A
// word longer than a line is left whole.
func Wrap(s string, width int) string {
	const indent = "  "
	if width <= len(indent)+1 || text.RuneWidthWithoutEscSequences(s) <= width {
		return s
	}
	var b strings.Builder
	line := 0
	for i, word := range strings.Fields(s) {
		ww := text.RuneWidthWithoutEscSequences(word)
		switch {
		case i == 0:
		case line+1+ww > width:
			b.WriteString("\n" + indent)
			line = len(indent)
		default:
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += ww
	}
	return b.String()
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
		c.base = Ratio(r.Baseline)
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
		c.steps = Count(r.Steps)
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
	c.restarts = Count(r.Restarts)
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

// Count prints a median count: whole numbers with thousands separators
// (469,455), halves with one decimal (12.5).
func Count(x float64) string {
	frac := ""
	if x != math.Trunc(x) {
		s := strconv.FormatFloat(x, 'f', 1, 64)
		frac = s[strings.IndexByte(s, '.'):]
		x = math.Trunc(x)
	}
	return units.Thousands(int64(x)) + frac
}

// Ratio prints a multiple with three significant figures (see
// [units.Ratio]): 1.00×, 12.3×, 456×, 12,345×.
func Ratio(x float64) string { return units.Ratio(x) }
