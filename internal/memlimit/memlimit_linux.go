package memlimit

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
)

// figures reads the three figures under root ("/" but in tests).
func figures(root string) []Limit {
	ls := []Limit{
		{Bytes: meminfo(filepath.Join(root, "proc/meminfo"), "MemAvailable:"), Source: Available},
		{Bytes: cgroupRoom(root), Source: Cgroup},
	}
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &rl) == nil && rl.Cur != ^uint64(0) {
		// RLIM_INFINITY is all ones.
		status := filepath.Join(root, "proc/self/status")
		threads := meminfo(status, "Threads:") / 1024 // meminfo counts kB
		used := meminfo(status, "VmSize:") + threadReserve(filepath.Join(root, "proc/self/maps"), int(threads))
		ls = append(ls, Limit{Bytes: room(rl.Cur, used), Source: AddrSpace})
	}
	return ls
}

// threadReserve is the address space the process may still map besides
// what it allocates: a heap arena (the Go heap grows 64 MiB at a time)
// and, in a program linked with the C library (cgo), for each thread the
// runtime may start beyond the threads it has, its 8 MiB stack and
// glibc's 64 MiB malloc arena. Left out, a size that fits under ulimit -v
// at the check dies of the threads started after it.
func threadReserve(maps string, threads int) uint64 {
	const heapArena, perThread = 64 << 20, (8 + 64) << 20
	b, err := os.ReadFile(maps)
	if err != nil || !bytes.Contains(b, []byte("/libc.so")) && !bytes.Contains(b, []byte("/libc-")) {
		return heapArena
	}
	// GOMAXPROCS workers, sysmon, the signal and template threads, and a
	// few blocked in system calls.
	return heapArena + uint64(max(0, runtime.GOMAXPROCS(0)+6-threads))*perThread
}

// meminfo returns the figure after key in a /proc file of "Key: N kB"
// lines, in bytes; 0 when it is not there.
func meminfo(path, key string) uint64 {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		fields := strings.Fields(s.Text())
		if len(fields) >= 2 && fields[0] == key {
			kb, err := strconv.ParseUint(fields[1], 10, 64)
			if err != nil {
				return 0
			}
			return kb * 1024
		}
	}
	return 0
}

// cgroupRoom is the room under the memory limit of the process's cgroup
// (v2, or v1's memory controller), or 0 when it has none or it cannot be
// read. The cgroup's path comes from /proc/self/cgroup; inside a cgroup
// namespace it is "/" and the files sit at the top of the mount.
func cgroupRoom(root string) uint64 {
	data, err := os.ReadFile(filepath.Join(root, "proc/self/cgroup"))
	if err != nil {
		return 0
	}
	best := uint64(0)
	for line := range strings.SplitSeq(string(data), "\n") {
		// hierarchy-ID:controllers:path
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		var dirs []string
		var limitFile, usageFile string
		switch {
		case parts[0] == "0" && parts[1] == "":
			dirs = []string{filepath.Join(root, "sys/fs/cgroup", parts[2]), filepath.Join(root, "sys/fs/cgroup")}
			limitFile, usageFile = "memory.max", "memory.current"
		case hasController(parts[1], "memory"):
			dirs = []string{filepath.Join(root, "sys/fs/cgroup/memory", parts[2]), filepath.Join(root, "sys/fs/cgroup/memory")}
			limitFile, usageFile = "memory.limit_in_bytes", "memory.usage_in_bytes"
		default:
			continue
		}
		for _, dir := range dirs {
			limit, ok := readUint(filepath.Join(dir, limitFile))
			if !ok {
				continue
			}
			// v2 says "max", v1 a huge number (a page-rounded 2^63-1) for none.
			if limit > 0 && limit < 1<<62 {
				used, _ := readUint(filepath.Join(dir, usageFile))
				if r := room(limit, used); best == 0 || r < best {
					best = r
				}
			}
			break
		}
	}
	return best
}

func hasController(list, name string) bool {
	for c := range strings.SplitSeq(list, ",") {
		if c == name {
			return true
		}
	}
	return false
}

// readUint reads a file holding one decimal number; false when it cannot
// be read or holds something else ("max").
func readUint(path string) (uint64, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	v, err := strconv.ParseUint(string(bytes.TrimSpace(b)), 10, 64)
	return v, err == nil
}
