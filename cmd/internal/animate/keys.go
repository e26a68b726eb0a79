package animate

import "io"

// pressed acts on a key: q stops the search as the user asked, Ctrl-C
// (a byte in raw mode) cancels it as the signal would.
func (a *Animation) pressed(key byte) {
	switch key {
	case 'q', 'Q':
		a.quitOnce.Do(func() { close(a.quit) })
		a.cancel()
	case 3:
		a.cancel()
	}
}

// readKeys calls pressed for each byte read from r until a read fails.
func readKeys(r io.Reader, pressed func(byte)) {
	buf := make([]byte, 32)
	for {
		n, err := r.Read(buf)
		for _, b := range buf[:n] {
			pressed(b)
		}
		if err != nil {
			return
		}
	}
}

// Quit reports whether the user stopped the animation with q: a stop
// asked for, which the commands treat as a clean end (exit 0) rather than
// an interruption (Ctrl-C).
func (a *Animation) Quit() bool {
	select {
	case <-a.quit:
		return true
	default:
		return false
	}
}

// Hint is the last line of each frame: how to stop.
func (a *Animation) hint() string {
	switch {
	case !a.o.Terminal:
		return ""
	case a.keys:
		return "q or Ctrl-C: stop"
	}
	return "Ctrl-C: stop"
}
