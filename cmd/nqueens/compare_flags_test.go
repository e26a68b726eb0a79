package main

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/parse"
)

// TestParseSizes and TestParseSeeds check what parseSizes and parseSeeds
// add to package parse, whose tests hold the grammar (TestSizes,
// TestSeeds): its answers come through, its refusals as usage errors
// naming the flag.
func TestParseSizes(t *testing.T) {
	for in, want := range map[string][]int{
		"8":            {8},
		"8..64x2":      {8, 16, 32, 64},
		"64,8..16x2,8": {8, 16, 64},
	} {
		got, err := parseSizes("n", in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("parseSizes(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "9..8", "1..1e6"} {
		var u *cli.UsageError
		if _, err := parseSizes("n", in); !errors.As(err, &u) || !strings.Contains(u.Msg, "--n") {
			t.Errorf("parseSizes(%q): %v; want a usage error naming --n", in, err)
		}
	}
}

func TestParseSeeds(t *testing.T) {
	for in, want := range map[string][]uint64{
		"1":           {1},
		"7, 3,10..11": {7, 3, 10, 11},
	} {
		got, err := parseSeeds("seeds", in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("parseSeeds(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1", "3..1", "1..99999999", "a"} {
		var u *cli.UsageError
		if _, err := parseSeeds("seeds", in); !errors.As(err, &u) || !strings.Contains(u.Msg, "--seeds") {
			t.Errorf("parseSeeds(%q): %v; want a usage error naming --seeds", in, err)
		}
	}
}

func FuzzParseSizes(f *testing.F) {
	for _, s := range []string{"8", "8..64x2", "1e3..1e6x10", "8..32+8", "1,2,3", "..", "8..", "x2", "9223372036854775807..9223372036854775807x2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ns, err := parseSizes("n", s)
		if err != nil {
			var u *cli.UsageError
			if !errors.As(err, &u) {
				t.Fatalf("parseSizes(%q): error %v is not a usage error", s, err)
			}
			return
		}
		if len(ns) == 0 || len(ns) > parse.MaxList || !slices.IsSorted(ns) || ns[0] < 1 {
			t.Fatalf("parseSizes(%q) = %v", s, ns)
		}
		for i := 1; i < len(ns); i++ {
			if ns[i] == ns[i-1] {
				t.Fatalf("parseSizes(%q) repeats %d", s, ns[i])
			}
		}
	})
}

func FuzzParseSeeds(f *testing.F) {
	for _, s := range []string{"1", "1..5", "0,3..4", "..", "5..3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		seeds, err := parseSeeds("seeds", s)
		if err != nil {
			var u *cli.UsageError
			if !errors.As(err, &u) {
				t.Fatalf("parseSeeds(%q): error %v is not a usage error", s, err)
			}
			return
		}
		if len(seeds) == 0 || len(seeds) > parse.MaxList {
			t.Fatalf("parseSeeds(%q) = %d seeds", s, len(seeds))
		}
	})
}

func TestSeedFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []uint64
		bad  bool
	}{
		{nil, []uint64{4, 5}, false},
		{[]string{"--seeds", "7,9"}, []uint64{7, 9}, false},
		{[]string{"--trials", "3"}, []uint64{1, 2, 3}, false},
		{[]string{"--trials", "0"}, nil, true},
	} {
		var got []uint64
		var err error
		cmd := &ucli.Command{
			Name:  "t",
			Flags: []ucli.Flag{&ucli.StringFlag{Name: "seeds"}, &cli.IntFlag{Name: "trials"}},
			Action: func(_ context.Context, cmd *ucli.Command) error {
				got, err = seedFlags(cmd, []uint64{4, 5})
				return nil
			},
		}
		if rerr := cmd.Run(context.Background(), append([]string{"t"}, c.args...)); rerr != nil {
			t.Fatal(rerr)
		}
		var u *cli.UsageError
		if c.bad != (err != nil) || err != nil && !errors.As(err, &u) || !reflect.DeepEqual(got, c.want) {
			t.Errorf("seedFlags %v = %v, %v; want %v (error: %v)", c.args, got, err, c.want, c.bad)
		}
	}
	// Both: refused by compare's table of flags (compareNeeds).
	if _, errOut, code := runNQ(t, "", "compare", "--seeds", "1", "--trials", "2"); code != 2 || !strings.Contains(errOut, "--trials does not go with --seeds") {
		t.Errorf("--seeds with --trials: exit %d, %q", code, errOut)
	}
}
