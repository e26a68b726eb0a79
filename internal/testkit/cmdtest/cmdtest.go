// Package cmdtest runs a command's run function as a person would and pins
// what it prints and its exit status in golden files (see internal/testkit/golden),
// with the run-to-run variation (durations, elapsed_ns) masked.
package cmdtest

import (
	"bytes"
	"context"
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/testkit/golden"
)

// Case is one command line: its golden file is testdata/Name.golden.
type Case struct{ Name, Args string }

var (
	elapsedRE = regexp.MustCompile(`"elapsed_ns":\d+`)
	setupRE   = regexp.MustCompile(`,"setup_ns":\d+`) // dropped: absent when the start took no measurable time
)

// Exec runs a command as its main function would, with args[0] its name,
// and returns its exit status.
type Exec func(ctx context.Context, args []string, stdout, stderr io.Writer) int

// Golden runs prog through exec with each case's arguments, with the locale
// and terminal pinned so drawings do not depend on the environment, and
// compares the transcript (command, exit status, stdout, stderr) with its
// golden file.
func Golden(t *testing.T, prog string, exec Exec, cases []Case) {
	t.Helper()
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "C.UTF-8")
	t.Setenv("TERM", "xterm")
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			args := append([]string{prog}, strings.Fields(tc.Args)...)
			var stdout, stderr bytes.Buffer
			code := exec(context.Background(), args, &stdout, &stderr)
			got := fmt.Sprintf("$ %s %s\nexit %d\n-- stdout --\n%s-- stderr --\n%s", prog, tc.Args, code, stdout.String(), stderr.String())
			got = golden.MaskDurations(got, "<duration>")
			got = elapsedRE.ReplaceAllString(got, `"elapsed_ns":<ns>`)
			got = setupRE.ReplaceAllString(got, "")
			golden.Check(t, tc.Name+".golden", []byte(got))
		})
	}
}

// Doc checks that the package comment of doc.go in the test's directory
// (the command's manual in `go doc`) is want, the text with the comment
// markers taken off. With -update it rewrites doc.go to say want.
func Doc(t *testing.T, want string) {
	t.Helper()
	if golden.Updating() {
		var b strings.Builder
		for line := range strings.Lines(want) {
			if !strings.HasPrefix(line, "\t") {
				line = " " + line // gofmt's form: a tab follows // directly
			}
			b.WriteString(strings.TrimRight("//"+line, " \n") + "\n")
		}
		b.WriteString("package main\n")
		if err := os.WriteFile("doc.go", []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if got := f.Doc.Text(); got != want {
		t.Errorf("the package comment of doc.go is not the manual (go test -update rewrites it):\n--- got\n%s\n--- want\n%s", got, want)
	}
}
