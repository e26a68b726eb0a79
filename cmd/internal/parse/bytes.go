package parse

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// maxBytes bounds [Bytes]: 2^62, beyond any memory.
const maxBytes = 1 << 62

// Bytes reads a memory size: a number with an optional unit B, K, M, G, T
// (powers of 1024, also written KiB, KB...). "1.5GiB" is 1.5·2^30; the
// result is below 2^62.
func Bytes(s string) (uint64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] < '0' || t[i-1] > '9') && t[i-1] != '.' {
		i--
	}
	num, unit := t[:i], strings.ToUpper(strings.TrimSpace(t[i:]))
	unit = strings.TrimSuffix(strings.TrimSuffix(unit, "B"), "I")
	shifts := map[string]uint{"": 0, "K": 10, "M": 20, "G": 30, "T": 40}
	shift, ok := shifts[unit]
	if !ok || num == "" {
		return 0, errors.New("give a size such as 2GiB, 512MiB or 1000000000")
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || math.IsNaN(v) || v < 0 {
		return 0, errors.New("give a size such as 2GiB, 512MiB or 1000000000")
	}
	b := v * float64(uint64(1)<<shift)
	if b >= maxBytes {
		return 0, errors.New("too large")
	}
	return uint64(b), nil
}
