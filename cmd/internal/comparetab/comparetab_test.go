package comparetab_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"image/color"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"gonum.org/v1/plot/plotutil"

	"github.com/nqueens/nqueens/cmd/internal/comparetab"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/internal/solvercolor"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/testkit/golden"
	"github.com/nqueens/nqueens/internal/units"
)

// fakeRows summarizes testdata/trials.ndjson, the trials of compare's
// four fake solvers (formula, steady, slow and broken) at n = 3, 8, 32,
// 64 with seeds 1..3 on a fake clock, divided by baseline.
func fakeRows(t *testing.T, baseline string) []compare.Row {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "trials.ndjson"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	trials, err := compare.ReadJSON(f)
	if err != nil || len(trials) == 0 {
		t.Fatal(len(trials), err)
	}
	solvers := []compare.Solver{{Name: "formula", StepName: "moves"}, {Name: "steady", StepName: "swaps"},
		{Name: "slow", StepName: "moves"}, {Name: "broken", StepName: "moves"}}
	return compare.Summarize(trials, solvers, baseline)
}

// The broken solver's wrong answers are a footnote under the table.
func TestBrokenFootnote(t *testing.T) {
	var buf bytes.Buffer
	if err := comparetab.WriteTable(&buf, fakeRows(t, "formula"), comparetab.TableOptions{Baseline: "formula"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "broken at n = 8: 3 failures; queens at column") {
		t.Errorf("table has no footnote for the broken solver:\n%s", buf.String())
	}
}

func names(ss []compare.Solver) []string {
	var ns []string
	for _, s := range ss {
		ns = append(ns, s.Name)
	}
	return ns
}

// WriteText: the table of WriteTable, then the caption wrapped.
func TestReportWriteText(t *testing.T) {
	trials := []compare.Trial{
		{Solver: "qs1", N: 8, Seed: 1, Elapsed: time.Millisecond, Outcome: compare.Solved},
		{Solver: "formula", N: 8, Seed: 1, Elapsed: time.Microsecond, Outcome: compare.Solved},
		{Solver: "qs1", N: 8, Seed: 2, Outcome: compare.Invalid, Detail: "two queens attack"},
	}
	r := comparetab.Report{Report: compare.NewReport(trials, nil, "formula")}
	r.Caption = strings.Repeat("word ", 30)
	opt := comparetab.TableOptions{Width: 60}
	var got, table strings.Builder
	if err := r.WriteText(&got, opt); err != nil {
		t.Fatal(err)
	}
	opt.Baseline = r.Baseline
	if err := comparetab.WriteTable(&table, r.Rows, opt); err != nil {
		t.Fatal(err)
	}
	if want := table.String() + comparetab.Wrap(r.Caption, 60) + "\n"; got.String() != want {
		t.Errorf("WriteText wrote\n%s\nwant\n%s", got.String(), want)
	}
	if strings.Count(got.String(), "word")-strings.Count(table.String(), "word") != 30 || !strings.Contains(comparetab.Wrap(r.Caption, 60), "\n") {
		t.Errorf("the caption was not wrapped under the table:\n%s", got.String())
	}
}

// TestTableGolden pins the table a person reads, plain and colored.
func TestTableGolden(t *testing.T) {
	rows := fakeRows(t, "formula")
	for _, tc := range []struct {
		name string
		opt  comparetab.TableOptions
	}{
		{"table.golden", comparetab.TableOptions{Baseline: "formula"}},
		{"table-color.golden", comparetab.TableOptions{Baseline: "formula", Color: true}},
		{"table-ascii.golden", comparetab.TableOptions{Baseline: "formula", ASCII: true}},
		{"table-width100.golden", comparetab.TableOptions{Baseline: "formula", Width: 100}},
		{"table-width80.golden", comparetab.TableOptions{Baseline: "formula", Width: 80}},
		{"table-width60.golden", comparetab.TableOptions{Baseline: "formula", Width: 60, Color: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := comparetab.WriteTable(&buf, rows, tc.opt); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, tc.name, buf.Bytes())
			hasEsc := bytes.Contains(buf.Bytes(), []byte("\x1b["))
			if hasEsc != tc.opt.Color {
				t.Errorf("escape codes present = %v, want %v", hasEsc, tc.opt.Color)
			}
		})
	}
}

