package bddqueens

import (
	"context"
	"errors"
	"math"
	"runtime/debug"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
)

func TestLookupConstructions(t *testing.T) {
	for name, want := range map[string][]string{"direct": {"direct"}, "classic": {"classic"}, "textbook": {"textbook"}, Both: {"direct", "classic"}} {
		cs, err := LookupConstructions(name)
		if err != nil || len(cs) != len(want) {
			t.Fatalf("LookupConstructions(%q) = %v, %v", name, cs, err)
		}
		for i, c := range cs {
			if c.Name != want[i] || c.Build == nil {
				t.Errorf("LookupConstructions(%q)[%d] = %s", name, i, c.Name)
			}
		}
	}
	if _, err := LookupConstructions("fast"); err == nil {
		t.Error("fast accepted")
	}
}

// The estimate grows with n and is larger for the Apply constructions.
func TestMemory(t *testing.T) {
	d, c := Constructions[0], Constructions[1]
	for n := 10; n < MaxN; n++ {
		if d.memory(n+1) <= d.memory(n) || c.memory(n) <= d.memory(n) {
			t.Fatalf("n = %d: estimates %d, %d, next %d", n, d.memory(n), c.memory(n), d.memory(n+1))
		}
	}
	if d.memory(14) < 500<<20 || d.memory(14) > 1<<30 {
		t.Errorf("n = 14: %d bytes, measured about 700 MiB", d.memory(14))
	}
}

func TestBuild(t *testing.T) {
	cs, _ := LookupConstructions(Both)
	q := Query{N: 8, Constructions: cs, Place: []nqueens.Square{{Row: 0, Col: 0}}, Forbid: []nqueens.Square{{Row: 2, Col: 3}}}
	res, err := Build(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2 || res[0].Nodes != res[1].Nodes || res[0].Diagram != nil || res[1].Diagram == nil {
		t.Fatalf("results %+v", res)
	}
	if res[0].States == 0 || res[1].States != 0 || res[1].Constrained < 0 {
		t.Fatalf("results %+v", res)
	}
	// A store too small to hold the diagram stops with a BuildError.
	q = Query{N: 11, Constructions: cs[:1], MaxBytes: 1 << 16}
	_, err = Build(context.Background(), q)
	var be *BuildError
	if !errors.As(err, &be) || be.Construction != "direct" || !errors.Is(err, bdd.ErrMemoryLimit) {
		t.Fatalf("err %v; want a BuildError of the direct construction wrapping ErrMemoryLimit", err)
	}
}

// LimitRuntime sets the collector for diagrams and restores what it found.
func TestLimitRuntime(t *testing.T) {
	gc := debug.SetGCPercent(100)
	defer debug.SetGCPercent(gc)
	mem := debug.SetMemoryLimit(math.MaxInt64)
	defer debug.SetMemoryLimit(mem)
	restore := LimitRuntime(1 << 30)
	if got := debug.SetMemoryLimit(-1); got != 1<<30 {
		t.Errorf("memory limit %d, want 1 GiB", got)
	}
	if got := debug.SetGCPercent(25); got != 25 {
		t.Errorf("GOGC %d, want 25", got)
	}
	restore()
	if debug.SetGCPercent(-1) != 100 || debug.SetMemoryLimit(-1) != math.MaxInt64 {
		t.Error("LimitRuntime's restore left its settings")
	}
	debug.SetGCPercent(100)
}

func TestConflict(t *testing.T) {
	q := Query{N: 8, Place: Squares([][2]int{{0, 0}, {2, 3}}), Forbid: Squares([][2]int{{1, 1}})}
	if _, ok := q.Conflict(); ok {
		t.Errorf("%+v: a conflict where there is none", q)
	}
	q.Forbid = append(q.Forbid, nqueens.Square{Row: 2, Col: 3})
	if sq, ok := q.Conflict(); !ok || sq != (nqueens.Square{Row: 2, Col: 3}) {
		t.Errorf("Conflict() = %v, %v; want 2,3 (0-based)", sq, ok)
	}
}

// TestProgress: a build keeps its Progress: the construction running and
// its steps, all done at the end (n first-row squares, or n rows).
func TestProgress(t *testing.T) {
	for _, c := range Constructions {
		p := new(Progress)
		if _, err := Build(context.Background(), Query{N: 7, Constructions: []Construction{c}, Progress: p}); err != nil {
			t.Fatal(err)
		}
		if got := p.Snapshot(); got != (BuildSnapshot{Construction: c.Name, Done: 7, Of: 7}) {
			t.Errorf("%s: %+v", c.Name, got)
		}
	}
	if got := (*Progress)(nil).Snapshot(); got != (BuildSnapshot{}) {
		t.Errorf("nil: %+v", got)
	}
}
