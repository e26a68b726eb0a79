package deploy

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	kjson "sigs.k8s.io/json"
	"sigs.k8s.io/yaml"
)

// These tests are the quick structural checks of the examples; deploy/check
// runs them on real engines.

// nqueens is the binary built from this repository for the tests, in a
// directory of its own that the tests put first on PATH.
var nqueensDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "deploy-test")
	if err != nil {
		panic(err)
	}
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "nqueens"), "./cmd/nqueens")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "go build ./cmd/nqueens: %v\n%s", err, out)
		os.Exit(1)
	}
	nqueensDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// settingNames are the environment variables the scripts read.
var settingNames = map[string]bool{}

func init() {
	for _, s := range strings.Fields("N SHARDS CPUS MEM TIME PARTITION EVERY RESULTS NQUEENS PARALLELISM IMAGE STORAGE_CLASS ACCESS_MODE RETRIES SLOTS") {
		settingNames[s] = true
	}
}

// script runs a shipped script with bash in dir, with env added and
// nqueensDir (then extra) first on PATH.
func script(t *testing.T, dir string, env []string, extraPath string, name string, args ...string) (string, error) {
	t.Helper()
	path, err := filepath.Abs(name)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", append([]string{path}, args...)...)
	cmd.Dir = dir
	p := nqueensDir + string(os.PathListSeparator) + os.Getenv("PATH")
	if extraPath != "" {
		p = extraPath + string(os.PathListSeparator) + p
	}
	// The scripts read their settings from the environment: only the
	// test's count.
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); !settingNames[name] {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(append(cmd.Env, "PATH="+p), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	return out.String(), err
}

// merge checks that the results in dir are every shard of n = 9 and add up
// to its published count, and that everyone can read them.
func merge(t *testing.T, dir, glob string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, glob))
	if len(files) == 0 {
		t.Fatalf("no %s in %s", glob, dir)
	}
	for _, f := range files {
		if fi, err := os.Stat(f); err != nil || fi.Mode().Perm()&0o044 != 0o044 {
			t.Errorf("%s: not readable by group and others (%v %v)", f, fi.Mode(), err)
		}
	}
	out, err := exec.Command(filepath.Join(nqueensDir, "nqueens"), append([]string{"count", "merge"}, files...)...).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "total 352, unique 46") {
		t.Errorf("merge of %d files: %v\n%s", len(files), err, out)
	}
}

// decodeStrict reads one manifest the way kubectl and the apiserver do:
// YAML 1.1 to JSON (so an unquoted N, y, yes, on or off is a boolean), then
// strict JSON (no unknown or duplicate fields, names case-sensitive) into
// the API type.
func decodeStrict(t *testing.T, manifest []byte, obj any) {
	t.Helper()
	j, err := yaml.YAMLToJSON(manifest)
	if err != nil {
		t.Fatalf("YAML: %v\n%s", err, manifest)
	}
	strict, err := kjson.UnmarshalStrict(j, obj)
	if err != nil {
		t.Fatalf("decoding %T: %v\n%s", obj, err, j)
	}
	for _, e := range strict {
		t.Errorf("%T: %v", obj, e)
	}
}

func manifest(t *testing.T, obj string, env ...string) []byte {
	t.Helper()
	out, err := script(t, t.TempDir(), env, "", "kubernetes/manifests.sh", obj)
	if err != nil {
		t.Fatalf("manifests.sh %s %v: %v\n%s", obj, env, err, out)
	}
	return []byte(out)
}

