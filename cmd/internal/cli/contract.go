package cli

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/output"
)

// Contract is what a command declares for [Run] to hold it to the
// contract every command keeps (README, "Exit status"): set it with
// [Declare]. Before the command's action runs, Run refuses a flag given
// where [Needs] says it has no effect and opens every output; the action
// runs under a context that Ctrl-C cancels and --time-limit bounds; after
// it, whatever output was not committed is left as it was, and a command
// asked for JSON that stopped (exit 1) without printing its record gets
// the record `stopped` (JSON.md).
type Contract struct {
	// Outputs are the flags whose value names a file the command writes
	// (-o, --json, --chart): each is opened before the action runs ("-"
	// names standard output, "" nothing) and one that cannot be created is
	// refused (exit 2). The action writes them through [OutputsOf].
	Outputs []string
	// Dirs are the flags whose value names a directory the command writes
	// files into (classroom --export), checked before the action runs
	// ([output.CheckDir]).
	Dirs []string
	// Needs says when each flag has an effect.
	Needs Needs
	// TimeLimit makes --time-limit the deadline of the action's context,
	// for a command whose work has no limit of its own: the work stops
	// with [context.DeadlineExceeded] (see [StopStatus]).
	TimeLimit bool
	// JSON reports whether the command line asks for JSON on standard
	// output; nil: --format json.
	JSON func(*ucli.Command) bool
	// Choices are the values of the flags that take one of a few words
	// (--format, --method), which shell completion offers after the flag
	// instead of file names.
	Choices map[string][]string
}

// contractKey is the key of a command's Contract in its Metadata.
const contractKey = "nqueens.contract"

// Declare sets cmd's contract and returns cmd.
func Declare(cmd *ucli.Command, c Contract) *ucli.Command {
	if cmd.Metadata == nil {
		cmd.Metadata = map[string]any{}
	}
	cmd.Metadata[contractKey] = c
	return cmd
}

// ContractOf is cmd's declared contract ([Declare]); the zero Contract
// when none.
func ContractOf(cmd *ucli.Command) Contract {
	c, _ := cmd.Metadata[contractKey].(Contract)
	return c
}

// wantsJSON reports whether cmd's command line asks for JSON records.
func (c Contract) wantsJSON(cmd *ucli.Command) bool {
	if c.JSON != nil {
		return c.JSON(cmd)
	}
	for _, f := range cmd.Flags {
		if f.Names()[0] == "format" {
			return cmd.String("format") == "json"
		}
	}
	return false
}

// hold wraps every action of cmd's tree in the contract: the flag checks
// of [checkFlags] and [Contract.Needs], the outputs opened first, the
// time limit, and, after the action, the outputs not committed dropped,
// the `stopped` record, and usage errors that suggest the command's own
// help.
func hold(cmd *ucli.Command, env Env) {
	if act := cmd.Action; act != nil {
		cmd.Action = func(ctx context.Context, c *ucli.Command) error {
			return withHelp(runHeld(ctx, c, env, act), c)
		}
	}
	for _, sub := range cmd.Commands {
		hold(sub, env)
	}
}

// runHeld runs act, the action of c, under c's contract.
func runHeld(ctx context.Context, c *ucli.Command, env Env, act ucli.ActionFunc) error {
	ct := ContractOf(c)
	if err := checkFlags(c); err != nil {
		return err
	}
	if err := checkNeeds(c, ct.Needs); err != nil {
		return err
	}
	for _, flag := range ct.Dirs {
		if dir := c.String(flag); dir != "" {
			if err := output.CheckDir(dir); err != nil {
				return Inputf("--%s: %v", flag, err)
			}
		}
	}
	paths := map[string]string{}
	for _, flag := range ct.Outputs {
		paths[flag] = c.String(flag)
	}
	outs, err := openOutputs(ctx, ct.Outputs, paths)
	if err != nil {
		return err
	}
	defer outs.Abort()
	ctx = context.WithValue(ctx, outputsKey{}, outs)
	if ct.TimeLimit {
		d, err := TimeLimit(c)
		if err != nil {
			return err
		}
		if d > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeoutCause(ctx, d, errTimeLimit)
			defer cancel()
		}
	}
	err = act(ctx, c)
	if err != nil && !isFailure(err) {
		err = actionError{err}
	}
	if err != nil {
		outs.Abort() // a failure replaces no file
		if ct.wantsJSON(c) {
			err = stoppedRecord(ctx, env.Stdout, err)
		}
	}
	return err
}

// errTimeLimit is the cause of a context that --time-limit ended.
var errTimeLimit = errors.New("stopped by --time-limit")

// StopStatus is the status of work that err ended under ctx: limit_reached
// for --time-limit (a deadline) or a memory limit, canceled for Ctrl-C or
// SIGTERM; ok is false when err is not a stop.
func StopStatus(ctx context.Context, err error) (st nqueens.Status, ok bool) {
	var me *MemoryError
	switch {
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, errTimeLimit), errors.As(err, &me):
		return nqueens.LimitReached, true
	case errors.Is(err, context.Canceled):
		return nqueens.Canceled, true
	}
	switch ctx.Err() {
	case context.DeadlineExceeded:
		return nqueens.LimitReached, true
	case context.Canceled:
		return nqueens.Canceled, true
	}
	return 0, false
}

// stoppedRecord writes the record `stopped` (JSON.md) to stdout when err,
// a failure, stopped the command before it printed a record of its own:
// {"status":"canceled","reason":"interrupted while reading standard
// input"}. It returns err, or the error of writing the record.
func stoppedRecord(ctx context.Context, stdout io.Writer, err error) error {
	var u *UsageError
	if errors.As(err, &u) {
		return err
	}
	if w, ok := stdout.(interface{ Written() bool }); !ok || w.Written() {
		return err // a record of the command's own, or no way to tell
	}
	st, ok := StopStatus(ctx, err)
	if !ok {
		return err
	}
	if werr := WriteStopped(stdout, st, plain(err.Error())); werr != nil {
		return werr
	}
	return err
}

// WriteStopped writes the record `stopped` (JSON.md): work stopped with
// status st, for the reason given (the message of its failure).
func WriteStopped(w io.Writer, st nqueens.Status, reason string) error {
	b, err := json.Marshal(struct {
		Status nqueens.Status `json:"status"`
		Reason string         `json:"reason"`
	}{st, reason})
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// ExitStatus is the table of exit codes every command keeps, as the help
// of each command ends with it ([Run] adds it) and the README gives it.
// Its lines fit 80 columns under the help's indent of three.
const ExitStatus = `Exit status, the same for every command:
  0  the answer: a placement found and verified, a count or a listing
     finished, every placement valid
  1  no answer: none exists, a placement is invalid, --time-limit, a
     memory limit or Ctrl-C stopped the work, or the result could not be
     written; with --format json the record on standard output says which
  2  what was given is wrong: a flag or its value, a file that cannot be
     read or written, a malformed file, constraints that contradict each
     other; nothing was done`

// withExitStatus ends the help of every command of cmd's tree that does
// work (one with a description and no subcommands) with [ExitStatus].
func withExitStatus(cmd *ucli.Command) {
	if len(cmd.Commands) == 0 && cmd.Description != "" && !strings.Contains(cmd.Description, ExitStatus) {
		cmd.Description += "\n\n" + ExitStatus
	}
	for _, sub := range cmd.Commands {
		withExitStatus(sub)
	}
}
