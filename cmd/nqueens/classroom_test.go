//go:build !js

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/nqueens/nqueens/cmd/internal/classroom"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/internal/testkit/browsertest"
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
	if code != 0 || !strings.Contains(stdout, "wrote 15 files to "+dir) {
		t.Fatalf("export: exit %d\nstdout %q\nstderr %q", code, stdout, stderr)
	}
	for _, name := range []string{"index.html", "nqueens.wasm", "nqueens.wasm.gz", "wasm_exec.js", "worker.js", "classroom.js", "classroom.css", "_headers"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
	_, stderr, code = solveRun("classroom", "--export", dir)
	if code != 2 || !strings.Contains(stderr, "--force") {
		t.Errorf("second export: exit %d, stderr %q; want exit 2 suggesting --force", code, stderr)
	}
	if _, stderr, code = solveRun("classroom", "--export", dir, "--force"); code != 0 {
		t.Errorf("export --force: exit %d, stderr %q", code, stderr)
	}
}

// TestClassroomInstalled builds nqueens, copies the binary alone into an
// empty directory and runs it there with no go command on PATH, as a
// teacher's installed binary runs: --export writes the whole page, and the
// served page gives the embedded WebAssembly, gzip-compressed.
func TestClassroomInstalled(t *testing.T) {
	if testing.Short() {
		t.Skip("building the binary is not short")
	}
	command := installWithoutGo(t)
	out, err := command("classroom", "--export", "site").CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), "wrote 15 files to site;") {
		t.Fatalf("installed nqueens classroom --export site: %v\n%s", err, out)
	}
	// The 15 files written are the page: the served WebAssembly is the
	// exported one, gzip-compressed.
	site := filepath.Join(command().Dir, "site")
	files, err := os.ReadDir(site)
	if err != nil || len(files) != 15 {
		t.Fatalf("installed nqueens classroom --export site wrote %d files (%v), want 15", len(files), err)
	}
	gz, err := os.Stat(filepath.Join(site, "nqueens.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	serveInstalled(t, command("classroom"), int(gz.Size()))
}

// installWithoutGo builds nqueens and copies the binary alone into an
// empty directory, and returns a function that makes a command of it run
// there with a PATH that holds no go command. It skips the test when the
// system's own directories hold one.
func installWithoutGo(t *testing.T) func(args ...string) *exec.Cmd {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "nqueens")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	empty := t.TempDir()
	installed := filepath.Join(empty, "bin", "nqueens")
	b, err := os.ReadFile(bin)
	if err == nil {
		err = os.MkdirAll(filepath.Dir(installed), 0o755)
	}
	if err == nil {
		err = os.WriteFile(installed, b, 0o755)
	}
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Dir(installed) + ":/usr/bin:/bin"
	for _, p := range strings.Split(path, ":") {
		if _, err := os.Stat(filepath.Join(p, "go")); err == nil {
			t.Skipf("%s holds a go command: cannot run without one", p)
		}
	}
	env := []string{"PATH=" + path, "HOME=" + empty, "GOROOT=", "GOPATH=", "GOFLAGS="}
	return func(args ...string) *exec.Cmd {
		c := exec.Command(installed, args...)
		c.Dir, c.Env = empty, env
		return c
	}
}

// serveInstalled starts serve (an installed `nqueens classroom`), fetches
// the WebAssembly it serves and checks it comes gzip-compressed in
// wasmGz bytes, then interrupts it and wants exit 0.
func serveInstalled(t *testing.T, serve *exec.Cmd, wasmGz int) {
	t.Helper()
	stdout, err := serve.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr lockedBuffer
	serve.Stderr = &stderr
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer serve.Process.Kill()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	var url string
	if _, err2 := fmt.Sscanf(line, "serving the classroom at %s", &url); err != nil || err2 != nil {
		t.Fatalf("installed nqueens classroom printed %q (%v), stderr %q", line, err, stderr.String())
	}
	req, _ := http.NewRequest("GET", url+"nqueens.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" || len(body) != wasmGz {
		t.Errorf("GET nqueens.wasm from the installed binary: %s, Content-Encoding %q, %d bytes (%v); want 200, gzip, %d bytes",
			resp.Status, resp.Header.Get("Content-Encoding"), len(body), err, wasmGz)
	}
	serve.Process.Signal(os.Interrupt)
	if err := serve.Wait(); err != nil {
		t.Errorf("installed nqueens classroom after an interrupt: %v, want exit 0\nstderr: %s", err, stderr.String())
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
