//go:build linux

package memlimit

import (
	"os"
	"path/filepath"
	"testing"
)

// tree writes files (path relative to a new root: content) and returns
// the root.
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for p, text := range files {
		p = filepath.Join(root, p)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestFigures(t *testing.T) {
	const meminfo = "MemTotal:       32000000 kB\nMemAvailable:    8000000 kB\n"
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  Limit
	}{
		{"available only", map[string]string{"proc/meminfo": meminfo, "proc/self/cgroup": "0::/\n", "sys/fs/cgroup/memory.max": "max\n"},
			Limit{8000000 * 1024, Available}},
		{"cgroup v2", map[string]string{"proc/meminfo": meminfo, "proc/self/cgroup": "0::/job\n",
			"sys/fs/cgroup/job/memory.max": "1000000000\n", "sys/fs/cgroup/job/memory.current": "400000000\n"},
			Limit{600000000, Cgroup}},
		{"cgroup v2 in a namespace", map[string]string{"proc/meminfo": meminfo, "proc/self/cgroup": "0::/job\n",
			"sys/fs/cgroup/memory.max": "1000000000\n", "sys/fs/cgroup/memory.current": "100000000\n"},
			Limit{900000000, Cgroup}},
		{"cgroup v1", map[string]string{"proc/meminfo": meminfo, "proc/self/cgroup": "5:cpu:/\n4:memory,hugetlb:/job\n",
			"sys/fs/cgroup/memory/job/memory.limit_in_bytes": "2000000000\n", "sys/fs/cgroup/memory/job/memory.usage_in_bytes": "500000000\n"},
			Limit{1500000000, Cgroup}},
		{"cgroup v1 without a limit", map[string]string{"proc/meminfo": meminfo, "proc/self/cgroup": "4:memory:/\n",
			"sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n"},
			Limit{8000000 * 1024, Available}},
		{"cgroup exhausted", map[string]string{"proc/meminfo": meminfo, "proc/self/cgroup": "0::/\n",
			"sys/fs/cgroup/memory.max": "1000\n", "sys/fs/cgroup/memory.current": "5000\n"},
			Limit{1, Cgroup}},
		{"nothing readable", map[string]string{}, Limit{}},
	} {
		got := least(figures(tree(t, tc.files)))
		if got.Source == AddrSpace {
			continue // the test runs under a ulimit -v: not this case's figure
		}
		if got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

func TestAllowedKnowsSomething(t *testing.T) {
	if l := Allowed(); l.Bytes == 0 || l.Source == "" {
		t.Errorf("Allowed on Linux: %+v", l)
	}
}
