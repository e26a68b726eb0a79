package bddqueens

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
)

// Build benchmarks: go test -run X -bench . -count 5 ./bddqueens (n = 13
// and the textbook construction at 12 only without -short).
func benchmarkBuild(b *testing.B, build func(context.Context, int, uint64, *Progress) (*Diagram, error), ns ...int) {
	for _, n := range ns {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := build(context.Background(), n, 0, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkDirect(b *testing.B) {
	ns := []int{8, 10, 12, 13}
	if testing.Short() {
		ns = ns[:3]
	}
	benchmarkBuild(b, direct, ns...)
}

func BenchmarkClassic(b *testing.B) { benchmarkBuild(b, classic, 8, 10, 12) }

func BenchmarkTextbook(b *testing.B) {
	ns := []int{8, 10, 12}
	if testing.Short() {
		ns = ns[:2]
	}
	benchmarkBuild(b, textbook, ns...)
}

// Queries on a diagram built once, outside the timed loop.
func BenchmarkQueries(b *testing.B) {
	for _, n := range []int{10, 12} {
		d, err := Direct(context.Background(), n, 0)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("op=count/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := d.Count(); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("op=squares/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := d.SquareCounts(); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("op=list/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if err := d.List(context.Background(), func(nqueens.Placement) bool { return true }); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
