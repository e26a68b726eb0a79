package verify

import (
	"os"
	"strconv"
	"strings"
)

// lastLevelCache returns the size in bytes of the largest cache of CPU 0
// that Linux describes (/sys/devices/system/cpu/cpu0/cache/index*/size,
// such as "32768K"), or 0 if none can be read.
func lastLevelCache() uint64 {
	var best uint64
	for i := 0; i < 8; i++ {
		b, err := os.ReadFile("/sys/devices/system/cpu/cpu0/cache/index" + strconv.Itoa(i) + "/size")
		if err != nil {
			break
		}
		s := strings.TrimSpace(string(b))
		unit := uint64(1)
		switch {
		case strings.HasSuffix(s, "K"):
			s, unit = s[:len(s)-1], 1<<10
		case strings.HasSuffix(s, "M"):
			s, unit = s[:len(s)-1], 1<<20
		}
		if v, err := strconv.ParseUint(s, 10, 32); err == nil {
			best = max(best, v*unit)
		}
	}
	return best
}
