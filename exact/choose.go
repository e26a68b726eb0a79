package exact

// choose returns the method that counts n: the one named (a name
// [LookupMethod] knows), or when name is "" the default for n, unless the
// default needs more than available bytes on workers goroutines: then
// fast, and need says what the default needed. available 0: unknown.
func choose(name string, n, workers int, available uint64) (info MethodInfo, need uint64) {
	m := Method(name)
	if name == "" {
		m = DefaultMethod(n)
	}
	info, _ = LookupMethod(string(m))
	if info.Memory == nil || available == 0 {
		return info, 0
	}
	if need = info.Memory(n, workers); need <= available {
		return info, 0
	}
	if name == "" {
		info, _ = LookupMethod(string(Fast))
	}
	return info, need
}

// A Shortfall is a method that needs more memory to count N than is
// available: a default that gave way to fast (GaveWay), or a method asked
// for by name, which cannot count N here.
type Shortfall struct {
	N               int
	Wanted          Method // the method that does not fit
	Need, Available uint64 // bytes
	GaveWay         bool
}

// ChooseRange returns the method of each n from from to to, and the
// shortfalls in the order of n: the method named (a name [LookupMethod]
// knows), or when name is "" the default for n ([DefaultMethod]), unless
// the default needs more than the bytes available() returns then
// (available nil: unknown) on workers goroutines: then [Fast], and a
// shortfall with GaveWay true says what the default needed. A named
// method that does not fit ends the choosing: it is the last shortfall,
// GaveWay false.
func ChooseRange(name string, from, to, workers int, available func() uint64) (map[int]MethodInfo, []Shortfall) {
	methods := map[int]MethodInfo{}
	var short []Shortfall
	for n := from; n <= to; n++ {
		var avail uint64
		if available != nil {
			avail = available()
		}
		info, need := choose(name, n, workers, avail)
		if need > 0 {
			wanted := info.Method
			if name == "" {
				wanted = DefaultMethod(n)
			}
			short = append(short, Shortfall{N: n, Wanted: wanted, Need: need, Available: avail, GaveWay: name == ""})
			if name != "" {
				break
			}
		}
		methods[n] = info
	}
	return methods, short
}
