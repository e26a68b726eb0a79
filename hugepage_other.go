//go:build !linux

package nqueens

// adviseHuge does nothing where the system has no such advice.
func adviseHuge([]byte) {}
