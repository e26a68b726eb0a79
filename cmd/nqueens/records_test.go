package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
)

// recordDoc is how a record type names its table in JSON.md.
var recordDoc = regexp.MustCompile("is the JSON record `([a-z_]+)` \\(JSON\\.md\\)")

// TestRecordTypesDocumented: every struct of this package that carries
// json tags is a record JSON.md documents, named in its doc comment, and
// its keys are the table's: none undocumented, none of the table's
// "always" keys missing. A new record (complete --estimate's, say) fails
// here until JSON.md has its table.
func TestRecordTypesDocumented(t *testing.T) {
	schema := cmdtest.LoadSchema(t)
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.TYPE {
				continue
			}
			for _, spec := range gen.Specs {
				ts := spec.(*ast.TypeSpec)
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					continue
				}
				keys := jsonKeys(st)
				if len(keys) == 0 {
					continue
				}
				found++
				checkRecordType(t, schema, fset.Position(ts.Pos()).String(), ts.Name.Name, docText(gen, ts), keys)
			}
		}
	}
	if found == 0 {
		t.Fatal("no record type found: the test reads nothing")
	}
}

func docText(gen *ast.GenDecl, ts *ast.TypeSpec) string {
	if ts.Doc != nil {
		return ts.Doc.Text()
	}
	return gen.Doc.Text()
}

// jsonKeys are the keys of the struct's json tags ("-" left out).
func jsonKeys(st *ast.StructType) []string {
	var keys []string
	for _, field := range st.Fields.List {
		if field.Tag == nil {
			continue
		}
		tag, err := strconv.Unquote(field.Tag.Value)
		if err != nil {
			continue
		}
		name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
		if name != "" && name != "-" {
			keys = append(keys, name)
		}
	}
	return keys
}

func checkRecordType(t *testing.T, schema cmdtest.Schema, pos, name, doc string, keys []string) {
	t.Helper()
	m := recordDoc.FindStringSubmatch(strings.Join(strings.Fields(doc), " "))
	if m == nil {
		t.Errorf("%s: %s has json tags but its doc comment names no record: say \"%s is the JSON record `name` (JSON.md)\" and document it there", pos, name, name)
		return
	}
	fields, ok := schema[m[1]]
	if !ok {
		t.Errorf("%s: %s: JSON.md has no table for record %s", pos, name, m[1])
		return
	}
	for _, k := range keys {
		if !slices.ContainsFunc(fields, func(f cmdtest.Field) bool { return f.Key == k }) {
			t.Errorf("%s: %s writes key %s, which JSON.md's %s table lacks", pos, name, k, m[1])
		}
	}
	for _, f := range fields {
		if f.Required && !slices.Contains(keys, f.Key) {
			t.Errorf("%s: JSON.md's %s table says %s is always there, but %s has no such key", pos, m[1], f.Key, name)
		}
	}
}
