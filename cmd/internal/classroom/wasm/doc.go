//go:build js && wasm

// Command wasm is the WebAssembly side of the browser classroom: built
// with GOOS=js GOARCH=wasm (go generate ./cmd/internal/classroom builds it into
// web/nqueens.wasm.gz, which the binary embeds), it runs in the page's Web Worker and
// offers JavaScript the registry's solvers through package trace.
//
// It sets globalThis.nqueens to an object with
//
//	solvers() -> JSON [{name, summary, step_name, measure, max_n, restarts, race_max_n, race_why}]
//	lanes(name, n) -> JSON {lanes}: qs1's lanes at n (0: none)
//	race(id, name, n, seedText, onRecords, onDone) -> JSON {} or {error}
//	backtracking(id, n, onRecords, onDone)
//	scale(id, names, budgetMs, onPoint, onDone)
//	squares(n) -> JSON {counts, total} or {error}
//	cancel(id)
//	parseN(text, max) -> JSON {n} or {error}, as the command line reads N
//	parseSeed(text) -> JSON {seed} (decimal text) or {error}, as --seed
//	timer(name, n, seedText) -> JSON {clock_ns} or {error}
//	timerNext() -> JSON {done, timing} or {error}: one reading (trace.Timer)
//	timerCollect(): collect the last reading's garbage
//
// and then calls globalThis.nqueensReady(). onRecords receives a
// Uint8Array holding little-endian int32 trace records (see package
// trace); onDone and onPoint receive JSON text. Searches run on their own
// goroutines and give the browser the thread back after each flush, so
// the worker hears cancel while they run. timerNext runs on the caller's
// thread: the page times each racer in a worker of its own, which does
// nothing else.
//
// It builds for js/wasm alone, so `go install ./cmd/...` installs no
// binary of it.
package main
