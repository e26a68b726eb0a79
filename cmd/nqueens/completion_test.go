package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// shellWithNQueens runs script in shell (bash or zsh, without the user's
// startup files) with this test binary on PATH as nqueens, and returns
// its stdout and stderr.
func shellWithNQueens(t *testing.T, shell string, args []string, script string) (string, string) {
	t.Helper()
	path, err := exec.LookPath(shell)
	if err != nil {
		t.Skipf("no %s", shell)
	}
	bin := t.TempDir()
	if err := os.Symlink(os.Args[0], filepath.Join(bin, "nqueens")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, append(args, "-c", script)...)
	cmd.Env = []string{"PATH=" + bin + ":/usr/bin:/bin", "HOME=" + t.TempDir(), "NQUEENS_TEST_MAIN=1", "LANG=C.UTF-8", "TERM=dumb"}
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s%s", shell, err, out.String(), errb.String())
	}
	return out.String(), errb.String()
}

// TestCompletionPlainBash: the bash script completes on its own, in a
// bash without the bash-completion package (issue 25, defect 4: every
// Tab printed "_get_comp_words_by_ref: command not found").
func TestCompletionPlainBash(t *testing.T) {
	out, errOut := shellWithNQueens(t, "bash", []string{"--norc", "--noprofile"}, `
source <(nqueens completion bash)
if declare -F _get_comp_words_by_ref >/dev/null; then echo "bash-completion is loaded: the test proves nothing"; fi
COMP_WORDS=(nqueens cou); COMP_CWORD=1; __nqueens_bash_autocomplete; echo "${COMPREPLY[*]}"
COMP_WORDS=(nqueens count 8 --uni); COMP_CWORD=3; __nqueens_bash_autocomplete; echo "${COMPREPLY[*]}"
`)
	if out != "count\n--unique\n" || errOut != "" {
		t.Errorf("stdout %q, stderr %q; want count and --unique, no error", out, errOut)
	}
}

// TestCompletionPlainZsh: the zsh script loads in a zsh whose ~/.zshrc
// has not run compinit (zsh said "command not found: compdef") and
// registers its function.
func TestCompletionPlainZsh(t *testing.T) {
	out, errOut := shellWithNQueens(t, "zsh", []string{"-f"}, `source <(nqueens completion zsh); print -r -- ${_comps[nqueens]}`)
	if out != "_nqueens\n" || errOut != "" {
		t.Errorf("stdout %q, stderr %q; want _nqueens registered, no error", out, errOut)
	}
}
