//go:build !unix

package output

import (
	"io/fs"
	"os"
)

// checkWritable is left to the rename where access(2) is not known.
func checkWritable(string) error { return nil }

// keepOwner does nothing where owners are not Unix ids.
func keepOwner(*os.File, fs.FileInfo) {}
