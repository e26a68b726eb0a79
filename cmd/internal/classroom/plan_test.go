//go:build !js

package classroom

// The checks both browsers run: each is a task (a page at a size, then
// ops: wait, evaluate, resize, press a key), run by TestBrowser in
// Chromium (chromedp) and by TestFirefox in Firefox (testdata/firefox/
// drive.mjs), and a function that judges the values the evaluations
// returned, the same for both.

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/comparetab"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/compare"
)

// op is one thing a task does in its page: exactly one field is set.
type op struct {
	Wait   string `json:"wait,omitempty"`   // poll until this expression is true
	Eval   string `json:"eval,omitempty"`   // evaluate, awaiting a promise; the value is kept
	Size   []int  `json:"size,omitempty"`   // set the viewport to w x h
	Key    string `json:"key,omitempty"`    // press a key: " ", "ArrowRight", "r"
	Inject string `json:"inject,omitempty"` // run this script file in the page
	Shot   string `json:"shot,omitempty"`   // save a screenshot here
}

// task is a page loaded at a size, then its ops.
type task struct {
	Name    string `json:"name"`
	URL     string `json:"url"`
	Size    []int  `json:"size"`
	Reduced bool   `json:"reduced,omitempty"` // the browser asks for reduced motion
	Ops     []op   `json:"ops"`
}

// result is what a task's evaluations returned, in order, and the error
// that stopped it ("" when none).
type result struct {
	Name    string            `json:"name"`
	Evals   []json.RawMessage `json:"evals"`
	Error   string            `json:"error"`
	Seconds float64           `json:"seconds"`
}

// decode reads evaluation i of r into v, failing the test when the task
// stopped before it or its value does not fit.
func (r result) decode(t *testing.T, i int, v any) bool {
	t.Helper()
	if r.Error != "" || i >= len(r.Evals) {
		t.Errorf("%s: stopped before evaluation %d: %s", r.Name, i, r.Error)
		return false
	}
	if err := json.Unmarshal(r.Evals[i], v); err != nil {
		t.Errorf("%s: evaluation %d: %v (%s)", r.Name, i, err, r.Evals[i])
		return false
	}
	return true
}

// Expressions the tasks evaluate.
const (
	// timedJS: every race pane has ended its replay and shows its time.
	timedJS = `window.nqReady > 0 && document.querySelectorAll(".pane").length > 0 &&
		document.querySelectorAll(".pane").length === document.querySelectorAll(".pane[data-state][data-time-ns]").length`
	// framesJS waits two frames, so that a resize is drawn.
	framesJS = `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`
	// measureJS is what the race page shows, for the checks.
	measureJS = `(() => {
	const $ = (id) => document.getElementById(id);
	const box = (e) => { if (!e || !e.getClientRects().length) return null; const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
	const fits = (e) => e.scrollWidth <= e.clientWidth + 1;
	const cap = document.querySelector("#race-figure figcaption");
	return {
		vw: innerWidth, vh: innerHeight, scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
		chart: box($("race-chart")), keys: box($("keys")), caveat: box($("race-caveat")), caveatText: $("race-caveat").textContent,
		captionFits: cap.scrollHeight <= cap.clientHeight + 1,
		summaries: box($("race-summaries")),
		panes: Array.from(document.querySelectorAll(".pane")).map((e) => { const c = e.querySelector(".board canvas"); return {
			solver: e.dataset.solver, state: e.dataset.state || "", placement: e.dataset.placement || "",
			records: Number(e.dataset.records || 0), timeNs: Number(e.dataset.timeNs || 0),
			q1Ns: Number(e.dataset.timeQ1Ns || 0), q3Ns: Number(e.dataset.timeQ3Ns || 0),
			time: e.querySelector(".time").textContent, stats: e.querySelector(".stats").textContent, outcome: e.querySelector(".outcome").textContent,
			view: c.dataset.view || "", labelPx: Number(c.dataset.labelPx || 0), dark: nqDarkFraction(c),
			board: box(c), summary: box(e.querySelector(".summary")) }; }),
		notes: Array.from(document.querySelectorAll("#notes li")).map((li) => li.textContent),
		status: $("status").textContent, working: nqWorking(), play: $("race-play").textContent,
		n: $("race-n").value, seed: $("race-seed").value, nFits: fits($("race-n")), seedFits: fits($("race-seed")),
		search: location.search, userAgent: navigator.userAgent,
		overflow: Array.from(document.querySelectorAll("body *")).filter((e) => e.getClientRects().length &&
			e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).slice(0, 5)
			.map((e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + " " + Math.round(e.getBoundingClientRect().right)),
	};
})()`
	// axeJS runs axe-core (testdata/axe-core, injected first): no
	// violation of WCAG 2.1 A and AA, of WCAG 2.2 AA (target sizes of 24
	// px) or of axe's best practices.
	axeJS = `axe.run(document, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]}})
	.then((r) => r.violations.map((v) => v.id + ": " + v.help + " at " + v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")))`
)

