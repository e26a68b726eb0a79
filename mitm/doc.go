// Package mitm is the meet-in-the-middle core of the counters: it lists
// the placements of the two halves of a board cut between two lines and
// counts the pairs of a top and a bottom placement that make a solution,
// without building the solutions. Package exact counts every solution of
// the n-queens problem with it (pieces, symmetry and Burnside's lemma are
// exact's), package complete the completions of an n-Queens Completion or
// Excluded Diagonals instance (its pre-placed queens, forbidden squares
// and excluded diagonals are the free squares it hands over).
//
// # Patterns
//
// A half is kept only as patterns: 64-bit words, one per placement, such
// that a top and a bottom placement that use complementary sets of
// positions are compatible exactly when their patterns are disjoint
// (p&q == 0). Rows and columns need no test: the two halves use disjoint
// ones by construction. Two layouts are used:
//
//   - Row patterns (exact): the board is full, and a queen d rows from the
//     cut row b, in column c, sets bit c+d (if below n) and bit n+c-d (if
//     c >= d): the squares of row b its two diagonals reach, two n-bit
//     masks (n <= 32: one word). The bottom half's masks are swapped so
//     that its up-left attacks meet the top's down-right ones.
//   - Diagonal patterns (complete): the sum and difference diagonals a
//     half placement holds that the other half can reach, at most 2n-2
//     bits since the halves are contiguous.
//
// # Listing the halves
//
// [Joiner] lists the placements of a half in a given column set from two
// quarter tables built once (its near rows and its far rows, every
// placement of each grouped by column set): a half in the columns D is
// the join of a near placement in a subset E of D with a far placement
// in D minus E, compatible when their diagonals projected on the
// boundary row are disjoint (one AND a candidate; with AVX2, four
// candidates a VPAND, the kept ones packed by a VPERMD). Tables hold up to
// [QuarterRowsMax] rows: halves of up to 10 rows. [Search] lists a taller
// half row by row instead.
//
// [CountLines] lists halves of an arbitrary board instead: each line
// (row or column) still without a queen has a mask of free positions,
// and a half grows one line at a time, breadth first, the next line going
// to the half that the last line it took multiplied into fewer
// placements, in the row frame and the column frame at once, until one
// frame is cut with the fewer placements. A placement is dropped as soon
// as some line not yet given a queen has no free square left, the free
// squares of those lines no longer cover every position, or their
// diagonals cannot make up the sums of the diagonal indices the queens
// left must add up to ([SumsAdmit], the sum bound). The halves are then
// sorted by position set (keyedPats) and each set's pairs counted
// (countKeyed).
//
// # Counting the pairs
//
// [Sieve] holds the longer list: bucketed by k index bits (two runs of
// central bits, [Index]; about one bucket per 32 patterns a word of a
// row) and bit transposed, 64 patterns a group (a 64 x 64 bit transpose a
// group), one word a group per other pattern bit. Each pattern of the
// other list visits only the groups of the buckets whose index bits it
// does not hit (listed once per sieve for each of the 2^k possible
// queries), ORs in each the words of its own bits and counts the patterns
// left with a popcount: 64 pairs for about a dozen ORs. On CPUs with AVX2
// (kernel_amd64.s; not under the purego or noasm build tag) a group
// holds 256 patterns, a row of four words that one VPOR reads, and a
// bucket about 128 (k two lower), four groups at a time; its groups are
// transposed with VPMOVMSKB, which permutes a group's patterns (harmlessly:
// only their number counts). Its rows are chunk tables (the "four
// Russians" trick): the bits other than the index bits, packed, are cut
// into chunks of 4, and a group keeps for each chunk the OR of the bit
// rows of all 16 values of its bits, so that a query ORs one row a chunk
// (about 8 at n = 18) instead of one a bit it holds (about 13), for 4
// times the words; the popcount is VPOPCNTQ where the CPU has AVX-512
// VPOPCNTDQ. A query's rows are found with vectors, 16 chunks at once,
// and only when it has groups to visit. With [Index] Weights a pair
// counts 0, 1 or 2 times by the classes of its patterns (two index
// bits): the buckets of weight 0 are left out of a query's list, those
// of weight 2 listed first and their count doubled. A pairer tests small
// lists pair by pair.
//
// # Cost and memory
//
// Listing costs about one step per placement (and one AND per candidate
// join); pairing costs, per query, one OR a row per pattern bit in each
// visited group: about P/(64·lanes)·d·f for P pairs, d bits a pattern and
// f the share of buckets visited ((1-p²)^k for index bits set with
// probability p). A sieve takes about 16 bytes a pattern plus its lists
// of groups ([SieveBytes]); a quarter table 16 bytes an entry
// ([QuarterBytes]); [CountLines] [PlacementBytes] a half placement.
//
// # Invariants
//
// Every function is deterministic: the same input gives the same answer
// and the same order of lists with any number of goroutines. Nothing here
// reads a clock, prints or keeps global state; a [Joiner] is read-only
// once made and shared by goroutines, a [Sieve] or pairer
// serves one goroutine at a time.
package mitm
