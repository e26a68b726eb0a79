package bddtext

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/internal/units"
)

// ConstructionHelp lists the constructions and [bddqueens.Both], one a
// line, for help text.
func ConstructionHelp() string {
	var b strings.Builder
	for _, c := range bddqueens.Constructions {
		fmt.Fprintf(&b, "  %-9s %s\n", c.Name, c.Summary)
	}
	return b.String() + fmt.Sprintf("  %-9s %s", bddqueens.Both, bddqueens.BothSummary)
}

// Describe says which constraints q has, 1-based (row 1 at the bottom),
// as " with a queen on 1,1, none on 3,4", or "" when there are none.
func Describe(q bddqueens.Query) string {
	var parts []string
	for _, s := range q.Place {
		parts = append(parts, fmt.Sprintf("a queen on %d,%d", s.Row+1, s.Col+1))
	}
	for _, s := range q.Forbid {
		parts = append(parts, fmt.Sprintf("none on %d,%d", s.Row+1, s.Col+1))
	}
	if len(parts) == 0 {
		return ""
	}
	return " with " + strings.Join(parts, ", ")
}

// WriteJSON writes r (records bdd_count and bdd_squares of JSON.md) as
// one line of JSON.
func WriteJSON(w io.Writer, r bddqueens.Record) error {
	b, err := json.Marshal(r)
	if err == nil {
		_, err = w.Write(append(b, '\n'))
	}
	return err
}

// WriteCount writes c as bdd count prints it: the count, each
// construction's diagram and time, the constrained diagram, the store.
func WriteCount(w io.Writer, c bddqueens.Counted) error {
	last := c.Built[len(c.Built)-1]
	fmt.Fprintf(w, "n = %d%s: %s\n", c.N, Describe(c.Query), units.BigCount(c.Total, "solution"))
	for _, r := range c.Built {
		extra := ""
		if r.States > 0 {
			extra = " from " + units.Count(int64(r.States), "search state")
		}
		fmt.Fprintf(w, "%s construction: %s over %s, built in %s%s\n",
			r.Construction, units.Count(int64(r.Nodes), "node"), units.Count(int64(c.N*c.N), "variable"), units.Duration(r.Elapsed), extra)
	}
	if len(c.Built) > 1 {
		fmt.Fprintf(w, "both constructions give the identical %s-node diagram\n", units.Thousands(int64(c.Built[0].Nodes)))
	}
	if last.Constrained >= 0 {
		fmt.Fprintf(w, "with the constraints: %s\n", units.Count(int64(last.Constrained), "node"))
	}
	_, err := fmt.Fprintf(w, "counted in %s; diagram store %s\n", units.Duration(c.Elapsed), units.Bytes(last.Diagram.M.Bytes()))
	return err
}

// WriteSquares writes s's total, a line saying what the table holds, then
// the table (render.SquareCounts, row n at the top). Two short lines
// rather than one: with a constraint, one line passed 100 columns.
func WriteSquares(w io.Writer, s bddqueens.PerSquare) error {
	fmt.Fprintf(w, "n = %d%s: %s, counted in %s\nsolutions with a queen on each square (row %d at the top):\n",
		s.N, Describe(s.Query), units.BigCount(s.Total, "solution"), units.Duration(s.Elapsed), s.N)
	return render.SquareCounts(w, s.Counts)
}

// Title names the heat map of s: "8 queens: 92 solutions".
func Title(s bddqueens.PerSquare) string {
	return fmt.Sprintf("%d queens%s: %s", s.N, Describe(s.Query), units.BigCount(s.Total, "solution"))
}
