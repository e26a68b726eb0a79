//go:build !js

package classroom

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/classroom/trace"
	"github.com/nqueens/nqueens/cmd/internal/comparetab"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/testkit/browsertest"
)

// pane is what a race pane tells tests through its data attributes.
type pane struct {
	Solver    string `json:"solver"`
	State     string `json:"state"`
	Placement string `json:"placement"`
	Attacked  string `json:"attacked"`
	Records   int    `json:"records"`
}

const panesJS = `Array.from(document.querySelectorAll(".pane")).map(e => ({solver: e.dataset.solver,
	state: e.dataset.state || "", placement: e.dataset.placement || "", attacked: e.dataset.attacked || "",
	records: Number(e.dataset.records || 0)}))`

func join(p []int32) string {
	s := make([]string, len(p))
	for i, r := range p {
		s[i] = strconv.Itoa(int(r))
	}
	return strings.Join(s, ",")
}

// tab opens url in a new tab of the browser and waits until the solvers
// are loaded.
func tab(t *testing.T, browser context.Context, url string) context.Context {
	t.Helper()
	return tabSized(t, browser, url, 0, 0)
}

// tabSized is tab with a viewport of w x h CSS pixels (0 x 0: the
// browser's window).
func tabSized(t *testing.T, browser context.Context, url string, w, h int64) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	var actions []chromedp.Action[chromedp.Void]
	if w > 0 {
		actions = append(actions, chromedp.EmulateViewport(w, h))
	}
	if err := chromedp.Do(ctx, append(actions, chromedp.Navigate(url))...); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `window.nqReady > 0`)
	return ctx
}

