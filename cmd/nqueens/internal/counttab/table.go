package counttab

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/longrun"
)

// errMismatch is returned by [Table.Finish] when a count differs from the
// published one.
var errMismatch = errors.New("a count differs from the published value: this is a bug, please report it")

// Table writes records as a table of n, total, unique, time and the check
// against OEIS, columns aligned for counts up to the n it is made for; or
// as JSON lines. Each row is flushed as it is written.
type Table struct {
	w        *bufio.Writer
	json     bool
	totalW   int
	mismatch bool
	rows     int
	headed   bool // the header is written
}

// New starts a table for counts up to n = maxN; the text table's header
// comes with its first row.
func New(w io.Writer, maxN int, asJSON bool) *Table {
	width := 20
	if total, _, ok := exact.Published(maxN); ok {
		width = max(5, len(units.Thousands(int64(total))))
	}
	return &Table{w: bufio.NewWriter(w), json: asJSON, totalW: width}
}

// header writes the text table's header, once, before its first row: a
// count stopped or refused before any row finished leaves no bare header.
func (t *Table) header() {
	if t.headed {
		return
	}
	t.headed = true
	fmt.Fprintf(t.w, "%3s  %*s  %*s  %9s  %s\n", "n", t.totalW, "total", t.totalW, "unique", "time", "check (OEIS A000170, A002562)")
}

// Row writes r: a stopped count only as JSON (the text table holds
// finished counts; a message says what a stop reached).
func (t *Table) Row(r longrun.Record) {
	t.mismatch = t.mismatch || r.Published != nil && !*r.Published
	if r.Status == nqueens.Solved {
		t.rows++
	}
	switch {
	case t.json:
		WriteJSON(t.w, r) // an error stays in t.w, for Finish
	case r.Status != nqueens.Solved:
		return
	default:
		t.header()
		unique := "-"
		if r.Unique != nil {
			unique = units.Thousands(int64(*r.Unique))
		}
		check := "not published"
		if total, uniq, _ := exact.Published(r.N); r.Published != nil && *r.Published {
			check = "ok"
		} else if r.Published != nil {
			check = fmt.Sprintf("MISMATCH: published %s and %s", units.Thousands(int64(total)), units.Thousands(int64(uniq)))
		}
		fmt.Fprintf(t.w, "%3d  %*s  %*s  %9s  %s\n", r.N, t.totalW, units.Thousands(int64(r.Total)), t.totalW, unique, units.Duration(time.Duration(r.ElapsedNS)), check)
	}
	t.w.Flush()
}

// Rows is the number of finished counts written.
func (t *Table) Rows() int { return t.rows }

// Finish flushes the table; it returns the write error, or, if a count
// differs from the published one, an error that says so and asks for a
// bug report.
func (t *Table) Finish() error {
	if err := t.w.Flush(); err != nil {
		return fmt.Errorf("writing the counts: %w", err)
	}
	if t.mismatch {
		return errMismatch
	}
	return nil
}

// WriteJSON writes v, a record of JSON.md ([longrun.Record],
// [longrun.EstimateRecord]), as one line of JSON.
func WriteJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err == nil {
		_, err = w.Write(append(b, '\n'))
	}
	return err
}
