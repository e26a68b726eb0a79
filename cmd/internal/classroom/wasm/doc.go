// Command wasm is the WebAssembly side of the browser classroom: built
// with GOOS=js GOARCH=wasm (go generate ./cmd/internal/classroom builds it into
// web/nqueens.wasm.gz, which the binary embeds), it runs in the page's Web Worker and
// offers JavaScript the registry's solvers through package trace.
//
// It sets globalThis.nqueens to an object with
//
//	solvers() -> JSON [{name, summary, step_name, measure, max_n, restarts}]
//	race(id, name, n, seed, onRecords, onDone)
//	backtracking(id, n, onRecords, onDone)
//	scale(id, names, budgetMs, onPoint, onDone)
//	squares(n) -> JSON {counts, total} or {error}
//	cancel(id)
//
// and then calls globalThis.nqueensReady(). onRecords receives a
// Uint8Array holding little-endian int32 trace records (see package
// trace); onDone and onPoint receive JSON text. Searches run on their own
// goroutines and give the browser the thread back after each flush, so
// the worker hears cancel while they run.
//
// Built for any other system it only says how to build it.
package main
