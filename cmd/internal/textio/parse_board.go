package textio

import (
	"strconv"
	"strings"

	"github.com/nqueens/nqueens"
)

// Board drawings, as package render draws them: each line is a row, row
// n-1 at the top, labelled with its 1-based number, then one cell per
// column: a glyph and a filler (the full layout) or the glyph alone (the
// compact layout); column labels follow. Queens and other squares are told
// apart by the glyph: anything but a queen (an empty square, a line of
// attack, a blank colored square) is empty. Unlabelled boards drawn by hand
// (". Q . .") read too.
var (
	queenGlyphs = map[rune]bool{'♛': true, '♕': true, '♚': true, '♔': true, 'Q': true, 'X': true, '*': true, '■': true, '●': true}
	otherGlyphs = map[rune]bool{
		' ': true, '·': true, '.': true, '_': true, '□': true, '○': true, // empty squares
		'-': true, '\\': true, '/': true, '+': true, '|': true, // ASCII lines of attack
		'─': true, '╲': true, '╱': true, '╳': true, '│': true, '┼': true,
	}
)

// boardRow is one line of a drawing: its label (0 when none) and its
// cells' text after the label.
type boardRow struct {
	label   int
	cells   []rune
	line    int
	colored bool // blank squares may have been trimmed at the end
}

// parseBoardRow splits a line (escapes stripped) into label and cells,
// and reports false when it is not a row of a drawing. A label alone is
// a row of blank colored squares, trimmed.
func parseBoardRow(t string, first, colored bool) (boardRow, bool) {
	label, rest, ok := cutRowLabel(strings.TrimLeft(strings.TrimRight(t, " \t"), " "))
	if !ok {
		return boardRow{}, false
	}
	cells := []rune(rest)
	queens := 0
	for _, r := range cells {
		switch {
		case queenGlyphs[r]:
			queens++
		case !otherGlyphs[r]:
			return boardRow{}, false
		}
	}
	if first && queens == 0 && (label == 0 || len(cells) == 0 && !colored) {
		return boardRow{}, false // a first row shows a queen or squares
	}
	if label == 0 && len(cells) == 0 {
		return boardRow{}, false
	}
	return boardRow{label: label, cells: cells, colored: colored}, true
}

// cutRowLabel cuts the label (1 to 3 digits, not 0, then a space or the
// end) off the start of a board row, and returns the label (0: none) and
// the rest; ok is false when the row starts with a number that is not a
// label.
func cutRowLabel(rest string) (label int, cells string, ok bool) {
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	switch {
	case i == 0:
		return 0, rest, true
	case i >= 4 || i < len(rest) && rest[i] != ' ':
		return 0, "", false
	}
	label, _ = strconv.Atoi(rest[:i])
	if label == 0 {
		return 0, "", false
	}
	rest = rest[i:]
	if rest != "" {
		rest = rest[1:]
	}
	return label, rest, true
}

// isBoardLine reports whether t (escapes stripped) can be the first (top)
// line of a drawing.
func isBoardLine(t string, colored bool) bool {
	_, ok := parseBoardRow(t, true, colored)
	return ok
}

// readBoard reads a drawing whose first (top) line, line no, is given.
func (r *Reader) readBoard(first string, no int, colored bool) (Parsed, error) {
	rows, err := r.readBoardRows(first, no, colored)
	if err != nil {
		return Parsed{}, err
	}
	width, err := boardLayout(rows, no)
	if err != nil {
		return Parsed{}, err
	}
	p, err := boardQueens(rows, width, no)
	if err != nil {
		return Parsed{}, err
	}
	return Parsed{Placement: p, Format: Board, Line: no}, nil
}

