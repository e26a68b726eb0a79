package solvercmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// runEntry runs the registered solver name with args in env (stdout and
// stderr set here).
func runEntry(t *testing.T, name string, e cli.Env, args ...string) (stdout string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	e.Stdout, e.Stderr = &out, &errOut
	if e.Getenv == nil {
		e.Getenv = func(k string) string { return map[string]string{"LANG": "C.UTF-8"}[k] }
	}
	entry, lerr := registry.Solvers().Lookup(name)
	if lerr != nil {
		t.Fatal(lerr)
	}
	err = cli.Run(context.Background(), mustCommand(t, registry.Solvers(), entry, e), append([]string{name}, args...), e)
	return out.String(), err
}

// TestAnimationPausesNotTimed: the time an animated run reports is the
// search's own. Each pause really waits (a few ms, standing in for
// --delay 1s), so the run's wall time holds every pause; the reported
// time plus the pauses must then fit in that wall time, which they cannot
// if the pauses were counted (they would be counted twice).
func TestAnimationPausesNotTimed(t *testing.T) {
	const wait = 5 * time.Millisecond
	pauses, asked := 0, time.Duration(0)
	env := cli.Env{Pause: func(ctx context.Context, d time.Duration) {
		pauses++
		asked = d
		time.Sleep(wait)
	}}
	file := filepath.Join(t.TempDir(), "q.json")
	start := time.Now()
	out, err := runEntry(t, "fullboard", env, "8", "--seed", "3", "--animate", "--delay", "1s", "--format", "json", "-o", file)
	wall := time.Since(start)
	if err != nil {
		t.Fatal(err, out)
	}
	if asked != time.Second || pauses < 10 {
		t.Fatalf("%d pauses, the last of %v: want at least 10 of --delay 1s", pauses, asked)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		ElapsedNS int64 `json:"elapsed_ns"`
	}
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	slept := time.Duration(pauses) * wait
	if reported := time.Duration(rec.ElapsedNS); reported+slept > wall {
		t.Fatalf("reported %v for a search whose run took %v with %v of pauses in it: the pauses were timed", reported, wall, slept)
	}
}

// pressAt returns a Pause that types key into a pipe (the cli.Env's
// KeyInput) at the k-th pause whose length is at least min, then waits
// for the animation to stop; the other pauses return at once.
func pressAt(t *testing.T, key string, k int, min time.Duration) (io.Reader, func(context.Context, time.Duration)) {
	pr, pw := io.Pipe()
	t.Cleanup(func() { pw.Close() })
	seen := 0
	return pr, func(ctx context.Context, d time.Duration) {
		if d < min {
			return
		}
		if seen++; seen == k {
			pw.Write([]byte(key))
			<-ctx.Done()
		}
	}
}

