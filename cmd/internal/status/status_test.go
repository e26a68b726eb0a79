package status

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// clock is a fake clock moved by hand.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func TestLine(t *testing.T) {
	var b bytes.Buffer
	c := &clock{t: time.Unix(0, 0)}
	l := New(&b, Options{Quiet: time.Second, Every: 200 * time.Millisecond, Mode: Redraw, Now: c.now})
	l.Draw(func() string { return "too early" })
	c.add(time.Second)
	l.Draw(func() string { return "one" })
	l.Draw(func() string { return "throttled" })
	c.add(100 * time.Millisecond)
	l.Draw(func() string { t.Fatal("text asked for between draws"); return "" })
	c.add(100 * time.Millisecond)
	l.Draw(func() string { return "two" })
	l.ShowNow("three")
	l.Clear()
	l.Clear() // nothing more to erase
	want := "\r\x1b[Kone\r\x1b[Ktwo\r\x1b[Kthree\r\x1b[K"
	if b.String() != want {
		t.Errorf("wrote %q, want %q", b.String(), want)
	}
}

// Off a terminal nothing is written, whatever is asked.
func TestNotATerminal(t *testing.T) {
	var b bytes.Buffer
	l := New(&b, Options{})
	l.Draw(func() string { return "x" })
	l.ShowNow("x")
	l.Tick(func() string { return "x" })
	l.Clear()
	if b.Len() != 0 || l.On() || l.Due() {
		t.Errorf("wrote %q to a buffer", b.String())
	}
	var nilLine *Line
	nilLine.Draw(func() string { return "x" })
	nilLine.Clear()
}

// Tick redraws from its goroutine until Clear; nothing follows the erase.
func TestTick(t *testing.T) {
	var mu sync.Mutex
	var b bytes.Buffer
	w := writerFunc(func(p []byte) (int, error) { mu.Lock(); defer mu.Unlock(); return b.Write(p) })
	l := New(w, Options{Every: time.Millisecond, Mode: Redraw})
	drawn := make(chan struct{}, 1)
	l.Tick(func() string {
		select {
		case drawn <- struct{}{}:
		default:
		}
		return "tick"
	})
	<-drawn // cancel from the hook, not after a sleep
	l.Clear()
	mu.Lock()
	defer mu.Unlock()
	if !strings.Contains(b.String(), "tick") || !strings.HasSuffix(b.String(), "\r\x1b[K") {
		t.Errorf("wrote %q", b.String())
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

func TestBar(t *testing.T) {
	for _, tc := range []struct {
		done, total int
		want        string
	}{{0, 4, "[    ] 0/4"}, {2, 4, "[==  ] 2/4"}, {4, 4, "[====] 4/4"}, {5, 4, "[====] 5/4"}, {0, 0, "[    ] 0/0"}} {
		if got := Bar(tc.done, tc.total, 4); got != tc.want {
			t.Errorf("Bar(%d, %d) = %q, want %q", tc.done, tc.total, got, tc.want)
		}
	}
}

// TestPlain: on a terminal that cannot redraw (TERM=dumb) the line is a
// plain line, at most once per PlainEvery, and nothing is erased.
func TestPlain(t *testing.T) {
	var b bytes.Buffer
	now := time.Unix(0, 0)
	l := New(&b, Options{Mode: Plain, Quiet: time.Second, Every: 200 * time.Millisecond, Now: func() time.Time { return now }})
	for _, step := range []time.Duration{500 * time.Millisecond, 600 * time.Millisecond, time.Second, 4 * time.Second, time.Second} {
		now = now.Add(step)
		l.Draw(func() string { return now.Sub(time.Unix(0, 0)).String() })
	}
	l.Clear()
	if got, want := b.String(), "1.1s\n6.1s\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
