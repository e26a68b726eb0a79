package nqueens

import (
	"encoding/json"
	"testing"
)

func TestStatusWords(t *testing.T) {
	for s, want := range map[Status]string{Solved: "solved", NoSolution: "no_solution", LimitReached: "limit_reached", Canceled: "canceled"} {
		if got := s.Word(); got != want {
			t.Errorf("%v.Word() = %q, want %q", s, got, want)
		}
		b, err := json.Marshal(struct{ S Status }{s})
		if err != nil || string(b) != `{"S":"`+want+`"}` {
			t.Errorf("json of %v: %s %v", s, b, err)
		}
		var back struct{ S Status }
		back.S = -1
		if err := json.Unmarshal(b, &back); err != nil || back.S != s {
			t.Errorf("read back %s: %v %v", b, back.S, err)
		}
	}
	if Status(9).Word() != "" {
		t.Error("an unknown status has a word")
	}
	if _, err := json.Marshal(Status(9)); err == nil {
		t.Error("an unknown status marshals")
	}
	var s Status
	if err := s.UnmarshalText([]byte("no solution")); err == nil {
		t.Error(`"no solution" (the sentence form) read as a status word`)
	}
}
