package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

var shBlock = regexp.MustCompile("(?s)```sh\n(.*?)```")

// completionDocBlocks are the shell blocks of docs/completion.md and of
// README.md's section on nqueens complete, which a reader runs as written
// outside the clone (the block that runs go test in the clone left out).
func completionDocBlocks(t *testing.T) []string {
	t.Helper()
	doc, err := os.ReadFile("../../docs/completion.md")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), "\n### For researchers")
	if !ok {
		t.Fatal(`README.md has no section "### For researchers"`)
	}
	section, _, _ = strings.Cut(section, "\n### ")
	var blocks []string
	for _, m := range shBlock.FindAllStringSubmatch(string(doc)+section, -1) {
		if !strings.Contains(m[1], "go test") {
			blocks = append(blocks, m[1])
		}
	}
	if len(blocks) < 4 {
		t.Fatalf("found %d shell blocks in docs/completion.md and the README's section", len(blocks))
	}
	return blocks
}

// TestCompletionDocsRun runs every command the completion page and the
// README's section show, in order, in an empty directory with nqueens on
// the PATH: each instance a command names exists or an earlier command
// made it, and none is refused (exit 2). The n = 30 search is given 2 s
// instead of 60 (it may stop: exit 1 is an answer here).
func TestCompletionDocsRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the documented commands, a million queens among them")
	}
	script := "cd " + t.TempDir() + ` || exit 1
nq=$(command -v nqueens)
nqueens() { "$nq" "$@"; rc=$?; if [ $rc -ge 2 ]; then echo "REFUSED (exit $rc): nqueens $*" >&2; fi; return 0; }
`
	for _, b := range completionDocBlocks(t) {
		script += strings.ReplaceAll(b, "--time-limit 60s", "--time-limit 2s") + "\n"
	}
	script += "ls\n"
	out, errOut := shellWithNQueens(t, "bash", []string{"--norc", "--noprofile"}, script)
	for _, bad := range []string{"REFUSED", "cannot read", "No such file", "command not found", "syntax error"} {
		if strings.Contains(errOut, bad) {
			t.Errorf("a documented command failed (%s):\n%s", bad, errOut)
			break
		}
	}
	for _, want := range []string{"12 completions, counted", "completion.txt\n", "d30.param\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%.2000s", want, out)
		}
	}
	for _, want := range []string{"18 diagonals excluded: no completion exists", "1 completion listed"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
}
