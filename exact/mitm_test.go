package exact

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/cputime"
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
		a, err := newMITMPlan(n)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := newMITMPlan(n)
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
	p8, _ := newMITMPlan(8)
	p9, _ := newMITMPlan(9)
	if p8.Checksum() == p9.Checksum() {
		t.Error("plans of 8 and 9 have one checksum")
	}
	if err := p8.Run(context.Background(), []int{p8.Len()}, 1, func(int, longrun.TaskCount) {}); err == nil {
		t.Error("Run accepted a piece index out of range")
	}
	if _, err := newMITMPlan(mitmMaxN + 1); !errors.Is(err, ErrBadSize) {
		t.Errorf("newMITMPlan(%d): %v, want ErrBadSize", mitmMaxN+1, err)
	}
}

// TestMITMCancel cancels a count from the done callback: Run returns the
// context's error without reporting every piece.
func TestMITMCancel(t *testing.T) {
	p, _ := newMITMPlan(16)
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
		b := mitmBytes(n, 2)
		if b < 32<<20 || n > 2 && b < mitmBytes(n-2, 2) || mitmBytes(n, 1) >= mitmBytes(n, 3) && n >= 16 {
			t.Errorf("mitmBytes(%d, 2) = %d, n - 2: %d", n, b, mitmBytes(max(n-2, 1), 2))
		}
	}
	if mitmBytes(24, 2) > 1<<30 || mitmBytes(20, 2) > 100<<20 {
		t.Errorf("mitmBytes(24) = %d, (20) = %d: more than stated", mitmBytes(24, 2), mitmBytes(20, 2))
	}
	for n := 1; n <= 21; n++ {
		if p, _ := newMITMPlan(n); uint64(p.Len()) > mitmPieces(n) {
			t.Errorf("n = %d: %d pieces, mitmPieces says at most %d", n, p.Len(), mitmPieces(n))
		}
	}
	if mitmBytes(mitmMaxN+1, 2) != 0 {
		t.Error("mitmBytes accepts n beyond mitmMaxN")
	}
}

// TestMITMEstimate: with time enough, the estimate counts every piece but
// the Burnside one; with none, one piece.
func TestMITMEstimate(t *testing.T) {
	p, err := newMITMPlan(12)
	if err != nil {
		t.Fatal(err)
	}
	sec, samples, err := p.Estimate(context.Background(), time.Hour)
	if err != nil || samples != p.Len()-1 || sec <= 0 {
		t.Errorf("Estimate(12, an hour) = %v s from %d samples, %v; want %d samples", sec, samples, err, p.Len()-1)
	}
	if _, samples, err := p.Estimate(context.Background(), 0); err != nil || samples != mitmEstimateMin {
		t.Errorf("Estimate(12, 0) took %d samples, %v; want %d", samples, err, mitmEstimateMin)
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
		p, err := newMITMPlan(n)
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

// BenchmarkMITM counts n on one worker and checks the counts; n = 17 to
// 19, long operations, only without -short.
func BenchmarkMITM(b *testing.B) {
	for _, n := range []int{12, 14, 15, 16, 17, 18, 19} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n > 16 && testing.Short() {
				b.Skip("large n")
			}
			total, unique, _ := Published(n)
			cpu0, _ := cputime.Process()
			for b.Loop() {
				c, err := Count(context.Background(), n, Options{Method: MITM, Workers: 1})
				if err != nil || c.Total != total || c.Unique != unique {
					b.Fatalf("n = %d: %d, %d, %v; want %d, %d", n, c.Total, c.Unique, err, total, unique)
				}
			}
			cpu1, _ := cputime.Process()
			b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op") // steadier than wall time under load
		})
	}
}

var (
	pilotN      = flag.Int("pilot.n", 0, "BenchmarkMITMPilot: the n whose estimate to check (0: skip)")
	pilotPieces = flag.Int("pilot.pieces", 8, "BenchmarkMITMPilot: the pieces to count whole")
	pilotFirst  = flag.Int("pilot.first", 0, "BenchmarkMITMPilot: the first piece of its draw to count (to split a pilot)")
	pilotEst    = flag.Bool("pilot.estimate", true, "BenchmarkMITMPilot: estimate too (false: only the pilot)")
)

// BenchmarkMITMPilot checks the estimate of a count too long to run: it
// counts whole -pilot.pieces pieces of -pilot.n drawn with a seed other
// than the estimate's, each timed by its thread's CPU time, and reports
// their mean scaled to every piece (pilot-core-h) beside [MITMPlan.Estimate]'s
// figure (estimate-core-h) and their ratio. Run it with
// go test ./exact -run '^$' -bench MITMPilot -benchtime 1x -pilot.n 25.
func BenchmarkMITMPilot(b *testing.B) {
	n := *pilotN
	if n == 0 {
		b.Skip("no -pilot.n")
	}
	p, err := newMITMPlan(n)
	if err != nil {
		b.Fatal(err)
	}
	var est float64
	var samples int
	if *pilotEst {
		if est, samples, err = p.Estimate(context.Background(), 0); err != nil {
			b.Fatal(err)
		}
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p.halvesOnce.Do(func() { p.halves = newMITMHalves(n) })
	m := newMeeter(n, p.halves)
	pieces := p.Len() - 1
	first := min(*pilotFirst, pieces)
	order := rand.New(rand.NewPCG(uint64(n), 7)).Perm(pieces)[first:min(first+*pilotPieces, pieces)]
	var sum time.Duration
	for b.Loop() {
		sum = 0
		for _, i := range order {
			d := pieceTime(func() {
				if _, ok := m.piece(p.pieces[i]); !ok {
					b.Fatal("piece stopped")
				}
			})
			b.Logf("n = %d, piece %d: %.2f s CPU, %d and %d patterns", n, i, d.Seconds(), len(m.top), len(m.bottom))
			sum += d
		}
	}
	pilot := sum.Seconds() / float64(len(order)) * float64(pieces)
	b.Logf("n = %d: estimate %.3g core-hours from %d pieces, pilot %.3g from %d", n, est/3600, samples, pilot/3600, len(order))
	b.ReportMetric(pilot/3600, "pilot-core-h")
	if est > 0 {
		b.ReportMetric(est/3600, "estimate-core-h")
		b.ReportMetric(pilot/est, "pilot/estimate")
	}
}

// TestMITMEstimateStops: a stop flag set before a piece keeps it from
// starting and the estimate from a figure (Estimate sets the flag when its
// context is done while a piece is timed, and returns at once).
func TestMITMEstimateStops(t *testing.T) {
	p, err := newMITMPlan(16)
	if err != nil {
		t.Fatal(err)
	}
	var stop atomic.Bool
	stop.Store(true)
	if sec, k := p.timePieces(p.Len()-1, time.Hour, &stop); sec != 0 || k != 0 {
		t.Errorf("timePieces(stopped) = %v s, %d; want 0, 0", sec, k)
	}
}
