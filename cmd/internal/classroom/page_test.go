//go:build !js

package classroom

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// testPage is the embedded page.
func testPage(t *testing.T) *Page {
	t.Helper()
	p, err := embedded()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoad(t *testing.T) {
	p := testPage(t)
	want := []string{"classroom.css", "classroom.js", "index.html", "nqueens.wasm", "wasm_exec.js", "wasm_exec.js.LICENSE", "worker.js"}
	if got := p.names(); !slices.Equal(got, want) {
		t.Errorf("files %v, want %v", got, want)
	}
	if wasm := p.files["nqueens.wasm"].plain; len(wasm) != wasmSize || string(wasm[:4]) != "\x00asm" {
		t.Errorf("nqueens.wasm: %d bytes, starting %q: want %d bytes of WebAssembly", len(wasm), wasm[:min(4, len(wasm))], wasmSize)
	}
	t.Logf("nqueens.wasm: %d bytes, %d with gzip", p.WasmBytes, p.WasmGzBytes)
}

// get asks srv for path with the request headers hdr (pairs), with no
// transparent decompression.
func get(t *testing.T, srv *httptest.Server, path string, hdr ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest("GET", srv.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

func TestHandler(t *testing.T) {
	srv := httptest.NewServer(testPage(t).handler())
	defer srv.Close()
	for _, c := range []struct{ path, status, ctype string }{
		{"/", "200 OK", "text/html; charset=utf-8"},
		{"/?race=qs1,fullboard&n=8", "200 OK", "text/html; charset=utf-8"},
		{"/nqueens.wasm", "200 OK", "application/wasm"},
		{"/classroom.js", "200 OK", "text/javascript; charset=utf-8"},
		{"/worker.js", "200 OK", "text/javascript; charset=utf-8"},
		{"/classroom.css", "200 OK", "text/css; charset=utf-8"},
		{"/wasm_exec.js.LICENSE", "200 OK", "text/plain; charset=utf-8"},
		{"/nothing.js", "404 Not Found", ""},
		{"/nqueens.wasm.gz", "404 Not Found", ""},
		{"/../go.mod", "404 Not Found", ""},
	} {
		resp, _ := get(t, srv, c.path)
		if resp.Status != c.status {
			t.Errorf("GET %s: %s, want %s", c.path, resp.Status, c.status)
			continue
		}
		if c.ctype == "" {
			continue
		}
		for k, want := range map[string]string{"Content-Type": c.ctype, "Cache-Control": "no-cache",
			"Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp", "Content-Encoding": ""} {
			if got := resp.Header.Get(k); got != want {
				t.Errorf("GET %s: %s %q, want %q", c.path, k, got, want)
			}
		}
	}
}

// TestHandlerGzip: the WebAssembly goes out compressed to a browser that
// accepts gzip, whole to one that does not, and a reload with its ETag
// gets 304 with no body.
func TestHandlerGzip(t *testing.T) {
	p := testPage(t)
	srv := httptest.NewServer(p.handler())
	defer srv.Close()
	resp, body := get(t, srv, "/nqueens.wasm", "Accept-Encoding", "gzip, deflate, br")
	if resp.Header.Get("Content-Encoding") != "gzip" || len(body) != p.WasmGzBytes || p.WasmGzBytes > p.WasmBytes/2 {
		t.Fatalf("GET nqueens.wasm accepting gzip: Content-Encoding %q, %d bytes; want gzip, %d bytes (of %d)",
			resp.Header.Get("Content-Encoding"), len(body), p.WasmGzBytes, p.WasmBytes)
	}
	if plain, err := gunzip(body); err != nil || !bytes.Equal(plain, p.files["nqueens.wasm"].plain) {
		t.Errorf("the gzip does not hold nqueens.wasm (%v)", err)
	}
	etag := resp.Header.Get("ETag")
	if !strings.HasPrefix(etag, `"`) || resp.Header.Get("Vary") != "Accept-Encoding" {
		t.Errorf("ETag %q, Vary %q: want a strong ETag and Vary: Accept-Encoding", etag, resp.Header.Get("Vary"))
	}
	resp, body = get(t, srv, "/nqueens.wasm", "Accept-Encoding", "gzip", "If-None-Match", etag)
	if resp.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("revalidating with the ETag: %s, %d bytes; want 304 and no body", resp.Status, len(body))
	}
	resp, body = get(t, srv, "/nqueens.wasm", "Accept-Encoding", "gzip;q=0, identity")
	if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, p.files["nqueens.wasm"].plain) || resp.Header.Get("ETag") == etag {
		t.Errorf("refusing gzip: Content-Encoding %q, %d bytes, ETag %q; want the plain file under another ETag",
			resp.Header.Get("Content-Encoding"), len(body), resp.Header.Get("ETag"))
	}
	resp, body = get(t, srv, "/classroom.js", "Accept-Encoding", "gzip")
	if plain, err := gunzip(body); resp.Header.Get("Content-Encoding") != "gzip" || err != nil || !bytes.Equal(plain, p.files["classroom.js"].plain) {
		t.Errorf("classroom.js accepting gzip: Content-Encoding %q (%v)", resp.Header.Get("Content-Encoding"), err)
	}
}

func TestAcceptsGzip(t *testing.T) {
	for accept, want := range map[string]bool{
		"": false, "gzip": true, "GZIP": true, "deflate, gzip;q=1.0, *;q=0.5": true, "br": false,
		"*": true, "gzip;q=0": false, "gzip; q=0.000": false, "*;q=0": false, "br, gzip;q=0, *": false,
		"x-gzip": true, "identity": false, "gzip;q=0.1": true,
	} {
		if got := acceptsGzip(accept); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", accept, got, want)
		}
	}
}

