package textio_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/textio"
)

func check(t *testing.T, ctx context.Context, in string, want int) ([]textio.Checked, textio.Tally, error) {
	t.Helper()
	var got []textio.Checked
	tally, err := textio.Check(ctx, textio.NewReader(strings.NewReader(in)), want, func(c textio.Checked) error {
		got = append(got, c)
		return nil
	})
	return got, tally, err
}

func TestCheckSummary(t *testing.T) {
	_, tally, err := check(t, context.Background(), "1 3 0 2\n", 0)
	if err != nil || tally.Summary() != "valid: 4 queens, no two attack each other (perm, line 1)" {
		t.Errorf("one placement: %q, %v", tally.Summary(), err)
	}
	got, tally, err := check(t, context.Background(), "1 3 0 2\n0\n1 3 0 2\n2 0 3 1\n", 0)
	if err != nil || len(got) != 4 || !got[2].Repeated || got[3].Repeated {
		t.Fatalf("got %+v, %v", got, err)
	}
	if want := "valid: 4 placements (n = 1, 4), every one a solution, some repeated"; tally.Summary() != want {
		t.Errorf("Summary() = %q, want %q", tally.Summary(), want)
	}
	_, tally, _ = check(t, context.Background(), "0\n1 3 0 2\n", 0)
	if want := "valid: 2 placements (n = 1, 4), every one a solution, all distinct"; tally.Summary() != want {
		t.Errorf("Summary() = %q, want %q", tally.Summary(), want)
	}
}

// An invalid placement is handed on with Verify's error, worded 1-based.
func TestCheckInvalid(t *testing.T) {
	got, _, err := check(t, context.Background(), "1 3 0 2\n0 1 3 2\n", 0)
	if err != nil || len(got) != 2 || got[1].Err == nil {
		t.Fatalf("got %+v, %v", got, err)
	}
	if want := "invalid: q.txt, line 2: 4 queens, the queens in columns 1 and 2 (rows 1 and 2, 1-based) share an anti-diagonal"; got[1].Invalid("q.txt") != want {
		t.Errorf("Invalid() = %q, want %q", got[1].Invalid("q.txt"), want)
	}
	var b strings.Builder
	if err := got[1].WriteRecord(&b, "q.txt"); err != nil {
		t.Fatal(err)
	}
	if want := `{"file":"q.txt","line":2,"format":"perm","n":4,"valid":false,"first_attack":[0,1],"reason":"the queens in columns 1 and 2 (rows 1 and 2, 1-based) share an anti-diagonal"}` + "\n"; b.String() != want {
		t.Errorf("record %s, want %s", b.String(), want)
	}
}

// Check stops at a wrong n, at a reading error, at a stop, and at an
// error of the callback, saying what it read.
func TestCheckStops(t *testing.T) {
	_, tally, err := check(t, context.Background(), "1 3 0 2\n0\n", 4)
	var se *textio.SizeError
	if !errors.As(err, &se) || se.Line != 2 || se.N != 1 || tally.Count != 1 {
		t.Errorf("wrong n: %v, %+v", err, tally)
	}
	if _, _, err := check(t, context.Background(), "1 3 0 2\nx y\n", 0); !errors.As(err, new(*textio.ParseError)) {
		t.Errorf("garbage: %v, want a ParseError", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := check(t, ctx, "0\n", 0); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled: %v", err)
	}
	stop := errors.New("stop")
	n := 0
	tally, err = textio.Check(context.Background(), textio.NewReader(strings.NewReader("0\n0\n0\n")), 0, func(textio.Checked) error {
		n++
		return stop
	})
	if err != stop || n != 1 || tally.Count != 1 {
		t.Errorf("callback error: %v after %d", err, n)
	}
}

// Report writes the invalid line and one note for repeats, or every
// record in JSON, and stops at the first placement that is not a
// solution, or at a record it cannot write.
func TestReport(t *testing.T) {
	in := "1 3 0 2\n1 3 0 2\n1 3 0 2\n0 1 3 2\n0\n"
	var b strings.Builder
	tally, err := textio.Report(context.Background(), textio.NewReader(strings.NewReader(in)), 0, &b, false, textio.Source{File: "q.txt", Label: "Q"})
	var ns *textio.NotSolution
	if !errors.As(err, &ns) || ns.Line != 4 || tally.Count != 4 {
		t.Fatalf("text: %v after %d; want the placement on line 4 refused", err, tally.Count)
	}
	want := "note: the placement on line 2 appeared before\ninvalid: Q, line 4: 4 queens, the queens in columns 1 and 2 (rows 1 and 2, 1-based) share an anti-diagonal\n"
	if b.String() != want {
		t.Errorf("text wrote %q, want %q", b.String(), want)
	}
	b.Reset()
	if _, err := textio.Report(context.Background(), textio.NewReader(strings.NewReader(in)), 0, &b, true, textio.Source{File: "q.txt", Label: "Q"}); !errors.As(err, &ns) {
		t.Errorf("json: %v, want NotSolution", err)
	}
	if lines := strings.Count(b.String(), "\n"); lines != 4 || !strings.Contains(b.String(), `"file":"q.txt","line":2`) {
		t.Errorf("json wrote %d records:\n%s", lines, b.String())
	}
	_, err = textio.Report(context.Background(), textio.NewReader(strings.NewReader(in)), 0, failWriter{}, true, textio.Source{File: "q.txt", Label: "Q"})
	if we := (*textio.WriteError)(nil); !errors.As(err, &we) {
		t.Errorf("failing writer: %v, want a WriteError", err)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }
