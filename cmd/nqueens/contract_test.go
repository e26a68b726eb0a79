package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/countrun"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
	"github.com/nqueens/nqueens/longrun"
	ucli "github.com/urfave/cli/v3"
)

// The contract every command keeps (README, "Exit status"), proved here
// on the built binaries, one row per command and fault:
//
//   - an output that cannot be written, a malformed input and flags that
//     contradict each other are refused before any work (exit 2, a
//     message on stderr, nothing on stdout);
//   - a 200 ms --time-limit stops long work (exit 1, limit_reached);
//   - Ctrl-C (SIGINT) stops work, and stops a command waiting on standard
//     input or a FIFO, at once (exit 1, canceled); a line written after it
//     is not read as data;
//   - with --format json every exit 0 or 1 prints its record (JSON.md);
//   - an existing -o file is left as it was whenever the command fails.
//
// A command of the registry (the subcommands of nqueens, the solver
// binaries under cmd/) without a row for every fault fails the test.

// fault is one way a command can be given something it must handle.
type fault string

const (
	unwritable    fault = "unwritable -o"
	timeLimit     fault = "200 ms limit"
	sigWork       fault = "SIGINT during work"
	sigInput      fault = "SIGINT waiting on input"
	malformed     fault = "malformed input"
	contradictory fault = "contradictory flags"
)

var faults = []fault{unwritable, timeLimit, sigWork, sigInput, malformed, contradictory}

// row is one command under one fault. args are the words after the
// program, with {out} (an existing file, which must stay as it is),
// {dir} (a directory), {missing} (a file in a directory that does not
// exist), {junk} (a file of text no command reads), {fifo} (a FIFO no one
// writes), {shard} (a shard result whose recount takes seconds) and {tmp}
// (the row's directory). A row with na set does not apply: na says why.
type row struct {
	cmd    string // the command: "qs1", "count", "count merge"
	fault  fault
	args   string
	stdin  bool   // standard input is a pipe left open (sigInput on -)
	code   int    // the exit code the table gives
	record string // JSON.md's record kind printed on stdout ("" none)
	status string // its status word
	na     string
}

// solverRows are the rows of a solver command: prog is how it is called
// ("qs1", "solve --method minconflicts"), long a board its work takes
// seconds on.
func solverRows(cmd, prog, long string) []row {
	return []row{
		{cmd: cmd, fault: unwritable, args: prog + " " + long + " -o {dir}", code: 2},
		{cmd: cmd, fault: unwritable, args: prog + " " + long + " -o {missing}", code: 2},
		{cmd: cmd, fault: timeLimit, args: prog + " " + long + " --time-limit 200ms --format json -o {out}", code: 1, record: "solution", status: "limit_reached"},
		{cmd: cmd, fault: sigWork, args: prog + " " + long + " --format json -o {out}", code: 1, record: "solution", status: "canceled"},
		{cmd: cmd, fault: sigInput, na: "reads no input"},
		{cmd: cmd, fault: malformed, args: prog + " 8abc", code: 2},
		{cmd: cmd, fault: malformed, args: prog + " 8 --max-steps 1e3x", code: 2},
		{cmd: cmd, fault: contradictory, args: prog + " 8 --animate --format json", code: 2},
		{cmd: cmd, fault: contradictory, args: prog + " 8 --delay 1s", code: 2},
		{cmd: cmd, fault: contradictory, args: prog + " 8 --format perm --color always", code: 2},
	}
}

// instance is an Excluded Diagonals instance whose exact count takes
// minutes: an empty board of 18.
const instance = "n = 18\nnumdiags = 0\ndiags = []\n"

// bigInstance is one whose completion (by local search) takes seconds:
// an empty board of 10^7.
const bigInstance = "n = 10000000\nnumdiags = 0\ndiags = []\n"

