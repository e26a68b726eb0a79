package cmdtest

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// records are the JSON records the commands write, each with a table in
// JSON.md; cmd/nqueens's TestRecordTypesDocumented ties its record types
// to these tables key by key.
var records = []string{
	"solution", "trial", "count", "estimate", "listed", "list_stopped", "shard", "merge",
	"bdd_count", "bdd_squares", "completion", "completion_count", "completion_estimate", "verify", "stopped", "recount",
}

// TestSchemaDocumentsEveryRecord: JSON.md has a table for each record and
// none besides: a record added on either side without the other fails.
func TestSchemaDocumentsEveryRecord(t *testing.T) {
	s := LoadSchema(t)
	for _, name := range records {
		if len(s[name]) == 0 {
			t.Errorf("JSON.md has no table for record %s", name)
		}
	}
	for name := range s {
		if !slices.Contains(records, name) {
			t.Errorf("JSON.md documents record %s, which this test's list lacks: add it (and a test of the command that writes it)", name)
		}
	}
}

func TestSchemaCheck(t *testing.T) {
	s := LoadSchema(t)
	good := `{"solver":"qs1","n":8,"seed":1,"status":"solved","verified":true,"elapsed_ns":5,"steps":3,"restarts":0,"evaluations":9,"placement":[3,1,6,2,5,7,4,0]}`
	stopped := `{"solver":"qs1","n":8,"seed":1,"status":"limit_reached","verified":false,"elapsed_ns":5,"steps":3,"restarts":0,"evaluations":9,"conflicts":2}`
	if err := s.Check("solution", []byte(good+"\n"+stopped+"\n")); err != nil {
		t.Errorf("valid records refused: %v", err)
	}
	for _, tc := range []struct{ name, line, want string }{
		{"unknown key", strings.Replace(good, `"steps"`, `"moves"`, 1), "key moves is not in JSON.md"},
		{"missing key", strings.Replace(good, `"verified":true,`, "", 1), "missing verified"},
		{"sentence status", strings.Replace(good, `"solved"`, `"no solution"`, 1), "is not one of"},
		{"float", strings.Replace(good, `"elapsed_ns":5`, `"elapsed_ns":5.5`, 1), "not an integer"},
		{"negative", strings.Replace(good, `"n":8`, `"n":-8`, 1), "negative"},
		{"placement of strings", strings.Replace(good, `[3,`, `["3",`, 1), "not an integer"},
		{"two objects", good + good, "more than one"},
		{"empty", "", "output is empty"},
	} {
		err := s.Check("solution", []byte(tc.line))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	if err := s.Check("trial", []byte(`{"solver":"x","n":8,"seed":1,"elapsed_ns":1,"steps":0,"restarts":0,"status":"invalid","detail":"no"}`)); err != nil {
		t.Errorf("compare's invalid refused: %v", err)
	}
	est := `{"n":18,"method":"fast","status":"solved","tasks_left":9,"workers":2,"cpu_seconds":2.5,"seconds":1.25,"samples":3}`
	if err := s.Check("estimate", []byte(est)); err != nil {
		t.Errorf("a fractional number refused: %v", err)
	}
	if err := s.Check("estimate", []byte(strings.Replace(est, `2.5`, `"2.5"`, 1))); err == nil || !strings.Contains(err.Error(), "not a number") {
		t.Errorf("a string taken for a number: %v", err)
	}
	if _, err := ParseSchema([]byte("### `r`\n\n| key | type | when | meaning |\n|--|--|--|--|\n| a | float | always | x |\n")); err == nil {
		t.Error("an unknown type was accepted")
	}
}

// TestStatusWordsDocumented: JSON.md's table of status words lists
// nqueens.Status's words, and only those (besides compare's invalid).
func TestStatusWordsDocumented(t *testing.T) {
	text, err := os.ReadFile("../../../JSON.md")
	if err != nil {
		t.Fatal(err)
	}
	var doc []string
	for _, m := range regexp.MustCompile(`(?m)^  \| ([a-z_]+) \| `).FindAllStringSubmatch(string(text), -1) {
		if m[1] != "word" && m[1] != "invalid" {
			doc = append(doc, m[1])
		}
	}
	if !slices.Equal(doc, statusWords) {
		t.Errorf("JSON.md lists %v, nqueens.Status has %v", doc, statusWords)
	}
}
