package exact

import (
	"context"
	"fmt"
	"testing"
)

func TestStopStatus(t *testing.T) {
	for err, want := range map[error]string{
		context.Canceled: "canceled",
		fmt.Errorf("x: %w", context.DeadlineExceeded): "limit_reached",
		ErrOverflow: "",
	} {
		st, ok := StopStatus(err)
		if got := map[bool]string{true: st.Word()}[ok]; got != want {
			t.Errorf("StopStatus(%v) = %q, want %q", err, got, want)
		}
	}
}
