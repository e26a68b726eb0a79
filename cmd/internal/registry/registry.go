package registry

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/backtrack"
	"github.com/nqueens/nqueens/formula"
	"github.com/nqueens/nqueens/fullboard"
	"github.com/nqueens/nqueens/linearboard"
	"github.com/nqueens/nqueens/minconflicts"
	"github.com/nqueens/nqueens/qs1"
)

// Entry describes one solver. The zero value is not a valid entry: Name,
// Summary, StepName, Solve and MaxN are required (see [List.With]).
type Entry struct {
	Name string // as typed on the command line: `nqueens solve --method NAME`
	// Summary is one line saying what the solver does, without a capital
	// or a final stop, at most 82 bytes so that lists fit 100 columns: the
	// help header of its command, the list of `nqueens solve --help`.
	Summary string
	// Manual is the body of the solver command's manual: the algorithm,
	// its cost, what a run prints, examples and the exit status. It is
	// the DESCRIPTION of `NAME --help` and the package comment of
	// cmd/NAME (a test there keeps the two equal). Empty: no manual.
	Manual   string
	StepName string // what its steps are called, plural: "swaps", "moves", "nodes"
	// Measure names what the solver's heuristic (Event.Heuristic and
	// Stats.Conflicts) counts: "collisions", "attacking pairs". Empty:
	// "conflicts".
	Measure string
	Solve   nqueens.Solver
	MaxN    int // largest n Solve accepts
	// Memory returns the bytes Solve needs for n at its peak; nil when
	// small. [Entry.Need] adds what the check of the answer takes.
	Memory func(n int) uint64
	// Seeded reports whether Settings.Seed picks the solver's random
	// choices. An unseeded solver makes none: every seed gives the same
	// placement, and its commands refuse --seed (no flag is ignored).
	Seeded bool
	// Restarts reports whether the solver starts again from a new random
	// board when it is stuck, as many times as Settings.MaxRestarts
	// allows; its commands refuse --max-restarts otherwise.
	Restarts bool
	// Steps reports whether the solver takes steps (StepName) that
	// Settings.MaxSteps bounds; its commands refuse --max-steps otherwise.
	// A construction (formula) takes none.
	Steps bool
	// ShowRestarts: summaries show the restarts even when there were none
	// (for the hill climbers, whose restarts are the point).
	ShowRestarts bool
	// Classroom lists the sizes the solver runs at in the classroom
	// default of `nqueens compare`, beyond the sizes every solver runs at
	// (compare.ClassroomN): large n for the solvers built for them. Nil:
	// the common sizes only.
	Classroom []int
	// Variants are boolean flags of the solver's command that run another
	// entry instead: `qs1 --classic` runs qs1-classic.
	Variants []Variant
	// StepsInSetup, if non-nil, reports the n at which the solver makes
	// its steps inside its start phase (Stats.Setup), so that the time of
	// the steps cannot be told apart from the start's (qs1's lanes).
	StepsInSetup func(n int) bool
}

// Variant is a flag of an entry's command that selects another entry.
type Variant struct {
	Flag  string // the flag's name without dashes: "classic"
	Usage string // its help line
	Entry string // the name of the entry it runs
}

// Need returns the bytes a verified solve of n takes at its peak: the
// solver's own need and what [nqueens.Verify] allocates to check its
// answer. O(1).
func (e Entry) Need(n int) uint64 {
	var need uint64
	if e.Memory != nil {
		need = e.Memory(n)
	}
	return need + nqueens.VerifyMemory(n)
}

// Sizes that recur below.
var (
	upToMillion  = []int{1_000, 10_000, 100_000, 1_000_000}
	upToHundredK = []int{1_000, 10_000, 100_000}
)

// A List is an ordered set of solver entries, never changed once made:
// the module's own ([Solvers]) or one with entries added ([List.With]),
// which a command may be given in place of the module's. The zero value
// is an empty list.
type List struct{ entries []Entry }

// builtin is the module's list.
var builtin = List{entries: entries}

