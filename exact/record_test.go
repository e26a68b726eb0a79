package exact

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/golden"
)

// The table as a person reads it: aligned for the largest n, rows of
// finished counts only, OEIS agreeing, differing or silent.
func TestTable(t *testing.T) {
	var b strings.Builder
	tb := NewTable(&b, 12, false)
	done, tasks := 3, 7
	tb.Row(RecordOf(Counts{N: 8, Total: 92, Unique: 12, HasUnique: true, Elapsed: 1500 * time.Microsecond}, Fast, nqueens.Solved, 7, 7))
	tb.Row(RecordOf(Counts{N: 10, Total: 724, Elapsed: 2 * time.Second}, Bitwise, nqueens.Solved, 0, 0))
	tb.Row(RecordOf(Counts{N: 11, Total: 2681, Unique: 341, HasUnique: true, Elapsed: time.Second}, Fast, nqueens.Solved, 0, 0))
	tb.Row(RecordOf(Counts{N: 12, Total: 100, Elapsed: time.Second}, Fast, nqueens.Canceled, done, tasks))
	if tb.Rows() != 3 {
		t.Errorf("Rows() = %d, want 3 finished counts", tb.Rows())
	}
	if err := tb.Finish(); !errors.Is(err, ErrMismatch) {
		t.Errorf("Finish() = %v, want ErrMismatch (n = 11 differs)", err)
	}
	golden.Check(t, "table.golden", []byte(b.String()))
}

// JSON lines carry every record, a stopped one with what it reached and
// without the check.
func TestTableJSON(t *testing.T) {
	var b strings.Builder
	tb := NewTable(&b, 30, true)
	tb.Row(RecordOf(Counts{N: 8, Total: 92, Unique: 12, HasUnique: true, Elapsed: time.Millisecond}, Fast, nqueens.Solved, 5, 5))
	tb.Row(RecordOf(Counts{N: 30, Total: 7}, Fast, nqueens.LimitReached, 1, 9))
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
	tb := NewTable(failWriter{}, 8, true)
	tb.Row(RecordOf(Counts{N: 8, Total: 92}, Bitwise, nqueens.Solved, 0, 0))
	if err := tb.Finish(); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("Finish() = %v, want the write error", err)
	}
}

func TestStopStatus(t *testing.T) {
	for err, want := range map[error]string{
		context.Canceled: "canceled",
		fmt.Errorf("x: %w", context.DeadlineExceeded): "limit_reached",
		ErrOverflow: "",
	} {
		st, ok := StopStatus(err)
		if got := map[bool]string{true: st.Word()}[ok]; got != want {
			t.Errorf("StopStatus(%v) = %q, want %q", err, got, want)
		}
	}
}

// What count merge prints: agreeing with OEIS, and with no published
// count (n = 30); a differing count prints the counts only.
func TestWriteMerged(t *testing.T) {
	var b strings.Builder
	for _, c := range []Counts{
		{N: 12, Total: 14200, Unique: 1787, HasUnique: true, Elapsed: 90 * time.Millisecond},
		{N: 30, Total: 5, Unique: 1, HasUnique: true, Elapsed: time.Hour},
		{N: 8, Total: 93, Unique: 12, HasUnique: true},
	} {
		r := RecordOf(c, Fast, nqueens.Solved, 0, 0)
		r.Shards = 8
		if err := r.WriteMerged(&b, 8); err != nil {
			t.Fatal(err)
		}
	}
	golden.Check(t, "merged.golden", []byte(b.String()))
	if err := RecordOf(Counts{N: 8}, Fast, nqueens.Solved, 0, 0).WriteMerged(failWriter{}, 1); err == nil {
		t.Error("a write error was lost")
	}
}

// Reached names the n, and the tasks and solutions of a method with tasks.
func TestReached(t *testing.T) {
	done, tasks := 5, 10
	r := Record{N: 12, Total: 1234, TasksDone: &done, Tasks: &tasks}
	if got := r.Reached(); got != "n = 12: 5 of 10 tasks done, 1234 solutions so far" {
		t.Errorf("with tasks: %q", got)
	}
	if got := (Record{N: 9, Total: 3}).Reached(); got != "n = 9" {
		t.Errorf("without tasks: %q", got)
	}
}
