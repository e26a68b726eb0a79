// Command podrunner stands in for the kubelet in deploy/check, which has no
// container runtime: it watches the pods of one namespace on a
// kube-apiserver and runs each new pod's first container as a local process
// (its command and args, its env, its runAsUser and runAsGroup), then
// reports the pod Running and, when the process ends, Succeeded or Failed
// with the exit code, as a kubelet would. The Job controller does the rest.
//
// What a container would see differently: the image is this machine (the
// nqueens on PATH); a persistentVolumeClaim volume is the directory given
// with -volume CLAIM=DIR, and its mountPath in the command and args is
// rewritten to DIR (a process here cannot mount it there); env values from
// resourceFieldRef are whole CPUs. A pod being deleted gets SIGTERM, as
// from a kubelet. Each pod's output goes to LOGS/POD.log, its pid to
// LOGS/POD.pid (so the check can stop it mid-way).
package main

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func main() {
	server := flag.String("server", "", "kube-apiserver URL, https://127.0.0.1:PORT")
	tokenFile := flag.String("token-file", "", "file holding a bearer token")
	ns := flag.String("namespace", "default", "the namespace whose pods to run")
	logs := flag.String("logs", ".", "directory for POD.log and POD.pid")
	var volumes volumeFlag
	flag.Var(&volumes, "volume", "CLAIM=DIR: the directory a persistentVolumeClaim stands for (repeatable)")
	flag.Parse()
	token, err := os.ReadFile(*tokenFile)
	if err != nil {
		log.Fatal(err)
	}
	r := &runner{
		api: &client{
			server: strings.TrimSuffix(*server, "/"),
			token:  strings.TrimSpace(string(token)),
			// The apiserver's certificate is the self-signed one it made
			// for 127.0.0.1 at start.
			http: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}},
		},
		ns:      *ns,
		logs:    *logs,
		volumes: volumes,
		running: map[string]*os.Process{},
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	if err := r.loop(ctx); err != nil && !errors.Is(err, context.Canceled) {
		log.Fatal(err)
	}
}

type volumeFlag map[string]string

func (v *volumeFlag) String() string { return fmt.Sprint(map[string]string(*v)) }

func (v *volumeFlag) Set(s string) error {
	claim, dir, ok := strings.Cut(s, "=")
	if !ok {
		return errors.New("want CLAIM=DIR")
	}
	if *v == nil {
		*v = volumeFlag{}
	}
	(*v)[claim] = dir
	return nil
}

// client is the little of the Kubernetes API podrunner needs, over HTTPS
// with a bearer token.
type client struct {
	server, token string
	http          *http.Client
}

func (c *client) do(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.server+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode/100 != 2 {
		return &apiError{code: resp.StatusCode, msg: fmt.Sprintf("%s %s: %s: %s", method, path, resp.Status, b)}
	}
	if out != nil {
		return json.Unmarshal(b, out)
	}
	return nil
}

type apiError struct {
	code int
	msg  string
}

func (e *apiError) Error() string { return e.msg }

type runner struct {
	api     *client
	ns      string
	logs    string
	volumes map[string]string

	mu      sync.Mutex
	running map[string]*os.Process // by pod name; the pods started and not yet ended
	started sync.Map               // pod UID -> true: never start a pod twice
	wg      sync.WaitGroup
}

func (r *runner) loop(ctx context.Context) error {
	defer r.wg.Wait()
	defer r.stopAll()
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		var pods corev1.PodList
		if err := r.api.do(ctx, "GET", "/api/v1/namespaces/"+r.ns+"/pods", nil, &pods); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			log.Print(err)
		}
		for i := range pods.Items {
			p := &pods.Items[i]
			if p.DeletionTimestamp != nil {
				r.signal(p.Name, syscall.SIGTERM)
				continue
			}
			if p.Status.Phase != "" && p.Status.Phase != corev1.PodPending {
				continue
			}
			if _, seen := r.started.LoadOrStore(p.UID, true); seen {
				continue
			}
			if err := r.start(ctx, p); err != nil {
				log.Printf("pod %s: %v", p.Name, err)
				r.finish(ctx, p.Name, 128, err.Error())
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
}

func (r *runner) signal(name string, sig os.Signal) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if p := r.running[name]; p != nil {
		p.Signal(sig)
	}
}

