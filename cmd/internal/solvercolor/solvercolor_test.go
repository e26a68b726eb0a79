package solvercolor

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestPageAgrees: the classroom page's SERIES lists the colours of
// palette, in the same order, so that each solver has one colour on the
// page and on the chart.
func TestPageAgrees(t *testing.T) {
	js, err := os.ReadFile("../classroom/web/classroom.js")
	if err != nil {
		t.Fatal(err)
	}
	series := regexp.MustCompile(`(?s)\nconst SERIES = \[\n(.*?)\n\];`).FindSubmatch(js)
	if series == nil {
		t.Fatal("classroom.js has no const SERIES = [...]; the test reads nothing")
	}
	var page []string
	for _, m := range regexp.MustCompile(`color: "(#[0-9A-Fa-f]{6})"`).FindAllSubmatch(series[1], -1) {
		page = append(page, strings.ToUpper(string(m[1])))
	}
	var ours []string
	for _, c := range palette {
		ours = append(ours, fmt.Sprintf("#%02X%02X%02X", c.R, c.G, c.B))
	}
	if strings.Join(page, " ") != strings.Join(ours, " ") {
		t.Errorf("the page's SERIES colours are\n%v\nthe chart's (solvercolor.palette)\n%v", page, ours)
	}
}

func TestOf(t *testing.T) {
	names := []string{"fullboard", "linearboard", "qs1-classic", "qs1", "backtrack", "minconflicts", "formula"}
	for _, tc := range []struct {
		name string
		want int
	}{
		{"fullboard", 0}, {"qs1", 3}, {"formula", 6}, {"newcomer", 0}, // len(names) = 7, the first again
	} {
		if got := Of(tc.name, names); got != palette[tc.want] {
			t.Errorf("Of(%s) = %v, want palette[%d] %v", tc.name, got, tc.want, palette[tc.want])
		}
	}
	if Of("x", names[:3]) != palette[3] || at(-1) != palette[0] || at(8) != palette[1] {
		t.Error("the places past the list or below it")
	}
}
