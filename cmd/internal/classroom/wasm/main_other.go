//go:build !js

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "wasm: this is the classroom page's WebAssembly: build it with GOOS=js GOARCH=wasm, or run 'nqueens classroom'")
	os.Exit(2)
}
