package main

import (
	"context"
	"errors"
	"net"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/classroom"
	"github.com/nqueens/nqueens/cmd/internal/cli"
)

// classroomCommand builds `nqueens classroom`.
func classroomCommand(env cli.Env) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "classroom",
		Usage:       "the browser classroom: solvers racing live, backtracking, scale and heat map, served locally or exported",
		Description: classroom.Manual,
		Flags: []ucli.Flag{
			&ucli.StringFlag{Name: "addr", Value: "127.0.0.1:0", Usage: "serve on `HOST:PORT` (port 0: a free one)"},
			&ucli.BoolFlag{Name: "open", Usage: "open the page in the default browser"},
			&ucli.StringFlag{Name: "export", Usage: "write the page as static files into `DIR` instead of serving it"},
			&ucli.BoolFlag{Name: "force", Usage: "with --export, overwrite the page's files already in DIR"},
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runClassroom(ctx, cmd, env)
		},
	}, cli.Contract{Dirs: []string{"export"}, Needs: cli.Needs{
		"force": "export", "addr": "!export; --export serves nothing", "open": "!export; --export serves nothing",
	}})
}

func runClassroom(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	if cmd.Args().Present() {
		return cli.Usagef("classroom takes no arguments, got %q: try 'nqueens classroom' or 'nqueens classroom --export DIR'", cmd.Args().First())
	}
	export := cmd.String("export")
	if _, _, err := net.SplitHostPort(cmd.String("addr")); err != nil {
		return cli.Usagef("--addr %q: want HOST:PORT, such as 127.0.0.1:8080", cmd.String("addr"))
	}
	err := classroom.Run(ctx, classroom.Options{Addr: cmd.String("addr"), Open: cmd.Bool("open"), Export: export, Force: cmd.Bool("force"),
		Out: env.Stdout, Notes: env.Stderr, Prefix: "nqueens: "})
	switch {
	case errors.Is(err, classroom.ErrExists):
		return cli.Inputf("%v: add --force to overwrite the page's files, or choose another directory", err)
	case errors.As(err, new(*classroom.ListenError)):
		return cli.Inputf("classroom: %v: choose another --addr, or port 0 for a free one", err)
	case errors.As(err, new(*classroom.ServeError)):
		return cli.Failf("classroom: %v", err)
	case err != nil:
		return cli.Failf("%v", err)
	}
	return nil
}
