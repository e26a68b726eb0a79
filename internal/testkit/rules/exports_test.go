package rules

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// exportAllowed are the exported identifiers that nothing earns yet, each
// until its owner unexports it or shows it in an Example. Keys are
// "directory name", the name as "F", "V" or "T.M". The test fails on an
// identifier not named here and on a name no longer needed.
var exportAllowed = map[string]string{}

// TestExports: every exported function, method and variable of the
// module's packages is used by the non-test code of another package or
// shown by an Example of its own package; but those exportAllowed names.
func TestExports(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	found, err := unearned(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range checkExports(found, exportAllowed) {
		t.Error(p)
	}
}

// TestExportsFail: the check finds an identifier used only by tests, one
// used only inside its package and one used nowhere; it passes one used
// by another package (directly, through an interface, from a file built
// for js/wasm), one shown by an Example, a library's sentinel error and
// enumerated value (not the command tier's), and what package main and
// internal/testkit export; it reports a stale entry.
func TestExportsFail(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{
		"go.mod": "module m\n\ngo 1.26\n",
		"a/a.go": `package a

import (
	"errors"
	"fmt"
)

func Used() {}
func TestOnly() {}
func Own() { Lonely = Shown() }
func Shown() int { return 1 }
var Lonely int
type T struct{}
func (T) Method() {}
func (T) String() string { return fmt.Sprint("t") }
func (*T) Written() bool { return true }
func (T) Hidden() {}
func Allowed() {}
type E struct{ err error }
func (e E) Error() string { return "e" }
func (e E) Unwrap() error { return e.err }
func (e E) Is(target error) bool { return false }
func JSOnly() {}
var ErrA = errors.New("a")
type Kind string
var KindA = Kind("a")
`,
		"a/a_test.go": `package a

import "testing"

func TestA(t *testing.T) { TestOnly(); T{}.Hidden() }
`,
		"a/example_test.go": `package a_test

import (
	"fmt"

	"m/a"
)

func ExampleShown() { fmt.Println(a.Shown()) }
`,
		"b/b.go": `package b

import "m/a"

func B(x any) bool {
	a.Used()
	a.T{}.Method()
	w, ok := x.(interface{ Written() bool })
	return ok && w.Written()
}
`,
		"cmd/c/main.go":           "package main\n\nimport \"m/b\"\n\nfunc Exported() {}\n\nfunc main() { b.B(nil) }\n",
		"internal/testkit/k/k.go": "package k\n\nfunc Helper() {}\n",
		"cmd/internal/z/z.go":     "package z\n\nimport \"errors\"\n\nvar ErrZ = errors.New(\"z\")\n",
		"w/main_js.go":            "package main\n\nimport \"m/a\"\n\nfunc main() { a.JSOnly() }\n",
		"w/main_other.go":         "//go:build !js\n\npackage main\n\nfunc main() {}\n",
	} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	found, err := unearned(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := checkExports(found, map[string]string{"a Allowed": "to fix", "gone X": "to fix"})
	const hint = "; unexport it, or show it in an Example"
	want := []string{
		"a/a.go:10: a Own is used nowhere" + hint,
		"a/a.go:12: a Lonely is used only by its package's code" + hint,
		"a/a.go:17: a T.Hidden is used only by tests (a/a_test.go)" + hint,
		"a/a.go:9: a TestOnly is used only by tests (a/a_test.go)" + hint,
		"cmd/internal/z/z.go:5: cmd/internal/z ErrZ is used nowhere" + hint,
		"gone X: no longer exported unearned: delete it from exportAllowed",
	}
	if !slices.Equal(got, want) {
		t.Errorf("checkExports found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// An export is an exported identifier and where it is reached from.
type export struct {
	pos     string          // the declaration, file:line from the module's root
	other   bool            // the non-test code of another package uses it
	example bool            // an Example of its own package uses it
	own     bool            // the package's own non-test code uses it
	tests   map[string]bool // the test files that use it, from the module's root
}

// unearned loads the module in dir, with its tests, and returns a message
// for each exported function, method and package-level variable of a
// package other than main and internal/testkit/... that no other
// package's non-test code uses and no Example of its own package shows,
// keyed "directory name". A method that implements an interface the
// module's non-test code or its imports declare or use (String, Error,
// Write, interface{ Written() bool }) is reached through it and not
// reported. Files for another platform are not seen, but a package's
// *_js.go files, loaded again for js/wasm.
func unearned(dir string) (map[string]string, error) {
	pkgs, err := load(dir, nil, true, "./...")
	if err != nil {
		return nil, err
	}
	u, _ := newUsage(dir, pkgs)
	seen := map[string]bool{}
	for _, p := range pkgs {
		u.uses(p, seen)
	}
	// The WebAssembly of the classroom's page is built for js/wasm alone
	// (so ./... on another system leaves it out): what the packages with
	// files named *_js.go use is used.
	wasm, err := jsPackages(dir, u.mod)
	if err != nil {
		return nil, err
	}
	if len(wasm) > 0 {
		pkgs, err := load(dir, []string{"GOOS=js", "GOARCH=wasm"}, false, wasm...)
		if err != nil {
			return nil, err
		}
		for _, p := range pkgs {
			u.uses(p, seen)
		}
	}
	found := map[string]string{}
	for k, e := range u.exports {
		if !e.other && !e.example {
			found[k] = e.pos + ": " + k + " is " + e.why() + "; unexport it, or show it in an Example"
		}
	}
	return found, nil
}

// jsPackages returns the import paths of the module's packages (under
// dir, the module mod) that hold a file named *_js.go, testdata left out.
func jsPackages(dir, mod string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != dir {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(d.Name(), "_js.go") {
			return nil
		}
		rel, err := filepath.Rel(dir, filepath.Dir(path))
		if err != nil {
			return err
		}
		if p := mod + "/" + filepath.ToSlash(rel); !slices.Contains(paths, p) {
			paths = append(paths, p)
		}
		return nil
	})
	return paths, err
}

// why says what uses e: "used nowhere", "used only by its package's code
// and tests (a/a_test.go)".
func (e *export) why() string {
	var by []string
	if e.own {
		by = append(by, "its package's code")
	}
	if len(e.tests) > 0 {
		by = append(by, "tests ("+strings.Join(slices.Sorted(maps.Keys(e.tests)), ", ")+")")
	}
	if len(by) == 0 {
		return "used nowhere"
	}
	return "used only by " + strings.Join(by, " and ")
}

// newUsage indexes the interfaces of pkgs, the module in root loaded with
// its tests, and declares the exports of its packages, with no use yet.
// It returns the usage and the packages without tests, but test support.
func newUsage(root string, pkgs []*packages.Package) (*usage, []*packages.Package) {
	u := &usage{root: root, exports: map[string]*export{}, byName: map[string][]*types.Interface{},
		ifaces: map[*types.Interface]bool{}, visited: map[*types.Package]bool{}}
	for _, p := range pkgs {
		if p.Module != nil {
			u.mod = p.Module.Path
		}
	}
	var plain []*packages.Package
	for _, p := range pkgs {
		if p.ID == p.PkgPath && !strings.HasSuffix(p.PkgPath, ".test") && !u.testkit(p.PkgPath) {
			plain = append(plain, p)
		}
	}
	u.addInterface(types.Universe.Lookup("error").Type())
	u.dynamic()
	for _, p := range plain {
		u.interfaces(p)
	}
	for _, p := range plain {
		if p.Name != "main" {
			u.declare(p)
		}
	}
	return u, plain
}

// load loads the packages of patterns in the module in dir, in the
// environment env added to this one, with their tests if tests is true,
// and fails on a package with errors.
func load(dir string, env []string, tests bool, patterns ...string) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes |
			packages.NeedTypesInfo | packages.NeedModule,
		Dir:   dir,
		Env:   append(os.Environ(), env...),
		Tests: tests,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	var errs []error
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e)
		}
	})
	return pkgs, errors.Join(errs...)
}

