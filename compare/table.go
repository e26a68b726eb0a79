package compare

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/fatih/color"
	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
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
}

// WriteTable writes rows as an aligned table, one row per solver and n,
// groups of one n separated by a rule (when a group has two rows or more),
// the fastest median of each n marked with a star (and green), then a
// legend for the star and a footnote for every row with failures. Alignment is the same with and without color: widths are
// measured without escape codes.
func WriteTable(w io.Writer, rows []Row, opt TableOptions) error {
	paint := painter{on: opt.Color}
	showBase := false
	for _, r := range rows {
		showBase = showBase || r.Baseline > 0
	}

	t := table.NewWriter()
	style := table.StyleLight
	if opt.ASCII {
		style = table.StyleDefault
	}
	style.Format.Header = text.FormatDefault
	t.SetStyle(style)
	header := table.Row{"solver", "n", "median", "min", "max", "solved", "moves", "restarts", "time/move"}
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
	var notes []string
	marked := false
	for _, r := range rows {
		marked = marked || r.Fastest && r.OK > 0
	}
	if marked {
		notes = append(notes, strings.TrimSpace(fastMark)+" the fastest median for its n")
	}
	for i, r := range rows {
		if grouped && i > 0 && r.N != rows[i-1].N {
			t.AppendSeparator()
		}
		t.AppendRow(tableRow(r, paint, showBase))
		if note := footnote(r); note != "" {
			notes = append(notes, note)
		}
	}
	if _, err := io.WriteString(w, t.Render()+"\n"); err != nil {
		return err
	}
	for i, note := range notes {
		if !marked || i > 0 {
			note = paint.red(note)
		}
		if _, err := fmt.Fprintln(w, note); err != nil {
			return err
		}
	}
	return nil
}

// fastMark follows the fastest median of each n, so that plain text
// (no color, or a reader who cannot tell green) shows it too.
const fastMark = " *"

func tableRow(r Row, paint painter, showBase bool) table.Row {
	solved := fmt.Sprintf("%d/%d", r.OK, r.Trials)
	switch {
	case r.Trials == 0:
		solved = "—"
	case r.NoSolution == r.Trials:
		// n = 2 or 3, correctly answered: nothing was solved, nothing failed.
		solved = "no solution"
	case r.OK < r.Trials:
		solved = paint.red(solved)
	}
	row := table.Row{r.Solver, Count(float64(r.N))}
	if r.OK == 0 {
		// No time to show: say why instead, in the median column.
		why := "skipped"
		switch {
		case r.NoSolution == r.Trials && r.Trials > 0:
			why = ""

		case r.TimeLimits > 0 && r.Failures == 0:
			why = paint.red("time limit")
		case r.Failures > 0:
			why = paint.red("failed")
		}
		row = append(row, why, "", "", solved, "", "", "")
	} else {
		med := units.Duration(r.Median)
		if r.Fastest {
			med = paint.green(med + fastMark)
		}
		per := ""
		if r.PerMove > 0 {
			per = units.Duration(time.Duration(math.Round(r.PerMove))) + "/" + singular(r.StepName)
		}
		moves := "—"
		switch {
		case r.Moves == 1:
			moves = "1 " + singular(r.StepName)
		case r.Moves > 0:
			moves = Count(r.Moves) + " " + r.StepName
		}
		row = append(row, med, units.Duration(r.Min), units.Duration(r.Max), solved, moves, Count(r.Restarts), per)
	}
	if showBase {
		cell := ""
		if r.Baseline > 0 {
			cell = Ratio(r.Baseline)
		}
		row = append(row, cell)
	}
	return row
}

// footnote explains a row with failures, or returns "".
func footnote(r Row) string {
	var parts []string
	if r.TimeLimits > 0 {
		parts = append(parts, plural(r.TimeLimits, "time limit"))
	}
	if r.Failures > 0 {
		parts = append(parts, plural(r.Failures, "failure"))
	}
	if r.Skipped > 0 {
		parts = append(parts, plural(r.Skipped, "trial")+" skipped")
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

func plural(k int, what string) string {
	if k == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", k, what)
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
	s := strconv.FormatInt(int64(x), 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s + frac
}

// Ratio prints a multiple with three significant figures: 1.00×, 12.3×,
// 456×, 12,345×.
func Ratio(x float64) string {
	switch {
	case x < 10:
		return strconv.FormatFloat(x, 'f', 2, 64) + "×"
	case x < 100:
		return strconv.FormatFloat(x, 'f', 1, 64) + "×"
	}
	return Count(math.Round(x)) + "×"
}
