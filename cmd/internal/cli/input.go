package cli

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
)

// Open opens the input a command-line argument names, for reading under
// ctx: "-" is env.Stdin (os.Stdin when nil), anything else a file. A
// file that cannot be opened, or a directory, is a [*UsageError] (exit 2)
// "cannot read NAME: REASON", the same from every command.
//
// Ctrl-C (ctx canceled) stops a read at once, also one waiting on a
// terminal, a pipe or a FIFO: Read then returns the context's error and
// reads nothing more, so a line typed after Ctrl-C is never taken as data;
// the read it abandoned ends with the process. Opening a FIFO, which waits
// for a writer, is abandoned alike. Closing standard input does nothing.
func Open(ctx context.Context, env Env, name string) (io.ReadCloser, error) {
	if name == "-" {
		in := env.Stdin
		if in == nil {
			in = os.Stdin
		}
		return io.NopCloser(&stopReader{ctx: ctx, r: in}), nil
	}
	o := openWaiting(ctx, name)
	if ctx.Err() != nil && o.f == nil && o.err == nil {
		return nil, &Failure{Msg: "interrupted while waiting to open " + name}
	}
	if o.err != nil {
		var pe *fs.PathError
		if errors.As(o.err, &pe) {
			o.err = pe.Err
		}
		return nil, Inputf("cannot read %s: %v", name, o.err)
	}
	fi, err := o.f.Stat()
	if err == nil && fi.IsDir() {
		o.f.Close()
		return nil, Inputf("cannot read %s: it is a directory", name)
	}
	if err == nil && fi.Mode().IsRegular() {
		return o.f, nil // its reads do not wait: the work asks the context
	}
	return &file{stopReader: stopReader{ctx: ctx, r: o.f}, f: o.f}, nil
}

// Reader is r, a terminal, a pipe or a FIFO (such as the keys a command
// waits for), read so that a read stops at once when ctx is done, as
// [Open]'s standard input: it then returns ctx's error.
func Reader(ctx context.Context, r io.Reader) io.Reader { return &stopReader{ctx: ctx, r: r} }

// opened is the result of opening a file.
type opened struct {
	f   *os.File
	err error
}

// openWaiting opens name for reading. A FIFO's open waits for a writer:
// it runs on its own goroutine and is abandoned (the zero opened) when
// ctx is done first; any other file opens at once.
func openWaiting(ctx context.Context, name string) opened {
	if fi, err := os.Stat(name); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		f, err := os.Open(name)
		return opened{f, err}
	}
	done := make(chan opened, 1)
	go func() {
		f, err := os.Open(name)
		done <- opened{f, err}
	}()
	select {
	case o := <-done:
		return o
	case <-ctx.Done():
		return opened{}
	}
}

// file is an opened input file: its reads stop at Ctrl-C; Close closes it.
type file struct {
	stopReader
	f *os.File
}

func (f *file) Close() error { return f.f.Close() }

// stopReader reads r, a terminal, a pipe or a FIFO (whose reads may wait
// for ever), until ctx is done: each read runs on its own goroutine into a
// buffer of the reader's, and Read returns as soon as ctx is done; the
// read in flight is abandoned and its bytes dropped.
type stopReader struct {
	ctx   context.Context
	r     io.Reader
	buf   []byte
	got   chan readResult
	stuck bool // a read was abandoned: the reader is done
}

type readResult struct {
	n   int
	err error
}

func (s *stopReader) Read(p []byte) (int, error) {
	if err := s.ctx.Err(); err != nil || s.stuck {
		return 0, s.ctx.Err()
	}
	if len(p) == 0 {
		return 0, nil
	}
	if want := min(max(len(p), 4096), 1<<20); len(s.buf) < want {
		s.buf = make([]byte, want)
	}
	if s.got == nil {
		s.got = make(chan readResult, 1)
	}
	buf := s.buf[:min(len(p), len(s.buf))]
	go func() {
		n, err := s.r.Read(buf)
		s.got <- readResult{n, err}
	}()
	select {
	case res := <-s.got:
		return copy(p, buf[:res.n]), res.err
	case <-s.ctx.Done():
		s.stuck = true // the goroutine may still write into buf
		return 0, s.ctx.Err()
	}
}
