//go:build !js

package classroom

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

var (
	buildOnce sync.Once
	built     *Page
	buildErr  error
)

// testPage builds the page once for the package's tests, from this
// module's source (the first build on a machine compiles the standard
// library for js/wasm: about half a minute).
func testPage(t *testing.T) *Page {
	t.Helper()
	buildOnce.Do(func() {
		wd, err := os.Getwd()
		if err != nil {
			buildErr = err
			return
		}
		dir, err := FindSource(context.Background(), wd, "")
		if err != nil {
			buildErr = err
			return
		}
		built, buildErr = Build(context.Background(), dir, "")
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return built
}

func TestBuild(t *testing.T) {
	p := testPage(t)
	want := []string{"classroom.css", "classroom.js", "index.html", "nqueens.wasm", "wasm_exec.js", "worker.js"}
	if got := p.Names(); !slices.Equal(got, want) {
		t.Errorf("files %v, want %v", got, want)
	}
	if wasm := p.files["nqueens.wasm"]; len(wasm) < 1<<20 || string(wasm[:4]) != "\x00asm" {
		t.Errorf("nqueens.wasm: %d bytes, starting %q: not WebAssembly", len(wasm), wasm[:min(4, len(wasm))])
	}
	t.Logf("nqueens.wasm: %d bytes, built in %v", p.WasmBytes, p.BuildTime)
}

func TestBuildFailure(t *testing.T) {
	_, err := Build(context.Background(), t.TempDir(), "")
	if err == nil || !strings.Contains(err.Error(), "GOOS=js") {
		t.Errorf("building outside the module: %v; want an error naming the build", err)
	}
}

func TestFindSource(t *testing.T) {
	wd, _ := os.Getwd()
	dir, err := FindSource(context.Background(), wd, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "internal", "classroom", "wasm", "main_js.go")); err != nil {
		t.Errorf("FindSource = %s, which has no wasm package: %v", dir, err)
	}
	if _, err := FindSource(context.Background(), t.TempDir(), ""); err == nil {
		t.Error("FindSource found a source outside the module (test binaries have no module version)")
	}
}

func TestHandler(t *testing.T) {
	srv := httptest.NewServer(testPage(t).Handler())
	defer srv.Close()
	for _, c := range []struct{ path, status, ctype string }{
		{"/", "200 OK", "text/html; charset=utf-8"},
		{"/?race=qs1,fullboard&n=8", "200 OK", "text/html; charset=utf-8"},
		{"/nqueens.wasm", "200 OK", "application/wasm"},
		{"/classroom.js", "200 OK", "text/javascript; charset=utf-8"},
		{"/worker.js", "200 OK", "text/javascript; charset=utf-8"},
		{"/classroom.css", "200 OK", "text/css; charset=utf-8"},
		{"/nothing.js", "404 Not Found", ""},
		{"/../go.mod", "404 Not Found", ""},
	} {
		resp, err := http.Get(srv.URL + c.path)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.Status != c.status {
			t.Errorf("GET %s: %s, want %s", c.path, resp.Status, c.status)
			continue
		}
		if c.ctype != "" {
			if got := resp.Header.Get("Content-Type"); got != c.ctype {
				t.Errorf("GET %s: Content-Type %q, want %q", c.path, got, c.ctype)
			}
			if got := resp.Header.Get("Cache-Control"); got != "no-store" {
				t.Errorf("GET %s: Cache-Control %q, want no-store", c.path, got)
			}
		}
	}
}

// TestOffline: nothing in the page refers to another site (no CDN, no web
// font): the page works without a network.
func TestOffline(t *testing.T) {
	external := regexp.MustCompile(`(?i)((src|href|action)\s*=\s*["']?\s*(https?:)?//)|(url\(\s*["']?\s*(https?:)?//)|@import|(fetch|importScripts|Worker)\(\s*["'](https?:)?//`)
	p := testPage(t)
	for _, name := range p.Names() {
		if name == "nqueens.wasm" {
			continue
		}
		if m := external.Find(p.files[name]); m != nil {
			t.Errorf("%s refers to another site: %q", name, m)
		}
	}
}

func TestExport(t *testing.T) {
	p := testPage(t)
	dir := filepath.Join(t.TempDir(), "site")
	if err := p.Export(dir, false); err != nil {
		t.Fatal(err)
	}
	for _, name := range p.Names() {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(b) != string(p.files[name]) {
			t.Errorf("%s: exported copy differs (%v)", name, err)
		}
	}
	mine := filepath.Join(dir, "notes.txt")
	os.WriteFile(mine, []byte("a teacher's notes"), 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("edited"), 0o644)
	if err := p.Export(dir, false); !errors.Is(err, ErrExists) {
		t.Errorf("export over an existing page: %v, want ErrExists", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); string(b) != "edited" {
		t.Error("a refused export changed index.html")
	}
	if err := p.Export(dir, true); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); string(b) != string(p.files["index.html"]) {
		t.Error("export with overwrite left index.html as it was")
	}
	if b, _ := os.ReadFile(mine); string(b) != "a teacher's notes" {
		t.Error("export touched a file that is not the page's")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != len(p.Names())+1 {
		t.Errorf("%d entries in the export directory, want the page's %d and notes.txt (a temporary file left?)", len(entries), len(p.Names()))
	}
}
