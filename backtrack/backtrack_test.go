package backtrack_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/backtrack"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
)

func TestSolve(t *testing.T) {
	maxN := 29 // n = 28 and 29 take 3 and 1.5 million nodes
	if testing.Short() {
		maxN = 24
	}
	solvertest.Run(t, backtrack.Solve, solvertest.Options{MaxN: maxN, Seeds: 1, HardN: 1000})
}

// TestFirstSolution: the search returns the lexicographically first
// solution, 1 5 8 6 3 7 2 4 for n = 8 (1-based).
func TestFirstSolution(t *testing.T) {
	res, err := backtrack.Solve(context.Background(), 8, nqueens.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if want := (nqueens.Placement{0, 4, 7, 5, 2, 6, 1, 3}); !slices.Equal(res.Placement, want) {
		t.Fatalf("got %v, want %v", res.Placement, want)
	}
}

// TestNodes pins the nodes to the first solution for n = 4..29, the
// irregular sequence the package documentation describes.
func TestNodes(t *testing.T) {
	f, err := os.Open("testdata/nodes.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var rows int
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		var n int
		var nodes int64
		if _, err := fmt.Sscan(line, &n, &nodes); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if testing.Short() && nodes > 1_000_000 {
			continue
		}
		rows++
		res, err := backtrack.Solve(context.Background(), n, nqueens.Settings{})
		if err != nil || res.Status != nqueens.Solved {
			t.Fatal(n, err, res.Status)
		}
		if res.Stats.Steps != nodes {
			t.Errorf("n=%d: %d nodes, want %d", n, res.Stats.Steps, nodes)
		}
	}
	if rows < 20 {
		t.Fatalf("only %d rows checked", rows)
	}
}

// TestArrayMatchesBitboard: both versions visit the same nodes and return
// the same placement.
func TestArrayMatchesBitboard(t *testing.T) {
	maxN := 24
	if testing.Short() {
		maxN = 19
	}
	for n := 1; n <= maxN; n++ {
		if !nqueens.HasSolution(n) {
			continue
		}
		bb, _ := backtrack.Solve(context.Background(), n, nqueens.Settings{})
		ar := backtrack.SolveArray(context.Background(), n, nqueens.Settings{})
		if ar.Status != nqueens.Solved || !slices.Equal(bb.Placement, ar.Placement) || bb.Stats.Steps != ar.Stats.Steps {
			t.Fatalf("n=%d: bitboard %v in %d nodes, array %v %v in %d nodes", n, bb.Placement, bb.Stats.Steps, ar.Status, ar.Placement, ar.Stats.Steps)
		}
		if ar.Stats.Evaluations < ar.Stats.Steps {
			t.Fatalf("n=%d: %d squares tested for %d nodes", n, ar.Stats.Evaluations, ar.Stats.Steps)
		}
	}
}

// TestTimeLimit: n = 40 needs far more than a second; the limit stops it
// with a partial placement whose empty columns hold -1.
func TestTimeLimit(t *testing.T) {
	for _, n := range []int{40, 200} {
		res, err := backtrack.Solve(context.Background(), n, nqueens.Settings{TimeLimit: 50 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != nqueens.LimitReached {
			t.Fatalf("n=%d: status %v, want limit reached", n, res.Status)
		}
		placed := 0
		for placed < n && res.Placement[placed] >= 0 {
			placed++
		}
		for c := placed; c < n; c++ {
			if res.Placement[c] != -1 {
				t.Fatalf("n=%d: column %d holds %d after the first empty column %d", n, c, res.Placement[c], placed)
			}
		}
		if int64(n-placed) != res.Stats.Conflicts || placed == n {
			t.Fatalf("n=%d: %d columns placed, Conflicts %d", n, placed, res.Stats.Conflicts)
		}
		// The queens placed so far attack no one.
		for a := range placed {
			for b := a + 1; b < placed; b++ {
				ra, rb := res.Placement[a], res.Placement[b]
				if ra == rb || int(ra)-int(rb) == a-b || int(ra)-int(rb) == b-a {
					t.Fatalf("n=%d: columns %d and %d attack each other", n, a, b)
				}
			}
		}
	}
}

// TestEvents: replaying the Move events rebuilds the final placement.
func TestEvents(t *testing.T) {
	solvers := map[int]func(nqueens.Settings) nqueens.Result{
		8: func(s nqueens.Settings) nqueens.Result {
			res, err := backtrack.Solve(context.Background(), 8, s)
			if err != nil {
				t.Fatal(err)
			}
			return res
		},
		14: func(s nqueens.Settings) nqueens.Result { return backtrack.SolveArray(context.Background(), 14, s) },
	}
	for n, solve := range solvers {
		board := make([]int32, n)
		for c := range board {
			board[c] = -1
		}
		var moves int64
		obs := nqueens.ObserverFunc(func(e nqueens.Event) {
			if e.Kind != nqueens.Move {
				return
			}
			if board[e.Col] != e.From {
				t.Fatalf("n=%d: move from %d but column %d holds %d", n, e.From, e.Col, board[e.Col])
			}
			board[e.Col] = e.To
			if e.To >= 0 {
				moves++
			}
		})
		res := solve(nqueens.Settings{Observer: obs})
		if res.Status != nqueens.Solved || !slices.Equal(board, res.Placement) || moves != res.Stats.Steps {
			t.Fatalf("n=%d: replayed %v in %d moves, result %v in %d nodes", n, board, moves, res.Placement, res.Stats.Steps)
		}
	}
}

func Example() {
	res, _ := backtrack.Solve(context.Background(), 8, nqueens.Settings{})
	one := make([]string, len(res.Placement))
	for c, r := range res.Placement {
		one[c] = strconv.Itoa(int(r) + 1)
	}
	fmt.Println(res.Status, strings.Join(one, " "), res.Stats.Steps, "nodes")
	// Output: solved 1 5 8 6 3 7 2 4 113 nodes
}
