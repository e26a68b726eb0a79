package output

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Error is a failure to open or write an output; its text names the file
// and says why, without Go's internals: "writing out.json: no space left
// on device".
type Error struct {
	Op   string // "writing", "creating"
	Name string // the file as the user named it, or "standard output"
	Err  error  // the cause, usually a syscall.Errno
}

func (e *Error) Error() string { return e.Op + " " + e.Name + ": " + Reason(e.Err) }

func (e *Error) Unwrap() error { return e.Err }

// Reason is err's cause in words: the system's message for an errno
// ("permission denied") without the operation and path Go's *fs.PathError
// puts in front of it.
func Reason(err error) string {
	var errno syscall.Errno
	switch {
	case errors.Is(err, syscall.ENOENT):
		return "no such file or directory"
	case errors.As(err, &errno):
		return errno.Error()
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// Quiet reports whether err is a broken pipe: the reader stopped reading,
// which is not the writer's failure.
func Quiet(err error) bool { return errors.Is(err, syscall.EPIPE) }

// File is an output file opened by [Create]. Its zero value is not usable.
// Writes after the first failed one fail with the same error and write
// nothing.
type File struct {
	name   string   // as the user gave it
	target string   // the file Commit replaces; "" when written directly
	tmp    string   // the temporary file beside target
	f      *os.File // tmp, or the device, FIFO or /proc file itself
	err    error    // the first write error
	closed bool
}

// Create opens path for a command's result. It checks that the result
// can be written there before the command does any work: a missing
// directory, a directory named as the file, a read-only file or directory
// fail here. See the package documentation for what each kind of path
// gets. The caller writes the result, then calls [File.Commit]; on any
// failure it calls [File.Abort] (a deferred Abort after Commit does
// nothing).
//
// Opening a FIFO waits, as the shell's > does, until a reader opens it.
func Create(path string) (*File, error) { return create(path, 0o666) }

// CreatePrivate is [Create] for a file only its owner may read, such as
// a checkpoint: a new file gets mode 0600 (whatever the umask); a file
// that exists keeps its mode, as with Create.
func CreatePrivate(path string) (*File, error) { return create(path, 0o600) }

// create is [Create] with perm the mode of a new file, less the umask.
func create(path string, perm os.FileMode) (*File, error) {
	if path == "" {
		return nil, &Error{Op: "creating", Name: `""`, Err: errors.New("the file name is empty")}
	}
	target, direct, err := resolve(path)
	if err != nil {
		return nil, &Error{Op: "creating", Name: path, Err: err}
	}
	if direct {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, &Error{Op: "opening", Name: path, Err: err}
		}
		return &File{name: path, f: f}, nil
	}
	old, statErr := os.Stat(target)
	if statErr == nil {
		// rename would replace a file the user cannot write; the shell's
		// > would refuse, and so do we.
		if err := checkWritable(target); err != nil {
			return nil, &Error{Op: "creating", Name: path, Err: err}
		}
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	for range 100 {
		var r [6]byte
		rand.Read(r[:])
		tmp := filepath.Join(dir, "."+base+".tmp-"+hex.EncodeToString(r[:]))
		// perm: the kernel applies the umask, as for any new file.
		f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				err = errors.New("the directory " + filepath.Clean(dir) + " does not exist")
			}
			return nil, &Error{Op: "creating", Name: path, Err: err}
		}
		if statErr == nil {
			// The replacement is the same file to its readers: a private
			// result stays private. Owner and group are kept where the
			// process may set them (root, or a group it belongs to).
			if err := f.Chmod(old.Mode().Perm()); err != nil {
				f.Close()
				os.Remove(tmp)
				return nil, &Error{Op: "creating", Name: path, Err: err}
			}
			keepOwner(f, old)
		}
		return &File{name: path, target: target, tmp: tmp, f: f}, nil
	}
	return nil, &Error{Op: "creating", Name: path, Err: errors.New("no free temporary name beside it")}
}

// resolve follows the symbolic links of path to the file a write replaces.
// direct reports a path written in place: one that is not a regular file
// (a device, FIFO or socket) or that leads through /proc, whose links
// (/dev/stdout -> /proc/self/fd/1 -> pipe:[…]) only the kernel can follow.
func resolve(path string) (target string, direct bool, err error) {
	p := path
	for range 64 {
		if isProc(p) {
			return "", true, nil
		}
		fi, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return p, false, nil // a new file, or a dangling link's target
		}
		if err != nil {
			return "", false, err
		}
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			link, err := os.Readlink(p)
			if err != nil {
				return "", false, err
			}
			if !filepath.IsAbs(link) {
				link = filepath.Join(filepath.Dir(p), link)
			}
			p = link
			continue
		case fi.IsDir():
			return "", false, syscall.EISDIR
		case fi.Mode().IsRegular():
			return p, false, nil
		}
		return "", true, nil
	}
	return "", false, syscall.ELOOP
}