var contractRows = slices.Concat(
	solverRows("qs1", "qs1", "--classic 5e6"),
	solverRows("fullboard", "fullboard", "1000"),
	solverRows("linearboard", "linearboard", "10000"),
	solverRows("solve", "nqueens solve --method fullboard", "1000"),
	[]row{
		{cmd: "count", fault: unwritable, args: "nqueens count 18 --shard 0/1 -o {dir}", code: 2},
		{cmd: "count", fault: timeLimit, args: "nqueens count 19 --time-limit 200ms --format json", code: 1, record: "count", status: "limit_reached"},
		{cmd: "count", fault: timeLimit, args: "nqueens count 18 --shard 0/1 -o {out} --time-limit 200ms --format json", code: 1, record: "count", status: "limit_reached"},
		{cmd: "count", fault: timeLimit, args: "nqueens count 18 --list --time-limit 200ms --format json", code: 1, record: "list_stopped", status: "limit_reached"},
		{cmd: "count", fault: sigWork, args: "nqueens count 19 --format json", code: 1, record: "count", status: "canceled"},
		{cmd: "count", fault: sigInput, na: "reads no input"},
		{cmd: "count", fault: malformed, args: "nqueens count 8abc", code: 2},
		{cmd: "count", fault: malformed, args: "nqueens count 8 --workers 0x2", code: 2},
		{cmd: "count", fault: contradictory, args: "nqueens count 8 --unique", code: 2},
		{cmd: "count", fault: contradictory, args: "nqueens count 8 --list --format table", code: 2},

		{cmd: "count merge", fault: unwritable, na: "writes standard output only"},
		{cmd: "count merge", fault: timeLimit, na: "no long work: adds up files"},
		{cmd: "count merge", fault: sigWork, na: "no long work: adds up files"},
		{cmd: "count merge", fault: sigInput, args: "nqueens count merge --format json {fifo}", code: 1, record: "stopped", status: "canceled"},
		{cmd: "count merge", fault: malformed, args: "nqueens count merge --format json {junk}", code: 2},
		{cmd: "count merge", fault: malformed, args: "nqueens count merge {dir}", code: 2},
		{cmd: "count merge", fault: contradictory, na: "one flag"},

		{cmd: "count recount", fault: unwritable, na: "writes standard output only"},
		{cmd: "count recount", fault: timeLimit, args: "nqueens count recount {shard} --time-limit 200ms --format json", code: 1, record: "recount", status: "limit_reached"},
		{cmd: "count recount", fault: sigWork, args: "nqueens count recount {shard} --format json", code: 1, record: "recount", status: "canceled"},
		{cmd: "count recount", fault: sigInput, args: "nqueens count recount --format json {fifo}", code: 1, record: "stopped", status: "canceled"},
		{cmd: "count recount", fault: malformed, args: "nqueens count recount --format json {junk}", code: 2},
		{cmd: "count recount", fault: malformed, args: "nqueens count recount --sample 8x {shard}", code: 2},
		{cmd: "count recount", fault: contradictory, args: "nqueens count recount --seed 3 {shard}", code: 2},

		{cmd: "verify", fault: unwritable, na: "writes standard output only"},
		{cmd: "verify", fault: timeLimit, na: "no long work: reads at the disk's speed"},
		{cmd: "verify", fault: sigWork, na: "no long work: reads at the disk's speed"},
		{cmd: "verify", fault: sigInput, args: "nqueens verify --format json -", stdin: true, code: 1, record: "verify", status: "canceled"},
		{cmd: "verify", fault: sigInput, args: "nqueens verify {fifo}", code: 1},
		{cmd: "verify", fault: malformed, args: "nqueens verify {junk}", code: 2},
		{cmd: "verify", fault: malformed, args: "nqueens verify --n 8x {junk}", code: 2},
		{cmd: "verify", fault: contradictory, na: "no flags that exclude each other"},

		{cmd: "show", fault: unwritable, na: "writes standard output only"},
		{cmd: "show", fault: timeLimit, na: "no long work: draws one board"},
		{cmd: "show", fault: sigWork, na: "no long work: draws one board"},
		{cmd: "show", fault: sigInput, args: "nqueens show -", stdin: true, code: 1},
		{cmd: "show", fault: sigInput, args: "nqueens show {fifo}", code: 1},
		{cmd: "show", fault: malformed, args: "nqueens show {junk}", code: 2},
		{cmd: "show", fault: contradictory, args: "nqueens show --layout matrix --ascii {junk}", code: 2},

		{cmd: "bdd", fault: unwritable, na: "a group: its subcommands have the rows"},
		{cmd: "bdd", fault: timeLimit, na: "a group: its subcommands have the rows"},
		{cmd: "bdd", fault: sigWork, na: "a group: its subcommands have the rows"},
		{cmd: "bdd", fault: sigInput, na: "a group: its subcommands have the rows"},
		{cmd: "bdd", fault: malformed, args: "nqueens bdd cuont", code: 2},
		{cmd: "bdd", fault: contradictory, na: "a group: its subcommands have the rows"},
	},
	bddRows("count", "bdd_count", "bdd_count"),
	bddRows("list", "list_stopped", "list_stopped"),
	bddRows("squares", "bdd_squares", "bdd_squares"),
	[]row{
		{cmd: "bdd squares", fault: unwritable, args: "nqueens bdd squares 13 --chart {missing}.png", code: 2},
		{cmd: "bdd squares", fault: unwritable, args: "nqueens bdd squares 13 --chart {dir}/x.png/y.svg", code: 2},

		{cmd: "compare", fault: unwritable, args: "nqueens compare --solvers backtrack --n 200 --seeds 1..50 --json {missing}", code: 2},
		{cmd: "compare", fault: unwritable, args: "nqueens compare --solvers backtrack --n 200 --seeds 1..50 --chart {dir}", code: 2},
		{cmd: "compare", fault: timeLimit, args: "nqueens compare --solvers minconflicts --n 1e6 --seeds 1 --time-limit 200ms --json -", code: 0, record: "trial", status: "limit_reached"},
		{cmd: "compare", fault: sigWork, args: "nqueens compare --solvers qs1,backtrack --n 8,200 --seeds 1..20 --time-limit 0 --json - --bench {out}", code: 1, record: "stopped", status: "canceled"},
		{cmd: "compare", fault: sigInput, args: "nqueens compare --from {fifo}", code: 1},
		{cmd: "compare", fault: malformed, args: "nqueens compare --from {junk}", code: 2},
		{cmd: "compare", fault: malformed, args: "nqueens compare --n 8x", code: 2},
		{cmd: "compare", fault: contradictory, args: "nqueens compare --from {junk} --n 8", code: 2},
		{cmd: "compare", fault: contradictory, args: "nqueens compare --json - --bench -", code: 2},

		{cmd: "demo", fault: unwritable, na: "writes standard output only"},
		{cmd: "demo", fault: timeLimit, na: "a tour of short steps"},
		{cmd: "demo", fault: sigWork, na: "a tour of short steps"},
		{cmd: "demo", fault: sigInput, args: "nqueens demo", stdin: true, code: 1},
		{cmd: "demo", fault: malformed, args: "nqueens demo 8", code: 2},
		{cmd: "demo", fault: contradictory, na: "no flags that exclude each other"},

		{cmd: "classroom", fault: unwritable, args: "nqueens classroom --export {junk}/page", code: 2},
		{cmd: "classroom", fault: unwritable, args: "nqueens classroom --export {junk}", code: 2},
		{cmd: "classroom", fault: timeLimit, na: "serves until stopped"},
		{cmd: "classroom", fault: sigWork, args: "nqueens classroom", code: 0}, // Ctrl-C is how a server ends
		{cmd: "classroom", fault: sigInput, na: "reads no input"},
		{cmd: "classroom", fault: malformed, args: "nqueens classroom --addr nowhere", code: 2},
		{cmd: "classroom", fault: contradictory, args: "nqueens classroom --export {tmp}/page --open", code: 2},
		{cmd: "classroom", fault: contradictory, args: "nqueens classroom --force", code: 2},

		{cmd: "complete", fault: unwritable, args: "nqueens complete {big} -o {dir}", code: 2},
		{cmd: "complete", fault: unwritable, args: "nqueens complete {big} --format json -o {missing}", code: 2},
		{cmd: "complete", fault: timeLimit, args: "nqueens complete {big} --time-limit 200ms --format json -o {out}", code: 1, record: "completion", status: "limit_reached"},
		{cmd: "complete", fault: timeLimit, args: "nqueens complete {instance} --count --time-limit 200ms --format json", code: 1, record: "completion_count", status: "limit_reached"},
		{cmd: "complete", fault: timeLimit, args: "nqueens complete {instance} --list --time-limit 200ms --format json", code: 1, record: "list_stopped", status: "limit_reached"},
		{cmd: "complete", fault: timeLimit, args: "nqueens complete {instance} --sample 3 --time-limit 200ms --format json", code: 1, record: "list_stopped", status: "limit_reached"},
		{cmd: "complete", fault: sigWork, args: "nqueens complete {instance} --count --format json", code: 1, record: "completion_count", status: "canceled"},
		{cmd: "complete", fault: sigWork, args: "nqueens complete {instance} --sample 3 --format json", code: 1, record: "list_stopped", status: "canceled"},
		{cmd: "complete", fault: sigInput, args: "nqueens complete - --format json -o {out}", stdin: true, code: 1, record: "stopped", status: "canceled"},
		{cmd: "complete", fault: sigInput, args: "nqueens complete {fifo} --count --format json", code: 1, record: "stopped", status: "canceled"},
		{cmd: "complete", fault: malformed, args: "nqueens complete {junk} --format json", code: 2},
		{cmd: "complete", fault: malformed, args: "nqueens complete {tmp}/8abc.txt --count --format json", code: 2},
		{cmd: "complete", fault: contradictory, args: "nqueens complete --generate 8 --count", code: 2},
		{cmd: "complete", fault: contradictory, args: "nqueens complete {instance} --limit 3", code: 2},
		{cmd: "complete", fault: contradictory, args: "nqueens complete {instance} --min-free 3", code: 2},

		{cmd: "completion", fault: unwritable, na: "writes standard output only"},
		{cmd: "completion", fault: timeLimit, na: "prints a script"},
		{cmd: "completion", fault: sigWork, na: "prints a script"},
		{cmd: "completion", fault: sigInput, na: "reads no input"},
		{cmd: "completion", fault: malformed, args: "nqueens completion tcsh", code: 2},
		{cmd: "completion", fault: contradictory, na: "no flags"},
	},
)

