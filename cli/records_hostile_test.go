package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"estafette/internal/testkit/cost"
)

// hostileRecords are game records of up to the parser's limits (1 MiB,
// 100,000 lines, 1,000 characters a line) built to cost the replay as much
// as possible.
func hostileRecords() map[string]string {
	lines := func(s string, n int) string {
		rec := strings.Repeat(s+"\n", n)
		if len(rec) > 1<<20 {
			rec = rec[:1<<20]
			rec = rec[:strings.LastIndexByte(rec, '\n')+1]
		}
		return rec
	}
	path := ""
	for i := 0; i < 150; i++ {
		path += fmt.Sprintf(" %d,%d", 5+i%2, 5+i%3)
	}
	return map[string]string{
		"100,000 ends":                      lines("end", 99_999),
		"100,000 far moves":                 lines("move G1 12,1", 99_999),
		"100,000 lines that do not parse":   lines("fly", 99_999),
		"100,000 attacks":                   lines("attack G1 B1", 99_999),
		"activations of 300 ids":            lines("activate HIP"+strings.Repeat(" G1", 300), 3000),
		"paths of 150 hexes":                lines("move G1"+path, 6000),
		"a leader named 240 times with":     lines("move G1 5,5 with"+strings.Repeat(" HIP", 240), 4000),
		"one activation, then 40,000 moves": "activate HIP G1 G2 G3\n" + lines("move G1 6,6 6,5 6,6 6,5", 40_000),
	}
}

// TestHostileRecordsAreCheap: replaying any of them takes under a second
// and 100 MB (the real figures are logged: go test -v -run
// HostileRecordsAreCheap ./cli/).
func TestHostileRecordsAreCheap(t *testing.T) {
	if raceEnabled {
		t.Skip("costs are measured without the race detector (make unit)")
	}
	for name, rec := range hostileRecords() {
		for _, asJSON := range []bool{false, true} {
			args := []string{"replay", tutorial, "h.rec"}
			if asJSON {
				args = []string{"replay", "--json", tutorial, "h.rec"}
			}
			var r run
			env := r.env(map[string]string{"h.rec": rec})
			env.Stdout = io.Discard
			var code int
			// Processor time, not the wall clock, which a loaded machine stretches.
			d, allocated := cost.Measure(func() { code = Main(args, env) })
			alloc := float64(allocated) / 1e6
			t.Logf("%s (json %v): %d bytes, exit %d, %v, %.1f MB", name, asJSON, len(rec), code, d.Round(time.Millisecond), alloc)
			if code == 2 {
				t.Errorf("%s: refused whole: %s", name, r.err.String())
			}
			if alloc > 100 {
				t.Errorf("%s: allocated %.1f MB; the limit is 100 MB", name, alloc)
			}
			if d > time.Second {
				t.Errorf("%s: took %v; the limit is 1 s", name, d)
			}
		}
	}
}

// TestReplayJSONIsWhatEncodingJSONWrites: the JSON written one action at a
// time is byte for byte the object encoding/json writes whole.
func TestReplayJSONIsWhatEncodingJSONWrites(t *testing.T) {
	for i, rec := range []string{"", "end\n", "activate HIP G1\nmove G1 <4,7> & more\nfly\nend\n", "activate HIP G1\nend\nmove G1 7,7\n"} {
		withLog := i >= 2
		var r run
		env := r.env(map[string]string{"h.rec": rec})
		args := []string{"replay", "--json", tutorial, "h.rec"}
		if withLog {
			args = append(args, "--log")
		}
		code := Main(args, env)
		st, parsed, err := replayInputs(tutorial, "h.rec", env)
		if err != nil {
			t.Fatal(err)
		}
		actions, _ := applyRecord(st, parsed, withLog)
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		enc.Encode(replayOutput{Actions: actions, State: replaySnapshot(st)})
		if code > 1 || r.out.String() != want.String() {
			t.Errorf("record %q: exit %d, wrote\n%s\nwant\n%s", rec, code, r.out.String(), want.String())
		}
	}
}
