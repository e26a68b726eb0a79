package exact

import (
	"testing"
)

// choose gives the default of n, or fast where the default does not fit;
// a named method is kept, with what it needs.
func TestChooseOne(t *testing.T) {
	const n = 20
	def, _ := LookupMethod(string(DefaultMethod(n)))
	if info, need := choose("", n, 2, 0); info.Method != def.Method || need != 0 {
		t.Errorf("unknown memory: %s, %d", info.Method, need)
	}
	if def.Memory == nil {
		t.Skip("the default of n = 20 states no memory")
	}
	want := def.Memory(n, 2)
	if info, need := choose("", n, 2, want-1); info.Method != Fast || need != want {
		t.Errorf("default too large: %s, %d; want fast, %d", info.Method, need, want)
	}
	if info, need := choose(string(def.Method), n, 2, want-1); info.Method != def.Method || need != want {
		t.Errorf("named too large: %s, %d", info.Method, need)
	}
	if info, need := choose("", n, 2, want); info.Method != def.Method || need != 0 {
		t.Errorf("fits: %s, %d", info.Method, need)
	}
}

// ChooseRange says which defaults gave way and stops at a named method
// that does not fit.
func TestChooseRange(t *testing.T) {
	const n = 20
	def, _ := LookupMethod(string(DefaultMethod(n)))
	if def.Memory == nil {
		t.Skip("the default of n = 20 states no memory")
	}
	little := func() uint64 { return def.Memory(n, 2) - 1 }
	methods, short := ChooseRange("", n-1, n, 2, little)
	if len(methods) != 2 || methods[n].Method != Fast || len(short) == 0 {
		t.Fatalf("defaults in too little memory: %v, %+v", methods, short)
	}
	if f := short[len(short)-1]; f.N != n || f.Wanted != def.Method || !f.GaveWay || f.Need != def.Memory(n, 2) || f.Available != little() {
		t.Errorf("shortfall at n = %d: %+v", n, f)
	}
	methods, short = ChooseRange(string(def.Method), n, n+2, 2, little)
	if len(short) != 1 || short[0].GaveWay || short[0].N != n || len(methods) != 0 {
		t.Errorf("named method in too little memory: %v, %+v; want one shortfall at n = %d ending the choice", methods, short, n)
	}
	if methods, short = ChooseRange("", n, n, 2, nil); len(short) != 0 || methods[n].Method != def.Method {
		t.Errorf("unknown memory: %v, %+v", methods, short)
	}
}
