//go:build !linux

package cputime

import "time"

// Thread returns 0 and false: this system does not tell a thread its
// processor time.
func Thread() (time.Duration, bool) { return 0, false }
