package main

import (
	"context"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/countrun"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/counttab"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

func mergeCommand(env cli.Env) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "merge",
		Usage:       "add up the shard results of 'count N --shard K/M', each shard once",
		ArgsUsage:   "FILE...",
		Description: manual("merge"),
		Flags: []ucli.Flag{
			textJSONFlag("text or json"),
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runMerge(ctx, cmd, env)
		},
	}, cli.Contract{Choices: map[string][]string{"format": {"text", "json"}}})
}

func runMerge(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	names := cmd.Args().Slice()
	if len(names) == 0 {
		return cli.Usagef("missing result files: try 'nqueens count merge results/*.json'")
	}
	asJSON, err := jsonFormat(cmd)
	if err != nil {
		return err
	}
	results, err := readShardResults(ctx, env, names)
	if err != nil {
		return err
	}
	r, err := longrun.Merge(results, names, countrun.Job)
	if err != nil {
		return cli.Inputf("%v", err) // files that do not make one count; cli.ExitCode drops "longrun: "
	}
	countrun.Compare(&r)
	if asJSON {
		if err := counttab.WriteJSON(env.Stdout, r); err != nil {
			return cli.Failf("writing the result: %v", err)
		}
	} else if err := counttab.WriteMerged(env.Stdout, r, len(results)); err != nil {
		return err
	}
	if r.Published != nil && !*r.Published {
		total, unique, _ := exact.Published(r.N)
		find := "count the shards again on other machines to find it"
		if info, err := exact.LookupMethod(r.Method); err == nil && info.Check != nil {
			find = "'nqueens count recount FILES' names the task"
		}
		return cli.Failf("the merged count differs from OEIS (total %d, unique %d): a shard is wrong (a faulty machine, or a bug: please report it); %s", total, unique, find)
	}
	return nil
}

// readShardResults reads the shard results in the files names, each
// checked in itself (longrun.ReadShardResult): a file that cannot be read
// or is not a consistent result is an input refused (exit 2) that names
// it.
func readShardResults(ctx context.Context, env cli.Env, names []string) ([]longrun.ShardResult, error) {
	results := make([]longrun.ShardResult, len(names))
	for i, name := range names {
		data, err := readInput(ctx, env, name)
		if err != nil {
			return nil, err
		}
		if results[i], err = longrun.ReadShardResult(data, name); err != nil {
			return nil, cli.Inputf("%s", strings.TrimPrefix(err.Error(), longrun.ErrResult.Error()+": "))
		}
	}
	return results, nil
}
