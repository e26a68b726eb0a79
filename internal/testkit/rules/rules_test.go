package rules

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/fzipp/gocyclo"
)

// The guide's limits.
const (
	maxComplexity = 20
	maxParams     = 6
)

// A measure is what a limit counts.
const (
	complexity = "complexity"
	params     = "params"
)

// A finding is a function over a limit: where it is and by how much.
type finding struct {
	dir, name, measure string // package directory ("." for the root), function, measure
	figure             int    // the function's complexity or parameter count
	pos                string // file:line, for the message
}

func (f finding) key() string { return f.dir + " " + f.name + " " + f.measure }

// An entry is a line of allowed.txt.
type entry struct {
	dir, name, measure string
	figure             int
	why                string
	line               int
}

func (e entry) key() string { return e.dir + " " + e.name + " " + e.measure }

// TestLimits: every function of the repository's non-test Go code is
// within the limits or named in allowed.txt with a figure it has not
// passed; no entry there is stale.
func TestLimits(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	found, err := scan(os.DirFS(root))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open("allowed.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	allowed, err := parseAllowed(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range check(found, allowed) {
		t.Error(p)
	}
}

// TestCheckFails: the check reports each way a tree can break the rules,
// so TestLimits is known to fail when it should.
func TestCheckFails(t *testing.T) {
	branches := strings.Repeat("\tif x > 0 {\n\t\tx--\n\t}\n", 20) // complexity 21
	src := func(pkg, body string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte("package " + pkg + "\n\n" + body)}
	}
	tree := fstest.MapFS{
		"a/a.go":           src("a", "func Deep(x int) int {\n"+branches+"\treturn x\n}\n"),
		"a/a_test.go":      src("a", "func deepTest(x int) int {\n"+branches+"\treturn x\n}\n"),
		"a/testdata/t.go":  src("t", "func deepData(x int) int {\n"+branches+"\treturn x\n}\n"),
		"b/b.go":           src("b", "type T struct{}\n\nfunc (*T) Wide(a, b, c, d, e, f, g int) {}\n"),
		"c/c.go":           src("c", "func Grown(x int) int {\n"+branches+"\treturn x\n}\n"),
		"d/d.go":           src("d", "func Lit() any {\n\treturn func(a, b, c, d, e, f, g int) {}\n}\n"),
		"e/e.go":           src("e", "func Fixed(x int) int { return x }\n"),
		".hidden/h.go":     src("h", "func Hidden(a, b, c, d, e, f, g int) {}\n"),
		"ignored/ig.go":    src("ig", "//gocyclo:ignore\nfunc Ignored(x int) int {\n"+branches+"\treturn x\n}\n"),
		"ok/ok.go":         src("ok", "func Small(a, b, c, d, e, f int) {}\n"),
		"allowed/allow.go": src("al", "func Kernel(x int) int {\n"+branches+"\treturn x\n}\n"),
	}
	found, err := scan(tree)
	if err != nil {
		t.Fatal(err)
	}
	allowed, err := parseAllowed(strings.NewReader(`# comment
c Grown complexity 20 to fix (someone)
e Fixed complexity 25 to fix (someone)
gone Gone params 8 to fix (someone)
allowed Kernel complexity 21 a hot kernel
d Lit.func params 7 to fix (someone)
`))
	if err != nil {
		t.Fatal(err)
	}
	got := check(found, allowed)
	want := []string{
		"a/a.go:3: a Deep: complexity 21 over 20; split it, or name it in allowed.txt with its reason",
		"b/b.go:5: b (*T).Wide: params 7 over 6; split it, or name it in allowed.txt with its reason",
		"c/c.go:3: c Grown: complexity 21, past its figure 20 in allowed.txt:2",
		"ignored/ig.go:4: ignored Ignored: complexity 21 over 20; split it, or name it in allowed.txt with its reason",
		"allowed.txt:3: e Fixed complexity: no longer over 20; delete the entry",
		"allowed.txt:4: gone Gone params: no longer over 6; delete the entry",
	}
	if !slices.Equal(got, want) {
		t.Errorf("check found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, bad := range []string{
		"a Deep complexity 21\n",    // no reason
		"a Deep size 21 why\n",      // no such measure
		"a Deep complexity x why\n", // not a number
		"a Deep complexity 21 why\n" + // twice
			"a Deep complexity 22 why\n",
	} {
		if _, err := parseAllowed(strings.NewReader(bad)); err == nil {
			t.Errorf("parseAllowed(%q) took it", bad)
		}
	}
}

