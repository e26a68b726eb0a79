package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/exact"
)

// count's help names every method, states memory, and names every n's
// default once.
func TestMethodHelp(t *testing.T) {
	names := methodNames()
	help := methodHelp(2)
	for _, m := range exact.Methods {
		if !strings.Contains(names, string(m.Method)) || !strings.Contains(help, "  "+string(m.Method)+" ") {
			t.Errorf("%s missing from %q or\n%s", m.Method, names, help)
		}
	}
	if !strings.HasSuffix(names, " or "+string(exact.Methods[len(exact.Methods)-1].Method)) {
		t.Errorf("methodNames() = %q", names)
	}
	if !strings.Contains(help, "memory on 2 workers") {
		t.Errorf("methodHelp(2) states no memory:\n%s", help)
	}
	// Every n from 1 to MaxN is named once, with its default.
	d := defaultMethods()
	if !strings.HasPrefix(d, string(exact.DefaultMethod(1))) || !strings.HasSuffix(d, fmt.Sprintf("..%d)", exact.MaxN)) && d != string(exact.DefaultMethod(1)) {
		t.Errorf("defaultMethods() = %q", d)
	}
}

// checkListed: the published number agrees, another is an error naming
// both, and beyond n = 27 there is nothing to agree with.
func TestCheckListed(t *testing.T) {
	for _, c := range []struct {
		n      int
		unique bool
		listed uint64
		want   string // the line, or a part of the error
		bad    bool
	}{
		{12, false, 14200, "n = 12: 14,200 solutions listed, each verified; OEIS A000170 agrees", false},
		{8, true, 12, "n = 8: 12 unique solutions listed, each verified; OEIS A002562 agrees", false},
		{1, false, 1, "n = 1: 1 solution listed, each verified; OEIS A000170 agrees", false},
		{3, false, 0, "n = 3: 0 solutions listed, each verified; OEIS A000170 agrees", false},
		{28, false, 5, "n = 28: 5 solutions listed, each verified", false},
		{8, false, 91, "n = 8: listed 91 solutions but OEIS A000170 says 92", true},
		{8, true, 92, "listed 92 unique solutions but OEIS A002562 says 12", true},
	} {
		line, err := checkListed(c.n, c.unique, c.listed)
		switch {
		case c.bad && (err == nil || !strings.Contains(err.Error(), c.want) || line != ""):
			t.Errorf("checkListed(%d, %v, %d) = %q, %v; want an error saying %q", c.n, c.unique, c.listed, line, err, c.want)
		case !c.bad && (err != nil || line != c.want):
			t.Errorf("checkListed(%d, %v, %d) = %q, %v; want %q", c.n, c.unique, c.listed, line, err, c.want)
		}
	}
}
