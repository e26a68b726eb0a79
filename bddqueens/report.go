package bddqueens

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/units"
)

// ConstructionHelp lists the constructions and [Both], one a line, for
// help text.
func ConstructionHelp() string {
	var b strings.Builder
	for _, c := range Constructions {
		fmt.Fprintf(&b, "  %-9s %s\n", c.Name, c.Summary)
	}
	return b.String() + fmt.Sprintf("  %-9s %s", Both, BothSummary)
}

// StopStatus is the status of work that err stopped: LimitReached for
// the memory limit ([bdd.ErrMemoryLimit]), Canceled for ctx's error; false
// for any other error.
func StopStatus(err error) (nqueens.Status, bool) {
	switch {
	case errors.Is(err, bdd.ErrMemoryLimit):
		return nqueens.LimitReached, true
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return nqueens.Canceled, true
	}
	return 0, false
}

// Record is the JSON of `nqueens bdd count` and `bdd squares` (records
// bdd_count and bdd_squares of JSON.md). Squares are 0-based, [row, col].
type Record struct {
	N            int            `json:"n"`
	Status       nqueens.Status `json:"status"`
	Total        json.Number    `json:"total,omitempty"`
	Construction string         `json:"construction"`
	Nodes        int            `json:"nodes,omitempty"`
	Place        [][2]int       `json:"place,omitempty"`
	Forbid       [][2]int       `json:"forbid,omitempty"`
	BuildNS      int64          `json:"build_ns,omitempty"`
	ElapsedNS    int64          `json:"elapsed_ns"`
	StoreBytes   uint64         `json:"store_bytes,omitempty"`
	// MaxMemoryBytes is the memory limit of work it stopped (status
	// LimitReached); EstimateBytes, set when the build was refused before
	// it started, the memory estimate of the construction that passes it
	// ([Query.TooLarge]). Zero: absent.
	EstimateBytes  uint64          `json:"estimate_bytes,omitempty"`
	MaxMemoryBytes uint64          `json:"max_memory_bytes,omitempty"`
	Squares        [][]json.Number `json:"squares,omitempty"`
}

// Record starts the record of q with status st; elapsed is the time
// since the build began. Work that a limit stopped (LimitReached) records
// q.MaxMemory, the limit.
func (q Query) Record(st nqueens.Status, elapsed time.Duration) Record {
	r := Record{N: q.N, Status: st, Construction: q.Construction, ElapsedNS: elapsed.Nanoseconds()}
	if st == nqueens.LimitReached {
		r.MaxMemoryBytes = q.MaxMemory
	}
	for _, p := range q.Place {
		r.Place = append(r.Place, [2]int{p.Row, p.Col})
	}
	for _, p := range q.Forbid {
		r.Forbid = append(r.Forbid, [2]int{p.Row, p.Col})
	}
	return r
}

// Refused is the record of a build of q refused before it started
// because est, the memory estimate of one of its constructions
// ([Query.TooLarge]), passes q.MaxMemory: status LimitReached, nothing
// spent.
func (q Query) Refused(est uint64) Record {
	r := q.Record(nqueens.LimitReached, 0)
	r.EstimateBytes = est
	return r
}

// Write writes r as one line of JSON.
func (r Record) Write(w io.Writer) error {
	b, err := json.Marshal(r)
	if err == nil {
		_, err = w.Write(append(b, '\n'))
	}
	return err
}

// Counted is the answer of `bdd count`: the solutions of the last diagram
// built, and what building and counting cost.
type Counted struct {
	Query
	Built   []Built
	Total   *big.Int
	Elapsed time.Duration // counting only
}

// Count counts the solutions of the last diagram of built: O(nodes).
func Count(q Query, built []Built) (Counted, error) {
	start := time.Now()
	total, err := built[len(built)-1].Diagram.Count()
	return Counted{Query: q, Built: built, Total: total, Elapsed: time.Since(start)}, err
}

// Record is the record of the answer (status Solved); elapsed is the
// time since the build began.
func (c Counted) Record(elapsed time.Duration) Record {
	r := c.Query.Record(nqueens.Solved, elapsed)
	last := c.Built[len(c.Built)-1]
	r.Total = json.Number(c.Total.String())
	r.Nodes = last.Nodes
	for _, b := range c.Built {
		r.BuildNS += b.Elapsed.Nanoseconds()
	}
	r.StoreBytes = last.Diagram.M.Bytes()
	return r
}

// WriteText writes the answer as bdd count prints it: the count, each
// construction's diagram and time, the constrained diagram, the store.
func (c Counted) WriteText(w io.Writer) error {
	last := c.Built[len(c.Built)-1]
	fmt.Fprintf(w, "n = %d%s: %s\n", c.N, c.Describe(), units.BigCount(c.Total, "solution"))
	for _, r := range c.Built {
		extra := ""
		if r.States > 0 {
			extra = " from " + units.Count(int64(r.States), "search state")
		}
		fmt.Fprintf(w, "%s construction: %s over %s, built in %s%s\n",
			r.Construction, units.Count(int64(r.Nodes), "node"), units.Count(int64(c.N*c.N), "variable"), units.Duration(r.Elapsed), extra)
	}
	if len(c.Built) > 1 {
		fmt.Fprintf(w, "both constructions give the identical %d-node diagram\n", c.Built[0].Nodes)
	}
	if last.Constrained >= 0 {
		fmt.Fprintf(w, "with the constraints: %s\n", units.Count(int64(last.Constrained), "node"))
	}
	_, err := fmt.Fprintf(w, "counted in %s; diagram store %s\n", units.Duration(c.Elapsed), units.Bytes(last.Diagram.M.Bytes()))
	return err
}

// PerSquare is the answer of `bdd squares`: the solutions with a queen on
// each square, Counts[row][col], and their total.
type PerSquare struct {
	Query
	Nodes   int // of the diagram of all solutions
	Counts  [][]*big.Int
	Total   *big.Int
	Elapsed time.Duration
}

// CountSquares counts, in one pass over the last diagram of built, the
// solutions with a queen on each square: O(nodes + n²) big additions.
func CountSquares(q Query, built []Built) (PerSquare, error) {
	start := time.Now()
	last := built[len(built)-1]
	counts, err := last.Diagram.SquareCounts()
	total, terr := last.Diagram.Count()
	return PerSquare{Query: q, Nodes: last.Nodes, Counts: counts, Total: total, Elapsed: time.Since(start)}, cmp.Or(err, terr)
}

// Record is the record of the answer (status Solved); elapsed is the
// time since the build began.
func (s PerSquare) Record(elapsed time.Duration) Record {
	r := s.Query.Record(nqueens.Solved, elapsed)
	r.Total = json.Number(s.Total.String())
	r.Nodes = s.Nodes
	for _, row := range s.Counts {
		var out []json.Number
		for _, c := range row {
			out = append(out, json.Number(c.String()))
		}
		r.Squares = append(r.Squares, out)
	}
	return r
}

// WriteText writes the total, a line saying what the table holds, then
// the table (render.SquareCounts, row n at the top). Two short lines
// rather than one: with a constraint, one line passed 100 columns.
func (s PerSquare) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "n = %d%s: %s, counted in %s\nsolutions with a queen on each square (row %d at the top):\n",
		s.N, s.Describe(), units.BigCount(s.Total, "solution"), units.Duration(s.Elapsed), s.N)
	return render.SquareCounts(w, s.Counts)
}

// Title names the heat map of s: "8 queens: 92 solutions".
func (s PerSquare) Title() string {
	return fmt.Sprintf("%d queens%s: %s", s.N, s.Describe(), units.BigCount(s.Total, "solution"))
}
