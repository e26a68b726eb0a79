package outputs

import (
	"errors"
	"io"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/internal/output"
)

// Files are the files a command's flags name for its results (such as
// compare's --json, --bench and --chart), opened with [output.Create]
// before any work, so that a path that cannot be written fails at once.
// Each file replaces what was there only when [Files.Write] commits it;
// [Files.Abort] drops the others. "-" names standard output, "" nothing.
type Files struct {
	paths map[string]string
	files map[string]*output.File
}

// Open opens the file of each flag in paths (flag name -> path),
// in the order of flags. A failure aborts the files already opened and is
// a [*cli.Failure] naming the flag and the file.
func Open(flags []string, paths map[string]string) (*Files, error) {
	o := &Files{paths: paths, files: map[string]*output.File{}}
	for _, flag := range flags {
		path := paths[flag]
		if path == "" || path == "-" {
			continue
		}
		f, err := output.Create(path)
		if err != nil {
			o.Abort()
			return nil, cli.Failf("--%s: %v", flag, err)
		}
		o.files[flag] = f
	}
	return o, nil
}

// Opened reports whether flag names a file (not stdout, not nothing).
func (o *Files) Opened(flag string) bool { return o.files[flag] != nil }

// Write writes flag's result with write: to its file, which it then
// commits, or to stdout when the flag is "-"; nothing when it names
// nothing. A failure of the file itself is its [*output.Error] (which
// names it and says why); one of write is a [*cli.Failure] naming the flag and
// the file.
func (o *Files) Write(flag string, stdout io.Writer, write func(io.Writer) error) error {
	path := o.paths[flag]
	f := o.files[flag]
	switch {
	case path == "":
		return nil
	case path == "-":
		return write(stdout)
	}
	err := write(f)
	if err == nil {
		err = f.Commit()
	}
	if oe := (*output.Error)(nil); errors.As(err, &oe) {
		f.Abort()
		return err // it names the file and says why
	} else if err != nil {
		f.Abort()
		return cli.Failf("--%s %s: %v", flag, path, err)
	}
	delete(o.files, flag)
	return nil
}

// Abort drops every file not written, leaving what was there before.
func (o *Files) Abort() {
	for flag, f := range o.files {
		f.Abort()
		delete(o.files, flag)
	}
}
