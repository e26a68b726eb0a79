package units

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestDurationBoundaries: the cases that printed exponents.
func TestDurationBoundaries(t *testing.T) {
	for d, want := range map[time.Duration]string{
		999:                    "999 ns",
		1000:                   "1 µs",
		999_499:                "999 µs",
		999_500:                "1 ms",
		999_600:                "1 ms",
		999_700 * 1000:         "1 s",
		59_949 * 1e6:           "59.9 s",
		59_950 * 1e6:           "1m0s",
		time.Minute - 1:        "1m0s",
		time.Minute:            "1m0s",
		time.Hour + 1:          "1h0m0s",
		12_345 * 1e3:           "12.3 ms",
		100 * time.Microsecond: "100 µs",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%d) = %q, want %q", d, got, want)
		}
	}
}

var roughForm = regexp.MustCompile(`^(\d+)s$|^(\d+(?:\.\d)?) min$|^(\d+\.\d) hours$|^(\d+) days$|^([\d,]+) years$|^(\d+(?:\.\d)?|[\d,]+) (million|billion|trillion) years$|^forever$|^an unknown time$`)

// roughValue reads back the seconds a Rough string stands for.
func roughValue(t *testing.T, s string) float64 {
	const day, year = 24 * 3600, 365.25 * 24 * 3600
	m := roughForm.FindStringSubmatch(s)
	if m == nil {
		t.Fatalf("%q is not a form Rough prints", s)
	}
	num := func(x string) float64 {
		v, err := strconv.ParseFloat(strings.ReplaceAll(x, ",", ""), 64)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		return v
	}
	switch {
	case m[1] != "":
		return num(m[1])
	case m[2] != "":
		return num(m[2]) * 60
	case m[3] != "":
		return num(m[3]) * 3600
	case m[4] != "":
		return num(m[4]) * day
	case m[5] != "":
		return num(m[5]) * year
	case m[6] != "":
		return num(m[6]) * map[string]float64{"million": 1e6, "billion": 1e9, "trillion": 1e12}[m[7]] * year
	case s == "forever":
		return math.Inf(1)
	}
	return math.NaN()
}

// TestRoughSweep: every estimate from nothing to forever prints a form a
// person writes (no exponent), the number in each unit below the next
// unit's start, within the precision its form promises, and never less for
// a longer time.
func TestRoughSweep(t *testing.T) {
	var secs []float64
	for s := 0.01; s < 1e40; s *= 1.003 {
		secs = append(secs, s)
	}
	for _, b := range []float64{59.5, 177, 3570, 47.95 * 3600, 2 * 365.25 * 24 * 3600} {
		secs = append(secs, math.Nextafter(b, 0), b, math.Nextafter(b, math.Inf(1)))
	}
	secs = append(secs, 0, math.Inf(1))
	slices.Sort(secs)
	prev := -1.0
	for _, sec := range secs {
		s := Rough(sec)
		if strings.ContainsAny(s, "e+") && s != "forever" && !strings.Contains(s, "years") || strings.Contains(s, "e+") {
			t.Fatalf("Rough(%g) = %q has an exponent", sec, s)
		}
		v := roughValue(t, s)
		if v < prev {
			t.Fatalf("Rough(%g) = %q reads shorter than the estimate before it", sec, s)
		}
		prev = v
		if math.IsInf(v, 1) {
			if sec < 0.995e27*365.25*24*3600 && !math.IsInf(sec, 1) {
				t.Fatalf("Rough(%g) = forever", sec)
			}
			continue
		}
		if rel := math.Abs(v-sec) / math.Max(sec, 1); rel > 0.2 && math.Abs(v-sec) > 0.5 {
			t.Fatalf("Rough(%g) = %q: off by %.0f%%", sec, s, rel*100)
		}
		for _, u := range []string{" min", " hours", " days"} {
			if strings.HasSuffix(s, u) {
				if x, _ := strconv.ParseFloat(strings.TrimSuffix(s, u), 64); x >= map[string]float64{" min": 60, " hours": 48, " days": 731}[u] {
					t.Fatalf("Rough(%g) = %q: past the next unit", sec, s)
				}
			}
		}
	}
	for _, sec := range []float64{-1, math.NaN(), math.Inf(-1)} {
		if got := Rough(sec); got != "an unknown time" {
			t.Errorf("Rough(%g) = %q", sec, got)
		}
	}
}

