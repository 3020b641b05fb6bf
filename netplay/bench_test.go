//go:build !js

package netplay

import (
	"sort"
	"testing"
	"time"

	"estafette/rules"
)

// BenchmarkRoundTrip: one action of a device, from the moment it is
// given to the moment the host's line for it is back, on localhost (the
// goal of docs/network.md: p95 ≤ 20 ms). The two devices end their
// phases in turn: each action is one round trip, with no dice.
func BenchmarkRoundTrip(b *testing.B) {
	srv, url := startServer(b, b.TempDir())
	code := hostTutorial(b, srv)
	devs := map[string]*device{"atheniens": join(b, url, code, "atheniens", ""), "beotiens": join(b, url, code, "beotiens", "")}
	var trips []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := devs[devs["atheniens"].s.Game().State.Decider()]
		if d == nil || d.s.Over() {
			b.StopTimer()
			code = hostTutorial(b, srv)
			devs = map[string]*device{"atheniens": join(b, url, code, "atheniens", ""), "beotiens": join(b, url, code, "beotiens", "")}
			b.StartTimer()
			d = devs["atheniens"]
		}
		want := len(d.s.Game().Record) + 1
		start := time.Now()
		if _, v := d.s.Apply(rules.EndPhase{}); v != nil {
			b.Fatal(v)
		}
		if !d.c.Status().Pending {
			b.Fatalf("%s's end of phase was not sent: %+v", d.c.Seat, d.s.Game().State.Decision())
		}
		for d.c.Status().Pending {
			time.Sleep(20 * time.Microsecond)
		}
		trips = append(trips, time.Since(start))
		// Both devices take the line before the next action.
		for _, x := range devs {
			for x.step() || x.c.Busy() || len(x.s.Game().Record) < want {
			}
		}
	}
	b.StopTimer()
	sort.Slice(trips, func(i, j int) bool { return trips[i] < trips[j] })
	b.ReportMetric(float64(trips[len(trips)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(trips[len(trips)*95/100].Microseconds())/1000, "p95-ms")
}
