package render

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/testkit/golden"
)

// golden compares got with testdata/name; on a mismatch it writes the new
// text beside it as name.got. -update rewrites the golden file.

// styles are the four combinations every drawing is pinned in.
var styles = []struct {
	name  string
	style Style
}{
	{"ascii", Style{}},
	{"unicode", Style{Unicode: true}},
	{"ascii-color", Style{Color: true}},
	{"unicode-color", Style{Unicode: true, Color: true}},
}

var (
	solution8 = nqueens.Placement{0, 4, 7, 5, 2, 6, 1, 3}
	// attacked8 has a row attack (b, c on row 1... see the golden file), and
	// attacks on both diagonals.
	attacked8 = nqueens.Placement{0, 2, 2, 5, 3, 7, 1, 6}
)

func TestBoardGolden(t *testing.T) {
	boards := []struct {
		name   string
		p      nqueens.Placement
		layout Layout
	}{
		{"solution8", solution8, Auto},
		{"attacked8", attacked8, Auto},
		{"attacked8-compact", attacked8, Compact},
		{"attacked8-matrix", attacked8, Matrix},
		{"row30", row30(), Auto},
		{"compact40", compact40(), Auto},
		{"one", nqueens.Placement{0}, Auto},
		{"partial6", nqueens.Placement{1, 3, 5, nqueens.Empty, 2, nqueens.Empty}, Auto},
	}
	for _, bd := range boards {
		for _, st := range styles {
			s := st.style
			s.Layout = bd.layout
			got, err := Draw(bd.p, s)
			if err != nil {
				t.Fatalf("%s: %v", bd.name, err)
			}
			golden.Check(t, bd.name+"."+st.name, []byte(got))
		}
	}
}

// row30 is a 30-queen board with a few attacks: column numbers instead of
// letters, and two label lines.
func row30() nqueens.Placement {
	p := make(nqueens.Placement, 30)
	for c := range p {
		p[c] = int32((2*c + 1) % 30)
	}
	p[29] = p[0]
	return p
}

// compact40 is a 40-queen board, drawn compact by Auto.
func compact40() nqueens.Placement {
	p := make(nqueens.Placement, 40)
	for c := range p {
		p[c] = int32((3*c + 2) % 40)
	}
	return p
}

func TestHighlight(t *testing.T) {
	plain, _ := Draw(solution8, Style{Unicode: true, Color: true})
	marked, _ := Draw(solution8, Style{Unicode: true, Color: true, Highlight: []int{2, -1, 99}})
	if plain == marked {
		t.Fatal("highlighting column c changed nothing")
	}
	if !strings.Contains(marked, ";102;") && !strings.Contains(marked, ";42;") {
		t.Fatal("highlight is not green")
	}
	// Without color the highlight draws nothing.
	a, _ := Draw(solution8, Style{})
	b, _ := Draw(solution8, Style{Highlight: []int{2}})
	if a != b {
		t.Fatal("highlight changed an uncolored drawing")
	}
}

func TestMatrixMatchesTextio(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 12; n++ {
		p := make(nqueens.Placement, n)
		for c := range p {
			p[c] = int32(r.IntN(n))
		}
		var want bytes.Buffer
		if err := textio.WriteMatrix(&want, p); err != nil {
			t.Fatal(err)
		}
		got, err := Draw(p, Style{Layout: Matrix, Unicode: true})
		if err != nil {
			t.Fatal(err)
		}
		if got != want.String() {
			t.Fatalf("n=%d: matrix drawing\n%s\ndiffers from textio.WriteMatrix\n%s", n, got, want.String())
		}
	}
}

func TestRangeError(t *testing.T) {
	var re *nqueens.RangeError
	if _, err := Draw(nqueens.Placement{0, 5, 1}, Style{}); !errors.As(err, &re) || re.Column != 1 {
		t.Fatalf("Draw with row 5 of 3: err = %v, want a RangeError for column 1", err)
	}
	if _, err := Analyze(nqueens.Placement{-1}); !errors.As(err, &re) {
		t.Fatalf("Analyze with row -1: err = %v", err)
	}
	var b bytes.Buffer
	if err := Board(&b, nqueens.Placement{3, 0}, Style{}); err == nil || b.Len() != 0 {
		t.Fatalf("Board wrote %q, err %v; want nothing and an error", b.String(), err)
	}
}

