// Package terminal decides what a command may write to where its output
// goes: escape codes for color ([UseColor]), Unicode glyphs
// ([UseUnicode]), cursor movements that redraw a line or a frame
// ([CanRedraw]), and how many columns a table may take ([Width]).
//
// Each decision is made once per command from the writer and the
// environment (a getenv function, os.Getenv outside tests), so that
// files and pipes always get plain, full output and a terminal gets what
// it can show. A writer that wraps a terminal (it has an Unwrap()
// io.Writer method) counts as the terminal ([File]).
package terminal
