//go:build unix

package cost

import (
	"testing"
	"time"
)

var sink []byte

func TestMeasureCountsWorkNotSleep(t *testing.T) {
	cpu, alloc := Measure(func() {
		for i := 0; i < 100; i++ {
			sink = make([]byte, 1<<20)
		}
		time.Sleep(200 * time.Millisecond)
	})
	if alloc < 100<<20 {
		t.Errorf("allocated %d bytes, want at least 100 MB", alloc)
	}
	if cpu >= 200*time.Millisecond {
		t.Errorf("a 200 ms sleep counted as %v of processor time", cpu)
	}
}
