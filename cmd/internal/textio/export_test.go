package textio

import (
	"io"

	"github.com/nqueens/nqueens"
)

// For the tests of package textio_test.
var (
	Check         = check
	NewSeen       = newSeen
	ReadPlacement = readPlacement
)

func (c Checked) Invalid(label string) string                { return c.invalid(label) }
func (c Checked) WriteRecord(w io.Writer, file string) error { return c.writeRecord(w, file) }
func (l *ListWriter) Write(p nqueens.Placement) error        { return l.write(p) }
func (r *Reader) Next() (Parsed, error)                      { return r.next() }
func (s *Seen) Add(p nqueens.Placement) bool                 { return s.add(p) }