// restricted checks what the restricted Pod Security level asks of a pod
// (the apiserver enforces it in deploy/check).
func restricted(t *testing.T, spec *corev1.PodSpec) {
	t.Helper()
	s := spec.SecurityContext
	if s == nil || s.RunAsNonRoot == nil || !*s.RunAsNonRoot || s.RunAsUser == nil || *s.RunAsUser == 0 ||
		s.SeccompProfile == nil || s.SeccompProfile.Type != corev1.SeccompProfileTypeRuntimeDefault {
		t.Errorf("pod security context %+v: want runAsNonRoot, a runAsUser, seccomp RuntimeDefault", s)
	}
	if spec.AutomountServiceAccountToken == nil || *spec.AutomountServiceAccountToken {
		t.Error("the pod mounts a service account token it does not need")
	}
	for _, c := range spec.Containers {
		cs := c.SecurityContext
		if cs == nil || cs.AllowPrivilegeEscalation == nil || *cs.AllowPrivilegeEscalation ||
			cs.Capabilities == nil || len(cs.Capabilities.Drop) != 1 || cs.Capabilities.Drop[0] != "ALL" {
			t.Errorf("container %s security context %+v: want allowPrivilegeEscalation false, drop ALL", c.Name, cs)
		}
		if strings.HasSuffix(c.Image, ":latest") || !strings.Contains(c.Image, ":") || c.ImagePullPolicy != corev1.PullIfNotPresent {
			t.Errorf("container %s: image %s, pull policy %s: want a fixed tag, IfNotPresent", c.Name, c.Image, c.ImagePullPolicy)
		}
		if !c.Resources.Limits.Cpu().Equal(*c.Resources.Requests.Cpu()) || c.Resources.Limits.Memory().IsZero() {
			t.Errorf("container %s: resources %+v: want a CPU limit equal to the request and a memory limit", c.Name, c.Resources)
		}
		for _, m := range c.VolumeMounts {
			if m.MountPath != "/results" {
				t.Errorf("container %s mounts %s at %s", c.Name, m.Name, m.MountPath)
			}
		}
	}
}

var envName = regexp.MustCompile(`^[A-Z_][A-Z0-9_]*$`)

