//go:build !js

// The page is served and exported by the native command only, never from
// WebAssembly (internal/output does not build for js).

package classroom

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nqueens/nqueens/internal/output"
)

// The WebAssembly is committed, built and compressed, so that any
// installed binary serves the page with no Go toolchain and no source;
// TestWasmBehaves fails when it answers differently from the source.
//go:generate go run gen_wasm.go

//go:embed web
var web embed.FS

// file is one file of the page: its bytes, their gzip, and a strong
// validator for each.
type file struct {
	plain, gz    []byte
	etag, etagGz string
	contentType  string
}

// Page is the classroom page: the files embedded in the binary. Its zero
// value is not usable; use [embedded].
type Page struct {
	files map[string]*file // by name, such as "index.html"
	// WasmBytes is the size of nqueens.wasm uncompressed, WasmGzBytes
	// with gzip (what a browser downloads).
	WasmBytes, WasmGzBytes int
}

var (
	loadOnce sync.Once
	loaded   *Page
	loadErr  error
)

// embedded returns the page embedded in the binary (read once, then shared:
// the WebAssembly uncompressed, every other file compressed, each with
// its ETag).
func embedded() (*Page, error) {
	loadOnce.Do(func() { loaded, loadErr = load(web) })
	return loaded, loadErr
}

func load(fsys fs.FS) (*Page, error) {
	p := &Page{files: map[string]*file{}}
	err := fs.WalkDir(fsys, "web", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		name = strings.TrimPrefix(name, "web/")
		f := &file{}
		if base, ok := strings.CutSuffix(name, ".gz"); ok {
			f.gz = b
			if f.plain, err = gunzip(b); err != nil {
				return fmt.Errorf("classroom: %s: %v", name, err)
			}
			name = base
		} else {
			f.plain, f.gz = b, gzipBytes(b)
		}
		sum := sha256.Sum256(f.plain)
		tag := hex.EncodeToString(sum[:12])
		f.etag, f.etagGz = `"`+tag+`"`, `"`+tag+`-gz"`
		f.contentType = contentType(name)
		p.files[name] = f
		return nil
	})
	if err != nil {
		return nil, err
	}
	w := p.files["nqueens.wasm"]
	if w == nil {
		return nil, errors.New("classroom: the binary embeds no nqueens.wasm: run go generate ./cmd/internal/classroom")
	}
	p.WasmBytes, p.WasmGzBytes = len(w.plain), len(w.gz)
	return p, nil
}

func gunzip(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

// names lists the page's files, sorted (the files a browser asks for,
// without their compressed copies).
func (p *Page) names() []string {
	var names []string
	for n := range p.files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// responseHeaders are the response headers every file of the page is served
// with, by Page.handler and in the _headers file of Page.export:
// cross-origin isolation, which gives the page a precise clock
// (performance.now to microseconds instead of whole milliseconds), and
// revalidation of every file against its ETag, so a class downloads the
// WebAssembly once and a newer binary's page is never mixed with an
// older one.
var responseHeaders = [][2]string{
	{"Cross-Origin-Opener-Policy", "same-origin"},
	{"Cross-Origin-Embedder-Policy", "require-corp"},
	{"Cache-Control", "no-cache"},
	{"X-Content-Type-Options", "nosniff"},
}

// handler serves the page at / (index.html) and its files by name, with
// [responseHeaders] and a strong ETag; a request accepting gzip gets the gzip
// (Content-Encoding: gzip, the WebAssembly compressed at build time), and
// a request whose If-None-Match holds the ETag gets 304 Not Modified.
func (p *Page) handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name == "" {
			name = "index.html"
		}
		f, ok := p.files[name]
		if !ok || r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", f.contentType)
		for _, kv := range responseHeaders {
			h.Set(kv[0], kv[1])
		}
		h.Set("Vary", "Accept-Encoding")
		body, etag := f.plain, f.etag
		if f.gz != nil && acceptsGzip(r.Header.Get("Accept-Encoding")) {
			body, etag = f.gz, f.etagGz
			h.Set("Content-Encoding", "gzip")
		}
		h.Set("ETag", etag)
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(body))
	})
}

