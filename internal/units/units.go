// Package units prints quantities the way people read them, one function
// shared by every command and table so they all agree.
package units

import (
	"fmt"
	"math/big"
	"time"
)

// Duration prints d with three significant figures in the unit people read
// best: 85 ns, 512 µs, 52.3 ms, 1.25 s, 2m5s.
func Duration(d time.Duration) string {
	switch {
	case d < time.Microsecond:
		return fmt.Sprintf("%d ns", d.Nanoseconds())
	case d < time.Millisecond:
		return fmt.Sprintf("%.3g µs", float64(d.Nanoseconds())/1e3)
	case d < time.Second:
		return fmt.Sprintf("%.3g ms", float64(d.Nanoseconds())/1e6)
	case d < time.Minute:
		return fmt.Sprintf("%.3g s", d.Seconds())
	}
	return d.Round(time.Second).String()
}

// BigCount prints k things: "1 solution", "92 solutions",
// "2207893435808352 solutions".
func BigCount(k *big.Int, noun string) string {
	if k.Cmp(big.NewInt(1)) == 0 {
		return "1 " + noun
	}
	return k.String() + " " + noun + "s"
}
