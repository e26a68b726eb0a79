package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/textio"
	"github.com/nqueens/nqueens/internal/units"
)

const bddDescription = `Builds the binary decision diagram (BDD) of all solutions, one variable per
square, and answers questions with it instead of searching:

  nqueens bdd count 12               solutions, diagram size, build time
  nqueens bdd count 10 --construction both    classic and direct: same diagram?
  nqueens bdd list 8                 every solution (0-based rows, one line each)
  nqueens bdd squares 8 --chart heat.png      solutions with a queen on each square
  nqueens bdd count 8 --place 1,1 --forbid 3,4

Squares in --place and --forbid are ROW,COLUMN, both 1-based: row 1 is the
bottom row as boards are drawn, column 1 the leftmost. In the 0-based
placements that list prints, --place R,C means the queen of column C-1 is
on row R-1. Both flags repeat.

Constructions (--construction): direct (default) builds the diagram
top-down from the states of a bitboard search, with no garbage; classic
builds it with Apply from per-square formulas (OR across a row, AND across
rows, from the last row up); textbook does the same from the first row down
with every attacked square in each formula, as BuDDy's example does; both
runs direct and classic and checks that they give the identical diagram.

Memory is bounded by --max-memory (default: half the memory available when
the command starts): past about n = 14 the estimate is checked before
building, and a build that would pass the limit stops cleanly with exit 1.

Exit status: 0 success (also when there are 0 solutions to count or list,
as for n = 2 and 3); 1 a memory limit or Ctrl-C stopped the work, a file
could not be written, or a check failed; 2 bad arguments, such as the same
square in --place and --forbid.`

// bddCommand builds `nqueens bdd` and its subcommands.
func bddCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:        "bdd",
		Usage:       "count, list and answer constrained questions with a binary decision diagram of all solutions",
		Description: bddDescription,
		Commands: []*ucli.Command{
			{
				Name:                      "count",
				DisableSliceFlagSeparator: true, // --place 3,4 is one square
				Usage:                     "the number of solutions, the size of the diagram and the time to build it",
				ArgsUsage:                 "N",
				Description:               "Builds the diagram of all solutions of N (with the constraints given) and counts its\nsatisfying assignments. Example: nqueens bdd count 12 --construction both",
				Flags:                     bddFlags(),
				Action: func(ctx context.Context, cmd *ucli.Command) error {
					return runBDD(ctx, cmd, env, bddCount)
				},
			},
			{
				Name:                      "list",
				DisableSliceFlagSeparator: true, // --place 3,4 is one square
				Usage:                     "every solution, by restricting the diagram column by column; each verified",
				ArgsUsage:                 "N",
				Description: "Prints every solution (with the constraints given) in lexicographic order, one per line\n" +
					"as 0-based rows per column (--format perm, the input of nqueens verify) or drawn (--format board).\n" +
					"Each is checked with nqueens.Verify first. The count goes to stderr.",
				Flags: append(bddFlags(),
					&ucli.StringFlag{Name: "format", Value: string(textio.Perm), Usage: "perm (0-based rows, one line per solution) or board"},
					&ucli.IntFlag{Name: "limit", Usage: "stop after `K` solutions (0: all)"},
					&ucli.StringFlag{Name: "color", Value: string(cli.ColorAuto), Usage: "color the boards: auto, always or never (auto honours NO_COLOR and TERM)"},
					&ucli.BoolFlag{Name: "ascii", Usage: "draw the boards with ASCII characters only"},
				),
				Action: func(ctx context.Context, cmd *ucli.Command) error {
					return runBDD(ctx, cmd, env, bddList)
				},
			},
			{
				Name:                      "squares",
				Aliases:                   []string{"heatmap"},
				DisableSliceFlagSeparator: true, // --place 3,4 is one square
				Usage:                     "for every square, the number of solutions with a queen on it: a table and a heat map",
				ArgsUsage:                 "N",
				Description: "Counts, in one pass over the diagram, the solutions with a queen on each square\n" +
					"(with the constraints given) and prints them as an n x n table, row n at the top.\n" +
					"--chart FILE.png or FILE.svg draws them as a heat map.",
				Flags: append(bddFlags(),
					&ucli.StringFlag{Name: "chart", Usage: "draw the counts as a heat map to `FILE`.png or FILE.svg"},
				),
				Action: func(ctx context.Context, cmd *ucli.Command) error {
					return runBDD(ctx, cmd, env, bddSquares)
				},
			},
		},
		Action: func(_ context.Context, cmd *ucli.Command) error {
			if cmd.Args().Present() {
				return cli.Usagef("bdd: unknown subcommand %q: use count, list or squares", cmd.Args().First())
			}
			return ucli.ShowSubcommandHelp(cmd)
		},
	}
}

