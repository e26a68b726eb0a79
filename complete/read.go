package complete

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// Format is a way of writing an instance down.
type Format int

const (
	// ExcludedDiagonals is CSPLib problem 079's Excluded Diagonals
	// format, as published: "n = N", "numdiags = M", "diags = [[d, t],
	// ...]" (see [Diagonal]).
	ExcludedDiagonals Format = iota + 1
	// Completion is CSPLib problem 079's n-Queens Completion format, an
	// Essence' parameter file: "letting n = N", "letting init = [[r, c],
	// ...]", a queen at row r, column c, 0-based, row 0 at the bottom.
	Completion
	// Plain is the toolkit's own line format: "n N", then lines "place
	// R,C", "forbid R,C", "sum R,C" and "diff R,C" (the diagonal through
	// square R,C, Row+Col or Row-Col constant, excluded), "row R C1,C2,..."
	// and "col C R1,R2,..." (the only squares that line allows); squares
	// 1-based, row first, as the --place flag reads them; "#" starts a
	// comment.
	Plain
)

func (f Format) String() string {
	switch f {
	case ExcludedDiagonals:
		return "excluded-diagonals"
	case Completion:
		return "completion"
	case Plain:
		return "plain"
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// formatNames names the formats by their first words, for the messages.
const formatNames = "CSPLib Excluded Diagonals (n = N), CSPLib n-Queens Completion (letting n = N) or the plain format (n N)"

// maxInput bounds the instance text Parse reads, so that a wrong file (a
// disk image) fails with a message instead of filling memory.
const maxInput = 1 << 30

// Parse reads an instance in any of the three formats, telling them apart
// by their first words; a leading UTF-8 byte-order mark is
// skipped. Every number is read whole: "8abc", "1e10", "12O" or "2l" are
// refused, never read as their prefix. It validates the instance
// ([Instance.Validate]). A text it cannot read is a [*SyntaxError], an
// instance that cannot be used an [*InstanceError], each with the line
// and the text at fault in the input's own coordinates; an error of r is
// returned as it is. It is O(size of the text); the text may be up to
// 1 GiB.
func Parse(r io.Reader) (*Instance, Format, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, 0, err
	}
	if len(data) > maxInput {
		return nil, 0, &SyntaxError{Want: "the text is larger than 1 GiB: not an instance"}
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a Windows editor's byte-order mark
	f := sniff(data)
	var in *Instance
	switch f {
	case Plain:
		in, err = parsePlain(data)
	default:
		in, err = parseEssence(data, f)
	}
	if err != nil {
		return nil, f, err
	}
	if err := in.Validate(); err != nil {
		return nil, f, err
	}
	return in, f, nil
}

// sniff names the format of an instance's text from its words:
// Completion when it has "letting", ExcludedDiagonals when it has "=",
// Plain otherwise.
func sniff(data []byte) Format {
	switch {
	case bytes.Contains(data, []byte("letting")):
		return Completion
	case bytes.Contains(data, []byte("=")):
		return ExcludedDiagonals
	}
	return Plain
}

// WriteExcludedDiagonals writes n and diags in CSPLib's Excluded
// Diagonals format, as the paper's generator lays it out.
func WriteExcludedDiagonals(w io.Writer, n int, diags []Diagonal) error {
	var b strings.Builder
	fmt.Fprintf(&b, "n = %d\nnumdiags = %d\ndiags = [", n, len(diags))
	for i, d := range diags {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(d.String())
	}
	b.WriteString("]\n")
	_, err := io.WriteString(w, b.String())
	return err
}