var (
	// entries are the module's solvers; nothing changes them.
	entries = []Entry{
		{
			Name:     "fullboard",
			Summary:  "steepest-ascent hill climbing with restarts on an n x n grid, O(n^4) per move",
			StepName: "moves", Measure: "attacking pairs", ShowRestarts: true,
			Seeded: true, Restarts: true, Steps: true,
			Solve: fullboard.Solve, MaxN: fullboard.MaxN, Memory: fullboard.Memory,
			Manual: `Hill climbing the textbook way (Russell and Norvig): one queen per column in a
random row, then the best of the N(N-1) vertical moves, taken while it lowers
the number of attacking pairs; when none does (a local minimum or a plateau),
a restart from a new random board. Each successor's attacking pairs are
counted from the grid, O(N^2) each, so a move costs O(N^4). linearboard is
the same search (same seed, same moves) on a vector of rows.

The summary reports the moves and restarts and draws the board for N <= 32.
The placement is checked independently before it is printed. N = 32 takes a
fraction of a second to a few seconds, depending on the seed (--seed 7: 7830
moves); N = 64 seconds to minutes; beyond, use --time-limit.

Examples:
  fullboard 8
  fullboard 32 --seed 7
  fullboard 8 --animate`,
		},
		{
			Name:     "linearboard",
			Summary:  "the same hill climbing on a vector of rows, O(n^3) per move",
			StepName: "moves", Measure: "attacking pairs", ShowRestarts: true,
			Seeded: true, Restarts: true, Steps: true,
			Solve: linearboard.Solve, MaxN: linearboard.MaxN, Memory: linearboard.Memory,
			Manual: `The search of fullboard (same seed, same moves) without the grid: one queen per
column in a random row, then the best of the N(N-1) vertical moves while it
lowers the number of attacking pairs, and a random restart when none does.
Each successor's attacking pairs are derived from the current count in O(N),
so a move costs O(N^3).

The summary reports the moves and restarts and draws the board for N <= 32.
The placement is checked independently before it is printed. N = 64 takes a
fraction of a second to a few seconds, depending on the seed (--seed 7: 18236
moves); N = 100 seconds; beyond, use --time-limit.

Examples:
  linearboard 8
  linearboard 64 --seed 7
  linearboard 100 --time-limit 1m`,
		},
		{
			Name:     "qs1-classic",
			Summary:  "QS1 as published (Sosic and Gu 1990): random permutation, improving swaps",
			StepName: "swaps", Measure: "collisions", Seeded: true, Restarts: true, Steps: true,
			Solve: qs1.Classic, MaxN: qs1.ClassicMaxN, Memory: qs1.ClassicMemory,
			Classroom: upToHundredK,
		},
		{
			Name:     "qs1",
			Summary:  "Sosic and Gu's QS4-style start, then QS1 swaps (a million queens in a blink)",
			StepName: "swaps", Measure: "collisions", Seeded: true, Restarts: true, Steps: true,
			Solve: qs1.Solve, MaxN: qs1.MaxN, Memory: qs1.Memory,
			Classroom: upToMillion, StepsInSetup: qs1.SwapsInSetup,
			Variants: []Variant{{Flag: "classic", Entry: "qs1-classic",
				Usage: "classic QS1 (Sosic and Gu 1990): random permutation, then improving swaps only"}},
			Manual: `Permutation search with O(1) collision updates (Sosic and Gu): one queen in
every row and every column, so only diagonals can clash, and swaps of two
queens' rows that lower the clashes. The default starts QS4-style, placing
almost every queen conflict-free in linear time, then swaps the rest: a
million queens take a few hundredths of a second, a billion under half a
minute on two cores. Below 512 queens the start places each queen on the
first free row of a random order, and QS1's swaps (improving, and some
sideways) repair the rest: faster there than the large-board swap phase
and than --classic; --animate shows the queens placed, then the swaps.
--classic runs QS1 as published in 1990 (a random permutation, then
improving swaps only).

N may be written 1000000, 1e6 or 1_000_000. The placement is checked
independently in O(N) before it is printed; for N <= 32 the summary draws
the board.

Examples:
  qs1 8
  qs1 1e6 --format perm -o queens.txt
  qs1 8 --classic --animate`,
		},
		{
			Name:     "backtrack",
			Summary:  "depth-first search for the first solution; its time explodes irregularly with n",
			StepName: "nodes", Measure: "unplaced queens", Steps: true,
			Solve: backtrack.Solve, MaxN: backtrack.MaxN, Memory: backtrack.Memory,
		},
		{
			Name:     "minconflicts",
			Summary:  "min-conflicts repair (Minton et al. 1990): conflicted queens to their best rows",
			StepName: "repairs", Measure: "attacking pairs", Seeded: true, Restarts: true, Steps: true,
			Solve: minconflicts.Solve, MaxN: minconflicts.MaxN, Memory: minconflicts.Memory,
			Classroom: upToHundredK,
		},
		{
			Name:     "formula",
			Summary:  "explicit O(n) construction (Hoffman, Loessi, Moore 1969); no search, seed ignored",
			StepName: "steps",
			Solve:    formula.Solve, MaxN: formula.MaxN, Memory: formula.Memory,
			Classroom: upToMillion,
		},
	}
)

