package layers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/nqueens/nqueens"

// A tier is a layer of the module; a package may depend only on its own
// tier and the tiers below it (see depViolations).
type tier int

const (
	base        tier = iota // internal/base/: what the vocabulary stands on (Verify's engine); imports nothing of the module above it
	vocabulary              // the root package: Placement, Verify, Settings; imports nothing of the module but base
	support                 // internal/: small jobs and the solvers' shared loops, below every library
	library                 // domain libraries: compute and return data
	command                 // cmd/: the binaries and the command tier (flags, text, boards, pages)
	testSupport             // internal/testkit/: imported by tests only
)

func (t tier) String() string {
	return [...]string{"base", "vocabulary", "support", "library", "command", "test support"}[t]
}

// tiers places every package of the module by its path inside the module:
// the longest prefix that matches wins ("" is the root package alone), and
// every other package is a library.
var tiers = []struct {
	prefix string
	tier   tier
}{
	{"internal/testkit/", testSupport},
	{"internal/base/", base},
	{"internal/", support},
	{"cmd/", command},
}

// terminalModules are the packages outside the module that draw for a
// terminal or parse a command line: only the command tier reaches them.
var terminalModules = []string{
	"github.com/fatih/color",
	"github.com/jedib0t/go-pretty/",
	"github.com/urfave/cli/",
	"golang.org/x/term",
	"github.com/mattn/go-runewidth",
}

// lean are the single-solver binaries and what they must not link: a
// binary links only what it uses.
var lean = map[string][]string{
	"cmd/qs1":         {"exact", "bdd", "bddqueens", "compare", "chart"},
	"cmd/fullboard":   {"exact", "bdd", "bddqueens", "compare", "chart"},
	"cmd/linearboard": {"exact", "bdd", "bddqueens", "compare", "chart"},
}

// ownEngine are packages only the root may import: Verify's engine, so
// that Verify shares no code with any solver.
var ownEngine = []string{"internal/base/linecheck"}

// pkg is a package of the module as go list describes it: its path, the
// packages it imports and every package it depends on, directly or not
// (tests' imports left out).
type pkg struct {
	ImportPath string
	Deps       []string
	Imports    []string
}

// tierOf returns the tier of p, a path inside the module.
func tierOf(p string) tier {
	if p == "" {
		return vocabulary
	}
	for _, e := range tiers {
		if strings.HasPrefix(p, e.prefix) {
			return e.tier
		}
	}
	return library
}

// local returns the path of p inside the module, and false for a package
// of another module or of the standard library.
func local(p string) (string, bool) {
	if p == module {
		return "", true
	}
	return strings.CutPrefix(p, module+"/")
}

// violations lists every way pkgs break the rules, one sentence each.
func violations(pkgs []pkg) []string {
	var bad []string
	for _, p := range pkgs {
		name, ok := local(p.ImportPath)
		if !ok {
			continue
		}
		t := tierOf(name)
		bad = append(bad, depViolations(p, name, t)...)
		for _, e := range ownEngine {
			if name != "" && slices.Contains(p.Imports, module+"/"+e) {
				bad = append(bad, fmt.Sprintf("%s imports %s, Verify's engine: only the root may", show(name), e))
			}
		}
		for _, forbidden := range lean[name] {
			if slices.Contains(p.Deps, module+"/"+forbidden) {
				bad = append(bad, fmt.Sprintf("%s links %s: a single-solver binary links only what it uses", name, forbidden))
			}
		}
	}
	return bad
}

// depViolations lists the dependencies of p (named name, in tier t) that
// break a rule.
func depViolations(p pkg, name string, t tier) []string {
	var bad []string
	for _, d := range p.Deps {
		dname, ok := local(d)
		if !ok {
			if t <= library && slices.ContainsFunc(terminalModules, func(m string) bool { return d == strings.TrimSuffix(m, "/") || strings.HasPrefix(d, m) }) {
				bad = append(bad, fmt.Sprintf("%s (%s) reaches %s, a terminal package: rendering belongs to the command tier", show(name), t, d))
			}
			continue
		}
		dt := tierOf(dname)
		switch {
		case t <= support && dt > t:
			bad = append(bad, fmt.Sprintf("%s (%s) depends on %s (%s): it imports nothing of the module above it", show(name), t, show(dname), dt))
		case t == library && dt > library:
			bad = append(bad, fmt.Sprintf("%s (library) depends on %s (%s): a library returns data and never reaches the command tier", show(name), show(dname), dt))
		case t == command && dt == testSupport:
			bad = append(bad, fmt.Sprintf("%s (command) depends on %s (test support)", show(name), show(dname)))
		}
	}
	return bad
}

