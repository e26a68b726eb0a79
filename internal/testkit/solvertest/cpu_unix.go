//go:build unix

package solvertest

import (
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/cputime"
)

// CPU measures the processor time (user and system) of the process from
// StartCPU to Report; on a loaded machine it varies far less than the
// wall time a benchmark reports.
type CPU struct{ start time.Duration }

// StartCPU starts measuring.
func StartCPU() CPU { return CPU{processCPU()} }

// Report adds the metric cpu-s/op to b: processor seconds per iteration.
func (c CPU) Report(b *testing.B) {
	if b.N > 0 {
		b.ReportMetric((processCPU()-c.start).Seconds()/float64(b.N), "cpu-s/op")
	}
}

func processCPU() time.Duration {
	d, _ := cputime.Process()
	return d
}
