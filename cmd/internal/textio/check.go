package textio

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/units"
)

// DistinctMax bounds how many placements [check] remembers to tell a
// repeat: about 2^21 map entries of 16 bytes.
const DistinctMax = 1 << 21

// Checked is one placement read by [check] and what [nqueens.Verify]
// said of it.
type Checked struct {
	Parsed
	Err      error // Verify's answer; nil for a solution
	Repeated bool  // read before, among the first DistinctMax placements
}

// Tally is what [check] read: the placements checked (a last invalid one
// included), their sizes, repeats, the last one.
type Tally struct {
	Count   int
	Sizes   []int // distinct n, ascending
	Repeats int
	Last    Parsed
}

// SizeError is a placement whose n is not the one asked for.
type SizeError struct {
	Line, N, Want int
}

func (e *SizeError) Error() string {
	return fmt.Sprintf("line %d: the placement has %s, not %d", e.Line, units.Count(int64(e.N), "queen"), e.Want)
}

// check reads placements from r to its end, verifies each and hands it
// to each. It stops, returning what it read and the error, at the first
// error of reading (a [*ParseError], a [*LimitError] or the reader's),
// at a placement whose n is not want ([*SizeError]; want 0: any n), when
// ctx is done, or when each returns an error. O(n) time per placement; a
// 128-bit hash of each of the first DistinctMax for repeats.
func check(ctx context.Context, r *Reader, want int, each func(Checked) error) (Tally, error) {
	var t Tally
	seen := newSeen()
	for {
		if err := ctx.Err(); err != nil {
			return t, err
		}
		p, err := r.next()
		if err == io.EOF {
			return t, nil
		} else if err != nil {
			return t, err
		}
		if n := len(p.Placement); want > 0 && n != want {
			return t, &SizeError{Line: p.Line, N: n, Want: want}
		}
		c := Checked{Parsed: p, Err: nqueens.Verify(p.Placement)}
		t.Count++
		if i, found := slices.BinarySearch(t.Sizes, len(p.Placement)); !found {
			t.Sizes = slices.Insert(t.Sizes, i, len(p.Placement))
		}
		if t.Count <= DistinctMax && seen.add(p.Placement) {
			c.Repeated = true
			t.Repeats++
		}
		t.Last = p
		if err := each(c); err != nil {
			return t, err
		}
	}
}

// Summary is the line that ends a check in which every placement was a
// solution: "valid: 8 queens, no two attack each other (perm, line 1)"
// for one placement, and for more their count, sizes and whether they
// were distinct.
func (t Tally) Summary() string {
	if t.Count == 1 {
		return fmt.Sprintf("valid: %s, no two attack each other (%s, line %d)", units.Count(int64(len(t.Last.Placement)), "queen"), t.Last.Format, t.Last.Line)
	}
	ns := make([]string, len(t.Sizes))
	for i, n := range t.Sizes {
		ns[i] = units.Thousands(int64(n))
	}
	kind := "all distinct"
	switch {
	case t.Repeats > 0:
		kind = "some repeated"
	case t.Count > DistinctMax:
		kind = fmt.Sprintf("the first %s distinct", units.Thousands(int64(DistinctMax)))
	}
	return fmt.Sprintf("valid: %s (n = %s), every one a solution, %s", units.Count(int64(t.Count), "placement"), strings.Join(ns, ", "), kind)
}

// invalid is the line that reports c, not a solution, read from label:
// "invalid: q.txt, line 3: 8 queens, the queens in columns ...".
func (c Checked) invalid(label string) string {
	return fmt.Sprintf("invalid: %s, line %d: %s, %s", label, c.Line, units.Count(int64(len(c.Placement)), "queen"), Explain(c.Err))
}

