package status

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Mode is how a Line shows: the caller decides from the writer and TERM
// (terminal.ProgressMode).
type Mode int

const (
	// Off: the writer is not a terminal (a file, a pipe); nothing is drawn.
	Off Mode = iota
	// Redraw: a terminal that redraws a line in place.
	Redraw
	// Plain: a terminal that cannot (TERM=dumb, an editor's shell): each
	// draw is a whole line, at most once per [PlainEvery].
	Plain
)

// PlainEvery is the least time between two lines in [Plain] mode: a
// screen that scrolls gets a line every few seconds, not a flood.
const PlainEvery = 5 * time.Second

// Options say when a Line draws. The zero value never draws.
type Options struct {
	Mode  Mode
	Quiet time.Duration // nothing is drawn before this much time has passed
	Every time.Duration // the least time between two draws (Redraw); 0 means 200 ms
	// Now is the clock (tests); nil means time.Now.
	Now func() time.Time
}

// Line is one status line on a terminal. Its methods may be called from
// several goroutines; a nil *Line does nothing.
type Line struct {
	w     io.Writer
	on    bool
	plain bool // whole lines, not redraws
	every time.Duration
	now   func() time.Time
	start time.Time
	next  atomic.Int64 // time since start, in ns, when the next draw is due

	mu    sync.Mutex // serializes drawing
	shown bool
	stop  chan struct{} // closes Tick's goroutine
	done  chan struct{}
}

// New returns a Line writing to w in o.Mode (none when Off).
func New(w io.Writer, o Options) *Line {
	l := &Line{w: w, on: o.Mode != Off, plain: o.Mode == Plain, every: o.Every, now: o.Now}
	if l.every <= 0 {
		l.every = 200 * time.Millisecond
	}
	if l.plain {
		l.every = max(l.every, PlainEvery)
	}
	if l.now == nil {
		l.now = time.Now
	}
	l.start = l.now()
	l.next.Store(int64(o.Quiet))
	return l
}

// On reports whether the line draws at all (Options.Mode is not Off).
func (l *Line) On() bool { return l != nil && l.on }

// Elapsed is the time since the Line was made.
func (l *Line) Elapsed() time.Duration { return l.now().Sub(l.start) }

// Due reports whether a draw now would show: the writer is a terminal,
// the quiet period is over and the last draw is at least Every ago.
func (l *Line) Due() bool {
	return l.On() && int64(l.Elapsed()) >= l.next.Load()
}

// Draw draws the text f returns if a draw is due; f is not called
// otherwise, so a costly text costs nothing between draws. An empty text
// draws nothing (there is nothing to say yet).
func (l *Line) Draw(f func() string) {
	if l.Due() {
		l.draw(f, false)
	}
}

// ShowNow draws text at once, due or not: a last state worth seeing,
// such as a full bar, or what a long phase is doing.
func (l *Line) ShowNow(text string) {
	if l.On() {
		l.draw(func() string { return text }, true)
	}
}

func (l *Line) draw(f func() string, force bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	el := int64(l.Elapsed())
	if !force && el < l.next.Load() { // another goroutine drew meanwhile
		return
	}
	text := f()
	if text == "" { // nothing to say yet
		return
	}
	l.next.Store(el + int64(l.every))
	if l.plain {
		io.WriteString(l.w, text+"\n") // nothing to erase: the screen scrolls
		return
	}
	io.WriteString(l.w, "\r\x1b[K"+text)
	l.shown = true
}

// Tick redraws the text f returns every Every (after the quiet period)
// from its own goroutine, until Clear, for work that reports rarely or not
// at all; f must be safe to call from that goroutine.
func (l *Line) Tick(f func() string) {
	if !l.On() || l.stop != nil {
		return
	}
	l.stop, l.done = make(chan struct{}), make(chan struct{})
	go func() {
		defer close(l.done)
		t := time.NewTicker(l.every / 2)
		defer t.Stop()
		for {
			select {
			case <-l.stop:
				return
			case <-t.C:
				l.Draw(f)
			}
		}
	}()
}

// Clear stops Tick's redraws and erases the line if anything was drawn
// (in Plain mode the lines drawn stay, as the screen scrolled on).
// The Line can draw again afterwards.
func (l *Line) Clear() {
	if l == nil {
		return
	}
	if l.stop != nil {
		close(l.stop)
		<-l.done
		l.stop = nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.shown {
		io.WriteString(l.w, "\r\x1b[K")
		l.shown = false
	}
}

// Bar is a bar of width characters, filled in proportion to done of
// total: "[=======       ] 7/14".
func Bar(done, total, width int) string {
	fill := 0
	if total > 0 {
		fill = min(width, width*max(done, 0)/total)
	}
	return fmt.Sprintf("[%s%s] %d/%d", strings.Repeat("=", fill), strings.Repeat(" ", width-fill), done, total)
}
