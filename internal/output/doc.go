// Package output writes files and standard output so that a result that
// cannot be written is never mistaken for one that was. It is a support
// package: it imports nothing of the module, and libraries use it too
// (package longrun saves its checkpoints with [CreatePrivate]); what a terminal
// shows is not its business.
//
// [Create] opens a file for a result (a command's -o, a checkpoint) before
// any work starts, so that an unwritable path fails at once:
//   - a regular file (or a name not yet taken) is written to a temporary
//     file beside it and replaces it on [File.Commit] (fsync, rename, fsync
//     of the directory): a reader sees the old file or the whole new one,
//     never a part, and an interrupted run leaves the old file as it was.
//     A replaced file keeps its mode (a private 0600 result stays
//     private) and, where the process may set them, its owner and group;
//     a new file gets 0666 less the umask (0644 under 022);
//   - a symbolic link is followed: its final target is replaced the same
//     way and the link itself is kept;
//   - anything else (a device such as /dev/null or /dev/full, a FIFO, a
//     socket) and any name that leads through /proc (/dev/stdout,
//     /dev/fd/N) is opened and written directly, as the shell's > would.
//
// [Checked] wraps standard output: it records the first write error, and
// fails every later write with it, so a command stops at the first failed
// write and reports it once. A broken pipe (EPIPE: the reader, such as
// head, has read all it wanted) is quiet: [Writer.Err] returns nil for it.
//
// A standard output closed at start (qs1 8 >&-) is not detected: the Go
// runtime puts /dev/null, read-write, on a closed descriptor 0, 1 or 2,
// which is just what a parent that discards output on purpose hands over
// (Python's subprocess.DEVNULL, libuv's "ignore", daemon(3), the shell's
// 1<>/dev/null). Failing those would break every script that discards a
// result it does not need, so both are a discard, as > /dev/null is.
//
// Errors are [*Error] values whose text names the file and the reason in
// words: "writing out.json: no space left on device".
package output
