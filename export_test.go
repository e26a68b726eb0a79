package nqueens

// SetRegionCheckMax sets the largest n of the region check (the rest use
// the chunked check) and returns the previous value.
func SetRegionCheckMax(n int) int {
	prev := regionCheckMax
	regionCheckMax = n
	return prev
}