// measure is what measureJS returns.
type measure struct {
	VW, VH, ScrollW, ScrollH float64
	Chart, Keys, Caveat      []float64
	CaveatText               string
	CaptionFits              bool
	Summaries                []float64
	Panes                    []struct {
		Solver, State, Placement string
		Records                  int
		TimeNs, Q1Ns, Q3Ns       float64
		Time, Stats, Outcome     string
		View                     string
		LabelPx, Dark            float64
		Board, Summary           []float64
	}
	Notes             []string
	Status            string
	Working           []string
	Play, N, Seed     string
	NFits, SeedFits   bool
	Search, UserAgent string
	Overflow          []string
}

// inView reports whether a box [left, top, right, bottom] lies within the
// viewport (nil: not shown).
func (m measure) inView(b []float64) bool {
	return len(b) == 4 && b[0] >= -0.5 && b[1] >= -0.5 && b[2] <= m.VW+0.5 && b[3] <= m.VH+0.5
}

// ---- the lesson holds ------------------------------------------------------

// lessonCase is one race of the lesson: its solvers, n and seed.
type lessonCase struct {
	solvers []string
	n       int
	seed    uint64
}

// lessonCases are the races of issue 33's lesson. The seeds at n = 16
// and 32 are fullboard's quickest of seeds 1..120 (8 moves, 0.29 ms
// natively; 43 moves, 36 ms), so each load's timing takes seconds, not
// its cap: seed 1 at n = 16 took 49 ms natively and 0.1-0.7 s a run in
// the page.
var lessonCases = []lessonCase{
	{[]string{"fullboard", "linearboard", "qs1"}, 8, 1},
	{[]string{"fullboard", "linearboard", "qs1"}, 16, 45},
	{[]string{"fullboard", "linearboard", "qs1"}, 32, 46},
	{[]string{"qs1", "minconflicts", "formula"}, 1000, 1},
	{[]string{"qs1", "minconflicts", "formula"}, 100_000, 1},
}

// lessonLoads is how many times each browser loads each race: three,
// so that `CI=true go test ./...` stays near its three minutes (five took
// the package to 3 min 20 s beside the others), or NQUEENS_LOADS when it
// is a positive number (BENCHMARKS.md's figures: NQUEENS_LOADS=5).
func lessonLoads() int {
	if n, err := strconv.Atoi(os.Getenv("NQUEENS_LOADS")); err == nil && n > 0 {
		return n
	}
	return 3
}

// lessonApart is how far apart two racers' command-line medians must be
// for the order of their shown medians to be checked. WebAssembly slows
// the solvers unevenly, so a pair close on the command line can be a tie
// in the page: linearboard and qs1 at n = 8 are 1.3-1.9 times apart
// natively (3.5 and 2.6 µs; 2.4 and 1.3 µs) and 1.08 times in Chromium
// (7.0 and 6.5 µs over five loads), an order a busy machine flipped on
// one load in CI. Every other pair of lessonCases is 4.5 times apart or
// more natively.
const lessonApart = 2.5

