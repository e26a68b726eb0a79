// Package rules holds the tests that enforce the guide's rules on the
// repository's non-test Go code; it has no code of its own.
//
// The limits: cyclomatic complexity at most 20, counted as gocyclo counts
// it (github.com/fzipp/gocyclo, whose //gocyclo:ignore directive is not
// honoured here), and at most 6 parameters (a function literal's count
// too; the receiver is not a parameter). A function over a limit must be
// named in allowed.txt with its figure and the reason it stays: a hot
// kernel whose split a benchmark shows to cost speed, or "to fix (owner)"
// while its owner splits it. The test fails on a function over a limit
// that the file does not name, on one that has grown past its figure,
// and on an entry that is no longer needed, so the file only shrinks.
//
// TestOneRandomSource holds internal/stream as the module's one random
// source: no other non-test file imports math/rand or math/rand/v2 but
// those ownSources names, each until its owner moves it. TestNoHooks holds
// that tests do not reach into the code through package variables: no
// test assigns a variable of its package but those hookAllowed names;
// what a test varies is passed in.
//
// TestExports holds that nothing is exported for tests alone: every
// exported function, method and package-level variable of a package
// other than main and internal/testkit/... is used by the non-test code
// of another package, or shown by an Example of its own package. It loads
// the module with go/packages (type-checked, tests included, and the
// classroom's WebAssembly for js/wasm), so a use is a use of that
// identifier, not of a name alike. A method that implements an interface
// the code uses or imports (String, Write, Unwrap, an anonymous
// interface{ Written() bool }) is reached through it; a library's
// sentinel errors and enumerated values (bdd.ErrMemoryLimit,
// compare.Canceled) are API on their own. The test fails on an export
// nothing earns that exportAllowed does not name "to fix (owner)", and on
// a name no longer needed. Files for other platforms and build tags
// (deploycheck) are not seen: what only they use would be reported.
package rules