// bddRows are the rows of bdd's subcommand sub, whose record is kind
// (stopped: stop).
func bddRows(sub, kind, stop string) []row {
	cmd, prog := "bdd "+sub, "nqueens bdd "+sub
	return []row{
		{cmd: cmd, fault: unwritable, na: "writes standard output only"},
		{cmd: cmd, fault: timeLimit, args: prog + " 14 --time-limit 200ms --format json", code: 1, record: stop, status: "limit_reached"},
		{cmd: cmd, fault: sigWork, args: prog + " 14 --format json", code: 1, record: stop, status: "canceled"},
		{cmd: cmd, fault: sigInput, na: "reads no input"},
		{cmd: cmd, fault: malformed, args: prog + " 8x", code: 2},
		{cmd: cmd, fault: malformed, args: prog + " 8 --place 1,1x", code: 2},
		{cmd: cmd, fault: contradictory, args: prog + " 8 --place 1,1 --forbid 1,1", code: 2},
		{cmd: cmd, fault: contradictory, args: prog + " 8 --place 1,1 --place 2,2", code: 2},
	}
}

// TestContractRows: every command of the registry has a row, or a reason
// it does not apply, for every fault.
func TestContractRows(t *testing.T) {
	have := map[string]map[fault]bool{}
	for _, r := range contractRows {
		if have[r.cmd] == nil {
			have[r.cmd] = map[fault]bool{}
		}
		have[r.cmd][r.fault] = true
	}
	for _, cmd := range contractCommands(t) {
		for _, f := range faults {
			if !have[cmd][f] {
				t.Errorf("%s has no contract row for %q: add one to contractRows (or say why it does not apply)", cmd, f)
			}
		}
		delete(have, cmd)
	}
	for cmd := range have {
		t.Errorf("contract rows for %q, which is not a command", cmd)
	}
}

