package longrun_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/longrun"
)

// rows is a count of the n-queens solutions split into n tasks: task i
// places the first row's queen in column i and counts the rest by a
// bitboard search. Any count of this shape plugs into longrun this way.
type rows int

func (n rows) Len() int         { return int(n) }
func (n rows) Checksum() uint64 { return 0x726f7773<<8 | uint64(n) } // "rows", n: another n is another list

func (n rows) Run(ctx context.Context, todo []int, _ int, done func(int, longrun.TaskCount)) error {
	if todo == nil {
		todo = longrun.ShardTasks(int(n), 0, 1)
	}
	all := uint64(1)<<n - 1
	var place func(cols, d1, d2 uint64) uint64
	place = func(cols, d1, d2 uint64) uint64 {
		if cols == all {
			return 1
		}
		var c uint64
		for free := all &^ (cols | d1 | d2); free != 0; free &= free - 1 {
			q := free & -free
			c += place(cols|q, (d1|q)<<1&all, (d2|q)>>1)
		}
		return c
	}
	for _, i := range todo {
		if err := ctx.Err(); err != nil {
			return err
		}
		q := uint64(1) << i
		done(i, longrun.TaskCount{Total: place(q, q<<1&all, q>>1)})
	}
	return nil
}

// jobOfRows is the [longrun.JobOf] that merge asks for the plan named in
// a result.
func jobOfRows(method string, n int) (*longrun.Job, error) {
	if method != "rows" || n < 1 || n > 16 {
		return nil, fmt.Errorf("no plan of %s for n = %d", method, n)
	}
	return &longrun.Job{Method: method, N: n, Plan: rows(n)}, nil
}

// A count split into three shards, each counted as a machine of a cluster
// would (its own process: a checkpoint, a run, a result written as JSON),
// then merged. Merge refuses a set of results that is not every shard once.
func Example() {
	job, _ := jobOfRows("rows", 8)
	var results []longrun.ShardResult
	var names []string
	for k := range 3 {
		fmt.Printf("shard %d/3 counts tasks %v\n", k, longrun.ShardTasks(job.Plan.Len(), k, 3))
		ck := job.NewCheckpoint(k, 3)
		if err := job.Run(context.Background(), ck, longrun.RunOptions{}); err != nil {
			fmt.Println(err)
			return
		}
		file := ck.Result().Marshal() // what the shard writes
		r, err := longrun.ReadShardResult(file, fmt.Sprintf("r%d.json", k))
		if err != nil {
			fmt.Println(err)
			return
		}
		results, names = append(results, r), append(names, fmt.Sprintf("r%d.json", k))
	}
	rec, err := longrun.Merge(results, names, jobOfRows)
	fmt.Println(rec.Total, rec.Shards, err)
	_, err = longrun.Merge(results[:2], names[:2], jobOfRows)
	fmt.Println(err)
	// Output:
	// shard 0/3 counts tasks [0 3 6]
	// shard 1/3 counts tasks [1 4 7]
	// shard 2/3 counts tasks [2 5]
	// 92 3 <nil>
	// longrun: the shard results do not form one complete split: shard 2 of 3 is missing
}

// A checkpoint driven by hand: tasks counted one at a time and added, the
// checkpoint encoded and read back as a stopped run's would be, the rest
// counted, and the record of the whole. A result whose total was changed
// fails its own check.
func ExampleCheckpoint() {
	job, _ := jobOfRows("rows", 6)
	ck := job.NewCheckpoint(0, 1)
	count := func(i int) longrun.TaskCount {
		var c longrun.TaskCount
		job.Plan.Run(context.Background(), []int{i}, 1, func(_ int, tc longrun.TaskCount) { c = tc })
		return c
	}
	for _, i := range ck.Todo()[:2] {
		ck.Add(i, count(i))
	}
	saved := ck.Marshal()
	back, err := job.ReadCheckpoint(saved, 0, 1)
	fmt.Println(back.Todo(), back.Complete(), err)
	for _, i := range back.Todo() {
		back.Add(i, count(i))
	}
	rec, _ := job.Record(back, nqueens.Solved)
	fmt.Println(back.Complete(), rec.Total)
	r := back.Result()
	r.Total++
	fmt.Println(r.Check())
	// Output:
	// [2 3 4 5] false <nil>
	// true 4
	// longrun: not a consistent shard result: its total was damaged: 5, but its tasks and residues say 4
}

// A run that saves its checkpoint to a file as it goes, and a later run
// that opens the file and finds nothing left to do. Without resume an
// existing checkpoint is never overwritten.
func ExampleJob_OpenCheckpoint() {
	dir, _ := os.MkdirTemp("", "longrun")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "n10.ckpt")
	job, _ := jobOfRows("rows", 10)
	ck, resumed, _ := job.OpenCheckpoint(path, 0, 1, true)
	fmt.Println("resumed:", resumed)
	if err := job.Run(context.Background(), ck, longrun.RunOptions{Save: longrun.SaveFile(path)}); err != nil {
		fmt.Println(err)
		return
	}
	ck, resumed, _ = job.OpenCheckpoint(path, 0, 1, true)
	fmt.Println("resumed:", resumed, "complete:", ck.Complete(), "total:", ck.Total, "left:", len(ck.Todo()))
	_, _, err := job.OpenCheckpoint(path, 0, 1, false)
	fmt.Println(err != nil)
	// Output:
	// resumed: false
	// resumed: true complete: true total: 724 left: 0
	// true
}
