package nqueens

import (
	"context"
	"encoding/json"
	"fmt"
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

func TestStopStatus(t *testing.T) {
	for err, want := range map[error]string{
		context.Canceled: "canceled",
		fmt.Errorf("x: %w", context.DeadlineExceeded): "limit_reached",
		fmt.Errorf("x: %w", context.Canceled):         "canceled",
		ErrBadSize:                                    "",
	} {
		st, ok := StopStatus(err)
		if got := map[bool]string{true: st.Word()}[ok]; got != want {
			t.Errorf("StopStatus(%v) = %q, want %q", err, got, want)
		}
	}
	if _, ok := StopStatus(nil); ok {
		t.Error("nil is a stop")
	}
}
