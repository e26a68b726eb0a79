package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
)

// execute runs nqueens with args as Main would (checked stdout, the
// locale's ASCII decision, exit code) and returns what a user sees.
func execute(t *testing.T, args string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = cli.Exec(context.Background(), "nqueens", run, append([]string{"nqueens"}, strings.Fields(args)...), &out, &errb)
	return code, out.String(), errb.String()
}

// placementFile writes a valid and an invalid placement of 8 queens.
func placementFile(t *testing.T) (valid, invalid string) {
	t.Helper()
	dir := t.TempDir()
	valid, invalid = filepath.Join(dir, "good.txt"), filepath.Join(dir, "bad.txt")
	os.WriteFile(valid, []byte("0 4 7 5 2 6 1 3\n"), 0o644)
	os.WriteFile(invalid, []byte("0 1 2 3 4 5 6 7\n"), 0o644)
	return valid, invalid
}

// TestASCIIOnlyWithoutUTF8 runs every command that draws, times or
// tabulates under the C locale and TERM=dumb: every byte must be ASCII.
// Under a UTF-8 locale the same commands print some non-ASCII (boxes,
// µs, queens), so the test would notice if the switch were lost.
func TestASCIIOnlyWithoutUTF8(t *testing.T) {
	valid, invalid := placementFile(t)
	lines := []string{
		"solve --method qs1 8",
		"solve --method fullboard 6 --format board",
		"count 4 9",
		"count 6 --list --format board",
		"bdd count 8",
		"bdd squares 7",
		"show " + valid,
		"show " + invalid,
		"verify " + invalid,
		"compare --n 8 --seeds 1 --solvers qs1,formula",
		"--help",
		"count x",
	}
	for _, env := range []struct{ lang, term string }{{"C", "xterm"}, {"C.UTF-8", "dumb"}, {"POSIX", "dumb"}} {
		t.Run(env.lang+"-"+env.term, func(t *testing.T) {
			t.Setenv("LC_ALL", "")
			t.Setenv("LC_CTYPE", "")
			t.Setenv("LANG", env.lang)
			t.Setenv("TERM", env.term)
			for _, args := range lines {
				_, stdout, stderr := execute(t, args)
				for name, s := range map[string]string{"stdout": stdout, "stderr": stderr} {
					for i := range len(s) {
						if s[i] >= 0x80 {
							t.Errorf("nqueens %s: byte %d of %s is not ASCII: %q", args, i, name, s[max(0, i-20):min(len(s), i+20)])
							break
						}
					}
				}
			}
		})
	}
	t.Run("UTF-8 has Unicode", func(t *testing.T) {
		t.Setenv("LC_ALL", "")
		t.Setenv("LANG", "C.UTF-8")
		t.Setenv("TERM", "xterm")
		_, stdout, _ := execute(t, "count 6 --list --format board")
		if !strings.ContainsRune(stdout, '♛') {
			t.Errorf("under UTF-8 the boards are ASCII too: the test above proves nothing\n%s", stdout)
		}
	})
}

// TestMain lets the test binary run as the nqueens program itself (main,
// with the real standard output), for the tests that need a shell to
// close or redirect it.
func TestMain(m *testing.M) {
	if os.Getenv("NQUEENS_TEST_MAIN") == "1" {
		main()
		return
	}
	code := m.Run()
	if binDir != "" && os.Getenv("NQUEENS_CONTRACT_BIN") == "" {
		os.RemoveAll(binDir) // the contract test's binaries
	}
	os.Exit(code)
}

