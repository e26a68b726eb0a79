// Package browsertest starts a headless Chromium for tests that load a
// page in a real browser (github.com/chromedp/chromedp). It is used only
// by tests.
//
// [Start] finds Debian's chromium (or chromium-browser, google-chrome,
// or the binary named by NQUEENS_CHROME). When there is none, or it
// cannot start, the test is skipped and says why; under CI=true it fails
// instead, so a CI run never passes without its browser tests.
package browsertest

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Start launches a fresh headless browser (its own profile in a temporary
// directory) and returns a context for chromedp.Run with a first tab; the
// browser is closed when the test ends. timeout bounds the whole use of
// the browser.
func Start(t testing.TB, timeout time.Duration) context.Context {
	t.Helper()
	path := os.Getenv("NQUEENS_CHROME")
	if path == "" {
		for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
			if p, err := exec.LookPath(name); err == nil {
				path = p
				break
			}
		}
	}
	if path == "" {
		unavailable(t, "no chromium found (apt-get install chromium, or set NQUEENS_CHROME)")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1400, 1050),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	tctx, cancelTimeout := context.WithTimeout(actx, timeout)
	ctx, cancelTab := chromedp.NewContext(tctx)
	t.Cleanup(func() {
		cancelTab()
		cancelTimeout()
		cancelAlloc()
	})
	if err := chromedp.Do(ctx); err != nil {
		unavailable(t, "chromium at "+path+" did not start: "+err.Error())
	}
	return ctx
}

func unavailable(t testing.TB, why string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("browser tests must run in CI: %s", why)
	}
	t.Skipf("skipping the browser test: %s", why)
}