// usage gathers the exports of a module and their uses.
type usage struct {
	root, mod string
	exports   map[string]*export            // "directory name"
	byName    map[string][]*types.Interface // the interfaces with a method of that name
	ifaces    map[*types.Interface]bool
	visited   map[*types.Package]bool
}

// rel returns the directory of the package at path pkg, from the module's
// root ("." for the root).
func (u *usage) rel(pkg string) string {
	if pkg == u.mod {
		return "."
	}
	return strings.TrimPrefix(pkg, u.mod+"/")
}

// testkit reports whether the package at path pkg is test support.
func (u *usage) testkit(pkg string) bool {
	r := u.rel(pkg)
	return r == "internal/testkit" || strings.HasPrefix(r, "internal/testkit/")
}

// pos returns p as file:line, the file from the module's root.
func (u *usage) pos(fset *token.FileSet, p token.Pos) string {
	pos := fset.Position(p)
	return fmt.Sprintf("%s:%d", u.path(pos.Filename), pos.Line)
}

// path returns the file name from the module's root, with slashes.
func (u *usage) path(name string) string {
	if r, err := filepath.Rel(u.root, name); err == nil {
		name = r
	}
	return filepath.ToSlash(name)
}

// dynamic indexes the interfaces that the standard library asks for
// without naming them: errors.Is, As and Unwrap look for Unwrap() error,
// Unwrap() []error, Is(error) bool and As(any) bool.
func (u *usage) dynamic() {
	errType := types.Universe.Lookup("error").Type()
	one := func(name string, param, result types.Type) {
		v := func(t types.Type) *types.Tuple {
			if t == nil {
				return nil
			}
			return types.NewTuple(types.NewParam(token.NoPos, nil, "", t))
		}
		sig := types.NewSignatureType(nil, nil, nil, v(param), v(result), false)
		u.addInterface(types.NewInterfaceType([]*types.Func{types.NewFunc(token.NoPos, nil, name, sig)}, nil).Complete())
	}
	one("Unwrap", nil, errType)
	one("Unwrap", nil, types.NewSlice(errType))
	one("Is", errType, types.Typ[types.Bool])
	one("As", types.Universe.Lookup("any").Type(), types.Typ[types.Bool])
}

