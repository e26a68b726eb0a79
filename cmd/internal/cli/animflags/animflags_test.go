package animflags

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/animate"
	"github.com/nqueens/nqueens/cmd/internal/cli"
)

// start runs Start under a command that has [Flags], with args.
func start(t *testing.T, n int, args ...string) (*animate.Animation, context.Context, error) {
	t.Helper()
	var anim *animate.Animation
	var actx context.Context
	var err error
	env := cli.Env{Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Getenv: func(string) string { return "" }}
	cmd := &ucli.Command{Name: "x", Flags: Flags(), Action: func(ctx context.Context, cmd *ucli.Command) error {
		anim, actx, err = Start(ctx, cmd, env, Spec{Title: "x", N: n, StepName: "steps"})
		return nil
	}}
	if rerr := cmd.Run(context.Background(), append([]string{"x"}, args...)); rerr != nil {
		t.Fatal(rerr)
	}
	return anim, actx, err
}

// TestStart: no --animate, no animation and the context unchanged; into
// a buffer (no terminal) the animation runs and stops; every mistake is
// a usage error that says what to do.
func TestStart(t *testing.T) {
	if anim, ctx, err := start(t, 8); anim != nil || ctx == nil || err != nil {
		t.Errorf("without --animate: %v, %v", anim, err)
	}
	anim, ctx, err := start(t, 8, "--animate")
	if anim == nil || ctx == nil || err != nil {
		t.Fatalf("--animate: %v, %v", anim, err)
	}
	if err := anim.Stop(); err != nil {
		t.Errorf("Stop: %v", err)
	}
	for _, c := range []struct {
		n    int
		args []string
		want string
	}{
		{8, []string{"--delay", "1s"}, "--delay paces --animate"},
		{8, []string{"--animate", "--delay", "-1s"}, "must not be negative"},
		{animate.MaxN + 1, []string{"--animate"}, "drop --animate, or try n = 8"},
	} {
		anim, _, err := start(t, c.n, c.args...)
		var u *cli.UsageError
		if anim != nil || !errors.As(err, &u) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("n = %d %v: %v, %v; want a usage error saying %q", c.n, c.args, anim, err, c.want)
		}
	}
}
