package cli

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"
)

// Run runs cmd with args (args[0] is the program name) the way every
// command of the toolkit runs: negative numbers are reported as bad sizes
// rather than unknown flags, flag errors are usage errors, and nothing
// calls os.Exit.
func Run(ctx context.Context, cmd *ucli.Command, args []string, env Env) error {
	if wantsVersion(args) {
		return printVersion(env.Stdout, cmd.Name)
	}
	program = cmd.Name
	args = helpArgs(cmd, args)
	for i, a := range args[1:] {
		if a == "--" {
			break
		}
		// A negative flag value (--seed -1) is left to the flag's own
		// check; a negative word anywhere else is a board size.
		if looksNegative(a) && !takesValue(cmd, args[i]) {
			return &UsageError{Msg: fmt.Sprintf("n = %s: the board size must be at least 1", a), Cmd: subcommand(cmd, args[1:i+1])}
		}
	}
	quiet(cmd, env)
	if n := len(args); n > 1 && args[n-1] == completionMarker {
		if done, err := completeValue(cmd, args[1:n-1], env.Stdout); done {
			return err
		}
		cmd.Writer = completions{env.Stdout} // "FILE", not the help's `FILE`; short descriptions
	}
	addVersionFlag(cmd)
	defaultOnce(cmd)
	hold(cmd, env)
	withExitStatus(cmd)
	err := cmd.Run(ctx, args)
	if err != nil && !isFailure(err) {
		// urfave/cli reports bad flags and flag values as plain errors.
		return flagError(err)
	}
	return err
}

// subcommand names the subcommand of cmd that the words before a bad
// argument select ("nqueens count" for "count --workers 2"), for the help
// a usage error suggests; "" when they select none (cmd itself). It runs
// before urfave/cli has parsed anything, so it matches names itself.
func subcommand(cmd *ucli.Command, words []string) string {
	name := cmd.Name
	for _, w := range words {
		if w == "" || strings.HasPrefix(w, "-") {
			continue
		}
		var next *ucli.Command
		for _, sub := range cmd.Commands {
			if slices.Contains(sub.Names(), w) {
				next = sub
			}
		}
		if next == nil {
			continue // a flag's value or an argument
		}
		cmd, name = next, name+" "+next.Name
	}
	if !strings.Contains(name, " ") {
		return ""
	}
	return name
}

// quiet routes a command tree's output to env and keeps urfave/cli from
// exiting the process or printing errors itself.
func quiet(cmd *ucli.Command, env Env) {
	cmd.Writer = env.Stdout
	cmd.ErrWriter = env.Stderr
	cmd.ExitErrHandler = func(context.Context, *ucli.Command, error) {}
	cmd.OnUsageError = func(_ context.Context, c *ucli.Command, err error, _ bool) error {
		return withHelp(flagError(err), c)
	}
	for _, sub := range cmd.Commands {
		quiet(sub, env)
	}
}

// flagError turns a flag-parsing error into a usage error; the parser
// names a flag with one dash whatever the user typed, and quotes the
// strconv error behind a bad value.
func flagError(err error) error {
	msg := err.Error()
	if topic, ok := strings.CutPrefix(msg, "No help topic for "); ok {
		msg = "unknown subcommand " + strings.ReplaceAll(topic, "'", `"`)
	} else if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		name = strings.TrimPrefix(name, "-")
		if len(name) == 1 {
			msg = "unknown flag -" + name // a short flag, as typed
		} else {
			msg = "unknown flag --" + name
		}
	} else if m := badValue.FindStringSubmatch(msg); m != nil {
		msg = fmt.Sprintf("--%s %q: %s", m[2], m[1], valueReason(m[3]))
	}
	return &UsageError{Msg: msg}
}

// withHelp names cmd in a usage error, so the message suggests the help of
// the subcommand that was run rather than the program's.
func withHelp(err error, cmd *ucli.Command) error {
	var u *UsageError
	if errors.As(err, &u) && u.Cmd == "" && cmd.Root() != cmd {
		u.Cmd = cmd.FullName()
	}
	return err
}

// badValue matches the parser's message for a flag value it cannot read:
// the value, the flag name and the reason.
var badValue = regexp.MustCompile(`^invalid value "(.*)" for flag -{1,2}([^:]+): (.*)$`)

