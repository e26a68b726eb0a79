package cli

import (
	"reflect"
	"strings"

	ucli "github.com/urfave/cli/v3"
)

// defaultOnce hides urfave/cli's "(default: X)" after a flag's usage when
// it would say the default a second time or say nothing: when the usage
// already names the default ("default 150ms on a terminal"), and when the
// default is zero or empty (the usage says what 0 means, "0: no limit",
// or the flag is simply unset). Applied to cmd and its subcommands.
func defaultOnce(cmd *ucli.Command) {
	for _, f := range cmd.Flags {
		d, ok := f.(ucli.DocGenerationFlag)
		if !ok || !d.TakesValue() {
			continue
		}
		usage := strings.ToLower(d.GetUsage())
		switch d.GetValue() {
		case "", `""`, "0", `"0"`, "0s":
		default:
			if !strings.Contains(usage, "default") {
				continue
			}
		}
		v := reflect.ValueOf(f)
		if v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
			if h := v.Elem().FieldByName("HideDefault"); h.IsValid() && h.CanSet() && h.Kind() == reflect.Bool {
				h.SetBool(true)
			}
		}
	}
	for _, sub := range cmd.Commands {
		defaultOnce(sub)
	}
}
