package cmdtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/nqueens/nqueens"
)

// Field is one key of a JSON record as JSON.md documents it.
type Field struct {
	Key, Type string
	Required  bool // "always" in the when column
}

// Schema is JSON.md read: record name -> its keys.
type Schema map[string][]Field

var (
	schemaOnce sync.Once
	schema     Schema
	schemaErr  error
)

// LoadSchema reads JSON.md from the module root (found from the working
// directory, which go test sets to the package's directory).
func LoadSchema(t testing.TB) Schema {
	t.Helper()
	schemaOnce.Do(func() {
		dir, err := os.Getwd()
		for err == nil {
			if _, serr := os.Stat(filepath.Join(dir, "go.mod")); serr == nil {
				break
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				err = fmt.Errorf("no go.mod above the working directory")
			}
			dir = parent
		}
		if err != nil {
			schemaErr = err
			return
		}
		var text []byte
		text, schemaErr = os.ReadFile(filepath.Join(dir, "JSON.md"))
		if schemaErr == nil {
			schema, schemaErr = ParseSchema(text)
		}
	})
	if schemaErr != nil {
		t.Fatalf("JSON.md: %v", schemaErr)
	}
	return schema
}

var (
	recordRE = regexp.MustCompile("^### `([a-z_]+)`")
	rowRE    = regexp.MustCompile(`^\|\s*([a-z_]+)\s*\|\s*([a-z_\[\]]+)\s*\|\s*(always|optional)\s*\|`)
)

// ParseSchema reads the record tables of JSON.md: a heading "### `name`"
// and a table whose rows are | key | type | always/optional | meaning |.
func ParseSchema(text []byte) (Schema, error) {
	s := Schema{}
	cur := ""
	for i, line := range strings.Split(string(text), "\n") {
		if m := recordRE.FindStringSubmatch(line); m != nil {
			cur = m[1]
			if _, dup := s[cur]; dup {
				return nil, fmt.Errorf("line %d: record %s documented twice", i+1, cur)
			}
			s[cur] = nil
			continue
		}
		if strings.HasPrefix(line, "## ") {
			cur = ""
		}
		m := rowRE.FindStringSubmatch(line)
		if cur == "" || m == nil || m[1] == "key" {
			continue
		}
		if !knownType(m[2]) {
			return nil, fmt.Errorf("line %d: key %s of %s: unknown type %q", i+1, m[1], cur, m[2])
		}
		s[cur] = append(s[cur], Field{Key: m[1], Type: m[2], Required: m[3] == "always"})
	}
	for name, fields := range s {
		if len(fields) == 0 {
			return nil, fmt.Errorf("record %s has no table of keys", name)
		}
	}
	return s, nil
}

func knownType(t string) bool {
	base := strings.TrimSuffix(strings.TrimSuffix(t, "[]"), "[]")
	return slices.Contains([]string{"string", "bool", "int", "uint", "number", "status", "trial_status", "object"}, base)
}

// Check decodes each non-empty line of data as one record of the named
// kind and reports every departure from the schema: a key not
// documented, a required key missing, a value of the wrong type or a
// status that is not one of the words.
func (s Schema) Check(record string, data []byte) error {
	fields, ok := s[record]
	if !ok {
		return fmt.Errorf("JSON.md documents no record %q", record)
	}
	lines := bytes.Split(bytes.TrimRight(data, "\n"), []byte("\n"))
	if len(data) == 0 {
		return fmt.Errorf("no %s record: the output is empty", record)
	}
	for i, line := range lines {
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.UseNumber()
		var obj map[string]any
		if err := dec.Decode(&obj); err != nil {
			return fmt.Errorf("line %d is not one JSON object: %v: %.200s", i+1, err, line)
		}
		if dec.More() {
			return fmt.Errorf("line %d holds more than one JSON value: %.200s", i+1, line)
		}
		var problems []string
		for _, f := range fields {
			v, ok := obj[f.Key]
			if !ok {
				if f.Required {
					problems = append(problems, "missing "+f.Key)
				}
				continue
			}
			if err := checkType(f.Type, v); err != nil {
				problems = append(problems, fmt.Sprintf("%s: %v", f.Key, err))
			}
		}
		for k := range obj {
			if !slices.ContainsFunc(fields, func(f Field) bool { return f.Key == k }) {
				problems = append(problems, "key "+k+" is not in JSON.md")
			}
		}
		if len(problems) > 0 {
			sort.Strings(problems)
			return fmt.Errorf("line %d, record %s: %s: %.300s", i+1, record, strings.Join(problems, "; "), line)
		}
	}
	return nil
}

var (
	statusWords = nqueensWords()
	trialWords  = append(slices.Clip(statusWords), "invalid", "error", "skipped")
)

// nqueensWords are nqueens.Status's words, where the vocabulary is written.
func nqueensWords() []string {
	var w []string
	for s := nqueens.Status(0); s.Word() != ""; s++ {
		w = append(w, s.Word())
	}
	return w
}

// checkType checks that v, decoded with UseNumber, has JSON.md's type t:
// string, bool, int, uint, number, status, trial_status, object, or any
// of them followed by [] for an array.
func checkType(t string, v any) error {
	if elem, ok := strings.CutSuffix(t, "[]"); ok {
		a, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%v is not an array", v)
		}
		for _, e := range a {
			if err := checkType(elem, e); err != nil {
				return err
			}
		}
		return nil
	}
	switch t {
	case "string":
		if _, ok := v.(string); !ok {
			return fmt.Errorf("%v is not a string", v)
		}
	case "bool":
		if _, ok := v.(bool); !ok {
			return fmt.Errorf("%v is not true or false", v)
		}
	case "int", "uint":
		return checkInteger(t == "uint", v)
	case "number":
		if _, ok := v.(json.Number); !ok {
			return fmt.Errorf("%v is not a number", v)
		}
	case "status":
		return checkWord(statusWords, v)
	case "trial_status":
		return checkWord(trialWords, v)
	case "object":
		if _, ok := v.(map[string]any); !ok {
			return fmt.Errorf("%v is not an object", v)
		}
	}
	return nil
}

// checkInteger checks that v is a JSON integer, not negative when
// unsigned.
func checkInteger(unsigned bool, v any) error {
	n, ok := v.(json.Number)
	if !ok || strings.ContainsAny(string(n), ".eE") {
		return fmt.Errorf("%v is not an integer", v)
	}
	if unsigned && strings.HasPrefix(string(n), "-") {
		return fmt.Errorf("%v is negative", v)
	}
	return nil
}

// checkWord checks that v is a string among words.
func checkWord(words []string, v any) error {
	if s, ok := v.(string); !ok || !slices.Contains(words, s) {
		return fmt.Errorf("%v is not one of %s", v, strings.Join(words, ", "))
	}
	return nil
}

// CheckJSON fails t unless every line of data is a record of the named
// kind as JSON.md documents it.
func CheckJSON(t testing.TB, record string, data []byte) {
	t.Helper()
	if err := LoadSchema(t).Check(record, data); err != nil {
		t.Error(err)
	}
}
