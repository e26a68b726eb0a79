package cli

import (
	"fmt"
	"slices"
	"strings"

	ucli "github.com/urfave/cli/v3"
)

// Needs is a command's table of when each of its flags has an effect:
// flag name -> condition. A flag given where its condition does not hold
// would be ignored, so [Run] refuses it before the action runs (exit 2),
// naming it and a flag of the condition:
//
//	--limit goes with --list: add --list, or drop --limit
//	--count does not go with --generate: drop one of them
//
// A condition is alternatives separated by " or ", each a conjunction of
// words separated by spaces:
//
//	name       the flag is given (a switch: given true)
//	!name      the flag is not given
//	name=a,b   the flag's value is a or b (its default when not given)
//	!name=a,b  its value is neither
//
// and may end with "; why", a reason the message gives. A flag the table
// does not name has an effect whatever else is given.
type Needs map[string]string

// need is one word of a condition.
type need struct {
	flag   string
	not    bool
	values []string // nil: given or not
}

// alternatives reads a condition: its alternatives and its reason.
func alternatives(cond string) (alts [][]need, why string) {
	cond, why, _ = strings.Cut(cond, ";")
	for alt := range strings.SplitSeq(cond, " or ") {
		var words []need
		for _, w := range strings.Fields(alt) {
			var n need
			w, n.not = strings.CutPrefix(w, "!")
			if name, vals, ok := strings.Cut(w, "="); ok {
				w, n.values = name, strings.Split(vals, ",")
			}
			n.flag = w
			words = append(words, n)
		}
		alts = append(alts, words)
	}
	return alts, strings.TrimSpace(why)
}

// given reports whether the flag name is given: a switch given true, any
// other flag given at all.
func given(cmd *ucli.Command, name string) bool {
	if !cmd.IsSet(name) {
		return false
	}
	if b, ok := cmd.Value(name).(bool); ok {
		return b
	}
	return true
}

// value is the flag's value as text (its default when not given).
func value(cmd *ucli.Command, name string) string {
	if s, ok := cmd.Value(name).(string); ok {
		return s
	}
	return fmt.Sprint(cmd.Value(name))
}

// holds reports whether n holds on cmd's command line.
func (n need) holds(cmd *ucli.Command) bool {
	if n.values == nil {
		return given(cmd, n.flag) != n.not
	}
	return slices.Contains(n.values, value(cmd, n.flag)) != n.not
}

// checkNeeds refuses the first flag of cmd given where needs says it has
// no effect, with a [*UsageError] naming both flags. A name the table
// gives that cmd has no flag of is an internal error.
func checkNeeds(cmd *ucli.Command, needs Needs) error {
	if err := knownFlags(cmd, needs); err != nil {
		return err
	}
	for _, f := range cmd.Flags {
		name := f.Names()[0]
		cond, ok := needs[name]
		if !ok || !given(cmd, name) {
			continue
		}
		alts, why := alternatives(cond)
		var failed []need // the first word that fails, of each alternative
		for _, alt := range alts {
			i := slices.IndexFunc(alt, func(n need) bool { return !n.holds(cmd) })
			if i < 0 {
				failed = nil
				break
			}
			failed = append(failed, alt[i])
		}
		if failed != nil {
			return &UsageError{Msg: needsMessage(cmd, name, alts, failed, why)}
		}
	}
	return nil
}

// knownFlags refuses a table that names a flag cmd does not have.
func knownFlags(cmd *ucli.Command, needs Needs) error {
	for name, cond := range needs {
		alts, _ := alternatives(cond)
		names := []string{name}
		for _, alt := range alts {
			for _, n := range alt {
				names = append(names, n.flag)
			}
		}
		for _, n := range names {
			if !slices.ContainsFunc(cmd.Flags, func(f ucli.Flag) bool { return slices.Contains(f.Names(), n) }) {
				return Failf("internal error: the flag table of %s names --%s, which it does not have", cmd.FullName(), n)
			}
		}
	}
	return nil
}

// needsMessage words the refusal of flag, whose alternatives alts all
// failed, failed[i] the first word of alts[i] that did.
func needsMessage(cmd *ucli.Command, flag string, alts [][]need, failed []need, why string) string {
	var msg string
	if conflict := failed[0]; conflict.not && !slices.ContainsFunc(failed, func(n need) bool { return !n.not }) {
		// Every alternative fails on a flag given: they do not go together.
		with := "--" + conflict.flag
		if conflict.values != nil {
			with += " " + value(cmd, conflict.flag)
		}
		msg = fmt.Sprintf("--%s does not go with %s: drop one of them", flag, with)
	} else {
		var ways []string
		for _, alt := range alts {
			ways = append(ways, describe(alt))
		}
		msg = fmt.Sprintf("--%s goes with %s: add it, or drop --%s", flag, strings.Join(ways, " or "), flag)
		if len(alts) == 1 && len(alts[0]) == 1 {
			msg = fmt.Sprintf("--%s goes with %s: add %s, or drop --%s", flag, ways[0], withExample(cmd, alts[0][0].flag), flag)
		}
	}
	if why != "" {
		msg += " (" + why + ")"
	}
	return msg
}

// describe writes an alternative as a person reads it: "--list --format
// board", "--checkpoint without --shard".
func describe(alt []need) string {
	var pos, neg []string
	for _, n := range alt {
		w := "--" + n.flag
		if n.values != nil {
			w += " " + strings.Join(n.values, " or ")
		}
		if n.not {
			neg = append(neg, w)
		} else {
			pos = append(pos, w)
		}
	}
	s := strings.Join(pos, " ")
	if len(neg) > 0 {
		if s != "" {
			s += " "
		}
		s += "without " + strings.Join(neg, " or ")
	}
	return s
}
