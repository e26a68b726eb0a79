package bddqueens

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
	"github.com/nqueens/nqueens/internal/golden"
)

// build builds q with every time set to fixed values, for golden files.
func build(t *testing.T, q Query) []Built {
	t.Helper()
	built, err := Build(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	for i := range built {
		built[i].Elapsed = time.Duration(i+1) * time.Millisecond
	}
	return built
}

// What bdd count prints, and its JSON record, for both constructions
// under constraints: the count is the published one restricted.
func TestCountReport(t *testing.T) {
	both, _ := LookupConstructions(Both)
	q := Query{N: 8, Place: []Square{{0, 0}}, Forbid: []Square{{2, 3}}, Constructions: both, Construction: Both}
	c, err := Count(q, build(t, q))
	if err != nil {
		t.Fatal(err)
	}
	c.Elapsed = 5 * time.Microsecond
	var b strings.Builder
	if err := c.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	r := c.Record(time.Second)
	r.StoreBytes = 1 // depends on the manager's growth, not on the answer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "count-8-both-constrained.golden", []byte(maskStore(b.String())))
}

// maskStore hides the diagram store's size in the text.
func maskStore(s string) string {
	i := strings.Index(s, "diagram store ")
	j := strings.Index(s[i:], "\n")
	return s[:i] + "diagram store <bytes>" + s[i+j:]
}

// What bdd squares prints: the total is the sum of any row's counts.
func TestSquaresReport(t *testing.T) {
	q := Query{N: 6, Constructions: Constructions[:1], Construction: "direct"}
	sq, err := CountSquares(q, build(t, q))
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range sq.Counts {
		sum := int64(0)
		for _, c := range row {
			sum += c.Int64()
		}
		if sum != sq.Total.Int64() || sum != 4 {
			t.Errorf("row %v sums to %d, total %v, want 4", row, sum, sq.Total)
		}
	}
	sq.Elapsed = 3 * time.Millisecond
	var b strings.Builder
	if err := sq.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	fmt.Fprintln(&b, sq.Title())
	r := sq.Record(0)
	r.Write(&b)
	golden.Check(t, "squares-6.golden", []byte(b.String()))
}

// TestSquaresPlaceText: with a constraint the text still fits a projector's
// 100 columns (its first line once ran to 101 at n = 8).
func TestSquaresPlaceText(t *testing.T) {
	q := Query{N: 8, Place: []Square{{Row: 0, Col: 0}}, Constructions: Constructions[:1]}
	sq, err := CountSquares(q, build(t, q))
	if err != nil {
		t.Fatal(err)
	}
	sq.Elapsed = 55300 * time.Nanosecond
	var b strings.Builder
	if err := sq.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(b.String(), "\n") {
		if n := utf8.RuneCountInString(line); n > 100 {
			t.Errorf("%d columns: %q", n, line)
		}
	}
	golden.Check(t, "squares-8-place.golden", []byte(b.String()))
}

// Build refuses constructions that disagree.
func TestBuildDisagree(t *testing.T) {
	wrong := Construction{Name: "wrong", Build: func(ctx context.Context, n int, maxBytes uint64) (*Diagram, error) {
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
	if h := ConstructionHelp(); strings.Count(h, "\n") != len(Constructions) || !strings.Contains(h, "  both ") {
		t.Errorf("ConstructionHelp:\n%s", h)
	}
}

// A stopped or refused build's record says the memory limit it kept
// within, and a refused one the estimate that passed it; TooLarge
// checks the estimate against MaxMemory from EstimateFrom on.
func TestStoppedRecords(t *testing.T) {
	q := Query{N: 20, Constructions: Constructions[:1], Construction: "direct", MaxMemory: 1 << 30}
	c, est, ok := q.TooLarge()
	if !ok || c.Name != "direct" || est != c.Memory(20) || est <= q.MaxMemory {
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
	q.N = EstimateFrom - 1
	if _, _, ok := q.TooLarge(); ok {
		t.Errorf("TooLarge below EstimateFrom")
	}
}
