package output

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// umaskMode is the mode a new file gets under the process's umask.
func umaskMode(t *testing.T) fs.FileMode {
	t.Helper()
	probe := filepath.Join(t.TempDir(), "probe")
	f, err := os.OpenFile(probe, os.O_CREATE|os.O_WRONLY, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	fi, err := os.Stat(probe)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Mode().Perm()
}

func write(t *testing.T, path, text string) error {
	t.Helper()
	f, err := Create(path)
	if err != nil {
		return err
	}
	defer f.Abort()
	if _, err := io.WriteString(f, text); err != nil {
		return err
	}
	return f.Commit()
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// entries lists dir, to show that no temporary file is left behind.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, de := range des {
		names = append(names, de.Name())
	}
	return names
}

// Issue 25, defect 10: -o over a file of mode 600 left it 644, so a
// private result became world-readable.
func TestReplacedFileKeepsItsMode(t *testing.T) {
	for _, mode := range []fs.FileMode{0o600, 0o640, 0o664, 0o604} {
		dir := t.TempDir()
		path := filepath.Join(dir, "out.txt")
		if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, mode); err != nil {
			t.Fatal(err)
		}
		if err := write(t, path, "new\n"); err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode().Perm(); got != mode {
			t.Errorf("replacing a file of mode %v left mode %v", mode, got)
		}
	}
}

func TestNewFileGetsUmaskMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	if err := write(t, path, "new\n"); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	if got, want := fi.Mode().Perm(), umaskMode(t); got != want {
		t.Errorf("new file mode %v, want %v (0666 less the umask)", got, want)
	}
}

// CreatePrivate makes a new file 0600 and keeps the mode of one that
// exists, as Create does.
func TestCreatePrivate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ck.json")
	for _, want := range []fs.FileMode{0o600, 0o640} {
		f, err := CreatePrivate(path)
		if err != nil {
			t.Fatal(err)
		}
		f.Write([]byte("x"))
		if err := f.Commit(); err != nil {
			t.Fatal(err)
		}
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != want {
			t.Errorf("mode %v, %v; want %v", fi.Mode().Perm(), err, want)
		}
		os.Chmod(path, 0o640) // the next round replaces a 0640 file
	}
}

func TestRegularFileReplaced(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(f, "new\n")
	if got := read(t, path); got != "old" {
		t.Errorf("before Commit the file reads %q, want the old content", got)
	}
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	f.Abort() // after Commit: nothing
	if got := read(t, path); got != "new\n" {
		t.Errorf("after Commit: %q", got)
	}
	fi, _ := os.Stat(path)
	if got := fi.Mode().Perm(); got != 0o600 {
		t.Errorf("mode %v, want the old file's 0600", got)
	}
	if got := entries(t, dir); len(got) != 1 {
		t.Errorf("directory holds %v, want only out.txt", got)
	}
}

func TestAbortKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	os.WriteFile(path, []byte("old"), 0o644)
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(f, "partial")
	f.Abort()
	if got := read(t, path); got != "old" {
		t.Errorf("after Abort: %q, want the old content", got)
	}
	if got := entries(t, dir); len(got) != 1 {
		t.Errorf("directory holds %v, want only out.txt", got)
	}
	// A new name that was aborted is never created.
	f, err = Create(filepath.Join(dir, "new.txt"))
	if err != nil {
		t.Fatal(err)
	}
	f.Abort()
	if _, err := os.Stat(filepath.Join(dir, "new.txt")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("aborted new file exists: %v", err)
	}
}

func TestSymlinkFollowedAndKept(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "data")
	os.Mkdir(sub, 0o755)
	target := filepath.Join(sub, "real.txt")
	os.WriteFile(target, []byte("old"), 0o644)
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink("data/real.txt", link); err != nil { // relative to the link's directory
		t.Fatal(err)
	}
	if err := write(t, link, "new"); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(link)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi.Mode(), err)
	}
	if got := read(t, target); got != "new" {
		t.Errorf("target holds %q", got)
	}
	// A dangling link gets its target created.
	dangling := filepath.Join(dir, "dangling")
	os.Symlink(filepath.Join(sub, "later.txt"), dangling)
	if err := write(t, dangling, "x"); err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(sub, "later.txt")); got != "x" {
		t.Errorf("dangling link's target holds %q", got)
	}
}

