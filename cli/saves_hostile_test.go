package cli

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"estafette/internal/testkit/cost"
)

// TestHostileSavesAndViewedRecordsAreCheap: a saved game is a scenario and
// a record, and the viewer (lessons included) reads records with
// captions; built from the worst records (hostileRecords, plus 100,000
// captions), opening any of them with play or view takes under a second
// of processor time and 100 MB, and ends with an exit status, never a
// crash (go test -v -run HostileSaves ./cli/ logs the figures).
func TestHostileSavesAndViewedRecordsAreCheap(t *testing.T) {
	if raceEnabled {
		t.Skip("costs are measured without the race detector (make unit)")
	}
	viewed(t)
	src, err := os.ReadFile(tutorial)
	if err != nil {
		t.Fatal(err)
	}
	records := hostileRecords()
	captions := strings.Repeat("## "+strings.Repeat("légende ", 10)+"\n", 12_000)
	records["12,000 captions"] = captions
	records["a caption after every action"] = strings.Repeat("activate HIP G1\n##en the caption\nend\n", 30_000)[:1<<20]
	for name, rec := range records {
		save := "# Estafette saved game 1\n# scenario: tutorial.toml\n" + string(src) + "#=== record ===\n" + rec
		for _, args := range [][]string{{"play", "h.estafette"}, {"view", "h.estafette"}, {"view", tutorial, "h.rec"}} {
			var r run
			env := r.env(map[string]string{"h.estafette": save, "h.rec": rec})
			env.Stdout = io.Discard
			var code int
			d, allocated := cost.Measure(func() { code = Main(args, env) })
			alloc := float64(allocated) / 1e6
			t.Logf("%s, %s: %d bytes, exit %d, %v, %.1f MB", name, args[0]+" "+args[len(args)-1], len(save), code, d.Round(time.Millisecond), alloc)
			if code != 0 && code != 1 {
				t.Errorf("%s, %v: exit %d: %s", name, args, code, r.err.String())
			}
			if alloc > 100 {
				t.Errorf("%s, %v: allocated %.1f MB; the limit is 100 MB", name, args, alloc)
			}
			if d > time.Second {
				t.Errorf("%s, %v: took %v; the limit is 1 s", name, args, d)
			}
		}
	}
}
