package animate

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/qs1"
)

// run animates classic QS1 on n queens into a buffer.
func run(t *testing.T, n int, o Options) (string, nqueens.Result, *Animation) {
	t.Helper()
	var out bytes.Buffer
	o.Out = &out
	a, ctx := Start(context.Background(), o)
	res, err := qs1.Classic(ctx, n, nqueens.Settings{Seed: 3, Observer: a})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Stop(); err != nil {
		t.Fatal(err)
	}
	return out.String(), res, a
}

func TestPlainFrames(t *testing.T) {
	out, res, a := run(t, 8, Options{Title: "qs1: n = 8, seed 3", Measure: "collisions", StepName: "swaps"})
	if res.Status != nqueens.Solved {
		t.Fatalf("status %v", res.Status)
	}
	if strings.Contains(out, "\x1b") {
		t.Fatalf("escape codes written to a non-terminal:\n%q", out)
	}
	// One frame per start, swap, restart and the end, each with its title.
	want := 1 + int(res.Stats.Swaps) + 2*int(res.Stats.Restarts) + 1
	if got := strings.Count(out, "qs1: n = 8, seed 3\n"); got != want || a.drawn != want {
		t.Fatalf("%d frames printed (%d counted), want %d:\n%s", got, a.drawn, want, out)
	}
	if !strings.HasSuffix(out, "done: solved, no queen is attacked\n\n"+lastBoard(t, res.Placement)+"\ncollisions "+lastSpark(out)+"\n\n") {
		t.Fatalf("last frame does not show the solution:\n%s", out)
	}
	if strings.Contains(out, "q or Ctrl-C") {
		t.Fatal("a non-terminal was told about keys")
	}
}

func lastBoard(t *testing.T, p nqueens.Placement) string {
	s, err := render.Draw(p, render.Style{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func lastSpark(out string) string {
	i := strings.LastIndex(out, "collisions ")
	return strings.TrimRight(out[i+len("collisions "):], "\n")
}

func TestTerminalFrames(t *testing.T) {
	out, _, _ := run(t, 8, Options{Terminal: true, Style: render.Style{Unicode: true, Color: true}})
	if !strings.HasPrefix(out, "\x1b[?25l\x1b[H\x1b[2J") {
		t.Fatalf("the cursor is not hidden and the screen cleared first: %q", out[:min(len(out), 40)])
	}
	if !strings.HasSuffix(out, "\x1b[J\x1b[?25h\r\n") {
		t.Fatalf("the cursor is not shown again at the end: %q", out[max(0, len(out)-40):])
	}
	if strings.Contains(strings.ReplaceAll(out, "\r\n", ""), "\n") {
		t.Fatal("a line ends without a carriage return (raw mode needs \\r\\n)")
	}
	if !strings.Contains(out, "Ctrl-C: stop") || strings.Contains(out, "q or Ctrl-C") || strings.Contains(out[strings.LastIndex(out, "done:"):], "stop") {
		t.Fatal("the hint must offer Ctrl-C, q only when keys are read, and leave the last frame")
	}
}

func TestStopTwice(t *testing.T) {
	var out bytes.Buffer
	a, _ := Start(context.Background(), Options{Out: &out, Terminal: true})
	a.Stop()
	a.Stop()
	if got := strings.Count(out.String(), "\x1b[?25h"); got != 1 {
		t.Fatalf("cursor shown %d times", got)
	}
}

func TestDelayAndCancel(t *testing.T) {
	var out bytes.Buffer
	ctx, cancel := context.WithCancel(context.Background())
	a, actx := Start(ctx, Options{Out: &out, Delay: time.Hour})
	p := nqueens.Placement{1, 3, 0, 2}
	go func() {
		time.Sleep(20 * time.Millisecond)
		cancel()
	}()
	start := time.Now()
	a.Observe(nqueens.Event{Kind: nqueens.Start, Placement: p})
	if time.Since(start) > 10*time.Second {
		t.Fatal("a canceled context did not cut the delay short")
	}
	if actx.Err() == nil {
		t.Fatal("the animation's context outlived its parent")
	}
	before := out.Len()
	a.Observe(nqueens.Event{Kind: nqueens.Swap, Col: 0, Col2: 1, Placement: p})
	if out.Len() != before {
		t.Fatal("a frame was drawn after the stop")
	}
	paused := a.Paused()
	a.Observe(nqueens.Event{Kind: nqueens.Done, Placement: p})
	if a.Paused() != paused {
		t.Fatal("the Done event counted as animation time inside the search")
	}
	a.Stop()
	if out.Len() == before {
		t.Fatal("the last frame was not drawn after the stop")
	}
}

type brokenWriter struct{}

func (brokenWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

func TestWriteErrorStopsSearch(t *testing.T) {
	a, ctx := Start(context.Background(), Options{Out: brokenWriter{}})
	res, err := qs1.Classic(ctx, 64, nqueens.Settings{Seed: 1, Observer: a})
	if err != nil {
		t.Fatal(err)
	}
	if a.Stop() == nil {
		t.Fatal("Stop did not report the write error")
	}
	if ctx.Err() == nil {
		t.Fatalf("the search was not canceled (status %v)", res.Status)
	}
}

func TestBadPlacementStops(t *testing.T) {
	var out bytes.Buffer
	a, ctx := Start(context.Background(), Options{Out: &out})
	a.Observe(nqueens.Event{Kind: nqueens.Start, Placement: nqueens.Placement{7, 0}})
	if a.Stop() == nil || ctx.Err() == nil {
		t.Fatal("a placement that cannot be drawn did not stop the animation")
	}
}

func TestSize(t *testing.T) {
	for _, n := range []int{1, 8, 32, 33, MaxN} {
		s := render.Style{Unicode: true, Color: true}
		lines, width := Size(n, s, "qs1: n = 64, seed 1")
		labels := 1
		if n > 26 {
			labels = 2
		}
		if want := n + labels + 7; lines != want {
			t.Errorf("n=%d: %d lines, want %d", n, lines, want)
		}
		if width > 80 {
			t.Errorf("n=%d: %d columns, more than an 80-column terminal", n, width)
		}
	}
}

// TestTmux runs testdata/tmux-check.sh, which drives qs1 --animate in a
// real terminal (tmux) and checks the cursor and terminal mode after q
// and Ctrl-C, and walks nqueens demo with Enter and q. Skipped without
// tmux or with -short.
func TestTmux(t *testing.T) {
	if testing.Short() {
		t.Skip("builds qs1 and drives a terminal")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux not installed")
	}
	dir := t.TempDir()
	bin, nq := filepath.Join(dir, "qs1"), filepath.Join(dir, "nqueens")
	build := exec.Command("go", "build", "-o", dir, "github.com/nqueens/nqueens/cmd/qs1", "github.com/nqueens/nqueens/cmd/nqueens")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("bash", "testdata/tmux-check.sh", bin, nq).CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatal(err)
	}
}
