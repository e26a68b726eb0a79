package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
	"github.com/nqueens/nqueens/longrun"
)

// TestSchemaAndReadersAgree: for every record a command reads back, a
// record holding every key JSON.md documents for it (a real one, with the
// optional keys added) is accepted by the real reader. Issue 25, defect 8:
// JSON.md listed status in a shard result, and count merge refused a
// shard that had it ("unknown key status").
func TestSchemaAndReadersAgree(t *testing.T) {
	schema := cmdtest.LoadSchema(t)
	shard, errOut, code := runNQ(t, "", "count", "9", "--shard", "0/2")
	if code != 0 {
		t.Fatalf("count --shard: %s", errOut)
	}
	if _, err := longrun.ReadShardResult(full(t, schema, "shard", shard), "shard.json"); err != nil {
		t.Errorf("a shard result with every documented key: %v", err)
	}
	trials, errOut, code := runNQ(t, "", "compare", "--solvers", "qs1", "--n", "8", "--trials", "1", "--json", "-")
	if code != 0 {
		t.Fatalf("compare --json: %s", errOut)
	}
	if _, err := compare.ReadJSON(strings.NewReader(string(full(t, schema, "trial", trials)))); err != nil {
		t.Errorf("a trial with every documented key: %v", err)
	}
	// verify reads the placement records back (solution, listed,
	// completion): every documented key beside the placement is passed
	// over.
	for record, args := range map[string][]string{
		"solution":   {"solve", "--method", "qs1", "--format", "json", "8"},
		"listed":     {"count", "6", "--list", "--format", "json"},
		"completion": {"complete", "-", "--format", "json"},
	} {
		stdin := ""
		if record == "completion" {
			stdin = "n = 8\nnumdiags = 1\ndiags = [[4, 1]]\n"
		}
		out, errOut, code := runNQ(t, stdin, args...)
		if code != 0 {
			t.Fatalf("%v: %s", args, errOut)
		}
		first := strings.SplitAfter(out, "\n")[0]
		if _, errOut, code := runNQ(t, string(full(t, schema, record, first)), "verify", "-"); code != 0 {
			t.Errorf("verify of a %s record with every documented key: exit %d: %s", record, code, errOut)
		}
	}
}

// full returns the first line of a real record of kind record with every
// key JSON.md documents for it, the missing ones added with a value of
// their type; it checks the result against the schema.
func full(t *testing.T, schema cmdtest.Schema, record, line string) []byte {
	t.Helper()
	var obj map[string]any
	if err := json.Unmarshal([]byte(strings.SplitAfter(line, "\n")[0]), &obj); err != nil {
		t.Fatalf("%s: %v: %q", record, err, line)
	}
	fields, ok := schema[record]
	if !ok {
		t.Fatalf("JSON.md documents no record %q", record)
	}
	for _, f := range fields {
		if _, ok := obj[f.Key]; ok {
			continue
		}
		obj[f.Key] = map[string]any{
			"string": "x", "bool": false, "int": 1, "uint": 1, "number": 1.5,
			"int[]": []int{0, 1}, "uint[]": []int{1}, "int[][]": [][]int{{0, 0}}, "uint[][]": [][]int{{1}},
			"status": "solved", "trial_status": "solved", "object": map[string]any{},
		}[f.Type]
	}
	b, err := json.Marshal(obj)
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, '\n')
	cmdtest.CheckJSON(t, record, b)
	return b
}