func TestAnalyzeMatchesHeuristic(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		n := 1 + r.IntN(20)
		p := make(nqueens.Placement, n)
		for c := range p {
			p[c] = int32(r.IntN(n))
		}
		checkAnalysis(t, p)
	}
}

func FuzzDraw(f *testing.F) {
	f.Add([]byte{0, 4, 7, 5, 2, 6, 1, 3})
	f.Add([]byte{0, 0, 0})
	f.Add([]byte{1})
	f.Add([]byte{3, 255, 0, 255})
	f.Fuzz(func(t *testing.T, data []byte) {
		n := len(data)
		if n == 0 || n > 40 {
			return
		}
		p := make(nqueens.Placement, n)
		partial := false
		for c, v := range data {
			p[c] = int32(int(v) % n)
			if v == 255 {
				p[c], partial = nqueens.Empty, true
			}
		}
		if !partial {
			checkAnalysis(t, p)
		}
		for _, st := range styles {
			s := st.style
			s.Layout = Compact
			out, err := Draw(p, s)
			if err != nil {
				t.Fatal(err)
			}
			checkCompact(t, p, out, s)
		}
	})
}

// checkAnalysis compares the drawing's attack analysis with the heuristic
// package's counts and a brute-force check of every square's lines.
func checkAnalysis(t *testing.T, p nqueens.Placement) {
	t.Helper()
	at, err := Analyze(p)
	if err != nil {
		t.Fatal(err)
	}
	if at.Pairs != heuristic.AttackingPairs(p) || at.Queens != heuristic.Attacked(p) {
		t.Fatalf("%v: Analyze = %d pairs, %d queens; heuristic says %d, %d", p, at.Pairs, at.Queens, heuristic.AttackingPairs(p), heuristic.Attacked(p))
	}
	a := analyze(p)
	n := len(p)
	for c := range n {
		if a.attacked[c] != at.Attacked[c] {
			t.Fatalf("%v: column %d attacked %v in the drawing, %v in Analyze", p, c, a.attacked[c], at.Attacked[c])
		}
	}
	// A square is on a line of kind k when queens of that line stand on
	// both sides of it (or on it).
	for r := range n {
		for c := range n {
			var want uint8
			left, right := false, false
			for c2, r2 := range p {
				if int(r2) == r && c2 <= c {
					left = true
				}
				if int(r2) == r && c2 >= c {
					right = true
				}
			}
			if left && right && countRow(p, r) > 1 {
				want |= onRow
			}
			if between(p, r, c, 1) {
				want |= onDiag
			}
			if between(p, r, c, -1) {
				want |= onAnti
			}
			if got := a.lines[r*n+c]; got != want {
				t.Fatalf("%v: square (%d,%d) lines %03b, want %03b", p, r, c, got, want)
			}
		}
	}
}

func countRow(p nqueens.Placement, r int) int {
	k := 0
	for _, r2 := range p {
		if int(r2) == r {
			k++
		}
	}
	return k
}

// between reports whether two distinct queens on the diagonal through
// (r, c) (dir 1: row+col constant, -1: row-col constant) stand on either
// side of it, one possibly on it.
func between(p nqueens.Placement, r, c, dir int) bool {
	left, right, count := false, false, 0
	for c2, r2 := range p {
		on := dir == 1 && int(r2)+c2 == r+c || dir == -1 && int(r2)-c2 == r-c
		if !on {
			continue
		}
		count++
		if c2 <= c {
			left = true
		}
		if c2 >= c {
			right = true
		}
	}
	return count > 1 && left && right
}

// checkCompact reads the queens back from a compact drawing: each board
// line starts with its rank and holds one character per square.
func checkCompact(t *testing.T, p nqueens.Placement, out string, s Style) {
	t.Helper()
	n := len(p)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	labels := 1
	if n > 26 {
		labels = 2
	}
	if len(lines) != n+labels {
		t.Fatalf("%d lines for n = %d:\n%s", len(lines), n, out)
	}
	g := s.glyphs()
	for i := range n {
		r := n - 1 - i
		// The rank, right-aligned, and one space come before the squares.
		line := StripSGR(lines[i])
		lw := len(strconv.Itoa(n)) + 1
		if len(line) < lw {
			t.Fatalf("line %q too short:\n%s", line, out)
		}
		cells := []rune(line[lw:])
		for c := range n {
			want := int(p[c]) == r
			got := c < len(cells) && (string(cells[c]) == g.queen || string(cells[c]) == g.hit)
			if got != want {
				t.Fatalf("row %d column %d: queen drawn %v, want %v:\n%s", r, c, got, want, out)
			}
		}
	}
}

