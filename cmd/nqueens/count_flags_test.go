package main

import (
	"errors"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/cli"
)

func TestRangeArgs(t *testing.T) {
	for _, c := range []struct {
		args     []string
		from, to int
		msg      string // "" when accepted
	}{
		{[]string{"8"}, 8, 8, ""},
		{[]string{"8", "14"}, 8, 14, ""},
		{[]string{"8..14"}, 8, 14, ""},
		{[]string{"1e1"}, 10, 10, ""},
		{nil, 0, 0, "missing board size n: try 'nqueens count 8'"},
		{[]string{"14", "8"}, 0, 0, "runs backwards: give the smaller n first, as in 'nqueens count 8 14'"},
		{[]string{"10..8"}, 0, 0, "runs backwards"},
		{[]string{"8", "9", "10"}, 0, 0, "3 arguments"},
		{[]string{"0"}, 0, 0, "at least 1"},
		{[]string{"8..33"}, 0, 0, "at most 32"},
		{[]string{"8..10+2"}, 0, 0, "count takes one range"},
		{[]string{"8..10", "12"}, 0, 0, "give it as FROM..TO or FROM TO"},
		{[]string{"8,9..10"}, 0, 0, "give it as FROM..TO or FROM TO"},
	} {
		from, to, err := rangeArgs("count", c.args, 32)
		var u *cli.UsageError
		switch {
		case c.msg == "" && (err != nil || from != c.from || to != c.to):
			t.Errorf("%q: %d, %d, %v; want %d..%d", c.args, from, to, err, c.from, c.to)
		case c.msg != "" && (!errors.As(err, &u) || !strings.Contains(err.Error(), c.msg)):
			t.Errorf("%q: error %v; want a usage error saying %q", c.args, err, c.msg)
		}
	}
}

func FuzzRangeArgs(f *testing.F) {
	for _, s := range []string{"8", "8..14", "14..8", "8..10+2", "1e1..2e1", ",", ".."} {
		f.Add(s, "")
		f.Add(s, "20")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		args := []string{a}
		if b != "" {
			args = append(args, b)
		}
		from, to, err := rangeArgs("count", args, 32)
		var u *cli.UsageError
		if err != nil && !errors.As(err, &u) {
			t.Fatalf("%q: %v is not a usage error", args, err)
		}
		if err == nil && (from < 1 || to > 32 || from > to) {
			t.Fatalf("%q: %d..%d", args, from, to)
		}
	})
}
