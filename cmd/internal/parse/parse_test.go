package parse

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestN(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int // 0: error expected
	}{
		{"8", 8}, {"1", 1}, {" 12 ", 12}, {"1e6", 1_000_000}, {"1E6", 1_000_000},
		{"1_000_000", 1_000_000}, {"1,000", 1000}, {"2.5e3", 2500}, {"1e9", 1_000_000_000},
		{"0", 0}, {"-3", 0}, {"", 0}, {"abc", 0}, {"8.5", 0}, {"1e-3", 0}, {"NaN", 0},
		{"Inf", 0}, {"1e400", 0}, {"99999999999999999999", 0}, {"0x10", 0}, {"1e10", 0},
		// Read whole or refused (issue 32): no prefix of the text is taken.
		{"8abc", 0}, {"12O", 0}, {"2l", 0}, {"8,", 0}, {"1,0", 0}, {"1,0000", 0}, {"_8", 0},
		{"8_", 0}, {"0b11", 0}, {"0x1p4", 0}, {"8 9", 0}, {"+8", 8}, {"010", 10}, {"1,000,000", 1_000_000},
	} {
		got, err := N(tc.in, 1<<30)
		if tc.want == 0 {
			if err == nil {
				t.Errorf("N(%q) = %d; want an error", tc.in, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("N(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
}

// FuzzN: never panics; any accepted value is in range and, for plain
// digits, equals strconv's reading; an error has a message.
func FuzzN(f *testing.F) {
	for _, s := range []string{"8", "1e6", "-1", "1_0", "1,0", "1.5", "", "1e308", "9e18"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		const max = 1 << 30
		n, err := N(s, max)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("N(%q): an error without a message", s)
			}
			return
		}
		if n < 1 || n > max {
			t.Fatalf("N(%q) = %d, out of range", s, n)
		}
		if v, perr := strconv.Atoi(s); perr == nil && v != n {
			t.Fatalf("N(%q) = %d, strconv says %d", s, n, v)
		}
		if again, err := N(strconv.Itoa(n), max); err != nil || again != n {
			t.Fatalf("N(%d) = %d, %v: written back, it reads differently", n, again, err)
		}
	})
}

// TestInt: a flag's whole number, read whole in the grammar of N, any
// sign; anything else refused with a message.
func TestInt(t *testing.T) {
	for _, tc := range []struct {
		in string
		ok bool
		v  int64
	}{
		{"7", true, 7}, {"-1", true, -1}, {"1e3", true, 1000}, {"1,000", true, 1000}, {" 0 ", true, 0},
		{"010", true, 10}, {"0x2", false, 0}, {"8abc", false, 0}, {"1.5", false, 0}, {"", false, 0},
		{"1e400", false, 0}, {"-1e400", false, 0}, {"--1", false, 0},
	} {
		v, err := Int(tc.in)
		if (err == nil) != tc.ok || v != tc.v {
			t.Errorf("Int(%q) = %d, %v", tc.in, v, err)
		}
	}
}

func TestLimit(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64 // -1: error expected
	}{
		{"0", 0}, {"1000", 1000}, {"1e6", 1_000_000}, {"1_000", 1000}, {"5000", 5000}, {"1e3", 1000},
		{"2.5e3", 2500}, {" 7 ", 7},
		{"-1", -1}, {"-3", -1}, {"-1e3", -1}, {"-1e400", -1}, {"", -1}, {"x", -1}, {"1.5", -1},
		{"1e300", -1}, {"1e400", -1}, {"NaN", -1},
	} {
		got, err := Limit("max-steps", tc.in)
		if tc.want < 0 {
			if err == nil || !contains(err.Error(), "--max-steps") {
				t.Errorf("Limit(%q) = %d, %v; want an error naming the flag", tc.in, got, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("Limit(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
}

func FuzzLimit(f *testing.F) {
	for _, s := range []string{"0", "1e6", "-1", "1_0", "1.5", "", "9e18"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := Limit("max-steps", s)
		if err != nil {
			return
		}
		if v < 0 {
			t.Fatalf("Limit(%q) = %d, negative", s, v)
		}
		if w, perr := strconv.ParseInt(s, 10, 64); perr == nil && w != v {
			t.Fatalf("Limit(%q) = %d, strconv says %d", s, v, w)
		}
	})
}

func TestSizes(t *testing.T) {
	for in, want := range map[string][]int{
		"8":              {8},
		"8,16, 32":       {8, 16, 32},
		"8..64x2":        {8, 16, 32, 64},
		"8..100x2":       {8, 16, 32, 64},
		"1e3..1e6x10":    {1000, 10000, 100000, 1000000},
		"4..8":           {4, 5, 6, 7, 8},
		"8..32+8":        {8, 16, 24, 32},
		"64,8..16x2,8":   {8, 16, 64},
		"1_000,1e3":      {1000},
		"8..8":           {8},
		"1000000..1e6*3": {1000000},
	} {
		got, err := Sizes(in, 1<<30)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("Sizes(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "8..", "..8", "9..8", "8..16x1", "1..1e6", "0..3", "8,", "8..16+0", "2147483647..2147483647+2147483647x"} {
		if got, err := Sizes(in, 1<<31-1); err == nil {
			t.Errorf("Sizes(%q) = %v; want an error", in, got)
		}
	}
}

func TestRange(t *testing.T) {
	for in, want := range map[string]Range{
		"8":       {8, 8, 1, false},
		"8..10":   {8, 10, 1, false},
		"8..32+8": {8, 32, 8, false},
		"8..64x2": {8, 64, 2, true},
	} {
		got, err := ParseRange(in, 100)
		if err != nil || got != want {
			t.Errorf("ParseRange(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if r, _ := ParseRange("8..10", 100); !r.Plain() || r.From == r.To {
		t.Error("8..10 is plain and not single")
	}
	if r, _ := ParseRange("8..64x2", 100); r.Plain() {
		t.Error("8..64x2 is not plain")
	}
	if _, err := ParseRange("8..101", 100); err == nil {
		t.Error("ParseRange beyond max accepted")
	}
}

func TestSeeds(t *testing.T) {
	for in, want := range map[string][]uint64{
		"1":                    {1},
		"0..3":                 {0, 1, 2, 3},
		"7, 3,10..11":          {7, 3, 10, 11},
		"18446744073709551615": {18446744073709551615},
		"18446744073709551614..18446744073709551615": {18446744073709551614, 18446744073709551615},
	} {
		got, err := Seeds(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("Seeds(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1", "3..1", "1..99999999", "a", "1e3", "18446744073709551616"} {
		if _, err := Seeds(in); err == nil {
			t.Errorf("Seeds(%q) accepted it", in)
		}
	}
}

func FuzzSizes(f *testing.F) {
	for _, s := range []string{"8", "8..64x2", "1e3..1e6x10", "8..32+8", "1,2,3", "..", "8..", "x2", "9223372036854775807..9223372036854775807x2", "2147483000..2147483647+100"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		const max = 1<<31 - 1
		ns, err := Sizes(s, max)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("Sizes(%q): an error without a message", s)
			}
			return
		}
		if len(ns) == 0 || len(ns) > MaxList || !slices.IsSorted(ns) || ns[0] < 1 || ns[len(ns)-1] > max {
			t.Fatalf("Sizes(%q) = %v", s, ns)
		}
		for i := 1; i < len(ns); i++ {
			if ns[i] == ns[i-1] {
				t.Fatalf("Sizes(%q) repeats %d", s, ns[i])
			}
		}
	})
}

func FuzzSeeds(f *testing.F) {
	for _, s := range []string{"1", "1..5", "0,3..4", "..", "5..3", "18446744073709551615..18446744073709551615"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		seeds, err := Seeds(s)
		if err != nil {
			return
		}
		if len(seeds) == 0 || len(seeds) > MaxList {
			t.Fatalf("Seeds(%q) = %d seeds", s, len(seeds))
		}
	})
}

// TestSquareAsOnTheBoard: a square can be named as boards and the heat
// map name it, column letter then row.
func TestSquareAsOnTheBoard(t *testing.T) {
	if r, c, err := square("c5", 8); err != nil || r != 4 || c != 2 {
		t.Errorf("c5: %d,%d %v; want 4,2", r, c, err)
	}
	if r, c, err := square("5,3", 8); err != nil || r != 4 || c != 2 {
		t.Errorf("5,3: %d,%d %v; want 4,2", r, c, err)
	}
	for _, bad := range []string{"i1", "a9", "a", "c5x"} {
		if _, _, err := square(bad, 8); err == nil {
			t.Errorf("%q accepted on 8 x 8", bad)
		}
	}
	if _, _, err := square("a1", 27); err == nil {
		t.Error("a1 accepted on 27 x 27, whose columns are numbered")
	}
}

func FuzzSquare(f *testing.F) {
	f.Add("1,1", 8)
	f.Add("8,8", 8)
	f.Add(" 3 , 4 ", 8)
	f.Add("0,1", 4)
	f.Add("9,1", 8)
	f.Add("1;2", 8)
	f.Add("-1,2", 8)
	f.Add("c5", 8)
	f.Add("i1", 8)
	f.Fuzz(func(t *testing.T, s string, n int) {
		n = n%20 + 1
		if n < 1 {
			n += 20
		}
		r, c, err := square(s, n)
		if err != nil {
			return
		}
		if r < 0 || r >= n || c < 0 || c >= n {
			t.Fatalf("square(%q, %d) = %d,%d, off the board", s, n, r, c)
		}
		// Written back 1-based, it parses to the same square.
		r2, c2, err := square(fmt.Sprintf("%d,%d", r+1, c+1), n)
		if err != nil || r2 != r || c2 != c {
			t.Fatalf("round trip of %d,%d: %d,%d, %v", r, c, r2, c2, err)
		}
	})
}

func FuzzBytes(f *testing.F) {
	for _, s := range []string{"1GiB", "512MiB", "1.5G", "1000", "2 GB", "7k", "", "GiB", "1e3M", "-1G", "NaNG"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := Bytes(s)
		if err != nil {
			return
		}
		if b >= maxBytes {
			t.Fatalf("Bytes(%q) = %d, beyond the limit it promises", s, b)
		}
		// A whole number of bytes reads back as itself, in any unit.
		if got, err := Bytes(strconv.FormatUint(b, 10)); err != nil || got != b {
			t.Fatalf("Bytes(%d) = %d, %v", b, got, err)
		}
		if b < 1<<40 {
			if got, err := Bytes(strconv.FormatUint(b, 10) + "KiB"); err != nil || got != b<<10 {
				t.Fatalf("Bytes(%dKiB) = %d, %v; want %d", b, got, err, b<<10)
			}
		}
	})
}

func TestBytes(t *testing.T) {
	for in, want := range map[string]uint64{"1GiB": 1 << 30, "512MiB": 512 << 20, "1.5G": 3 << 29, "1000": 1000, "2 GB": 2 << 30, "7k": 7 << 10} {
		if got, err := Bytes(in); err != nil || got != want {
			t.Errorf("Bytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

// TestRangeEnds: "8.." once said "missing board size n" to someone who
// gave one; a range without an end says so.
func TestRangeEnds(t *testing.T) {
	for _, in := range []string{"8..", "..14", "..", "8..+2", "8 .. "} {
		_, err := ParseRange(in, 100)
		if err == nil || !strings.Contains(err.Error(), "needs both ends, as in 8..14") {
			t.Errorf("ParseRange(%q): %v", in, err)
		}
	}
}
