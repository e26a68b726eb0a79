package bddqueens

import (
	"context"
	"fmt"
	"testing"
)

func BenchmarkDirect(b *testing.B) {
	for _, n := range []int{8, 10, 12} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Direct(context.Background(), n, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
