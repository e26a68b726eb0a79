//go:build !js

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/nqueens/nqueens/internal/browsertest"
	"github.com/nqueens/nqueens/internal/classroom"
	"github.com/nqueens/nqueens/internal/cli"
)

func TestClassroomUsage(t *testing.T) {
	for _, args := range [][]string{
		{"classroom", "8"},
		{"classroom", "--export", "site", "--open"},
		{"classroom", "--export", "site", "--addr", "127.0.0.1:9999"},
		{"classroom", "--force"},
		{"classroom", "--addr", "8080"},
	} {
		_, stderr, code := solveRun(args...)
		if code != 2 {
			t.Errorf("nqueens %s: exit %d, stderr %q; want a usage error", strings.Join(args, " "), code, stderr)
		}
	}
}

func TestClassroomExport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	stdout, stderr, code := solveRun("classroom", "--export", dir)
	if code != 0 || !strings.Contains(stdout, "wrote 6 files to "+dir) {
		t.Fatalf("export: exit %d\nstdout %q\nstderr %q", code, stdout, stderr)
	}
	for _, name := range []string{"index.html", "nqueens.wasm", "wasm_exec.js", "worker.js", "classroom.js", "classroom.css"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
	_, stderr, code = solveRun("classroom", "--export", dir)
	if code != 1 || !strings.Contains(stderr, "--force") {
		t.Errorf("second export: exit %d, stderr %q; want exit 1 suggesting --force", code, stderr)
	}
	if _, stderr, code = solveRun("classroom", "--export", dir, "--force"); code != 0 {
		t.Errorf("export --force: exit %d, stderr %q", code, stderr)
	}
}

// lockedBuffer is a bytes.Buffer safe for a writer and a reader on
// different goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestClassroomMatchesCommandLine serves the classroom as `nqueens
// classroom` does, races in a real browser, and compares every pane with
// `nqueens solve --method NAME --seed S --format perm N`.
func TestClassroomMatchesCommandLine(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the browser test in short mode")
	}
	browser := browsertest.Start(t, 90*time.Second)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	outR, outW := io.Pipe()
	var stderr lockedBuffer
	done := make(chan int, 1)
	go func() {
		err := run(ctx, []string{"nqueens", "classroom"}, outW, &stderr)
		outW.Close()
		done <- cli.ExitCode("nqueens", err, &stderr)
	}()
	line, err := bufio.NewReader(outR).ReadString('\n')
	if err != nil {
		t.Fatalf("no address printed: %v\nstderr: %s", err, stderr.String())
	}
	go io.Copy(io.Discard, outR)
	var url string
	if _, err := fmt.Sscanf(line, "serving the classroom at %s", &url); err != nil || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("first line %q: want the address on 127.0.0.1", line)
	}
	names := []string{"fullboard", "linearboard", "qs1"}
	const n, seed = 8, 7
	tab, cancel := chromedp.NewContext(browser)
	defer cancel()
	race := fmt.Sprintf("%s?race=%s&n=%d&seed=%d&autoplay=1&speed=max", url, strings.Join(names, ","), n, seed)
	if err := chromedp.Do(tab, chromedp.Navigate(race),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll(".pane[data-state]").length === 3`, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("%s: %v", race, err)
	}
	type pane struct {
		Solver    string `json:"solver"`
		State     string `json:"state"`
		Placement string `json:"placement"`
	}
	panes, err := chromedp.Run(tab, chromedp.Evaluate[[]pane](`Array.from(document.querySelectorAll(".pane")).map(e =>
		({solver: e.dataset.solver, state: e.dataset.state, placement: e.dataset.placement}))`))
	if err != nil || len(panes) != len(names) {
		t.Fatalf("panes %v: %v", panes, err)
	}
	for i, p := range panes {
		stdout, _, code := solveRun("solve", "--method", names[i], "--seed", fmt.Sprint(seed), "--format", "perm", fmt.Sprint(n))
		want := strings.ReplaceAll(strings.TrimSpace(stdout), " ", ",")
		if p.Solver != names[i] || code != 0 || p.State != "solved" || p.Placement != want {
			t.Errorf("pane %d: %s %s at %s; nqueens solve --method %s --seed %d %d: exit %d, %s",
				i, p.Solver, p.State, p.Placement, names[i], seed, n, code, want)
		}
	}
	stop()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("Ctrl-C: exit %d, want 0\nstderr: %s", code, stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not stop when its context was canceled")
	}
}

// TestClassroomHelpShowsManual: classroom's manual lives in package
// classroom (classroom.Manual, beside the page it describes); --help
// must still show it.
func TestClassroomHelpShowsManual(t *testing.T) {
	stdout, stderr, code := solveRun("classroom", "--help")
	if code != 0 {
		t.Fatalf("classroom --help: exit %d: %s", code, stderr)
	}
	for _, line := range strings.Split(classroom.Manual, "\n") {
		if !strings.Contains(stdout, strings.TrimSpace(line)) {
			t.Errorf("classroom --help does not show the manual's line %q", line)
		}
	}
}
