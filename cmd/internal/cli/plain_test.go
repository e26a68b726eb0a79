package cli

import "testing"

func TestPlain(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"refusing checkpoint c.json: exact: unusable checkpoint: it is not a checkpoint", "refusing checkpoint c.json: unusable checkpoint: it is not a checkpoint"},
		{"exact: the shard results do not form one complete split", "the shard results do not form one complete split"},
		{"longrun: unusable checkpoint: it is damaged", "unusable checkpoint: it is damaged"},
		{"--from g.json: compare: line 1: invalid character 'g' looking for beginning of value", "--from g.json: line 1: not JSON (it starts with 'g')"},
		{"line 2: invalid character '}' after object key", "line 2: malformed JSON (unexpected '}')"},
		{"x.json: unexpected end of JSON input", "x.json: the JSON ends early"},
		{`line 1: json: cannot unmarshal string into Go struct field Trial.n of type int`, `line 1: "n" has the wrong type (string)`},
		{`line 1: json: unknown field "moves2"`, `line 1: unknown key "moves2"`},
		{"n = 12: context canceled", "n = 12: interrupted"},
		{"reading x: unexpected EOF", "reading x: the input ends early"},
		{"reading x: EOF", "reading x: the input ends early"},
		{"reading /tmp: read /tmp: is a directory", "reading /tmp: is a directory"},
		{"open /nonexist: no such file or directory", "/nonexist: no such file or directory"},
		{"n = 8: 92 solutions, nqueens compare: a fine message", "n = 8: 92 solutions, nqueens compare: a fine message"},
		{"--time-limit 5s: give 0", "--time-limit 5s: give 0"},
		{"cannot read q.txt: no such file or directory", "cannot read q.txt: no such file or directory"},
	} {
		if got := plain(tc.in); got != tc.want {
			t.Errorf("plain(%q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
}
