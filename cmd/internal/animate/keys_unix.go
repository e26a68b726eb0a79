//go:build unix

package animate

import (
	"os"
	"time"

	"golang.org/x/term"
)

// listen puts the terminal f in raw mode and calls pressed with every key
// typed (raw mode turns Ctrl-C into a byte, 3, instead of a signal).
// ok reports whether keys are read. The returned function stops reading
// and restores the terminal; after it returns nothing reads the terminal
// any more, so a later prompt gets every key.
//
// The reading goroutine must be stoppable, so it reads the controlling
// terminal opened afresh (/dev/tty): the runtime poller makes that file
// non-blocking and a read deadline wakes it. Making f itself non-blocking
// would not do: f usually shares its open file with stdout, whose writes
// would then fail with EAGAIN.
func listen(f *os.File, pressed func(byte)) (stop func(), ok bool) {
	fd := int(f.Fd())
	if !term.IsTerminal(fd) {
		return func() {}, false
	}
	keys, err := os.Open("/dev/tty")
	if err != nil {
		return func() {}, false
	}
	if err := keys.SetReadDeadline(time.Time{}); err != nil {
		keys.Close() // not pollable: a read could not be stopped
		return func() {}, false
	}
	old, err := term.MakeRaw(fd)
	if err != nil {
		keys.Close()
		return func() {}, false
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		readKeys(keys, pressed)
	}()
	return func() {
		keys.SetReadDeadline(time.Now())
		<-done
		keys.Close()
		term.Restore(fd, old)
	}, true
}
