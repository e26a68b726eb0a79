package exact

import (
	"slices"
	"testing"
)

// TestOrbit: the canonical test against all 8 images built naively.
func TestOrbit(t *testing.T) {
	p := []int{0, 4, 7, 5, 2, 6, 1, 3} // a solution for 8 without symmetry
	n := len(p)
	q := make([]int, n)
	var images [][]int
	for g := range 8 {
		img := make([]int, n)
		for c, r := range p {
			x, y := c, r
			m := n - 1
			switch g { // the same 8 maps written as moves of squares
			case 1:
				x = m - c
			case 2:
				y = m - r
			case 3:
				x, y = m-c, m-r
			case 4:
				x, y = r, c
			case 5:
				x, y = m-r, m-c
			case 6:
				x, y = m-r, c
			case 7:
				x, y = r, m-c
			}
			img[x] = y
		}
		images = append(images, img)
	}
	for g, img := range images {
		for i := range q {
			q[i] = 0
		}
		for c, r := range p {
			q[r] = c
		}
		found := false
		for h := range 8 {
			got := make([]int, n)
			for c := range n {
				got[c] = image(h, p, q, c)
			}
			found = found || slices.Equal(got, img)
		}
		if !found {
			t.Errorf("image %d %v is not produced by image()", g, img)
		}
	}
	minimal := slices.MinFunc(images, slices.Compare)
	canon, size := orbit(minimal, q)
	if !canon || size != 8 {
		t.Errorf("orbit(%v) = %v, %d; want canonical, 8", minimal, canon, size)
	}
	if canon, _ := orbit(slices.MaxFunc(images, slices.Compare), q); canon {
		t.Error("the largest image is canonical")
	}
	// This one for 8 is symmetric under the half turn: an orbit of 4.
	if canon, size := orbit([]int{2, 4, 1, 7, 0, 6, 3, 5}, q); !canon || size != 4 {
		t.Errorf("orbit of the symmetric 8: %v, %d; want canonical, 4", canon, size)
	}
	// The one solution for n = 6 up to symmetry has an orbit of 4.
	if canon, size := orbit([]int{1, 3, 5, 0, 2, 4}, make([]int, 6)); !canon || size != 4 {
		t.Errorf("n=6: %v, %d; want canonical, 4", canon, size)
	}
}
