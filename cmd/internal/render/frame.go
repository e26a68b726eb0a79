package render

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/units"
)

// Frame is one picture of an animated search: what happened last, the
// board after it, and the heuristic over time.
type Frame struct {
	Title    string        // first line, such as "qs1: n = 8, seed 1"
	Event    nqueens.Event // the step just made; Event.Placement is drawn
	Measure  string        // what Event.Heuristic counts, such as "collisions"; "" means "conflicts"
	StepName string        // what a step is called, such as "swaps"; "" means "steps"
	// Trace is the heuristic after each step, oldest first, with [Gap]
	// where a restart happened; its last TraceWidth entries are drawn.
	Trace []int64
	Hint  string // last line, such as "q: stop"; empty: none
	// Note, if set, replaces the words the frame would say about Event.
	Note string
	// Extra, if set, ends the status line, such as "solutions 3".
	Extra string
	// NoRestarts leaves the restart count out of the status line, for
	// searches that never restart (backtracking).
	NoRestarts bool
}

// TraceWidth is how many entries of the trace a frame draws.
const TraceWidth = 48

// Render returns the frame as lines ending in "\n": the title, a status
// line (step, restarts, heuristic), the event in words, the board in
// style s, the sparkline and the hint. It is a pure function: the same
// frame and style give the same text. Rows outside [0, n), other than
// [nqueens.Empty], are an error.
func (f Frame) Render(s Style) (string, error) {
	e := f.Event
	board, err := Draw(e.Placement, s)
	if err != nil {
		return "", err
	}
	measure := f.Measure
	if measure == "" {
		measure = "conflicts"
	}
	steps := f.StepName
	if steps == "" {
		steps = "steps"
	}
	dot := ", "
	if s.Unicode {
		dot = " · "
	}
	var b strings.Builder
	if f.Title != "" {
		b.WriteString(bold(f.Title, s) + "\n")
	}
	fmt.Fprintf(&b, "%s %d", steps, e.Step)
	if !f.NoRestarts {
		fmt.Fprintf(&b, "%srestarts %d", dot, e.Restarts)
	}
	fmt.Fprintf(&b, "%s%s %d", dot, measure, e.Heuristic)
	if f.Extra != "" {
		b.WriteString(dot + f.Extra)
	}
	b.WriteByte('\n')
	if f.Note != "" {
		b.WriteString(f.Note + "\n\n")
	} else {
		b.WriteString(f.describe(s, measure) + "\n\n")
	}
	b.WriteString(board)
	b.WriteByte('\n')
	spark := Sparkline(f.Trace, TraceWidth, s.Unicode)
	if s.Color && spark != "" {
		spark = paint(spark, "36")
	}
	b.WriteString(strings.TrimRight(measure+" "+spark, " ") + "\n")
	if f.Hint != "" {
		b.WriteString(f.Hint + "\n")
	}
	return b.String(), nil
}

// describe says in words what the event did.
func (f Frame) describe(s Style, measure string) string {
	e := f.Event
	switch e.Kind {
	case nqueens.Start:
		return describeStart(e, measure)
	case nqueens.Move:
		return describeMove(e, s)
	case nqueens.Swap:
		return f.describeSwap(s, measure)
	case nqueens.Restart:
		msg := fmt.Sprintf("RESTART %d: stuck at %s; starting again", e.Restarts, units.Plural(e.Heuristic, measure))
		if s.Color {
			msg = paint(msg, "33", "1", "7")
		}
		return msg
	case nqueens.Done:
		return describeDone(e, s, measure)
	}
	return e.Kind.String()
}

// arrow is the arrow between a square before and after a step.
func arrow(s Style) string {
	if s.Unicode {
		return "→"
	}
	return "->"
}

// describeStart says how the search (re)started: on an empty board
// (placing queens one by one) or a random one with its measure.
func describeStart(e nqueens.Event, measure string) string {
	p := e.Placement
	if emptyBoard(p) && e.Restarts == 0 {
		return "start: an empty board"
	} else if emptyBoard(p) {
		return fmt.Sprintf("start %d: an empty board", e.Restarts+1)
	}
	if e.Restarts == 0 {
		return "start: a random board with " + units.Plural(e.Heuristic, measure)
	}
	return fmt.Sprintf("start %d: a new random board with %s", e.Restarts+1, units.Plural(e.Heuristic, measure))
}

