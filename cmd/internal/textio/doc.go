// Package textio writes placements in the text formats every command
// shares, and reads them back.
//
// Formats (see [Format]):
//   - perm: one line of n space-separated 0-based rows, column by column.
//   - matrix: n lines of n space-separated 0s and 1s, the top row (n-1)
//     first as on every board drawing: line k, entry c is 1 when the queen
//     of column c stands in row n-1-k. (It printed row 0 first until the
//     board and the matrix were made to agree; read upside down, a
//     solution is still a solution, its mirror image.)
//   - board: a drawing for people (drawn by package render), read back too.
//   - json: one object {"n":..,"placement":[..],...} on one line.
//
// [ListWriter] writes listings (many placements in one format) that
// [Reader] reads back as written. [Reader] and [Parse]
// read any of the formats back (board drawings with or without color),
// naming the line of any problem in a [*ParseError]; perm text may hold
// one placement per line. Reading is bounded: a line is refused as soon
// as it cannot be a placement the reader accepts (see [Reader]).
//
// One ambiguity is resolved by the reader, not the writer: a perm line of
// only 0s and 1s followed by another of the same length is read as the
// first rows of a matrix. No solution for n >= 4 has such a perm line, but
// a listing of arbitrary placements with rows 0 and 1 only should be
// written as JSON. [ListWriter] writes listings every other placement of
// which reads back as written.
//
// Writers stream: memory beyond the placement is O(1) (perm) or O(n)
// (matrix, one line), so a placement of 10^9 queens can be written.
package textio