// bddFlags are the flags every bdd subcommand has (fresh values each call).
func bddFlags() []ucli.Flag {
	return []ucli.Flag{
		&ucli.StringSliceFlag{Name: "place", Usage: "a queen on square `ROW,COL` (1-based, row 1 at the bottom); repeatable"},
		&ucli.StringSliceFlag{Name: "forbid", Usage: "no queen on square `ROW,COL` (1-based, row 1 at the bottom); repeatable"},
		&ucli.StringFlag{Name: "construction", Value: "direct", Usage: "direct, classic, textbook or both (direct and classic, checked identical)"},
		&ucli.StringFlag{Name: "max-memory", Usage: "stop cleanly before using more than `SIZE` (such as 2GiB or 512MiB; default: half the available memory)"},
	}
}

// bddArgs are the parsed arguments shared by the subcommands.
type bddArgs struct {
	n             int
	place, forbid []bddqueens.Square // 0-based
	constructions []string
	maxMemory     uint64
	chart         *bddChart // squares --chart, created before the build; nil: none
}

// bddChart is the --chart file of bdd squares, created before the diagram
// is built so that a path that cannot be written fails at once.
type bddChart struct {
	path    string
	f       *os.File
	written bool
}

// discard closes the file if it is still open and removes it if nothing
// was written to it (the command failed before drawing).
func (c *bddChart) discard() {
	if c.f != nil {
		c.f.Close()
		c.f = nil
	}
	if !c.written {
		os.Remove(c.path)
	}
}

// bddConstructions maps --construction names to builders.
var bddConstructions = map[string]func(context.Context, int, uint64) (*bddqueens.Diagram, error){
	"direct":   bddqueens.Direct,
	"classic":  bddqueens.Classic,
	"textbook": bddqueens.Textbook,
}

// bddMemoryEstimate is the peak memory `bdd count n` took with the direct
// construction, measured for n <= 14 (BENCHMARKS.md) and extrapolated by
// the growth of the diagram, about 5x per n; the Apply constructions need
// several times more.
func bddMemoryEstimate(n int, construction string) uint64 {
	est := 700.0 * (1 << 20) * math.Pow(5, float64(n-14))
	if construction != "direct" {
		est *= 4
	}
	return uint64(est)
}

