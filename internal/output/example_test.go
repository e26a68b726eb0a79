package output_test

import (
	"fmt"
	"os"
	"syscall"

	"github.com/nqueens/nqueens/internal/output"
)

// failing is a standard output whose every write fails with errno.
type failing struct{ errno syscall.Errno }

func (f failing) Write([]byte) (int, error) { return 0, f.errno }

// A command checks its standard output: Written tells whether it printed
// anything (a record of its own, say), Err the first failure in words,
// and Failed whether all of it got out. A broken pipe is quiet: the
// reader stopped, which is not the command's failure.
func ExampleChecked() {
	w := output.Checked(os.Stdout)
	fmt.Println(w.Written())
	fmt.Fprintln(w, "8 queens")
	fmt.Println(w.Written(), w.Err())

	full := output.Checked(failing{syscall.ENOSPC})
	fmt.Fprintln(full, "8 queens")
	_, err := fmt.Fprintln(full, "a second line")
	fmt.Println(full.Written(), full.Failed(), err)

	pipe := output.Checked(failing{syscall.EPIPE})
	fmt.Fprintln(pipe, "8 queens")
	fmt.Println(pipe.Failed(), pipe.Err())
	// Output:
	// false
	// 8 queens
	// true <nil>
	// false true writing standard output: no space left on device
	// true <nil>
}
