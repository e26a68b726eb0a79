package main

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
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/units"
)

// The status words of count records: nqueens.Status's, the vocabulary of
// every command's JSON (written once, in search.go).
var (
	statusSolved   = nqueens.Solved.Word()
	statusCanceled = nqueens.Canceled.Word()
	statusLimit    = nqueens.LimitReached.Word()
)

// countRecord is one n of count --format json, and of count merge (the
// records count and merge of JSON.md).
type countRecord struct {
	N      int    `json:"n"`
	Method string `json:"method"`
	Status string `json:"status"`
	// Total and Unique are the counts, of the tasks done so far when
	// stopped; Unique is absent when the method does not count it.
	Total     uint64  `json:"total"`
	Unique    *uint64 `json:"unique,omitempty"`
	TasksDone *int    `json:"tasks_done,omitempty"`
	Tasks     *int    `json:"tasks,omitempty"`
	Shards    int     `json:"shards,omitempty"` // merge only
	ElapsedNS int64   `json:"elapsed_ns"`
	// Published says whether a finished count agrees with OEIS; absent
	// when stopped or not published.
	Published *bool `json:"published,omitempty"`
}

// countRecordOf describes c, counted by info with status; done and tasks
// are the tasks counted and their number (0, 0: a method without tasks).
func countRecordOf(c exact.Counts, info exact.MethodInfo, status string, done, tasks int) countRecord {
	r := countRecord{N: c.N, Method: string(info.Method), Status: status, Total: c.Total, ElapsedNS: c.Elapsed.Nanoseconds()}
	if tasks > 0 {
		r.TasksDone, r.Tasks = &done, &tasks
	}
	if c.HasUnique {
		r.Unique = &c.Unique
	}
	if total, unique, known := exact.Published(c.N); known && status == statusSolved {
		agrees := total == c.Total && (!c.HasUnique || unique == c.Unique)
		r.Published = &agrees
	}
	return r
}

// countTable prints count records as a table with aligned columns, or as
// JSON lines.
type countTable struct {
	w        *bufio.Writer
	json     bool
	totalW   int
	mismatch bool
	rows     int // finished counts printed
}

func newCountTable(w io.Writer, maxN int, asJSON bool) *countTable {
	width := 5
	if total, _, ok := exact.Published(maxN); ok {
		width = max(width, len(strconv.FormatUint(total, 10)))
	} else {
		width = 20
	}
	t := &countTable{w: bufio.NewWriter(w), json: asJSON, totalW: width}
	if !asJSON { // the header at once: the first row may take hours
		fmt.Fprintf(t.w, "%3s  %*s  %*s  %9s  %s\n", "n", t.totalW, "total", t.totalW, "unique", "time", "check (OEIS A000170, A002562)")
		t.w.Flush()
	}
	return t
}

// row prints r (a stopped count only in JSON: the message says what it
// reached) and flushes, so that rows appear as they are counted.
func (t *countTable) row(r countRecord) {
	t.mismatch = t.mismatch || r.Published != nil && !*r.Published
	if r.Status == statusSolved {
		t.rows++
	}
	switch {
	case t.json:
		b, _ := json.Marshal(r)
		t.w.Write(append(b, '\n'))
	case r.Status != statusSolved:
		return
	default:
		unique := "-"
		if r.Unique != nil {
			unique = strconv.FormatUint(*r.Unique, 10)
		}
		check := "not published"
		if total, uniq, _ := exact.Published(r.N); r.Published != nil && *r.Published {
			check = "ok"
		} else if r.Published != nil {
			check = fmt.Sprintf("MISMATCH: published %d and %d", total, uniq)
		}
		fmt.Fprintf(t.w, "%3d  %*d  %*s  %9s  %s\n", r.N, t.totalW, r.Total, t.totalW, unique, units.Duration(time.Duration(r.ElapsedNS)), check)
	}
	t.w.Flush()
}

// finish flushes the table and fails if a row could not be written or
// differs from the published counts.
func (t *countTable) finish() error {
	if err := t.w.Flush(); err != nil {
		return cli.Failf("writing the counts: %v", err)
	}
	if t.mismatch {
		return cli.Failf("a count differs from the published value: this is a bug, please report it")
	}
	return nil
}

// stopStatus is the status word of a count stopped by err, or "" for an
// error that is not a stop.
func stopStatus(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return statusLimit
	case errors.Is(err, context.Canceled):
		return statusCanceled
	}
	return ""
}

func stopWhy(status string) string {
	if status == statusLimit {
		return "stopped by --time-limit"
	}
	return "interrupted"
}