// readBoardRows reads the rows of a drawing, the first given, up to the
// first line that is not a row like it (labelled or not, as the first
// is), and the column labels under it.
func (r *Reader) readBoardRows(first string, no int, colored bool) ([]boardRow, error) {
	row, _ := parseBoardRow(first, true, colored)
	row.line = no
	rows := []boardRow{row}
	for {
		line, lno, ok, err := r.readLine()
		if err != nil || !ok {
			return rows, err
		}
		clean := stripEscapes(line)
		t := string(clean)
		next, isRow := parseBoardRow(t, false, len(clean) != len(line))
		if !isRow || (next.label == 0) != (rows[0].label == 0) {
			return rows, r.skipColumnLabels(line, t)
		}
		next.line = lno
		rows = append(rows, next)
		if len(rows) > r.maxN() {
			return nil, r.fail(&LimitError{Line: no, Max: r.maxN(), Why: r.MaxWhy})
		}
	}
}

// skipColumnLabels reads past up to two lines of column labels under a
// drawing, line (t without escapes) the first line after its rows, and
// gives back the first line that is neither a label nor skippable.
func (r *Reader) skipColumnLabels(line []byte, t string) error {
	for k := 0; k < 2 && !skippable(line) && isLabelLine(t); k++ {
		var ok bool
		var err error
		if line, _, ok, err = r.readLine(); err != nil {
			return err
		} else if !ok {
			return nil
		}
		t = string(stripEscapes(line))
	}
	if !skippable(line) {
		r.unread(line)
	}
	return nil
}

// boardLayout checks the rows' labels and lengths against their number n
// and returns the columns a square takes: 2 in the full layout (a glyph
// and a filler per square), 1 in the compact one (the glyph alone).
func boardLayout(rows []boardRow, no int) (width int, err error) {
	n := len(rows)
	for i, row := range rows {
		if row.label != 0 && row.label != n-i {
			return 0, parseErrorf(row.line, "the row is labelled %d, but in a board of %d rows (starting on line %d) it is row %d", row.label, n, no, n-i)
		}
	}
	width = 2
	for _, row := range rows {
		if len(row.cells) > 2*n {
			return 0, parseErrorf(row.line, "board row has %d characters, too many for a board of %d rows", len(row.cells), n)
		}
		if len(row.cells) > n {
			width = 2
			break
		}
		for c := 1; c < len(row.cells); c += 2 {
			if queenGlyphs[row.cells[c]] {
				width = 1
			}
		}
	}
	for _, row := range rows {
		if want := width*n - (width - 1); !row.colored && len(row.cells) != want && len(row.cells) != width*n {
			return 0, parseErrorf(row.line, "board row has %d squares, the board has %d rows: a board is n x n", (len(row.cells)+width-1)/width, n)
		}
	}
	return width, nil
}

// boardQueens reads the placement off rows whose squares take width
// columns: one queen in each column, on a square.
func boardQueens(rows []boardRow, width, no int) (nqueens.Placement, error) {
	n := len(rows)
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = -1
	}
	for i, row := range rows {
		rowNo := int32(n - 1 - i) // the top line is row n-1
		for k, g := range row.cells {
			if !queenGlyphs[g] {
				continue
			}
			if k%width != 0 {
				return nil, parseErrorf(row.line, "a queen between two squares (character %d of the row)", k+1)
			}
			c := k / width
			if c >= n {
				return nil, parseErrorf(row.line, "a queen in column %d of a board of %d rows: a board is n x n", c+1, n)
			}
			if p[c] >= 0 {
				return nil, parseErrorf(row.line, "column %d has a second queen (rows %d and %d, 1-based): a placement has one queen per column", c+1, p[c]+1, rowNo+1)
			}
			p[c] = rowNo
		}
	}
	for c, v := range p {
		if v < 0 {
			return nil, parseErrorf(rows[n-1].line, "column %d of the board that starts on line %d has no queen: a placement has one queen per column (or the board is not n x n)", c+1, no)
		}
	}
	return p, nil
}

// isLabelLine reports whether t is a line of column labels under a board:
// lowercase letters, digits and spaces only.
func isLabelLine(t string) bool {
	t = strings.TrimSpace(t)
	if t == "" {
		return false
	}
	for _, c := range t {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == ' ') {
			return false
		}
	}
	return true
}
