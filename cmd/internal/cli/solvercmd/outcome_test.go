package solvercmd

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/output"
)

func solved(n int) outcome {
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = int32(c) // attacking, but Write does not check
	}
	return outcome{Solver: "t", StepName: "swaps", N: n, Result: nqueens.Result{Placement: p, Status: nqueens.Solved}, Verified: true}
}

// TestWriteStopsWhenCanceled: Ctrl-C while a large placement is written
// stops the output with a failure and leaves no partial file.
func TestWriteStopsWhenCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	o := solved(1000)
	o.Ctx = ctx

	var out bytes.Buffer
	err := o.Write(&out, textio.Matrix, nil, render.Style{})
	var f *cli.Failure
	if !errors.As(err, &f) || !strings.Contains(f.Msg, "interrupted") || out.Len() != 0 {
		t.Fatalf("stdout: err %v, %d bytes written", err, out.Len())
	}

	path := filepath.Join(t.TempDir(), "q.txt")
	err = o.Write(&out, textio.Perm, create(t, path), render.Style{})
	if !errors.As(err, &f) || !strings.Contains(f.Msg, "interrupted") {
		t.Fatalf("--output: err %v", err)
	}
	if _, serr := os.Stat(path); !os.IsNotExist(serr) {
		t.Fatalf("the partial file is left behind: %v", serr)
	}

	o.Ctx = context.Background()
	out.Reset()
	if err := o.Write(&out, textio.Perm, create(t, path), render.Style{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "placement written to") {
		t.Fatalf("summary %q", out.String())
	}
}

// TestWriteFailureKeepsDevices: a failed write removes a regular file but
// never a device such as /dev/full.
func TestWriteFailureKeepsDevices(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	var out bytes.Buffer
	err := solved(8).Write(&out, textio.Perm, create(t, "/dev/full"), render.Style{})
	if err == nil || !strings.Contains(err.Error(), "no space left") {
		t.Fatalf("err %v", err)
	}
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Fatalf("/dev/full removed: %v", err)
	}
}

// TestStoppedDuringSetup: a stop while a restart sets up says so, not that
// the search never began.
func TestStoppedDuringSetup(t *testing.T) {
	for _, tc := range []struct {
		stats nqueens.Stats
		want  string
	}{
		{nqueens.Stats{Conflicts: -1}, "interrupted after 0 ns and 0 swaps: stopped while setting up, no solution printed"},
		{nqueens.Stats{Conflicts: -1, Steps: 17, Restarts: 1}, "interrupted after 0 ns, 17 swaps and 1 restart: stopped while setting up a new random start, no solution printed"},
		{nqueens.Stats{Conflicts: -1, Steps: 17}, "interrupted after 0 ns and 17 swaps: stopped while setting up, no solution printed"}, // swaps inside qs1's lanes
		{nqueens.Stats{Conflicts: 3, Steps: 17}, "interrupted after 0 ns and 17 swaps: 3 collisions remaining, no solution printed"},
		// A limit names the restarts as the summary does: always for a
		// solver that shows them, else only when there were some.
		{nqueens.Stats{Conflicts: 3, Steps: 5000}, "limit reached after 0 ns and 5,000 swaps: 3 collisions remaining, no solution printed"},
	} {
		o := outcome{Solver: "t", StepName: "swaps", Measure: "collisions", N: 30, Result: nqueens.Result{Status: nqueens.Canceled, Stats: tc.stats}}
		if strings.HasPrefix(tc.want, "limit") {
			o.Result.Status = nqueens.LimitReached
		}
		if got := o.Stopped().Error(); got != tc.want {
			t.Errorf("%+v:\n got %q\nwant %q", tc.stats, got, tc.want)
		}
	}
}

func create(t *testing.T, path string) *output.File {
	t.Helper()
	f, err := output.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestLimitNamed: a search stopped at a limit names the flag of that
// limit: the steps, the time or the restarts it reached.
func TestLimitNamed(t *testing.T) {
	s := nqueens.Settings{MaxSteps: 100, MaxRestarts: 10, TimeLimit: time.Second}
	for _, tc := range []struct {
		stats nqueens.Stats
		want  string
	}{
		{nqueens.Stats{Steps: 100, Restarts: 3, Elapsed: time.Millisecond}, "--max-steps 100"},
		{nqueens.Stats{Steps: 50, Restarts: 3, Elapsed: time.Second}, "--time-limit 1s"},
		{nqueens.Stats{Steps: 50, Restarts: 10, Elapsed: time.Millisecond}, "--max-restarts 10"},
		{nqueens.Stats{Steps: 50, Restarts: 3, Elapsed: time.Millisecond}, ""},
	} {
		if got := stoppedBy(s, tc.stats); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.stats, got, tc.want)
		}
	}
	o := outcome{Solver: "fullboard", StepName: "moves", Measure: "attacking pairs", N: 20, ShowRestarts: true, Limit: "--max-restarts 10",
		Result: nqueens.Result{Status: nqueens.LimitReached, Stats: nqueens.Stats{Steps: 85, Restarts: 10, Conflicts: 2}}}
	if got, want := o.Stopped().Error(), "limit reached after 0 ns, 85 moves and 10 restarts (--max-restarts 10): 2 attacking pairs remaining, no solution printed"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// TestFlagDuration: a time limit is named as a flag takes it.
func TestFlagDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		100 * time.Millisecond: "100ms", 10 * time.Second: "10s", 2 * time.Minute: "2m",
		time.Hour: "1h", 90 * time.Minute: "1h30m", 61 * time.Second: "1m1s",
	} {
		if got := flagDuration(d); got != want {
			t.Errorf("%v: %q, want %q", d, got, want)
		}
	}
}
