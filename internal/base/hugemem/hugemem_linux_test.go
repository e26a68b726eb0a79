package hugemem_test

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/nqueens/nqueens/internal/base/hugemem"
)

// TestMakeHugePages: Make gives n elements, all 0, and on a Linux with
// transparent huge pages the mapping that holds them carries the advice (VmFlags "hg" in /proc/self/smaps), whatever the system then
// does with it.
func TestMakeHugePages(t *testing.T) {
	const n = 3 << 20 // 12 MiB: whole huge pages inside
	p := hugemem.Make[int32](n)
	if len(p) != n {
		t.Fatalf("len %d, want %d", len(p), n)
	}
	for c, r := range p {
		if r != 0 {
			t.Fatalf("column %d holds row %d, want 0", c, r)
		}
	}
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil {
		t.Skip("no transparent huge pages in this kernel:", err)
	}
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	addr := uint64(uintptr(unsafe.Pointer(&p[n/2])))
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if lo, hi, ok := strings.Cut(fields[0], "-"); ok && !strings.HasSuffix(fields[0], ":") {
			a, err1 := strconv.ParseUint(lo, 16, 64)
			b, err2 := strconv.ParseUint(hi, 16, 64)
			in = err1 == nil && err2 == nil && a <= addr && addr < b
			continue
		}
		if in && fields[0] == "VmFlags:" {
			for _, fl := range fields[1:] {
				if fl == "hg" {
					return
				}
			}
			t.Fatalf("the slice's mapping has VmFlags %v, without hg (MADV_HUGEPAGE)", fields[1:])
		}
	}
	t.Fatal("the slice's mapping is not in /proc/self/smaps")
}
