package cli

import (
	"errors"
	"io"
	"os"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/textio"
)

// OpenInput opens a file named on the command line for reading. Every
// command reports a file it cannot open alike: a [*UsageError] (exit 2)
// "cannot read NAME: REASON", such as "no such file or directory".
func OpenInput(name string) (*os.File, error) {
	f, err := os.Open(name)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, Usagef("cannot read %s: %v", name, err)
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, Usagef("cannot read %s: it is a directory", name)
	}
	return f, nil
}

// OpenArg opens the input a command-line argument names: "-" is
// env.Stdin (os.Stdin when nil), anything else a file opened with
// [OpenInput]. The caller closes it; closing standard input does nothing.
func (env Env) OpenArg(name string) (io.ReadCloser, error) {
	if name != "-" {
		return OpenInput(name)
	}
	if env.Stdin == nil {
		return io.NopCloser(os.Stdin), nil
	}
	return io.NopCloser(env.Stdin), nil
}

// OpenPlacements opens the input name names ([Env.OpenArg]) as a reader
// of placements in any format textio reads: rows 1-based when cmd has
// --one-based ([OneBasedFlag]) set, and a placement of more than maxN
// queens (0: any) refused as soon as its line shows it, before it is read
// to its end. The caller closes in.
func (env Env) OpenPlacements(cmd *ucli.Command, name string, maxN int) (r *textio.Reader, in io.Closer, err error) {
	f, err := env.OpenArg(name)
	if err != nil {
		return nil, nil, err
	}
	r = textio.NewReader(f)
	r.OneBased, r.MaxN = cmd.Bool("one-based"), maxN
	return r, f, nil
}