// TestKubernetes decodes every object manifests.sh prints for a few
// settings, checks what the apiserver would not (completions = shards,
// CPUs = workers, restricted pods, a shared volume), then runs the Job's
// container command for every index of n = 9 with sh and merges.
func TestKubernetes(t *testing.T) {
	for _, settings := range [][]string{
		{"N=9", "SHARDS=4", "CPUS=1", "EVERY=1s", "IMAGE=nqueens:test"},
		{}, // the defaults
		{"N=8", "SHARDS=1", "CPUS=3", "PARALLELISM=1"},
		{"N=23", "SHARDS=1024", "CPUS=64", "STORAGE_CLASS=nfs"},
		{"N=25", "SHARDS=4096", "CPUS=8", "MEM=6Gi"},
	} {
		t.Run(strings.Join(settings, ","), func(t *testing.T) {
			var claim corev1.PersistentVolumeClaim
			decodeStrict(t, manifest(t, "volume", settings...), &claim)
			if claim.Kind != "PersistentVolumeClaim" || claim.Name != "nqueens-results" ||
				len(claim.Spec.AccessModes) != 1 || claim.Spec.AccessModes[0] != corev1.ReadWriteMany {
				t.Errorf("volume: %+v", claim)
			}
			var pod corev1.Pod
			decodeStrict(t, manifest(t, "results-pod", settings...), &pod)
			restricted(t, &pod.Spec)
			if v := pod.Spec.Volumes; pod.Kind != "Pod" || len(v) != 1 || v[0].PersistentVolumeClaim == nil || v[0].PersistentVolumeClaim.ClaimName != claim.Name {
				t.Errorf("results pod: %+v", pod)
			}

			var job batchv1.Job
			decodeStrict(t, manifest(t, "job", settings...), &job)
			restricted(t, &job.Spec.Template.Spec)
			mem := "512Mi" // MEM's default
			for _, kv := range settings {
				if v, ok := strings.CutPrefix(kv, "MEM="); ok {
					mem = v
				}
			}
			for _, c := range append(job.Spec.Template.Spec.Containers, pod.Spec.Containers...) {
				if got := c.Resources.Limits.Memory().String(); got != mem || c.Resources.Requests.Memory().String() != mem {
					t.Errorf("container %s: memory %s, want MEM's %s", c.Name, got, mem)
				}
			}
			spec := job.Spec
			if job.APIVersion != "batch/v1" || job.Kind != "Job" || spec.CompletionMode == nil || *spec.CompletionMode != batchv1.IndexedCompletion ||
				spec.Template.Spec.RestartPolicy != corev1.RestartPolicyNever || spec.BackoffLimitPerIndex == nil {
				t.Fatalf("not an Indexed Job with a per-index retry: %+v", spec)
			}
			if spec.MaxFailedIndexes != nil && *spec.MaxFailedIndexes > *spec.Completions {
				t.Errorf("maxFailedIndexes %d > completions %d", *spec.MaxFailedIndexes, *spec.Completions)
			}
			if spec.Parallelism == nil || *spec.Parallelism < 1 {
				t.Errorf("parallelism %v", spec.Parallelism)
			}
			if pod.Spec.Containers[0].Image != spec.Template.Spec.Containers[0].Image {
				t.Errorf("results pod image %s, job image %s", pod.Spec.Containers[0].Image, spec.Template.Spec.Containers[0].Image)
			}
			c := spec.Template.Spec.Containers[0]
			env := map[string]string{}
			for _, e := range c.Env {
				if !envName.MatchString(e.Name) {
					t.Errorf("env name %q", e.Name)
				}
				switch {
				case e.ValueFrom == nil:
					env[e.Name] = e.Value
				case e.ValueFrom.ResourceFieldRef != nil && e.ValueFrom.ResourceFieldRef.Resource == "limits.cpu":
					env[e.Name] = fmt.Sprint(c.Resources.Limits.Cpu().Value())
				default:
					t.Fatalf("env %s from %+v", e.Name, e.ValueFrom)
				}
			}
			if env["NQ_SHARDS"] != fmt.Sprint(*spec.Completions) {
				t.Errorf("completions %d, NQ_SHARDS %q", *spec.Completions, env["NQ_SHARDS"])
			}
			if !strings.Contains(c.Args[0], `--workers "$NQ_CPUS"`) || c.Resources.Limits.Cpu().Cmp(resource.MustParse("1")) < 0 {
				t.Errorf("the count does not use the pod's CPU limit: %q, %v", c.Args[0], c.Resources.Limits.Cpu())
			}
			if env["NQ_N"] != "9" {
				return
			}
			// Run each index as its pod would: sh -c ARGS with the env,
			// the volume here.
			dir := t.TempDir()
			for k := range int(*spec.Completions) {
				argv := append(append([]string{}, c.Command...), c.Args...)
				for i := range argv {
					argv[i] = strings.ReplaceAll(argv[i], "/results", dir)
				}
				cmd := exec.Command(argv[0], argv[1:]...)
				cmd.Env = []string{"PATH=" + nqueensDir + ":/usr/bin:/bin", fmt.Sprintf("JOB_COMPLETION_INDEX=%d", k)}
				for name, v := range env {
					cmd.Env = append(cmd.Env, name+"="+v)
				}
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("index %d: %v\n%s", k, err, out)
				}
			}
			merge(t, dir, "n9-shard*-of-4.json")
		})
	}
	// A YAML 1.1 boolean where a string belongs is refused, as the
	// apiserver refuses it (the example once had `- name: N`).
	var env corev1.EnvVar
	j, _ := yaml.YAMLToJSON([]byte("name: N\nvalue: \"20\"\n"))
	if _, err := kjson.UnmarshalStrict(j, &env); err == nil {
		t.Errorf("name: N decoded as %q; want an error (N is false in YAML 1.1)", env.Name)
	}
	for _, bad := range []string{"SHARDS=x", "MEM=6 GB", "MEM=lots"} {
		if out, err := script(t, t.TempDir(), []string{bad}, "", "kubernetes/manifests.sh", "job"); err == nil {
			t.Errorf("%s accepted:\n%s", bad, out)
		}
	}
}

