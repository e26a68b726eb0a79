package render

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
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
		{"frame-done", Frame{Title: "qs1: n = 8, seed 1", Measure: "collisions", StepName: "swaps",
			Event: nqueens.Event{Kind: nqueens.Done, Step: 5, Placement: solution8}, Trace: []int64{4, 2, 1, 0}}},
	}
	for _, f := range frames {
		for _, st := range styles {
			got, err := f.frame.Render(st.style)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, f.name+"."+st.name, got)
		}
	}
}

func TestFrameDescribesEvents(t *testing.T) {
	p := nqueens.Placement{0, 2, 2, 5, 3, 7, 1, 6}
	want := map[nqueens.EventKind]string{
		nqueens.Start:   "start: a random board with 9 collisions",
		nqueens.Move:    "move: g5 -> g2",
		nqueens.Swap:    "swap: b4 and e3 -> b3 and e4",
		nqueens.Restart: "RESTART 1: no step lowers the 9 collisions",
		nqueens.Done:    "done: stopped with 9 collisions left",
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

func TestSquare(t *testing.T) {
	if got := Square(8, 2, 4); got != "c5" {
		t.Errorf("Square(8, 2, 4) = %q", got)
	}
	if got := Square(30, 26, 0); got != "(27,1)" {
		t.Errorf("Square(30, 26, 0) = %q", got)
	}
}
