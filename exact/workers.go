package exact

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/nqueens/nqueens/longrun"
)

// runTasks is the scheduling loop of every plan's Run: it counts the
// tasks whose indices are in todo (all of 0..count-1 when todo is nil) on
// workers goroutines (0: GOMAXPROCS), handing each the next task as it
// becomes free. newWorker makes one goroutine's state and returns its
// counter of task i, which gives up (ok false) once stop is set, as it is
// on cancel. done is called once per finished task, from one goroutine at
// a time. On cancel runTasks returns ctx's error promptly; tasks not
// reported to done are not finished.
func runTasks(ctx context.Context, count int, todo []int, workers int, newWorker func(stop *atomic.Bool) func(i int) (longrun.TaskCount, bool), done func(i int, c longrun.TaskCount)) error {
	if todo == nil {
		todo = make([]int, count)
		for i := range todo {
			todo[i] = i
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, max(len(todo), 1))
	var (
		next atomic.Int64
		stop atomic.Bool
		mu   sync.Mutex
		wg   sync.WaitGroup
	)
	ctxDone := context.AfterFunc(ctx, func() { stop.Store(true) })
	defer ctxDone()
	for range workers {
		wg.Go(func() {
			task := newWorker(&stop)
			for !stop.Load() && ctx.Err() == nil {
				k := int(next.Add(1) - 1)
				if k >= len(todo) {
					return
				}
				i := todo[k]
				c, ok := task(i)
				if !ok {
					return
				}
				mu.Lock()
				done(i, c)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return ctx.Err()
}
