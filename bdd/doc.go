// Package bdd is a small reduced ordered binary decision diagram (BDD)
// package: a unique table with hash-consing, Apply with a computed cache,
// Restrict, satisfying-assignment counts (with math/big when 64 bits
// overflow), path counts, per-variable counts and one satisfying
// assignment.
//
// A [Manager] owns every node. Variables are numbered 0..Vars-1 and tested
// in that order from the root down (variable 0 at the top). A [Node] is an
// int32 index into the manager's flat node store; [False] and [True] are
// the terminals 0 and 1. Because nodes are hash-consed and reduced (no node
// has equal children, no two nodes have the same variable and children),
// two Nodes of one manager are equal exactly when their functions are.
//
// Memory: each node takes 12 bytes in the store plus 4 to 8 bytes of
// unique table (open addressing, load at most 1/2, probes starting near the
// low child's index so that look-ups for nodes just made stay in cache,
// then jumping by a hashed stride); the computed cache
// (16 bytes an entry, a quarter as many entries as table slots) exists
// only once Apply or Restrict has run. [Config.MaxBytes] bounds the total:
// an operation that would grow past it returns [ErrMemoryLimit] before
// allocating, and the manager stays usable.
//
// Garbage: operations leave intermediate nodes behind. [Manager.GC] frees
// every node not reachable from the roots it is given; nodes do not move,
// so the roots (and every node below them) keep their values, while any
// other Node the caller still holds becomes invalid.
//
// Complexity: Apply is O(|f|·|g|) in the worst case, with the cache making
// each pair of nodes cost O(1) amortized; Restrict, the counts, NodeCount
// and AnySat are O(|f|) (AnySat O(Vars)). Counting tries uint64 arithmetic
// first and repeats the pass with math/big only on overflow.
//
// A Manager is not safe for concurrent use.
package bdd