// valueReason says in words why a flag value was refused.
func valueReason(reason string) string {
	switch {
	case strings.HasPrefix(reason, "strconv.ParseUint"):
		return "give a whole number from 0, such as 7"
	case strings.HasPrefix(reason, "strconv.ParseInt"), strings.HasPrefix(reason, "strconv.Atoi"):
		return "give a whole number, such as 1000"
	case strings.HasPrefix(reason, "strconv.ParseFloat"):
		return "give a number, such as 0.5"
	case strings.HasPrefix(reason, "time: "):
		return durationReason(strings.TrimPrefix(reason, "time: "))
	}
	return reason
}

// giveDuration ends the reason of a duration that could not be read.
const giveDuration = "give a duration with its unit, such as 500ms, 10s or 2m"

// unknownUnit matches time.ParseDuration's word for a unit it does not know.
var unknownUnit = regexp.MustCompile(`^unknown unit (".*") in duration`)

// invalidDuration matches time.ParseDuration's word for any other fault:
// a text outside its grammar, or one beyond the range of a time.Duration.
var invalidDuration = regexp.MustCompile(`^invalid duration (".*")$`)

// durationReason says in words what time.ParseDuration's reason (without
// "time: ") found wrong, without its words where they add nothing to the
// example ("missing unit", "invalid duration"). A duration of the right
// form whose size a time.Duration cannot hold (99999999h) is told so.
func durationReason(reason string) string {
	if m := unknownUnit.FindStringSubmatch(reason); m != nil {
		return m[1] + " is not a unit (ns, us, ms, s, m, h): " + giveDuration
	}
	if m := invalidDuration.FindStringSubmatch(reason); m != nil {
		if s, err := strconv.Unquote(m[1]); err == nil && durationOutOfRange(s) {
			if strings.HasPrefix(s, "-") {
				// Every duration flag refuses a negative one, whatever its size.
				return "negative, and past any duration: give a positive one, such as 10s or 2m"
			}
			return "too long: a duration is at most 2562047h (about 292 years); give a shorter one, such as 10s or 2m"
		}
	}
	return giveDuration
}

// durationForm is time.ParseDuration's grammar: an optional sign, then
// numbers (a decimal fraction allowed) each with its unit.
var durationForm = regexp.MustCompile(`^[-+]?(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:ns|us|µs|μs|ms|s|m|h))+$`)

// durationOutOfRange reports whether s is written as a duration but
// time.ParseDuration refuses it: then its size is past what a
// time.Duration holds, 2^63-1 ns (2562047h47m16.854775807s) either way.
func durationOutOfRange(s string) bool {
	if !durationForm.MatchString(s) {
		return false
	}
	_, err := time.ParseDuration(s)
	return err != nil
}

// helpArgs returns args unchanged unless they ask for help (--help or -h
// before any "--"); then it returns the command path alone with --help,
// so that "qs1 8 --help" shows the help rather than taking 8 for a help
// topic.
func helpArgs(cmd *ucli.Command, args []string) []string {
	help := false
	for _, a := range args[1:] {
		if a == "--" {
			break
		}
		if a == "--help" || a == "-h" || a == "-help" {
			help = true
		}
	}
	if !help {
		return args
	}
	out := []string{args[0]}
	cur := cmd
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") {
			if !strings.Contains(a, "=") && takesValue(cur, a) {
				i++ // skip the flag's value
			}
			continue
		}
		if sub := cur.Command(a); sub != nil {
			out = append(out, a)
			cur = sub
		} else if a == "completion" && cur.EnableShellCompletion {
			out = append(out, a) // urfave/cli adds it when the command runs
			break
		}
	}
	return append(out, "--help")
}

// takesValue reports whether word is a flag (-x, --name) of cmd or of
// one of its subcommands that takes a value, so the word after it is
// that value.
func takesValue(cmd *ucli.Command, word string) bool {
	if !strings.HasPrefix(word, "-") || strings.Contains(word, "=") {
		return false
	}
	name := strings.TrimLeft(word, "-")
	if name == "" {
		return false
	}
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			if n == name {
				d, ok := f.(ucli.DocGenerationFlag)
				return ok && d.TakesValue()
			}
		}
	}
	for _, sub := range cmd.Commands {
		if takesValue(sub, word) {
			return true
		}
	}
	return false
}

// looksNegative reports whether a command-line word is a negative number,
// which a flag parser would take for an unknown flag.
func looksNegative(s string) bool {
	return len(s) > 1 && s[0] == '-' && (s[1] >= '0' && s[1] <= '9' || s[1] == '.')
}
