package cli

import (
	"fmt"

	"github.com/nqueens/nqueens/internal/memlimit"
	"github.com/nqueens/nqueens/internal/units"
)

// availableMemory returns the bytes of memory this process may still
// take: the least of the machine's available memory, the room under its
// cgroup's limit and under its address-space limit (package memlimit), or
// 0 when none is known (other systems: no check is made).
func availableMemory() uint64 { return memlimit.Allowed().Bytes }

// MemoryLimit is what env.Limit reports, or, when it is nil, env.Available's
// figure named as available memory; the zero Limit when neither is set.
func (env Env) MemoryLimit() memlimit.Limit {
	switch {
	case env.Limit != nil:
		return env.Limit()
	case env.Available != nil:
		return memlimit.Limit{Bytes: env.Available(), Source: memlimit.Available}
	}
	return memlimit.Limit{}
}

// MemoryError is a size refused before anything was allocated: its need
// is more than the process may take. Its text says both and what sets the
// limit: "n = 1000000000 needs about 4.2 GiB of memory, but the
// address-space limit (ulimit -v) allows 1.7 GiB more: try a smaller n".
// It is a failure (exit 1); a JSON record of it says limit_reached.
type MemoryError struct {
	N     int
	Need  uint64 // bytes
	Limit memlimit.Limit
}

func (e *MemoryError) Error() string {
	return fmt.Sprintf("n = %d needs about %s of memory, but %s allows %s more: try a smaller n",
		e.N, units.Bytes(e.Need), e.Limit.Source, units.Bytes(e.Limit.Bytes))
}

// CheckMemory refuses n with a [*MemoryError] before anything is allocated
// when need(n) exceeds what [Env.MemoryLimit] reports.
func (env Env) CheckMemory(need func(int) uint64, n int) error {
	if need == nil {
		return nil
	}
	lim := env.MemoryLimit()
	if want := need(n); lim.Bytes > 0 && want > lim.Bytes {
		return &MemoryError{N: n, Need: want, Limit: lim}
	}
	return nil
}
