// Package memlimit says how much more memory this process may take before
// the system refuses it, so that a command can refuse a size it cannot
// hold with a sentence instead of dying with the runtime's "fatal error:
// out of memory".
//
// [Allowed] is the least of three figures, each with its name:
//   - the machine's available memory (MemAvailable of /proc/meminfo);
//   - the room left under the process's cgroup limit (cgroup v2's
//     memory.max less memory.current, or v1's memory.limit_in_bytes less
//     memory.usage_in_bytes);
//   - the room left under its address-space limit (RLIMIT_AS, the shell's
//     ulimit -v), less the address space already mapped (VmSize: a Go
//     program maps about a gigabyte at start) and what the runtime may
//     still map for itself (a heap arena; in a program linked with the C
//     library, a stack and a malloc arena for each thread it may start).
//
// A figure that cannot be read is left out; when none can (other systems),
// [Limit.Bytes] is 0 and no check is made. Each call reads the figures
// anew: O(1) files of a few kilobytes.
package memlimit
