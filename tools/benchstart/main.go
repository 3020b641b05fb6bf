// Command benchstart measures how long the table takes to show its first
// frame against an empty Ebiten window on the same display (make
// bench-start). It starts the two programs in turn, several times, each
// with startclock.Env set to the instant it is started, reads the "first
// frame N ms after start, on screen M ms" each prints, and prints every
// run, the medians and their ratios: drawn is when the first Draw
// returned, on screen when the loop came back for the next tick (the
// GPU's work for that frame and the swap done). The machine may be busy: the medians, not the single
// runs, are the figures.
//
//	benchstart [-runs 7] EMPTY [ARGS…] -- TABLE [ARGS…]
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"time"

	"estafette/internal/startclock"
)

var firstFrame = regexp.MustCompile(`first frame ([0-9.]+) ms after start, on screen ([0-9.]+) ms`)

// times are one run's figures: its first frame drawn (Draw returned) and
// on screen (the loop back for the next tick: the GPU's work done).
type times struct{ drawn, shown time.Duration }

// measure runs a program once and returns its first frame's times.
func measure(argv []string) (times, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d", startclock.Env, time.Now().UnixNano()))
	if err := cmd.Run(); err != nil {
		return times{}, fmt.Errorf("%s: %v\n%s", argv[0], err, errb.String())
	}
	m := firstFrame.FindSubmatch(out.Bytes())
	if m == nil {
		return times{}, fmt.Errorf("%s printed no first frame:\n%s", argv[0], out.String())
	}
	d, err1 := strconv.ParseFloat(string(m[1]), 64)
	s, err2 := strconv.ParseFloat(string(m[2]), 64)
	ms := func(f float64) time.Duration { return time.Duration(f * float64(time.Millisecond)) }
	return times{ms(d), ms(s)}, errors.Join(err1, err2)
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	if n := len(s); n%2 == 0 {
		return (s[n/2-1] + s[n/2]) / 2
	}
	return s[len(s)/2]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond)) }

func main() {
	runs := flag.Int("runs", 7, "timed runs of each program, after one untimed run each")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: benchstart [-runs N] EMPTY [ARGS…] -- TABLE [ARGS…]")
		flag.PrintDefaults()
	}
	flag.Parse()
	args := flag.Args()
	i := slices.Index(args, "--")
	if i < 1 || i == len(args)-1 {
		flag.Usage()
		os.Exit(2)
	}
	progs := [2][]string{args[:i], args[i+1:]}
	names := [2]string{"empty window", "table"}
	var drawn, shown [2][]time.Duration
	// One untimed run each: the first program on a fresh display pays for
	// its start-up (caches, the X server's own), which is not ours.
	for k := 0; k <= *runs; k++ {
		for p := range progs {
			d, err := measure(progs[p])
			if err != nil {
				fmt.Fprintln(os.Stderr, "benchstart:", err)
				os.Exit(1)
			}
			if k == 0 {
				continue
			}
			drawn[p], shown[p] = append(drawn[p], d.drawn), append(shown[p], d.shown)
			fmt.Printf("run %d: %-12s first frame drawn %s, on screen %s\n", k, names[p], ms(d.drawn), ms(d.shown))
		}
	}
	for _, f := range []struct {
		what string
		ds   [2][]time.Duration
	}{{"drawn", drawn}, {"on screen", shown}} {
		m0, m1 := median(f.ds[0]), median(f.ds[1])
		fmt.Printf("first frame %s, median of %d runs: empty window %s, table %s; ratio %.2f\n", f.what, *runs, ms(m0), ms(m1), float64(m1)/float64(m0))
	}
}
