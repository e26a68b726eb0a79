package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	ucli "github.com/urfave/cli/v3"
)

// completionMarker ends the command line a completion script sends (see
// urfave/cli's shell completion): the words before the cursor, then it.
const completionMarker = "--generate-shell-completion"

// completeValue answers the completion of a flag's value: when words (the
// command line before the cursor, without the program name) end with a
// flag whose command declares its choices ([Contract.Choices]), it writes
// them, one a line, and reports done. Otherwise urfave/cli completes, and
// the shell offers file names for a value it has nothing for (such as
// -o FILE).
func completeValue(root *ucli.Command, words []string, w io.Writer) (done bool, err error) {
	if len(words) == 0 || !strings.HasPrefix(words[len(words)-1], "-") {
		return false, nil
	}
	flag := strings.TrimLeft(words[len(words)-1], "-")
	cmd := selected(root, words[:len(words)-1])
	for _, f := range cmd.Flags {
		if !slices.Contains(f.Names(), flag) {
			continue
		}
		choices := ContractOf(cmd).Choices[f.Names()[0]]
		if len(choices) == 0 {
			return false, nil
		}
		for _, c := range choices {
			if _, err := fmt.Fprintln(w, c); err != nil {
				return true, err
			}
		}
		return true, nil
	}
	return false, nil
}

// selected is the command of root's tree that words select: each word
// that names a subcommand of the last one selected selects it.
func selected(root *ucli.Command, words []string) *ucli.Command {
	cmd := root
	for _, w := range words {
		for _, sub := range cmd.Commands {
			if slices.Contains(sub.Names(), w) {
				cmd = sub
				break
			}
		}
	}
	return cmd
}

// unquoted writes completions without the backticks that mark a flag's
// placeholder in its usage ("write to `FILE`"): a shell shows them as
// they are.
type unquoted struct{ w io.Writer }

func (u unquoted) Write(b []byte) (int, error) {
	if _, err := u.w.Write([]byte(strings.ReplaceAll(string(b), "`", ""))); err != nil {
		return 0, err
	}
	return len(b), nil
}
