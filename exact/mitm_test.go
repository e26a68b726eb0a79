package exact

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/longrun"
)

// TestMITMAgainstOEIS checks the meet-in-the-middle counts against the
// published totals and unique counts, on one worker and on three.
func TestMITMAgainstOEIS(t *testing.T) {
	for n := 1; n <= 14; n++ {
		for _, workers := range []int{1, 3} {
			c, err := Count(context.Background(), n, Options{Method: MITM, Workers: workers})
			if err != nil {
				t.Fatalf("n = %d: %v", n, err)
			}
			total, unique, _ := Published(n)
			if c.Total != total || c.Unique != unique || !c.HasUnique {
				t.Errorf("n = %d, %d workers: mitm counts %d total, %d unique; published %d, %d", n, workers, c.Total, c.Unique, total, unique)
			}
		}
	}
}

// TestBurnsideTerms compares F180 + 2·F90 with the solutions a half turn
// and a quarter turn map onto themselves, found among all solutions.
func TestBurnsideTerms(t *testing.T) {
	for n := 2; n <= 10; n++ {
		var f180, f90 uint64
		err := List(context.Background(), n, false, func(p nqueens.Placement) bool {
			rows, cols := make([]int, n), make([]int, n)
			for c, r := range p {
				rows[c], cols[r] = int(r), c
			}
			fixed := func(g int) bool {
				for c := range n {
					if image(g, rows, cols, c) != rows[c] {
						return false
					}
				}
				return true
			}
			if fixed(3) {
				f180++
			}
			if fixed(6) {
				f90++
			}
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := burnsideTerms(n, nil), f180+2*f90; got != want {
			t.Errorf("n = %d: burnsideTerms = %d, want %d (F180 %d, F90 %d)", n, got, want, f180, f90)
		}
	}
}

// TestMITMPlan checks that the piece list is deterministic, that any split
// of it into shards adds up to the published counts, and that Result
// refuses a Burnside sum that is not a multiple of 8.
func TestMITMPlan(t *testing.T) {
	for n := 1; n <= 13; n++ {
		a, err := NewMITMPlan(n)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := NewMITMPlan(n)
		if a.Checksum() != b.Checksum() || a.Len() != b.Len() {
			t.Fatalf("n = %d: two plans differ", n)
		}
		const shards = 3
		var sum longrun.TaskCount
		seen := make([]bool, a.Len())
		for k := range shards {
			todo := []int{} // not nil: nil means every piece
			for i := k; i < a.Len(); i += shards {
				todo = append(todo, i)
			}
			err := a.Run(context.Background(), todo, 2, func(i int, c longrun.TaskCount) {
				if seen[i] || i%shards != k {
					t.Errorf("n = %d: piece %d reported twice or by shard %d", n, i, k)
				}
				seen[i] = true
				sum.Total += c.Total
				sum.Unique += c.Unique
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		total, unique, err := a.Result(sum)
		wantT, wantU, _ := Published(n)
		if err != nil || total != wantT || unique != wantU {
			t.Errorf("n = %d: shards add up to %d, %d (%v); want %d, %d", n, total, unique, err, wantT, wantU)
		}
		if n > 1 {
			sum.Unique++
			if _, _, err := a.Result(sum); err == nil {
				t.Errorf("n = %d: Result accepted a Burnside sum of %d", n, sum.Unique)
			}
		}
	}
	p8, _ := NewMITMPlan(8)
	p9, _ := NewMITMPlan(9)
	if p8.Checksum() == p9.Checksum() {
		t.Error("plans of 8 and 9 have one checksum")
	}
	if err := p8.Run(context.Background(), []int{p8.Len()}, 1, func(int, longrun.TaskCount) {}); err == nil {
		t.Error("Run accepted a piece index out of range")
	}
	if _, err := NewMITMPlan(mitmMaxN + 1); !errors.Is(err, ErrBadSize) {
		t.Errorf("NewMITMPlan(%d): %v, want ErrBadSize", mitmMaxN+1, err)
	}
}

// TestMITMCancel cancels a count from the done callback: Run returns the
// context's error without reporting every piece.
func TestMITMCancel(t *testing.T) {
	p, _ := NewMITMPlan(16)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reported := 0
	err := p.Run(ctx, nil, 2, func(int, longrun.TaskCount) {
		reported++
		cancel()
	})
	if !errors.Is(err, context.Canceled) || reported == 0 || reported > 2 {
		t.Errorf("Run after cancel: %v, %d pieces reported of %d; want Canceled after one or two", err, reported, p.Len())
	}
}

func TestMITMBytes(t *testing.T) {
	for n := 1; n <= mitmMaxN; n++ {
		b := MITMBytes(n, 2)
		if b < 32<<20 || n > 2 && b < MITMBytes(n-2, 2) || MITMBytes(n, 1) >= MITMBytes(n, 3) && n >= 16 {
			t.Errorf("MITMBytes(%d, 2) = %d, n - 2: %d", n, b, MITMBytes(max(n-2, 1), 2))
		}
	}
	if MITMBytes(24, 2) > 2<<30 || MITMBytes(20, 2) > 160<<20 {
		t.Errorf("MITMBytes(24) = %d, (20) = %d: more than stated", MITMBytes(24, 2), MITMBytes(20, 2))
	}
	if MITMBytes(mitmMaxN+1, 2) != 0 {
		t.Error("MITMBytes accepts n beyond mitmMaxN")
	}
}

// TestMITMEstimate: with time enough, the estimate counts every piece but
// the Burnside one; with none, one piece.
func TestMITMEstimate(t *testing.T) {
	p, err := NewMITMPlan(12)
	if err != nil {
		t.Fatal(err)
	}
	sec, samples, err := p.Estimate(context.Background(), time.Hour)
	if err != nil || samples != p.Len()-1 || sec <= 0 {
		t.Errorf("Estimate(12, an hour) = %v s from %d samples, %v; want %d samples", sec, samples, err, p.Len()-1)
	}
	if _, samples, err := p.Estimate(context.Background(), 0); err != nil || samples != 1 {
		t.Errorf("Estimate(12, 0) took %d samples, %v; want 1", samples, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := p.Estimate(ctx, time.Hour); !errors.Is(err, context.Canceled) {
		t.Errorf("Estimate after cancel: %v", err)
	}
}

// TestMITMSearchedHalves counts with the halves searched rather than
// joined from quarter tables, as for n >= 22, against the published totals.
func TestMITMSearchedHalves(t *testing.T) {
	for n := 2; n <= 13; n++ {
		p, err := NewMITMPlan(n)
		if err != nil {
			t.Fatal(err)
		}
		m := newMeeter(n, &mitmHalves{})
		var sum longrun.TaskCount
		for _, pc := range p.pieces {
			c, ok := m.piece(pc)
			if !ok {
				t.Fatal("piece stopped")
			}
			sum.Total += c.Total
			sum.Unique += c.Unique
		}
		total, unique, err := p.Result(sum)
		wantTotal, wantUnique, _ := Published(n)
		if err != nil || total != wantTotal || unique != wantUnique {
			t.Errorf("n = %d, searched halves: %d, %d, %v; want %d, %d", n, total, unique, err, wantTotal, wantUnique)
		}
	}
}

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
	for _, n := range []int{4, 9, 16, 21} {
		mask := uint64(1)<<(2*n) - 1
		for _, size := range []int{0, 1, 63, 64, 65, 700, 3000} {
			pats := make([]uint64, size)
			for i := range pats {
				pats[i] = rng.Uint64() & rng.Uint64() & mask
			}
			for k := 0; k <= 10 && k/4+1 <= n/2; k += 2 {
				var s sieve
				s.build(n, pats, k, 1)
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

// BenchmarkMITM counts n on one worker and checks the counts; n = 17 to
// 19, long operations, only without -short.
func BenchmarkMITM(b *testing.B) {
	for _, n := range []int{12, 14, 15, 16, 17, 18, 19} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n > 16 && testing.Short() {
				b.Skip("large n")
			}
			total, unique, _ := Published(n)
			for b.Loop() {
				c, err := Count(context.Background(), n, Options{Method: MITM, Workers: 1})
				if err != nil || c.Total != total || c.Unique != unique {
					b.Fatalf("n = %d: %d, %d, %v; want %d, %d", n, c.Total, c.Unique, err, total, unique)
				}
			}
		})
	}
}

// TestSieveWide compares a wide sieve's counts (AVX2 assembly where the
// CPU has it) with its Go path and a plain loop over the patterns.
func TestSieveWide(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{4, 9, 16, 18, 21} {
		mask := uint64(1)<<(2*n) - 1
		for _, size := range []int{0, 1, 63, 64, 65, 255, 256, 257, 700, 3000} {
			pats := make([]uint64, size)
			for i := range pats {
				pats[i] = rng.Uint64() & rng.Uint64() & mask
			}
			for k := 0; k <= 10 && k/4+1 <= n/2; k += 2 {
				var s sieve
				s.build(n, pats, k, sieveLanes)
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
				if got := s.countAll(qs); got != sum {
					t.Fatalf("n = %d, %d patterns, k = %d: countAll = %d, want %d", n, size, k, got, sum)
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
		nn := 2 + int(n)%20 // the index bits need n >= 2
		kk := 2 * (int(k) % 6)
		if kk/4+1 > nn/2 {
			kk = 0
		}
		mask := uint64(1)<<(2*nn) - 1
		rng := rand.New(rand.NewPCG(seed, uint64(size)))
		pats := make([]uint64, int(size)%5000)
		for i := range pats {
			pats[i] = rng.Uint64() & rng.Uint64() & mask
		}
		var s sieve
		s.build(nn, pats, kk, sieveLanes)
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
		if got, gotGo := s.countAll(qs), s.countWideGo(qs); got != want || gotGo != want {
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
