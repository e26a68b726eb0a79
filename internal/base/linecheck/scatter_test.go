package linecheck

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestScatterKernels: the scatter's kernel (assembly on amd64) and its Go
// twin write the same entries and leave the same buffers, positions and
// answer, on families of random lines with and without a line outside
// the family, and refuse to write past the end of entries.
func TestScatterKernels(t *testing.T) {
	g := rand.New(rand.NewPCG(3, 4))
	for round := range 200 {
		shift := uint(4 + g.IntN(6))
		nb := uint32(1 + g.IntN(chunkBuckets))
		size := int(nb) << shift
		rows := make([]int32, 1+g.IntN(5000))
		for i := range rows {
			rows[i] = int32(g.IntN(size))
		}
		if round%4 == 3 {
			rows[g.IntN(len(rows))] = int32(size + g.IntN(100)) // outside the family
		}
		room := len(rows) + int(nb)*chunkLine
		if round%5 == 4 {
			room = g.IntN(room) // too little
		}
		var ref [2]struct {
			entries []uint32
			b       *scatterBuffer
			ok      bool
		}
		for v, kernel := range []func([]int32, []uint32, *scatterBuffer) bool{scatterKernel, scatterGo} {
			b := &scatterBuffer{shift: shift, nb: nb}
			for q := range nb {
				b.pos[q] = int32(q) * chunkLine * int32(1+len(rows)/chunkLine/int(nb))
			}
			entries := alignedLines(make([]uint32, room+chunkLine))[:room]
			ref[v].ok = kernel(rows, entries, b)
			ref[v].entries, ref[v].b = entries, b
		}
		if ref[0].ok != ref[1].ok {
			t.Fatalf("round %d: kernel %v, Go %v", round, ref[0].ok, ref[1].ok)
		}
		if !ref[0].ok {
			continue // what was written before the stop may differ
		}
		if !slices.Equal(ref[0].entries, ref[1].entries) || ref[0].b.fill != ref[1].b.fill || ref[0].b.pos != ref[1].b.pos || ref[0].b.wc != ref[1].b.wc {
			t.Fatalf("round %d: the kernels wrote different entries or buffers", round)
		}
	}
}