func isProc(p string) bool {
	abs, err := filepath.Abs(p)
	return err == nil && (abs == "/proc" || strings.HasPrefix(abs, "/proc/"))
}

// Name is the file's name as given to [Create].
func (f *File) Name() string { return f.name }

// Write writes b, or fails with the first write error so far.
func (f *File) Write(b []byte) (int, error) {
	if f.err != nil {
		return 0, f.err
	}
	if f.closed {
		return 0, &Error{Op: "writing", Name: f.name, Err: fs.ErrClosed}
	}
	n, err := f.f.Write(b)
	if err != nil {
		f.err = &Error{Op: "writing", Name: f.name, Err: err}
		return n, f.err
	}
	return n, nil
}

// Commit finishes the file: a regular file is flushed to disk and put in
// place of the old one; a device or FIFO is closed. It returns the first
// write error, or the error of finishing, and then the file is as it was
// before Create (nothing half-written is left behind).
func (f *File) Commit() error {
	if f.closed {
		if f.err != nil {
			return f.err
		}
		return nil
	}
	if f.err != nil {
		f.Abort()
		return f.err
	}
	if f.tmp == "" {
		f.closed = true
		if err := f.f.Close(); err != nil {
			f.err = &Error{Op: "writing", Name: f.name, Err: err}
		}
		return f.err
	}
	err := f.f.Sync()
	if cerr := f.f.Close(); err == nil {
		err = cerr
	}
	f.closed = true
	if err == nil {
		err = os.Rename(f.tmp, f.target)
	}
	if err != nil {
		os.Remove(f.tmp)
		f.err = &Error{Op: "writing", Name: f.name, Err: err}
		return f.err
	}
	// The rename is durable once the directory is.
	if d, derr := os.Open(filepath.Dir(f.target)); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Abort gives the file up: a temporary file is removed and the old file,
// if any, is left untouched; a device or FIFO is closed. After Commit it
// does nothing.
func (f *File) Abort() {
	if f == nil || f.closed {
		return
	}
	f.closed = true
	f.f.Close()
	if f.tmp != "" {
		os.Remove(f.tmp)
	}
}

// Writer is a checked standard output (see [Checked]).
type Writer struct {
	w       io.Writer
	name    string
	err     error
	written bool
}

// Checked wraps w, standard output, so that its first write error is
// kept: every later write fails with it at once, and [Writer.Err]
// reports it after the command ran.
func Checked(w io.Writer) *Writer { return &Writer{w: w, name: "standard output"} }

// Write writes b to the wrapped writer unless an earlier write failed.
func (c *Writer) Write(b []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(b)
	c.written = c.written || n > 0
	if err != nil {
		if oe, ok := err.(*Error); ok {
			c.err = oe // already names the file
		} else {
			c.err = &Error{Op: "writing", Name: c.name, Err: err}
		}
		return n, c.err
	}
	return n, nil
}

// Err returns the first write error as an [*Error], or nil when every
// write succeeded or the first failure was a broken pipe (see [Quiet]).
func (c *Writer) Err() error {
	if c.err == nil || Quiet(c.err) {
		return nil
	}
	return c.err
}

// Failed reports whether a write failed, broken pipes included: the
// command's result did not all get out.
func (c *Writer) Failed() bool { return c.err != nil }

// Written reports whether any byte was written: a command that prints a
// record on every exit tells by it whether it printed one.
func (c *Writer) Written() bool { return c.written }

// Unwrap returns the wrapped writer, so that callers can ask whether it is
// a terminal.
func (c *Writer) Unwrap() io.Writer { return c.w }

// CheckDir checks, before any work, that a command can write files into
// the directory path: it is a directory the process may write, or it does
// not exist yet and the nearest directory above it that does is one (the
// command creates the rest). A file in the way, a read-only directory or a
// missing root fail with an [*Error] naming path.
func CheckDir(path string) error {
	if path == "" {
		return &Error{Op: "creating", Name: `""`, Err: errors.New("the directory name is empty")}
	}
	p := filepath.Clean(path)
	for {
		fi, err := os.Stat(p)
		switch {
		case err == nil && !fi.IsDir():
			return &Error{Op: "creating", Name: path, Err: errors.New(p + " is not a directory")}
		case err == nil:
			if err := checkWritable(p); err != nil {
				return &Error{Op: "creating", Name: path, Err: err}
			}
			return nil
		case !errors.Is(err, fs.ErrNotExist):
			return &Error{Op: "creating", Name: path, Err: err}
		}
		parent := filepath.Dir(p)
		if parent == p {
			return &Error{Op: "creating", Name: path, Err: err}
		}
		p = parent
	}
}
