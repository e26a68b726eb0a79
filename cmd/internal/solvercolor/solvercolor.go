package solvercolor

import (
	"image/color"
	"slices"
)

// palette is the solvers' colours in the page's order: blue, brown,
// bluish green, reddish purple, azure, black, vermillion. Each has at
// least 3:1 contrast on white, and any two differ by a CIEDE2000 distance
// of 10 or more for normal vision and for each of protanopia,
// deuteranopia and tritanopia (the test checks both).
var palette = [...]color.RGBA{
	{0x00, 0x72, 0xB2, 0xFF},
	{0x9C, 0x6C, 0x48, 0xFF},
	{0x00, 0x9E, 0x73, 0xFF},
	{0xCC, 0x79, 0xA7, 0xFF},
	{0x00, 0x90, 0xF0, 0xFF},
	{0x00, 0x00, 0x00, 0xFF},
	{0xD5, 0x5E, 0x00, 0xFF},
}

// at is the colour of the solver at place i (0-based) of the registry's
// list; i < 0 is taken as 0.
func at(i int) color.RGBA {
	return palette[max(i, 0)%len(palette)]
}

// Of is the colour of the solver called name, its place found in names
// (the registry's list); a name not in it takes the place len(names).
func Of(name string, names []string) color.RGBA {
	i := slices.Index(names, name)
	if i < 0 {
		i = len(names)
	}
	return at(i)
}
