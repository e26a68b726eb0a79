//go:build !linux

package hugemem

// advise does nothing where the system has no such advice.
func advise([]byte) {}
