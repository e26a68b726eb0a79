package countrun

import (
	"context"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// Range is a count of every n from From to To in turn, each count's
// record handed over as it finishes. The zero value counts nothing.
type Range struct {
	From, To int
	// Methods are the method of each n ([exact.ChooseRange]); an n
	// missing counts by [exact.DefaultMethod]. Workers is the goroutines of a method
	// with a plan (0: GOMAXPROCS).
	Methods map[int]exact.MethodInfo
	Workers int
	// EstimateFrom is the smallest n whose count by a method with a plan
	// is first sampled (a sample of its tasks, about 300 ms) and reported to
	// Estimated, in seconds on one core and from how many samples (0 or
	// Estimated nil: none is). An error Estimated returns stops the range
	// before n's count starts: Run returns it as it is.
	EstimateFrom int
	Estimated    func(n int, cpuSeconds float64, samples int) error
	// Sampling, if set, is called as n's sample starts; the function it
	// returns (nil: none) is called when the sample ends, however it ends.
	// A sample takes from 300 ms to a minute (n = 24).
	Sampling func(n int) (done func())
	// Start, if set, is called as each n's count starts, with its method:
	// the progress it returns (nil: none) is the count's
	// [exact.Options.Progress],
	// and stop (nil: none) is called when the count returns.
	Start func(n int, m exact.Method) (progress func(done, tasks int), stop func())
}

// LongModel is how long, in seconds, the counts of a [Range] by methods
// without a plan (one goroutine each, no sampling) may be expected to
// take before they are worth a warning ([Range.Model]): naive at n = 13
// is minutes, n = 8..14 hours.
const LongModel = 60

// Model says how long r's counts by methods without a plan will take,
// from [exact.ModelSeconds] (m the last such method), and whether that is over
// LongModel, worth saying before they start. O((To-From+1)·To).
func (r Range) Model() (seconds float64, m exact.Method, long bool) {
	for n := r.From; n <= r.To; n++ {
		if sec, ok := exact.ModelSeconds(r.method(n).Method, n); ok {
			seconds, m = seconds+sec, r.method(n).Method
		}
	}
	return seconds, m, seconds > LongModel
}

// Stopped is the error of [Range.Run] at a count that did not finish:
// Record is what it reached (its status that of [nqueens.StopStatus] when
// Err is a stop; nothing counted for a sampling stopped before the count
// began), Err why.
type Stopped struct {
	Record longrun.Record
	Err    error
}

func (e *Stopped) Error() string { return e.Err.Error() }
func (e *Stopped) Unwrap() error { return e.Err }

// Run counts r's range (exact.Count for each n), calling row with each
// finished count's record, in the order of n. A count or a sampling that
// ends with an error stops the range: Run returns a [*Stopped] holding
// the record of what it reached, its status that of [nqueens.StopStatus]
// when ctx stopped it; an error of Estimated is returned as it is. It returns
// nil when every count finished.
func (r Range) Run(ctx context.Context, row func(longrun.Record)) error {
	for n := r.From; n <= r.To; n++ {
		info := r.method(n)
		if r.Estimated != nil && r.EstimateFrom > 0 && n >= r.EstimateFrom && info.Plan != nil {
			cpu, samples, err := r.sample(ctx, info.Method, n)
			if err != nil {
				return stopped(longrun.Record{N: n, Method: string(info.Method)}, err)
			}
			if err := r.Estimated(n, cpu, samples); err != nil {
				return err
			}
		}
		var progress func(int, int)
		stop := func() {}
		if r.Start != nil {
			if progress, stop = r.Start(n, info.Method); stop == nil {
				stop = func() {}
			}
		}
		rec, err := count(ctx, n, exact.Options{Method: info.Method, Workers: r.Workers, Progress: progress})
		stop()
		if err != nil {
			return stopped(rec, err)
		}
		row(rec)
	}
	return nil
}

// method is the method that counts n.
func (r Range) method(n int) exact.MethodInfo {
	info, ok := r.Methods[n]
	if !ok {
		info, _ = exact.LookupMethod(string(exact.DefaultMethod(n)))
	}
	return info
}

// stopped is the [*Stopped] of rec, the count err ended: a stop's
// record gets the stop's status.
func stopped(rec longrun.Record, err error) error {
	if st, ok := nqueens.StopStatus(err); ok {
		rec.Status = st
	}
	return &Stopped{rec, err}
}

// sample is estimate of n by m, about 300 ms, within [Range.Sampling]'s
// calls.
func (r Range) sample(ctx context.Context, m exact.Method, n int) (cpuSeconds float64, samples int, err error) {
	if r.Sampling != nil {
		if done := r.Sampling(n); done != nil {
			defer done()
		}
	}
	return estimate(ctx, m, n, 300*time.Millisecond)
}
