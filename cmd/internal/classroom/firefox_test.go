//go:build !js

package classroom

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
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

// firefoxPage is what testdata/firefox/drive.mjs reports of one page.
type firefoxPage struct {
	URL       string `json:"url"`
	Panes     []pane `json:"panes"`
	Series    string `json:"series"`
	Clamped   string `json:"clamped"`
	Status    string `json:"status"`
	Overflow  bool   `json:"overflow"`
	UserAgent string `json:"userAgent"`
}

// TestFirefox drives the page in Firefox over WebDriver BiDi (puppeteer-
// core from npm, run by node; it downloads no browser): races end where
// `nqueens solve` ends, at n = 8 and at n = 1000 (verified), and, served
// without cross-origin isolation as python3 -m http.server serves it, a
// scale run (which once took Firefox to 5.4 GB and out of memory) ends
// with positive times and the import of zero times is drawn.
func TestFirefox(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the Firefox test in short mode")
	}
	heavy(t)
	firefox, node, modules := firefoxTools(t)
	isolated := httptest.NewServer(testPage(t).Handler())
	defer isolated.Close()
	h := testPage(t).Handler()
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(headerDropper{w}, r) }))
	defer plain.Close()
	zeros := `{"solver":"qs1","n":8,"seed":1,"elapsed_ns":0,"steps":3,"restarts":0,"status":"solved"}` + "\n" +
		`{"solver":"qs1","n":16,"seed":1,"elapsed_ns":52000,"steps":5,"restarts":0,"status":"solved"}` + "\n"
	races := []struct {
		names []string
		n     int
		seed  uint64
	}{{[]string{"fullboard", "linearboard", "qs1"}, 8, 7}, {[]string{"qs1", "minconflicts", "formula"}, 1000, 1}}
	var urls []string
	for _, r := range races {
		urls = append(urls, fmt.Sprintf("%s/?race=%s&n=%d&seed=%d&autoplay=1&speed=max", isolated.URL, strings.Join(r.names, ","), r.n, r.seed))
	}
	urls = append(urls, plain.URL+"/?view=scale&solvers=qs1,linearboard&budget=1&autorun=1",
		plain.URL+"/?view=scale&file="+url.QueryEscape(zeros))
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, append([]string{filepath.Join("testdata", "firefox", "drive.mjs"), firefox}, urls...)...)
	cmd.Env = append(os.Environ(), "NQUEENS_NODE_MODULES="+modules)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node drive.mjs: %v\n%s", err, stderr.String())
	}
	var pages []firefoxPage
	if err := json.Unmarshal(out, &pages); err != nil || len(pages) != len(urls) {
		t.Fatalf("drive.mjs printed %q (%v)", out, err)
	}
	t.Logf("%s", pages[0].UserAgent)
	for i, r := range races {
		firefoxRace(t, pages[i], r.names, r.n, r.seed)
	}
	scale := pages[len(races)]
	var series map[string][][2]float64
	if err := json.Unmarshal([]byte(scale.Series), &series); err != nil || len(series["qs1"]) < 2 {
		t.Fatalf("Firefox scale run without isolation: series %q (%v)", scale.Series, err)
	}
	for name, pts := range series {
		for _, pt := range pts {
			if !(pt[1] > 0) {
				t.Errorf("Firefox scale run without isolation: %s n=%v took %v ns", name, pt[0], pt[1])
			}
		}
	}
	if !strings.Contains(scale.Status, "coarse clock") {
		t.Errorf("Firefox without isolation: status %q does not say the clock is coarse", scale.Status)
	}
	if imp := pages[len(races)+1]; imp.Clamped != "1" {
		t.Errorf("Firefox, an import with a zero time: %s points at the foot of the axis, want 1 (status %q)", imp.Clamped, imp.Status)
	}
}

// firefoxRace checks one race Firefox ran against the command line's.
func firefoxRace(t *testing.T, p firefoxPage, names []string, n int, seed uint64) {
	t.Helper()
	if len(p.Panes) != len(names) {
		t.Fatalf("%s: %d panes", p.URL, len(p.Panes))
	}
	for j, got := range p.Panes {
		e, _ := registry.Lookup(names[j])
		res, err := e.Solve(context.Background(), n, nqueens.Settings{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if got.Solver != names[j] || got.State != res.Status.Word() || got.Placement != join(res.Placement) {
			t.Errorf("Firefox, %s n=%d seed %d: the page ends %s; the command line %s (placements equal: %v)",
				names[j], n, seed, got.State, res.Status.Word(), got.Placement == join(res.Placement))
		}
		if err := nqueens.Verify(res.Placement); err != nil {
			t.Errorf("%s n=%d: %v", names[j], n, err)
		}
	}
	if p.Overflow {
		t.Errorf("Firefox %s: the page scrolls sideways at 1280x800", p.URL)
	}
}