// contractCommands are nqueens's command paths and the binaries under
// cmd/ other than nqueens.
func contractCommands(t *testing.T) []string {
	cmds := append(commandPaths(), "completion") // urfave/cli adds it to the root (EnableShellCompletion)
	entries, err := os.ReadDir("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && e.Name() != "internal" && e.Name() != "nqueens" {
			cmds = append(cmds, e.Name())
		}
	}
	return cmds
}

var (
	buildOnce sync.Once
	binDir    string
	buildErr  error
)

// built returns the directory of the binaries, built once per test binary
// (NQUEENS_CONTRACT_BIN names a directory of binaries built before, such
// as another commit's, to see how they fare). TestMain removes it.
func built(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		if dir := os.Getenv("NQUEENS_CONTRACT_BIN"); dir != "" {
			binDir = dir
			return
		}
		binDir, buildErr = os.MkdirTemp("", "nqueens-contract-")
		if buildErr != nil {
			return
		}
		var out []byte
		cmd := exec.Command("go", "build", "-o", binDir, "../qs1", "../fullboard", "../linearboard", ".")
		out, buildErr = cmd.CombinedOutput()
		if buildErr != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", buildErr, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binDir
}

// TestContract runs every row on the built binaries.
func TestContract(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("signals and FIFOs")
	}
	bin := built(t)               // removed by TestMain at the end
	sem := make(chan struct{}, 4) // rows at once: most wait on a signal or a limit
	for i, r := range contractRows {
		if r.na != "" {
			continue
		}
		t.Run(fmt.Sprintf("%s/%s/%d", r.cmd, r.fault, i), func(t *testing.T) {
			t.Parallel()
			sem <- struct{}{}
			defer func() { <-sem }()
			runRow(t, bin, r)
		})
	}
}

