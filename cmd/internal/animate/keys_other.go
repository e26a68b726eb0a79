//go:build !unix

package animate

import "os"

// listen reads no keys on this system: Ctrl-C (a signal) stops the search.
func listen(*os.File, func(byte)) (func(), bool) { return func() {}, false }