// wait polls the page until expr is true (at most 30 s).
func wait(t *testing.T, ctx context.Context, expr string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		status, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("status").textContent`))
		t.Fatalf("waiting for %s: %v (page status: %q)", expr, err, status)
	}
}

func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

func keys(t *testing.T, ctx context.Context, k string) {
	t.Helper()
	if err := chromedp.Do(ctx, press(k)); err != nil {
		t.Fatal(err)
	}
}

// press presses one key as a keyboard does: a key-down event carrying
// the key's text, which the page's handler can prevent from being typed,
// then a key-up. (chromedp.KeyEvent sends the text in a char event of its
// own, which a prevented key-down does not stop, so a space it presses in
// a text box is typed there, as no keyboard does.) k is " ", "r" or
// "ArrowRight".
func press(k string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		down := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyDown, Key: k, Code: "Key" + strings.ToUpper(k), Text: k, UnmodifiedText: k}
		switch k {
		case " ":
			down.Code, down.WindowsVirtualKeyCode = "Space", 32
		case "ArrowRight":
			down.Code, down.WindowsVirtualKeyCode, down.Text, down.UnmodifiedText = "ArrowRight", 39, "", ""
		default:
			down.WindowsVirtualKeyCode = int64(strings.ToUpper(k)[0])
		}
		down.NativeVirtualKeyCode = down.WindowsVirtualKeyCode
		if _, err := cdp.Call(ctx, t, input.DispatchKeyEvent, down); err != nil {
			return err
		}
		up := down
		up.Type, up.Text, up.UnmodifiedText = input.DispatchKeyEventTypeKeyUp, "", ""
		_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, up)
		return err
	})
}

// runTasks runs the tasks in Chromium, each in a tab of its own.
func runTasks(t *testing.T, browser context.Context, tasks []task) []result {
	t.Helper()
	var out []result
	for _, tk := range tasks {
		r := result{Name: tk.Name}
		start := time.Now()
		if err := runTask(browser, tk, &r); err != nil {
			r.Error = err.Error()
		}
		r.Seconds = time.Since(start).Seconds()
		out = append(out, r)
	}
	return out
}

func runTask(browser context.Context, tk task, r *result) error {
	ctx, cancel := chromedp.NewContext(browser)
	defer cancel()
	ctx, stop := context.WithTimeout(ctx, 120*time.Second)
	defer stop()
	actions := []chromedp.Action[chromedp.Void]{chromedp.EmulateViewport(int64(tk.Size[0]), int64(tk.Size[1]))}
	if tk.Reduced {
		actions = append(actions, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
			return err
		}))
	}
	if err := chromedp.Do(ctx, append(actions, chromedp.Navigate(tk.URL))...); err != nil {
		return err
	}
	for _, o := range tk.Ops {
		var err error
		switch {
		case o.Wait != "":
			_, err = chromedp.Run(ctx, chromedp.Poll[chromedp.Void](o.Wait, chromedp.WithPollingTimeout(90*time.Second)))
			if err != nil {
				err = fmt.Errorf("waiting for %s: %w", o.Wait, err)
			}
		case o.Eval != "":
			var v json.RawMessage
			v, err = chromedp.Run(ctx, chromedp.Evaluate[json.RawMessage](o.Eval, chromedp.EvalAwaitPromise))
			r.Evals = append(r.Evals, v)
		case o.Size != nil:
			err = chromedp.Do(ctx, chromedp.EmulateViewport(int64(o.Size[0]), int64(o.Size[1])))
		case o.Key != "":
			err = chromedp.Do(ctx, press(o.Key))
		case o.Inject != "":
			var src []byte
			if src, err = os.ReadFile(o.Inject); err == nil {
				_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](string(src)+"\n;true"))
			}
		case o.Shot != "":
			var png []byte
			if png, err = chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
				err = os.WriteFile(o.Shot, png, 0o644)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// TestBrowser loads the page in headless Chromium: each view, driven as a
// class would, checked against the Go code it runs.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the browser tests in short mode")
	}
	// Beside TestFirefox: the two browsers' plans take minutes each. The
	// command line's times for the lesson are taken first, by whichever
	// test comes first, before either browser starts.
	t.Parallel()
	defer coarseOnce.Do(func() { close(coarseDone) })
	if heavyOn() {
		cliReference(t)
	}
	browser := browsertest.Start(t, 600*time.Second)
	srv := httptest.NewServer(testPage(t).handler())
	defer srv.Close()
	t.Run("race", func(t *testing.T) { testRace(t, browser, srv.URL) })
	t.Run("pause and step", func(t *testing.T) { testPauseStep(t, browser, srv.URL) })
	t.Run("scale run", func(t *testing.T) { testScaleRun(t, browser, srv.URL) })
	t.Run("compare file", func(t *testing.T) { testCompareFile(t, browser, srv.URL) })
	t.Run("drop", func(t *testing.T) { testDrop(t, browser, srv.URL) })
	t.Run("backtracking and squares", func(t *testing.T) { testBacktrackingSquares(t, browser, srv.URL) })
	t.Run("export", func(t *testing.T) { testExport(t, browser) })
	t.Run("bad parameters", func(t *testing.T) { heavy(t); testBadParams(t, browser, srv.URL) })
	t.Run("n=1000", func(t *testing.T) { testBigRace(t, browser, srv.URL) })
	t.Run("keys anywhere", func(t *testing.T) { testKeysAnywhere(t, browser, srv.URL) })
	t.Run("zero times", func(t *testing.T) { testZeroTimes(t, browser, srv.URL) })
	t.Run("stopped run", func(t *testing.T) { testStopped(t, browser, srv.URL) })
	t.Run("placing", func(t *testing.T) { testPlacing(t, browser, srv.URL) })
	t.Run("coarse clock", func(t *testing.T) { heavy(t); testCoarseClock(t, browser, srv.URL) })
	t.Run("first paint", func(t *testing.T) { testFirstPaint(t, browser, srv.URL) })
	// The checks Firefox runs too (plan_test.go): every screen and axe-core
	// at each, reduced motion, inputs, work ending with its view, the
	// honest replay of qs1's lanes, and the lesson's order on every load.
	t.Run("both browsers' checks", func(t *testing.T) {
		heavy(t)
		checkBoth(t, "Chromium", runTasks(t, browser, bothTasks(srv.URL, os.Getenv("NQUEENS_SCREENSHOTS"))))
	})
	if dir := os.Getenv("NQUEENS_SCREENSHOTS"); dir != "" {
		t.Run("screenshots", func(t *testing.T) { screenshots(t, browser, srv.URL, dir) })
	}
}

// heavy skips the slower browser checks (layouts, axe-core, bad
// addresses, the coarse clock, Firefox: a minute together) unless CI=true
// or NQUEENS_BROWSER=all, so that go test ./... stays quick on a
// developer's machine while CI runs them all.
func heavy(t *testing.T) {
	t.Helper()
	if !heavyOn() {
		t.Skip("a slower browser check: CI=true or NQUEENS_BROWSER=all runs it")
	}
}

func heavyOn() bool { return os.Getenv("CI") == "true" || os.Getenv("NQUEENS_BROWSER") == "all" }

// raceMatches loads a race to its end and checks each pane's final
// placement and status against the solver's for the same seed.
func raceMatches(t *testing.T, browser context.Context, base string, names []string, n int, seed uint64) context.Context {
	t.Helper()
	url := fmt.Sprintf("%s/?race=%s&n=%d&seed=%d&autoplay=1&speed=max", base, strings.Join(names, ","), n, seed)
	ctx := tab(t, browser, url)
	wait(t, ctx, fmt.Sprintf(`document.querySelectorAll(".pane[data-state]").length === %d`, len(names)))
	panes := eval[[]pane](t, ctx, panesJS)
	if len(panes) != len(names) {
		t.Fatalf("%d panes, want %d", len(panes), len(names))
	}
	for i, p := range panes {
		e, err := registry.Solvers().Lookup(names[i])
		if err != nil || p.Solver != names[i] {
			t.Fatalf("pane %d is %q, want %q", i, p.Solver, names[i])
		}
		res, err := e.Solve(context.Background(), n, nqueens.Settings{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if p.State != res.Status.Word() || p.Placement != join(res.Placement) {
			t.Errorf("%s n=%d seed %d: the page ends %s at %s; the command line %s at %s",
				p.Solver, n, seed, p.State, p.Placement, res.Status.Word(), join(res.Placement))
		}
	}
	ready, first := eval[float64](t, ctx, `window.nqReady`), eval[float64](t, ctx, `window.nqFirstFrame || 0`)
	if first > 0 {
		t.Logf("%s: solvers ready %.0f ms, first board %.0f ms after navigation", url[len(base):], ready, first)
	}
	return ctx
}

func testRace(t *testing.T, browser context.Context, base string) {
	raceMatches(t, browser, base, []string{"fullboard", "linearboard", "qs1"}, 8, 7)
	raceMatches(t, browser, base, []string{"qs1-classic", "minconflicts"}, 20, 3)
	raceMatches(t, browser, base, []string{"qs1", "fullboard", "backtrack"}, 3, 1) // no_solution
}

// visible is the page's replay model (Trace.advance in classroom.js): a
// step applies one record, a restart together with the start after it,
// and any record after it that changes nothing shown. It returns, for each visible
// step, the records applied so far and the state.
func visible(t *testing.T, records []int32, n int) (counts []int, states [][]int32) {
	t.Helper()
	type rec struct {
		kind, k, step, h int32
		pairs            []int32
	}
	var rs []rec
	for i := 0; i < len(records); {
		k := records[i+4]
		rs = append(rs, rec{records[i], k, records[i+1], records[i+3], records[i+5 : i+5+2*int(k)]})
		i += 5 + 2*int(k)
	}
	p := make([]int32, n)
	for c := range p {
		p[c] = -1
	}
	apply := func(r rec) {
		for j := 0; j < len(r.pairs); j += 2 {
			p[r.pairs[j]] = r.pairs[j+1]
		}
	}
	for i := 0; i < len(rs); {
		apply(rs[i])
		i++
		if rs[i-1].kind == int32(nqueens.Restart) && i < len(rs) && rs[i].kind == int32(nqueens.Start) {
			apply(rs[i])
			i++
		}
		// Records that change nothing shown (no column, the same step
		// and heuristic) go with the step before them.
		for i < len(rs) && rs[i].kind != int32(nqueens.Restart) && rs[i].k == 0 && rs[i].step == rs[i-1].step && rs[i].h == rs[i-1].h {
			i++
		}
		counts = append(counts, i)
		states = append(states, slices.Clone(p))
	}
	return counts, states
}

func testPauseStep(t *testing.T, browser context.Context, base string) {
	names := []string{"fullboard", "qs1-classic"}
	const n, seed = 8, 5
	ctx := tab(t, browser, fmt.Sprintf("%s/?race=%s&n=%d&seed=%d&speed=1", base, strings.Join(names, ","), n, seed))
	wait(t, ctx, `document.querySelectorAll(".pane[data-records]").length === 2`)
	models := make([]struct {
		counts []int
		states [][]int32
	}, len(names))
	for i, name := range names {
		e, _ := registry.Solvers().Lookup(name)
		var records []int32
		if _, err := trace.Race(context.Background(), e, n, seed, &trace.Recorder{Flush: func(r []int32) { records = append(records, r...) }}); err != nil {
			t.Fatal(err)
		}
		models[i].counts, models[i].states = visible(t, records, n)
	}
	// check compares every pane with the model at the step its record
	// count shows, and returns those steps.
	check := func(what string) []int {
		t.Helper()
		panes := eval[[]pane](t, ctx, panesJS)
		steps := make([]int, len(panes))
		for i, p := range panes {
			m := models[i]
			k := slices.Index(m.counts, p.Records)
			if k < 0 {
				t.Fatalf("%s: %s shows %d records, which is no visible step of its trace %v", what, p.Solver, p.Records, m.counts)
			}
			steps[i] = k
			if p.Placement != join(m.states[k]) {
				t.Errorf("%s: %s at step %d shows %s, want %s", what, p.Solver, k, p.Placement, join(m.states[k]))
			}
			at, err := render.Analyze(m.states[k])
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for c, a := range at.Attacked {
				if a {
					want = append(want, strconv.Itoa(c))
				}
			}
			if p.Attacked != strings.Join(want, ",") {
				t.Errorf("%s: %s at step %d marks %q attacked, render.Analyze says %q", what, p.Solver, k, p.Attacked, strings.Join(want, ","))
			}
		}
		return steps
	}
	if got := check("loaded"); !slices.Equal(got, []int{0, 0}) {
		t.Fatalf("the page starts at steps %v, want the start, 0", got)
	}
	if label := eval[string](t, ctx, `document.getElementById("race-play").textContent`); label != "play" {
		t.Errorf("without autoplay the button says %q, want play", label)
	}
	for k := 1; k <= 3; k++ {
		keys(t, ctx, "ArrowRight")
		got := check(fmt.Sprintf("after %d steps", k))
		for i, s := range got {
			if want := min(k, len(models[i].counts)-1); s != want {
				t.Errorf("after %d right arrows %s is at step %d, want %d", k, names[i], s, want)
			}
		}
	}
	// Play, pause, then one step: exactly one step further.
	keys(t, ctx, " ")
	wait(t, ctx, `document.getElementById("race-play").textContent === "pause"`)
	keys(t, ctx, " ")
	paused := check("paused")
	keys(t, ctx, "ArrowRight")
	stepped := check("paused, one step")
	for i := range paused {
		if want := min(paused[i]+1, len(models[i].counts)-1); stepped[i] != want {
			t.Errorf("%s: paused at step %d, one step went to %d", names[i], paused[i], stepped[i])
		}
	}
	again := check("paused, one step, no more")
	if !slices.Equal(again, stepped) {
		t.Errorf("paused at %v, the page moved on to %v", stepped, again)
	}
	// Space on a focused button still plays and pauses, and does not
	// click the button as well.
	eval[bool](t, ctx, `(document.getElementById("race-step").focus(), true)`)
	keys(t, ctx, " ")
	wait(t, ctx, `document.getElementById("race-play").textContent === "pause"`)
	keys(t, ctx, " ")
	if label := eval[string](t, ctx, `document.getElementById("race-play").textContent`); label == "pause" {
		t.Error("space on the focused step button did not pause")
	}
	// r: a new seed, in the controls and the address.
	keys(t, ctx, "r")
	wait(t, ctx, `document.getElementById("race-seed").value === "6" && location.search.includes("seed=6")`)
}

// testScaleRun times linearboard in the page: n doubles from 8 while the
// budget lasts, every point a positive time.
func testScaleRun(t *testing.T, browser context.Context, base string) {
	ctx := tab(t, browser, base+"/?view=scale&solvers=linearboard&budget=1&autorun=1")
	wait(t, ctx, `document.getElementById("scale-figure").dataset.state === "done"`)
	var series map[string][][2]float64
	if err := json.Unmarshal([]byte(eval[string](t, ctx, `document.getElementById("scale-figure").dataset.series`)), &series); err != nil {
		t.Fatal(err)
	}
	pts := series["linearboard"]
	if len(series) != 1 || len(pts) < 2 {
		t.Fatalf("series %v: want linearboard at two sizes or more", series)
	}
	for i, p := range pts {
		if want := float64(int(trace.ScaleStart) << i); p[0] != want || !(p[1] > 0) {
			t.Errorf("point %d: n = %v, %v ns; want n = %v and a positive time", i, p[0], p[1], want)
		}
	}
	if last := pts[len(pts)-1][0]; last > 256 {
		t.Errorf("linearboard reached n = %v within a second: the budget was not kept", last)
	}
}

// compareTrials runs a small real comparison, as `nqueens compare --json`
// does, and returns its trials.
func compareTrials(t *testing.T) []compare.Trial {
	solvers, err := comparetab.Solvers(registry.Solvers(), "qs1,linearboard")
	if err != nil {
		t.Fatal(err)
	}
	trials, err := compare.Run(context.Background(), compare.Plan{Cases: compare.Grid(solvers, []int{8, 16, 32}), Seeds: []uint64{1, 2, 3, 4}})
	if err != nil {
		t.Fatal(err)
	}
	return trials
}

// seriesMatch checks the page's chart data against compare's own medians.
func seriesMatch(t *testing.T, ctx context.Context, trials []compare.Trial) {
	t.Helper()
	var series map[string][][2]float64
	if err := json.Unmarshal([]byte(eval[string](t, ctx, `document.getElementById("scale-figure").dataset.series`)), &series); err != nil {
		t.Fatal(err)
	}
	rows := compare.Summarize(trials, nil, "")
	points := 0
	for _, r := range rows {
		var got float64 = -1
		for _, pt := range series[r.Solver] {
			if int(pt[0]) == r.N {
				got = pt[1]
			}
		}
		if math.Abs(got-float64(r.Median)) > 1 {
			t.Errorf("%s n=%d: the page plots %v ns, compare's median is %d ns", r.Solver, r.N, got, r.Median)
		}
		points++
	}
	if n := len(series["qs1"]) + len(series["linearboard"]); n != points || points == 0 {
		t.Errorf("the page plots %d points, compare has %d rows", n, points)
	}
}

func testCompareFile(t *testing.T, browser context.Context, base string) {
	trials := compareTrials(t)
	file := filepath.Join(t.TempDir(), "runs.ndjson")
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := compare.WriteJSON(f, trials); err != nil {
		t.Fatal(err)
	}
	f.Close()
	ctx := tab(t, browser, base+"/?view=scale")
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.CSS("#scale-file"), []string{file})); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.getElementById("scale-figure").dataset.source === "file:runs.ndjson"`)
	seriesMatch(t, ctx, trials)
}

