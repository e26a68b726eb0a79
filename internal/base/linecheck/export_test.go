package linecheck

import "context"

// Bounds are where First's checks for n >= 2^20 change (see bounds):
// NewBounds makes them for a test, MachineBounds gives this machine's.
type Bounds = bounds

func NewBounds(check, split int) Bounds { return bounds{check, split} }

var MachineBounds = machineBounds

// CheckRows is First with the bounds b.
func CheckRows(ctx context.Context, rows []int32, b Bounds) (*Fault, error) {
	return b.checkRows(ctx, rows)
}

// VerifyMemoryWith is Memory with the bounds b.
func VerifyMemoryWith(n int, b Bounds) uint64 { return b.verifyMemory(n) }

// MarkLines and MarkLinesGo expose the two kernels of the line check, so
// the tests can compare them.
var (
	MarkLines   = markLines
	MarkLinesGo = markLinesGo
	LinesAsm    = linesAsm
	SpareWords  = spareWords
)

// LimitsFor exposes the line check's bounds for a cache size.
var LimitsFor = limitsFor