// lessonRatio bounds how far a ratio of two shown medians (over the
// loads) may be from the command line's: a guard against gross errors
// (the check of a placement timed with formula's run made it 90 times
// too slow), not issue 33's factor of 2. Since compare times a solve
// under 200 µs warm, in batches, as the page does, the page meets the
// factor of 2 for 12 to 14 of the pairs over 1.5 times apart, at load
// 13-30 (BENCHMARKS.md), but not robustly: WebAssembly slows qs1's
// microsecond runs at n = 8 and 16 4-7 times, fullboard's 2-3 times (the
// worst pair 3.5x off), and on a machine at load 40 minconflicts at 10^5
// read 271 ms to 1.71 s over five loads. The order of every load, which
// the test asserts, holds.
const lessonRatio = 10

func (c lessonCase) query() string {
	return fmt.Sprintf("?race=%s&n=%d&seed=%d&autoplay=1&speed=max", strings.Join(c.solvers, ","), c.n, c.seed)
}

func lessonTasks(base string) []task {
	var ts []task
	for load := range lessonLoads() {
		for _, c := range lessonCases {
			ts = append(ts, task{Name: fmt.Sprintf("lesson %s load %d", c.query(), load+1), URL: base + "/" + c.query(),
				Size: []int{1280, 800}, Ops: []op{{Wait: timedJS}, {Eval: measureJS}}})
		}
	}
	return ts
}

var (
	cliOnce    sync.Once
	cliMedians map[string]map[string]float64 // by case query, by solver: ns
	cliErr     error
)

// cliReference times each lesson race as `GOMAXPROCS=1 nqueens compare
// --solvers S --n N --seeds s,s,... --time-limit 30s` does, in this
// process, once for both browsers: the median of nine trials of the same
// seed, the solvers taking turns. One thread, as each racer has in the
// page (qs1 from 2^16 solves its lanes on every core otherwise); the wall
// clock, as the page's, so that a busy machine lengthens the long runs of
// both alike.
func cliReference(t *testing.T) map[string]map[string]float64 {
	t.Helper()
	cliOnce.Do(func() {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
		cliMedians = map[string]map[string]float64{}
		for _, c := range lessonCases {
			solvers, err := comparetab.Solvers(registry.Solvers(), strings.Join(c.solvers, ","))
			if err != nil {
				cliErr = err
				return
			}
			seeds := slices.Repeat([]uint64{c.seed}, 9)
			trials, err := compare.Run(context.Background(), compare.Plan{Cases: compare.Grid(solvers, []int{c.n}), Seeds: seeds, TimeLimit: 30 * time.Second})
			if err != nil {
				cliErr = err
				return
			}
			m := map[string]float64{}
			for _, r := range compare.Summarize(trials, nil, "") {
				m[r.Solver] = float64(r.Median)
			}
			cliMedians[c.query()] = m
		}
	})
	if cliErr != nil {
		t.Fatal(cliErr)
	}
	return cliMedians
}

// checkLesson: on every load, for every two racers whose command-line
// medians differ by more than lessonApart times, the page's shown medians are in
// the same order; and the ratio of their medians over the loads is within
// a factor of lessonRatio of the command line's. It logs the shown
// medians (the median of the loads) against the command line's, for
// BENCHMARKS.md.
func checkLesson(t *testing.T, browser string, results []result) {
	t.Helper()
	cli := cliReference(t)
	shown := map[string]map[string][]float64{}
	for _, r := range results {
		if !strings.HasPrefix(r.Name, "lesson ") {
			continue
		}
		var m measure
		if !r.decode(t, 0, &m) {
			continue
		}
		q := strings.Fields(r.Name)[1]
		ref := cli[q]
		if shown[q] == nil {
			shown[q] = map[string][]float64{}
		}
		for _, p := range m.Panes {
			shown[q][p.Solver] = append(shown[q][p.Solver], p.TimeNs)
			if p.State != "solved" || !(p.TimeNs > 0) {
				t.Errorf("%s %s: %s ends %q with time %v ns (%q)", browser, r.Name, p.Solver, p.State, p.TimeNs, p.Time)
			}
		}
		checkOrder(t, browser+" "+r.Name, m, ref)
	}
	for _, c := range lessonCases {
		q := c.query()
		if shown[q] == nil {
			continue // not run (NQUEENS_TASKS)
		}
		med := map[string]float64{}
		for _, s := range c.solvers {
			xs := slices.Sorted(slices.Values(shown[q][s]))
			if len(xs) == 0 {
				continue
			}
			med[s] = xs[len(xs)/2]
			t.Logf("%s | %s n=%d seed %d | %s | %s (loads %s) | CLI %s | ×%.1f", browser, strings.Join(c.solvers, ","), c.n, c.seed, s,
				ns(med[s]), strings.Join(mapSlice(xs, ns), " "), ns(cli[q][s]), med[s]/cli[q][s])
		}
		for i, a := range c.solvers {
			for _, b := range c.solvers[i+1:] {
				want, got := cli[q][a]/cli[q][b], med[a]/med[b]
				if math.Max(want, 1/want) > lessonApart && !(got/want <= lessonRatio && want/got <= lessonRatio) {
					t.Errorf("%s %s: %s/%s is %.3g over the loads (%s against %s); the command line's is %.3g (%s against %s)", browser, q,
						a, b, got, ns(med[a]), ns(med[b]), want, ns(cli[q][a]), ns(cli[q][b]))
				}
			}
		}
	}
}