func TestSparkline(t *testing.T) {
	cases := []struct {
		trace   []int64
		width   int
		unicode bool
		want    string
	}{
		{nil, 10, true, ""},
		{[]int64{0, 0}, 10, true, "▁▁"},
		{[]int64{7, 6, 5, 4, 3, 2, 1, 0}, 0, true, "█▇▆▅▄▃▂▁"},
		{[]int64{3, 2, Gap, 5, 0}, 0, false, "+:|#_"},
		{[]int64{9, 9, 1, 0}, 2, false, "#_"},
		{[]int64{1, 1}, 0, true, "██"}, {[]int64{1, 9}, 0, true, "▂█"},
	}
	for _, c := range cases {
		if got := Sparkline(c.trace, c.width, c.unicode); got != c.want {
			t.Errorf("Sparkline(%v, %d, %v) = %q, want %q", c.trace, c.width, c.unicode, got, c.want)
		}
	}
}

func TestParseLayout(t *testing.T) {
	for l := Auto; l <= Matrix; l++ {
		if got, ok := ParseLayout(l.String()); !ok || got != l {
			t.Errorf("ParseLayout(%q) = %v, %v", l.String(), got, ok)
		}
	}
	if _, ok := ParseLayout("wide"); ok {
		t.Error("ParseLayout accepted wide")
	}
}

// TestCaption: a solution, and a wrong placement with its counts in the
// right singulars and Verify's first attack.
func TestCaption(t *testing.T) {
	sol := nqueens.Placement{1, 3, 0, 2}
	at, _ := Analyze(sol)
	if got, want := at.caption("q.txt", sol, nqueens.Verify(sol)), "q.txt: 4 queens, a solution: no two attack each other"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	bad := nqueens.Placement{0, 2, 4, 1, 3, 5}
	at, _ = Analyze(bad)
	verr := nqueens.Verify(bad)
	want := "stdin: 6 queens, not a solution: 2 queens attacked, 1 attacking pair\nfirst attack: " + verr.Error()
	if got := at.caption("stdin", bad, verr); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Show writes the caption, then the board; a row off the board is
// refused before anything is written.
func TestShow(t *testing.T) {
	var b, want bytes.Buffer
	if err := Show(&b, "q.txt", attacked8, Style{}); err != nil {
		t.Fatal(err)
	}
	at, _ := Analyze(attacked8)
	want.WriteString(at.caption("q.txt", attacked8, nqueens.Verify(attacked8)) + "\n")
	Board(&want, attacked8, Style{})
	if b.String() != want.String() {
		t.Errorf("Show wrote\n%s\nwant\n%s", b.String(), want.String())
	}
	b.Reset()
	if err := Show(&b, "q.txt", nqueens.Placement{0, 4, 1}, Style{}); !errors.As(err, new(*nqueens.RangeError)) || b.Len() > 0 {
		t.Errorf("a row off the board: %v, wrote %q; want a RangeError and nothing", err, b.String())
	}
}

// TestMatrixAsTheBoard: the matrix layout is the board's picture in 0s
// and 1s, the top row first (it printed row 0 first, upside down against
// every board drawing).
func TestMatrixAsTheBoard(t *testing.T) {
	p := nqueens.Placement{4, 2, 0, 3, 1}
	board, err := Draw(p, Style{Layout: Full})
	if err != nil {
		t.Fatal(err)
	}
	matrix, err := Draw(p, Style{Layout: Matrix})
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, line := range strings.Split(board, "\n")[:len(p)] {
		_, squares, _ := strings.Cut(line, " ") // the rank number
		want = append(want, strings.NewReplacer("Q", "1", ".", "0").Replace(squares))
	}
	if got := strings.Split(strings.TrimSuffix(matrix, "\n"), "\n"); !slices.Equal(got, want) {
		t.Errorf("matrix\n%s\nboard\n%s", matrix, board)
	}
}
