package cli

import (
	"regexp"
	"strings"

	ucli "github.com/urfave/cli/v3"
)

// checkFlags refuses, for every command alike, the flag values a command
// would otherwise ignore without a word:
//   - a value flag given an empty value (qs1 8 -o ”; compare --solvers
//     ”): "--output is empty: give a FILE";
//   - a switch (a bool or duration flag) whose usage begins "with --X:"
//     or "with --X or --Y:" (the one place that says what it goes with)
//     when none of them is set (count 8 --unique): "--unique goes with --list: add --list, or drop
//     --unique". A clause that names a value ("with --format board") is
//     the command's to check.
//
// It runs before the command's action; what a flag's value must be beyond
// that is the action's to check.
func checkFlags(cmd *ucli.Command) error {
	for _, f := range cmd.Flags {
		name := f.Names()[0]
		if !cmd.IsSet(name) {
			continue
		}
		usage := ""
		if d, ok := f.(ucli.DocGenerationFlag); ok {
			usage = d.GetUsage()
		}
		if empty(cmd, f, name) && !ownsEmpty(f, usage) {
			return Usagef("--%s is empty: give %s", name, needs(usage))
		}
		if with := withFlags(usage); len(with) > 0 && isSwitch(f) && !anySet(cmd, with) {
			return Usagef("--%s goes with --%s: add %s, or drop --%s", name, strings.Join(with, " or --"), withExample(cmd, with[0]), name)
		}
	}
	return nil
}

// isSwitch reports whether f is a switch or a setting of another flag
// (a bool or a duration): given on its own it would do nothing. A value
// flag given without its partner (count -o FILE) is the command's to
// word, as it knows what the user meant.
func isSwitch(f ucli.Flag) bool {
	switch f.(type) {
	case *ucli.BoolFlag, *ucli.DurationFlag:
		return true
	}
	return false
}

// empty reports whether the value flag f was given an empty value.
func empty(cmd *ucli.Command, f ucli.Flag, name string) bool {
	switch f.(type) {
	case *ucli.StringFlag:
		return strings.TrimSpace(cmd.String(name)) == ""
	case *ucli.StringSliceFlag:
		for _, v := range cmd.StringSlice(name) {
			if strings.TrimSpace(v) == "" {
				return true
			}
		}
	}
	return false
}

// ownsEmpty reports whether f's command words an empty value better
// itself: a flag with a default and no placeholder is a choice among
// words (--format, --color), whose own check lists them.
func ownsEmpty(f ucli.Flag, usage string) bool {
	sf, ok := f.(*ucli.StringFlag)
	return ok && sf.Value != "" && !placeholder.MatchString(usage)
}

// placeholder is the `NAME` a usage text gives a flag's value.
var placeholder = regexp.MustCompile("`([^`]+)`")

// needs says what a flag's value is: "a FILE" from its usage's
// placeholder, else the usage's first clause ("table or json").
func needs(usage string) string {
	if m := placeholder.FindStringSubmatch(usage); m != nil {
		return "a " + m[1]
	}
	if i := strings.IndexAny(usage, "(;"); i >= 0 {
		usage = usage[:i]
	}
	if usage = strings.TrimSpace(usage); usage == "" {
		return "a value"
	}
	return usage
}

// withClause matches the start of a usage that says which flags it goes
// with: "with --list: ...", "with --format board or --animate: ...".
var withClause = regexp.MustCompile(`^with ([^:;,]*)[:;,]`)

// withFlags returns the flags a usage's "with" clause names.
func withFlags(usage string) []string {
	m := withClause.FindStringSubmatch(usage)
	if m == nil {
		return nil
	}
	var names []string
	for _, w := range strings.Fields(m[1]) {
		n, ok := strings.CutPrefix(w, "--")
		switch {
		case ok:
			names = append(names, n)
		case w != "or":
			return nil // "with --format board": a value, the command's to check
		}
	}
	return names
}

func anySet(cmd *ucli.Command, names []string) bool {
	for _, n := range names {
		if cmd.IsSet(n) {
			return true
		}
	}
	return false
}

// withExample is --name as one adds it: with its placeholder when it takes
// a value ("--export DIR").
func withExample(cmd *ucli.Command, name string) string {
	for _, f := range cmd.Flags {
		if f.Names()[0] != name {
			continue
		}
		if d, ok := f.(ucli.DocGenerationFlag); ok && d.TakesValue() {
			if m := placeholder.FindStringSubmatch(d.GetUsage()); m != nil {
				return "--" + name + " " + m[1]
			}
		}
	}
	return "--" + name
}
