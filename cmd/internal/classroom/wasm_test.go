//go:build !js

package classroom

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/classroom/trace"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// wasmCase is one call the page's worker makes (see testdata/wasm/behave.cjs).
type wasmCase struct {
	Call string `json:"call"`
	Name string `json:"name,omitempty"`
	N    int    `json:"n,omitempty"`
	Seed uint64 `json:"seed,omitempty"`
}

// wasmAnswer is what a call answered: the SHA-256 of its trace records
// (little-endian int32s) and the JSON it ended with.
type wasmAnswer struct {
	Records string `json:"records"`
	Done    string `json:"done"`
}

// wasmCases are the calls TestWasmBehaves makes: every solver at a few
// sizes and seeds (qs1 also past 2^16, where its lanes start), the
// backtracking view and the squares of the diagram.
func wasmCases() []wasmCase {
	cases := []wasmCase{{Call: "solvers"}, {Call: "backtracking", N: 6}, {Call: "squares", N: 7}}
	for _, e := range registry.Solvers().All() {
		for _, n := range []int{1, 3, 8, 12} {
			for seed := range uint64(2) {
				cases = append(cases, wasmCase{Call: "race", Name: e.Name, N: n, Seed: seed + 1})
			}
		}
	}
	return append(cases, wasmCase{Call: "race", Name: "qs1", N: 1000, Seed: 3},
		wasmCase{Call: "race", Name: "qs1", N: 70_000, Seed: 4})
}

// native answers c by calling package trace directly, as the WebAssembly's
// main does.
func native(t *testing.T, c wasmCase) wasmAnswer {
	t.Helper()
	rec := &trace.Recorder{}
	var out any
	var err error
	switch c.Call {
	case "solvers":
		out = trace.Solvers()
	case "squares":
		counts, total, serr := trace.Squares(context.Background(), c.N)
		out, err = map[string]any{"counts": counts, "total": total}, serr
	case "backtracking":
		out, err = trace.Backtracking(context.Background(), c.N, rec)
	case "race":
		e, lerr := registry.Solvers().Lookup(c.Name)
		if lerr != nil {
			t.Fatal(lerr)
		}
		out, err = trace.Race(context.Background(), e, c.N, c.Seed, rec)
	}
	if err != nil {
		out = map[string]string{"error": err.Error()}
	}
	done, jerr := json.Marshal(out)
	if jerr != nil {
		t.Fatal(jerr)
	}
	b := make([]byte, 4*len(rec.Records))
	for i, v := range rec.Records {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	}
	sum := sha256.Sum256(b)
	return wasmAnswer{hex.EncodeToString(sum[:]), string(done)}
}

// sameDone reports whether two answers' JSON agree but for elapsed_ns,
// the one field a run's time sets.
func sameDone(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return a == b
	}
	for _, v := range []any{x, y} {
		if m, ok := v.(map[string]any); ok {
			delete(m, "elapsed_ns")
		}
	}
	return reflect.DeepEqual(x, y)
}

// TestWasmBehaves runs the committed WebAssembly in Node.js, as the page's
// worker runs it, and holds every answer (the trace records and the final
// JSON) against the same call made natively on today's source: the page
// an installed binary serves races, replays and counts exactly as the
// command line does. It is the test of freshness: the WebAssembly is
// regenerated (go generate ./cmd/internal/classroom) when, and only when,
// what the page runs behaves differently, not whenever a byte of a linked
// package moves. Without Node.js it skips (fails under CI=true).
func TestWasmBehaves(t *testing.T) {
	if testing.Short() {
		t.Skip("running the WebAssembly in Node.js is not short")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("no node: .ci/run installs nodejs")
		}
		t.Skip("no node")
	}
	dir := t.TempDir()
	p := testPage(t)
	wasmPath := filepath.Join(dir, "nqueens.wasm")
	if err := os.WriteFile(wasmPath, p.files["nqueens.wasm"].plain, 0o600); err != nil {
		t.Fatal(err)
	}
	cases := wasmCases()
	js, _ := json.Marshal(cases)
	casesPath := filepath.Join(dir, "cases.json")
	if err := os.WriteFile(casesPath, js, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "testdata/wasm/behave.cjs", wasmPath, "web/wasm_exec.js", casesPath)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for i, c := range cases {
		var got wasmAnswer
		if err := dec.Decode(&got); err != nil {
			t.Fatalf("case %d %+v: %v (node printed %d bytes)", i, c, err, len(out))
		}
		want := native(t, c)
		if got.Records != want.Records || !sameDone(got.Done, want.Done) {
			t.Errorf("%+v: the embedded WebAssembly answers\n%s\nand the source\n%s\nregenerate it: go generate ./cmd/internal/classroom",
				c, abbrev(got.Done), abbrev(want.Done))
		}
	}
}

func abbrev(s string) string {
	if len(s) > 300 {
		return s[:300] + fmt.Sprintf("... (%d bytes)", len(s))
	}
	return s
}

// TestWasmExec: web/wasm_exec.js and its licence are the ones of the Go
// release that built the WebAssembly (the two go together). Another
// release cannot tell, so it skips.
func TestWasmExec(t *testing.T) {
	if v := runtime.Version(); v != wasmToolchain {
		t.Skipf("the WebAssembly was built by %s and this is %s", wasmToolchain, v)
	}
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Skip(err)
	}
	root := string(bytes.TrimSpace(out))
	for name, src := range map[string]string{
		"web/wasm_exec.js":         filepath.Join(root, "lib", "wasm", "wasm_exec.js"),
		"web/wasm_exec.js.LICENSE": filepath.Join(root, "LICENSE"),
	} {
		want, err := os.ReadFile(src)
		if err != nil {
			t.Skip(err)
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not %s's: regenerate with go generate ./cmd/internal/classroom", name, wasmToolchain)
		}
	}
}
