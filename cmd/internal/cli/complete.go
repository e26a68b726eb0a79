package cli

import (
	"fmt"
	"io"
	"regexp"
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

// completions writes the words a completion offers ("--flag:usage" or
// "word:usage", one a line) as a shell shows them best: without the
// backticks that mark a placeholder in a usage ("write to `FILE`"),
// which a shell shows as they are, and with each description cut to its
// first clause and to [completionWidth] columns, so that a list of them
// does not wrap inside words on a terminal of 80 columns.
type completions struct{ w io.Writer }

// aside matches a parenthesis of a usage, which a completion leaves out.
var aside = regexp.MustCompile(` ?\([^()]*\)`)

// completionWidth is the most columns a description takes.
const completionWidth = 48

func (c completions) Write(b []byte) (int, error) {
	lines := strings.Split(strings.ReplaceAll(string(b), "`", ""), "\n")
	for i, l := range lines {
		word, desc, ok := strings.Cut(l, ":")
		if !ok {
			continue
		}
		desc = aside.ReplaceAllString(desc, "") // "perm (0-based rows), board": "perm, board"
		if j := strings.IndexByte(desc, ';'); j > 0 {
			desc = desc[:j]
		}
		desc = strings.TrimRight(desc, " ,:")
		if r := []rune(desc); len(r) > completionWidth {
			desc = string(r[:completionWidth])
			if k := strings.LastIndexByte(desc, ' '); k > 0 {
				desc = desc[:k]
			}
			desc += "..."
		}
		lines[i] = word + ":" + desc
	}
	if _, err := c.w.Write([]byte(strings.Join(lines, "\n"))); err != nil {
		return 0, err
	}
	return len(b), nil
}