// keep is what {out} holds before a row runs.
const keep = "the user's own file\n"

// outcome is what a run of a row left.
type outcome struct {
	code           int
	stdout, stderr string
	cpu            time.Duration // processor time, user and system
	afterSignal    time.Duration // from SIGINT to the exit
	killed         bool          // still running at the bound: killed
}

// The bounds a row is held to, in processor time, which the machine's
// load does not stretch as it does wall time: a refusal does no work (the
// work of every refused row takes seconds), and a 200 ms --time-limit
// stops work that would run for minutes on every core. After SIGINT the
// command must end in a few seconds of wall time, where it would run on
// until killed at the bound.
const (
	refusalCPU  = 500 * time.Millisecond
	limitCPU    = 3 * time.Second
	signalBound = 5 * time.Second
)

// rowFiles makes the files a row's placeholders name and returns the
// args with them filled in.
func rowFiles(t *testing.T, args string) []string {
	dir := t.TempDir()
	files := map[string]string{
		"{out}": filepath.Join(dir, "out.txt"), "{dir}": filepath.Join(dir, "adir"), "{missing}": filepath.Join(dir, "no", "such", "file"),
		"{junk}": filepath.Join(dir, "junk.txt"), "{fifo}": filepath.Join(dir, "fifo"), "{instance}": filepath.Join(dir, "instance.txt"), "{big}": filepath.Join(dir, "big.txt"), "{tmp}": dir,
	}
	os.WriteFile(files["{out}"], []byte(keep), 0o644)
	os.Mkdir(files["{dir}"], 0o755)
	os.WriteFile(files["{junk}"], []byte("these are not the queens you are looking for\n"), 0o644)
	os.WriteFile(files["{instance}"], []byte(instance), 0o644)
	os.WriteFile(files["{big}"], []byte(bigInstance), 0o644)
	os.WriteFile(filepath.Join(dir, "8abc.txt"), []byte("n = 8abc\nnumdiags = 0\ndiags = []\n"), 0o644)
	if strings.Contains(args, "{shard}") {
		files["{shard}"] = filepath.Join(dir, "shard.json")
		writeShard(t, files["{shard}"])
	}
	if err := mkfifo(files["{fifo}"]); err != nil && strings.Contains(args, "{fifo}") {
		t.Skip("no FIFOs:", err)
	}
	var words []string
	for _, w := range strings.Fields(args) {
		for k, v := range files {
			w = strings.ReplaceAll(w, k, v)
		}
		words = append(words, w)
	}
	return words
}

