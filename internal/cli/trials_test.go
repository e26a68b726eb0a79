package cli

import (
	"bytes"
	"testing"
)

// TestTrialBarOnlyOnATerminal: nothing is drawn into a buffer, and the nil
// bar a non-terminal gets takes every call.
func TestTrialBarOnlyOnATerminal(t *testing.T) {
	var b bytes.Buffer
	bar := NewTrialBar(&b, nil, 3)
	if bar != nil {
		t.Fatal("a bar for a buffer")
	}
	bar.Done("qs1 n=8 seed 1: solved")
	bar.Clear()
	if b.Len() != 0 {
		t.Fatalf("wrote %q", b.String())
	}
}
