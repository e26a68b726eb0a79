// Package trialbar draws compare's bar of trials done on the status line
// of a terminal (package status): how many of the planned trials have
// finished, and the last one's outcome beside it. Off a terminal it draws
// nothing and costs nothing (a nil [*Bar] ignores every call).
package trialbar
