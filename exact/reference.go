package exact

// published holds the solution counts known from the literature: OEIS
// A000170 (total) and A002562 (unique) for n = 1..27. n = 27 was counted
// in 2016 by the Q27 project on FPGAs.
var published = [...][2]uint64{
	{1, 1}, {0, 0}, {0, 0}, {2, 1}, {10, 2}, {4, 1}, {40, 6}, {92, 12}, {352, 46},
	{724, 92}, {2680, 341}, {14200, 1787}, {73712, 9233}, {365596, 45752},
	{2279184, 285053}, {14772512, 1846955}, {95815104, 11977939},
	{666090624, 83263591}, {4968057848, 621012754}, {39029188884, 4878666808},
	{314666222712, 39333324973}, {2691008701644, 336376244042},
	{24233937684440, 3029242658210}, {227514171973736, 28439272956934},
	{2207893435808352, 275986683743434}, {22317699616364044, 2789712466510289},
	{234907967154122528, 29363495934315694},
}

// Published returns the published total and unique counts for n, and
// false when n is beyond what is known (n > 27) or below 1.
func Published(n int) (total, unique uint64, ok bool) {
	if n < 1 || n > len(published) {
		return 0, 0, false
	}
	v := published[n-1]
	return v[0], v[1], true
}
