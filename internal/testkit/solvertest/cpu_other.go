//go:build !unix

package solvertest

import "testing"

// CPU measures the processor time of the process where the system tells
// it; here it does not, and Report adds nothing.
type CPU struct{}

// StartCPU starts measuring.
func StartCPU() CPU { return CPU{} }

// Report adds nothing on this system.
func (CPU) Report(*testing.B) {}