// show names a path inside the module, the root as "nqueens".
func show(name string) string {
	if name == "" {
		return "nqueens"
	}
	return name
}

// listPackages runs go list once over the module.
func listPackages(t *testing.T) []pkg {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command(goBin, "list", "-e", "-json=ImportPath,Imports,Deps", module+"/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// TestLayers: the module as it is keeps every rule.
func TestLayers(t *testing.T) {
	pkgs := listPackages(t)
	if len(pkgs) < 20 {
		t.Fatalf("go list found %d packages: not the module", len(pkgs))
	}
	for _, v := range violations(pkgs) {
		t.Error(v)
	}
}

// TestViolationsFound: a graph that breaks each rule once is caught once
// per break, and a clean one passes.
func TestViolationsFound(t *testing.T) {
	m := func(p string) string { return strings.TrimSuffix(module+"/"+p, "/") }
	graph := []pkg{
		{ImportPath: m("internal/units"), Deps: []string{"fmt", m("internal/stream")}},                                   // support on support: fine
		{ImportPath: m("internal/stream"), Deps: []string{m("exact")}},                                                   // support on a library
		{ImportPath: m("exact"), Deps: []string{m(""), m("internal/output"), m("cmd/internal/render")}},                  // library on the command tier
		{ImportPath: m("bddqueens"), Deps: []string{m("bdd"), "github.com/jedib0t/go-pretty/v6/table"}},                  // library on a terminal package
		{ImportPath: m("compare"), Deps: []string{m("internal/units"), "github.com/fatih/color"}},                        // and another
		{ImportPath: m("cmd/qs1"), Deps: []string{m("cmd/internal/cli"), m("exact"), m("qs1")}},                          // a lean binary linking the counter
		{ImportPath: m("cmd/nqueens"), Deps: []string{m("exact"), m("cmd/internal/render"), "github.com/urfave/cli/v3"}}, // the command tier may
		{ImportPath: m("cmd/internal/render"), Deps: []string{m("internal/testkit/golden")}},                             // command on test support
		{ImportPath: m(""), Deps: []string{m("internal/units")}},
		{ImportPath: m("internal/base/hugemem"), Deps: []string{m("")}},                                                              // base on the vocabulary
		{ImportPath: m("qs1"), Deps: []string{m(""), m("internal/base/linecheck")}, Imports: []string{m("internal/base/linecheck")}}, // a solver on Verify's engine
		{ImportPath: m("formula"), Deps: []string{m(""), m("internal/base/linecheck")}, Imports: []string{m("")}},                    // through the root: fine                                                         // the vocabulary on support
		{ImportPath: "golang.org/x/term"}, // outside the module: ignored
	}
	want := []string{
		"internal/stream (support) depends on exact (library)",
		"exact (library) depends on cmd/internal/render (command)",
		"bddqueens (library) reaches github.com/jedib0t/go-pretty/v6/table",
		"compare (library) reaches github.com/fatih/color",
		"cmd/qs1 links exact",
		"cmd/internal/render (command) depends on internal/testkit/golden (test support)",
		"nqueens (vocabulary) depends on internal/units (support)",
		"internal/base/hugemem (base) depends on nqueens (vocabulary)",
		"qs1 imports internal/base/linecheck",
	}
	got := violations(graph)
	if len(got) != len(want) {
		t.Errorf("%d violations, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for _, w := range want {
		if !slices.ContainsFunc(got, func(g string) bool { return strings.HasPrefix(g, w) }) {
			t.Errorf("no violation %q among:\n%s", w, strings.Join(got, "\n"))
		}
	}
	if v := violations(graph[:1]); len(v) != 0 {
		t.Errorf("a clean graph: %v", v)
	}
}