// fakeSlurm writes sbatch and sinfo stand-ins into a directory: sinfo
// reports nodes of 6 and 4 CPUs, sbatch records its arguments and prints a
// job id.
func fakeSlurm(t *testing.T) (dir, record string) {
	dir = t.TempDir()
	record = filepath.Join(dir, "sbatch.args")
	os.WriteFile(filepath.Join(dir, "sinfo"), []byte("#!/bin/sh\nprintf '6\\n4\\n6\\n'\n"), 0o755)
	os.WriteFile(filepath.Join(dir, "sbatch"), []byte("#!/bin/sh\nprintf '%s\\n' \"$@\" > "+record+"\necho 1234\n"), 0o755)
	return dir, record
}

// TestSlurm submits through submit.sh to a stand-in sbatch and checks what
// it would ask Slurm, then runs the batch script as each array task would
// and merges.
func TestSlurm(t *testing.T) {
	fake, record := fakeSlurm(t)
	sub := t.TempDir()
	sbatch, _ := filepath.Abs("slurm/nqueens-count.sbatch")
	out, err := script(t, sub, []string{"N=9", "SHARDS=4", "CPUS=auto", "EVERY=1s"}, fake, "slurm/submit.sh")
	if err != nil || strings.TrimSpace(out) != "1234" {
		t.Fatalf("submit.sh: %v\n%s", err, out)
	}
	args, _ := os.ReadFile(record)
	results, _ := filepath.EvalSymlinks(filepath.Join(sub, "results"))
	nq, _ := filepath.EvalSymlinks(filepath.Join(nqueensDir, "nqueens"))
	want := []string{"--parsable", "--array=0-3", "--cpus-per-task=4", "--mem=512M", "--time=12:00:00",
		"--job-name=nqueens-9", "--output=logs/nqueens-9-%A_%a.out", sbatch, "9", "4", results, nq, "1s"}
	if got := strings.Fields(string(args)); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("sbatch arguments\n got %q\nwant %q", got, want)
	}
	// Slurm opens --output before the script runs: logs/ must exist.
	if fi, err := os.Stat(filepath.Join(sub, "logs")); err != nil || !fi.IsDir() {
		t.Errorf("submit.sh did not make logs/: %v", err)
	}
	// A rerun of some shards.
	if _, err := script(t, sub, []string{"N=9", "SHARDS=4", "CPUS=2"}, fake, "slurm/submit.sh", "1,3"); err != nil {
		t.Fatal(err)
	}
	if args, _ := os.ReadFile(record); !strings.Contains(string(args), "--array=1,3\n--cpus-per-task=2\n") {
		t.Errorf("rerun: sbatch %q", args)
	}

	// The #SBATCH defaults fit any node and need no directory.
	text, _ := os.ReadFile("slurm/nqueens-count.sbatch")
	for _, m := range regexp.MustCompile(`(?m)^#SBATCH (--[a-z-]+)=?(.*)$`).FindAllStringSubmatch(string(text), -1) {
		switch {
		case m[1] == "--cpus-per-task" && m[2] != "1":
			t.Errorf("#SBATCH --cpus-per-task=%s: a smaller node refuses it", m[2])
		case m[1] == "--output" && (strings.Contains(m[2], "/") || !strings.Contains(m[2], "%A")):
			t.Errorf("#SBATCH --output=%s: want no directory and the job id", m[2])
		}
	}

	// Each array task, as Slurm runs it.
	for k := range 4 {
		out, err := script(t, sub, []string{fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", k), "SLURM_CPUS_PER_TASK=1"}, "",
			"slurm/nqueens-count.sbatch", "9", "4", results, nq, "1s")
		if err != nil {
			t.Fatalf("array task %d: %v\n%s", k, err, out)
		}
	}
	merge(t, results, "n9-shard*-of-4.json")
	// A task whose result is there is not counted again.
	out, err = script(t, sub, []string{"SLURM_ARRAY_TASK_ID=2"}, "", "slurm/nqueens-count.sbatch", "9", "4", results, nq)
	if err != nil || !strings.Contains(out, "there already") {
		t.Errorf("rerun of a finished task: %v\n%s", err, out)
	}
	// Out of range.
	if out, err := script(t, sub, []string{"SLURM_ARRAY_TASK_ID=4"}, "", "slurm/nqueens-count.sbatch", "9", "4", results, nq); err == nil {
		t.Errorf("array task 4 of 4 shards ran:\n%s", out)
	}
}

