package classroom

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"time"
)

// browserURL is the address a browser on this machine opens to reach a server
// listening on addr: loopback when addr is every interface (0.0.0.0 or
// ::), as the class then reaches it on this machine's own address.
func browserURL(addr *net.TCPAddr) string {
	host := addr.IP.String()
	if addr.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(addr.Port)) + "/"
}

// listen listens on addr (HOST:PORT; port 0: a free one) and returns the
// listener, the address a browser on this machine opens ([browserURL]), and
// whether it listens on every interface, where the class reaches it by
// this machine's own address instead.
func listen(addr string) (ln net.Listener, url string, everywhere bool, err error) {
	if ln, err = net.Listen("tcp", addr); err != nil {
		return nil, "", false, err
	}
	a := ln.Addr().(*net.TCPAddr)
	return ln, browserURL(a), a.IP.IsUnspecified(), nil
}

// serve serves p on ln until ctx is done, then shuts down, giving
// requests under way 2 s to finish. It returns nil after ctx is done and
// the server's error if it stops before.
func (p *Page) serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{Handler: p.handler(), ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	srv.Shutdown(sctx)
	return nil
}

// openBrowser asks the desktop to open url (xdg-open, open or rundll32)
// and waits up to wait for the opener, not the browser, to hand it over:
// an opener that fails (xdg-open exits 3 when it finds no browser or no
// display) is an error that says so; one still running after wait (it
// may be the browser itself) is taken to have opened the page.
func openBrowser(url string, wait time.Duration) error {
	var c *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		c = exec.Command("open", url)
	case "windows":
		c = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		c = exec.Command("xdg-open", url)
	}
	if err := c.Start(); err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- c.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("%s found none: %v", filepath.Base(c.Path), err)
		}
	case <-time.After(wait):
	}
	return nil
}
