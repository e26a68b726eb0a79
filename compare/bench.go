package compare

import (
	"fmt"
	"io"
	"runtime"
)

// WriteBench writes the solved trials as Go benchmark result lines,
// one per trial, that benchstat reads:
//
//	BenchmarkSolve/solver=qs1/n=1000000 1 4123456 ns/op 4012345 setup-ns/op 2871 steps/op 0 restarts/op
//
// The count is the runs timed together (Trial.Batch: a solve under
// BatchTime is timed in a batch), ns/op the time per run. setup-ns/op is
// the solver's start phase (Trial.Setup), part of ns/op.
// The solver and n are name keys, so `benchstat -col /solver` puts solvers
// side by side; the seeds are the repetitions benchstat takes the median
// and confidence interval over. Failed trials have no time worth
// comparing and are left out, and so are the correct "no solution"
// answers for n = 2, 3, which are not solves (the rows and the JSON count
// them all).
func WriteBench(w io.Writer, trials []Trial) error {
	if _, err := fmt.Fprintf(w, "goos: %s\ngoarch: %s\npkg: github.com/nqueens/nqueens/compare\n", runtime.GOOS, runtime.GOARCH); err != nil {
		return err
	}
	for _, t := range trials {
		if t.Outcome != Solved {
			continue
		}
		if _, err := fmt.Fprintf(w, "BenchmarkSolve/solver=%s/n=%d\t%d\t%d ns/op\t%d setup-ns/op\t%d steps/op\t%d restarts/op\n",
			t.Solver, t.N, max(t.Batch, 1), t.Elapsed.Nanoseconds(), t.Setup.Nanoseconds(), t.Steps, t.Restarts); err != nil {
			return err
		}
	}
	return nil
}
