//go:build !js

// The page is served and exported by the native command only, never from
// WebAssembly (internal/output does not build for js).

package classroom

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"time"

	"github.com/nqueens/nqueens/internal/output"
)

// Module is the module path whose source [FindSource] looks for.
const Module = "github.com/nqueens/nqueens"

// wasmPackage is the package built for the browser, relative to the
// module root.
const wasmPackage = "./internal/classroom/wasm"

//go:embed web
var web embed.FS

// Page is the classroom page: the embedded files plus the WebAssembly and
// wasm_exec.js built from source. Its zero value is not usable; use
// [Build].
type Page struct {
	files map[string][]byte // by name, such as "index.html"
	// WasmBytes is the size of nqueens.wasm; BuildTime how long [Build]
	// took.
	WasmBytes int
	BuildTime time.Duration
}

// Build compiles the page's WebAssembly from the module source in dir
// with the go command goCmd ("go" when empty), and returns the page. The
// go command's output is in the error when the build fails. It takes
// about 0.3 s when the build cache is warm.
func Build(ctx context.Context, dir, goCmd string) (*Page, error) {
	start := time.Now()
	if goCmd == "" {
		goCmd = "go"
	}
	files := map[string][]byte{}
	err := fs.WalkDir(web, "web", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := web.ReadFile(p)
		files[strings.TrimPrefix(p, "web/")] = b
		return err
	})
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "nqueens-classroom-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "nqueens.wasm")
	cmd := exec.CommandContext(ctx, goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", out, wasmPackage)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0", "GOFLAGS=-mod=readonly")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("classroom: building the page's WebAssembly (GOOS=js GOARCH=wasm go build %s in %s): %v\n%s", wasmPackage, dir, err, strings.TrimSpace(stderr.String()))
	}
	if files["nqueens.wasm"], err = os.ReadFile(out); err != nil {
		return nil, err
	}
	goroot, err := exec.CommandContext(ctx, goCmd, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("classroom: go env GOROOT: %v", err)
	}
	root := strings.TrimSpace(string(goroot))
	var execJS []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} { // Go 1.24+, then older
		if execJS, err = os.ReadFile(filepath.Join(root, p)); err == nil {
			break
		}
	}
	if err != nil {
		return nil, fmt.Errorf("classroom: wasm_exec.js not found in GOROOT %s: %v", root, err)
	}
	files["wasm_exec.js"] = execJS
	return &Page{files: files, WasmBytes: len(files["nqueens.wasm"]), BuildTime: time.Since(start)}, nil
}

// Names lists the page's files, sorted.
func (p *Page) Names() []string {
	var names []string
	for n := range p.files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Handler serves the page at / (index.html) and its files by name, with
// Cache-Control: no-store (a page rebuilt from newer source is never
// mixed with an old one) and the cross-origin isolation headers that give
// the page a precise clock (performance.now to microseconds).
func (p *Page) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name == "" {
			name = "index.html"
		}
		b, ok := p.files[name]
		if !ok || r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", contentType(name))
		h.Set("Cache-Control", "no-store")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Cross-Origin-Embedder-Policy", "require-corp")
		h.Set("X-Content-Type-Options", "nosniff")
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
	})
}

func contentType(name string) string {
	if strings.HasSuffix(name, ".wasm") {
		return "application/wasm"
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// ErrExists is returned (wrapped) by [Page.Export] when a file it would
// write is already there and overwrite is false.
var ErrExists = errors.New("classroom: file exists")

// Export writes the page's files into dir (created if missing) for any
// static web server. It refuses, before writing anything, when one of
// the files exists and overwrite is false; it never touches other files.
func (p *Page) Export(dir string, overwrite bool) error {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return fmt.Errorf("classroom: %w", err)
	}
	names := p.Names()
	if !overwrite {
		for _, n := range names {
			if _, err := os.Lstat(filepath.Join(dir, n)); err == nil {
				return fmt.Errorf("%w: %s", ErrExists, filepath.Join(dir, n))
			}
		}
	}
	for _, n := range names {
		if err := writeFile(filepath.Join(dir, n), p.files[n]); err != nil {
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

// FindSource returns the root of this module's source, from which [Build]
// compiles the WebAssembly: the module containing wd (as when running `go
// run ./cmd/nqueens classroom` in a clone), or else, for a binary
// installed with `go install ...@version`, that version's copy in the
// module cache (downloaded with `go mod download` if missing). wd "" is
// the working directory; goCmd "" is "go".
func FindSource(ctx context.Context, wd, goCmd string) (string, error) {
	if goCmd == "" {
		goCmd = "go"
	}
	if wd == "" {
		var err error
		if wd, err = os.Getwd(); err != nil {
			return "", fmt.Errorf("classroom: %w", err)
		}
	}
	for dir := wd; ; {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && modulePath(b) == Module {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Path == Module && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		out, err := exec.CommandContext(ctx, goCmd, "mod", "download", "-json", Module+"@"+bi.Main.Version).Output()
		if err == nil {
			var m struct{ Dir string }
			if json.Unmarshal(out, &m) == nil && m.Dir != "" {
				return m.Dir, nil
			}
		}
	}
	return "", fmt.Errorf("classroom: the page is built from the solvers' source, and no source of %s was found from %s: run it inside a clone of the repository", Module, wd)
}

// modulePath returns the module path a go.mod declares.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}
