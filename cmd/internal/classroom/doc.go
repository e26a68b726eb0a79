// Package classroom is the browser classroom of `nqueens classroom`: one
// page with four views (a race of registry solvers with a live chart of
// their heuristics, the backtracking search, time against n on log axes,
// and the solutions per square of the decision diagram).
//
// The page is static and embedded in the binary (go:embed, no CDN, no
// external font, no JavaScript library): index.html, classroom.js,
// classroom.css, worker.js, and the solvers compiled to WebAssembly
// (cmd/internal/classroom/wasm, using package trace; GOOS=js GOARCH=wasm)
// with the wasm_exec.js of the same Go release. The WebAssembly is
// committed, gzip-compressed, as web/nqueens.wasm.gz, so an installed
// binary serves the page with no Go toolchain and no clone; `go generate
// ./cmd/internal/classroom` rebuilds it (gen_wasm.go, a reproducible build),
// and a test fails when the committed one answers otherwise than a fresh
// build of the solvers' source.
//
// The handler serves the files with an ETag each (revalidated, so a
// class downloads the WebAssembly once), gzip-encoded when the browser
// accepts it, cross-origin isolated so the browser's clock is precise;
// An export writes them, their gzip copies and a _headers file to a
// directory for any static web server.
package classroom
