//go:build race

package main

// raceDetector is true in a test binary built with -race, whose
// ThreadSanitizer reserves address space that ulimit -v may refuse.
const raceDetector = true
