package cli

import (
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strings"

	ucli "github.com/urfave/cli/v3"
)

// version describes the build from the information the go command puts
// in every binary: the module version (a tag, or a pseudo-version made
// from the commit), the commit and whether the tree had changes, and the
// Go release: "v0.0.0-20261123150837-d436126abcde+dirty (commit
// d436126abcde, modified; go1.26.8)". A test binary has no module
// version: "(devel)".
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	var notes []string
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		c := "commit " + rev
		if modified {
			c += ", modified"
		}
		notes = append(notes, c)
	}
	notes = append(notes, info.GoVersion)
	return v + " (" + strings.Join(notes, "; ") + ")"
}

// printVersion writes "prog version V" (see [version]) to w.
func printVersion(w io.Writer, prog string) error {
	_, err := fmt.Fprintf(w, "%s version %s\n", prog, version())
	return err
}

// wantsVersion reports whether args (args[0] the program) ask for the
// version: --version anywhere before "--". It is answered before any
// other parsing, on every command and subcommand alike.
func wantsVersion(args []string) bool {
	if len(args) < 2 {
		return false
	}
	i := slices.Index(args[1:], "--")
	if i < 0 {
		i = len(args) - 1
	}
	return slices.Contains(args[1:1+i], "--version")
}

// addVersionFlag lists --version in the help of cmd and of each of its
// subcommands ([Run] answers it before parsing).
func addVersionFlag(cmd *ucli.Command) {
	cmd.HideVersion = true // urfave's own flag also takes -v
	for _, f := range cmd.Flags {
		if slices.Contains(f.Names(), "version") {
			return
		}
	}
	cmd.Flags = append(cmd.Flags, &ucli.BoolFlag{Name: "version", Usage: "print the version of this build and exit"})
	for _, sub := range cmd.Commands {
		addVersionFlag(sub)
	}
}
