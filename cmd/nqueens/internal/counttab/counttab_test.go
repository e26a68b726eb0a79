package counttab

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/countrun"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/testkit/golden"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/longrun"
)

// The table as a person reads it: aligned for the largest n, rows of
// finished counts only, OEIS agreeing, differing or silent.
func TestTable(t *testing.T) {
	var b strings.Builder
	tb := New(&b, 12, false)
	done, tasks := 3, 7
	tb.Row(record(exact.Counts{N: 8, Total: 92, Unique: 12, HasUnique: true, Elapsed: 1500 * time.Microsecond}, exact.Fast, nqueens.Solved, 7, 7))
	tb.Row(record(exact.Counts{N: 10, Total: 724, Elapsed: 2 * time.Second}, exact.Bitwise, nqueens.Solved, 0, 0))
	tb.Row(record(exact.Counts{N: 11, Total: 2681, Unique: 341, HasUnique: true, Elapsed: time.Second}, exact.Fast, nqueens.Solved, 0, 0))
	tb.Row(record(exact.Counts{N: 12, Total: 100, Elapsed: time.Second}, exact.Fast, nqueens.Canceled, done, tasks))
	if tb.Rows() != 3 {
		t.Errorf("Rows() = %d, want 3 finished counts", tb.Rows())
	}
	if err := tb.Finish(); !errors.Is(err, errMismatch) {
		t.Errorf("Finish() = %v, want errMismatch (n = 11 differs)", err)
	}
	golden.Check(t, "table.golden", []byte(b.String()))
}

// JSON lines carry every record, a stopped one with what it reached and
// without the check.
func TestTableJSON(t *testing.T) {
	var b strings.Builder
	tb := New(&b, 30, true)
	tb.Row(record(exact.Counts{N: 8, Total: 92, Unique: 12, HasUnique: true, Elapsed: time.Millisecond}, exact.Fast, nqueens.Solved, 5, 5))
	tb.Row(record(exact.Counts{N: 30, Total: 7}, exact.Fast, nqueens.LimitReached, 1, 9))
	if err := tb.Finish(); err != nil {
		t.Fatal(err)
	}
	want := `{"n":8,"method":"fast","status":"solved","total":92,"unique":12,"tasks_done":5,"tasks":5,"elapsed_ns":1000000,"published":true}
{"n":30,"method":"fast","status":"limit_reached","total":7,"tasks_done":1,"tasks":9,"elapsed_ns":0}
`
	if b.String() != want {
		t.Errorf("got\n%swant\n%s", b.String(), want)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestTableWriteError(t *testing.T) {
	tb := New(failWriter{}, 8, true)
	tb.Row(record(exact.Counts{N: 8, Total: 92}, exact.Bitwise, nqueens.Solved, 0, 0))
	if err := tb.Finish(); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("Finish() = %v, want the write error", err)
	}
}

// What count merge prints: agreeing with OEIS, and with no published
// count (n = 30); a differing count prints the counts only.
func TestWriteMerged(t *testing.T) {
	var b strings.Builder
	for _, c := range []exact.Counts{
		{N: 12, Total: 14200, Unique: 1787, HasUnique: true, Elapsed: 90 * time.Millisecond},
		{N: 30, Total: 5, Unique: 1, HasUnique: true, Elapsed: time.Hour},
		{N: 8, Total: 93, Unique: 12, HasUnique: true},
	} {
		r := record(c, exact.Fast, nqueens.Solved, 0, 0)
		r.Shards = 8
		if err := WriteMerged(&b, r, 8); err != nil {
			t.Fatal(err)
		}
	}
	golden.Check(t, "merged.golden", []byte(b.String()))
	if err := WriteMerged(failWriter{}, record(exact.Counts{N: 8}, exact.Fast, nqueens.Solved, 0, 0), 1); err == nil {
		t.Error("a write error was lost")
	}
}

// Reached names the n, and the tasks and solutions of a method with tasks.
func TestReached(t *testing.T) {
	done, tasks := 5, 10
	r := longrun.Record{N: 12, Total: 1234, TasksDone: &done, Tasks: &tasks}
	if got := Reached(r); got != "n = 12: 5 of 10 tasks done, 1,234 solutions so far" {
		t.Errorf("with tasks: %q", got)
	}
	if got := Reached(longrun.Record{N: 9, Total: 3}); got != "n = 9" {
		t.Errorf("without tasks: %q", got)
	}
}

// LongWhat and an estimate's Summary name the count, and the shard when
// there is one.
func TestLongWhatAndSummary(t *testing.T) {
	job, err := countrun.Job("fast", 10)
	if err != nil {
		t.Fatal(err)
	}
	l := &longrun.Long{Job: job}
	if err := l.Open(); err != nil {
		t.Fatal(err)
	}
	if got := LongWhat(l); got != "n = 10" {
		t.Errorf("LongWhat = %q", got)
	}
	s := &longrun.Long{Job: job, Shard: 1, Shards: 3, Workers: 2}
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	if got := LongWhat(s); got != "n = 10, shard 1/3" {
		t.Errorf("LongWhat = %q", got)
	}
	rec, err := s.Estimate(context.Background(), 10*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("n = 10, shard 1/3: %s tasks, about %s on 1 core, %s on 2 cores (from %s samples)",
		units.Thousands(int64(rec.TasksLeft)), units.Rough(*rec.CPUSeconds), units.Rough(*rec.Seconds), units.Thousands(int64(*rec.Samples)))
	if got := Summary(rec); got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}

// TestSummaryWords: the estimate reads as a sentence: thousands grouped,
// "cores" after the number of workers, and on one worker no second time
// (it read "46s on 1 core, 46s on 1").
func TestSummaryWords(t *testing.T) {
	cpu, sec, samples := 46.0, 46.0, 4055
	rec := longrun.EstimateRecord{N: 19, TasksLeft: 141856, Workers: 1, CPUSeconds: &cpu, Seconds: &sec, Samples: &samples}
	if got, want := Summary(rec), "n = 19: 141,856 tasks, about 46s on 1 core (from 4,055 samples)"; got != want {
		t.Errorf("one worker: %q, want %q", got, want)
	}
	cpu, sec, rec.Workers = 2e12, 1e12, 2
	if got, want := Summary(rec), "n = 19: 141,856 tasks, about 63,000 years on 1 core, 32,000 years on 2 cores (from 4,055 samples)"; got != want {
		t.Errorf("two workers: %q, want %q", got, want)
	}
	mem := uint64(1932735283)
	rec.MemoryBytes = &mem
	if got, want := Summary(rec), "n = 19: 141,856 tasks, about 63,000 years on 1 core, 32,000 years on 2 cores (from 4,055 samples); 1.8 GiB of memory on 2 workers"; got != want {
		t.Errorf("with memory: %q, want %q", got, want)
	}
	if got := OnCores(60, 60, 1); got != "1 min on 1 core" {
		t.Errorf("OnCores(60, 60, 1) = %q", got)
	}
}

// record is the record of c counted by method m with status st, checked
// against OEIS when finished, as a count writes it.
func record(c exact.Counts, m exact.Method, st nqueens.Status, done, tasks int) longrun.Record {
	r := longrun.Record{N: c.N, Method: string(m), Status: st, Total: c.Total, ElapsedNS: c.Elapsed.Nanoseconds()}
	if tasks > 0 {
		r.TasksDone, r.Tasks = &done, &tasks
	}
	if c.HasUnique {
		r.Unique = &c.Unique
	}
	countrun.Compare(&r)
	return r
}