// writeShard writes to path a shard result whose recount takes seconds:
// shard 0 of 4000 of n = 20 by mitm, 12 large pieces, with zero counts (a
// result consistent in itself; no row recounts it to the end).
func writeShard(t *testing.T, path string) {
	job, err := countrun.Job("mitm", 20)
	if err != nil {
		t.Fatal(err)
	}
	ck := job.NewCheckpoint(0, 4000)
	for _, i := range ck.Todo() {
		ck.Add(i, longrun.TaskCount{})
	}
	if err := os.WriteFile(path, ck.Result().Marshal(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// bound is how long any row may take: far more than a refusal, a stop or
// a 200 ms limit needs on a loaded machine, far less than the work.
const bound = 15 * time.Second

func runRow(t *testing.T, bin string, r row) {
	words := rowFiles(t, r.args)
	out := words[0]
	for i, w := range words {
		if i > 0 && (w == "-o" || w == "--bench") {
			out = words[i+1]
		}
	}
	got := start(t, bin, words, r)
	if got.killed {
		t.Fatalf("%s: still running after %v: killed\nstdout %.300q\nstderr %.300q", r.args, bound, got.stdout, got.stderr)
	}
	if got.code != r.code {
		t.Errorf("%s: exit %d, want %d\nstdout %.300q\nstderr %.500q", r.args, got.code, r.code, got.stdout, got.stderr)
	}
	switch {
	case r.code == 2:
		if got.stdout != "" || got.stderr == "" {
			t.Errorf("%s: a refusal prints a message on stderr and nothing on stdout; stdout %.300q, stderr %q", r.args, got.stdout, got.stderr)
		}
		if got.cpu > refusalCPU {
			t.Errorf("%s: refused after %v of processor time: work was done first", r.args, got.cpu)
		}
	case r.record != "":
		checkRecord(t, r, got.stdout)
	}
	if r.fault == timeLimit && got.cpu > limitCPU {
		t.Errorf("%s: %v of processor time under a 200 ms limit", r.args, got.cpu)
	}
	if (r.fault == sigWork || r.fault == sigInput) && got.afterSignal > signalBound {
		t.Errorf("%s: ended %v after SIGINT", r.args, got.afterSignal)
	}
	if strings.Contains(got.stderr, "goroutine ") || strings.Contains(got.stderr, "panic:") {
		t.Errorf("%s: a crash dump: %.500s", r.args, got.stderr)
	}
	if b, err := os.ReadFile(out); err == nil && r.code != 0 && string(b) != keep && strings.HasSuffix(out, "out.txt") {
		t.Errorf("%s: the existing file %s was changed: %.100q", r.args, out, b)
	}
}

// checkRecord: the last line of stdout is the row's record, with its status.
func checkRecord(t *testing.T, r row, stdout string) {
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	last := lines[len(lines)-1]
	var rec struct {
		Status string `json:"status"`
	}
	if err := json.Unmarshal([]byte(last), &rec); err != nil {
		t.Errorf("%s: no %s record on stdout: %.300q", r.args, r.record, stdout)
		return
	}
	if rec.Status != r.status {
		t.Errorf("%s: status %q, want %q: %s", r.args, rec.Status, r.status, last)
	}
	cmdtest.CheckJSON(t, r.record, []byte(last))
}

// start runs a row's command: at once for a refusal or a limit; for a
// signal, it sends SIGINT once the command works (it has used processor
// time) or waits (every thread asleep), then writes a valid line to the
// pipe of standard input, which must not be read as data.
func start(t *testing.T, bin string, words []string, r row) outcome {
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	cmd := exec.CommandContext(ctx, filepath.Join(bin, words[0]), words[1:]...)
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "LC_ALL=", "TERM=dumb", "NO_COLOR=")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	var stdin io.WriteCloser
	if r.stdin {
		var err error
		if stdin, err = cmd.StdinPipe(); err != nil {
			t.Fatal(err)
		}
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var signaled time.Time
	if r.fault == sigWork || r.fault == sigInput {
		waitBusy(cmd.Process.Pid)
		signaled = time.Now()
		cmd.Process.Signal(syscall.SIGINT)
		if stdin != nil {
			io.WriteString(stdin, "0 4 7 5 2 6 1 3\n")
		}
	}
	err := cmd.Wait()
	if stdin != nil {
		stdin.Close()
	}
	o := outcome{stdout: stdout.String(), stderr: stderr.String(), killed: ctx.Err() != nil}
	if !signaled.IsZero() {
		o.afterSignal = time.Since(signaled)
	}
	if ps := cmd.ProcessState; ps != nil {
		o.cpu = ps.UserTime() + ps.SystemTime()
	}
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		o.code = ee.ExitCode() // -1: killed by a signal
	case err != nil:
		t.Fatal(err)
	}
	return o
}

// waitBusy returns once the process pid is at work (it has used 100 ms
// of processor time) or waits (every thread asleep, twice 50 ms apart,
// 300 ms after it started: Go's runtime runs until main blocks, on its
// input, or serving), or after a few seconds. Where /proc is missing it
// waits a second.
func waitBusy(pid int) {
	deadline := time.Now().Add(5 * time.Second)
	begun := time.Now()
	asleep := 0
	for time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		if _, err := os.Stat("/proc/self/stat"); err != nil {
			time.Sleep(time.Second)
			return
		}
		if cpuTicks(pid) >= 10 {
			return
		}
		if allAsleep(pid) {
			asleep++
		} else {
			asleep = 0
		}
		if asleep >= 2 && time.Since(begun) > 300*time.Millisecond {
			return
		}
	}
}

// cpuTicks is the processor time pid has used, in clock ticks.
func cpuTicks(pid int) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.Atoi(f[11])
	s, _ := strconv.Atoi(f[12])
	return u + s
}

