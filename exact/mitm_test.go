package exact

import (
	"context"
	"fmt"
	"testing"
)

// TestMITMAgainstOEIS checks the meet-in-the-middle counts against the
// published totals and unique counts.
func TestMITMAgainstOEIS(t *testing.T) {
	for n := 1; n <= 14; n++ {
		c, err := Count(context.Background(), n, Options{Method: MITM})
		if err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
		total, unique, _ := Published(n)
		if c.Total != total || c.Unique != unique {
			t.Errorf("n = %d: mitm counts %d total, %d unique; published %d, %d", n, c.Total, c.Unique, total, unique)
		}
	}
}

func BenchmarkMITM(b *testing.B) {
	for _, n := range []int{12, 14, 16} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Count(context.Background(), n, Options{Method: MITM, Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
