// Package comparetab shows what package compare found, for `nqueens
// compare` and the demo: the aligned table of a report's rows (colored or
// not, narrowed to a terminal's width), the grid of median times, the
// caption under them, the log-log chart, and the solvers of the registry
// as compare describes them.
//
// Package compare runs the trials and summarizes them as data
// ([compare.Report], [compare.Row]); everything a person reads is laid
// out here, with github.com/jedib0t/go-pretty and github.com/fatih/color,
// which the library does not import.
package comparetab
