//go:build !js

package classroom

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// firefoxTools finds Debian's firefox-esr (or firefox, or NQUEENS_FIREFOX),
// node, and the node_modules holding puppeteer-core (NQUEENS_NODE_MODULES,
// or ~/.cache/nqueens-firefox/node_modules where .ci/run installs it).
// Without them the test is skipped, and fails under CI=true.
func firefoxTools(t *testing.T) (firefox, node, modules string) {
	t.Helper()
	missing := func(why string) {
		if os.Getenv("CI") == "true" {
			t.Fatalf("the Firefox test must run in CI: %s", why)
		}
		t.Skipf("skipping the Firefox test: %s", why)
	}
	firefox = os.Getenv("NQUEENS_FIREFOX")
	for _, name := range []string{"firefox-esr", "firefox"} {
		if firefox == "" {
			firefox, _ = exec.LookPath(name)
		}
	}
	if firefox == "" {
		missing("no firefox-esr (apt-get install firefox-esr, or set NQUEENS_FIREFOX)")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		missing("no node (apt-get install nodejs)")
	}
	modules = os.Getenv("NQUEENS_NODE_MODULES")
	if modules == "" {
		home, _ := os.UserHomeDir()
		modules = filepath.Join(home, ".cache", "nqueens-firefox", "node_modules")
	}
	if _, err := os.Stat(filepath.Join(modules, "puppeteer-core", "package.json")); err != nil {
		missing("no puppeteer-core in " + modules + " (npm install --prefix ~/.cache/nqueens-firefox puppeteer-core, or set NQUEENS_NODE_MODULES)")
	}
	return firefox, node, modules
}

// firefoxRaces are the races Firefox ends where `nqueens solve` ends.
var firefoxRaces = []lessonCase{{[]string{"fullboard", "linearboard", "qs1"}, 8, 7}, {[]string{"qs1", "minconflicts", "formula"}, 1000, 1}}

// TestFirefox drives the page in Firefox over WebDriver BiDi (puppeteer-
// core from npm, run by node; it downloads no browser), in one browser for
// the whole test (and a second that asks for reduced motion): races end
// where `nqueens solve` ends, at n = 8 and at n = 1000 (verified); served
// without cross-origin isolation as python3 -m http.server serves it, a
// scale run (which once took Firefox to 5.4 GB and out of memory) ends
// with positive times, every curve saying why it stops, and the import of
// zero times is drawn; then the checks Chromium runs too (plan_test.go).
func TestFirefox(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the Firefox test in short mode")
	}
	heavy(t)
	t.Parallel() // beside TestBrowser
	firefox, node, modules := firefoxTools(t)
	cliReference(t)
	isolated := httptest.NewServer(testPage(t).handler())
	defer isolated.Close()
	h := testPage(t).handler()
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(headerDropper{w}, r) }))
	defer plain.Close()
	var tasks []task
	for _, r := range firefoxRaces {
		tasks = append(tasks, task{Name: "race " + r.query(), URL: isolated.URL + "/" + r.query(), Size: []int{1280, 800},
			Ops: []op{{Wait: `document.querySelectorAll(".pane").length > 0 && document.querySelectorAll(".pane[data-state]").length === document.querySelectorAll(".pane").length`}, {Eval: measureJS}}})
	}
	fig := `document.getElementById("scale-figure").dataset`
	zeros := `{"solver":"qs1","n":8,"seed":1,"elapsed_ns":0,"steps":3,"restarts":0,"status":"solved"}` + "\n" +
		`{"solver":"qs1","n":16,"seed":1,"elapsed_ns":52000,"steps":5,"restarts":0,"status":"solved"}` + "\n"
	tasks = append(tasks,
		task{Name: "scale without isolation", URL: plain.URL + "/" + coarseScale, Size: []int{1280, 800},
			Ops: []op{{Wait: fig + `.state === "done"`}, {Eval: fmt.Sprintf(`({series: %s.series, stops: %s.stops, status: document.getElementById("status").textContent})`, fig, fig)}}},
		task{Name: "zero import", URL: plain.URL + "/?view=scale", Size: []int{1280, 800},
			Ops: []op{{Wait: `window.nqReady > 0`}, {Eval: fmt.Sprintf(`(() => { const dt = new DataTransfer(); dt.items.add(new File([%q], "zeros.ndjson"));
				document.getElementById("scale-chart").dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true})); return true; })()`, zeros)},
				{Wait: fig + `.state === "done"`}, {Eval: fig + `.clamped`}}})
	tasks = append(tasks, bothTasks(isolated.URL, os.Getenv("NQUEENS_SCREENSHOTS_FIREFOX"))...)
	results := runFirefox(t, firefox, node, modules, tasks)
	for _, r := range results {
		if r.Name == "(user agent)" && len(r.Evals) > 0 {
			t.Logf("%s", r.Evals[0])
		}
	}
	for i, c := range firefoxRaces {
		var m measure
		if results[i].decode(t, 0, &m) {
			firefoxRace(t, m, c)
		}
	}
	checkFirefoxScale(t, results[len(firefoxRaces)], results[len(firefoxRaces)+1])
	checkBoth(t, "Firefox", results[len(firefoxRaces)+2:])
}

