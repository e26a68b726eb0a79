package main

import (
	"bytes"
	"context"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// TestHelpFitsWidth: the help of nqueens and of every subcommand fits
// cli.HelpWidth columns, and no manual (manual/*.txt) keeps a {{KEY}}
// it was not given.
func TestHelpFitsWidth(t *testing.T) {
	var paths [][]string
	var walk func(prefix []string, cmds []*ucli.Command)
	walk = func(prefix []string, cmds []*ucli.Command) {
		for _, c := range cmds {
			p := append(append([]string{}, prefix...), c.Name)
			paths = append(paths, p)
			walk(p, c.Commands)
		}
	}
	walk(nil, commands(cli.Env{}, registry.Solvers()))
	paths = append(paths, nil)
	checkManualsFit(t)
	for _, p := range paths {
		var out, errOut bytes.Buffer
		args := append(append([]string{"nqueens"}, p...), "--help")
		if err := run(context.Background(), args, &out, &errOut); err != nil {
			t.Fatalf("%s: %v", strings.Join(args, " "), err)
		}
		if out.Len() == 0 {
			t.Fatalf("%s: no help", strings.Join(args, " "))
		}
		// One name for one thing: show said "standard input" where verify
		// said "stdin", and flags said "stdout" where messages said
		// "standard output".
		for _, short := range []string{"stdin", "stdout", "stderr"} {
			if strings.Contains(out.String(), short) {
				t.Errorf("%s: says %s; the commands say standard input, standard output, standard error", strings.Join(args, " "), short)
			}
		}
		if strings.Contains(out.String(), "{{") {
			t.Errorf("%s: a {{KEY}} of its manual is left unreplaced", strings.Join(args, " "))
		}
		for _, line := range strings.Split(out.String(), "\n") {
			if n := utf8.RuneCountInString(line); n > cli.HelpWidth {
				t.Errorf("%s: a line of %d columns: %q", strings.Join(args, " "), n, line)
			}
		}
	}
}

// checkManualsFit: every manual fits cli.HelpWidth with the margin the
// help gives it, so that on a wide terminal it reads as written (a line
// that does not fit makes its paragraph be filled again).
func checkManualsFit(t *testing.T) {
	t.Helper()
	manuals := map[string]string{}
	var walk func(prefix string, cmds []*ucli.Command)
	walk = func(prefix string, cmds []*ucli.Command) {
		for _, c := range cmds {
			manuals["nqueens "+prefix+c.Name] = c.Description
			walk(prefix+c.Name+" ", c.Commands)
		}
	}
	walk("", commands(cli.Env{}, registry.Solvers()))
	for _, e := range registry.Solvers().All() {
		manuals[e.Name] = e.Manual
	}
	for name, m := range manuals {
		examples := false
		for _, line := range strings.Split(m, "\n") {
			if n := utf8.RuneCountInString(line); n > cli.HelpWidth-3 {
				t.Errorf("%s: a line of its manual has %d columns, more than %d: %q", name, n, cli.HelpWidth-3, line)
			}
			checkExample(t, name, line, examples)
			examples = strings.HasPrefix(line, "Examples:") || examples && line != ""
		}
	}
}

// checkExample: an example of a manual is a command on a line of its
// own, under "Examples:", that fits an 80-column terminal with the
// help's margin of 3, so that it is never wrapped into a broken command
// (qs1's "qs1 8 --classic" then "--animate"; compare's "benchstat -col"
// then "/solver runs.txt").
func checkExample(t *testing.T, name, line string, examples bool) {
	t.Helper()
	if rest, ok := strings.CutPrefix(line, "Examples:"); ok && strings.TrimSpace(rest) != "" {
		t.Errorf("%s: examples on the line of \"Examples:\": give each a line of its own: %q", name, line)
	}
	if n := utf8.RuneCountInString(line); examples && n > 80-3 {
		t.Errorf("%s: an example of %d columns, wrapped on an 80-column terminal: %q", name, n, line)
	}
}

// TestMessagesSayStandardOutput: no string of the command tier (cmd/...
// and cmd/internal/cli/...) says stdin, stdout or stderr, so a message, a flag's
// usage or a manual uses the words the others use.
func TestMessagesSayStandardOutput(t *testing.T) {
	short := regexp.MustCompile(`\bstd(in|out|err)\b`)
	var files []string
	for _, root := range []string{"..", "../internal/cli"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() && d.Name() == "testdata" {
				return err
			}
			if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") || strings.HasSuffix(filepath.Dir(path), "manual") {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) < 20 {
		t.Fatalf("read %d files: the walk found too few", len(files))
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(path, ".go") {
			if m := short.Find(src); m != nil {
				t.Errorf("%s says %s: say standard input, output or error", path, m)
			}
			continue
		}
		fset := token.NewFileSet()
		var sc scanner.Scanner
		sc.Init(fset.AddFile(path, -1, len(src)), src, nil, 0)
		for {
			pos, tok, lit := sc.Scan()
			if tok == token.EOF {
				break
			}
			if tok == token.STRING && short.MatchString(lit) {
				t.Errorf("%s: %s: say standard input, output or error", fset.Position(pos), lit)
			}
		}
	}
}