func parseBDD(cmd *ucli.Command, env cli.Env) (bddArgs, error) {
	var a bddArgs
	args := cmd.Args().Slice()
	if len(args) != 1 {
		if len(args) == 0 {
			return a, cli.Usagef("bdd %s needs the board size N, such as: nqueens bdd %s 8", cmd.Name, cmd.Name)
		}
		return a, cli.Usagef("bdd %s takes one board size N, got %d arguments: %s", cmd.Name, len(args), strings.Join(args, " "))
	}
	n, err := cli.ParseN(args[0], bddqueens.MaxN)
	if err != nil {
		return a, err
	}
	a.n = n
	for _, flag := range []string{"place", "forbid"} {
		for _, s := range cmd.StringSlice(flag) {
			// Let "--place 1,1 --place 2,3" and "--place 1,1;2,3" both work.
			for _, part := range strings.Split(s, ";") {
				sq, err := parseSquare(part, n)
				if err != nil {
					return a, cli.Usagef("--%s %q: %v", flag, part, err)
				}
				if flag == "place" {
					a.place = append(a.place, sq)
				} else {
					a.forbid = append(a.forbid, sq)
				}
			}
		}
	}
	for _, p := range a.place {
		for _, f := range a.forbid {
			if p == f {
				return a, cli.Usagef("--place %d,%d and --forbid %d,%d: the same square cannot both have a queen and have none",
					p.Row+1, p.Col+1, f.Row+1, f.Col+1)
			}
		}
	}
	switch c := cmd.String("construction"); c {
	case "both":
		a.constructions = []string{"direct", "classic"}
	case "direct", "classic", "textbook":
		a.constructions = []string{c}
	default:
		return a, cli.Usagef("--construction %q: use direct, classic, textbook or both", c)
	}
	if s := cmd.String("max-memory"); s != "" {
		if a.maxMemory, err = parseBytes(s); err != nil {
			return a, cli.Usagef("--max-memory %q: %v", s, err)
		}
		if a.maxMemory < 16<<20 {
			return a, cli.Usagef("--max-memory %s: give at least 16MiB", s)
		}
	} else {
		a.maxMemory = 4 << 30
		if env.Available != nil {
			if avail := env.Available(); avail > 0 {
				a.maxMemory = avail / 2
			}
		}
	}
	for _, c := range a.constructions {
		if n < 15 {
			break
		}
		if est := bddMemoryEstimate(n, c); est > a.maxMemory {
			return a, cli.Failf("n = %d: the %s construction needs about %s (estimate), more than --max-memory %s: try a smaller n or raise --max-memory",
				n, c, cli.Bytes(est), cli.Bytes(a.maxMemory))
		}
	}
	if cmd.Name == "squares" {
		if path := cmd.String("chart"); path != "" {
			if chartFormat(path) == "" {
				return a, cli.Usagef("--chart %s: the file name must end in .svg or .png", path)
			}
			f, err := os.Create(path)
			if err != nil {
				return a, cli.Failf("--chart: %v", err)
			}
			a.chart = &bddChart{path: path, f: f}
		}
	}
	return a, nil
}

// parseSquare reads "ROW,COL", both 1-based in [1, n], into a 0-based
// square: row 1 is Row 0.
func parseSquare(s string, n int) (bddqueens.Square, error) {
	rs, cs, ok := strings.Cut(s, ",")
	if !ok {
		return bddqueens.Square{}, fmt.Errorf("give a square as ROW,COL, such as 1,%d (1-based)", n)
	}
	r, err1 := strconv.Atoi(strings.TrimSpace(rs))
	c, err2 := strconv.Atoi(strings.TrimSpace(cs))
	if err1 != nil || err2 != nil {
		return bddqueens.Square{}, fmt.Errorf("ROW and COL must be whole numbers, such as 1,%d", n)
	}
	if r < 1 || r > n || c < 1 || c > n {
		return bddqueens.Square{}, fmt.Errorf("square %d,%d is off the %d x %d board: ROW and COL go from 1 to %d", r, c, n, n, n)
	}
	return bddqueens.Square{Row: r - 1, Col: c - 1}, nil
}

// parseBytes reads a memory size: a number with an optional unit B, K, M,
// G, T (powers of 1024, also written KiB, KB...). "1.5GiB" is 1.5·2^30.
func parseBytes(s string) (uint64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] < '0' || t[i-1] > '9') && t[i-1] != '.' {
		i--
	}
	num, unit := t[:i], strings.ToUpper(strings.TrimSpace(t[i:]))
	unit = strings.TrimSuffix(strings.TrimSuffix(unit, "B"), "I")
	shifts := map[string]uint{"": 0, "K": 10, "M": 20, "G": 30, "T": 40}
	shift, ok := shifts[unit]
	if !ok || num == "" {
		return 0, fmt.Errorf("give a size such as 2GiB, 512MiB or 1000000000")
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || math.IsNaN(v) || v < 0 {
		return 0, fmt.Errorf("give a size such as 2GiB, 512MiB or 1000000000")
	}
	b := v * float64(uint64(1)<<shift)
	if b >= 1<<62 {
		return 0, fmt.Errorf("too large")
	}
	return uint64(b), nil
}

