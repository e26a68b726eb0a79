package exact

import "testing"

func TestModelSeconds(t *testing.T) {
	for _, m := range Methods {
		s, ok := ModelSeconds(m.Method, 14)
		if ok != (m.Plan == nil) {
			t.Errorf("%s: modelled %v, but has a plan: %v", m.Method, ok, m.Plan != nil)
		}
		if ok && (s <= 0 || s >= modelSecondsOf(m.Method, 15)) {
			t.Errorf("%s: %g s at n = 14, not positive or not below n = 15", m.Method, s)
		}
	}
	// The figures the issue quotes: count 13 --method naive takes minutes,
	// count 8 14 --method naive about an hour or more.
	if s, _ := ModelSeconds(Naive, 13); s < 60 || s > 3600 {
		t.Errorf("naive n = 13: %g s, want minutes", s)
	}
	if s, _ := ModelSeconds(Bitwise, 12); s > 1 {
		t.Errorf("bitwise n = 12: %g s, want well under a second", s)
	}
}

func modelSecondsOf(m Method, n int) float64 { s, _ := ModelSeconds(m, n); return s }