var bytesForm = regexp.MustCompile(`^(\d+) B$|^(\d+\.\d{1,2}) ([KMGTPE])iB$`)

// TestBytesSweep: every byte count prints a number below 1000 in the unit
// it names, within half a unit in the last place printed.
func TestBytesSweep(t *testing.T) {
	var bs []uint64
	for f := 1.0; f < math.MaxUint64/1.01; f *= 1.01 {
		bs = append(bs, uint64(f))
	}
	for e := range 7 {
		p := uint64(1) << (10 * e)
		for _, k := range []uint64{999, 1000, 1023, 1024} {
			for dd := -3; dd <= 3; dd++ {
				bs = append(bs, k*p+uint64(dd)*p/20, k*p+uint64(dd))
			}
		}
	}
	bs = append(bs, 0, math.MaxUint64)
	for _, b := range bs {
		s := Bytes(b)
		m := bytesForm.FindStringSubmatch(s)
		if m == nil {
			t.Fatalf("Bytes(%d) = %q: not a form Bytes prints", b, s)
		}
		if m[1] != "" {
			if b >= 1000 {
				t.Fatalf("Bytes(%d) = %q", b, s)
			}
			continue
		}
		v, _ := strconv.ParseFloat(m[2], 64)
		if v >= 1000 {
			t.Fatalf("Bytes(%d) = %q: 1000 or more", b, s)
		}
		exact := float64(b) / math.Pow(1024, float64(1+strings.Index("KMGTPE", m[3])))
		halfULP := 0.05 // half a unit in the last place printed
		if strings.Count(m[2], "")-strings.Index(m[2], ".") == 4 {
			halfULP = 0.005
		}
		if math.Abs(v-exact) > halfULP*1.0001 {
			t.Fatalf("Bytes(%d) = %q, the truth is %g", b, s, exact)
		}
	}
}

var ratioForm = regexp.MustCompile(`^(\d\.\d\d|\d\d\.\d|[1-9]\d{2}|[1-9]\d{0,2}(?:,\d{3})+)×$`)

// TestRatioSweep: every multiple prints three significant figures (more
// only for whole numbers past 999), within half a unit in the last place.
func TestRatioSweep(t *testing.T) {
	var xs []float64
	for x := 1e-3; x < 1e20; x *= 1.01 {
		xs = append(xs, x)
	}
	for _, b := range []float64{9.995, 99.95, 999.5, 1000} {
		xs = append(xs, math.Nextafter(b, 0), b, math.Nextafter(b, math.Inf(1)))
	}
	for _, x := range xs {
		s := Ratio(x)
		if x < 0.005 {
			continue // 0.00×: below what a ratio column resolves
		}
		m := ratioForm.FindStringSubmatch(s)
		if m == nil && !strings.HasPrefix(s, "0.") {
			t.Fatalf("Ratio(%g) = %q: not three significant figures", x, s)
		}
		v, _ := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSuffix(s, "×"), ",", ""), 64)
		half := 0.5
		switch {
		case strings.Count(s, ".") == 1 && len(s)-strings.Index(s, ".") == len("×")+3:
			half = 0.005
		case strings.Contains(s, "."):
			half = 0.05
		}
		if math.Abs(v-x) > half*(1+1e-9)+x*1e-15 {
			t.Fatalf("Ratio(%g) = %q", x, s)
		}
	}
	for _, x := range []float64{0, -1, math.NaN(), math.Inf(1)} {
		if got := Ratio(x); got != "?×" {
			t.Errorf("Ratio(%g) = %q", x, got)
		}
	}
	for x, want := range map[float64]string{1: "1.00×", 9.994: "9.99×", 9.996: "10.0×", 99.96: "100×", 12.34: "12.3×", 142233.4: "142,233×"} {
		if got := Ratio(x); got != want {
			t.Errorf("Ratio(%g) = %q, want %q", x, got, want)
		}
	}
}
