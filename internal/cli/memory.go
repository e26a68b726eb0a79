package cli

import (
	"bufio"
	"os"
	"strconv"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/parse"
	"github.com/nqueens/nqueens/internal/units"
)

// AvailableMemory returns MemAvailable from /proc/meminfo in bytes, or 0
// when it cannot be read (other systems: no check is made).
func AvailableMemory() uint64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		fields := strings.Fields(s.Text())
		if len(fields) >= 2 && fields[0] == "MemAvailable:" {
			kb, err := strconv.ParseUint(fields[1], 10, 64)
			if err != nil {
				return 0
			}
			return kb * 1024
		}
	}
	return 0
}

// DefaultMemoryLimit is the memory a command may use when not told: half
// of what available reports, or 4 GiB when it reports nothing (nil or 0).
func DefaultMemoryLimit(available func() uint64) uint64 {
	if available != nil {
		if avail := available(); avail > 0 {
			return avail / 2
		}
	}
	return 4 << 30
}

// MinMemoryLimit is the smallest --max-memory a command accepts (16MiB).
const MinMemoryLimit = 16 << 20

// MaxMemoryFlag is --max-memory of a command that bounds its own memory;
// [MaxMemory] reads it.
func MaxMemoryFlag() ucli.Flag {
	return &ucli.StringFlag{Name: "max-memory", Usage: "stop cleanly before using more than `SIZE` (such as 2GiB or 512MiB; default: half the available memory)"}
}

// MaxMemory reads [MaxMemoryFlag] in package parse's byte sizes (2GiB,
// 512MiB, 1000000000), at least [MinMemoryLimit]; not set, the
// [DefaultMemoryLimit] of available. Anything else is a [*UsageError].
func MaxMemory(cmd *ucli.Command, available func() uint64) (uint64, error) {
	s := cmd.String("max-memory")
	if s == "" {
		return DefaultMemoryLimit(available), nil
	}
	limit, err := parse.Bytes(s)
	switch {
	case err != nil:
		return 0, Usagef("--max-memory %q: %v", s, err)
	case limit < MinMemoryLimit:
		return 0, Usagef("--max-memory %s: give at least 16MiB", s)
	}
	return limit, nil
}

// CheckMemory refuses n before anything is allocated when need(n) exceeds
// what available reports, saying how much it would take.
func CheckMemory(need func(int) uint64, n int, available func() uint64) error {
	if need == nil || available == nil {
		return nil
	}
	have := available()
	want := need(n)
	if have == 0 || want <= have {
		return nil
	}
	return Failf("n = %d needs about %s of memory, but this machine has %s available: try a smaller n", n, units.Bytes(want), units.Bytes(have))
}
