package cli

import (
	"errors"
	"math"
	"strconv"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/parse"
)

// IntFlag is the integer flag of every command: its value is read whole in
// the grammar of a board size (7, 1000, 1e3, 1_000, 1,000; package parse),
// so that --limit 8abc, --workers 0x2 or --limit 1.5 are refused and
// --limit 010 is ten, as everywhere else, never eight. cmd.Int reads it.
type IntFlag = ucli.FlagBase[int, ucli.NoConfig, wholeInt]

// wholeInt is IntFlag's value.
type wholeInt struct{ val *int }

// Create and ToString make wholeInt a [ucli.ValueCreator].
func (wholeInt) Create(v int, p *int, _ ucli.NoConfig) ucli.Value {
	*p = v
	return &wholeInt{val: p}
}

func (wholeInt) ToString(v int) string { return strconv.Itoa(v) }

// Set reads s whole ([parse.Int]).
func (w *wholeInt) Set(s string) error {
	v, err := parse.Int(s)
	if err != nil {
		return err
	}
	if v > math.MaxInt || v < math.MinInt {
		return errors.New("too large")
	}
	*w.val = int(v)
	return nil
}

func (w *wholeInt) Get() any { return *w.val }

func (w *wholeInt) String() string {
	if w.val == nil {
		return "0"
	}
	return strconv.Itoa(*w.val)
}
