package bddqueens

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
)

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

// Record is the record of a count or a count per square, finished,
// stopped or refused: its JSON is the record bdd_count or bdd_squares of
// JSON.md. Squares are 0-based, [row, col].
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

// Counted is the count of the solutions of the last diagram built, and
// what building and counting cost.
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

// PerSquare is the count of the solutions with a queen on each square,
// Counts[row][col], and their total.
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
