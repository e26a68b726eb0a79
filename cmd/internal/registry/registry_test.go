package registry

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
)

// TestEntriesComplete: every entry has what the commands read, and every
// variant names an entry.
func TestEntriesComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range Solvers().All() {
		if seen[e.Name] {
			t.Errorf("%s listed twice", e.Name)
		}
		seen[e.Name] = true
		if len(e.Summary) > 82 {
			t.Errorf("%s: the summary takes %d bytes; 82 fit a list in 100 columns", e.Name, len(e.Summary))
		}
		if e.Summary == "" || e.StepName == "" || e.Solve == nil || e.MaxN < 1 {
			t.Errorf("%s: incomplete entry %+v", e.Name, e)
		}
		if e.Need(1000) < nqueens.VerifyMemory(1000) {
			t.Errorf("%s: Need(1000) = %d leaves out the check", e.Name, e.Need(1000))
		}
		for _, n := range e.Classroom {
			if n > e.MaxN {
				t.Errorf("%s: classroom size %d beyond MaxN %d", e.Name, n, e.MaxN)
			}
		}
	}
	for _, e := range Solvers().All() {
		for _, v := range e.Variants {
			if !seen[v.Entry] {
				t.Errorf("%s --%s runs %q, which is not listed", e.Name, v.Flag, v.Entry)
			}
		}
	}
	// The solver commands are built from these entries.
	for _, name := range []string{"qs1", "fullboard", "linearboard"} {
		if e, err := Solvers().Lookup(name); err != nil || e.Manual == "" {
			t.Errorf("%s: %v, or no manual", name, err)
		}
	}
}

func fake(name string) Entry {
	return Entry{Name: name, Summary: "a fake", StepName: "steps", MaxN: 10,
		Solve: func(context.Context, int, nqueens.Settings) (nqueens.Result, error) { return nqueens.Result{}, nil }}
}

// TestWith: a list with entries added finds them after the module's,
// and the module's list does not change.
func TestWith(t *testing.T) {
	before := Solvers().Names()
	l, err := Solvers().With(fake("extra"), fake("more"))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Names(); !slices.Equal(got, append(slices.Clone(before), "extra", "more")) {
		t.Fatalf("With: %v", got)
	}
	if e, err := l.Lookup("extra"); err != nil || e.Summary != "a fake" {
		t.Fatalf("Lookup: %+v, %v", e, err)
	}
	if !strings.Contains(l.Help(), "more ") {
		t.Fatalf("Help leaves out an added entry:\n%s", l.Help())
	}
	if got := Solvers().Names(); !slices.Equal(got, before) {
		t.Fatalf("With changed the module's list: %v", got)
	}
	if _, err := Solvers().Lookup("extra"); err == nil {
		t.Fatal("the module's list found an entry of another")
	}
}

// TestWithRefuses: a duplicate, a nameless or incomplete entry, or a
// variant of nothing is an error.
func TestWithRefuses(t *testing.T) {
	noSolve := fake("nosolve")
	noSolve.Solve = nil
	badVariant := fake("variant")
	badVariant.Variants = []Variant{{Flag: "other", Entry: "missing"}}
	for _, e := range []Entry{fake("qs1"), fake(""), fake("two words"), noSolve, badVariant} {
		if l, err := Solvers().With(e); err == nil {
			t.Errorf("With(%q) = %v, no error", e.Name, l.Names())
		}
	}
}

// TestAllIsACopy: changing what All returns changes nothing registered.
func TestAllIsACopy(t *testing.T) {
	all := Solvers().All()
	all[0].Name = "changed"
	if Solvers().All()[0].Name == "changed" {
		t.Fatal("All shares its list")
	}
	qs1, _ := Solvers().Lookup("qs1")
	before := qs1.Classroom[0]
	qs1.Classroom[0] = -1
	for _, e := range Solvers().All() {
		if len(e.Classroom) > 0 && e.Classroom[0] == -1 {
			t.Fatalf("%s: Lookup shares the classroom sizes", e.Name)
		}
	}
	if again, _ := Solvers().Lookup("qs1"); again.Classroom[0] != before {
		t.Fatal("Lookup shares the classroom sizes")
	}
}

// Help has a line per solver, its name padded to 12 columns, then its
// summary.
func TestHelp(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(Solvers().Help(), "\n"), "\n")
	all := Solvers().All()
	if len(lines) != len(all) {
		t.Fatalf("%d lines for %d solvers:\n%s", len(lines), len(all), Solvers().Help())
	}
	for i, e := range all {
		if want := fmt.Sprintf("  %-12s %s", e.Name, e.Summary); lines[i] != want {
			t.Errorf("line %d: %q, want %q", i, lines[i], want)
		}
	}
}
