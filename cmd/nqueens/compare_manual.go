package main

// compareManual is the manual of `nqueens compare` (its --help): package
// compare's harness and classroom default, cmd/internal/comparetab's table
// narrowing and chart, as a person running the command meets them.
const compareManual = `Runs solvers side by side over board sizes and seeds and prints one row per
solver and n: median, min and max time, how many trials solved it, the
start (the median time of a solver's start phase, before its first step),
the median steps (moves, swaps, nodes or repairs) and restarts, and the
search's own time per step, the start left out. Every placement is checked
with nqueens.Verify before it counts; a wrong answer is a failure, in red.
A solve under 200 µs is timed again, warm: the median time per run of
three batches of runs with its seed, each lasting 200 µs or more (--json
records the runs of a batch), so that a run of microseconds is not timed
with the overheads of a first call. The fastest median of each n is
starred (and green); time limits and failures are red.

On a terminal the table fits its width (COLUMNS, or --width N anywhere):
until it fits, it leaves out min and max; restarts; the column rules; the
step nouns in the cells; start; solved; time/step, in this order, and a
line under it says what it left out. Files and pipes get the full table.
qs1 from 65,536 queens swaps inside its start: its time/step reads "in
start". The chart marks runs stopped by the time limit with crosses.

With no arguments it runs the classroom default: every registered solver at
n = 8, 16, 32, 64, the large-n solvers also at 1e3, 1e4 and 1e5 (qs1-classic,
minconflicts) or up to 1e6 (qs1, formula), seeds 1..5, 1s per trial. A solver
whose every trial at some n hits the time limit is skipped at larger n
(--keep-going runs them anyway). When "formula" is among the solvers, a
last column shows each time as a multiple of it (--baseline picks
another). n = 2 and 3 have no solution: a solver that says so is right,
and its row reads "no solution", with no time, ratio or benchmark line.

Examples:
  nqueens compare
  nqueens compare --solvers qs1,qs1-classic --n 1e3..1e6x10 --trials 10
  nqueens compare --n 8..64x2 --seeds 1..20 --time-limit 5s --chart times.svg
  nqueens compare --json runs.ndjson --bench runs.txt
  benchstat -col /solver runs.txt

Ctrl-C stops the run and prints the table of the trials that finished.
--from FILE shows the trials an earlier --json FILE saved, without running.
Exit status: 0 when every answer was right (time limits included), 1 when a
solver returned a wrong answer or an error, or Ctrl-C stopped the run; 2 for
bad arguments.`