// interfaces indexes the interfaces p's non-test code uses, anonymous
// ones too, and those declared by p and by every package it imports.
func (u *usage) interfaces(p *packages.Package) {
	for _, tv := range p.TypesInfo.Types {
		u.addInterface(tv.Type)
	}
	var visit func(*types.Package)
	visit = func(pkg *types.Package) {
		if u.visited[pkg] {
			return
		}
		u.visited[pkg] = true
		for _, name := range pkg.Scope().Names() {
			if tn, ok := pkg.Scope().Lookup(name).(*types.TypeName); ok {
				u.addInterface(tn.Type())
			}
		}
		for _, imp := range pkg.Imports() {
			visit(imp)
		}
	}
	visit(p.Types)
}

// addInterface indexes t if it is an interface with methods.
func (u *usage) addInterface(t types.Type) {
	it, ok := t.Underlying().(*types.Interface)
	if !ok || it.NumMethods() == 0 || u.ifaces[it] {
		return
	}
	u.ifaces[it] = true
	for i := range it.NumMethods() {
		name := it.Method(i).Name()
		u.byName[name] = append(u.byName[name], it)
	}
}

// implements reports whether m, a method of named, implements a method
// of an indexed interface.
func (u *usage) implements(named *types.Named, m *types.Func) bool {
	for _, it := range u.byName[m.Name()] {
		if types.Implements(named, it) || types.Implements(types.NewPointer(named), it) {
			return true
		}
	}
	return false
}

// declare records the exported functions, variables and methods of p.
func (u *usage) declare(p *packages.Package) {
	dir := u.rel(p.PkgPath)
	add := func(name string, at token.Pos) {
		u.exports[dir+" "+name] = &export{pos: u.pos(p.Fset, at), tests: map[string]bool{}}
	}
	scope := p.Types.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			if obj.Exported() {
				add(name, obj.Pos())
			}
		case *types.Var:
			if obj.Exported() && !u.value(dir, p.Types, obj) {
				add(name, obj.Pos())
			}
		case *types.TypeName:
			named, ok := obj.Type().(*types.Named)
			if !ok || !obj.Exported() || obj.IsAlias() {
				continue
			}
			for m := range named.Methods() {
				if m.Exported() && !u.implements(named, m) {
					add(name+"."+m.Name(), m.Pos())
				}
			}
		}
	}
}

