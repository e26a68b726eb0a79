package jsonerr

import (
	"encoding/json"
	"strings"
	"testing"
)

type trial struct {
	Solver string `json:"solver"`
	N      int    `json:"n"`
	Seed   uint64 `json:"seed"`
}

func TestExplain(t *testing.T) {
	for in, want := range map[string]string{
		`12`:                 "a JSON object was expected, not a number",
		`[1, 2]`:             "a JSON object was expected, not an array",
		`{"n": "8"}`:         `"n" should be a whole number, not a string`,
		`{"seed": -1}`:       `"seed" should be a whole number from 0, not the number -1`,
		`{"solver": 3}`:      `"solver" should be a string, not a number`,
		`{"n": 8, "foo": 1}`: `unknown key "foo"`,
		`{"n": 8`:            "the JSON ends early",
		`{"n": x}`:           "malformed JSON at byte 7 (unexpected 'x')",
	} {
		var tr struct {
			trial
		}
		dec := json.NewDecoder(strings.NewReader(in))
		dec.DisallowUnknownFields()
		err := dec.Decode(&tr)
		if err == nil {
			t.Fatalf("%s: no error", in)
		}
		if got := Explain(err); got != want {
			t.Errorf("%s: %q, want %q (from %v)", in, got, want, err)
		}
		if strings.Contains(Explain(err), "jsonerr.") || strings.Contains(Explain(err), "struct") {
			t.Errorf("%s: a Go type in %q", in, Explain(err))
		}
	}
}
