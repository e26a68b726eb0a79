package cli

import (
	"regexp"
	"strings"

	ucli "github.com/urfave/cli/v3"
)

// checkFlags refuses, for every command alike, a value flag given an
// empty value, which the command would otherwise take for the flag not
// given (qs1 8 -o ”; compare --solvers ”): "--output is empty: give a
// FILE". When a flag has an effect is the command's table of [Needs].
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
	}
	return nil
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
