package mitm

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTranspose64 checks the bit transpose against its definition.
func TestTranspose64(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var a, b [64]uint64
	for i := range a {
		a[i] = rng.Uint64()
	}
	b = a
	transpose64(&b)
	for i := range 64 {
		for j := range 64 {
			if a[i]>>j&1 != b[j]>>i&1 {
				t.Fatalf("bit %d of word %d is not bit %d of word %d", j, i, i, j)
			}
		}
	}
}

// TestSieveCount compares the sieve's counts with a plain loop over the
// stored patterns, for random patterns of several densities and sizes
// and every number of index bits.
func TestSieveCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{4, 9, 16, 21, 32} {
		mask := ^uint64(0) >> (64 - 2*n)
		for _, size := range []int{0, 1, 63, 64, 65, 700, 3000} {
			pats := make([]uint64, size)
			for i := range pats {
				pats[i] = rng.Uint64() & rng.Uint64() & mask
			}
			for k := 0; k <= 12 && k/4+1 <= n/2; k += 2 {
				var s Sieve
				s.build(pats, RowIndex(n), k, 1)
				for range 50 {
					q := rng.Uint64() & rng.Uint64() & rng.Uint64() & mask
					var want uint64
					for _, p := range pats {
						if p&q == 0 {
							want++
						}
					}
					if got := s.count(q); got != want {
						t.Fatalf("n = %d, %d patterns, k = %d: count(%#x) = %d, want %d", n, size, k, q, got, want)
					}
				}
			}
		}
	}
}

// TestSieveWide compares a wide sieve's counts (AVX2 assembly where the
// CPU has it) with its Go path and a plain loop over the patterns.
func TestSieveWide(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{4, 9, 16, 18, 21, 32} {
		mask := ^uint64(0) >> (64 - 2*n)
		for _, size := range []int{0, 1, 63, 64, 65, 255, 256, 257, 700, 3000} {
			pats := make([]uint64, size)
			for i := range pats {
				pats[i] = rng.Uint64() & rng.Uint64() & mask
			}
			for k := 0; k <= 12 && k/4+1 <= n/2; k += 2 {
				var s Sieve
				s.build(pats, RowIndex(n), k, sieveLanes)
				qs := make([]uint64, 50)
				var sum uint64
				for i := range qs {
					q := rng.Uint64() & rng.Uint64() & rng.Uint64() & mask
					if i == 0 {
						q = 0
					}
					qs[i] = q
					var want uint64
					for _, p := range pats {
						if p&q == 0 {
							want++
						}
					}
					sum += want
					if got, gotGo := s.count(q), s.countWideGo([]uint64{q}); got != want || gotGo != want {
						t.Fatalf("n = %d, %d patterns, k = %d: count(%#x) = %d, Go %d, want %d", n, size, k, q, got, gotGo, want)
					}
				}
				if got := s.Count(qs); got != sum {
					t.Fatalf("n = %d, %d patterns, k = %d: Count = %d, want %d", n, size, k, got, sum)
				}
			}
		}
	}
}

// FuzzSieveWide compares a wide sieve's count of a batch of queries
// (AVX2 assembly where the CPU has it) with its Go path and a plain loop.
func FuzzSieveWide(f *testing.F) {
	f.Add(uint8(16), uint8(4), uint16(700), uint64(1), uint64(0x1234))
	f.Add(uint8(9), uint8(0), uint16(3), uint64(2), uint64(0))
	f.Fuzz(func(t *testing.T, n, k uint8, size uint16, seed, q0 uint64) {
		nn := 2 + int(n)%31 // the index bits need n >= 2
		kk := 2 * (int(k) % 6)
		if kk/4+1 > nn/2 {
			kk = 0
		}
		mask := ^uint64(0) >> (64 - 2*nn)
		rng := rand.New(rand.NewPCG(seed, uint64(size)))
		pats := make([]uint64, int(size)%5000)
		for i := range pats {
			pats[i] = rng.Uint64() & rng.Uint64() & mask
		}
		var s Sieve
		s.build(pats, RowIndex(nn), kk, sieveLanes)
		qs := []uint64{q0 & mask}
		for range 20 {
			qs = append(qs, rng.Uint64()&rng.Uint64()&rng.Uint64()&mask)
		}
		var want uint64
		for _, q := range qs {
			for _, p := range pats {
				if p&q == 0 {
					want++
				}
			}
		}
		if got, gotGo := s.Count(qs), s.countWideGo(qs); got != want || gotGo != want {
			t.Fatalf("n = %d, %d patterns, k = %d: %d, Go %d, want %d", nn, len(pats), kk, got, gotGo, want)
		}
	})
}

// FuzzJoinBatch compares joinBatch (AVX2 assembly where the CPU has it)
// with joinBatchGo on random near and far entries of every length mod 4.
func FuzzJoinBatch(f *testing.F) {
	for nf := range 9 {
		f.Add(uint8(5), uint8(nf), uint64(nf), uint64(0))
	}
	f.Add(uint8(40), uint8(33), uint64(7), uint64(1<<5|1<<30))
	f.Fuzz(func(t *testing.T, nn, nf uint8, seed, avoid uint64) {
		rng := rand.New(rand.NewPCG(seed, avoid))
		random := func(k int) []uint64 {
			s := make([]uint64, k, k+joinSlack)
			for i := range s {
				s[i] = rng.Uint64() & rng.Uint64()
			}
			return s
		}
		npat, njoin := random(int(nn)), random(int(nn))
		fpat, fjoin := random(int(nf)), random(int(nf))
		fpat = append(fpat, 1, 2, 3, 4)[:len(fjoin)] // past the end: ignored
		fjoin = append(fjoin, 0, 0, 0, 0)[:len(fjoin)]
		want := make([]uint64, len(npat)*len(fjoin)+joinSlack)
		got := make([]uint64, len(want))
		w := joinBatchGo(want, npat, njoin, avoid, fpat, fjoin)
		g := joinBatch(got, npat, njoin, avoid, fpat, fjoin)
		if g != w || !slices.Equal(got[:g], want[:w]) {
			t.Fatalf("%d near, %d far, avoid %#x: %d entries %x, want %d %x", nn, nf, avoid, g, got[:g], w, want[:w])
		}
	})
}

