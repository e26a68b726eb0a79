package bddqueens

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
)

// Build refuses constructions that disagree.
func TestBuildDisagree(t *testing.T) {
	wrong := Construction{Name: "wrong", Build: func(ctx context.Context, n int, maxBytes uint64, _ *Progress) (*Diagram, error) {
		return Direct(ctx, n-1, maxBytes)
	}}
	_, err := Build(context.Background(), Query{N: 8, Constructions: []Construction{Constructions[0], wrong}})
	if err == nil || !strings.Contains(err.Error(), "the direct diagram has") || !strings.Contains(err.Error(), "they should be identical") {
		t.Errorf("Build of disagreeing constructions: %v", err)
	}
}

func TestStopStatus(t *testing.T) {
	for err, want := range map[error]string{
		fmt.Errorf("x: %w", bdd.ErrMemoryLimit): "limit_reached",
		context.Canceled:                        "canceled",
		context.DeadlineExceeded:                "canceled",
		fmt.Errorf("other"):                     "",
	} {
		st, ok := StopStatus(err)
		if got := map[bool]string{true: st.Word()}[ok]; got != want {
			t.Errorf("StopStatus(%v) = %q, want %q", err, got, want)
		}
	}
}

// A stopped or refused build's record says the memory limit it kept
// within, and a refused one the estimate that passed it; TooLarge
// checks the estimate against MaxMemory from estimateFrom on.
func TestStoppedRecords(t *testing.T) {
	q := Query{N: 20, Constructions: Constructions[:1], Construction: "direct", MaxMemory: 1 << 30}
	c, est, ok := q.TooLarge()
	if !ok || c.Name != "direct" || est != c.memory(20) || est <= q.MaxMemory {
		t.Fatalf("TooLarge: %v %d %v, want direct over 1 GiB", c.Name, est, ok)
	}
	r := q.Refused(est)
	if r.Status != nqueens.LimitReached || r.EstimateBytes != est || r.MaxMemoryBytes != 1<<30 || r.ElapsedNS != 0 || r.Construction != "direct" {
		t.Errorf("Refused: %+v", r)
	}
	if r := q.Record(nqueens.Canceled, time.Second); r.MaxMemoryBytes != 0 || r.EstimateBytes != 0 || r.ElapsedNS != 1e9 {
		t.Errorf("canceled record %+v: want no memory fields", r)
	}
	if r := q.Record(nqueens.LimitReached, time.Second); r.MaxMemoryBytes != 1<<30 {
		t.Errorf("limit record %+v: want max_memory_bytes", r)
	}
	q.N = estimateFrom - 1
	if _, _, ok := q.TooLarge(); ok {
		t.Errorf("TooLarge below estimateFrom")
	}
}
