package render

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/testkit/golden"
)

func TestFrameGolden(t *testing.T) {
	p := nqueens.Placement{0, 2, 2, 5, 3, 7, 1, 6}
	trace := []int64{9, 7, 6, 6, 5, Gap, 11, 8, 4, 3}
	frames := []struct {
		name  string
		frame Frame
	}{
		{"frame-start", Frame{Title: "fullboard: n = 8, seed 1", Measure: "attacking pairs", StepName: "moves",
			Event: nqueens.Event{Kind: nqueens.Start, Heuristic: 9, Placement: p}, Trace: trace[:1], Hint: "q: stop"}},
		{"frame-move", Frame{Title: "fullboard: n = 8, seed 1", Measure: "attacking pairs", StepName: "moves",
			Event: nqueens.Event{Kind: nqueens.Move, Step: 4, Restarts: 1, Col: 6, From: 4, To: 1, Heuristic: 3, Placement: p}, Trace: trace, Hint: "q: stop"}},
		{"frame-swap", Frame{Title: "qs1: n = 8, seed 3", Measure: "collisions", StepName: "swaps",
			Event: nqueens.Event{Kind: nqueens.Swap, Step: 2, Col: 1, Col2: 4, Heuristic: 3, Placement: p}, Trace: trace}},
		{"frame-restart", Frame{Title: "fullboard: n = 8, seed 1", Measure: "attacking pairs", StepName: "moves",
			Event: nqueens.Event{Kind: nqueens.Restart, Step: 4, Restarts: 1, Heuristic: 3, Placement: p}, Trace: trace}},
		{"frame-place", Frame{Title: "count: n = 6, backtracking", Measure: "queens", StepName: "nodes", NoRestarts: true, Extra: "solutions 1",
			Event: nqueens.Event{Kind: nqueens.Move, Step: 31, Col: 2, From: nqueens.Empty, To: 4, Heuristic: 3, Placement: nqueens.Placement{1, 3, 4, nqueens.Empty, nqueens.Empty, nqueens.Empty}}, Trace: []int64{1, 2, 3, 2, 1, 2, 3}}},
		{"frame-note", Frame{Title: "count: n = 6, backtracking", Measure: "queens", StepName: "nodes", NoRestarts: true, Note: "solution 1: b1 d2 f3 a4 c5 e6",
			Event: nqueens.Event{Kind: nqueens.Move, Step: 31, Col: 5, From: nqueens.Empty, To: 4, Heuristic: 6, Placement: nqueens.Placement{1, 3, 5, 0, 2, 4}}}},
		{"frame-done", Frame{Title: "qs1: n = 8, seed 1", Measure: "collisions", StepName: "swaps",
			Event: nqueens.Event{Kind: nqueens.Done, Step: 5, Placement: solution8}, Trace: []int64{4, 2, 1, 0}}},
	}
	for _, f := range frames {
		for _, st := range styles {
			got, err := f.frame.Render(st.style)
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, f.name+"."+st.name, []byte(got))
		}
	}
}

func TestFrameSidewaysSwap(t *testing.T) {
	p := nqueens.Placement{0, 2, 2, 5, 3, 7, 1, 6}
	for _, c := range []struct {
		trace []int64
		want  string
	}{{[]int64{4, 3}, "swap: b4 and e3 -> b3 and e4\n"}, {[]int64{3, 3}, "swap: b4 and e3 -> b3 and e4, collisions unchanged (a sideways swap)\n"}, {[]int64{Gap, 3}, "e4\n"}} {
		out, err := Frame{Measure: "collisions", Trace: c.trace, Event: nqueens.Event{Kind: nqueens.Swap, Col: 1, Col2: 4, Heuristic: 3, Placement: p}}.Render(Style{})
		if err != nil || !strings.Contains(out, c.want) {
			t.Errorf("trace %v: frame lacks %q (err %v):\n%s", c.trace, c.want, err, out)
		}
	}
}

func TestFrameDescribesEvents(t *testing.T) {
	p := nqueens.Placement{0, 2, 2, 5, 3, 7, 1, 6}
	want := map[nqueens.EventKind]string{
		nqueens.Start:   "start: a random board with 9 collisions",
		nqueens.Move:    "move: g5 -> g2",
		nqueens.Swap:    "swap: b4 and e3 -> b3 and e4",
		nqueens.Restart: "RESTART 1: stuck at 9 collisions; starting again",
		nqueens.Done:    "done: stopped with 9 collisions left",
	}
	one, err := Frame{Measure: "attacking pairs", Event: nqueens.Event{Kind: nqueens.Restart, Heuristic: 1, Placement: p}}.Render(Style{})
	if err != nil || !strings.Contains(one, "stuck at 1 attacking pair;") {
		t.Errorf("one pair is not singular (err %v):\n%s", err, one)
	}
	for _, c := range []struct {
		from, to int32
		want     string
		p        nqueens.Placement
	}{{nqueens.Empty, 2, "place b3\n", nqueens.Placement{0, 2, nqueens.Empty, nqueens.Empty}}, {2, nqueens.Empty, "take back b3", nqueens.Placement{0, nqueens.Empty, nqueens.Empty, nqueens.Empty}},
		{nqueens.Empty, 1, "place b2 (attacked)", nqueens.Placement{0, 1, nqueens.Empty, nqueens.Empty}}} {
		e := nqueens.Event{Kind: nqueens.Move, Col: 1, From: c.from, To: c.to, Placement: c.p}
		out, err := Frame{Event: e}.Render(Style{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, c.want) {
			t.Errorf("frame lacks %q:\n%s", c.want, out)
		}
	}
	for kind, text := range want {
		e := nqueens.Event{Kind: kind, Col: 6, Col2: 4, From: 4, To: 1, Heuristic: 9, Placement: p}
		if kind == nqueens.Swap {
			e.Col = 1
		}
		if kind == nqueens.Restart {
			e.Restarts = 1
		}
		out, err := Frame{Measure: "collisions", Event: e}.Render(Style{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, text) {
			t.Errorf("%v frame lacks %q:\n%s", kind, text, out)
		}
	}
}

func TestFrameEmptyStart(t *testing.T) {
	out, err := Frame{Event: nqueens.Event{Kind: nqueens.Start, Placement: nqueens.Placement{nqueens.Empty, nqueens.Empty}}}.Render(Style{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "start: an empty board") {
		t.Errorf("empty start described as\n%s", out)
	}
}

func TestSquares(t *testing.T) {
	if got := Squares(nqueens.Placement{1, 3, 0, 2}); got != "a2 b4 c1 d3" {
		t.Errorf("Squares = %q", got)
	}
	if got := Squares(nil); got != "" {
		t.Errorf("Squares(nil) = %q", got)
	}
}

func TestSquareName(t *testing.T) {
	if got := squareName(8, 2, 4); got != "c5" {
		t.Errorf("squareName(8, 2, 4) = %q", got)
	}
	if got := squareName(30, 26, 0); got != "(27,1)" {
		t.Errorf("squareName(30, 26, 0) = %q", got)
	}
}
