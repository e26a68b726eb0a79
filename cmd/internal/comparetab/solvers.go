package comparetab

import (
	"errors"
	"slices"
	"strings"

	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/compare"
)

// All is every registered solver, in the registry's order, as compare
// takes them.
func All() []compare.Solver { return of(registry.All()) }

// of describes the registry's entries es as compare takes them.
func of(es []registry.Entry) []compare.Solver {
	solvers := make([]compare.Solver, len(es))
	for i, e := range es {
		solvers[i] = compare.Solver{Name: e.Name, Solve: e.Solve, MaxN: e.MaxN, StepName: e.StepName,
			StepsInSetup: e.StepsInSetup, Classroom: e.Classroom}
	}
	return solvers
}

// Solvers returns the registered solvers that list names, comma-separated,
// in the list's order and without repeats; "" or "all" names every
// registered solver, in the registry's order. An unknown name is an error
// that lists the known ones.
func Solvers(list string) ([]compare.Solver, error) {
	list = strings.TrimSpace(list)
	if list == "" || list == "all" {
		all := registry.All()
		if len(all) == 0 {
			return nil, errors.New("no solver is registered")
		}
		return of(all), nil
	}
	var solvers []registry.Entry
	for name := range strings.SplitSeq(list, ",") {
		e, err := registry.Lookup(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		if !slices.ContainsFunc(solvers, func(x registry.Entry) bool { return x.Name == e.Name }) {
			solvers = append(solvers, e)
		}
	}
	return of(solvers), nil
}