// TestTransposeBits checks transposeBits (AVX2 assembly where the CPU has
// it): bit b of in[i] must reach bit pi(i) of row b, for one permutation
// pi of the columns, found from a matrix whose row i spells i.
func TestTransposeBits(t *testing.T) {
	var in, out [64]uint64
	for i := range in {
		in[i] = uint64(i)
	}
	rows := transposeBits(&in, &out)
	var pi [64]int
	seen := uint64(0)
	for c := range 64 {
		i := 0
		for b := range 6 {
			i |= int(rows[b]>>c&1) << b
		}
		pi[i] = c
		seen |= 1 << i
	}
	if seen != ^uint64(0) {
		t.Fatalf("columns are not a permutation of the rows: %#x", seen)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 100 {
		var m [64]uint64
		for i := range m {
			m[i] = rng.Uint64()
		}
		in = m
		rows := transposeBits(&in, &out)
		for b := range 64 {
			for i := range 64 {
				if rows[b]>>pi[i]&1 != m[i]>>b&1 {
					t.Fatalf("bit %d of row %d: %d, want %d", pi[i], b, rows[b]>>pi[i]&1, m[i]>>b&1)
				}
			}
		}
	}
}

// TestSievePrepared builds sieves of the patterns of one list that spare
// a mask, by buildExcept and by BuildPrepared, and compares their counts
// with a plain loop.
func TestSievePrepared(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, n := range []int{5, 16, 21} {
		mask := ^uint64(0) >> (64 - 2*n)
		for _, size := range []int{0, 1, 100, 3000} {
			pats := make([]uint64, size)
			for i := range pats {
				pats[i] = rng.Uint64() & rng.Uint64() & mask
			}
			qs := make([]uint64, 40)
			for i := range qs {
				qs[i] = rng.Uint64() & rng.Uint64() & rng.Uint64() & mask
			}
			var prep, except Sieve
			prep.Prepare(pats, RowIndex(n), size/2)
			for range 5 {
				x := rng.IntN(n)
				avoid := uint64(1)<<x | uint64(1)<<(n+x)
				var want uint64
				for _, q := range qs {
					for _, p := range pats {
						if p&avoid == 0 && p&q == 0 {
							want++
						}
					}
				}
				prep.BuildPrepared(avoid)
				except.buildExcept(pats, RowIndex(n), avoid)
				if got, gotExcept := prep.Count(qs), except.Count(qs); got != want || gotExcept != want {
					t.Fatalf("n = %d, %d patterns, sparing %#x: prepared %d, except %d, want %d", n, size, avoid, got, gotExcept, want)
				}
			}
		}
	}
}

// TestSpare compares spare (AVX2 assembly where the CPU has it) with
// spareGo on lists of every length mod 4.
func TestSpare(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for size := range 40 {
		src := make([]uint64, size)
		for i := range src {
			src[i] = rng.Uint64() & rng.Uint64()
		}
		except := rng.Uint64() & rng.Uint64() & rng.Uint64()
		want := make([]uint64, size+spareSlack)
		got := make([]uint64, size+spareSlack)
		w := spareGo(want, src, except)
		g := spare(got, src, except)
		if g != w || !slices.Equal(got[:g], want[:w]) {
			t.Fatalf("%d words, except %#x: %d %x, want %d %x", size, except, g, got[:g], w, want[:w])
		}
	}
}

// TestSieveWeights compares the weighted counts of sieves, narrow and
// wide (AVX2 assembly where the CPU has it), and of a pairer with a
// plain loop, for random symmetric weight tables.
func TestSieveWeights(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{4, 9, 16, 18, 32} {
		mask := ^uint64(0) >> (64 - 2*n)
		var w Weights
		for a := range 4 {
			for b := a; b < 4; b++ {
				w[a][b] = uint8(rng.IntN(3))
				w[b][a] = w[a][b]
			}
		}
		ix := Index{Lo: n/2 - 1, Hi: n + n/2, Weights: &w}
		for _, size := range []int{0, 1, 65, 257, 700, 3000} {
			pats := make([]uint64, size)
			for i := range pats {
				pats[i] = rng.Uint64() & rng.Uint64() & mask
			}
			qs := make([]uint64, 40)
			var sum uint64
			for i := range qs {
				qs[i] = rng.Uint64() & rng.Uint64() & rng.Uint64() & mask
				for _, p := range pats {
					if p&qs[i] == 0 {
						sum += ix.weight(qs[i], p)
					}
				}
			}
			for k := 0; k <= 12 && k/4+1 <= n/2; k += 2 {
				for _, lanes := range []int{1, sieveLanes} {
					var s Sieve
					s.build(pats, ix, k, lanes)
					var one uint64
					for _, q := range qs {
						one += s.count(q)
					}
					got := s.Count(qs)
					if lanes == sieveLanes {
						one = s.countWideGo(qs)
					}
					if got != sum || one != sum {
						t.Fatalf("n = %d, %d patterns, k = %d, %d lanes: Count %d, one by one %d, want %d", n, size, k, lanes, got, one, sum)
					}
				}
			}
			var p pairer
			if got := p.count(qs, pats, ix); got != sum {
				t.Fatalf("n = %d, %d patterns: pairer %d, want %d", n, size, got, sum)
			}
		}
	}
}
