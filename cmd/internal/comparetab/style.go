package comparetab

import (
	"fmt"
	"io"

	"github.com/fatih/color"
	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/nqueens/nqueens/internal/wrap"
)

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

// wrapText breaks s into lines of at most width columns at spaces (escape
// codes not counted; never between a number and its unit), each line
// after the first indented by two spaces. A
// word longer than a line is left whole; s is left as it is when it fits
// or when width leaves no room for the indent.
func wrapText(s string, width int) string {
	const indent = "  "
	if width <= len(indent)+1 || text.RuneWidthWithoutEscSequences(s) <= width {
		return s
	}
	return wrap.Layout{Indent: indent, Width: text.RuneWidthWithoutEscSequences, Units: true}.Text(s, width)
}

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