// describe says which constraints apply, 1-based, for the report lines.
func (a bddArgs) describe() string {
	var parts []string
	for _, s := range a.place {
		parts = append(parts, fmt.Sprintf("a queen on %d,%d", s.Row+1, s.Col+1))
	}
	for _, s := range a.forbid {
		parts = append(parts, fmt.Sprintf("none on %d,%d", s.Row+1, s.Col+1))
	}
	if len(parts) == 0 {
		return ""
	}
	return " with " + strings.Join(parts, ", ")
}

// built is one construction's diagram and what it cost.
type built struct {
	name        string
	d           *bddqueens.Diagram
	nodes       int // of the diagram of all solutions
	constrained int // of the diagram with the constraints; -1: none given
	states      int // search states of the direct construction
	elapsed     time.Duration
}

// runBDD parses, builds the diagram(s) within the memory limit, applies the
// constraints and hands the result to the subcommand.
func runBDD(ctx context.Context, cmd *ucli.Command, env cli.Env, do func(context.Context, *ucli.Command, cli.Env, bddArgs, []built) error) error {
	a, err := parseBDD(cmd, env)
	if a.chart != nil {
		defer a.chart.discard()
	}
	if err != nil {
		return err
	}
	// The diagram lives in a few large pointer-free slices: garbage
	// collection is cheap, so collect often and keep the heap near the live
	// data; and never let the runtime run past the limit.
	defer debug.SetGCPercent(debug.SetGCPercent(25))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(int64(a.maxMemory)))
	// The manager gets three quarters; the rest covers the runtime's slack.
	budget := a.maxMemory / 4 * 3
	var results []built
	for _, name := range a.constructions {
		start := time.Now()
		d, err := bddConstructions[name](ctx, a.n, budget)
		if err != nil {
			return bddError(a, "the "+name+" construction", err, time.Since(start))
		}
		elapsed := time.Since(start)
		nodes, err := d.Nodes()
		if err != nil {
			return bddError(a, "the "+name+" construction", err, time.Since(start))
		}
		b := built{name: name, d: d, nodes: nodes, constrained: -1, states: d.States, elapsed: elapsed}
		if len(a.place)+len(a.forbid) > 0 {
			if b.d, err = d.Constrain(a.place, a.forbid); err == nil {
				b.constrained, err = b.d.Nodes()
			}
			if err != nil {
				return bddError(a, "the "+name+" construction", err, time.Since(start))
			}
		}
		results = append(results, b)
		if len(results) > 1 {
			// Keep only the last diagram's memory.
			results[len(results)-2].d = nil
		}
	}
	if len(results) > 1 && results[0].nodes != results[1].nodes {
		return cli.Failf("n = %d: the %s diagram has %d nodes but the %s one %d: they should be identical",
			a.n, results[0].name, results[0].nodes, results[1].name, results[1].nodes)
	}
	return do(ctx, cmd, env, a, results)
}

// bddError explains why a build or query stopped; what names it, such as
// "the direct construction" or "listing".
func bddError(a bddArgs, what string, err error, after time.Duration) error {
	switch {
	case errors.Is(err, bdd.ErrMemoryLimit):
		return cli.Failf("n = %d: %s stopped after %s before using more than --max-memory %s: raise --max-memory or try a smaller n",
			a.n, what, units.Duration(after), cli.Bytes(a.maxMemory))
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return cli.Failf("n = %d: interrupted after %s", a.n, units.Duration(after))
	}
	return cli.Failf("n = %d: %v", a.n, err)
}

