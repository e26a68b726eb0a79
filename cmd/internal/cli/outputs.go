package cli

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"

	"github.com/nqueens/nqueens/internal/output"
)

// Outputs are the files a command's flags name for its results (-o,
// compare's --json, --bench and --chart), opened by [Run] with
// [output.Create] before the command's action runs, so that a path that
// cannot be written is refused before any work. Each file replaces what
// was there only when [Outputs.Write] (or the caller, with [Outputs.File])
// commits it; whatever is not committed when the action returns is
// dropped, leaving the file as it was. "-" names standard output, ""
// nothing.
type Outputs struct {
	paths map[string]string
	files map[string]*output.File
}

// outputsKey is the context key of a running command's [Outputs].
type outputsKey struct{}

// OutputsOf returns the outputs [Run] opened for the running command
// (ctx is its action's); an empty set when it declares none.
func OutputsOf(ctx context.Context) *Outputs {
	if o, ok := ctx.Value(outputsKey{}).(*Outputs); ok {
		return o
	}
	return &Outputs{}
}

// openOutputs opens the file of each flag in paths (flag name -> path),
// in the order of flags, abandoning the wait of a FIFO's open (which waits
// for a reader) at Ctrl-C. A failure aborts the files already opened and
// is a [*UsageError] naming the flag and the file: what was given cannot
// be written.
func openOutputs(ctx context.Context, flags []string, paths map[string]string) (*Outputs, error) {
	o := &Outputs{paths: paths, files: map[string]*output.File{}}
	for _, flag := range flags {
		path := paths[flag]
		if path == "" || path == "-" {
			continue
		}
		f, err := createOutput(ctx, path)
		if err != nil {
			o.Abort()
			if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
				return nil, &Failure{Msg: "interrupted while waiting to open " + path}
			}
			return nil, Inputf("--%s: %v", flag, err)
		}
		o.files[flag] = f
	}
	return o, nil
}

// createOutput is [output.Create]; when path is a FIFO, whose open waits
// for a reader, the wait is abandoned when ctx is done.
func createOutput(ctx context.Context, path string) (*output.File, error) {
	if fi, err := os.Stat(path); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		return output.Create(path)
	}
	type created struct {
		f   *output.File
		err error
	}
	done := make(chan created, 1)
	go func() {
		f, err := output.Create(path)
		done <- created{f, err}
	}()
	select {
	case c := <-done:
		return c.f, c.err
	case <-ctx.Done():
		go func() {
			if c := <-done; c.f != nil {
				c.f.Abort()
			}
		}()
		return nil, ctx.Err()
	}
}

// File is flag's opened file, nil when it names standard output or
// nothing. The caller commits it when the result is whole.
func (o *Outputs) File(flag string) *output.File { return o.files[flag] }

// Write writes flag's result with write: to its file, which it then
// commits, or to stdout when the flag is "-"; nothing when it names
// nothing or its file was dropped ([Outputs.Abort]). A failure of the file itself is its [*output.Error] (which
// names it and says why); one of write is a [*Failure] naming the flag
// and the file.
func (o *Outputs) Write(flag string, stdout io.Writer, write func(io.Writer) error) error {
	path := o.paths[flag]
	f := o.files[flag]
	switch {
	case path == "-":
		return write(stdout)
	case f == nil:
		return nil
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
		return Failf("--%s %s: %v", flag, path, err)
	}
	delete(o.files, flag)
	return nil
}

// Abort drops every file not committed, leaving what was there before.
func (o *Outputs) Abort() {
	for flag, f := range o.files {
		f.Abort()
		delete(o.files, flag)
	}
}
