package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestByteOrderMarkSkipped: a file a Windows editor saved starts with a
// UTF-8 byte-order mark; every reader skips it (issue 25, defect 9: verify
// and show said `"\ufeff2" at byte 1 is not a row number`, merge "it
// starts with 'ï'").
func TestByteOrderMarkSkipped(t *testing.T) {
	const bom = "\ufeff"
	dir := t.TempDir()
	withBOM := func(name, text string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(bom+text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	board, _, code := runNQ(t, "", "solve", "--method", "qs1", "--format", "board", "--color", "never", "8")
	if code != 0 {
		t.Fatal("solve failed")
	}
	placements := map[string]string{
		"perm":  "0 4 7 5 2 6 1 3\n",
		"json":  `{"n":8,"placement":[0,4,7,5,2,6,1,3]}` + "\n",
		"board": board,
	}
	for format, text := range placements {
		p := withBOM(format+".txt", text)
		for _, cmd := range []string{"verify", "show"} {
			if _, errOut, code := runNQ(t, "", cmd, p); code != 0 {
				t.Errorf("%s of %s with a BOM: exit %d: %s", cmd, format, code, errOut)
			}
			if _, errOut, code := runNQ(t, bom+text, cmd, "-"); code != 0 {
				t.Errorf("%s of %s with a BOM on stdin: exit %d: %s", cmd, format, code, errOut)
			}
		}
	}

	var shards []string
	for k := range 2 {
		out, errOut, code := runNQ(t, "", "count", "8", "--shard", string(rune('0'+k))+"/2")
		if code != 0 {
			t.Fatalf("shard %d: %s", k, errOut)
		}
		shards = append(shards, withBOM("shard"+string(rune('0'+k))+".json", out))
	}
	if out, errOut, code := runNQ(t, "", append([]string{"count", "merge"}, shards...)...); code != 0 || !strings.Contains(out, "total 92") {
		t.Errorf("merge of shards with a BOM: exit %d: %s%s", code, out, errOut)
	}

	trials, errOut, code := runNQ(t, "", "compare", "--solvers", "qs1", "--n", "8", "--trials", "2", "--json", "-")
	if code != 0 {
		t.Fatalf("compare: %s", errOut)
	}
	if out, errOut, code := runNQ(t, "", "compare", "--from", withBOM("runs.ndjson", trials), "--color", "never"); code != 0 || !strings.Contains(out, "qs1") {
		t.Errorf("compare --from a file with a BOM: exit %d: %s%s", code, out, errOut)
	}

	// A completion instance (nqueens complete).
	instance := "n = 8\nnumdiags = 1\ndiags = [[4, 1]]\n"
	if out, errOut, code := runNQ(t, "", "complete", withBOM("inst.param", instance), "--format", "perm"); code != 0 {
		t.Errorf("complete of an instance with a BOM: exit %d: %s%s", code, out, errOut)
	}

	// Only a leading mark: one inside is still refused.
	if _, _, code := runNQ(t, "", "verify", withBOM("twice.txt", bom+"0 4 7 5 2 6 1 3\n")); code == 0 {
		t.Error("verify accepted a second byte-order mark")
	}
}
