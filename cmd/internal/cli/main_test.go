package cli

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"syscall"
	"testing"

	ucli "github.com/urfave/cli/v3"
)

// failingWriter fails every write with err.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// printer is a command that prints its result, checking the error or not.
func printer(check bool) RunFunc {
	return func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
		env := Env{Stdout: stdout, Stderr: stderr, Getenv: func(string) string { return "" }}
		cmd := &ucli.Command{
			Name: "prog",
			Action: func(context.Context, *ucli.Command) error {
				_, err := fmt.Fprintln(stdout, "the result")
				if check {
					return err
				}
				return nil
			},
		}
		return Run(ctx, cmd, args, env)
	}
}

func TestExecWriteErrors(t *testing.T) {
	enospc := &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}
	epipe := &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EPIPE}
	for _, tc := range []struct {
		name   string
		check  bool
		args   []string
		err    error
		code   int
		stderr string
	}{
		{"checked full disk", true, nil, enospc, 1, "prog: writing standard output: no space left on device\n"},
		{"unchecked full disk", false, nil, enospc, 1, "prog: writing standard output: no space left on device\n"},
		{"help to a full disk", false, []string{"--help"}, enospc, 1, "prog: writing standard output: no space left on device\n"},
		{"broken pipe", true, nil, epipe, 0, ""},
		{"unchecked broken pipe", false, nil, epipe, 0, ""},
		{"closed", true, nil, failingWriterErr(), 1, "prog: writing standard output: bad file descriptor\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stderr strings.Builder
			code := Exec(context.Background(), "prog", printer(tc.check), append([]string{"prog"}, tc.args...), failingWriter{tc.err}, &stderr)
			if code != tc.code || stderr.String() != tc.stderr {
				t.Errorf("exit %d, stderr %q; want %d, %q", code, stderr.String(), tc.code, tc.stderr)
			}
		})
	}
}

func failingWriterErr() error { return syscall.EBADF }

// TestExecDevFull is what `prog > /dev/full` does.
func TestExecDevFull(t *testing.T) {
	f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	var stderr strings.Builder
	if code := Exec(context.Background(), "prog", printer(false), []string{"prog"}, f, &stderr); code != 1 || stderr.String() != "prog: writing standard output: no space left on device\n" {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestVersionOnEveryCommand(t *testing.T) {
	for _, args := range [][]string{{"prog", "--version"}, {"prog", "sub", "8", "--version"}, {"prog", "sub", "--version", "--parallel", "x"}} {
		var ran []string
		var stdout, stderr strings.Builder
		err := Run(context.Background(), tree(&ran), args, Env{Stdout: &stdout, Stderr: &stderr})
		if err != nil || !strings.HasPrefix(stdout.String(), "prog version ") || ran != nil {
			t.Errorf("%v: %v, stdout %q, action ran with %v", args, err, stdout.String(), ran)
		}
	}
	var ran []string
	var stdout strings.Builder
	Run(context.Background(), tree(&ran), []string{"prog", "sub", "--help"}, Env{Stdout: &stdout, Stderr: io.Discard})
	if !strings.Contains(stdout.String(), "--version") {
		t.Errorf("the help of a subcommand does not list --version:\n%s", stdout.String())
	}
	if v := version(); !strings.Contains(v, "go1.") {
		t.Errorf("version() = %q names no Go release", v)
	}
}

func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		var ran []string
		root := tree(&ran)
		root.EnableShellCompletion = true
		var stdout strings.Builder
		err := Run(context.Background(), root, []string{"prog", "completion", shell}, Env{Stdout: &stdout, Stderr: io.Discard})
		if err != nil || !strings.Contains(stdout.String(), "prog") || !strings.Contains(stdout.String(), "generate-shell-completion") {
			t.Errorf("completion %s: %v\n%s", shell, err, stdout.String())
		}
	}
	// The script asks the program for the words that may follow.
	var ran []string
	root := tree(&ran)
	root.EnableShellCompletion = true
	var stdout strings.Builder
	if err := Run(context.Background(), root, []string{"prog", "sub", "--par", "--generate-shell-completion"}, Env{Stdout: &stdout, Stderr: io.Discard}); err != nil || !strings.Contains(stdout.String(), "--parallel") {
		t.Errorf("completing a flag: %v %q", err, stdout.String())
	}
}