// Solvers returns the module's solvers.
func Solvers() List { return builtin }

// With returns l with extra added after its entries, in order. It returns
// an error when an entry lacks a required field, its name is taken or
// not a single word, or a variant names no entry of the list.
func (l List) With(extra ...Entry) (List, error) {
	out := List{entries: slices.Clip(l.entries)} // an append copies
	for _, e := range extra {
		if err := out.check(e); err != nil {
			return List{}, fmt.Errorf("registry: %w", err)
		}
		out.entries = append(out.entries, e.clone())
	}
	return out, nil
}

// All returns the solvers in the order tables show them, as a copy the
// caller may keep and change (slices included).
func (l List) All() []Entry {
	all := make([]Entry, len(l.entries))
	for i, e := range l.entries {
		all[i] = e.clone()
	}
	return all
}

// clone returns e with slices of its own.
func (e Entry) clone() Entry {
	e.Classroom = slices.Clone(e.Classroom)
	e.Variants = slices.Clone(e.Variants)
	return e
}

// Lookup returns the entry named name, or an error listing the names.
func (l List) Lookup(name string) (Entry, error) {
	for _, e := range l.entries {
		if e.Name == name {
			return e.clone(), nil
		}
	}
	return Entry{}, fmt.Errorf("unknown solver %q: use one of %s", name, strings.Join(l.Names(), ", "))
}

// Names returns the names of the solvers, in the order of [List.All].
func (l List) Names() []string {
	ns := make([]string, len(l.entries))
	for i, e := range l.entries {
		ns[i] = e.Name
	}
	return ns
}

// Help lists the solvers for help text, one a line: each name, padded
// to 12 columns, then its summary; in the order of [List.All].
func (l List) Help() string {
	var b strings.Builder
	for _, e := range l.entries {
		fmt.Fprintf(&b, "  %-12s %s\n", e.Name, e.Summary)
	}
	return b.String()
}

// check reports what makes e unfit for l as it is.
func (l List) check(e Entry) error {
	switch {
	case e.Name == "" || strings.ContainsFunc(e.Name, func(r rune) bool { return r <= ' ' || r == ',' }):
		return fmt.Errorf("entry name %q: want one word without commas", e.Name)
	case slices.ContainsFunc(l.entries, func(x Entry) bool { return x.Name == e.Name }):
		return fmt.Errorf("entry %q registered twice", e.Name)
	case e.Summary == "" || e.StepName == "":
		return fmt.Errorf("entry %q: Summary and StepName are required", e.Name)
	case e.Solve == nil || e.MaxN < 1:
		return fmt.Errorf("entry %q: Solve and MaxN >= 1 are required", e.Name)
	}
	for _, v := range e.Variants {
		if v.Flag == "" || !slices.ContainsFunc(l.entries, func(x Entry) bool { return x.Name == v.Entry }) {
			return fmt.Errorf("entry %q: variant --%s runs %q, which is not registered", e.Name, v.Flag, v.Entry)
		}
	}
	return nil
}