// TestOffline: nothing in the page refers to another site (no CDN, no web
// font): the page works without a network.
func TestOffline(t *testing.T) {
	external := regexp.MustCompile(`(?i)((src|href|action)\s*=\s*["']?\s*(https?:)?//)|(url\(\s*["']?\s*(https?:)?//)|@import|(fetch|importScripts|Worker)\(\s*["'](https?:)?//`)
	p := testPage(t)
	for _, name := range p.names() {
		if name == "nqueens.wasm" || strings.HasSuffix(name, ".LICENSE") {
			continue
		}
		if m := external.Find(p.files[name].plain); m != nil {
			t.Errorf("%s refers to another site: %q", name, m)
		}
	}
}

func TestExport(t *testing.T) {
	p := testPage(t)
	dir := filepath.Join(t.TempDir(), "site")
	if err := p.export(dir, false); err != nil {
		t.Fatal(err)
	}
	for _, name := range p.names() {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !bytes.Equal(b, p.files[name].plain) {
			t.Errorf("%s: exported copy differs (%v)", name, err)
		}
		gz, err := os.ReadFile(filepath.Join(dir, name+".gz"))
		if err == nil {
			gz, err = gunzip(gz)
		}
		if err != nil || !bytes.Equal(gz, p.files[name].plain) {
			t.Errorf("%s.gz: not the file compressed (%v)", name, err)
		}
	}
	headers, err := os.ReadFile(filepath.Join(dir, HeadersFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, kv := range responseHeaders {
		if !strings.Contains(string(headers), "\n/*\n") || !strings.Contains(string(headers), "\n  "+kv[0]+": "+kv[1]+"\n") {
			t.Errorf("%s does not give %s: %s for every path:\n%s", HeadersFile, kv[0], kv[1], headers)
		}
	}
	mine := filepath.Join(dir, "notes.txt")
	os.WriteFile(mine, []byte("a teacher's notes"), 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("edited"), 0o644)
	if err := p.export(dir, false); !errors.Is(err, ErrExists) {
		t.Errorf("export over an existing page: %v, want ErrExists", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); string(b) != "edited" {
		t.Error("a refused export changed index.html")
	}
	if err := p.export(dir, true); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); !bytes.Equal(b, p.files["index.html"].plain) {
		t.Error("export with overwrite left index.html as it was")
	}
	if b, _ := os.ReadFile(mine); string(b) != "a teacher's notes" {
		t.Error("export touched a file that is not the page's")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != len(p.exportNames())+1 {
		t.Errorf("%d entries in the export directory, want the page's %d and notes.txt (a temporary file left?)", len(entries), len(p.exportNames()))
	}
}
