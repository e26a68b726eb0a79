package cli_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
)

// The one exit table: an answer 0; no answer, a stop or a failure 1;
// anything wrong with what was given 2, with where to read the usage
// after a flag's fault.
func ExampleExitCode() {
	for _, err := range []error{
		nil,
		cli.Failf("interrupted after 1.2 s"),
		errors.New("writing q.txt: no space left on device"),
		cli.Usagef("--limit goes with --list: add --list, or drop --limit"),
		cli.Inputf("q.txt line 3: %q is not a row number", "8x"),
	} {
		fmt.Println("exit", cli.ExitCode("nqueens", err, os.Stdout))
	}
	// Output:
	// exit 0
	// nqueens: interrupted after 1.2 s
	// exit 1
	// nqueens: writing q.txt: no space left on device
	// exit 1
	// nqueens: --limit goes with --list: add --list, or drop --limit
	// Run 'nqueens --help' for usage.
	// exit 2
	// nqueens: q.txt line 3: "8x" is not a row number
	// exit 2
}

// Exec is a program's whole run: what run writes reaches stdout, what
// went wrong is said on stderr, and the exit code comes back.
func ExampleExec() {
	run := func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
		if len(args) < 2 {
			return cli.Usagef("expected N")
		}
		fmt.Fprintln(stdout, "placing", args[1], "queens")
		return nil
	}
	fmt.Println("exit", cli.Exec(context.Background(), "place", run, []string{"place", "8"}, os.Stdout, os.Stdout))
	fmt.Println("exit", cli.Exec(context.Background(), "place", run, []string{"place"}, os.Stdout, os.Stdout))
	// Output:
	// placing 8 queens
	// exit 0
	// place: expected N
	// Run 'place --help' for usage.
	// exit 2
}

// A command's contract goes with it: [cli.Run] reads it back to open
// --output before the work and to refuse --limit without --list.
func ExampleContractOf() {
	cmd := cli.Declare(&ucli.Command{Name: "list", Flags: []ucli.Flag{
		&ucli.StringFlag{Name: "output"}, &ucli.BoolFlag{Name: "list"}, &ucli.StringFlag{Name: "limit"},
	}}, cli.Contract{Outputs: []string{"output"}, Needs: cli.Needs{"limit": "list"}})
	c := cli.ContractOf(cmd)
	fmt.Println(c.Outputs, c.Needs["limit"])
	// Output:
	// [output] list
}