// shell runs script with $0 standing for the nqueens program and returns
// its stderr and the exit status it prints with echo.
func shell(t *testing.T, script string) string {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	cmd := exec.Command("sh", "-c", script, os.Args[0])
	cmd.Env = append(os.Environ(), "NQUEENS_TEST_MAIN=1", "LANG=C.UTF-8", "LC_ALL=", "TERM=xterm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
	return string(out)
}

// TestLostResultIsFailure is the rule "a result that cannot be written is a
// failure" as a user meets it in a shell.
func TestLostResultIsFailure(t *testing.T) {
	for _, tc := range []struct{ script, want string }{
		{`"$0" solve --method qs1 8 > /dev/full; echo "exit $?"`,
			"nqueens: writing standard output: no space left on device\nexit 1\n"},
		{`"$0" count 8 > /dev/full; echo "exit $?"`,
			"nqueens: writing standard output: no space left on device\nexit 1\n"},
		{`"$0" solve --method qs1 8 > /dev/null; echo "exit $?"`, "exit 0\n"},
		// /dev/null read-write, as Python's subprocess.DEVNULL hands it
		// over: a discard on purpose, not a failure.
		{`"$0" solve --method qs1 8 1<>/dev/null; echo "exit $?"`, "exit 0\n"},
		{`"$0" count 8 1<>/dev/null; echo "exit $?"`, "exit 0\n"},
		// Closed at start: the runtime puts /dev/null there, and the
		// README says it is a discard (issue 25, defect 15).
		{`"$0" solve --method qs1 8 >&-; echo "exit $?"`, "exit 0\n"},
		{`"$0" count 8 >&-; echo "exit $?"`, "exit 0\n"},
	} {
		if got := shell(t, tc.script); got != tc.want {
			t.Errorf("%s:\ngot  %q\nwant %q", tc.script, got, tc.want)
		}
	}
	// The reader leaves after 10 bytes of 370 KB: no message, and the
	// status is that of a command killed by SIGPIPE (128+13), as for
	// seq or cat, or 0 where SIGPIPE is ignored; never 1 or 2.
	for _, script := range []string{
		`{ "$0" count 12 --list; echo "exit $?" >&2; } | head -c 10 > /dev/null`,
		`trap "" PIPE; { "$0" count 12 --list; echo "exit $?" >&2; } | head -c 10 > /dev/null`,
	} {
		if got := shell(t, script); got != "exit 141\n" && got != "exit 0\n" {
			t.Errorf("%s:\ngot %q, want no message and exit 141 or 0", script, got)
		}
	}
}

// TestSolverJSON decodes the JSON of every registered solver against
// JSON.md, solved and stopped (by a limit and by Ctrl-C).
func TestSolverJSON(t *testing.T) {
	for _, name := range registry.Solvers().Names() {
		code, stdout, stderr := execute(t, "solve --format json --method "+name+" 8")
		if code != 0 {
			t.Errorf("%s: exit %d: %s", name, code, stderr)
		}
		cmdtest.CheckJSON(t, "solution", []byte(stdout))
		if !strings.Contains(stdout, `"status":"solved"`) || !strings.Contains(stdout, `"placement":[`) {
			t.Errorf("%s: %s", name, stdout)
		}
	}
	// qs1 reports its start phase.
	_, stdout, _ := execute(t, "solve --format json --method qs1 1000")
	if !strings.Contains(stdout, `"setup_ns":`) {
		t.Errorf("qs1's record has no setup_ns: %s", stdout)
	}
	// Stopped by --max-steps: the record says so and what was reached.
	code, stdout, stderr := execute(t, "solve --format json --method fullboard 30 --max-steps 1")
	if code != 1 || !strings.Contains(stderr, "limit reached") {
		t.Errorf("stopped: exit %d, stderr %q", code, stderr)
	}
	cmdtest.CheckJSON(t, "solution", []byte(stdout))
	var rec struct {
		Status    nqueens.Status
		Steps     int64
		Conflicts *int64
		Placement []int
	}
	if err := json.Unmarshal([]byte(stdout), &rec); err != nil || rec.Status != nqueens.LimitReached || rec.Steps != 1 || rec.Conflicts == nil || *rec.Conflicts <= 0 || rec.Placement != nil {
		t.Errorf("stopped record %s: %+v %v", stdout, rec, err)
	}
	// No solution: the record says so.
	code, stdout, _ = execute(t, "solve --format json --method qs1 3")
	if code != 1 || !strings.Contains(stdout, `"status":"no_solution"`) || strings.Contains(stdout, "conflicts") {
		t.Errorf("n = 3: exit %d, %s", code, stdout)
	}
	cmdtest.CheckJSON(t, "solution", []byte(stdout))
	// Ctrl-C before the search: the record says canceled.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code = cli.Exec(ctx, "nqueens", run, strings.Fields("nqueens solve --method qs1 --format json 1000"), &out, &errb)
	if code != 1 || !strings.Contains(out.String(), `"status":"canceled"`) {
		t.Errorf("canceled: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
	cmdtest.CheckJSON(t, "solution", out.Bytes())
}

// TestOutputTargets: -o replaces a regular file atomically, keeping its
// mode (a new file gets the umask's), follows a symlink, writes devices
// and FIFOs in place, and refuses an unwritable path before the search.
// TestOutputTargets: -o replaces a regular file (keeping its mode),
// writes through a symlink, a device and a FIFO in place, and refuses an
// unwritable path before the search; no temporary file is left behind.
func TestOutputTargets(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.txt")
	os.WriteFile(old, []byte("keep me"), 0o600)
	// In order: the symlink points at the file the first replaced.
	t.Run("regular", func(t *testing.T) { outputRegular(t, dir, old) })
	t.Run("symlink", func(t *testing.T) { outputSymlink(t, dir, old) })
	t.Run("devices", outputDevices)
	t.Run("fifo", func(t *testing.T) { outputFIFO(t, dir) })
	t.Run("unwritable", func(t *testing.T) { outputUnwritable(t, dir) })
	if entries, _ := os.ReadDir(dir); len(entries) != 5 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

// outputRegular: a regular file is replaced, with the mode of the file it
// replaces; a new file gets 0666 less the umask.
func outputRegular(t *testing.T, dir, old string) {
	code, stdout, stderr := execute(t, "solve --method qs1 8 -o "+old)
	if code != 0 || !strings.Contains(stdout, "placement written to "+old) {
		t.Fatalf("exit %d: %s%s", code, stdout, stderr)
	}
	if b, _ := os.ReadFile(old); string(b) == "keep me" {
		t.Error("the file was not replaced")
	}
	// A private result stays private (issue 25, defect 10).
	if fi, _ := os.Stat(old); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the replaced file's 0600", fi.Mode().Perm())
	}
	// A new file: 0666 less the umask.
	probe, fresh := filepath.Join(dir, "probe"), filepath.Join(dir, "new.txt")
	os.WriteFile(probe, nil, 0o666)
	pfi, _ := os.Stat(probe)
	if code, _, stderr := execute(t, "solve --method qs1 8 -o "+fresh); code != 0 {
		t.Fatalf("new file: exit %d: %s", code, stderr)
	}
	if fi, _ := os.Stat(fresh); fi.Mode().Perm() != pfi.Mode().Perm() {
		t.Errorf("new file: mode %v, want %v (0666 less the umask)", fi.Mode().Perm(), pfi.Mode().Perm())
	}
}

// outputSymlink: a symlink's target is replaced, the link kept.
func outputSymlink(t *testing.T, dir, old string) {
	link := filepath.Join(dir, "link")
	os.Symlink("old.txt", link)
	if code, _, stderr := execute(t, "solve --method qs1 --seed 2 --format json 8 -o "+link); code != 0 {
		t.Fatalf("symlink: exit %d: %s", code, stderr)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	b, _ := os.ReadFile(old)
	cmdtest.CheckJSON(t, "solution", b)
}

// outputDevices: /dev/null takes the placement; /dev/full is a failure
// naming the file; both stay devices.
func outputDevices(t *testing.T) {
	if code, _, stderr := execute(t, "solve --method qs1 8 -o /dev/null"); code != 0 {
		t.Errorf("/dev/null: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		code, _, stderr := execute(t, "solve --method qs1 8 -o /dev/full")
		if code != 1 || stderr != "nqueens: writing /dev/full: no space left on device\n" {
			t.Errorf("/dev/full: exit %d, stderr %q", code, stderr)
		}
	}
	for _, dev := range []string{"/dev/null", "/dev/full"} {
		if fi, err := os.Stat(dev); err == nil && fi.Mode()&os.ModeCharDevice == 0 {
			t.Fatalf("%s is no longer a device", dev)
		}
	}
}

// outputFIFO: a FIFO is written in place for the reader at the other end.
func outputFIFO(t *testing.T, dir string) {
	fifo := filepath.Join(dir, "fifo")
	if err := mkfifo(fifo); err == nil {
		got := make(chan []byte)
		go func() {
			r, err := os.Open(fifo)
			if err != nil {
				got <- nil
				return
			}
			b, _ := io.ReadAll(r)
			r.Close()
			got <- b
		}()
		if code, _, stderr := execute(t, "solve --method qs1 --format json 8 -o "+fifo); code != 0 {
			t.Errorf("FIFO: exit %d: %s", code, stderr)
		}
		cmdtest.CheckJSON(t, "solution", <-got)
	}
}

// outputUnwritable: an unwritable path is refused before the search, so
// the message is about the file and not about the step limit the search
// would reach.
func outputUnwritable(t *testing.T, dir string) {
	missing := filepath.Join(dir, "no", "such", "dir.txt")
	code, stdout, stderr := execute(t, "solve --method fullboard 30 --max-steps 1 -o "+missing)
	if code != 2 || stdout != "" || stderr != "nqueens: --output: creating "+missing+": the directory "+filepath.Dir(missing)+" does not exist\n" {
		t.Errorf("missing directory: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 5 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

// TestCompareJSON: compare's trials use the common words (steps, status
// words) and decode against JSON.md; files written before still load.
func TestCompareJSON(t *testing.T) {
	code, stdout, stderr := execute(t, "compare --n 2,8 --seeds 1,2 --solvers qs1,formula --json -")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	cmdtest.CheckJSON(t, "trial", []byte(stdout))
	if !strings.Contains(stdout, `"status":"no_solution"`) || !strings.Contains(stdout, `"steps":`) {
		t.Errorf("want no_solution at n = 2 and steps:\n%s", stdout)
	}
	old := filepath.Join(t.TempDir(), "old.ndjson")
	os.WriteFile(old, []byte(`{"solver":"qs1","n":8,"seed":1,"elapsed_ns":1234,"moves":3,"restarts":0,"status":"solved"}
{"solver":"qs1","n":3,"seed":1,"elapsed_ns":1234,"moves":0,"restarts":0,"status":"no solution"}
{"solver":"qs1","n":9,"seed":1,"elapsed_ns":1234,"moves":0,"restarts":0,"status":"time limit"}
`), 0o644)
	code, stdout, stderr = execute(t, "compare --from "+old+" --json -")
	if code != 0 {
		t.Fatalf("--from an old file: exit %d: %s", code, stderr)
	}
	cmdtest.CheckJSON(t, "trial", []byte(stdout))
	if !strings.Contains(stdout, `"steps":3`) || !strings.Contains(stdout, `"status":"limit_reached"`) {
		t.Errorf("old file read back as:\n%s", stdout)
	}
}

// TestBDDAndVerifyJSON decodes bdd count, list and squares and verify
// against JSON.md, a run stopped by the memory limit included.
func TestBDDAndVerifyJSON(t *testing.T) {
	for _, tc := range []struct {
		args, record string
		code         int
		has          string
	}{
		{"bdd count 8 --format json", "bdd_count", 0, `"total":92`},
		{"bdd count 3 --format json", "bdd_count", 0, `"total":0`},
		{"bdd count 8 --place 1,1 --forbid 2,3 --format json --construction both", "bdd_count", 0, `"place":[[0,0]]`},
		{"bdd squares 6 --format json", "bdd_squares", 0, `"squares":[[`},
		{"bdd list 6 --format json", "listed", 0, `"placement":[1,3,5,0,2,4]`},
		{"bdd count 13 --max-memory 16MiB --format json", "bdd_count", 1, `"status":"limit_reached","construction":"direct","elapsed_ns":`},
		// Refused before the build, its estimate past the limit: the
		// record still comes (stdout was empty), with the estimate.
		{"bdd count 16 --max-memory 100MiB --format json", "bdd_count", 1, `"status":"limit_reached","construction":"direct","elapsed_ns":0,"estimate_bytes":18350080000,"max_memory_bytes":104857600}`},
		{"bdd squares 16 --max-memory 100MiB --format json --place 1,1", "bdd_squares", 1, `"status":"limit_reached","construction":"direct","place":[[0,0]],"elapsed_ns":0,"estimate_bytes":18350080000,"max_memory_bytes":104857600}`},
		{"bdd list 16 --max-memory 100MiB --format json", "list_stopped", 1, `{"n":16,"status":"limit_reached","listed":0}`},
	} {
		code, stdout, stderr := execute(t, tc.args)
		if code != tc.code || !strings.Contains(stdout, tc.has) {
			t.Errorf("%s: exit %d, want %d; stdout %q lacks %s; stderr %q", tc.args, code, tc.code, stdout, tc.has, stderr)
		}
		if tc.code == 1 && !strings.Contains(stderr, "--max-memory") {
			t.Errorf("%s: stderr %q does not say why", tc.args, stderr)
		}
		cmdtest.CheckJSON(t, tc.record, []byte(stdout))
	}
	// A listing stopped by Ctrl-C ends with the record of the stop.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	if code := cli.Exec(ctx, "nqueens", run, strings.Fields("nqueens bdd list 8 --format json"), &out, &errb); code != 1 || !strings.Contains(out.String(), `"status":"canceled"`) {
		t.Errorf("bdd list canceled: exit %d, %q %q", code, out.String(), errb.String())
	}
	cmdtest.CheckJSON(t, "list_stopped", out.Bytes())
	code, stdout, _ := execute(t, "bdd squares 13 --max-memory 16MiB --format json")
	if code != 1 || !strings.Contains(stdout, `"status":"limit_reached"`) {
		t.Errorf("bdd squares stopped by --max-memory: exit %d, %q", code, stdout)
	}
	cmdtest.CheckJSON(t, "bdd_squares", []byte(stdout))

	valid, invalid := placementFile(t)
	code, stdout, _ = execute(t, "verify --format json "+valid)
	if code != 0 || !strings.Contains(stdout, `"valid":true`) {
		t.Errorf("verify valid: exit %d: %s", code, stdout)
	}
	cmdtest.CheckJSON(t, "verify", []byte(stdout))
	code, stdout, stderr := execute(t, "verify --format json "+invalid)
	if code != 1 || !strings.Contains(stdout, `"valid":false`) || !strings.Contains(stdout, `"first_attack":[0,1]`) || !strings.Contains(stderr, "invalid placement") {
		t.Errorf("verify invalid: exit %d: %s%s", code, stdout, stderr)
	}
	cmdtest.CheckJSON(t, "verify", []byte(stdout))
}

// commandPaths lists every command path of nqueens: "count", "count merge", ...
func commandPaths() []string {
	var paths []string
	var walk func(prefix string, cmds []*ucli.Command)
	walk = func(prefix string, cmds []*ucli.Command) {
		for _, c := range cmds {
			p := strings.TrimSpace(prefix + " " + c.Name)
			paths = append(paths, p)
			walk(p, c.Commands)
		}
	}
	walk("", commands(cli.Env{Stdout: io.Discard, Stderr: io.Discard, Getenv: func(string) string { return "" }}, registry.Solvers()))
	return paths
}

// TestHelpConventions: every command's help shows each default once,
// lists --version, and --version answers.
func TestHelpConventions(t *testing.T) {
	zeroDefault := regexp.MustCompile(`\(default: ("0"|0|0s|"")\)`)
	// urfave/cli appends "(default: X)"; the usage may name it too.
	appended := regexp.MustCompile(`^(.*)\(default: [^()]*\)$`)
	for _, path := range append([]string{""}, commandPaths()...) {
		code, stdout, stderr := execute(t, path+" --help")
		if code != 0 {
			t.Errorf("nqueens %s --help: exit %d: %s", path, code, stderr)
			continue
		}
		for _, line := range strings.Split(stdout, "\n") {
			m := appended.FindStringSubmatch(strings.TrimSpace(line))
			if m != nil && strings.Contains(strings.ToLower(m[1]), "default") || zeroDefault.MatchString(line) {
				t.Errorf("nqueens %s --help says the default twice or says a zero default:\n%s", path, line)
			}
		}
		if path != "" && !strings.Contains(stdout, "--version") {
			t.Errorf("nqueens %s --help does not list --version", path)
		}
		code, stdout, _ = execute(t, path+" --version")
		if code != 0 || !strings.HasPrefix(stdout, "nqueens version ") {
			t.Errorf("nqueens %s --version: exit %d: %q", path, code, stdout)
		}
	}
}

// TestCompletionScripts: nqueens completion prints each shell's script,
// which asks nqueens itself for the words.
func TestCompletionScripts(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		code, stdout, stderr := execute(t, "completion "+shell)
		if code != 0 || !strings.Contains(stdout, "nqueens") || !strings.Contains(stdout, "generate-shell-completion") {
			t.Errorf("completion %s: exit %d: %.200s %s", shell, code, stdout, stderr)
		}
	}
	code, stdout, _ := execute(t, "count --met --generate-shell-completion")
	if code != 0 || !strings.Contains(stdout, "--method") {
		t.Errorf("completing count's flags: exit %d: %q", code, stdout)
	}
}

// TestErrorsPointAtOwnHelp: a usage error suggests the help of the
// subcommand that was run.
func TestErrorsPointAtOwnHelp(t *testing.T) {
	for _, tc := range []struct{ args, help string }{
		{"count x", "nqueens count"},
		{"count merge", "nqueens count merge"},
		{"bdd count", "nqueens bdd count"},
		{"bdd squares 8 --format x", "nqueens bdd squares"},
		{"bdd foo", "nqueens bdd"},
		{"verify", "nqueens verify"},
		{"verify --format yaml x", "nqueens verify"},
		{"show a b", "nqueens show"},
		{"compare --n x", "nqueens compare"},
		{"solve", "nqueens solve"},
		{"demo --bogus", "nqueens demo"},
		{"bdd squares 6 -o x", "nqueens bdd squares"},
		{"foo", "nqueens"},
	} {
		code, _, stderr := execute(t, tc.args)
		if want := "Run '" + tc.help + " --help' for usage.\n"; code != 2 || !strings.HasSuffix(stderr, want) {
			t.Errorf("nqueens %s: exit %d, stderr %q; want it to end %q", tc.args, code, stderr, want)
		}
	}
}

// TestMissingFileWordedAlike: verify and show word a missing file the same way.
func TestMissingFileWordedAlike(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "q.txt")
	for _, cmd := range []string{"verify", "show", "count merge"} {
		code, stdout, stderr := execute(t, cmd+" "+missing)
		want := "nqueens: cannot read " + missing + ": no such file or directory\n"
		if code != 2 || stdout != "" || stderr != want {
			t.Errorf("%s: exit %d, stderr %q, want 2, %q", cmd, code, stderr, want)
		}
	}
}

// TestOneBasedEverywhere: the reader's message suggests --one-based;
// every command that prints it accepts the flag.
func TestOneBasedEverywhere(t *testing.T) {
	f := filepath.Join(t.TempDir(), "q1.txt")
	os.WriteFile(f, []byte("1 5 8 6 3 7 2 4\n"), 0o644)
	for _, cmd := range []string{"verify", "show"} {
		code, _, stderr := execute(t, cmd+" "+f)
		if code != 2 || !strings.Contains(stderr, "--one-based") {
			t.Errorf("%s of 1-based rows: exit %d, %q: want a hint at --one-based", cmd, code, stderr)
		}
		if code, stdout, stderr := execute(t, cmd+" --one-based "+f); code != 0 {
			t.Errorf("%s --one-based: exit %d: %s%s", cmd, code, stdout, stderr)
		}
	}
}

// TestSingulars: counts of one read as English.
func TestSingulars(t *testing.T) {
	one := filepath.Join(t.TempDir(), "one.txt")
	os.WriteFile(one, []byte("0\n"), 0o644)
	for _, tc := range []struct{ args, want string }{
		{"verify " + one, "valid: 1 queen, no two attack each other"},
		{"show " + one, ": 1 queen, a solution"},
		{"solve --method fullboard 8 --max-steps 1", "1 move and"},
		{"solve --method minconflicts --seed 1 --max-steps 1 100", "1 repair (--max-steps 1):"},
		{"compare --n 8 --seeds 1 --solvers formula", "1 of 1 trial in"},
	} {
		_, stdout, stderr := execute(t, tc.args)
		if !strings.Contains(stdout+stderr, tc.want) {
			t.Errorf("nqueens %s: %q lacks %q", tc.args, stdout+stderr, tc.want)
		}
	}
}

// TestColorFlag: --color is spelled the same on every command that draws
// boards, and does what it says.
func TestColorFlag(t *testing.T) {
	valid, _ := placementFile(t)
	for _, args := range []string{
		"count 4 --list --format board --color always",
		"show --color always " + valid,
		"bdd list 4 --format board --color always",
		"solve --method qs1 8 --color always",
	} {
		code, stdout, stderr := execute(t, args)
		if code != 0 || !strings.Contains(stdout, "\x1b[") {
			t.Errorf("nqueens %s: exit %d, no color in %q %s", args, code, stdout, stderr)
		}
		code, stdout, _ = execute(t, strings.Replace(args, "always", "never", 1))
		if code != 0 || strings.Contains(stdout, "\x1b[") {
			t.Errorf("nqueens %s with never: exit %d, color in %q", args, code, stdout)
		}
	}
	if code, _, stderr := execute(t, "count 8 --color always"); code != 2 || !strings.Contains(stderr, "--color goes with") {
		t.Errorf("count's table with --color: exit %d, %q", code, stderr)
	}
}

// TestMessagesWithoutGoInternals: what reaches a person has no package
// prefixes, parser jargon or "op path:" repeated.
func TestMessagesWithoutGoInternals(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.txt")
	os.WriteFile(junk, []byte("garbage\n"), 0o644)
	for _, args := range []string{
		"verify " + dir,
		"compare --from " + dir,
		"compare --from " + junk,
		"count merge " + junk,
		"count 12 --resume --checkpoint " + junk,
	} {
		_, _, stderr := execute(t, args)
		for _, bad := range []string{"exact:", "compare:", "invalid character", "looking for beginning", ": read " + dir + ":", "context canceled", "EOF", "json: "} {
			if strings.Contains(stderr, bad) {
				t.Errorf("nqueens %s: %q says %q", args, stderr, bad)
			}
		}
	}
	// Ctrl-C: plain words, and the record of what was reached.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code := cli.Exec(ctx, "nqueens", run, strings.Fields("nqueens count 14 --format json"), &out, &errb)
	if code != 1 || strings.Contains(errb.String(), "context") {
		t.Errorf("count stopped by Ctrl-C: exit %d, %q", code, errb.String())
	}
	cmdtest.CheckJSON(t, "count", out.Bytes())
}

func TestShortFlagAsTyped(t *testing.T) {
	if _, _, stderr := execute(t, "bdd squares 6 -o x"); !strings.HasPrefix(stderr, "nqueens: unknown flag -o\n") {
		t.Errorf("stderr %q", stderr)
	}
}
