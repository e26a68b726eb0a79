package exact

import (
	"fmt"
	"strings"
	"testing"
)

func TestMethodHelp(t *testing.T) {
	names := MethodNames()
	help := MethodHelp(2)
	for _, m := range Methods {
		if !strings.Contains(names, string(m.Method)) || !strings.Contains(help, "  "+string(m.Method)+" ") {
			t.Errorf("%s missing from %q or\n%s", m.Method, names, help)
		}
	}
	if !strings.HasSuffix(names, " or "+string(Methods[len(Methods)-1].Method)) {
		t.Errorf("MethodNames() = %q", names)
	}
	if !strings.Contains(help, "memory on 2 workers") {
		t.Errorf("MethodHelp(2) states no memory:\n%s", help)
	}
	// Every n from 1 to MaxN is named once, with its default.
	d := DefaultMethods()
	if !strings.HasPrefix(d, string(DefaultMethod(1))) || !strings.HasSuffix(d, fmt.Sprintf("..%d)", MaxN)) && d != string(DefaultMethod(1)) {
		t.Errorf("DefaultMethods() = %q", d)
	}
}

// Choose gives the default of n, or fast where the default does not fit;
// a named method is kept, with what it needs.
func TestChoose(t *testing.T) {
	const n = 20
	def, _ := LookupMethod(string(DefaultMethod(n)))
	if info, need := Choose("", n, 2, 0); info.Method != def.Method || need != 0 {
		t.Errorf("unknown memory: %s, %d", info.Method, need)
	}
	if def.Memory == nil {
		t.Skip("the default of n = 20 states no memory")
	}
	want := def.Memory(n, 2)
	if info, need := Choose("", n, 2, want-1); info.Method != Fast || need != want {
		t.Errorf("default too large: %s, %d; want fast, %d", info.Method, need, want)
	}
	if info, need := Choose(string(def.Method), n, 2, want-1); info.Method != def.Method || need != want {
		t.Errorf("named too large: %s, %d", info.Method, need)
	}
	if info, need := Choose("", n, 2, want); info.Method != def.Method || need != 0 {
		t.Errorf("fits: %s, %d", info.Method, need)
	}
}
