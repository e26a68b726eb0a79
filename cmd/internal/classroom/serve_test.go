package classroom

import (
	"context"
	"io"
	"net"
	"net/http"
	"testing"
)

func TestURL(t *testing.T) {
	for addr, want := range map[string]string{"127.0.0.1:8080": "http://127.0.0.1:8080/", "0.0.0.0:80": "http://127.0.0.1:80/", "[::]:9": "http://127.0.0.1:9/", "[::1]:9": "http://[::1]:9/"} {
		a, err := net.ResolveTCPAddr("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := browserURL(a); got != want {
			t.Errorf("URL(%s) = %s, want %s", addr, got, want)
		}
	}
}

// Serve answers until its context is done, then returns nil.
func TestServe(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Page{files: map[string]*file{"index.html": {plain: []byte("<p>hello</p>"), contentType: "text/html"}}}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- p.serve(ctx, ln) }()
	resp, err := http.Get(browserURL(ln.Addr().(*net.TCPAddr)))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(body) != "<p>hello</p>" {
		t.Errorf("GET /: %d %q", resp.StatusCode, body)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Serve after cancel: %v", err)
	}
}

// listen gives the address to open and says when every interface listens.
func TestListen(t *testing.T) {
	for addr, every := range map[string]bool{"127.0.0.1:0": false, "0.0.0.0:0": true} {
		ln, url, everywhere, err := listen(addr)
		if err != nil {
			t.Fatal(err)
		}
		if want := browserURL(ln.Addr().(*net.TCPAddr)); url != want || everywhere != every {
			t.Errorf("listen(%s): %s, every interface %v; want %s, %v", addr, url, everywhere, want, every)
		}
		ln.Close()
	}
	if _, _, _, err := listen("256.0.0.1:0"); err == nil {
		t.Error("listen on a bad address succeeded")
	}
}