// TestParallel checks the parallel script's options that the real run in
// deploy/check cannot tell apart from luck.
func TestParallel(t *testing.T) {
	b, _ := os.ReadFile("parallel/count-over-ssh.sh")
	text := string(b)
	for _, want := range []string{"--return", "--resume-failed", "--joblog", "--workdir", "--sshloginfile", "nqueens count merge", "cmd/nqueens@latest", "--checkpoint", "--resume "} {
		if !strings.Contains(text, want) {
			t.Errorf("count-over-ssh.sh lacks %q", want)
		}
	}
	// --cleanup removes the remote copy of a returned file, which is the
	// local one when the two directories are the same (a shared home).
	if strings.Contains(text, "--cleanup") || strings.Contains(text, "--trc") {
		t.Error("count-over-ssh.sh removes returned results on the remote side")
	}
	if out, err := script(t, t.TempDir(), nil, "", "parallel/count-over-ssh.sh", "no-such-hosts-file"); err == nil || !strings.Contains(out, "no hosts file") {
		t.Errorf("a missing hosts file: %v\n%s", err, out)
	}
}

// TestDockerfile: there is no container engine here, so the Dockerfile is
// checked for what the issue found wrong (deploy/check says so too).
func TestDockerfile(t *testing.T) {
	b, _ := os.ReadFile("Dockerfile")
	text := string(b)
	final := text[strings.LastIndex(text, "\nFROM "):]
	if m := regexp.MustCompile(`(?m)^USER (\d+)(:\d+)?$`).FindStringSubmatch(final); m == nil || m[1] == "0" {
		t.Error("the image runs as root: want USER with a numeric non-root uid (runAsNonRoot checks it)")
	}
	if !regexp.MustCompile(`(?m)^ENTRYPOINT \["nqueens"\]$`).MatchString(final) {
		t.Error(`want ENTRYPOINT ["nqueens"]`)
	}
	for _, m := range regexp.MustCompile(`(?m)^FROM (\S+)`).FindAllStringSubmatch(text, -1) {
		if !strings.Contains(m[1], ":") || strings.HasSuffix(m[1], ":latest") {
			t.Errorf("FROM %s: want a fixed tag", m[1])
		}
	}
	ignore, err := os.ReadFile("../.dockerignore")
	if err != nil {
		t.Fatal("no .dockerignore at the build context's root")
	}
	for _, want := range []string{".git", "**/results", "**/*.ckpt"} {
		if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(want) + `$`).Match(ignore) {
			t.Errorf(".dockerignore lacks %s", want)
		}
	}
}

// TestScriptsParse: bash -n on every script.
func TestScriptsParse(t *testing.T) {
	for _, p := range []string{"check", "slurm/submit.sh", "slurm/nqueens-count.sbatch", "parallel/count-over-ssh.sh", "kubernetes/manifests.sh"} {
		if out, err := exec.Command("bash", "-n", p).CombinedOutput(); err != nil {
			t.Errorf("bash -n %s: %v\n%s", p, err, out)
		}
		if fi, err := os.Stat(p); err != nil || fi.Mode()&0o111 == 0 {
			t.Errorf("%s is not executable", p)
		}
	}
}
