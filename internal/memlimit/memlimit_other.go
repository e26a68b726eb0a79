//go:build !linux

package memlimit

// figures knows no figure outside Linux: no check is made.
func figures(string) []Limit { return nil }
