package longrun_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/longrun"
)

// TestFormatVersion2Files: shard results and checkpoints written by the
// program of format version 2 (before this package existed) (testdata/v2:
// `nqueens count 10 --shard 1/3 -o`, count 1 --shard 0/1; checkpoints of
// count 12 --method fast and complete diag-16-4-500.param --diagonals 10
// --count, each stopped after its first tasks) are still read, are of the
// plans this program makes, and resume to the published counts. A change
// to the format, a plan's split or its checksum fails here: bump
// FormatVersion and say what older files get (mitm's plans of even n
// changed: TestFormatVersion2EvenMITM).
func TestFormatVersion2Files(t *testing.T) {
	for _, tc := range []struct {
		file   string
		method string
		n      int
		k, m   int
	}{{"fast10-1of3.json", "fast", 10, 1, 3}, {"fast1.json", "fast", 1, 0, 1}} {
		data, err := os.ReadFile(filepath.Join("testdata/v2", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		r, err := longrun.ReadShardResult(data, tc.file)
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		j, err := jobOf(tc.method, tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if r.Method != tc.method || r.N != tc.n || r.Shard != tc.k || r.Shards != tc.m || r.Plan != j.PlanID() {
			t.Errorf("%s: %s n = %d, shard %d/%d, plan %s; this program's plan %s", tc.file, r.Method, r.N, r.Shard, r.Shards, r.Plan, j.PlanID())
		}
		// The result merges with this program's count of the other shards.
		results, names := []longrun.ShardResult{r}, []string{tc.file}
		for k := range tc.m {
			if k != tc.k {
				results, names = append(results, countShard(t, j, k, tc.m)), append(names, "new")
			}
		}
		if rec, err := longrun.Merge(results, names, jobOf); err != nil || rec.Total != reference(t)[tc.n][0] {
			t.Errorf("%s merged: %+v, %v", tc.file, rec, err)
		}
	}
	for _, tc := range []struct {
		file   string
		method string
		n      int
		total  uint64
	}{{"fast12.ckpt", "fast", 12, 14200}} {
		j, err := jobOf(tc.method, tc.n)
		if err != nil {
			t.Fatal(err)
		}
		resume(t, j, tc.file, tc.total)
	}
	f, err := os.Open("testdata/v2/diag-16-4-500.param")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in, _, err := complete.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := complete.NewPlan(in.WithDiagonals(10))
	if err != nil {
		t.Fatal(err)
	}
	resume(t, &longrun.Job{Method: "complete", N: 16, Plan: plan}, "complete16.ckpt", 134)
}

// TestFormatVersion2EvenMITM: mitm's files of even n written before its
// pieces were weighted by the long diagonals (testdata/v2: count 14
// --shard 0/4, and the checkpoint of count 14 --method mitm) are read,
// but their plan is not this program's: merge refuses the result with
// the others (use one version for every shard), and a resume the
// checkpoint (finish it with the version that started it).
func TestFormatVersion2EvenMITM(t *testing.T) {
	j, err := jobOf("mitm", 14)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/v2/mitm14-0of4.json")
	if err != nil {
		t.Fatal(err)
	}
	r, err := longrun.ReadShardResult(data, "mitm14-0of4.json")
	if err != nil || r.Plan == j.PlanID() {
		t.Fatalf("read %+v, %v; want this program's plan %s not to be its", r, err, j.PlanID())
	}
	results, names := []longrun.ShardResult{r}, []string{"mitm14-0of4.json"}
	for k := 1; k < 4; k++ {
		results, names = append(results, countShard(t, j, k, 4)), append(names, "new")
	}
	if rec, err := longrun.Merge(results, names, jobOf); err == nil || !strings.Contains(err.Error(), "use one version for every shard") {
		t.Errorf("merged: %+v, %v; want refused", rec, err)
	}
	data, err = os.ReadFile("testdata/v2/mitm14.ckpt")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := j.ReadCheckpoint(data, 0, 1); err == nil || !strings.Contains(err.Error(), "another plan") {
		t.Errorf("checkpoint: %v; want refused", err)
	}
}

// resume reads the checkpoint file of j's whole count, checks that it
// has tasks done and left, and counts the rest to total.
func resume(t *testing.T, j *longrun.Job, file string, total uint64) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata/v2", file))
	if err != nil {
		t.Fatal(err)
	}
	ck, err := j.ReadCheckpoint(data, 0, 1)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if ck.DoneCount == 0 || ck.Complete() {
		t.Errorf("%s: %d tasks done of %d: want a part", file, ck.DoneCount, len(ck.Totals))
	}
	if err := j.Run(context.Background(), ck, longrun.RunOptions{Workers: 2}); err != nil || ck.Total != total {
		t.Errorf("%s resumed: total %d, %v; want %d", file, ck.Total, err, total)
	}
	// Its result is of this format, with task residues of its tasks.
	if r := ck.Result(); r.Version != longrun.FormatVersion || r.Check() != nil || len(r.TasksMod) != 3 {
		t.Errorf("%s: its result, version %d: %v", file, r.Version, r.Check())
	}
}
