package solvercolor

import (
	"image/color"
	"slices"
)

// OkabeIto is the palette in the page's order: blue, orange, bluish green,
// reddish purple, sky blue, black, vermillion.
var OkabeIto = [...]color.RGBA{
	{0x00, 0x72, 0xB2, 0xFF},
	{0xE6, 0x9F, 0x00, 0xFF},
	{0x00, 0x9E, 0x73, 0xFF},
	{0xCC, 0x79, 0xA7, 0xFF},
	{0x56, 0xB4, 0xE9, 0xFF},
	{0x00, 0x00, 0x00, 0xFF},
	{0xD5, 0x5E, 0x00, 0xFF},
}

// At is the colour of the solver at place i (0-based) of the registry's
// list; i < 0 is taken as 0.
func At(i int) color.RGBA {
	return OkabeIto[max(i, 0)%len(OkabeIto)]
}

// Of is the colour of the solver called name, its place found in names
// (the registry's list); a name not in it takes the place len(names).
func Of(name string, names []string) color.RGBA {
	i := slices.Index(names, name)
	if i < 0 {
		i = len(names)
	}
	return At(i)
}
