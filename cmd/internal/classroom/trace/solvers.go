package trace

import "github.com/nqueens/nqueens/cmd/internal/registry"

// Solver is a registry solver as the page lists it.
type Solver struct {
	Name     string `json:"name"`
	Summary  string `json:"summary"`
	StepName string `json:"step_name"`
	Measure  string `json:"measure"` // empty: "conflicts"
	MaxN     int    `json:"max_n"`
	Restarts bool   `json:"restarts"`
	// RaceMaxN is the largest race the page runs, RaceWhy why it is
	// below MaxN (raceMaxN).
	RaceMaxN int    `json:"race_max_n"`
	RaceWhy  string `json:"race_why,omitempty"`
}

// Solvers lists every registry solver, in the registry's order.
func Solvers() []Solver {
	var list []Solver
	for _, e := range registry.Solvers().All() {
		limit, why := raceMaxN(e)
		list = append(list, Solver{e.Name, e.Summary, e.StepName, e.Measure, e.MaxN, e.ShowRestarts, limit, why})
	}
	return list
}
