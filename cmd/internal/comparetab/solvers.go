package comparetab

import (
	"errors"
	"slices"
	"strings"

	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/compare"
)

// All is every solver of solvers, in their order, as compare takes them.
func All(solvers registry.List) []compare.Solver { return of(solvers.All()) }

// of describes the registry's entries es as compare takes them.
func of(es []registry.Entry) []compare.Solver {
	solvers := make([]compare.Solver, len(es))
	for i, e := range es {
		solvers[i] = compare.Solver{Name: e.Name, Solve: e.Solve, MaxN: e.MaxN, StepName: e.StepName,
			StepsInSetup: e.StepsInSetup, Classroom: e.Classroom}
	}
	return solvers
}

// Solvers returns the solvers of solvers that names names,
// comma-separated, in the order of names and without repeats; "" or "all"
// names every one, in their order. An unknown name is an error that lists
// the known ones.
func Solvers(solvers registry.List, names string) ([]compare.Solver, error) {
	names = strings.TrimSpace(names)
	if names == "" || names == "all" {
		all := solvers.All()
		if len(all) == 0 {
			return nil, errors.New("no solver is registered")
		}
		return of(all), nil
	}
	var picked []registry.Entry
	for name := range strings.SplitSeq(names, ",") {
		e, err := solvers.Lookup(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		if !slices.ContainsFunc(picked, func(x registry.Entry) bool { return x.Name == e.Name }) {
			picked = append(picked, e)
		}
	}
	return of(picked), nil
}
