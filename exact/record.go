package exact

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/units"
)

// Record is one count as `nqueens count --format json` and `count merge`
// write it (the records count and merge of JSON.md).
type Record struct {
	N      int            `json:"n"`
	Method string         `json:"method"`
	Status nqueens.Status `json:"status"` // Solved, or Canceled or LimitReached with what was reached
	// Total and Unique are the counts, of the tasks done so far when
	// stopped; Unique is nil when the method does not count it.
	Total     uint64  `json:"total"`
	Unique    *uint64 `json:"unique,omitempty"`
	TasksDone *int    `json:"tasks_done,omitempty"`
	Tasks     *int    `json:"tasks,omitempty"`
	Shards    int     `json:"shards,omitempty"` // merge only
	ElapsedNS int64   `json:"elapsed_ns"`
	// Published says whether a finished count agrees with OEIS; nil when
	// stopped or not published.
	Published *bool `json:"published,omitempty"`
}

// RecordOf describes c, counted by method with status st; done and tasks
// are the tasks counted and their number (0, 0: a method without tasks).
func RecordOf(c Counts, method Method, st nqueens.Status, done, tasks int) Record {
	r := Record{N: c.N, Method: string(method), Status: st, Total: c.Total, ElapsedNS: c.Elapsed.Nanoseconds()}
	if tasks > 0 {
		r.TasksDone, r.Tasks = &done, &tasks
	}
	if c.HasUnique {
		r.Unique = &c.Unique
	}
	if total, unique, known := Published(c.N); known && st == nqueens.Solved {
		agrees := total == c.Total && (!c.HasUnique || unique == c.Unique)
		r.Published = &agrees
	}
	return r
}

// Reached says what a stopped count reached: "n = 12: 5 of 10 tasks
// done, 1234 solutions so far" for a method with tasks, "n = 12" for the
// others (what they found is not a count of anything).
func (r Record) Reached() string {
	if r.Tasks == nil {
		return fmt.Sprintf("n = %d", r.N)
	}
	return fmt.Sprintf("n = %d: %d of %d tasks done, %d solutions so far", r.N, *r.TasksDone, *r.Tasks, r.Total)
}

// StopStatus is the status of a count stopped by err (a deadline:
// LimitReached; a cancel: Canceled), and false for an error that is not a
// stop.
func StopStatus(err error) (nqueens.Status, bool) {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return nqueens.LimitReached, true
	case errors.Is(err, context.Canceled):
		return nqueens.Canceled, true
	}
	return 0, false
}

// ErrMismatch is returned by [Table.Finish] when a count differs from the
// published one.
var ErrMismatch = errors.New("a count differs from the published value: this is a bug, please report it")

// Table writes records as a table of n, total, unique, time and the check
// against OEIS, columns aligned for counts up to the n it is made for; or
// as JSON lines. Each row is flushed as it is written (a row may take
// hours).
type Table struct {
	w        *bufio.Writer
	json     bool
	totalW   int
	mismatch bool
	rows     int
}

// NewTable starts a table for counts up to n = maxN, writing its header at
// once unless asJSON.
func NewTable(w io.Writer, maxN int, asJSON bool) *Table {
	width := 20
	if total, _, ok := Published(maxN); ok {
		width = max(5, len(strconv.FormatUint(total, 10)))
	}
	t := &Table{w: bufio.NewWriter(w), json: asJSON, totalW: width}
	if !asJSON {
		fmt.Fprintf(t.w, "%3s  %*s  %*s  %9s  %s\n", "n", t.totalW, "total", t.totalW, "unique", "time", "check (OEIS A000170, A002562)")
		t.w.Flush()
	}
	return t
}

// Row writes r: a stopped count only as JSON (the text table holds
// finished counts; a message says what a stop reached).
func (t *Table) Row(r Record) {
	t.mismatch = t.mismatch || r.Published != nil && !*r.Published
	if r.Status == nqueens.Solved {
		t.rows++
	}
	switch {
	case t.json:
		r.WriteJSON(t.w) // an error stays in t.w, for Finish
	case r.Status != nqueens.Solved:
		return
	default:
		unique := "-"
		if r.Unique != nil {
			unique = strconv.FormatUint(*r.Unique, 10)
		}
		check := "not published"
		if total, uniq, _ := Published(r.N); r.Published != nil && *r.Published {
			check = "ok"
		} else if r.Published != nil {
			check = fmt.Sprintf("MISMATCH: published %d and %d", total, uniq)
		}
		fmt.Fprintf(t.w, "%3d  %*d  %*s  %9s  %s\n", r.N, t.totalW, r.Total, t.totalW, unique, units.Duration(time.Duration(r.ElapsedNS)), check)
	}
	t.w.Flush()
}

// Rows is the number of finished counts written.
func (t *Table) Rows() int { return t.rows }

// Finish flushes the table; it returns the write error, or [ErrMismatch]
// if a count differs from the published one.
func (t *Table) Finish() error {
	if err := t.w.Flush(); err != nil {
		return fmt.Errorf("writing the counts: %w", err)
	}
	if t.mismatch {
		return ErrMismatch
	}
	return nil
}

// WriteJSON writes r as one line of JSON.
func (r Record) WriteJSON(w io.Writer) error { return writeJSONLine(w, r) }

// writeJSONLine writes v as one line of JSON: a record of JSON.md.
func writeJSONLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err == nil {
		_, err = w.Write(append(b, '\n'))
	}
	return err
}

// WriteMerged writes r, the record of files shard results merged, as
// `count merge` prints it: the counts, the shards, the counting time
// added up, and whether OEIS agrees (nothing when it differs: the caller
// says so, as a failure).
func (r Record) WriteMerged(w io.Writer, files int) error {
	var unique uint64
	if r.Unique != nil {
		unique = *r.Unique
	}
	_, err := fmt.Fprintf(w, "n = %d: total %d, unique %d, from %d of %d shards (%s of counting)\n",
		r.N, r.Total, unique, files, r.Shards, units.Duration(time.Duration(r.ElapsedNS)))
	switch {
	case err != nil:
	case r.Published == nil:
		_, err = fmt.Fprintln(w, "no published count to check against")
	case *r.Published:
		_, err = fmt.Fprintln(w, "OEIS A000170 and A002562 agree")
	}
	return err
}

// MergeRecord merges results (see [Merge]; names[i] names results[i])
// into the record `count merge` writes: status Solved, Shards the split's,
// Published whether OEIS agrees where it is known.
func MergeRecord(results []ShardResult, names []string) (Record, error) {
	c, err := Merge(results, names)
	if err != nil {
		return Record{}, err
	}
	r := RecordOf(c, Method(results[0].Method), nqueens.Solved, 0, 0)
	r.Shards = results[0].Shards
	return r, nil
}
