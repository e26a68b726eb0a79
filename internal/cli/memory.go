package cli

import (
	"bufio"
	"os"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/units"
)

// availableMemory returns MemAvailable from /proc/meminfo in bytes, or 0
// when it cannot be read (other systems: no check is made).
func availableMemory() uint64 {
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
