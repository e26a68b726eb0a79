// Package countprogress draws the progress line of `nqueens count` on a
// terminal's status line: the tasks done and the time left for a method
// with a plan, the time elapsed against exact's model for the others.
// It is the command's own presentation; package exact only reports the
// tasks done.
package countprogress