func bddCount(ctx context.Context, _ *ucli.Command, env cli.Env, a bddArgs, results []built) error {
	last := results[len(results)-1]
	start := time.Now()
	count, err := last.d.Count()
	if err != nil {
		return bddError(a, "counting", err, time.Since(start))
	}
	countTime := time.Since(start)
	w := env.Stdout
	fmt.Fprintf(w, "n = %d%s: %s\n", a.n, a.describe(), bigCount(count, "solution"))
	for _, r := range results {
		extra := ""
		if r.states > 0 {
			extra = " from " + cli.Count(int64(r.states), "search state")
		}
		fmt.Fprintf(w, "%s construction: %s over %s, built in %s%s\n",
			r.name, cli.Count(int64(r.nodes), "node"), cli.Count(int64(a.n*a.n), "variable"), units.Duration(r.elapsed), extra)
	}
	if len(results) > 1 {
		fmt.Fprintf(w, "both constructions give the identical %d-node diagram\n", results[0].nodes)
	}
	if last.constrained >= 0 {
		fmt.Fprintf(w, "with the constraints: %s\n", cli.Count(int64(last.constrained), "node"))
	}
	_, err = fmt.Fprintf(w, "counted in %s; diagram store %s\n", units.Duration(countTime), cli.Bytes(last.d.M.Bytes()))
	return err
}

func bddList(ctx context.Context, cmd *ucli.Command, env cli.Env, a bddArgs, results []built) error {
	format := textio.Format(cmd.String("format"))
	if format != textio.Perm && format != textio.Board {
		return cli.Usagef("--format %q: use perm or board", format)
	}
	limit := cmd.Int("limit")
	if limit < 0 {
		return cli.Usagef("--limit %d: must not be negative", limit)
	}
	d := results[len(results)-1].d
	style, err := cli.BoardStyle(cmd, env)
	if err != nil {
		return cli.Usagef("%v", err)
	}
	var listed int64
	var failure error
	start := time.Now()
	err = d.List(ctx, func(p nqueens.Placement) bool {
		if err := nqueens.Verify(p); err != nil {
			failure = cli.Failf("n = %d: the diagram gave %v, which is not a solution: %v", a.n, p, err)
			return false
		}
		var werr error
		if format == textio.Board {
			if listed > 0 {
				fmt.Fprintln(env.Stdout)
			}
			werr = render.Board(env.Stdout, p, style)
		} else {
			werr = textio.WritePerm(env.Stdout, p)
		}
		if werr != nil {
			failure = werr
			return false
		}
		listed++
		return limit == 0 || listed < int64(limit)
	})
	if failure != nil {
		return failure
	}
	if err != nil {
		return bddError(a, fmt.Sprintf("listing (after %d solutions)", listed), err, time.Since(start))
	}
	// As nqueens count --list: 0 solutions listed (n = 2, 3, or constraints
	// no solution meets) is an answer, exit 0.
	fmt.Fprintf(env.Stderr, "nqueens bdd list: n = %d%s: %s listed, each verified, in %s\n",
		a.n, a.describe(), cli.Count(listed, "solution"), units.Duration(time.Since(start)))
	return nil
}

func bddSquares(ctx context.Context, cmd *ucli.Command, env cli.Env, a bddArgs, results []built) error {
	last := results[len(results)-1]
	start := time.Now()
	counts, err := last.d.SquareCounts()
	if err != nil {
		return bddError(a, "counting per square", err, time.Since(start))
	}
	elapsed := time.Since(start)
	total := new(big.Int)
	for _, c := range counts[0] {
		total.Add(total, c)
	}
	w := env.Stdout
	fmt.Fprintf(w, "n = %d%s: %s; solutions with a queen on each square (row %d at the top), counted in %s:\n",
		a.n, a.describe(), bigCount(total, "solution"), a.n, units.Duration(elapsed))
	if err := writeSquareTable(w, counts); err != nil {
		return err
	}
	if c := a.chart; c != nil {
		err := writeHeatMap(c.f, chartFormat(c.path), counts, fmt.Sprintf("%d queens%s: %s", a.n, a.describe(), bigCount(total, "solution")))
		if cerr := c.f.Close(); err == nil {
			err = cerr
		}
		c.f = nil
		if err != nil {
			return cli.Failf("--chart %s: %v", c.path, err)
		}
		c.written = true
		fmt.Fprintf(w, "heat map written to %s\n", c.path)
	}
	return nil
}