func TestDevicesWrittenDirectly(t *testing.T) {
	if err := write(t, os.DevNull, "anything"); err != nil {
		t.Errorf("/dev/null: %v", err)
	}
	fi, err := os.Stat(os.DevNull)
	if err != nil || fi.Mode()&fs.ModeCharDevice == 0 {
		t.Fatalf("/dev/null is no longer a device: %v %v", fi.Mode(), err)
	}
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	err = write(t, "/dev/full", "anything")
	if err == nil || err.Error() != "writing /dev/full: no space left on device" {
		t.Errorf("/dev/full: %v", err)
	}
	var oe *Error
	if !errors.As(err, &oe) || !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("/dev/full error %#v is not an *Error wrapping ENOSPC", err)
	}
	if fi, err := os.Stat("/dev/full"); err != nil || fi.Mode()&fs.ModeCharDevice == 0 {
		t.Fatalf("/dev/full is no longer a device: %v %v", fi.Mode(), err)
	}
}

func TestFIFOWrittenDirectly(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := mkfifo(fifo); err != nil {
		t.Skip("mkfifo:", err)
	}
	got := make(chan string)
	go func() {
		r, err := os.Open(fifo) // waits for the writer
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(r)
		r.Close()
		got <- string(b)
	}()
	if err := write(t, fifo, "through the pipe"); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "through the pipe" {
		t.Errorf("reader got %q", s)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v %v", fi.Mode(), err)
	}
}

func TestUnwritableFailsAtCreate(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ path, want string }{
		{filepath.Join(dir, "missing", "out.txt"), "creating " + filepath.Join(dir, "missing", "out.txt") + ": the directory " + filepath.Join(dir, "missing") + " does not exist"},
		{dir, "creating " + dir + ": is a directory"},
		{"", `creating "": the file name is empty`},
	} {
		f, err := Create(tc.path)
		if err == nil {
			f.Abort()
			t.Errorf("Create(%q) succeeded", tc.path)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("Create(%q): %q, want %q", tc.path, err, tc.want)
		}
	}
	if os.Geteuid() == 0 {
		return // root writes anywhere
	}
	ro := filepath.Join(dir, "ro")
	os.Mkdir(ro, 0o555)
	if f, err := Create(filepath.Join(ro, "out.txt")); err == nil || !strings.Contains(err.Error(), "permission denied") {
		f.Abort()
		t.Errorf("read-only directory: %v", err)
	}
	rofile := filepath.Join(dir, "ro.txt")
	os.WriteFile(rofile, []byte("keep"), 0o444)
	if f, err := Create(rofile); err == nil || !strings.Contains(err.Error(), "permission denied") {
		f.Abort()
		t.Errorf("read-only file: %v", err)
	}
}

// failingWriter fails every write with err after ok bytes.
type failingWriter struct {
	ok  int
	err error
}

func (w *failingWriter) Write(b []byte) (int, error) {
	if len(b) <= w.ok {
		w.ok -= len(b)
		return len(b), nil
	}
	n := w.ok
	w.ok = 0
	return n, w.err
}

func TestCheckedKeepsFirstError(t *testing.T) {
	fw := &failingWriter{ok: 3, err: syscall.ENOSPC}
	c := Checked(fw)
	if _, err := c.Write([]byte("ab")); err != nil || c.Err() != nil {
		t.Fatal(err)
	}
	_, err := c.Write([]byte("cdef"))
	if err == nil || err.Error() != "writing standard output: no space left on device" {
		t.Fatalf("second write: %v", err)
	}
	fw.err = syscall.EIO
	if _, err2 := c.Write([]byte("g")); err2 != err {
		t.Errorf("later write: %v, want the first error again", err2)
	}
	if c.Err() != err || !c.Failed() {
		t.Errorf("Err() = %v", c.Err())
	}
}

func TestCheckedBrokenPipeIsQuiet(t *testing.T) {
	c := Checked(&failingWriter{err: &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EPIPE}})
	if _, err := c.Write([]byte("x")); err == nil {
		t.Fatal("write to a broken pipe succeeded: the command would go on working")
	}
	if c.Err() != nil || !c.Failed() {
		t.Errorf("Err() = %v, Failed() = %v: want nil, true", c.Err(), c.Failed())
	}
}

func TestCheckedUnwrap(t *testing.T) {
	var b bytes.Buffer
	if Checked(&b).Unwrap() != &b {
		t.Error("Unwrap does not give the wrapped writer")
	}
}

func TestReasonHasNoGoInternals(t *testing.T) {
	_, err := os.Open(filepath.Join(t.TempDir(), "nope"))
	if got := Reason(err); got != "no such file or directory" {
		t.Errorf("Reason = %q", got)
	}
}
