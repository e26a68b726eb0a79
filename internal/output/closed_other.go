//go:build !linux

package output

// stdoutClosed is false where the runtime's start-up is not known.
func stdoutClosed() bool { return false }