// TestGridGolden pins the grid of median times the demo shows.
func TestGridGolden(t *testing.T) {
	rows := fakeRows(t, "formula")
	var buf bytes.Buffer
	if err := comparetab.WriteGrid(&buf, rows, comparetab.TableOptions{Width: 60}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "grid.golden", buf.Bytes())
}

// TestTableWidth: with a width, no line of the table or its notes is
// wider (down to the narrowest layout, which is what a narrower width
// gets), colored or not, and the table is the full one when it fits.
func TestTableWidth(t *testing.T) {
	rows := fakeRows(t, "formula")
	var full bytes.Buffer
	if err := comparetab.WriteTable(&full, rows, comparetab.TableOptions{Baseline: "formula"}); err != nil {
		t.Fatal(err)
	}
	fullWidth := widest(full.String())
	for width := 50; width <= fullWidth+5; width++ {
		for _, color := range []bool{false, true} {
			var buf bytes.Buffer
			if err := comparetab.WriteTable(&buf, rows, comparetab.TableOptions{Baseline: "formula", Width: width, Color: color}); err != nil {
				t.Fatal(err)
			}
			if got := widest(buf.String()); got > width {
				t.Fatalf("width %d, color %v: a line of %d columns:\n%s", width, color, got, buf.String())
			}
			if !color && width >= fullWidth && buf.String() != full.String() {
				t.Errorf("width %d: not the full table", width)
			}
		}
	}
}

// widest is the widest line of s in runes, escape codes not counted.
func widest(s string) int {
	w := 0
	for line := range strings.SplitSeq(regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(s, ""), "\n") {
		w = max(w, utf8.RuneCountInString(line))
	}
	return w
}

// TestColorKeepsAlignment: stripping the escape codes from the colored
// table gives the plain one, so the columns line up the same.
func TestColorKeepsAlignment(t *testing.T) {
	rows := fakeRows(t, "formula")
	var plain, colored bytes.Buffer
	if err := comparetab.WriteTable(&plain, rows, comparetab.TableOptions{Baseline: "formula"}); err != nil {
		t.Fatal(err)
	}
	if err := comparetab.WriteTable(&colored, rows, comparetab.TableOptions{Baseline: "formula", Color: true}); err != nil {
		t.Fatal(err)
	}
	stripped := regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAll(colored.Bytes(), nil)
	if !bytes.Equal(stripped, plain.Bytes()) {
		t.Errorf("colored table without escape codes differs from the plain one:\n%s\n%s", stripped, plain.Bytes())
	}
	for _, want := range []string{"\x1b[32m", "\x1b[31m"} {
		if !bytes.Contains(colored.Bytes(), []byte(want)) {
			t.Errorf("colored table lacks %q", want)
		}
	}
}

func TestChartSVG(t *testing.T) {
	rows := fakeRows(t, "")
	path := filepath.Join(t.TempDir(), "chart.svg")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := comparetab.WriteChart(f, "svg", rows); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	var root string
	texts := map[string]bool{}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("chart is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tok.Name.Local
			}
		case xml.CharData:
			texts[strings.TrimSpace(string(tok))] = true
		}
	}
	if root != "svg" {
		t.Fatalf("root element is %q, want svg", root)
	}
	for _, name := range []string{"formula", "steady", "slow"} {
		if !texts[name] {
			t.Errorf("the legend lacks %q", name)
		}
	}
	if texts["broken"] {
		t.Error("a solver with no success is in the legend")
	}
}

