package nqueens

// CheckRows and Fault expose Verify's engine to the tests.
var CheckRows = checkRows

type Fault = fault

// SetLineCheckMax sets the largest n of the line check (the rest use the
// chunked check) and returns the previous value.
func SetLineCheckMax(n int) int {
	prev := lineCheckMax
	lineCheckMax = n
	return prev
}

// SetLinesSplitMax sets the largest n whose columns the line check splits
// into two parts (above, it splits the lines into two ranges) and returns
// the previous value.
func SetLinesSplitMax(n int) int {
	prev := linesSplitMax
	linesSplitMax = n
	return prev
}

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
