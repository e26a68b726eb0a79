package cli

import (
	"errors"
	"io"
	"os"
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