func TestChartPNG(t *testing.T) {
	var buf bytes.Buffer
	if err := comparetab.WriteChart(&buf, "png", fakeRows(t, "")); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() < 100 || b.Dy() < 100 {
		t.Errorf("chart is %v", b)
	}
}

func TestChartErrors(t *testing.T) {
	if err := comparetab.WriteChart(io.Discard, "gif", []compare.Row{{Solver: "a", N: 8, OK: 1, Median: time.Second}}); err == nil {
		t.Error("gif accepted")
	}
	if err := comparetab.WriteChart(io.Discard, "svg", []compare.Row{{Solver: "a", N: 8}}); err == nil {
		t.Error("a chart without a success was drawn")
	}
}

func TestFormats(t *testing.T) {
	for _, tc := range []struct {
		got, want string
	}{
		{units.Ratio(1), "1.00×"},
		{units.Ratio(12.34), "12.3×"},
		{units.Ratio(142233.4), "142,233×"},
		{units.Duration(85), "85 ns"},
		{units.Duration(1500 * time.Microsecond), "1.5 ms"},
		{units.Duration(1250 * time.Millisecond), "1.25 s"},
		{units.Duration(125 * time.Second), "2m5s"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
func TestSolvers(t *testing.T) {
	for _, list := range []string{"", "all", " all "} {
		got, err := comparetab.Solvers(registry.Solvers(), list)
		if err != nil || !slices.Equal(names(got), registry.Solvers().Names()) {
			t.Errorf("Solvers(%q) = %v, %v; want every registered solver", list, names(got), err)
		}
	}
	got, err := comparetab.Solvers(registry.Solvers(), "qs1, formula,qs1")
	if err != nil || !slices.Equal(names(got), []string{"qs1", "formula"}) {
		t.Errorf("Solvers with a repeat = %v, %v", names(got), err)
	}
	if _, err := comparetab.Solvers(registry.Solvers(), "qs1,nosuch"); err == nil || !strings.Contains(err.Error(), "nosuch") || !strings.Contains(err.Error(), "fullboard") {
		t.Errorf("an unknown name: %v; want it named with the known ones", err)
	}
}

func TestCaption(t *testing.T) {
	p := compare.Plan{Cases: make([]compare.Case, 2), Seeds: []uint64{1, 2, 3}, TimeLimit: time.Second}
	got := comparetab.Caption(p, 5, 1500*time.Millisecond)
	for _, want := range []string{"5 of 6 trials in 1.5 s", "time limit 1 s per trial", "one trial at a time", "seeds 1..3"} {
		if !strings.Contains(got, want) {
			t.Errorf("caption %q lacks %q", got, want)
		}
	}
	p.Seeds, p.Parallel, p.TimeLimit = []uint64{7, 3}, 2, 0
	got = comparetab.Caption(p, 4, time.Second)
	for _, want := range []string{"seeds 7,3", "2 trials at a time", "no time limit"} {
		if !strings.Contains(got, want) {
			t.Errorf("caption %q lacks %q", got, want)
		}
	}
	p.Seeds = []uint64{1}
	if got = comparetab.Caption(p, 2, time.Second); !strings.Contains(got, "; seed 1;") {
		t.Errorf("caption %q: one seed is \"seed 1\"", got)
	}
}

// RunReport runs and captions a plan; ReadReport reads back what its
// trials wrote, with a caption naming the file.
func TestRunAndReadReport(t *testing.T) {
	solvers, err := comparetab.Solvers(registry.Solvers(), "formula")
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := compare.NewPlan(solvers, []int{8, 9})
	if err != nil {
		t.Fatal(err)
	}
	p.Seeds = []uint64{1}
	rep, err := comparetab.RunReport(context.Background(), p, "formula")
	if err != nil || len(rep.Trials) != 2 || rep.Baseline != "formula" || !strings.HasPrefix(rep.Caption, "2 of 2 trials in ") {
		t.Fatalf("RunReport: %+v, %v", rep, err)
	}
	if got := rep.Trials[0].String(); got != "formula at n = 8, seed 1: solved" {
		t.Errorf("trial line %q", got)
	}
	path := filepath.Join(t.TempDir(), "trials.json")
	var b bytes.Buffer
	if err := compare.WriteJSON(&b, rep.Trials); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	back, err := comparetab.ReadReport(bytes.NewReader(b.Bytes()), path, "qs1")
	if err != nil || len(back.Trials) != 2 || back.Baseline != "" || back.Caption != "2 trials read from "+path+"; times are medians of correct answers" {
		t.Errorf("ReadReport: %+v, %v", back, err)
	}
	if _, err := comparetab.ReadReport(strings.NewReader(""), "none.json", ""); err == nil {
		t.Error("ReadReport of an empty file succeeded")
	}
}

// TestChartColorsAsThePage: each solver is drawn in its colour on the
// classroom page, whatever its place among the chart's lines: qs1 alone,
// or after fullboard, is the page's reddish purple (the chart once took
// gonum's colours by line, and qs1 came out red).
func TestChartColorsAsThePage(t *testing.T) {
	row := func(solver string, n int) compare.Row {
		return compare.Row{Solver: solver, N: n, Trials: 1, OK: 1, Median: time.Duration(n) * time.Microsecond}
	}
	stroke := func(c color.RGBA) string { return fmt.Sprintf("stroke:#%02X%02X%02X", c.R, c.G, c.B) }
	qs1, fullboard := solvercolor.Of("qs1", registry.Solvers().Names()), solvercolor.Of("fullboard", registry.Solvers().Names())
	if qs1 != (color.RGBA{0xCC, 0x79, 0xA7, 0xFF}) {
		t.Fatalf("qs1's colour is %v, not the page's #CC79A7", qs1)
	}
	for _, rows := range [][]compare.Row{
		{row("qs1", 8), row("qs1", 64)},
		{row("fullboard", 8), row("qs1", 8), row("qs1", 64)},
	} {
		var b bytes.Buffer
		if err := comparetab.WriteChart(&b, "svg", rows); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		if !strings.Contains(svg, stroke(qs1)) {
			t.Errorf("%d lines: no line in qs1's colour (%s)", len(rows)-1, stroke(qs1))
		}
		if rows[0].Solver == "fullboard" && !strings.Contains(svg, stroke(fullboard)) {
			t.Errorf("no line in fullboard's colour (%s)", stroke(fullboard))
		}
		for i := range 2 {
			r, g, bl, _ := plotutil.Color(i).RGBA()
			if gonum := fmt.Sprintf("stroke:#%02X%02X%02X", r>>8, g>>8, bl>>8); strings.Contains(svg, gonum) {
				t.Errorf("a line in gonum's colour %d (%s)", i, gonum)
			}
		}
	}
}

// TestWrapKeepsUnits: a caption wrapped at any width never ends a line
// with a number whose unit starts the next ("in 3.43" then "s (time
// limit", "under 200" then "µs timed again").
func TestWrapKeepsUnits(t *testing.T) {
	const caption = "24 of 24 trials in 3.43 s (time limit 1 s per trial, one trial at a time); seeds 1..3; " +
		"times are medians of correct answers (a solve under 200 µs timed again, warm, in batches), every placement checked with nqueens.Verify"
	for width := 20; width <= 140; width++ {
		lines := strings.Split(comparetab.Wrap(caption, width), "\n")
		for i := 1; i < len(lines); i++ {
			prev, next := []rune(lines[i-1]), []rune(strings.TrimLeft(lines[i], " "))
			if len(prev) > 0 && len(next) > 0 && unicode.IsDigit(prev[len(prev)-1]) && unicode.IsLetter(next[0]) {
				t.Errorf("width %d: a number apart from its unit:\n%s\n%s", width, lines[i-1], lines[i])
			}
		}
	}
}
