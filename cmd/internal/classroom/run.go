package classroom

import (
	"context"
	"fmt"
	"io"
	"net"
	"time"
)

// Options say what [Run] does: write the page into Export, or serve it
// on Addr. The zero value serves on a free port of every interface
// (Addr "" is ":0") and writes its lines to io.Discard.
type Options struct {
	// Addr is HOST:PORT to serve on (port 0: a free one); unused with
	// Export.
	Addr string
	// Open asks the desktop to open the page's URL once it is served
	// (openBrowser); a failure to open is a note, not an error.
	Open bool
	// Export, when not "", is the directory the page's files are written
	// into, with their gzip copies and a _headers file, instead of serving them; Force replaces the
	// page's files already there.
	Export string
	Force  bool
	// Out gets the result, one line: where the files were written, or
	// the URL served. Notes gets what happens on the way (listening on
	// every interface, a browser that could not be opened, stopped), each
	// line prefixed with
	// Prefix, such as "nqueens classroom: ". nil: io.Discard.
	Out, Notes io.Writer
	Prefix     string
}

// ListenError is the error of [Run] when it cannot listen on Options.Addr.
type ListenError struct{ Err error }

func (e *ListenError) Error() string { return e.Err.Error() }
func (e *ListenError) Unwrap() error { return e.Err }

// ServeError is the error of [Run] when serving stops before its context
// is done.
type ServeError struct{ Err error }

func (e *ServeError) Error() string { return e.Err.Error() }
func (e *ServeError) Unwrap() error { return e.Err }

// Run takes the page embedded in the binary, then writes it
// into o.Export, or serves it on o.Addr until ctx is done (nil then). Its
// errors are the page's own, the export's ([ErrExists] when a file is there
// and o.Force is false), a [*ListenError] or a [*ServeError].
func Run(ctx context.Context, o Options) error {
	out, notes := o.Out, o.Notes
	if out == nil {
		out = io.Discard
	}
	if notes == nil {
		notes = io.Discard
	}
	page, err := embedded()
	if err != nil {
		return err
	}
	if o.Export != "" {
		if err := page.export(o.Export, o.Force); err != nil {
			return err
		}
		fmt.Fprintf(out, "wrote %d files to %s; serve them with any web server, such as: python3 -m http.server -d %s\n", len(page.exportNames()), o.Export, o.Export)
		return nil
	}
	ln, url, everywhere, err := listen(o.Addr)
	if err != nil {
		return &ListenError{err}
	} else if everywhere {
		fmt.Fprintf(notes, "%slistening on every interface: others open http://THIS-MACHINE:%d/\n", o.Prefix, ln.Addr().(*net.TCPAddr).Port)
	}
	fmt.Fprintf(out, "serving the classroom at %s (Ctrl-C stops)\n", url)
	if o.Open { // while the page is served: the opener may take a while to fail
		go func() {
			if err := openBrowser(url, 5*time.Second); err != nil {
				fmt.Fprintf(notes, "%scould not open a browser (%v): open %s yourself\n", o.Prefix, err, url)
			}
		}()
	}
	if err := page.serve(ctx, ln); err != nil {
		return &ServeError{err}
	}
	fmt.Fprintf(notes, "%sstopped\n", o.Prefix)
	return nil
}