func (r *runner) stopAll() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range r.running {
		p.Signal(syscall.SIGTERM)
	}
}

// start runs the pod's first container and reports the pod Running.
func (r *runner) start(ctx context.Context, p *corev1.Pod) error {
	if len(p.Spec.Containers) != 1 {
		return fmt.Errorf("%d containers: podrunner runs pods of one", len(p.Spec.Containers))
	}
	c := p.Spec.Containers[0]
	env, err := containerEnv(p, &c)
	if err != nil {
		return err
	}
	argv := append(append([]string{}, c.Command...), c.Args...)
	if len(argv) == 0 {
		return errors.New("no command: podrunner has no image entrypoint to fall back on")
	}
	for _, m := range c.VolumeMounts {
		dir, err := r.volumeDir(p, m.Name)
		if err != nil {
			return err
		}
		for i := range argv {
			argv[i] = strings.ReplaceAll(argv[i], m.MountPath, dir)
		}
	}
	out, err := os.Create(filepath.Join(r.logs, p.Name+".log"))
	if err != nil {
		return err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = env
	cmd.Dir = os.TempDir()
	if c.WorkingDir != "" {
		cmd.Dir = c.WorkingDir
	}
	cmd.Stdout, cmd.Stderr = out, out
	if uid, gid, ok := runAs(p, &c); ok {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	}
	if err := cmd.Start(); err != nil {
		out.Close()
		return err
	}
	if err := os.WriteFile(filepath.Join(r.logs, p.Name+".pid"), []byte(strconv.Itoa(cmd.Process.Pid)+"\n"), 0o644); err != nil {
		log.Print(err)
	}
	r.mu.Lock()
	r.running[p.Name] = cmd.Process
	r.mu.Unlock()
	log.Printf("pod %s: started pid %d: %q", p.Name, cmd.Process.Pid, argv)
	now := metav1.Now()
	r.update(ctx, p.Name, func(s *corev1.PodStatus) {
		s.Phase = corev1.PodRunning
		s.StartTime = &now
		s.Conditions = []corev1.PodCondition{{Type: corev1.PodReady, Status: corev1.ConditionTrue, LastTransitionTime: now}}
		s.ContainerStatuses = []corev1.ContainerStatus{{Name: c.Name, Image: c.Image, Ready: true, Started: ptr(true),
			State: corev1.ContainerState{Running: &corev1.ContainerStateRunning{StartedAt: now}}}}
	})
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		err := cmd.Wait()
		out.Close()
		r.mu.Lock()
		delete(r.running, p.Name)
		r.mu.Unlock()
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
			if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
				code = 128 + int(ws.Signal())
			}
		} else if err != nil {
			code = 128
		}
		log.Printf("pod %s: pid %d exited %d", p.Name, cmd.Process.Pid, code)
		// The report outlives a stop of podrunner itself.
		r.finish(context.WithoutCancel(ctx), p.Name, code, "")
	}()
	return nil
}

// finish reports the pod Succeeded (exit code 0) or Failed.
func (r *runner) finish(ctx context.Context, name string, code int, msg string) {
	now := metav1.Now()
	r.update(ctx, name, func(s *corev1.PodStatus) {
		s.Phase = corev1.PodSucceeded
		reason := "Completed"
		if code != 0 {
			s.Phase = corev1.PodFailed
			reason = "Error"
		}
		s.Conditions = []corev1.PodCondition{{Type: corev1.PodReady, Status: corev1.ConditionFalse, LastTransitionTime: now}}
		var cs corev1.ContainerStatus
		if len(s.ContainerStatuses) > 0 {
			cs = s.ContainerStatuses[0]
		}
		started := now
		if cs.State.Running != nil {
			started = cs.State.Running.StartedAt
		}
		cs.Ready = false
		cs.Started = ptr(false)
		cs.State = corev1.ContainerState{Terminated: &corev1.ContainerStateTerminated{ExitCode: int32(code), Reason: reason, Message: msg, StartedAt: started, FinishedAt: now}}
		s.ContainerStatuses = []corev1.ContainerStatus{cs}
	})
}