// stream is the one package that may draw from math/rand: the module's
// random source (ARCHITECTURE.md).
const stream = "internal/stream"

// ownSources are the files that still build their own generator, each
// until its owner moves it to internal/stream (stream.NewPCG keeps the
// numbers they draw, Perm included). The test fails on one not named here
// and on a name no longer needed.
var ownSources = map[string]string{}

// TestOneRandomSource: no non-test file outside internal/stream imports
// math/rand or math/rand/v2, but those ownSources names.
func TestOneRandomSource(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	found, err := randomImports(os.DirFS(root))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range checkSources(found, ownSources) {
		t.Error(p)
	}
}

// TestRandomSourcesFail: the check finds a generator of its own, passes
// internal/stream and tests, and reports a stale entry.
func TestRandomSourcesFail(t *testing.T) {
	src := func(imp string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte("package p\n\nimport _ \"" + imp + "\"\n")}
	}
	tree := fstest.MapFS{
		"a/a.go":                  src("math/rand/v2"),
		"a/a_test.go":             src("math/rand"),
		"b/b.go":                  src("math/rand"),
		"c/c.go":                  src("math/bits"),
		"internal/stream/pcg.go":  src("math/rand/v2"),
		"internal/stream/more.go": src("math/rand/v2"),
	}
	found, err := randomImports(tree)
	if err != nil {
		t.Fatal(err)
	}
	got := checkSources(found, map[string]string{"b/b.go": "to fix", "gone/g.go": "to fix"})
	want := []string{
		"a/a.go imports math/rand/v2; draw from internal/stream (stream.New or stream.NewPCG)",
		"gone/g.go no longer imports math/rand: delete it from ownSources",
	}
	if !slices.Equal(got, want) {
		t.Errorf("checkSources found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// randomImports maps each non-test Go file of fsys outside internal/stream
// that imports math/rand or math/rand/v2 to the path it imports.
func randomImports(fsys fs.FS) (map[string]string, error) {
	found := map[string]string{}
	fset := token.NewFileSet()
	err := walkGo(fsys, false, func(p string, src []byte) error {
		if path.Dir(p) == stream {
			return nil
		}
		file, err := parser.ParseFile(fset, p, src, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range file.Imports {
			if v, _ := strconv.Unquote(imp.Path.Value); v == "math/rand" || v == "math/rand/v2" {
				found[p] = v
			}
		}
		return nil
	})
	return found, err
}

// checkSources returns one message per file with a generator of its own
// that allowed does not name, then one per name allowed needs no more,
// each group sorted.
func checkSources(found, allowed map[string]string) []string {
	var own, stale []string
	for p, imp := range found {
		if _, ok := allowed[p]; !ok {
			own = append(own, p+" imports "+imp+"; draw from internal/stream (stream.New or stream.NewPCG)")
		}
	}
	for p := range allowed {
		if _, ok := found[p]; !ok {
			stale = append(stale, p+" no longer imports math/rand: delete it from ownSources")
		}
	}
	slices.Sort(own)
	slices.Sort(stale)
	return append(own, stale...)
}

// hookAllowed are the package variables that tests still assign, each
// until its owner passes it in (an option, a field of cli.Env or of a
// struct the function already takes). Keys are "directory name". The test
// fails on a hook not named here and on a name no longer needed.
var hookAllowed = map[string]string{}

// TestNoHooks: no test assigns a package variable of its package, a hook
// that belongs in what the code under test is given; but those
// hookAllowed names.
func TestNoHooks(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	found, err := hooks(os.DirFS(root))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range checkHooks(found, hookAllowed) {
		t.Error(p)
	}
}

// TestHooksFail: the check finds a variable a test assigns, leaves alone
// one a test only reads or shadows, and reports a stale entry.
func TestHooksFail(t *testing.T) {
	file := func(body string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(body)} }
	tree := fstest.MapFS{
		"a/a.go":      file("package a\n\nvar hook func()\n\nvar limit, read = 10, 1\n"),
		"a/a_test.go": file("package a\n\nfunc f() {\n\tdefer func(l int) { limit = l }(limit)\n\t_ = read\n}\n"),
		"b/b.go":      file("package b\n\nvar hook func()\n"),
		"b/b_test.go": file("package b\n\nfunc f() {\n\thook := func() {}\n\thook = nil\n\t_ = hook\n}\n"),
		"c/c.go":      file("package c\n\nvar Hook func()\n"),
		"c/x_test.go": file("package c_test\n\nimport \"c\"\n\nfunc f() { c.Hook = nil }\n"),
		"d/d.go":      file("package d\n\nvar hook func()\n"),
		"d/d_test.go": file("package d\n\nfunc f() { hook = nil }\n"),
	}
	found, err := hooks(tree)
	if err != nil {
		t.Fatal(err)
	}
	got := checkHooks(found, map[string]string{"d hook": "to fix", "gone x": "to fix"})
	want := []string{
		"a/a_test.go:4: a test assigns a's package variable limit; pass it in instead",
		"gone x: no test assigns it any more: delete it from hookAllowed",
	}
	if !slices.Equal(got, want) {
		t.Errorf("checkHooks found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// hooks maps "directory name" for each package variable of a non-test
// file that a test file of the same package (not an external _test
// package) assigns, to the first such assignment. An external test
// assigning an exported variable is not seen.
func hooks(fsys fs.FS) (map[string]string, error) {
	vars := map[string]bool{}       // "dir name"
	assigned := map[string]string{} // "dir name" -> position
	fset := token.NewFileSet()
	err := walkGo(fsys, true, func(p string, src []byte) error {
		file, err := parser.ParseFile(fset, p, src, 0)
		if err != nil {
			return err
		}
		dir := path.Dir(p)
		if !strings.HasSuffix(p, "_test.go") {
			for _, n := range packageVars(file) {
				vars[dir+" "+n] = true
			}
			return nil
		}
		if strings.HasSuffix(file.Name.Name, "_test") {
			return nil
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if a, ok := n.(*ast.AssignStmt); ok && a.Tok == token.ASSIGN {
				for _, l := range a.Lhs {
					// Obj is nil for a name the file does not declare.
					if id, ok := l.(*ast.Ident); ok && id.Obj == nil && assigned[dir+" "+id.Name] == "" {
						assigned[dir+" "+id.Name] = position(fset.Position(id.Pos()))
					}
				}
			}
			return true
		})
		return nil
	})
	found := map[string]string{}
	for k, pos := range assigned {
		if vars[k] {
			found[k] = pos
		}
	}
	return found, err
}

// packageVars returns the names of the variables file declares at
// package level.
func packageVars(file *ast.File) []string {
	var names []string
	for _, d := range file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
			for _, spec := range g.Specs {
				for _, n := range spec.(*ast.ValueSpec).Names {
					names = append(names, n.Name)
				}
			}
		}
	}
	return names
}

// checkHooks returns one message per hook that allowed does not name,
// then one per name allowed needs no more, each group sorted.
func checkHooks(found, allowed map[string]string) []string {
	var hooked, stale []string
	for k, pos := range found {
		if _, ok := allowed[k]; !ok {
			dir, name, _ := strings.Cut(k, " ")
			hooked = append(hooked, fmt.Sprintf("%s: a test assigns %s's package variable %s; pass it in instead", pos, dir, name))
		}
	}
	for k := range allowed {
		if _, ok := found[k]; !ok {
			stale = append(stale, k+": no test assigns it any more: delete it from hookAllowed")
		}
	}
	slices.Sort(hooked)
	slices.Sort(stale)
	return append(hooked, stale...)
}

// repoRoot returns the directory of the repository's top go.mod, the
// nearest above the working directory.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = up
	}
}