// TestAnimationStoppedWithQ presses q while qs1's start places the
// queens (it looks at the context at every queen when watched): a clean
// end, said in a sentence. (A search that finishes before it looks again
// prints its solution: at n = 8 the rest takes microseconds.)
func TestAnimationStoppedWithQ(t *testing.T) {
	keys, pause := pressAt(t, "q", 3, 0)
	out, err := runEntry(t, "qs1", cli.Env{KeyInput: keys, Pause: pause}, "8", "--animate", "--delay", "1ms")
	if err != nil {
		t.Fatalf("a stop with q is an error: %v", err)
	}
	last := out[strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")+1:]
	if want := "qs1: n = 8, stopped with q after 0 swaps (while setting up a start); no solution yet\n"; last != want {
		t.Fatalf("last line %q, want %q", last, want)
	}
	if strings.Contains(out, "interrupted") {
		t.Fatal("q reads as an interruption")
	}
}

func TestAnimationCtrlCCancels(t *testing.T) {
	keys, pause := pressAt(t, "\x03", 3, 0)
	_, err := runEntry(t, "qs1", cli.Env{KeyInput: keys, Pause: pause}, "8", "--animate", "--delay", "1ms")
	if f := (*cli.Failure)(nil); !errors.As(err, &f) || !strings.Contains(err.Error(), "interrupted after") || !strings.Contains(err.Error(), "stopped while setting up") {
		t.Fatalf("Ctrl-C typed during an animation: %v, want the failure of an interrupted search", err)
	}
}

// TestAnimationCtrlCCancelsEverySolver: Ctrl-C typed during the
// animation of any solver is a cancel, as in qs1: exit 1, status canceled,
// what was reached (issue 25, defect 5: the hill climbers ran on to "done:
// solved" and exit 0, as their searches looked at the context only every
// 1024 steps, and n = 8 is solved in fewer).
func TestAnimationCtrlCCancelsEverySolver(t *testing.T) {
	for _, e := range registry.Solvers().All() {
		name := e.Name
		if name == "formula" {
			continue // no steps to stop between: it places every queen at once
		}
		keys, pause := pressAt(t, "\x03", 4, 0)
		file := filepath.Join(t.TempDir(), "q.json")
		args := []string{"8", "--animate", "--delay", "1ms", "--format", "json", "-o", file}
		if e.Seeded {
			args = append(args, "--seed", "3")
		}
		_, err := runEntry(t, name, cli.Env{KeyInput: keys, Pause: pause}, args...)
		data, _ := os.ReadFile(file)
		if f := (*cli.Failure)(nil); !errors.As(err, &f) || !strings.Contains(err.Error(), "interrupted after") ||
			!strings.Contains(string(data), `"status":"canceled"`) {
			t.Errorf("%s: Ctrl-C during the animation: %v, record %s", name, err, data)
		}
	}
}

// TestAnimationStoppedWithQRecord: after q the JSON record of the run is
// written, status canceled (JSON.md), and the command still exits 0.
func TestAnimationStoppedWithQRecord(t *testing.T) {
	keys, pause := pressAt(t, "q", 3, 0)
	file := filepath.Join(t.TempDir(), "q.json")
	out, err := runEntry(t, "qs1", cli.Env{KeyInput: keys, Pause: pause}, "8", "--animate", "--delay", "1ms", "--format", "json", "-o", file)
	if err != nil {
		t.Fatalf("a stop with q is an error: %v", err)
	}
	data, rerr := os.ReadFile(file)
	if rerr != nil || !strings.Contains(string(data), `"status":"canceled"`) || strings.Contains(string(data), `"placement"`) {
		t.Fatalf("record %q (%v)", data, rerr)
	}
	if !strings.HasSuffix(out, "stopped with q after 0 swaps (while setting up a start); no solution yet\n") {
		t.Fatalf("stdout ends %q", out[max(0, len(out)-100):])
	}
}

// TestQuitLineSingular: one step is "1 swap", not "1 swaps".
func TestQuitLineSingular(t *testing.T) {
	o := outcome{Solver: "qs1", StepName: "swaps", Measure: "collisions", N: 8,
		Result: nqueens.Result{Stats: nqueens.Stats{Steps: 1, Conflicts: 1}}}
	if got, want := o.QuitLine(), "qs1: n = 8, stopped with q after 1 swap (1 collision left); no solution yet"; got != want {
		t.Errorf("QuitLine() = %q, want %q", got, want)
	}
}

// TestAnimationRetimed: a solution found under an animation reports the
// times of the same search run again unwatched. The solver here says
// longer when an observer watched it (a search slowed by its frames) and a
// microsecond when none did; the record must say the microsecond, and
// the summary (on stderr, the record going to -o) the same. Under an
// observer it says retimeUnder less a nanosecond (the longest retimed).
func TestAnimationRetimed(t *testing.T) {
	entry, err := registry.Solvers().Lookup("qs1")
	if err != nil {
		t.Fatal(err)
	}
	inner := entry.Solve
	entry.Solve = func(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
		res, err := inner(ctx, n, s)
		res.Stats.Elapsed, res.Stats.Setup = time.Microsecond, 500*time.Nanosecond
		if s.Observer != nil {
			res.Stats.Elapsed, res.Stats.Setup = retimeUnder-1, retimeUnder/2
		}
		return res, err
	}
	var out, errOut bytes.Buffer
	e := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(k string) string { return map[string]string{"LANG": "C.UTF-8"}[k] },
		Pause: func(context.Context, time.Duration) {}}
	file := filepath.Join(t.TempDir(), "q.json")
	args := []string{"qs1", "8", "--seed", "3", "--animate", "--format", "json", "-o", file}
	if err := cli.Run(context.Background(), mustCommand(t, registry.Solvers(), entry, e), args, e); err != nil {
		t.Fatal(err, out.String())
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		ElapsedNS int64 `json:"elapsed_ns"`
		SetupNS   int64 `json:"setup_ns"`
	}
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	if rec.ElapsedNS != 1000 || rec.SetupNS != 500 {
		t.Errorf("record %s: want elapsed_ns 1000 and setup_ns 500, the run unwatched", data)
	}
	if !strings.Contains(errOut.String(), "solved in 1 µs") {
		t.Errorf("the summary does not say the unwatched run's 1 µs:\n%s", errOut.String())
	}
}
