package render

import (
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
)

// BenchmarkFrame is the cost of one animation frame: what --animate adds
// to every step of a search (colored Unicode, the worst case).
func BenchmarkFrame(b *testing.B) {
	for _, n := range []int{8, 32, 64} {
		p := make(nqueens.Placement, n)
		for c := range p {
			p[c] = int32((3*c + 1) % n) // attacks on many lines
		}
		trace := make([]int64, TraceWidth)
		for i := range trace {
			trace[i] = int64(i % 9)
		}
		f := Frame{Title: "bench", Event: nqueens.Event{Kind: nqueens.Swap, Col: 0, Col2: n - 1, Placement: p}, Trace: trace}
		s := Style{Unicode: true, Color: true, Highlight: []int{0, n - 1}}
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := f.Render(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkDraw is the cost of drawing a board the largest size the
// commands draw.
func BenchmarkDraw(b *testing.B) {
	p := make(nqueens.Placement, DrawMax)
	for c := range p {
		p[c] = int32((3*c + 1) % DrawMax)
	}
	for _, s := range []Style{{}, {Unicode: true, Color: true}} {
		b.Run(fmt.Sprintf("n=%d/color=%v", DrawMax, s.Color), func(b *testing.B) {
			for b.Loop() {
				if _, err := Draw(p, s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