// walkGo calls visit with each non-test Go file of fsys and its source
// (test files too when tests is true), leaving out testdata and
// directories whose names start with "." or "_" (as the go command does).
func walkGo(fsys fs.FS, tests bool, visit func(p string, src []byte) error) error {
	return fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != "." && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return fs.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || !tests && strings.HasSuffix(name, "_test.go") {
			return nil
		}
		src, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		return visit(p, src)
	})
}

// scan measures every function of the non-test Go files in fsys and
// returns those over a limit.
func scan(fsys fs.FS) ([]finding, error) {
	var found []finding
	fset := token.NewFileSet()
	err := walkGo(fsys, false, func(p string, src []byte) error {
		// Without comments, so no //gocyclo:ignore escapes the list.
		file, err := parser.ParseFile(fset, p, src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		found = append(found, measure(file, fset, path.Dir(p))...)
		return nil
	})
	return found, err
}

// measure returns the functions of file, in package directory dir, that
// are over a limit.
func measure(file *ast.File, fset *token.FileSet, dir string) []finding {
	var found []finding
	for _, s := range gocyclo.AnalyzeASTFile(file, fset, nil) {
		if s.Complexity > maxComplexity {
			found = append(found, finding{dir, s.FuncName, complexity, s.Complexity, position(s.Pos)})
		}
	}
	for _, decl := range file.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok {
			continue
		}
		name := funcName(fn)
		if n := countParams(fn.Type); n > maxParams {
			found = append(found, finding{dir, name, params, n, position(fset.Position(fn.Pos()))})
		}
		ast.Inspect(fn, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok {
				if c := countParams(lit.Type); c > maxParams {
					found = append(found, finding{dir, name + ".func", params, c, position(fset.Position(lit.Pos()))})
				}
			}
			return true
		})
	}
	return found
}

