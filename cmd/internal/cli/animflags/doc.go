// Package animflags reads --animate and --delay and starts the animation
// they ask for (package animate) on a command's standard output: the
// solver commands and `nqueens count --list --animate` share it, so that
// both refuse the same mistakes in the same words (--delay without
// --animate, a negative delay, n beyond animate.MaxN, a terminal too
// small for a frame) and pace their frames alike (the default delay on a
// terminal, none into a file or pipe).
package animflags
