//go:build !unix

package cputime

import "time"

// Process returns 0 and false: this system does not tell the process its
// processor time.
func Process() (time.Duration, bool) { return 0, false }
