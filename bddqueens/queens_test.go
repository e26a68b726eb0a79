package bddqueens

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
	"github.com/nqueens/nqueens/exact"
)

// referenceCounts reads testdata/counts.tsv (OEIS A000170, copied from the
// project's reference data).
func referenceCounts(t testing.TB) map[int]uint64 {
	f, err := os.Open("testdata/counts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	counts := map[int]uint64{}
	s := bufio.NewScanner(f)
	for s.Scan() {
		line := s.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		n, err1 := strconv.Atoi(fields[0])
		c, err2 := strconv.ParseUint(fields[1], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		counts[n] = c
	}
	return counts
}

// enumerate lists every solution by plain backtracking over columns,
// sharing nothing with the diagram code.
func enumerate(n int) []nqueens.Placement {
	var out []nqueens.Placement
	p := make(nqueens.Placement, n)
	var place func(c int)
	place = func(c int) {
		if c == n {
			out = append(out, p.Clone())
			return
		}
	next:
		for r := range n {
			for cc := range c {
				rr := int(p[cc])
				if rr == r || rr-cc == r-c || rr+cc == r+c {
					continue next
				}
			}
			p[c] = int32(r)
			place(c + 1)
		}
	}
	place(0)
	return out
}

type construction struct {
	name  string
	build func(context.Context, int, uint64, *Progress) (*Diagram, error)
	maxN  int // the largest n tested (short mode: smaller)
}

func constructions() []construction {
	if testing.Short() {
		return []construction{{"direct", direct, 10}, {"classic", classic, 9}, {"textbook", textbook, 8}}
	}
	return []construction{{"direct", direct, 11}, {"classic", classic, 11}, {"textbook", textbook, 9}}
}

func TestCountsAndNodesAgree(t *testing.T) {
	ref := referenceCounts(t)
	nodes := map[int]int{}
	for _, c := range constructions() {
		for n := 1; n <= c.maxN; n++ {
			d, err := c.build(context.Background(), n, 0, nil)
			if err != nil {
				t.Fatalf("%s n=%d: %v", c.name, n, err)
			}
			count, err := d.Count()
			if err != nil || !count.IsUint64() || count.Uint64() != ref[n] {
				t.Errorf("%s n=%d: count %v (%v), want %d", c.name, n, count, err, ref[n])
			}
			size, err := d.Nodes()
			if err != nil {
				t.Fatal(err)
			}
			if want, ok := nodes[n]; ok && size != want {
				t.Errorf("%s n=%d: %d nodes, direct has %d", c.name, n, size, want)
			}
			nodes[n] = size
		}
	}
	// The published size of the 8-queens diagram (2450 nodes in BuDDy's
	// count, which includes one terminal).
	if nodes[8] != 2451 {
		t.Errorf("n=8: %d nodes, want 2451", nodes[8])
	}
}

func TestListEqualsEnumeration(t *testing.T) {
	maxN := 10
	if testing.Short() {
		maxN = 8
	}
	for n := 1; n <= maxN; n++ {
		d, err := Direct(context.Background(), n, 0)
		if err != nil {
			t.Fatal(err)
		}
		var got []nqueens.Placement
		err = d.List(context.Background(), func(p nqueens.Placement) bool {
			if err := nqueens.Verify(p); err != nil {
				t.Fatalf("n=%d: listed %v: %v", n, p, err)
			}
			got = append(got, p)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		want := enumerate(n)
		// Both come out in lexicographic order: compare as sorted lists,
		// which also catches duplicates.
		slices.SortFunc(got, slices.Compare)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("n=%d: listed %d solutions, enumeration has %d (or they differ)", n, len(got), len(want))
		}
	}
}

// The listing equals the exact counter's, as sets (both happen to be in
// lexicographic order; the comparison sorts anyway).
func TestListEqualsExactList(t *testing.T) {
	maxN := 11
	if testing.Short() {
		maxN = 9
	}
	for n := 1; n <= maxN; n++ {
		d, err := Direct(context.Background(), n, 0)
		if err != nil {
			t.Fatal(err)
		}
		var got, want []nqueens.Placement
		if err := d.List(context.Background(), func(p nqueens.Placement) bool { got = append(got, p); return true }); err != nil {
			t.Fatal(err)
		}
		if err := exact.List(context.Background(), n, false, func(p nqueens.Placement) bool { want = append(want, p.Clone()); return true }); err != nil {
			t.Fatal(err)
		}
		slices.SortFunc(got, slices.Compare)
		slices.SortFunc(want, slices.Compare)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("n=%d: the diagram lists %d solutions, exact.List %d (or they differ)", n, len(got), len(want))
		}
	}
}

func TestListStopsAndCollectsGarbage(t *testing.T) {
	d, err := Direct(context.Background(), 8, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	if err := d.List(context.Background(), func(nqueens.Placement) bool { seen++; return seen < 5 }); err != nil {
		t.Fatal(err)
	}
	if seen != 5 {
		t.Fatalf("yield called %d times after asking to stop at 5", seen)
	}
	// The diagram survives the collections made while listing.
	if c, _ := d.Count(); c.Int64() != 92 {
		t.Fatalf("after listing, count %v, want 92", c)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := d.List(ctx, func(nqueens.Placement) bool { return true }); !errors.Is(err, context.Canceled) {
		t.Fatalf("List under a canceled context: %v", err)
	}
}

// constraintsFrom turns fuzz bytes into squares to place and forbid.
func constraintsFrom(n int, data []byte) (place, forbid []nqueens.Square) {
	for i := 0; i+1 < len(data) && i < 16; i += 2 {
		s := nqueens.Square{Row: int(data[i]) % n, Col: int(data[i+1]) % n}
		if data[i]&0x80 != 0 {
			place = append(place, s)
		} else {
			forbid = append(forbid, s)
		}
	}
	return place, forbid
}

func bruteForce(n int, place, forbid []nqueens.Square) (count uint64, bySquare [][]uint64) {
	bySquare = make([][]uint64, n)
	for r := range bySquare {
		bySquare[r] = make([]uint64, n)
	}
next:
	for _, p := range enumerate(n) {
		for _, s := range place {
			if int(p[s.Col]) != s.Row {
				continue next
			}
		}
		for _, s := range forbid {
			if int(p[s.Col]) == s.Row {
				continue next
			}
		}
		count++
		for c, r := range p {
			bySquare[r][c]++
		}
	}
	return count, bySquare
}

func FuzzConstrainedCounts(f *testing.F) {
	f.Add(uint8(6), []byte{})
	f.Add(uint8(8), []byte{0x80, 0, 3, 4})
	f.Add(uint8(7), []byte{0x82, 3, 1, 1, 2, 2, 0x85, 6})
	f.Add(uint8(5), []byte{0x80, 0, 0x81, 1})
	diagrams := map[int]*Diagram{}
	f.Fuzz(func(t *testing.T, size uint8, data []byte) {
		n := int(size)%8 + 1
		d := diagrams[n]
		if d == nil {
			var err error
			if d, err = Direct(context.Background(), n, 0); err != nil {
				t.Fatal(err)
			}
			diagrams[n] = d
		}
		place, forbid := constraintsFrom(n, data)
		c, err := d.Constrain(place, forbid)
		if err != nil {
			t.Fatal(err)
		}
		wantCount, wantSquares := bruteForce(n, place, forbid)
		if got, err := c.Count(); err != nil || got.Uint64() != wantCount {
			t.Fatalf("n=%d place %v forbid %v: count %v (%v), brute force %d", n, place, forbid, got, err, wantCount)
		}
		squares, err := c.SquareCounts()
		if err != nil {
			t.Fatal(err)
		}
		for r := range n {
			for col := range n {
				if squares[r][col].Uint64() != wantSquares[r][col] {
					t.Fatalf("n=%d place %v forbid %v: square (%d,%d) count %v, brute force %d",
						n, place, forbid, r, col, squares[r][col], wantSquares[r][col])
				}
			}
		}
		var listed uint64
		if err := c.List(context.Background(), func(nqueens.Placement) bool { listed++; return true }); err != nil || listed != wantCount {
			t.Fatalf("n=%d place %v forbid %v: listed %d (%v), want %d", n, place, forbid, listed, err, wantCount)
		}
		// Collect the constrained diagrams' garbage now and then.
		if d.M.Size() > 1<<16 {
			if _, err := d.M.GC(d.Root); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func TestSquareCountsEnumeration(t *testing.T) {
	for n := 1; n <= 9; n++ {
		d, err := Direct(context.Background(), n, 0)
		if err != nil {
			t.Fatal(err)
		}
		squares, err := d.SquareCounts()
		if err != nil {
			t.Fatal(err)
		}
		_, want := bruteForce(n, nil, nil)
		for r := range n {
			for c := range n {
				if squares[r][c].Uint64() != want[r][c] {
					t.Fatalf("n=%d square (%d,%d): %v, want %d", n, r, c, squares[r][c], want[r][c])
				}
			}
		}
	}
}

func TestMemoryLimitAndCancel(t *testing.T) {
	for _, c := range constructions() {
		_, err := c.build(context.Background(), 10, 200<<10, nil)
		if !errors.Is(err, bdd.ErrMemoryLimit) {
			t.Errorf("%s n=10 in 200 KiB: err = %v, want ErrMemoryLimit", c.name, err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		_, err = c.build(ctx, 10, 0, nil)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s n=10 canceled: err = %v, want context.Canceled", c.name, err)
		}
	}
}

func ExampleDirect() {
	d, err := Direct(context.Background(), 8, 0)
	if err != nil {
		panic(err)
	}
	count, _ := d.Count()
	nodes, _ := d.Nodes()
	fmt.Println(count, "solutions,", nodes, "nodes")
	// With a queen in the corner of row 0 (0-based), and none on (1, 2):
	c, _ := d.Constrain([]nqueens.Square{{Row: 0, Col: 0}}, []nqueens.Square{{Row: 1, Col: 2}})
	count, _ = c.Count()
	fmt.Println(count, "solutions")
	// Output:
	// 92 solutions, 2451 nodes
	// 4 solutions
}

// With twice the smallest memory limit the diagram fits in (room for the
// scratch arrays of the path counts, not for the store to double), listing
// hits the limit, collects the garbage and goes on to the end.
func TestListUnderTightLimit(t *testing.T) {
	const n = 10
	limit := uint64(256 << 10)
	for {
		_, err := Direct(context.Background(), n, limit)
		if err == nil {
			break
		}
		if !errors.Is(err, bdd.ErrMemoryLimit) {
			t.Fatal(err)
		}
		limit += 64 << 10
	}
	d, err := Direct(context.Background(), n, 2*limit)
	if err != nil {
		t.Fatal(err)
	}
	listed := 0
	err = d.List(context.Background(), func(p nqueens.Placement) bool {
		if err := nqueens.Verify(p); err != nil {
			t.Fatalf("listed %v: %v", p, err)
		}
		listed++
		return true
	})
	if err != nil || listed != 724 {
		t.Fatalf("listed %d (%v) within %d bytes, want 724", listed, err, 2*limit)
	}
}
