// Package classroom is the browser classroom of `nqueens classroom`: one
// page with four views (a race of registry solvers with a live chart of
// their heuristics, the backtracking search, time against n on log axes,
// and the solutions per square of the decision diagram).
//
// The page is static: index.html, classroom.js, classroom.css and
// worker.js are embedded in the binary (go:embed, no CDN, no external
// font, no JavaScript library); the solvers run in the browser as
// WebAssembly, the module's own code compiled with GOOS=js GOARCH=wasm
// (internal/classroom/wasm, using package trace), next to the
// wasm_exec.js of the same Go release.
//
// So that the page is never stale against the solvers' source, [Build]
// compiles the WebAssembly from the module's source each time the page is
// served or exported. The go command's build cache makes that quick
// (about 0.3 s when nothing changed; the first build on a machine
// compiles the standard library for js/wasm, about half a minute).
// [FindSource] finds the source: the module containing the working
// directory, or the module cache's copy of the version the running binary
// was built from.
//
// [Page.Handler] serves the files (no caching, cross-origin isolated so
// the browser's clock is precise), [Page.Export] writes them to a
// directory for any static web server.
package classroom
