package cli

import (
	"bytes"
	"io"
	"os"
	"regexp"
	"strings"
	"unicode/utf8"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/internal/wrap"
)

// HelpWidth is the widest line of every command's --help: a projector's
// terminal of 100 columns, or the terminal's own width when narrower.
const HelpWidth = 100

// The help of every command goes through wrapHelp, so that no line of it
// wraps on a terminal of HelpWidth columns (urfave/cli writes each flag's
// usage on one line, however long).
func init() {
	print := ucli.HelpPrinterCustom
	ucli.HelpPrinterCustom = func(w io.Writer, templ string, data any, funcs map[string]any) {
		var b bytes.Buffer
		print(&b, templ, data, funcs)
		width := HelpWidth
		if tw := terminal.Width(w, 0, os.Getenv); tw > 0 && tw < width {
			width = tw
		}
		io.WriteString(w, wrapHelp(b.String(), width))
	}
}

// hangAt finds where a help line's text starts, for the lines that wrap
// under it: after a flag's name and its padding ("   --n string    board
// sizes"), after a command's name and its dash ("   nqueens compare -
// run solvers"), or after a subcommand's name and its padding in a
// COMMANDS list ("   classroom   the browser classroom"), so that the
// padding is kept and the summaries stay in one column.
var hangAt = regexp.MustCompile(`^(\s+-\S.*?\s{2,}|\s+\S.*? - |\s+\S[^ ]*(?:, \S+)*\s{2,}|\s+)`)

// section matches the heading of a section of help ("DESCRIPTION:").
var section = regexp.MustCompile(`^[A-Z][A-Z ]*:$`)

// wrapHelp breaks every line of help longer than width columns at spaces,
// the lines after the first indented to where its text starts. A word
// longer than the room is left whole. In the DESCRIPTION (a command's
// manual) a paragraph with a line too long is filled again as a whole,
// so that it does not end in ragged halves of lines; a paragraph is a run
// of lines at the manual's own margin, and lines indented further
// (examples, lists) are wrapped one by one.
func wrapHelp(help string, width int) string {
	var out strings.Builder
	lines := strings.Split(help, "\n")
	manual := false
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if section.MatchString(line) {
			manual = line == "DESCRIPTION:"
		}
		if manual && strings.HasPrefix(line, descIndent) && !strings.HasPrefix(line, descIndent+" ") {
			j := i + 1
			for j < len(lines) && strings.HasPrefix(lines[j], descIndent) && !strings.HasPrefix(lines[j], descIndent+" ") {
				j++
			}
			out.WriteString(fillParagraph(lines[i:j], width))
			i = j - 1
			continue
		}
		if utf8.RuneCountInString(line) <= width {
			out.WriteString(line + "\n")
			continue
		}
		indent := len(hangAt.FindString(line))
		if indent > width/2 {
			indent = len(line) - len(strings.TrimLeft(line, " ")) + 4
		}
		out.WriteString(wrapAt(line, width, indent))
	}
	return strings.TrimSuffix(out.String(), "\n")
}

// descIndent is the margin urfave/cli gives the lines of a DESCRIPTION.
const descIndent = "   "

// fillParagraph returns the lines of one paragraph of a manual as they
// are when they all fit width, or else their words filled into lines of
// at most width columns at the paragraph's margin.
func fillParagraph(lines []string, width int) string {
	for _, line := range lines {
		if utf8.RuneCountInString(line) > width {
			return wrap.Layout{First: descIndent, Indent: descIndent}.Text(strings.Join(lines, " "), width) + "\n"
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// wrapAt breaks one line at spaces into lines of at most width columns,
// the first keeping its text up to indent whole, the others indented by
// indent spaces.
func wrapAt(line string, width, indent int) string {
	return wrap.Layout{First: line[:indent], Indent: strings.Repeat(" ", indent)}.Text(line[indent:], width) + "\n"
}
