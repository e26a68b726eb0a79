package mitm

import (
	"context"
	"sync"
	"sync/atomic"
)

// pairer counts the disjoint pairs of two lists of patterns, reusing its
// sieve from one call to the next. The zero pairer is ready; one pairer
// serves one goroutine at a time.
type pairer struct {
	sieve Sieve
}

// pairsBrute is the most pairs Count tests one by one rather than
// through a sieve.
const pairsBrute = 256

// count returns the number of pairs (x in a, y in b) with x&y == 0,
// each weighted by its classes when ix has weights (symmetric). The
// longer list goes into the sieve (bucketed by the index bits ix gives
// it) and the shorter one queries it; up to pairsBrute pairs, or with 2
// patterns or fewer on a side, the pairs are tested one by one. Time:
// O(len(a)·len(b)/(64·lanes)·d) at most, d the bits a pattern holds, far
// less when the index bits spare most buckets.
func (p *pairer) count(a, b []uint64, ix Index) uint64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a)*len(b) <= pairsBrute || len(a) <= 2 {
		var c uint64
		for _, x := range a {
			for _, y := range b {
				if x&y == 0 {
					c += ix.weight(x, y)
				}
			}
		}
		return c
	}
	p.sieve.Build(b, ix)
	return p.sieve.Count(a)
}

// keyedPats is a list of patterns, each with a key (for a half of a board:
// the set of positions the half's queens use, the bottom half's
// complemented, so that a top and a bottom placement can pair only under
// the same key), sorted by key by its sort method.
type keyedPats struct {
	Key []uint32
	Pat []uint64
}

// sort sorts the entries by key, the keys below 1<<width (a stable radix
// sort, 11 bits a pass: the order of equal keys is kept).
func (k keyedPats) sort(width int) {
	const digit = 11
	key, pat := k.Key, k.Pat
	k2, p2 := make([]uint32, len(key)), make([]uint64, len(pat))
	src, dst := key, k2
	ps, pd := pat, p2
	for shift := 0; shift < width; shift += digit {
		var count [1<<digit + 1]int
		for _, k := range src {
			count[(k>>uint(shift))&(1<<digit-1)+1]++
		}
		for i := 1; i < len(count); i++ {
			count[i] += count[i-1]
		}
		for i, k := range src {
			d := (k >> uint(shift)) & (1<<digit - 1)
			dst[count[d]] = k
			pd[count[d]] = ps[i]
			count[d]++
		}
		src, dst, ps, pd = dst, src, pd, ps
	}
	if len(key) > 0 && &src[0] != &key[0] {
		copy(key, src)
		copy(pat, ps)
	}
}

// group is one key: the entries top[ti:tj] and bottom[bi:bj].
type group struct{ ti, tj, bi, bj int }

// matchGroups walks two lists sorted by key and returns the runs of equal
// keys present in both.
func matchGroups(top, bot []uint32) []group {
	var out []group
	i, j := 0, 0
	for i < len(top) && j < len(bot) {
		switch {
		case top[i] < bot[j]:
			i++
		case top[i] > bot[j]:
			j++
		default:
			k := top[i]
			g := group{ti: i, bi: j}
			for i < len(top) && top[i] == k {
				i++
			}
			for j < len(bot) && bot[j] == k {
				j++
			}
			g.tj, g.bj = i, j
			out = append(out, g)
		}
	}
	return out
}

// countKeyed returns the number of disjoint pairs of a top and a bottom
// pattern with the same key, both lists sorted by key; groups is the
// number of keys both hold and done those whose pairs were counted (all
// of them unless ctx ended first: then count holds those done). The keys
// are shared out to workers goroutines (at least one), each with its own
// pairer; the answer does not depend on their number.
func countKeyed(ctx context.Context, top, bot keyedPats, ix Index, workers int) (count uint64, groups, done int) {
	gs := matchGroups(top.Key, bot.Key)
	counts := make([]uint64, len(gs))
	ok := make([]bool, len(gs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range max(1, min(workers, len(gs))) {
		wg.Go(func() {
			var p pairer
			for {
				i := int(next.Add(1) - 1)
				if i >= len(gs) || ctx.Err() != nil {
					return
				}
				g := gs[i]
				counts[i] = p.count(top.Pat[g.ti:g.tj], bot.Pat[g.bi:g.bj], ix)
				ok[i] = true
			}
		})
	}
	wg.Wait()
	for i, c := range counts {
		if ok[i] {
			count += c
			done++
		}
	}
	return count, len(gs), done
}
