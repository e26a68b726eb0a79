// Package parse reads the numbers people type on a command line: board
// sizes, limits, lists and ranges of sizes, seeds, byte sizes and squares.
// It is the one place the grammar is written; every command reads its
// arguments through it (the commands wrap its errors as usage errors).
//
// Grammar:
//
//	number  = digits, optionally with "_" or "," between them, or a
//	          decimal with an exponent that is a whole number: 8, 1e6,
//	          1_000_000, 1,000,000, 2.5e3
//	range   = number ".." number [ ("+" step) | ("x" factor) | ("*" factor) ]
//	          8..12 is 8 9 10 11 12; 8..32+8 is 8 16 24 32; 8..64x2 is
//	          8 16 32 64 (the end is included when the steps land on it)
//	sizes   = item { "," item }, item = number or range (in a list the
//	          comma separates items, so it is not a digit separator there)
//	seeds   = seed or seed..seed, comma-separated; a seed is a plain
//	          decimal uint64 (no exponent: every digit of a seed matters)
//	bytes   = number [unit], unit B, K, M, G or T (powers of 1024, also
//	          written KiB, KB, ...): 2GiB, 512MiB, 1.5G
//	square  = ROW "," COL, both 1-based
//
// Lists and ranges expand to at most [MaxList] values, so a slip such as
// 1..1e9 is an error rather than a run that never ends. Every function is
// linear in the length of its input (plus the values it returns) and
// never panics; errors are plain sentences that say what to type instead,
// for the command to prefix with the flag they came from.
package parse