// writeSquareTable prints counts[r][c] right-aligned, the last row first,
// with 1-based row numbers on the left and column numbers below.
func writeSquareTable(w io.Writer, counts [][]*big.Int) error {
	n := len(counts)
	width := len(strconv.Itoa(n))
	for _, row := range counts {
		for _, c := range row {
			width = max(width, len(c.String()))
		}
	}
	label := len(strconv.Itoa(n))
	var b strings.Builder
	for r := n - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%*d |", label, r+1)
		for _, c := range counts[r] {
			fmt.Fprintf(&b, " %*s", width, c.String())
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%*s +%s\n%*s  ", label, "", strings.Repeat("-", n*(width+1)), label, "")
	for c := range n {
		fmt.Fprintf(&b, " %*d", width, c+1)
	}
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// squareGrid shows counts to gonum's heat map: columns along x, rows along
// y, both 1-based.
type squareGrid [][]float64

func (g squareGrid) Dims() (c, r int)   { return len(g), len(g) }
func (g squareGrid) Z(c, r int) float64 { return g[r][c] }
func (g squareGrid) X(c int) float64    { return float64(c + 1) }
func (g squareGrid) Y(r int) float64    { return float64(r + 1) }

// bigCount is "1 noun" or "k nouns".
func bigCount(k *big.Int, noun string) string {
	if k.IsInt64() {
		return cli.Count(k.Int64(), noun)
	}
	return k.String() + " " + noun + "s"
}

// writeHeatMap draws counts as a heat map with the count on each square
// (up to n = 16) to w, in format "png" or "svg".
func writeHeatMap(w io.Writer, format string, counts [][]*big.Int, title string) error {
	n := len(counts)
	g := make(squareGrid, n)
	lo, hi := math.Inf(1), math.Inf(-1)
	for r := range counts {
		g[r] = make([]float64, n)
		for c, v := range counts[r] {
			f, _ := new(big.Float).SetInt(v).Float64()
			g[r][c] = f
			lo, hi = math.Min(lo, f), math.Max(hi, f)
		}
	}
	pal := moreland.SmoothBlueRed()
	if hi <= lo {
		hi = lo + 1
	}
	pal.SetMin(lo)
	pal.SetMax(hi)
	heat := plotter.NewHeatMap(g, pal.Palette(255))
	heat.Min, heat.Max = lo, hi
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "column"
	p.Y.Label.Text = "row"
	p.Add(heat)
	if n <= 16 {
		var labels plotter.XYLabels
		for r := range n {
			for c := range n {
				labels.XYs = append(labels.XYs, plotter.XY{X: float64(c + 1), Y: float64(r + 1)})
				labels.Labels = append(labels.Labels, counts[r][c].String())
			}
		}
		l, err := plotter.NewLabels(labels)
		if err != nil {
			return err
		}
		for i := range l.TextStyle {
			l.TextStyle[i].XAlign, l.TextStyle[i].YAlign = -0.5, -0.5
			l.TextStyle[i].Font.Size = vg.Points(max(6, 14-float64(n)/2))
		}
		p.Add(l)
	}
	p.X.Min, p.X.Max = 0.5, float64(n)+0.5
	p.Y.Min, p.Y.Max = 0.5, float64(n)+0.5
	p.X.Tick.Marker = integerTicks{}
	p.Y.Tick.Marker = integerTicks{}
	size := vg.Length(max(4, min(10, float64(n)/2))) * vg.Inch
	wt, err := p.WriterTo(size, size, format)
	if err != nil {
		return err
	}
	_, err = wt.WriteTo(w)
	return err
}

// integerTicks labels each whole number in range: the 1-based rows and
// columns.
type integerTicks struct{}

func (integerTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	for v := math.Ceil(lo); v <= hi; v++ {
		ts = append(ts, plot.Tick{Value: v, Label: strconv.Itoa(int(v))})
	}
	return ts
}