// CheckRecord is the JSON of one placement checked (record verify of
// JSON.md).
type CheckRecord struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Format string `json:"format,omitempty"` // absent when no placement was read
	N      int    `json:"n,omitempty"`      // the same
	Valid  bool   `json:"valid"`
	// Status is set when the record is not of a placement read: invalid
	// (the text there is not a placement verify accepts) or canceled.
	Status      string `json:"status,omitempty"`
	FirstAttack []int  `json:"first_attack,omitempty"`
	Reason      string `json:"reason,omitempty"`
	Repeated    bool   `json:"repeated,omitempty"`
}

// writeRecord writes c's record, read from file, as one line of JSON.
func (c Checked) writeRecord(w io.Writer, file string) error {
	r := CheckRecord{File: file, Line: c.Line, Format: string(c.Format), N: len(c.Placement), Valid: c.Err == nil, Repeated: c.Repeated}
	if c.Err != nil {
		r.Reason = Explain(c.Err)
		if ae := (*nqueens.AttackError)(nil); errors.As(c.Err, &ae) {
			r.FirstAttack = []int{ae.A, ae.B}
		}
	}
	b, err := json.Marshal(r)
	if err == nil {
		_, err = w.Write(append(b, '\n'))
	}
	return err
}

// WriteProblem writes the record of input that holds no placement to
// check at line (0: the input as a whole), with status (invalid or
// canceled) and the reason in words.
func WriteProblem(w io.Writer, file string, line int, status, reason string) error {
	b, err := json.Marshal(CheckRecord{File: file, Line: line, Status: status, Reason: reason})
	if err == nil {
		_, err = w.Write(append(b, '\n'))
	}
	return err
}

// Explain says in one line, 1-based as people count, why Verify refused
// a placement: "the queens in columns 1 and 4 (rows 2 and 5, 1-based)
// share a diagonal".
func Explain(err error) string {
	var ae *nqueens.AttackError
	var re *nqueens.RangeError
	switch {
	case errors.As(err, &ae):
		article := "a"
		if ae.Line == nqueens.AntiDiagonal {
			article = "an"
		}
		return fmt.Sprintf("the queens in columns %d and %d (rows %d and %d, 1-based) share %s %s", ae.A+1, ae.B+1, ae.RowA+1, ae.RowB+1, article, ae.Line)
	case errors.As(err, &re):
		return fmt.Sprintf("the queen in column %d is in row %d, outside the board 1..%d (1-based)", re.Column+1, int64(re.Row)+1, re.N)
	}
	return err.Error()
}

// NotSolution is the error of [Report] at the first placement that is not
// a solution, after its line or record is written.
type NotSolution struct{ Checked }

func (e *NotSolution) Error() string { return fmt.Sprintf("line %d: %s", e.Line, Explain(e.Err)) }

// WriteError is the error of [Report] when w fails: Err is w's.
type WriteError struct{ Err error }

func (e *WriteError) Error() string { return e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

// Source names the input of a [Reader] as [Report] gives it: File in
// JSON records ("-" for standard input), Label in text lines ("standard
// input", a file's name).
type Source struct{ File, Label string }

// Report checks what r, reading src, holds as [check] does and writes to
// w what `nqueens verify` shows of each placement: with asJSON its record
// ([Checked.writeRecord]); otherwise the line of one that is not a
// solution ([Checked.invalid]) and a note at the first repeat. It stops
// at the first placement that is not a solution ([*NotSolution]) and when
// a JSON record cannot be written ([*WriteError]; the text lines' write
// errors are left to w's owner), besides check's own stops. The closing line, Tally.Summary, is the
// caller's to write.
func Report(ctx context.Context, r *Reader, want int, w io.Writer, asJSON bool, src Source) (Tally, error) {
	noted := false
	return check(ctx, r, want, func(c Checked) error {
		switch {
		case asJSON:
			if err := c.writeRecord(w, src.File); err != nil {
				return &WriteError{err}
			}
		case c.Err != nil:
			fmt.Fprintln(w, c.invalid(src.Label))
		case c.Repeated && !noted: // one note is enough
			noted = true
			fmt.Fprintf(w, "note: the placement on line %d appeared before\n", c.Line)
		}
		if c.Err != nil {
			return &NotSolution{c}
		}
		return nil
	})
}
