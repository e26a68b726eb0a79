package registry_test

import (
	"fmt"

	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/formula"
)

// A solver of one's own joins the module's: the commands built from the
// list (solve's --method, compare's --solvers) then run it like any other.
func ExampleList_With() {
	solvers, err := registry.Solvers().With(registry.Entry{
		Name: "mine", Summary: "the explicit construction under another name",
		StepName: "steps", Measure: "attacking pairs", MaxN: formula.MaxN, Solve: formula.Solve,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	e, err := solvers.Lookup("mine")
	fmt.Println(e.Summary, err)
	_, err = solvers.With(registry.Entry{Name: "qs1", Summary: "again", StepName: "swaps", MaxN: 8, Solve: formula.Solve})
	fmt.Println(err)
	// Output:
	// the explicit construction under another name <nil>
	// registry: entry "qs1" registered twice
}