// drop drops a file holding text on the chart, as a drag from the desktop
// would.
func drop(t *testing.T, ctx context.Context, name, text string) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const dt = new DataTransfer(); dt.items.add(new File([%q], %q));
		document.getElementById("scale-chart").dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true}));
		return true; })()`, text, name)
	eval[bool](t, ctx, js)
}

func testDrop(t *testing.T, browser context.Context, base string) {
	trials := compareTrials(t)
	var b strings.Builder
	if err := compare.WriteJSON(&b, trials); err != nil {
		t.Fatal(err)
	}
	ctx := tab(t, browser, base+"/?view=scale")
	drop(t, ctx, "dropped.ndjson", b.String())
	wait(t, ctx, `document.getElementById("scale-figure").dataset.source === "file:dropped.ndjson"`)
	seriesMatch(t, ctx, trials)
	drop(t, ctx, "bad.ndjson", `{"solver":"qs1","n":8,"status":"solved","elapsed_ns":5}`+"\nnot json\n")
	wait(t, ctx, `document.getElementById("scale-figure").dataset.state === "error"`)
	if msg := eval[string](t, ctx, `document.getElementById("status").textContent`); !strings.Contains(msg, "bad.ndjson") || !strings.Contains(msg, "line 2") {
		t.Errorf("a malformed file is reported as %q; want its name and line 2", msg)
	}
}

func testBacktrackingSquares(t *testing.T, browser context.Context, base string) {
	ctx := tab(t, browser, base+"/?view=backtracking&n=6&autoplay=1&speed=max")
	wait(t, ctx, `document.querySelector("#bt-pane[data-state]") !== null`)
	if got := eval[string](t, ctx, `document.getElementById("bt-pane").dataset.solutions`); got != "4" {
		t.Errorf("backtracking n=6 found %s solutions, want 4", got)
	}
	if got := eval[string](t, ctx, `Array.from(document.querySelectorAll("#bt-found li")).map(li => li.textContent).join(";")`); got != "1 3 5 0 2 4;2 5 1 4 0 3;3 0 4 1 5 2;4 2 0 5 3 1" {
		t.Errorf("backtracking n=6 lists %q", got)
	}
	ctx = tab(t, browser, base+"/?view=squares&n=7")
	wait(t, ctx, `document.getElementById("view-squares").dataset.state === "solved"`)
	var counts [][]int64
	if err := json.Unmarshal([]byte(eval[string](t, ctx, `document.getElementById("view-squares").dataset.counts`)), &counts); err != nil {
		t.Fatal(err)
	}
	want, _, err := trace.Squares(context.Background(), 7)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(counts) != fmt.Sprint(want) {
		t.Errorf("squares n=7: the page shows %v, bdd says %v", counts, want)
	}
}

// testExport: the exported files, served by a plain file server, are the
// same page.
func testExport(t *testing.T, browser context.Context) {
	dir := t.TempDir()
	if err := testPage(t).export(dir, false); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	raceMatches(t, browser, srv.URL, []string{"fullboard", "linearboard", "qs1"}, 10, 2)
}

// testBadParams: each bad value of the address is named on the page with
// what is shown instead, the controls show what is used, and the address
// is rewritten to exactly that.
func testBadParams(t *testing.T, browser context.Context, base string) {
	notes := `Array.from(document.querySelectorAll("#notes li")).map((li) => li.textContent).join("|")`
	for _, c := range []struct {
		query  string
		want   []string // in the notes
		n      string   // the n box
		search string   // the address after
	}{
		{"?race=qs1&n=abc&seed=x", []string{`n = "abc" is not a number: give a positive whole number such as 8 or 1e6; showing n = 8`, `seed "x" is not a seed (a whole number from 0); showing seed 1`}, "8", "?race=qs1&n=8&seed=1&speed=10"},
		{"?race=nosuch,qs1&n=1e3", []string{"nosuch… is not a solver"}, "1000", "?race=qs1&n=1000&seed=1&speed=10"},
		{"?race=fullboard,qs1&n=1000&speed=7", []string{"n = 1,000 is more than fullboard races up to n = 64 (each move weighs every square", "speed=7 is not a speed"}, "64", "?race=fullboard,qs1&n=64&seed=1&speed=10"},
		{"?view=nosuch&bogus=1", []string{"view=nosuch is not a view", "bogus=1 is not a parameter"}, "8", ""},
	} {
		ctx := tab(t, browser, base+"/"+c.query)
		wait(t, ctx, `document.querySelectorAll(".pane").length > 0`)
		got := eval[string](t, ctx, notes)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the page says %q; want %q", c.query, got, w)
			}
		}
		if n := eval[string](t, ctx, `document.getElementById("race-n").value`); n != c.n {
			t.Errorf("%s: the n box shows %s, want %s", c.query, n, c.n)
		}
		if search := eval[string](t, ctx, `location.search`); c.search != "" && search != c.search {
			t.Errorf("%s: the address became %s, want %s", c.query, search, c.search)
		}
	}
	// Typing a size a racer does not take: the box, the address and the
	// note agree.
	ctx := tab(t, browser, base+"/?race=fullboard,qs1&n=8")
	eval[bool](t, ctx, `(() => { const b = document.getElementById("race-n"); b.value = "1e3"; b.dispatchEvent(new Event("change")); return true; })()`)
	wait(t, ctx, `document.querySelectorAll("#notes li").length > 0`)
	if n, search := eval[string](t, ctx, `document.getElementById("race-n").value`), eval[string](t, ctx, `location.search`); n != "64" || !strings.Contains(search, "n=64&") {
		t.Errorf("typing 1e3 with fullboard racing: the box shows %s and the address %s; want 64 in both", n, search)
	}
	if got := eval[string](t, ctx, notes); !strings.Contains(got, "n = 1e3 (1,000) is more than fullboard races up to n = 64") {
		t.Errorf("typing 1e3 with fullboard racing: the page says %q", got)
	}
}

// testBigRace: qs1, min-conflicts and formula race n = 1000 to the
// placement the command line finds, verified, and the boards are drawn.
func testBigRace(t *testing.T, browser context.Context, base string) {
	ctx := raceMatches(t, browser, base, []string{"qs1", "minconflicts", "formula"}, 1000, 1)
	for _, p := range eval[[]pane](t, ctx, panesJS) {
		var q nqueens.Placement
		for _, f := range strings.Split(p.Placement, ",") {
			r, _ := strconv.Atoi(f)
			q = append(q, int32(r))
		}
		if err := nqueens.Verify(q); err != nil || len(q) != 1000 {
			t.Errorf("%s n=1000: the page ends at a placement that fails Verify: %v", p.Solver, err)
		}
	}
}

// testStopped: a racer stopped at the page's step limit ends worded as a
// person says it.
func testStopped(t *testing.T, browser context.Context, base string) {
	ctx := tab(t, browser, base+"/?race=backtrack,qs1&n=30&seed=1&autoplay=1&speed=max")
	wait(t, ctx, `document.querySelectorAll(".pane[data-state]").length === 2`)
	if got := eval[string](t, ctx, `document.querySelector(".pane .outcome").textContent`); got != "stopped at 200,000 steps, the page's limit for a racer, without a solution" {
		t.Errorf("backtrack stopped at the limit says %q", got)
	}
}

// testPlacing: qs1's start phase, placing its queens one by one, is
// worded as placing and not charted, so no 0 reads as a solution.
func testPlacing(t *testing.T, browser context.Context, base string) {
	ctx := tab(t, browser, base+"/?race=qs1&n=8&seed=1&speed=1")
	wait(t, ctx, `document.querySelector(".pane[data-records]") !== null`)
	stats := `document.querySelector(".pane .stats").textContent`
	for k := 0; k <= 3; k++ {
		if got, want := eval[string](t, ctx, stats), fmt.Sprintf("placing queens: %d of 8", k); got != want {
			t.Errorf("qs1 after %d steps says %q, want %q", k, got, want)
		}
		keys(t, ctx, "ArrowRight")
	}
}

// testKeysAnywhere: space plays and pauses with focus in the n box (not
// being typed in) and in the speed list, and the right arrow in the speed
// list steps instead of changing the speed.
func testKeysAnywhere(t *testing.T, browser context.Context, base string) {
	ctx := tab(t, browser, base+"/?race=fullboard,qs1-classic&n=8&seed=5&speed=1")
	wait(t, ctx, `document.querySelectorAll(".pane[data-records]").length === 2`)
	playing := `document.getElementById("race-play").textContent === "pause"`
	eval[bool](t, ctx, `(document.getElementById("race-n").focus(), true)`)
	keys(t, ctx, " ")
	wait(t, ctx, playing)
	keys(t, ctx, " ")
	if eval[bool](t, ctx, playing) {
		t.Error("space in the n box did not pause")
	}
	eval[bool](t, ctx, `(document.getElementById("race-speed").focus(), true)`)
	before := eval[string](t, ctx, `Array.from(document.querySelectorAll(".pane")).map((p) => p.dataset.records).join(",")`)
	keys(t, ctx, "ArrowRight")
	if speed := eval[string](t, ctx, `document.getElementById("race-speed").value`); speed != "1" {
		t.Errorf("the right arrow in the speed list changed the speed to %s", speed)
	}
	if after := eval[string](t, ctx, `Array.from(document.querySelectorAll(".pane")).map((p) => p.dataset.records).join(",")`); after == before {
		t.Errorf("the right arrow in the speed list did not step (records %s)", after)
	}
}

// testFirstPaint: the footer of a view that scrolls starts below the
// screen before the solvers are ready, and the race's sits at the foot of
// the screen from the first paint, so nothing shifts when a view appears.
func testFirstPaint(t *testing.T, browser context.Context, base string) {
	for _, v := range []struct {
		query string
		below bool
	}{{"/?view=scale", true}, {"/?race=qs1&n=8", false}} {
		ctx, cancel := chromedp.NewContext(browser)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1024, 768), chromedp.Navigate(base+v.query)); err != nil {
			t.Fatal(err)
		}
		first := eval[float64](t, ctx, `document.querySelector("footer").getBoundingClientRect().top`)
		wait(t, ctx, `window.nqReady > 0`)
		later := eval[float64](t, ctx, `new Promise((r) => setTimeout(() => r(document.querySelector("footer").getBoundingClientRect().top), 300))`)
		if v.below && first < 768 || !v.below && (first != later || later >= 768) {
			t.Errorf("%s: the footer is at %.0f px on the first paint, at %.0f px once the view shows", v.query, first, later)
		}
		cancel()
	}
}

// testZeroTimes: a compare file whose times read 0 (runs under its
// clock's step) is plotted, its zeros drawn at the foot of the axis and
// named, and the page stays responsive.
func testZeroTimes(t *testing.T, browser context.Context, base string) {
	ctx := tab(t, browser, base+"/?view=scale")
	file := `{"solver":"qs1","n":8,"seed":1,"elapsed_ns":0,"steps":3,"restarts":0,"status":"solved"}
{"solver":"qs1","n":16,"seed":1,"elapsed_ns":0,"steps":5,"restarts":0,"status":"solved"}
{"solver":"linearboard","n":8,"seed":1,"elapsed_ns":41000,"steps":4,"restarts":0,"status":"solved"}
{"solver":"linearboard","n":16,"seed":1,"elapsed_ns":0,"steps":0,"restarts":0,"status":"skipped","detail":"timed out"}
`
	drop(t, ctx, "zeros.ndjson", file)
	wait(t, ctx, `document.getElementById("scale-figure").dataset.source === "file:zeros.ndjson"`)
	if got := eval[string](t, ctx, `document.getElementById("scale-figure").dataset.clamped`); got != "2" {
		t.Errorf("%s points drawn at the foot of the axis, want 2 (the zeros)", got)
	}
	if note := eval[string](t, ctx, `document.getElementById("scale-note").textContent`); !strings.Contains(note, "0 ns") {
		t.Errorf("the page says %q about the zeros; want them named", note)
	}
	if got := eval[string](t, ctx, `Array.from(document.querySelectorAll("#scale-solvers input:checked")).map((c) => c.value).join(",")`); got != "linearboard,qs1" {
		t.Errorf("after the import the ticked solvers are %q, want the file's: linearboard,qs1", got)
	}
}

// testCoarseClock serves the page without cross-origin isolation, as
// python3 -m http.server does: the page says its clock is coarse, and
// every point of a scale run is a positive time.
func testCoarseClock(t *testing.T, browser context.Context, base string) {
	h := testPage(t).handler()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(headerDropper{w}, r)
	}))
	defer srv.Close()
	ctx := tab(t, browser, srv.URL+"/"+coarseScale)
	if eval[bool](t, ctx, `window.crossOriginIsolated`) {
		t.Fatal("the page is cross-origin isolated without the headers")
	}
	if status := eval[string](t, ctx, `document.getElementById("status").textContent`); !strings.Contains(status, "coarse clock") {
		t.Errorf("status %q: want it to say the clock is coarse", status)
	}
	wait(t, ctx, `document.getElementById("scale-figure").dataset.state === "done"`)
	var series map[string][][2]float64
	if err := json.Unmarshal([]byte(eval[string](t, ctx, `document.getElementById("scale-figure").dataset.series`)), &series); err != nil {
		t.Fatal(err)
	}
	coarseReach = map[string]float64{}
	for name, pts := range series {
		for _, p := range pts {
			if !(p[1] > 0) {
				t.Errorf("%s n=%v: %v ns under a coarse clock", name, p[0], p[1])
			}
		}
		coarseReach[name] = pts[len(pts)-1][0]
	}
	t.Logf("Chromium, scale without isolation, budget 1 s: reaches %v", coarseReach)
	coarseOnce.Do(func() { close(coarseDone) })
}

// coarseScale is the scale run both browsers make without cross-origin
// isolation, and coarseReach the n each of its curves reached in
// Chromium, which TestFirefox compares with Firefox's.
const coarseScale = "?view=scale&solvers=qs1,linearboard&budget=1&autorun=1"

var coarseReach map[string]float64

// coarseDone is closed once coarseReach is known, or TestBrowser ended
// without it.
var (
	coarseDone = make(chan struct{})
	coarseOnce sync.Once
)

// headerDropper drops the cross-origin isolation headers.
type headerDropper struct{ http.ResponseWriter }

func (h headerDropper) WriteHeader(code int) {
	h.Header().Del("Cross-Origin-Opener-Policy")
	h.Header().Del("Cross-Origin-Embedder-Policy")
	h.ResponseWriter.WriteHeader(code)
}

func (h headerDropper) Write(b []byte) (int, error) {
	h.Header().Del("Cross-Origin-Opener-Policy")
	h.Header().Del("Cross-Origin-Embedder-Policy")
	return h.ResponseWriter.Write(b)
}

// screenshots saves a PNG of every view into dir, to be looked at.
func screenshots(t *testing.T, browser context.Context, base, dir string) {
	for _, s := range []struct{ name, query, ready string }{
		{"race-end", "?race=fullboard,linearboard,qs1&n=8&seed=7&autoplay=1&speed=max", `document.querySelectorAll(".pane[data-state]").length === 3`},
		{"race-start", "?race=fullboard,linearboard,qs1&n=12&seed=3", `document.querySelectorAll(".pane[data-records]").length === 3`},
		{"race-n64", "?race=qs1,minconflicts,formula&n=64&seed=1&autoplay=1&speed=max", `document.querySelectorAll(".pane[data-state]").length === 3`},
		{"race-n1000", "?race=qs1,minconflicts,formula&n=1000&seed=1&speed=1", `document.querySelectorAll(".pane[data-records]").length === 3`},
		{"race-n100000", "?race=qs1,minconflicts,formula&n=100000&seed=1&autoplay=1&speed=max", `document.querySelectorAll(".pane[data-state]").length === 3`},
		{"race-n16", "?race=fullboard,linearboard,minconflicts&n=16&seed=1&autoplay=1&speed=max", `document.querySelectorAll(".pane[data-state]").length === 3`},
		{"backtracking", "?view=backtracking&n=8&autoplay=1&speed=1000", `Number(document.getElementById("bt-pane").dataset.solutions) >= 3`},
		{"scale", "?view=scale&solvers=fullboard,linearboard,qs1-classic,qs1&budget=1&autorun=1", `document.getElementById("scale-figure").dataset.state === "done"`},
		{"squares", "?view=squares&n=8", `document.getElementById("view-squares").dataset.state === "solved"`},
	} {
		for _, size := range [][2]int64{{1920, 1080}, {1024, 768}, {390, 844}} {
			ctx := tabSized(t, browser, base+"/"+s.query, size[0], size[1])
			wait(t, ctx, s.ready)
			if s.name == "backtracking" {
				eval[bool](t, ctx, `(document.getElementById("bt-play").click(), true)`) // pause mid-search
			}
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", s.name, size[0], size[1])), png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
