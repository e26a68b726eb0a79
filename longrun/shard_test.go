package longrun_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// jobOf is the job of an exact method, as the command makes it.
func jobOf(method string, n int) (*longrun.Job, error) {
	info, err := exact.LookupMethod(method)
	if err != nil {
		return nil, err
	}
	if info.Plan == nil || n < 1 || n > info.MaxN {
		return nil, fmt.Errorf("method %s has no plan for n = %d", method, n)
	}
	p, err := info.Plan(n)
	if err != nil {
		return nil, err
	}
	return &longrun.Job{Method: method, N: n, Plan: p, Unique: info.Unique}, nil
}

// reference is the published counts of n = 1..27 (exact's table, checked
// against OEIS by exact's tests).
func reference(t testing.TB) map[int][2]uint64 {
	t.Helper()
	ref := map[int][2]uint64{}
	for n := 1; ; n++ {
		total, unique, ok := exact.Published(n)
		if !ok {
			return ref
		}
		ref[n] = [2]uint64{total, unique}
	}
}

// newJob is jobOf for a test.
func newJob(t testing.TB, m exact.Method, n int) *longrun.Job {
	t.Helper()
	j, err := jobOf(string(m), n)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// countShard counts shard k of m of j the way the command does.
func countShard(t testing.TB, j *longrun.Job, k, m int) longrun.ShardResult {
	t.Helper()
	ck := j.NewCheckpoint(k, m)
	if err := j.Run(context.Background(), ck, longrun.RunOptions{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	return ck.Result()
}

func TestMergeSplits(t *testing.T) {
	ref := reference(t)
	top := 14
	if testing.Short() {
		top = 12
	}
	for _, info := range exact.Methods {
		if info.Plan == nil {
			continue
		}
		mergeSplits(t, info.Method, min(top, info.MaxN), ref)
	}
}

// mergeSplits counts n = 1..top by method in 1, 2, 7 and 64 shards, each
// result through its file format, and merges them.
func mergeSplits(t *testing.T, method exact.Method, top int, ref map[int][2]uint64) {
	for n := 1; n <= top; n++ {
		j := newJob(t, method, n)
		for _, m := range []int{1, 2, 7, 64} {
			var results []longrun.ShardResult
			var names []string
			for k := range m {
				r := countShard(t, j, k, m)
				// Through the file format.
				back, err := longrun.ReadShardResult(r.Marshal(), "r.json")
				if err != nil || !reflect.DeepEqual(back, r) {
					t.Fatalf("%s n=%d %d/%d: round trip: %v\n%+v\n%+v", method, n, k, m, err, back, r)
				}
				results = append(results, back)
				names = append(names, fmt.Sprintf("r%d.json", k))
			}
			c, err := longrun.Merge(results, names, jobOf)
			if err != nil || c.Total != ref[n][0] || c.Unique == nil || *c.Unique != ref[n][1] || c.Shards != m || c.Status != nqueens.Solved {
				t.Errorf("%s n=%d, %d shards: %+v, %v; want %v", method, n, m, c, err, ref[n])
			}
		}
	}
}

func TestMergeRefuses(t *testing.T) {
	j := newJob(t, exact.Fast, 10)
	var rs []longrun.ShardResult
	for k := range 4 {
		rs = append(rs, countShard(t, j, k, 4))
	}
	names := []string{"a", "b", "c", "d", "e"}
	other := newJob(t, exact.Fast, 11)
	edit := func(f func(x []longrun.ShardResult)) []longrun.ShardResult {
		x := make([]longrun.ShardResult, len(rs))
		for i, r := range rs {
			back, _ := longrun.ReadShardResult(r.Marshal(), "r.json") // a deep copy
			x[i] = back
		}
		f(x)
		return x
	}
	for _, tc := range []struct {
		name string
		rs   []longrun.ShardResult
		msg  string
	}{
		{"missing", rs[:3], "shard 3 of 4 is missing"},
		{"two missing", rs[1:3], "2 of 4 shards are missing: 0, 3"},
		{"twice", append(rs[:3:3], rs[1]), "shard 1/4 is given twice: b and d"},
		{"other split", append(rs[:3:3], countShard(t, j, 0, 2)), "split of n = 10 into 4"},
		{"other n", append(rs[:3:3], countShard(t, other, 3, 4)), "n = 11"},
		{"unfinished", edit(func(x []longrun.ShardResult) { x[2].TasksDone-- }), "c counted 6 of the shard's 7 tasks: it is unfinished"},
		{"other plan", edit(func(x []longrun.ShardResult) { x[2].Plan = "0123" }), "another plan"},
		{"other method", edit(func(x []longrun.ShardResult) { x[2].Method = "mitm" }), "c was counted by method mitm"},
		{"version", edit(func(x []longrun.ShardResult) { x[0].Version = 9 }), "a: it is format version 9, this program reads 2 to 3"},
		{"none", nil, "no results"},
		// What the checks of a result in itself catch, each naming the
		// file and the shard.
		{"damaged total", edit(func(x []longrun.ShardResult) { x[1].Total += 2 }),
			"b (shard 1/4): its total was damaged: 218, but its tasks and residues say 216"},
		{"damaged unique", edit(func(x []longrun.ShardResult) { x[3].Unique-- }),
			"d (shard 3/4): its unique count was damaged"},
		{"damaged task", edit(func(x []longrun.ShardResult) { x[2].TaskTotals[1] += 8 }),
			"c (shard 2/4): its task counts were damaged: their totals add up to"},
		{"damaged residue", edit(func(x []longrun.ShardResult) { x[0].TotalMod[2]++ }),
			"a (shard 0/4): its total residues were damaged"},
		{"all damaged", edit(func(x []longrun.ShardResult) { x[0].TotalMod[2]++; x[0].Total++ }),
			"a (shard 0/4): it was damaged: its total"},
		{"task list cut", edit(func(x []longrun.ShardResult) { x[1].TaskTotals = x[1].TaskTotals[1:] }),
			"b (shard 1/4): it lists 6 and 7 task counts for the 7 tasks"},
		// What the task residues catch: the same work given as two shards,
		// and counts written against other tasks.
		{"relabelled", edit(func(x []longrun.ShardResult) { x[0] = x[1]; x[0].Shard = 0 }),
			"a (shard 0/4): its task counts do not belong to the tasks of shard 0/4"},
		{"reordered", edit(func(x []longrun.ShardResult) {
			t, u := x[2].TaskTotals, x[2].TaskUniques
			j := 1
			for t[j] == t[0] && u[j] == u[0] {
				j++ // two tasks whose counts differ
			}
			t[0], t[j], u[0], u[j] = t[j], t[0], u[j], u[0]
		}), "c (shard 2/4): its task counts do not belong to the tasks of shard 2/4"},
		{"task residues damaged", edit(func(x []longrun.ShardResult) { x[3].TasksMod[1]++ }), "d (shard 3/4): its task counts do not belong"},
	} {
		_, err := longrun.Merge(tc.rs, names, jobOf)
		if !errors.Is(err, longrun.ErrMerge) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want ErrMerge and %q", tc.name, err, tc.msg)
		}
	}
}

// A split into the most shards merges in the time of the results given:
// the missing ones are counted, not listed.
func TestMergeHugeSplit(t *testing.T) {
	r := countShard(t, newJob(t, exact.Fast, 1), 0, 1<<31-1)
	_, err := longrun.Merge([]longrun.ShardResult{r}, []string{"a"}, jobOf)
	if !errors.Is(err, longrun.ErrMerge) || !strings.HasSuffix(err.Error(), "2147483646 of 2147483647 shards are missing: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, ...") {
		t.Errorf("%v", err)
	}
}

// TestResultOverflow: a shard whose uint64 total wrapped (as a program
// without overflow checks would write it) is caught by its residues.
func TestResultOverflow(t *testing.T) {
	j := newJob(t, exact.Fast, 9)
	r := countShard(t, j, 0, 1)
	last := len(r.TaskTotals) - 1
	r.Total -= r.TaskTotals[last]
	r.TaskTotals[last] = 1<<64 - 100 // the tasks now sum past 2^64
	r.Total += r.TaskTotals[last]    // wrapped
	_, err := longrun.ReadShardResult(r.Marshal(), "r.json")
	if !errors.Is(err, longrun.ErrResult) || !strings.Contains(err.Error(), "past 2^64-1: the count overflowed") {
		t.Errorf("%v", err)
	}
}

func TestReadShardResultRefuses(t *testing.T) {
	good := countShard(t, newJob(t, exact.Fast, 8), 0, 2).Marshal()
	for _, tc := range []struct {
		name string
		data []byte
		msg  string
	}{
		{"empty", nil, "not a shard result"},
		{"unknown key", []byte(`{"n": 11, "bogus": 1}`), "not a shard result"},
		{"two", append(bytes.Clone(good), good...), "r.json holds more than one result"},
		{"truncated", good[:len(good)/2], "not a shard result"},
		{"old version", bytes.Replace(good, []byte(`"version":3`), []byte(`"version":1`), 1), "r.json (shard 0/2): it is format version 1, this program reads 2 to 3"},
		{"residues in version 2", bytes.Replace(good, []byte(`"version":3`), []byte(`"version":2`), 1), "r.json (shard 0/2): it is format version 2, which has no task residues, but holds 3"},
	} {
		_, err := longrun.ReadShardResult(tc.data, "r.json")
		if !errors.Is(err, longrun.ErrResult) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want ErrResult and %q", tc.name, err, tc.msg)
		}
	}
}

func TestParseShard(t *testing.T) {
	for _, s := range []string{"0/1", "3/64", "63/64", "0/16902231", "0/2147483647"} {
		if _, _, err := longrun.ParseShard(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	for _, s := range []string{"", "3", "64/64", "-1/4", "1/0", "a/b", "1/2/3", "1 /2", "1/2x", "0/2147483648"} {
		if _, _, err := longrun.ParseShard(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

// TestCheckpointResume: a count stopped by a hook after some tasks (the
// forced stop of a canceled context, as Ctrl-C), its checkpoint saved by
// Run, decoded and resumed, gives the full total, for every shard.
func TestCheckpointResume(t *testing.T) {
	ref := reference(t)
	for _, tc := range []struct {
		method exact.Method
		n      int
	}{{exact.Fast, 10}, {exact.Fast, 11}, {exact.Fast, 13}, {exact.MITM, 12}, {exact.MITM, 13}} {
		n := tc.n
		j := newJob(t, tc.method, n)
		for _, m := range []int{1, 3} {
			var results []longrun.ShardResult
			for k := range m {
				ck := j.NewCheckpoint(k, m)
				stopAfter := len(ck.Todo()) / 3
				ctx, cancel := context.WithCancel(context.Background())
				var saved []byte
				err := j.Run(ctx, ck, longrun.RunOptions{
					Workers: 2,
					Save:    func(b []byte) error { saved = b; return nil },
					Progress: func(done, total int) {
						if done >= stopAfter {
							cancel() // the forced stop
						}
					},
				})
				cancel()
				if !errors.Is(err, context.Canceled) || ck.Complete() {
					t.Fatalf("n=%d: stopped run: %v, complete %v", n, err, ck.Complete())
				}
				back, err := j.ReadCheckpoint(saved, k, m)
				if err != nil {
					t.Fatal(err)
				}
				if back.DoneCount != ck.DoneCount || back.Total != ck.Total {
					t.Fatalf("the last save holds %d tasks, the run finished %d", back.DoneCount, ck.DoneCount)
				}
				if err := j.Run(context.Background(), back, longrun.RunOptions{Workers: 2}); err != nil || !back.Complete() {
					t.Fatalf("resume: %v, complete %v", err, back.Complete())
				}
				results = append(results, back.Result())
			}
			c, err := longrun.Merge(results, make([]string, m), jobOf)
			if err != nil || c.Total != ref[n][0] || *c.Unique != ref[n][1] {
				t.Errorf("%s n=%d m=%d: resumed %+v, %v; want %v", tc.method, n, m, c, err, ref[n])
			}
		}
	}
}

// TestRunSavesPeriodically: Save is called while the run goes on (the
// first task waits for a save), the last save holds the finished count,
// and an error from Save stops the run and is returned.
func TestRunSavesPeriodically(t *testing.T) {
	j := newJob(t, exact.Fast, 12)
	ck := j.NewCheckpoint(0, 1)
	saved := make(chan struct{})
	var once sync.Once
	var last []byte
	err := j.Run(context.Background(), ck, longrun.RunOptions{
		Workers: 1, SaveEvery: time.Millisecond,
		Save: func(b []byte) error {
			last = b
			once.Do(func() { close(saved) })
			return nil
		},
		Progress: func(done, _ int) {
			if done == 1 {
				<-saved // a save mid-run, from the ticker
			}
		},
	})
	back, rerr := j.ReadCheckpoint(last, 0, 1)
	if err != nil || rerr != nil || !back.Complete() || back.Total != 14200 {
		t.Errorf("Run = %v; the last save: %v, %+v", err, rerr, back)
	}
	boom := errors.New("disk full")
	err = j.Run(context.Background(), j.NewCheckpoint(0, 1), longrun.RunOptions{Save: func([]byte) error { return boom }})
	if !errors.Is(err, boom) {
		t.Errorf("Run = %v, want the save's error", err)
	}
}

// fakeTasks is a plan of any method: task i has i+1 solutions, 1 unique
// when i is even. It is no Estimator, so Estimate times whole tasks.
type fakeTasks struct{ tasks int }

func (f fakeTasks) Len() int         { return f.tasks }
func (f fakeTasks) Checksum() uint64 { return uint64(f.tasks) * 77 }
func (f fakeTasks) Run(ctx context.Context, todo []int, workers int, done func(int, longrun.TaskCount)) error {
	if todo == nil {
		for i := range f.tasks {
			todo = append(todo, i)
		}
	}
	for _, i := range todo {
		if err := ctx.Err(); err != nil {
			return err
		}
		done(i, longrun.TaskCount{Total: uint64(i + 1), Unique: uint64(1 - i%2)})
	}
	return nil
}

// TestJobAnyPlan: shards, checkpoints and estimates work for any Tasks.
func TestJobAnyPlan(t *testing.T) {
	j := &longrun.Job{Method: "fake", N: 9, Plan: fakeTasks{100}, Unique: true}
	var rs []longrun.ShardResult
	for k := range 3 {
		ck := j.NewCheckpoint(k, 3)
		if err := j.Run(context.Background(), ck, longrun.RunOptions{}); err != nil {
			t.Fatal(err)
		}
		rs = append(rs, ck.Result())
	}
	sum := uint64(0)
	for _, r := range rs {
		sum += r.Total
		if err := r.Check(); err != nil {
			t.Error(err)
		}
	}
	if sum != 5050 || rs[0].Unique != 17 { // tasks 0, 6, ..., 96 of shard 0 are even
		t.Errorf("sum %d, shard 0 unique %d", sum, rs[0].Unique)
	}
	sec, samples, err := j.Estimate(context.Background(), []int{1, 2, 3}, time.Hour)
	if err != nil || samples != 3 || sec < 0 {
		t.Errorf("Estimate = %v s from %d samples, %v; want all 3 tasks timed", sec, samples, err)
	}
}

// eightfold is a plan whose task uniques add up to 8 times the unique
// count, as the meet-in-the-middle tasks do (Burnside's sum).
type eightfold struct{ fakeTasks }

func (eightfold) Result(sum longrun.TaskCount) (uint64, uint64, error) {
	if sum.Unique%8 != 0 {
		return 0, 0, errors.New("not a multiple of 8")
	}
	return sum.Total, sum.Unique / 8, nil
}

// TestJobResulter: a whole count goes through the plan's Result; a part
// of it (stopped, or one shard) has no unique count; a sum Result refuses
// is an error.
func TestJobResulter(t *testing.T) {
	j := &longrun.Job{Method: "fake", N: 9, Plan: eightfold{fakeTasks{16}}, Unique: true} // uniques: 8 even tasks
	ck := j.NewCheckpoint(0, 1)
	if err := j.Run(context.Background(), ck, longrun.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if c, err := j.Record(ck, nqueens.Solved); err != nil || c.Total != 136 || c.Unique == nil || *c.Unique != 1 || *c.TasksDone != 16 {
		t.Errorf("whole: %+v, %v", c, err)
	}
	part := j.NewCheckpoint(1, 2)
	j.Run(context.Background(), part, longrun.RunOptions{})
	if c, err := j.Record(part, nqueens.Solved); err != nil || c.Unique != nil || c.Total != 72 {
		t.Errorf("shard 1/2: %+v, %v", c, err)
	}
	odd := &longrun.Job{Method: "fake", N: 9, Plan: eightfold{fakeTasks{3}}, Unique: true} // uniques 1+0+1
	ck = odd.NewCheckpoint(0, 1)
	odd.Run(context.Background(), ck, longrun.RunOptions{})
	if _, err := odd.Record(ck, nqueens.Solved); err == nil {
		t.Error("a sum Result refuses was accepted")
	}
}

func TestCheckpointRefused(t *testing.T) {
	j := newJob(t, exact.Fast, 10)
	ck := j.NewCheckpoint(1, 3)
	ck.Add(ck.Todo()[0], longrun.TaskCount{Total: 8, Unique: 1})
	good := ck.Marshal()
	if _, err := j.ReadCheckpoint(good, 1, 3); err != nil {
		t.Fatalf("good checkpoint refused: %v", err)
	}
	other := newJob(t, exact.Fast, 11)
	flip := bytes.Clone(good)
	i := bytes.Index(flip, []byte(`"total":8`))
	flip[i+8] = '9'
	for _, tc := range []struct {
		name string
		data []byte
		job  *longrun.Job
		k, m int
		msg  string
	}{
		{"edited count", flip, j, 1, 3, "checksum"},
		{"truncated", good[:len(good)/2], j, 1, 3, "not a checkpoint"},
		{"empty", nil, j, 1, 3, "not a checkpoint"},
		{"garbage", []byte("hello"), j, 1, 3, "not a checkpoint"},
		{"other shard", good, j, 2, 3, "shard 1/3, not 2/3"},
		{"other n", good, other, 1, 3, "n = 10, not 11"},
		{"other method", good, &longrun.Job{Method: "mitm", N: 10, Plan: j.Plan}, 1, 3, "method fast, not mitm"},
		{"other plan", good, &longrun.Job{Method: "fast", N: 10, Plan: fakeTasks{j.Plan.Len()}}, 1, 3, "another plan"},
	} {
		_, err := tc.job.ReadCheckpoint(tc.data, tc.k, tc.m)
		if !errors.Is(err, longrun.ErrCheckpoint) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want ErrCheckpoint and %q", tc.name, err, tc.msg)
		}
	}
	// A checkpoint whose sum is right but whose counts disagree (written
	// by a faulty program) is refused too.
	bad := j.NewCheckpoint(1, 3)
	bad.Add(bad.Todo()[0], longrun.TaskCount{Total: 8, Unique: 1})
	bad.Total = 16
	if _, err := j.ReadCheckpoint(bad.Marshal(), 1, 3); !errors.Is(err, longrun.ErrCheckpoint) || !strings.Contains(err.Error(), "its total was damaged") {
		t.Errorf("inconsistent checkpoint: %v", err)
	}
}

// FuzzCheckpoint: no input makes the decoder panic, and whatever it
// accepts is consistent (its tasks belong to the shard, its count
// matches, the rest of the shard runs to the published total).
func FuzzCheckpoint(f *testing.F) {
	j, _ := jobOf("fast", 9)
	ck := j.NewCheckpoint(0, 2)
	ck.Add(0, longrun.TaskCount{Total: 8, Unique: 1})
	f.Add(ck.Marshal())
	f.Add(j.NewCheckpoint(0, 2).Marshal())
	f.Add([]byte(`{"version":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := j.ReadCheckpoint(data, 0, 2)
		if err != nil {
			return
		}
		if len(c.Todo())+c.DoneCount != len(longrun.ShardTasks(j.Plan.Len(), 0, 2)) {
			t.Fatalf("accepted an inconsistent checkpoint: %d to do, %d done", len(c.Todo()), c.DoneCount)
		}
		if err := j.Run(context.Background(), c, longrun.RunOptions{Workers: 1}); err != nil && !errors.Is(err, nqueens.ErrOverflow) {
			t.Fatal(err)
		}
	})
}

// FuzzShardResult: no input makes the reader panic, and a result it
// accepts agrees with itself: it encodes and reads back to the same.
func FuzzShardResult(f *testing.F) {
	j, _ := jobOf("fast", 9)
	f.Add(countShard(f, j, 1, 3).Marshal())
	f.Add(countShard(f, j, 0, 1).Marshal())
	f.Add([]byte(`{"version":2,"shards":1,"total_mod":[0,0,0],"unique_mod":[0,0,0],"task_totals":[],"task_uniques":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := longrun.ReadShardResult(data, "r.json")
		if err != nil {
			return
		}
		if err := r.Check(); err != nil {
			t.Fatalf("accepted, then Check says %v", err)
		}
		back, err := longrun.ReadShardResult(r.Marshal(), "r.json")
		if err != nil || !reflect.DeepEqual(back, r) {
			t.Fatalf("round trip: %v", err)
		}
		_, _ = longrun.Merge([]longrun.ShardResult{r}, []string{"x"}, jobOf)
	})
}

// BenchmarkCheckpointSave: the cost of one save of a whole n = 27 count
// (118,902 tasks, every one done), which Run makes every few seconds.
func BenchmarkCheckpointSave(b *testing.B) {
	j, _ := jobOf("fast", 27)
	ck := j.NewCheckpoint(0, 1)
	for i := range j.Plan.Len() {
		ck.Add(i, longrun.TaskCount{Total: 1_975_000_000_000 + uint64(i), Unique: 246_000_000_000 + uint64(i)})
	}
	var size int
	for b.Loop() {
		size = len(ck.Marshal())
	}
	b.ReportMetric(float64(size), "bytes")
}

// Write writes the result's line, and returns the writer's error.
func TestShardResultWrite(t *testing.T) {
	r := countShard(t, newJob(t, exact.Fast, 8), 0, 2)
	var b bytes.Buffer
	if err := r.Write(&b); err != nil || !bytes.Equal(b.Bytes(), r.Marshal()) {
		t.Errorf("Write: %q, %v; want %q", b.Bytes(), err, r.Marshal())
	}
	full := errors.New("disk full")
	if err := r.Write(errWriter{full}); !errors.Is(err, full) {
		t.Errorf("failing writer: %v", err)
	}
}

type errWriter struct{ err error }

func (w errWriter) Write([]byte) (int, error) { return 0, w.err }