// allAsleep reports whether every thread of pid is asleep (state S).
func allAsleep(pid int) bool {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil || len(tasks) == 0 {
		return false
	}
	for _, task := range tasks {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/stat", pid, task.Name()))
		if err != nil {
			return false
		}
		f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		if len(f) == 0 || f[0] != "S" {
			return false
		}
	}
	return true
}

// TestExitStatusWrittenOnce: the table of exit codes is cli.ExitStatus,
// which the README gives and every command's help ends with.
func TestExitStatusWrittenOnce(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(cli.ExitStatus, "\n")
	if !strings.Contains(string(readme), "#### Exit status\n\n```\n"+table+"\n```") {
		t.Errorf("README.md does not give cli.ExitStatus under '#### Exit status':\n%s", table)
	}
	for _, path := range commandPaths() {
		if path == "bdd" || path == "count" {
			continue // a group, or a command whose subcommand has its own help
		}
		_, stdout, _ := execute(t, path+" --help")
		if !strings.Contains(unindent(stdout), unindent(table)) {
			t.Errorf("nqueens %s --help does not end with the exit status table", path)
		}
	}
}

// unindent drops the spaces that begin each line of s.
func unindent(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimLeft(l, " ")
	}
	return strings.Join(lines, "\n")
}

// TestNeedsSaysWhatHelpSays: a flag whose help begins "with --X" has an
// entry in its command's table of needs that names --X, so that the help
// and what is refused say the same.
func TestNeedsSaysWhatHelpSays(t *testing.T) {
	with := regexp.MustCompile(`^with --([a-z-]+)`)
	var walk func(cmds []*ucli.Command)
	walk = func(cmds []*ucli.Command) {
		for _, c := range cmds {
			needs := cli.ContractOf(c).Needs
			for _, f := range c.Flags {
				d, ok := f.(ucli.DocGenerationFlag)
				if !ok {
					continue
				}
				name := f.Names()[0]
				if m := with.FindStringSubmatch(d.GetUsage()); m != nil && !strings.Contains(needs[name], m[1]) {
					t.Errorf("%s --%s: its help says %q, its needs %q", c.FullName(), name, m[0], needs[name])
				}
			}
			walk(c.Commands)
		}
	}
	walk(commands(cli.Env{Stdout: io.Discard, Stderr: io.Discard, Getenv: func(string) string { return "" }}, registry.Solvers()))
}
