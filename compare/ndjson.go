package compare

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/nqueens/nqueens/internal/jsonerr"
)

// outcomes are the status words a trial may have.
var outcomes = []Outcome{Solved, Unsolvable, TimeLimit, Canceled, Invalid, Failed, Skipped}

func outcomeList() string {
	words := make([]string, len(outcomes))
	for i, o := range outcomes {
		words[i] = string(o)
	}
	return strings.Join(words, ", ")
}

// WriteJSON writes one JSON object per trial, one per line (NDJSON), with
// the fields solver, n, seed, elapsed_ns, steps, restarts, status and, for
// a failure, detail (record trial of JSON.md).
func WriteJSON(w io.Writer, trials []Trial) error {
	enc := json.NewEncoder(w)
	for _, t := range trials {
		if err := enc.Encode(t); err != nil {
			return err
		}
	}
	return nil
}

// ReadJSON reads what [WriteJSON] wrote, and files of earlier versions
// (moves for steps, status words with spaces). A leading UTF-8 byte-order
// mark and blank lines are skipped; a
// line that is not a trial is an error naming its line number.
func ReadJSON(r io.Reader) ([]Trial, error) {
	var trials []Trial
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	for line := 1; sc.Scan(); line++ {
		b := sc.Bytes()
		if line == 1 {
			b = bytes.TrimPrefix(b, []byte("\ufeff")) // a Windows editor's byte-order mark
		}
		b = bytes.TrimSpace(b)
		if len(b) == 0 {
			continue
		}
		var rec struct {
			Trial
			Moves *int64 `json:"moves"` // before steps
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		err := dec.Decode(&rec)
		t := rec.Trial
		if rec.Moves != nil {
			t.Steps = *rec.Moves
		}
		if o, ok := legacyOutcomes[t.Outcome]; ok {
			t.Outcome = o
		}
		if err != nil {
			return trials, fmt.Errorf("compare: line %d is not a trial (a JSON object with solver, n and status): %s", line, jsonerr.Explain(err))
		}
		if dec.More() {
			return trials, fmt.Errorf("compare: line %d holds more than one JSON value; a trial is one object per line", line)
		}
		if t.Solver == "" || t.N < 1 || t.Outcome == "" {
			return trials, fmt.Errorf("compare: line %d is not a trial: it needs solver, n >= 1 and status", line)
		}
		if !slices.Contains(outcomes, t.Outcome) {
			return trials, fmt.Errorf("compare: line %d: status %q is not a trial's (%s)", line, t.Outcome, outcomeList())
		}
		trials = append(trials, t)
	}
	return trials, sc.Err()
}