// describeMove names the squares of a move: a queen placed (attacked or
// not), taken back, or moved within its column.
func describeMove(e nqueens.Event, s Style) string {
	p := e.Placement
	n := len(p)
	switch {
	case e.Col < 0 || e.Col >= n:
		return "move"
	case e.From == nqueens.Empty && e.To == nqueens.Empty:
		return "move"
	case e.From == nqueens.Empty && attacks(p, e.Col):
		return "place " + squareName(n, e.Col, e.To) + " (attacked)"
	case e.From == nqueens.Empty:
		return "place " + squareName(n, e.Col, e.To)
	case e.To == nqueens.Empty:
		return "take back " + squareName(n, e.Col, e.From)
	}
	return fmt.Sprintf("move: %s %s %s", squareName(n, e.Col, e.From), arrow(s), squareName(n, e.Col, e.To))
}

// describeSwap names the squares of two queens that traded rows, and
// says when the swap left the measure where it was (the trace's last two
// values).
func (f Frame) describeSwap(s Style, measure string) string {
	e := f.Event
	p := e.Placement
	n := len(p)
	if e.Col < 0 || e.Col >= n || e.Col2 < 0 || e.Col2 >= n {
		return "swap"
	}
	i, j := e.Col, e.Col2
	msg := fmt.Sprintf("swap: %s and %s %s %s and %s", squareName(n, i, p[j]), squareName(n, j, p[i]), arrow(s), squareName(n, i, p[i]), squareName(n, j, p[j]))
	if t := f.Trace; len(t) >= 2 && t[len(t)-1] == e.Heuristic && t[len(t)-2] == e.Heuristic {
		msg += ", " + measure + " unchanged (a sideways swap)"
	}
	return msg
}

// describeDone says how the search ended.
func describeDone(e nqueens.Event, s Style, measure string) string {
	if hasEmpty(e.Placement) {
		return "done: stopped before every queen was placed"
	}
	if e.Heuristic == 0 {
		msg := "done: solved, no queen is attacked"
		if s.Color {
			msg = paint(msg, "32", "1")
		}
		return msg
	}
	return "done: stopped with " + units.Plural(e.Heuristic, measure) + " left"
}

// squareName names the square of column c (0-based) and row r (0-based)
// as people read it: chess notation ("c5") for n <= 26, else "(col,row)",
// both 1-based.
func squareName(n, c int, r int32) string {
	if n <= 26 {
		return string(rune('a'+c)) + strconv.Itoa(int(r)+1)
	}
	return "(" + strconv.Itoa(c+1) + "," + strconv.Itoa(int(r)+1) + ")"
}

// Squares names the queens of p column by column as people read them,
// separated by spaces: in chess notation for n <= 26, "a2 b4 c1 d3", else
// as "(col,row)", both 1-based. O(n).
func Squares(p nqueens.Placement) string {
	names := make([]string, len(p))
	for c, r := range p {
		names[c] = squareName(len(p), c, r)
	}
	return strings.Join(names, " ")
}

func bold(t string, s Style) string {
	if !s.Color {
		return t
	}
	return paint(t, "1")
}

// attacks reports whether the queen of column c shares a row or a
// diagonal with another queen of p. O(n).
func attacks(p nqueens.Placement, c int) bool {
	r := p[c]
	if r == nqueens.Empty {
		return false
	}
	for k, q := range p {
		if k == c || q == nqueens.Empty {
			continue
		}
		if q == r || q-r == int32(k-c) || q-r == int32(c-k) {
			return true
		}
	}
	return false
}

func hasEmpty(p nqueens.Placement) bool {
	for _, r := range p {
		if r == nqueens.Empty {
			return true
		}
	}
	return false
}

func emptyBoard(p nqueens.Placement) bool {
	for _, r := range p {
		if r != nqueens.Empty {
			return false
		}
	}
	return true
}
