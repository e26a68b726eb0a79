// Package countrun runs the counts of `nqueens count`: each n of a range
// in turn ([Range]), with a sample of the time first where it may be long
// and a progress per n, and the [longrun.Job] of one method and n ([Job])
// that a long count, a shard, an estimate and `count merge` run. It turns
// what package exact counts into the records of JSON.md ([longrun.Record])
// and checks finished counts against the published ones ([Compare]).
//
// It computes and does not print: package counttab lays the records out,
// package countprogress draws the progress line.
package countrun
