package main

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/classroom/trace"
	"github.com/nqueens/nqueens/cmd/internal/registry"
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
		"backtracking": js.FuncOf(backtracking),
		"scale":        js.FuncOf(scale),
		"squares":      js.FuncOf(squares),
		"cancel":       js.FuncOf(cancel),
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

func race(_ js.Value, args []js.Value) any {
	id, name, n, seed := args[0].Int(), args[1].String(), args[2].Int(), uint64(args[3].Float())
	onRecords, onDone := args[4], args[5]
	e, err := registry.Lookup(name)
	if err != nil {
		onDone.Invoke(errorText(err))
		return nil
	}
	start(id, func(ctx context.Context) {
		out, err := trace.Race(ctx, e, n, seed, recorder(onRecords))
		if err != nil {
			onDone.Invoke(errorText(err))
			return
		}
		onDone.Invoke(jsonText(out))
	})
	return nil
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
		e, err := registry.Lookup(strings.TrimSpace(name))
		if err != nil {
			onDone.Invoke(errorText(err))
			return nil
		}
		entries = append(entries, e)
	}
	start(id, func(ctx context.Context) {
		err := trace.Scale(ctx, entries, budget, func(p trace.Point) {
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
