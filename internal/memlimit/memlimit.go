package memlimit

// Limit is how much more memory the process may take, and what sets it.
// The zero value means no figure was known: no limit to check against.
type Limit struct {
	Bytes  uint64 // 0: unknown
	Source string // what sets it, in words: "available memory", ...
}

// The sources of a [Limit], as a sentence names them.
const (
	Available = "available memory"
	Cgroup    = "the cgroup's memory limit"
	AddrSpace = "the address-space limit (ulimit -v)"
)

// Allowed returns the least of the figures the system reports (see the
// package documentation), or the zero Limit when it reports none.
func Allowed() Limit { return least(figures("/")) }

// least returns the smallest known figure of ls.
func least(ls []Limit) Limit {
	var min Limit
	for _, l := range ls {
		if l.Bytes > 0 && (min.Bytes == 0 || l.Bytes < min.Bytes) {
			min = l
		}
	}
	return min
}

// room is limit less used, at least 1 byte so that a known but exhausted
// limit is not taken for an unknown one.
func room(limit, used uint64) uint64 {
	if used >= limit {
		return 1
	}
	return limit - used
}