// checkOrder: every two racers of a load whose command-line medians ref
// differ by more than lessonApart times show their medians in the same
// order.
func checkOrder(t *testing.T, where string, m measure, ref map[string]float64) {
	t.Helper()
	for i, a := range m.Panes {
		for _, b := range m.Panes[i+1:] {
			want := ref[a.Solver] / ref[b.Solver]
			if got := a.TimeNs / b.TimeNs; math.Max(want, 1/want) > lessonApart && (got > 1) != (want > 1) {
				t.Errorf("%s: %s against %s shows %s and %s; the command line %s and %s, the other way round", where,
					a.Solver, b.Solver, ns(a.TimeNs), ns(b.TimeNs), ns(ref[a.Solver]), ns(ref[b.Solver]))
			}
		}
	}
}

func ns(v float64) string {
	return time.Duration(v).Round(time.Duration(math.Max(1, math.Pow(10, math.Floor(math.Log10(v))-2)))).String()
}

func mapSlice[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// ---- every common screen -----------------------------------------------------

// screenSizes are the screens of issue 33: projectors and laptops, then a
// phone.
var screenSizes = [][]int{{1024, 768}, {1280, 720}, {1366, 768}, {1440, 900}, {1600, 900}, {1920, 1080}, {1920, 1200}, {390, 844}}

// screensTask loads a race once and, at each screen size, measures it
// and runs axe-core; then the other views, at a projector's size and a
// phone's, run axe-core and are measured for a sideways scroll.
func screensTasks(base, shots string) []task {
	race := task{Name: "screens: race", URL: base + "/?race=fullboard,linearboard,qs1&n=8&seed=7&autoplay=1&speed=max", Size: []int{1024, 768},
		Ops: []op{{Wait: timedJS}, {Inject: "testdata/axe-core/axe.min.js"}}}
	for _, s := range screenSizes {
		race.Ops = append(race.Ops, op{Size: s}, op{Eval: framesJS}, op{Eval: measureJS}, op{Eval: axeJS})
		if shots != "" {
			race.Ops = append(race.Ops, op{Shot: fmt.Sprintf("%s/race-%dx%d.png", shots, s[0], s[1])})
		}
	}
	ts := []task{race}
	overflow := `Array.from(document.querySelectorAll("body *")).filter((e) => e.getClientRects().length &&
		e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : ""))`
	for _, v := range []struct{ name, query, ready string }{
		{"backtracking", "?view=backtracking&n=6&autoplay=1&speed=max", `document.querySelector("#bt-pane[data-state]") !== null`},
		{"scale", "?view=scale&solvers=qs1,formula&budget=1&autorun=1", `document.getElementById("scale-figure").dataset.state === "done"`},
		{"squares", "?view=squares&n=8", `document.getElementById("view-squares").dataset.state === "solved"`},
		{"notes", "?race=qs1,minconflicts&n=1000&n=x&bogus=1&solvers=nosuch", `document.querySelectorAll("#notes li").length > 0 && document.querySelectorAll(".pane[data-records]").length === 2`},
	} {
		tk := task{Name: "screens: " + v.name, URL: base + "/" + v.query, Size: []int{1024, 768},
			Ops: []op{{Wait: v.ready}, {Inject: "testdata/axe-core/axe.min.js"}}}
		for _, s := range [][]int{{1024, 768}, {390, 844}} {
			tk.Ops = append(tk.Ops, op{Size: s}, op{Eval: framesJS}, op{Eval: overflow}, op{Eval: axeJS})
			if shots != "" {
				tk.Ops = append(tk.Ops, op{Shot: fmt.Sprintf("%s/%s-%dx%d.png", shots, v.name, s[0], s[1])})
			}
		}
		ts = append(ts, tk)
	}
	return ts
}

// checkScreens: at every size the race, its chart and the key help are in
// view without scrolling (on the phone: the race and its chart), nothing
// scrolls sideways, the summaries and the caveat on the times are on the
// page (not in tooltips), board labels are 14 px or more at 1024 x 768,
// and axe-core finds no violation in any view.
func checkScreens(t *testing.T, browser string, results []result) {
	t.Helper()
	for _, r := range results {
		if r.Name == "screens: race" {
			for i, s := range screenSizes {
				var m measure
				var violations []string
				if !r.decode(t, 3*i+1, &m) || !r.decode(t, 3*i+2, &violations) {
					return
				}
				where := fmt.Sprintf("%s race at %dx%d", browser, s[0], s[1])
				checkScreen(t, where, m, s[0] < 600)
				for _, v := range violations {
					t.Errorf("%s: axe %s", where, v)
				}
				if s[0] == 1024 {
					for _, p := range m.Panes {
						if p.LabelPx < 14 {
							t.Errorf("%s: %s's board labels are %v px, want 14 or more", where, p.Solver, p.LabelPx)
						}
					}
				}
			}
			continue
		}
		if !strings.HasPrefix(r.Name, "screens: ") {
			continue
		}
		for i, s := range [][]int{{1024, 768}, {390, 844}} {
			var over, violations []string
			if !r.decode(t, 3*i+1, &over) || !r.decode(t, 3*i+2, &violations) {
				break
			}
			if len(over) > 0 {
				t.Errorf("%s %s at %dx%d: wider than the screen: %v", browser, r.Name, s[0], s[1], over)
			}
			for _, v := range violations {
				t.Errorf("%s %s at %dx%d: axe %s", browser, r.Name, s[0], s[1], v)
			}
		}
	}
}

// checkScreen judges one size of the race.
func checkScreen(t *testing.T, where string, m measure, phone bool) {
	t.Helper()
	if len(m.Overflow) > 0 || m.ScrollW > m.VW+0.5 {
		t.Errorf("%s: wider than the screen: %v", where, m.Overflow)
	}
	if !m.inView(m.Chart) {
		t.Errorf("%s: the chart %v is not in view (%v x %v)", where, m.Chart, m.VW, m.VH)
	}
	for _, p := range m.Panes {
		if !m.inView(p.Board) {
			t.Errorf("%s: %s's board %v is not in view", where, p.Solver, p.Board)
		}
		if !phone && !m.inView(p.Summary) {
			t.Errorf("%s: %s's summary %v is not in view", where, p.Solver, p.Summary)
		}
	}
	if phone {
		if m.Summaries == nil || m.Caveat == nil {
			t.Errorf("%s: the solvers' summaries (%v) or the caveat on the times (%v) are not on the page", where, m.Summaries, m.Caveat)
		}
		return
	}
	if m.ScrollH > m.VH+0.5 || !m.inView(m.Keys) || !m.inView(m.Caveat) || !m.CaptionFits {
		t.Errorf("%s: the page is %v px high for %v; the keys %v, the caveat %v; the caption fits: %v", where, m.ScrollH, m.VH, m.Keys, m.Caveat, m.CaptionFits)
	}
}

// ---- reduced motion ----------------------------------------------------------

// reducedTask loads a race with autoplay in a browser that asks for
// reduced motion, waits a second, then steps once.
func reducedTask(base string) task {
	return task{Name: "reduced motion", URL: base + "/?race=fullboard,qs1&n=8&seed=5&autoplay=1&speed=20", Size: []int{1280, 800}, Reduced: true,
		Ops: []op{{Wait: `document.querySelectorAll(".pane[data-records]").length === 2`},
			{Eval: `new Promise((r) => setTimeout(() => r(true), 1000))`}, {Eval: measureJS},
			{Key: "ArrowRight"}, {Eval: framesJS}, {Eval: measureJS}}}
}

// checkReduced: nothing plays by itself, the page says why, and a step is
// taken on demand.
func checkReduced(t *testing.T, browser string, results []result) {
	t.Helper()
	for _, r := range results {
		if r.Name != "reduced motion" {
			continue
		}
		var before, after measure
		if !r.decode(t, 1, &before) || !r.decode(t, 3, &after) {
			return
		}
		for i, p := range before.Panes {
			if p.Records != 1 || after.Panes[i].Records <= 1 {
				t.Errorf("%s, reduced motion: %s showed %d records a second after loading, %d after one step; want 1, then more",
					browser, p.Solver, p.Records, after.Panes[i].Records)
			}
		}
		if before.Play != "play" || !slices.ContainsFunc(before.Notes, func(s string) bool { return strings.Contains(s, "reduced motion") }) {
			t.Errorf("%s, reduced motion: the button says %q and the notes %q; want play, and why autoplay is off", browser, before.Play, before.Notes)
		}
		return
	}
	t.Errorf("%s: no reduced-motion task ran", browser)
}

// ---- inputs ------------------------------------------------------------------

// inputTasks are addresses with values to read as the command line reads
// them, repeated, ignored or replaced.
func inputTasks(base string) []task {
	typeN := `(() => { const b = document.getElementById("race-n"); b.value = "abc"; b.dispatchEvent(new Event("input", {bubbles: true})); b.dispatchEvent(new Event("change")); return true; })()`
	return []task{
		{Name: "inputs: race", URL: base + "/?race=qs1,minconflicts,qs1&n=1e5&n=100_000&seed=18446744073709551615&solvers=bogus&speed=5", Size: []int{1024, 768},
			Ops: []op{{Wait: `document.querySelectorAll(".pane[data-records]").length === 2`}, {Eval: measureJS},
				{Eval: typeN}, {Wait: `Array.from(document.querySelectorAll("#notes li")).some((li) => li.textContent.includes("abc"))`}, {Eval: measureJS}}},
		{Name: "inputs: backtracking", URL: base + "/?view=backtracking&n=6&seed=3&solvers=qs1", Size: []int{1024, 768},
			Ops: []op{{Wait: `document.querySelector("#bt-pane[data-placement]") !== null && window.nqReady > 0`}, {Eval: measureJS}}},
	}
}

// checkInputs: 1e5 is read as the command line reads it, the greatest
// seed whole, each box shows its whole value, and every repeated,
// ignored or replaced parameter is named, a typed value quoted as typed.
func checkInputs(t *testing.T, browser string, results []result) {
	t.Helper()
	has := func(notes []string, want string) bool {
		return slices.ContainsFunc(notes, func(s string) bool { return strings.Contains(s, want) })
	}
	for _, r := range results {
		var m, typed measure
		switch r.Name {
		case "inputs: race":
			if !r.decode(t, 0, &m) || !r.decode(t, 2, &typed) {
				continue
			}
			if m.N != "100000" || m.Seed != "18446744073709551615" || !m.NFits || !m.SeedFits || len(m.Panes) != 2 {
				t.Errorf("%s: n box %q (whole: %v), seed box %q (whole: %v), %d panes; want 100000, 18446744073709551615, 2",
					browser, m.N, m.NFits, m.Seed, m.SeedFits, len(m.Panes))
			}
			for _, want := range []string{"n is given 2 times (n=1e5, n=100_000)", "qs1… is named twice", "solvers=bogus is ignored"} {
				if !has(m.Notes, want) {
					t.Errorf("%s: the notes %q do not say %q", browser, m.Notes, want)
				}
			}
			if !has(typed.Notes, `n = "abc" is not a number`) || typed.N != "100000" {
				t.Errorf("%s: typing abc: the notes %q and the box %q; want abc quoted and 100000 kept", browser, typed.Notes, typed.N)
			}
		case "inputs: backtracking":
			if !r.decode(t, 0, &m) {
				continue
			}
			for _, want := range []string{"seed=3 is ignored: backtracking tries every placement in order", "solvers=qs1 is ignored"} {
				if !has(m.Notes, want) {
					t.Errorf("%s: the notes %q do not say %q", browser, m.Notes, want)
				}
			}
		}
	}
}

// ---- work ends with its view, and honest replay --------------------------------

// workTask starts a race that computes for minutes (fullboard at n = 64)
// and a Scale run, and leaves each view: what the workers compute is
// listed after each.
func workTask(base string) task {
	nav := func(view string) op {
		return op{Eval: fmt.Sprintf(`(document.querySelector('nav a[data-view="%s"]').click(), true)`, view)}
	}
	working := `nqWorking()`
	return task{Name: "work ends with its view", URL: base + "/?race=fullboard,linearboard&n=64&seed=2&autoplay=1&speed=max", Size: []int{1280, 800},
		Ops: []op{{Wait: `nqWorking().length > 0 && document.querySelectorAll(".pane[data-records]").length === 2`}, {Eval: working},
			nav("squares"), {Eval: working},
			nav("scale"), {Eval: `(document.getElementById("scale-run").click(), true)`}, {Wait: `nqWorking().includes("running Scale")`},
			nav("squares"), {Eval: working}, nav("scale"), {Eval: `document.getElementById("scale-note").textContent`}}}
}

// checkWork: leaving a view ends its work, and the Scale view says its
// run stopped.
func checkWork(t *testing.T, browser string, results []result) {
	t.Helper()
	for _, r := range results {
		if r.Name != "work ends with its view" {
			continue
		}
		var racing, left, leftScale []string
		var note string
		if !r.decode(t, 0, &racing) || !r.decode(t, 2, &left) || !r.decode(t, 6, &leftScale) || !r.decode(t, 8, &note) {
			return
		}
		if len(racing) == 0 || len(left) != 0 || len(leftScale) != 0 || !strings.Contains(note, "stopped when you left") {
			t.Errorf("%s: racing %q; after leaving the race %q; after leaving a Scale run %q, which says %q", browser, racing, left, leftScale, note)
		}
	}
}

// lanesTask loads qs1 at 2^16 queens, where it solves its start in lanes,
// without playing, then steps.
func lanesTask(base string) task {
	return task{Name: "honest replay", URL: base + "/?race=qs1,formula&n=65536&seed=1&speed=max", Size: []int{1280, 800},
		Ops: []op{{Wait: `document.querySelectorAll(".pane[data-records]").length === 2 && document.querySelector(".pane").dataset.records > 0`},
			{Eval: `new Promise((r) => setTimeout(() => r(true), 500))`}, {Eval: measureJS},
			{Key: "ArrowRight"}, {Key: "ArrowRight"}, {Key: "ArrowRight"}, {Eval: framesJS}, {Eval: measureJS},
			{Key: " "}, {Wait: `document.querySelector(".pane").dataset.state === "solved"`}, {Eval: measureJS}}}
}

// checkLanes: before play, qs1's pane names its lane and shows no result;
// steps go through the lanes; no board is mostly dark.
func checkLanes(t *testing.T, browser string, results []result) {
	t.Helper()
	for _, r := range results {
		if r.Name != "honest replay" {
			continue
		}
		var start, stepped, end measure
		if !r.decode(t, 1, &start) || !r.decode(t, 3, &stepped) {
			return
		}
		q := start.Panes[0]
		if q.State != "" || q.Outcome != "" || !strings.HasPrefix(q.Stats, "lane 1 of 5") || q.TimeNs != 0 {
			t.Errorf("%s, qs1 at 2^16 before play: state %q, outcome %q, stats %q, time %v: want no result and lane 1 of 5", browser, q.State, q.Outcome, q.Stats, q.TimeNs)
		}
		if s := stepped.Panes[0]; s.Records != q.Records+3 || s.State != "" {
			t.Errorf("%s, qs1 at 2^16: three steps went from record %d to %d (%q)", browser, q.Records, s.Records, s.Stats)
		}
		if r.decode(t, 4, &end) && !strings.Contains(end.Panes[0].Outcome, "solved") {
			t.Errorf("%s, qs1 at 2^16 played to the end: %q", browser, end.Panes[0].Outcome)
		}
		for _, m := range []measure{start, stepped, end} {
			for _, p := range m.Panes {
				if p.Dark > 0.5 || p.View != "blocks" {
					t.Errorf("%s: %s at 2^16 draws a %s view %.0f%% dark", browser, p.Solver, p.View, 100*p.Dark)
				}
			}
		}
	}
}

// bigBoardTask loads a race at n = 10,000 at a projector's size (the
// lesson's races are at 1,000 and 100,000) and measures its boards at the
// start and at the end of the replay.
func bigBoardTask(base, shots string) task {
	tk := task{Name: "big board n=10000", URL: base + "/?race=qs1,minconflicts,formula&n=10000&seed=1&speed=max", Size: []int{1024, 768},
		Ops: []op{{Wait: `document.querySelectorAll(".pane[data-records]").length === 3`}, {Eval: framesJS}, {Eval: measureJS},
			{Key: " "}, {Wait: `document.querySelectorAll(".pane[data-state]").length === 3`}, {Eval: framesJS}, {Eval: measureJS}}}
	if shots != "" {
		tk.Ops = append(tk.Ops, op{Shot: shots + "/race-n10000-1024x768.png"})
	}
	return tk
}

// checkDark: no board of the lesson's races, nor of n = 10,000 at its
// start and end, is over half dark pixels; n = 10,000 is drawn as blocks
// (conflicts per block and a magnifier), not as queens.
func checkDark(t *testing.T, browser string, results []result) {
	t.Helper()
	for _, r := range results {
		evals := []int{0}
		switch {
		case r.Name == "big board n=10000":
			evals = []int{1, 3}
		case !strings.HasPrefix(r.Name, "lesson ") || !strings.HasSuffix(r.Name, "load 1"):
			continue
		}
		for _, i := range evals {
			var m measure
			if !r.decode(t, i, &m) {
				continue
			}
			for _, p := range m.Panes {
				if p.Dark > 0.5 || r.Name == "big board n=10000" && p.View != "blocks" {
					t.Errorf("%s %s (evaluation %d): %s's %s view is %.0f%% dark pixels", browser, r.Name, i, p.Solver, p.View, 100*p.Dark)
				}
			}
		}
	}
}

// bothTasks are the tasks both browsers run, and checkBoth judges them.
// NQUEENS_TASKS, when set, keeps the tasks whose names hold it, or with a
// leading "!" those that do not (while working on one check).
func bothTasks(base, shots string) []task {
	ts := append(screensTasks(base, shots), reducedTask(base), workTask(base), lanesTask(base), bigBoardTask(base, shots))
	ts = append(ts, inputTasks(base)...)
	ts = append(ts, lessonTasks(base)...)
	if only := os.Getenv("NQUEENS_TASKS"); only != "" {
		ts = slices.DeleteFunc(ts, func(t task) bool {
			if not, ok := strings.CutPrefix(only, "!"); ok {
				return strings.Contains(t.Name, not)
			}
			return !strings.Contains(t.Name, only)
		})
	}
	return ts
}

func checkBoth(t *testing.T, browser string, results []result) {
	t.Helper()
	total := 0.0
	for _, r := range results {
		if r.Error != "" {
			t.Errorf("%s %s: %s", browser, r.Name, r.Error)
		}
		total += r.Seconds
		if testing.Verbose() {
			t.Logf("%s %s: %.1f s", browser, r.Name, r.Seconds)
		}
	}
	t.Logf("%s: %d tasks in %.0f s", browser, len(results), total)
	checkScreens(t, browser, results)
	if only := os.Getenv("NQUEENS_TASKS"); only == "" || strings.HasPrefix(only, "!") {
		checkReduced(t, browser, results)
	}
	checkInputs(t, browser, results)
	checkWork(t, browser, results)
	checkLanes(t, browser, results)
	checkDark(t, browser, results)
	checkLesson(t, browser, results)
}
