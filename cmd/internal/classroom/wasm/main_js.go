package main

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/classroom/trace"
	"github.com/nqueens/nqueens/cmd/internal/parse"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/qs1"
)

// running maps a search's id to its cancel function.
var (
	mu      sync.Mutex
	running = map[int]context.CancelFunc{}
)

func main() {
	api := map[string]any{
		"solvers":      js.FuncOf(solvers),
		"race":         js.FuncOf(race),
		"lanes":        js.FuncOf(lanes),
		"backtracking": js.FuncOf(backtracking),
		"scale":        js.FuncOf(scale),
		"squares":      js.FuncOf(squares),
		"cancel":       js.FuncOf(cancel),
		"parseN":       js.FuncOf(parseN),
		"parseSeed":    js.FuncOf(parseSeed),
		"timer":        js.FuncOf(timer),
		"timerNext":    js.FuncOf(timerNext),
		"timerCollect": js.FuncOf(timerCollect),
	}
	js.Global().Set("nqueens", js.ValueOf(api))
	if ready := js.Global().Get("nqueensReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(map[string]string{"error": err.Error()})
	}
	return string(b)
}

func errorText(err error) string { return jsonText(map[string]string{"error": err.Error()}) }

func solvers(js.Value, []js.Value) any { return jsonText(trace.Solvers()) }

// start runs search on its own goroutine under a context that cancel(id)
// cancels.
func start(id int, search func(ctx context.Context)) {
	ctx, stop := context.WithCancel(context.Background())
	mu.Lock()
	running[id] = stop
	mu.Unlock()
	go func() {
		defer func() {
			mu.Lock()
			delete(running, id)
			mu.Unlock()
			stop()
		}()
		search(ctx)
	}()
}

func cancel(_ js.Value, args []js.Value) any {
	mu.Lock()
	stop := running[args[0].Int()]
	mu.Unlock()
	if stop != nil {
		stop()
	}
	return nil
}

// recorder sends records to onRecords and then yields, so the browser
// runs (other searches, messages) between flushes.
func recorder(onRecords js.Value) *trace.Recorder {
	return &trace.Recorder{Flush: func(records []int32) {
		b := make([]byte, 4*len(records))
		for i, v := range records {
			binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
		}
		arr := js.Global().Get("Uint8Array").New(len(b))
		js.CopyBytesToJS(arr, b)
		onRecords.Invoke(arr)
		time.Sleep(time.Millisecond)
	}}
}

// lanes returns JSON {lanes}: the lanes qs1's start is solved in at n (0:
// none, or another solver), whose starts and swaps its trace holds. The
// page asks before race: a race's first records may come before race
// returns.
func lanes(_ js.Value, args []js.Value) any {
	m := 0
	if args[0].String() == "qs1" {
		m = qs1.Lanes(args[1].Int())
	}
	return jsonText(map[string]int{"lanes": m})
}

// race starts recording a race; it returns JSON {} or {error}. The seed
// is text, read as the command line reads --seed (any uint64).
func race(_ js.Value, args []js.Value) any {
	id, name, n := args[0].Int(), args[1].String(), args[2].Int()
	onRecords, onDone := args[4], args[5]
	seed, err := parse.Seed(args[3].String())
	if err != nil {
		return errorText(err)
	}
	e, err := registry.Solvers().Lookup(name)
	if err != nil {
		return errorText(err)
	}
	start(id, func(ctx context.Context) {
		out, err := trace.Race(ctx, e, n, seed, recorder(onRecords))
		if err != nil {
			onDone.Invoke(errorText(err))
			return
		}
		onDone.Invoke(jsonText(out))
	})
	return "{}"
}

// timerCollect collects the garbage of the last reading (trace.Timer's
// Collect): the worker calls it once it has sent the reading on.
func timerCollect(js.Value, []js.Value) any {
	if theTimer != nil {
		theTimer.Collect()
	}
	return nil
}

// parseN reads text as a board size of at most max, as the command line
// reads N: JSON {n} or {error}.
func parseN(_ js.Value, args []js.Value) any {
	n, err := parse.N(args[0].String(), args[1].Int())
	if err != nil {
		return errorText(err)
	}
	return jsonText(map[string]int{"n": n})
}

// parseSeed reads text as a seed, as the command line reads --seed: JSON
// {seed} (the seed as decimal text, which any uint64 is) or {error}.
func parseSeed(_ js.Value, args []js.Value) any {
	seed, err := parse.Seed(args[0].String())
	if err != nil {
		return errorText(err)
	}
	return jsonText(map[string]string{"seed": strconv.FormatUint(seed, 10)})
}

// theTimer is this instance's timer: the page gives each racer a worker
// of its own, so that no racer's garbage or code is another's.
var theTimer *trace.Timer

// timer(name, n, seedText) sets up the timing of one racer
// (trace.NewTimer, with the clock's step measured here, trace.NewClock): JSON {clock_ns}
// or {error}.
func timer(_ js.Value, args []js.Value) any {
	seed, err := parse.Seed(args[2].String())
	if err != nil {
		return errorText(err)
	}
	e, err := registry.Solvers().Lookup(args[0].String())
	if err != nil {
		return errorText(err)
	}
	clock := trace.NewClock(time.Now)
	if theTimer, err = trace.NewTimer(e, args[1].Int(), seed, clock); err != nil {
		return errorText(err)
	}
	return jsonText(map[string]int64{"clock_ns": int64(clock.Step)})
}

// timerNext takes one reading, on the caller's thread (a worker of its
// own), and returns JSON {done, timing} or {error}.
func timerNext(js.Value, []js.Value) any {
	if theTimer == nil {
		return errorText(errors.New("timerNext before timer"))
	}
	done, err := theTimer.Next(context.Background())
	if err != nil {
		return errorText(err)
	}
	return jsonText(map[string]any{"done": done, "timing": theTimer.Timing()})
}

func backtracking(_ js.Value, args []js.Value) any {
	id, n, onRecords, onDone := args[0].Int(), args[1].Int(), args[2], args[3]
	start(id, func(ctx context.Context) {
		out, err := trace.Backtracking(ctx, n, recorder(onRecords))
		if err != nil {
			onDone.Invoke(errorText(err))
			return
		}
		onDone.Invoke(jsonText(out))
	})
	return nil
}

func scale(_ js.Value, args []js.Value) any {
	id, names, budget := args[0].Int(), args[1].String(), time.Duration(args[2].Float()*float64(time.Millisecond))
	onPoint, onDone := args[3], args[4]
	var entries []registry.Entry
	for _, name := range strings.Split(names, ",") {
		e, err := registry.Solvers().Lookup(strings.TrimSpace(name))
		if err != nil {
			onDone.Invoke(errorText(err))
			return nil
		}
		entries = append(entries, e)
	}
	start(id, func(ctx context.Context) {
		err := trace.Scale(ctx, entries, budget, trace.NewClock(time.Now), func(p trace.Point) {
			onPoint.Invoke(jsonText(p))
			time.Sleep(time.Millisecond) // let the page draw it
		})
		if err != nil {
			onDone.Invoke(errorText(err))
			return
		}
		onDone.Invoke(jsonText(map[string]string{"status": "done"}))
	})
	return nil
}

func squares(_ js.Value, args []js.Value) any {
	counts, total, err := trace.Squares(context.Background(), args[0].Int())
	if err != nil {
		return errorText(err)
	}
	return jsonText(map[string]any{"counts": counts, "total": total})
}