// update changes the pod's status with f, retrying on a conflict.
func (r *runner) update(ctx context.Context, name string, f func(*corev1.PodStatus)) {
	path := "/api/v1/namespaces/" + r.ns + "/pods/" + name
	for try := 0; try < 20; try++ {
		var p corev1.Pod
		if err := r.api.do(ctx, "GET", path, nil, &p); err != nil {
			log.Printf("pod %s: %v", name, err)
			return
		}
		if len(p.Spec.Containers) > 0 && len(p.Status.ContainerStatuses) == 0 {
			c := p.Spec.Containers[0]
			p.Status.ContainerStatuses = []corev1.ContainerStatus{{Name: c.Name, Image: c.Image}}
		}
		f(&p.Status)
		err := r.api.do(ctx, "PUT", path+"/status", &p, nil)
		var ae *apiError
		if errors.As(err, &ae) && ae.code == http.StatusConflict {
			continue
		}
		if err != nil {
			log.Printf("pod %s: %v", name, err)
		}
		return
	}
}

// volumeDir is the directory standing for the pod's volume name.
func (r *runner) volumeDir(p *corev1.Pod, name string) (string, error) {
	for _, v := range p.Spec.Volumes {
		if v.Name != name {
			continue
		}
		if v.PersistentVolumeClaim == nil {
			return "", fmt.Errorf("volume %s: podrunner knows persistentVolumeClaim volumes only", name)
		}
		dir, ok := r.volumes[v.PersistentVolumeClaim.ClaimName]
		if !ok {
			return "", fmt.Errorf("volume %s: no -volume %s=DIR", name, v.PersistentVolumeClaim.ClaimName)
		}
		return dir, nil
	}
	return "", fmt.Errorf("no volume %s", name)
}

var annotationRef = regexp.MustCompile(`^metadata\.(annotations|labels)\['([^']+)'\]$`)

// containerEnv is PATH and HOME from here, then the container's env.
func containerEnv(p *corev1.Pod, c *corev1.Container) ([]string, error) {
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.TempDir()}
	for _, e := range c.Env {
		v := e.Value
		switch from := e.ValueFrom; {
		case from == nil:
		case from.FieldRef != nil:
			path := from.FieldRef.FieldPath
			switch m := annotationRef.FindStringSubmatch(path); {
			case m != nil && m[1] == "annotations":
				v = p.Annotations[m[2]]
			case m != nil:
				v = p.Labels[m[2]]
			case path == "metadata.name":
				v = p.Name
			case path == "metadata.namespace":
				v = p.Namespace
			default:
				return nil, fmt.Errorf("env %s: fieldRef %s not known here", e.Name, path)
			}
		case from.ResourceFieldRef != nil:
			q, ok := c.Resources.Limits[corev1.ResourceName(strings.TrimPrefix(from.ResourceFieldRef.Resource, "limits."))]
			if strings.HasPrefix(from.ResourceFieldRef.Resource, "requests.") {
				q, ok = c.Resources.Requests[corev1.ResourceName(strings.TrimPrefix(from.ResourceFieldRef.Resource, "requests."))]
			}
			if !ok || !strings.HasSuffix(from.ResourceFieldRef.Resource, ".cpu") {
				return nil, fmt.Errorf("env %s: resourceFieldRef %s not known here", e.Name, from.ResourceFieldRef.Resource)
			}
			v = strconv.Itoa(int(math.Ceil(q.AsApproximateFloat64())))
		default:
			return nil, fmt.Errorf("env %s: valueFrom not known here", e.Name)
		}
		env = append(env, e.Name+"="+v)
	}
	return env, nil
}

// runAs is the user and group the container runs as, if set.
func runAs(p *corev1.Pod, c *corev1.Container) (uid, gid int64, ok bool) {
	var u, g *int64
	if s := p.Spec.SecurityContext; s != nil {
		u, g = s.RunAsUser, s.RunAsGroup
	}
	if s := c.SecurityContext; s != nil {
		if s.RunAsUser != nil {
			u = s.RunAsUser
		}
		if s.RunAsGroup != nil {
			g = s.RunAsGroup
		}
	}
	if u == nil {
		return 0, 0, false
	}
	if g == nil {
		g = u
	}
	return *u, *g, true
}

func ptr[T any](v T) *T { return &v }