// A file is what uses needs to know of a file.
type file struct {
	name     string     // its path from the module's root
	dir      string     // its package's directory, as keys have it
	test     bool       // a _test.go file, or test support
	examples []ast.Node // its Example functions
}

// value reports whether v, a variable of the package pkg in directory
// dir, is a value a library's callers compare what it returns with, as
// they would a constant: a sentinel error (bdd.ErrMemoryLimit) or a
// value of a type of pkg (compare.Canceled, an Outcome). Such a value is
// API without a caller in the module. In the command tier (cmd/), whose
// only callers are in the module, it is not.
func (u *usage) value(dir string, pkg *types.Package, v *types.Var) bool {
	if dir == "cmd" || strings.HasPrefix(dir, "cmd/") {
		return false
	}
	if types.Identical(v.Type(), types.Universe.Lookup("error").Type()) {
		return true
	}
	named, ok := v.Type().(*types.Named)
	return ok && named.Obj().Pkg() == pkg
}

// uses records what the files of p use, but the files in seen, which it
// adds to seen: a non-test file is in several variants of its package.
func (u *usage) uses(p *packages.Package, seen map[string]bool) {
	files := map[*token.File]*file{}
	for _, f := range p.Syntax {
		name := p.Fset.Position(f.Pos()).Filename
		if seen[name] {
			continue
		}
		seen[name] = true
		rel := u.path(name)
		fi := &file{name: rel, dir: path.Dir(rel)}
		fi.test = strings.HasSuffix(name, "_test.go") || u.testkit(p.PkgPath)
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fi.test && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Example") {
				fi.examples = append(fi.examples, fd)
			}
		}
		files[p.Fset.File(f.Pos())] = fi
	}
	for id, obj := range p.TypesInfo.Uses {
		fi := files[p.Fset.File(id.Pos())]
		if fi == nil {
			continue
		}
		key := u.key(obj)
		e := u.exports[key]
		if e == nil {
			continue
		}
		own := strings.HasPrefix(key, fi.dir+" ")
		inExample := slices.ContainsFunc(fi.examples, func(n ast.Node) bool { return n.Pos() <= id.Pos() && id.Pos() < n.End() })
		switch {
		case inExample && own:
			e.example = true
		case fi.test:
			e.tests[fi.name] = true
		case own:
			e.own = true
		default:
			e.other = true
		}
	}
}

// key returns "directory name" for obj, a function, method or variable
// of the module; "" for anything else.
func (u *usage) key(obj types.Object) string {
	pkg := obj.Pkg()
	if pkg == nil || !obj.Exported() || (pkg.Path() != u.mod && !strings.HasPrefix(pkg.Path(), u.mod+"/")) {
		return ""
	}
	dir := u.rel(pkg.Path())
	switch o := obj.(type) {
	case *types.Func:
		recv := o.Signature().Recv()
		if recv == nil {
			return dir + " " + o.Name()
		}
		t := recv.Type()
		if ptr, ok := t.(*types.Pointer); ok {
			t = ptr.Elem()
		}
		if named, ok := t.(*types.Named); ok {
			return dir + " " + named.Origin().Obj().Name() + "." + o.Name()
		}
	case *types.Var:
		if !o.IsField() && o.Parent() == pkg.Scope() {
			return dir + " " + o.Name()
		}
	}
	return ""
}

// checkExports returns one message per unearned export that allowed does
// not name, then one per name allowed needs no more, each group sorted.
func checkExports(found, allowed map[string]string) []string {
	var bad, stale []string
	for k, msg := range found {
		if _, ok := allowed[k]; !ok {
			bad = append(bad, msg)
		}
	}
	for k := range allowed {
		if _, ok := found[k]; !ok {
			stale = append(stale, k+": no longer exported unearned: delete it from exportAllowed")
		}
	}
	slices.Sort(bad)
	slices.Sort(stale)
	return append(bad, stale...)
}