// runFirefox runs the tasks with testdata/firefox/drive.mjs.
func runFirefox(t *testing.T, firefox, node, modules string, tasks []task) []result {
	t.Helper()
	plan, err := json.Marshal(tasks)
	if err != nil {
		t.Fatal(err)
	}
	planFile := filepath.Join(t.TempDir(), "plan.json")
	if err := os.WriteFile(planFile, plan, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 540*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, filepath.Join("testdata", "firefox", "drive.mjs"), firefox, planFile)
	cmd.Env = append(os.Environ(), "NQUEENS_NODE_MODULES="+modules)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node drive.mjs: %v\n%s", err, stderr.String())
	}
	var results []result
	if err := json.Unmarshal(out, &results); err != nil || len(results) < len(tasks) {
		t.Fatalf("drive.mjs printed %d results for %d tasks (%v): %.500s", len(results), len(tasks), err, out)
	}
	// drive.mjs runs the reduced-motion tasks last, in a second browser:
	// put the results back in the plan's order.
	byName := map[string]result{}
	for _, r := range results {
		byName[r.Name] = r
	}
	ordered := make([]result, 0, len(results))
	for _, tk := range tasks {
		ordered = append(ordered, byName[tk.Name])
	}
	return append(ordered, byName["(user agent)"])
}

// firefoxRace checks one race Firefox ran against the command line's.
func firefoxRace(t *testing.T, m measure, c lessonCase) {
	t.Helper()
	if len(m.Panes) != len(c.solvers) {
		t.Fatalf("%s: %d panes", c.query(), len(m.Panes))
	}
	for j, got := range m.Panes {
		e, _ := registry.Solvers().Lookup(c.solvers[j])
		res, err := e.Solve(context.Background(), c.n, nqueens.Settings{Seed: c.seed})
		if err != nil {
			t.Fatal(err)
		}
		if got.Solver != c.solvers[j] || got.State != res.Status.Word() || got.Placement != join(res.Placement) {
			t.Errorf("Firefox, %s n=%d seed %d: the page ends %s; the command line %s (placements equal: %v)",
				c.solvers[j], c.n, c.seed, got.State, res.Status.Word(), got.Placement == join(res.Placement))
		}
		if err := nqueens.Verify(res.Placement); err != nil {
			t.Errorf("%s n=%d: %v", c.solvers[j], c.n, err)
		}
	}
	if len(m.Overflow) > 0 {
		t.Errorf("Firefox %s: the page scrolls sideways at 1280x800: %v", c.query(), m.Overflow)
	}
}

// checkFirefoxScale: without cross-origin isolation Firefox's clock steps
// by a millisecond; the scale run still times every point positive, each
// curve reaches as far as Chromium's (TestBrowser's coarse clock run) and
// its end says why, and the status says the clock is coarse; an import
// with a zero time is drawn at the foot of the axis.
func checkFirefoxScale(t *testing.T, run, imp result) {
	t.Helper()
	var s struct{ Series, Stops, Status string }
	if !run.decode(t, 0, &s) {
		return
	}
	var series map[string][][2]float64
	var stops map[string]struct {
		N    int
		Stop string
	}
	if err := json.Unmarshal([]byte(s.Series), &series); err != nil || len(series["qs1"]) < 2 {
		t.Fatalf("Firefox scale run without isolation: series %q (%v)", s.Series, err)
	}
	if err := json.Unmarshal([]byte(s.Stops), &stops); err != nil {
		t.Fatal(err)
	}
	for name, pts := range series {
		for _, pt := range pts {
			if !(pt[1] > 0) {
				t.Errorf("Firefox scale run without isolation: %s n=%v took %v ns", name, pt[0], pt[1])
			}
		}
		last := pts[len(pts)-1][0]
		if st := stops[name]; st.Stop == "" || st.N != int(last) {
			t.Errorf("Firefox scale run without isolation: %s's curve ends at n = %v, its stop says %+v", name, last, st)
		}
		// As far as Chromium's for the same budget, to within a doubling
		// (the budget is time, on a machine that may be busy).
		select {
		case <-coarseDone:
		case <-time.After(5 * time.Minute):
		}
		if c := coarseReach[name]; c > 0 && last < c/2 {
			t.Errorf("Firefox scale run without isolation: %s reaches n = %v, Chromium's %v", name, last, c)
		}
	}
	t.Logf("Firefox, scale without isolation, budget 1 s: qs1 reaches n = %v, linearboard %v (%s)", series["qs1"][len(series["qs1"])-1][0],
		series["linearboard"][len(series["linearboard"])-1][0], s.Stops)
	if !strings.Contains(s.Status, "coarse clock") {
		t.Errorf("Firefox without isolation: status %q does not say the clock is coarse", s.Status)
	}
	var clamped string
	if imp.decode(t, 1, &clamped) && clamped != "1" {
		t.Errorf("Firefox, an import with a zero time: %s points at the foot of the axis, want 1", clamped)
	}
}