// acceptsGzip reports whether an Accept-Encoding header value accepts
// gzip: gzip (or x-gzip) with a q above 0, or * with a q above 0 and
// gzip not named.
func acceptsGzip(accept string) bool {
	star := false
	for _, part := range strings.Split(accept, ",") {
		coding, params, _ := strings.Cut(part, ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if k, v, ok := strings.Cut(strings.TrimSpace(p), "="); ok && strings.EqualFold(k, "q") {
				if f, err := strconv.ParseFloat(v, 64); err == nil {
					q = f
				}
			}
		}
		switch strings.ToLower(strings.TrimSpace(coding)) {
		case "gzip", "x-gzip":
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}

func contentType(name string) string {
	switch {
	case strings.HasSuffix(name, ".wasm"):
		return "application/wasm"
	case strings.HasSuffix(name, ".LICENSE"):
		return "text/plain; charset=utf-8"
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// ErrExists is returned (wrapped) by an export ([Run]) when a file it would
// write is already there and overwrite is false.
var ErrExists = errors.New("classroom: file exists")

// HeadersFile is the name of the file an export writes for static
// hosts that read response headers from one (Netlify, Cloudflare Pages).
const HeadersFile = "_headers"

// exportNames lists the files [Page.export] writes, sorted: each of
// [Page.names], its gzip beside it (NAME.gz, for servers that send a
// precompressed copy, such as nginx's gzip_static), and [HeadersFile].
func (p *Page) exportNames() []string {
	names := []string{HeadersFile}
	for _, n := range p.names() {
		names = append(names, n, n+".gz")
	}
	sort.Strings(names)
	return names
}

// headersFile is the _headers file: [responseHeaders] for every path.
func headersFile() []byte {
	var b strings.Builder
	b.WriteString("# Response headers for static hosts that read this file (Netlify, Cloudflare Pages).\n")
	b.WriteString("# Cross-origin isolation gives the page a precise clock; without it times are\n")
	b.WriteString("# measured by repeating each run until the coarse clock reads well above its step.\n")
	b.WriteString("/*\n")
	for _, kv := range responseHeaders {
		fmt.Fprintf(&b, "  %s: %s\n", kv[0], kv[1])
	}
	return []byte(b.String())
}

// content returns what Export writes as name (one of ExportNames).
func (p *Page) content(name string) []byte {
	if name == HeadersFile {
		return headersFile()
	}
	if base, ok := strings.CutSuffix(name, ".gz"); ok {
		return p.files[base].gz
	}
	return p.files[name].plain
}

// export writes [Page.exportNames] into dir (created if missing) for any
// static web server. It refuses, before writing anything, when one of
// the files exists and overwrite is false; it never touches other files.
func (p *Page) export(dir string, overwrite bool) error {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return fmt.Errorf("classroom: %w", err)
	}
	names := p.exportNames()
	if !overwrite {
		for _, n := range names {
			if _, err := os.Lstat(filepath.Join(dir, n)); err == nil {
				return fmt.Errorf("%w: %s", ErrExists, filepath.Join(dir, n))
			}
		}
	}
	for _, n := range names {
		if err := writeFile(filepath.Join(dir, n), p.content(n)); err != nil {
			return fmt.Errorf("classroom: %w", err)
		}
	}
	return nil
}

// writeFile writes b to name through internal/output: a temporary file
// beside it, synced and renamed, so a failed export leaves no
// half-written file.
func writeFile(name string, b []byte) error {
	f, err := output.Create(name)
	if err != nil {
		return err
	}
	defer f.Abort()
	if _, err := f.Write(b); err != nil {
		return err
	}
	return f.Commit()
}
