// Package counttab lays out the results of `nqueens count` and `count
// merge` for a person or a program: the table of counts (n, total,
// unique, time, the check against OEIS) or its JSON lines, the line a
// merge prints, and the words that name a count, a shard, an estimate
// and what a stopped count reached.
//
// Packages longrun and countrun compute the records ([longrun.Record],
// [longrun.EstimateRecord]); this package only writes them. Each table
// row is flushed as it is written, since a row may take hours.
package counttab
