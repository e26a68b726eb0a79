package comparetab_test

import (
	"os"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/comparetab"
	"github.com/nqueens/nqueens/compare"
)

// Trials from any source (a Run, or ReadJSON of a saved run) summarized
// and printed as a table; the broken solver's wrong answers are failures.
// qs1 spends half of each run in its start, so its time per swap is the
// other half divided by its swaps.
func ExampleWriteTable() {
	ms := time.Millisecond
	trials := []compare.Trial{
		{Solver: "formula", N: 1000, Seed: 1, Elapsed: ms / 100, Outcome: compare.Solved},
		{Solver: "formula", N: 1000, Seed: 2, Elapsed: ms / 50, Outcome: compare.Solved},
		{Solver: "qs1", N: 1000, Seed: 1, Elapsed: ms / 10, Setup: ms / 20, Steps: 11, Outcome: compare.Solved},
		{Solver: "qs1", N: 1000, Seed: 2, Elapsed: ms / 5, Setup: ms / 10, Steps: 7, Outcome: compare.Solved},
		{Solver: "broken", N: 1000, Seed: 1, Elapsed: ms, Outcome: compare.Invalid, Detail: "two queens on row 1"},
		{Solver: "broken", N: 1000, Seed: 2, Elapsed: ms, Outcome: compare.Solved},
	}
	rows := compare.Summarize(trials, []compare.Solver{{Name: "qs1", StepName: "swaps"}}, "formula")
	if err := comparetab.WriteTable(os.Stdout, rows, comparetab.TableOptions{ASCII: true, Baseline: "formula"}); err != nil {
		panic(err)
	}
	// Output:
	// +---------+-------+---------+--------+--------+--------+-------+---------+----------+--------------+-----------+
	// | solver  |     n |  median |    min |    max | solved | start |   steps | restarts |    time/step | × formula |
	// +---------+-------+---------+--------+--------+--------+-------+---------+----------+--------------+-----------+
	// | formula | 1,000 | 15 µs * |  10 µs |  20 µs |    2/2 |     — |       — |        0 |              |     1.00× |
	// | qs1     | 1,000 |  150 µs | 100 µs | 200 µs |    2/2 | 75 µs | 7 swaps |        0 | 9.42 µs/swap |     10.0× |
	// | broken  | 1,000 |    1 ms |   1 ms |   1 ms |    1/2 |     — |       — |        0 |              |     66.7× |
	// +---------+-------+---------+--------+--------+--------+-------+---------+----------+--------------+-----------+
	// * the fastest median for its n
	// broken at n = 1,000: 1 failure; two queens on row 1
}
