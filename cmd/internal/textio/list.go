package textio

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/nqueens/nqueens"
)

// ListWriter writes a listing, placements one after another, in a format
// [Reader] reads back as the same sequence:
//   - perm: one line per placement;
//   - json: one object per line, {"n":8,"index":1,"placement":[0,4,...]},
//     index counting from 1 among the placements of the same n;
//   - matrix and board: one drawing per placement, a blank line between.
//
// Output is buffered: call Flush at the end. Each placement costs O(n)
// time (O(n²) for matrix and board) and no allocation after the first.
type ListWriter struct {
	// Draw draws a placement in the board format (package render's Board
	// with the caller's style); it must be set for Board.
	Draw func(w io.Writer, p nqueens.Placement) error

	w      *bufio.Writer
	format Format
	n      int   // n of the last placement
	index  int64 // of the last placement among those of its n
	line   []byte
	wrote  bool
}

// NewListWriter returns a ListWriter writing to w in format f, which is
// Perm, JSON, Matrix or Board.
func NewListWriter(w io.Writer, f Format) *ListWriter {
	return &ListWriter{w: bufio.NewWriterSize(w, 1<<16), format: f}
}

// write writes p, which it does not keep.
func (l *ListWriter) write(p nqueens.Placement) error {
	if len(p) != l.n {
		l.n, l.index = len(p), 0
	}
	l.index++
	var err error
	switch l.format {
	case Perm:
		l.line = appendPerm(l.line[:0], p)
		_, err = l.w.Write(l.line)
	case JSON:
		l.line = fmt.Appendf(l.line[:0], `{"n":%d,"index":%d,"placement":`, len(p), l.index)
		l.line = appendJSONRows(l.line, p)
		l.line = append(l.line, "}\n"...)
		_, err = l.w.Write(l.line)
	case Matrix, Board:
		if l.wrote {
			l.w.WriteByte('\n')
		}
		if l.format == Matrix {
			err = WriteMatrix(l.w, p)
		} else if l.Draw == nil {
			err = fmt.Errorf("textio: ListWriter.Draw is not set for the board format")
		} else {
			err = l.Draw(l.w, p)
		}
	default:
		err = fmt.Errorf("textio: a listing cannot be written in the %s format", l.format)
	}
	l.wrote = true
	return err
}

// Format is the format l writes.
func (l *ListWriter) Format() Format { return l.format }

// Flush writes what is buffered.
func (l *ListWriter) Flush() error { return l.w.Flush() }

// Stop ends a listing that a stop cut short (st LimitReached or
// Canceled) after listed placements of n, and flushes. A JSON listing
// gets a last line saying so, {"n":8,"status":"canceled","listed":40}
// (list_stopped of JSON.md); the other formats end where they stopped.
func (l *ListWriter) Stop(n int, st nqueens.Status, listed uint64) error {
	if l.format == JSON {
		word, _ := st.MarshalText()
		l.line = fmt.Appendf(l.line[:0], `{"n":%d,"status":%q,"listed":%d}`+"\n", n, word, listed)
		l.w.Write(l.line)
	}
	return l.w.Flush()
}

// appendPerm appends p as a perm line: 0-based rows separated by spaces,
// and a newline.
func appendPerm(b []byte, p nqueens.Placement) []byte {
	for c, r := range p {
		if c > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(r), 10)
	}
	return append(b, '\n')
}

// appendJSONRows appends p as a JSON array of 0-based rows.
func appendJSONRows(b []byte, p nqueens.Placement) []byte {
	b = append(b, '[')
	for c, r := range p {
		if c > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(r), 10)
	}
	return append(b, ']')
}

// InvalidError is a placement a listing was given that [nqueens.Verify]
// refused: a bug in what produced it.
type InvalidError struct {
	Placement nqueens.Placement
	Err       error
}

func (e *InvalidError) Error() string {
	return fmt.Sprintf("the placement %v is not a solution: %v", e.Placement, e.Err)
}

// List writes every placement that list yields, each checked with
// [nqueens.Verify] first, until list ends or limit placements are written
// (limit 0: all), and flushes. failure is an [*InvalidError] or a write
// error, which stops the listing; stop is what list returned (such as
// ctx's error). O(n) per placement besides its drawing.
func (l *ListWriter) List(list func(yield func(nqueens.Placement) bool) error, limit uint64) (listed uint64, failure, stop error) {
	stop = list(func(p nqueens.Placement) bool {
		if err := nqueens.Verify(p); err != nil {
			failure = &InvalidError{Placement: slices.Clone(p), Err: err}
			return false
		}
		listed++
		failure = l.write(p)
		return failure == nil && (limit == 0 || listed < limit)
	})
	if err := l.Flush(); failure == nil {
		failure = err
	}
	return listed, failure, stop
}
