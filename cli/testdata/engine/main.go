// Command engine is a small external player for the duel's tests: it
// speaks the engine protocol (docs/duel.md) and, as its first argument
// says, plays whole games or misbehaves.
//
//	engine MODE [TRANSCRIPT]
//
// MODE is first (the first legal action, `end` last), random (a legal
// action, its own dice), refuse (never a legal action), stubborn (two
// wrong answers, then a good one, every time), silent (never answers),
// exit (exits at its third go), long (a line longer than the limit, then
// good ones). With TRANSCRIPT, every line it reads is copied there.
package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"
)

func main() {
	mode := os.Args[1]
	var log *os.File
	if len(os.Args) > 2 {
		f, err := os.Create(os.Args[2])
		if err != nil {
			os.Exit(3)
		}
		log = f
		defer f.Close()
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	out := bufio.NewWriter(os.Stdout)
	r := rand.New(rand.NewPCG(1, 2))
	var legal []string
	gos, wrong := 0, 0
	for in.Scan() {
		line := in.Text()
		if log != nil {
			fmt.Fprintln(log, line)
		}
		switch {
		case strings.HasPrefix(line, "legal "):
			n, _ := strconv.Atoi(strings.TrimPrefix(line, "legal "))
			legal = legal[:0]
			for i := 0; i < n && in.Scan(); i++ {
				legal = append(legal, in.Text())
				if log != nil {
					fmt.Fprintln(log, in.Text())
				}
			}
		case strings.HasPrefix(line, "over "):
			return
		case line == "go":
			gos++
			answer(out, mode, legal, r, gos, &wrong)
		}
	}
}

func answer(out *bufio.Writer, mode string, legal []string, r *rand.Rand, gos int, wrong *int) {
	pick := legal[0]
	if pick == "end" && len(legal) > 1 {
		pick = legal[1]
	}
	switch mode {
	case "random":
		pick = legal[r.IntN(len(legal))]
	case "refuse":
		pick = "move NOBODY 1,1"
	case "stubborn":
		if *wrong < 2 {
			*wrong++
			pick = "fly away"
		} else {
			*wrong = 0
		}
	case "silent":
		time.Sleep(time.Hour)
	case "exit":
		if gos == 3 {
			os.Exit(0)
		}
	case "long":
		if gos == 1 {
			pick = strings.Repeat("x", 10_000)
		}
	}
	// Blank lines and comments are ignored before the answer.
	fmt.Fprintf(out, "\n# thinking\n%s\n", pick)
	out.Flush()
}