func position(p token.Position) string { return p.Filename + ":" + strconv.Itoa(p.Line) }

// funcName names fn as gocyclo does: "(*T).m" for a method, "f" for a
// function.
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	var recv func(ast.Expr) string
	recv = func(e ast.Expr) string {
		switch t := e.(type) {
		case *ast.Ident:
			return t.Name
		case *ast.StarExpr:
			return "*" + recv(t.X)
		case *ast.IndexExpr:
			return recv(t.X)
		case *ast.IndexListExpr:
			return recv(t.X)
		}
		return "?"
	}
	return "(" + recv(fn.Recv.List[0].Type) + ")." + fn.Name.Name
}

// countParams counts a function's parameters: each name, or each type
// where they have no names.
func countParams(ft *ast.FuncType) int {
	n := 0
	for _, f := range ft.Params.List {
		n += max(1, len(f.Names))
	}
	return n
}

// parseAllowed reads allowed.txt: blank lines and # comments, and lines of
// directory, function, measure, figure and a reason.
func parseAllowed(r io.Reader) ([]entry, error) {
	var list []entry
	seen := map[string]bool{}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		if len(f) < 5 {
			return nil, fmt.Errorf("allowed.txt:%d: want directory, function, measure, figure and why", line)
		}
		if f[2] != complexity && f[2] != params {
			return nil, fmt.Errorf("allowed.txt:%d: measure %q is neither %s nor %s", line, f[2], complexity, params)
		}
		n, err := strconv.Atoi(f[3])
		if err != nil {
			return nil, fmt.Errorf("allowed.txt:%d: figure %q is not a whole number", line, f[3])
		}
		e := entry{dir: f[0], name: f[1], measure: f[2], figure: n, why: strings.Join(f[4:], " "), line: line}
		if seen[e.key()] {
			return nil, fmt.Errorf("allowed.txt:%d: %s is named twice", line, e.key())
		}
		seen[e.key()] = true
		list = append(list, e)
	}
	return list, sc.Err()
}

// check returns one message per problem: a function over a limit that
// allowed.txt does not name or that has passed its figure there, then
// each entry no function needs any more. Within each group the messages
// are sorted.
func check(found []finding, allowed []entry) []string {
	byKey := map[string]entry{}
	for _, e := range allowed {
		byKey[e.key()] = e
	}
	needed := map[string]bool{}
	var over []string
	for _, f := range found {
		e, ok := byKey[f.key()]
		needed[f.key()] = true
		switch {
		case !ok:
			over = append(over, fmt.Sprintf("%s: %s %s: %s %d over %d; split it, or name it in allowed.txt with its reason",
				f.pos, f.dir, f.name, f.measure, f.figure, limit(f.measure)))
		case f.figure > e.figure:
			over = append(over, fmt.Sprintf("%s: %s %s: %s %d, past its figure %d in allowed.txt:%d",
				f.pos, f.dir, f.name, f.measure, f.figure, e.figure, e.line))
		}
	}
	slices.Sort(over)
	var stale []string
	for _, e := range allowed {
		if !needed[e.key()] {
			stale = append(stale, fmt.Sprintf("allowed.txt:%d: %s: no longer over %d; delete the entry",
				e.line, e.key(), limit(e.measure)))
		}
	}
	return append(over, stale...)
}

func limit(measure string) int {
	if measure == params {
		return maxParams
	}
	return maxComplexity
}
