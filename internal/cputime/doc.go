// Package cputime reads the processor time (user and system) the process,
// or the calling thread ([Thread]), has used, where the system tells it: a
// measure of work that a loaded machine's other processes hardly change,
// unlike the wall time.
package cputime
