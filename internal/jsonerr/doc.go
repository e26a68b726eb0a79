// Package jsonerr words the errors of encoding/json's decoder for a person:
// no Go types, no struct names, the key and what it should hold.
//
//	json: cannot unmarshal string into Go struct field ShardResult.n of type int
//	-> "n" should be a whole number, not a string
//	json: cannot unmarshal number into Go value of type struct { compare.Trial; ... }
//	-> a JSON object was expected, not a number
//
// Every reader of a JSON input (trials, shard results, placements) words
// its errors with [Explain], so a message reads the same whatever the file.
package jsonerr
