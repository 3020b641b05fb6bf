package printkit

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"estafette/i18n"
	"estafette/internal/testkit/cost"
	"estafette/scenarios"
)

// TestLargeBoardCostsItsSize: a legal 200×200 board of sand or woods (the
// patterns with the most marks) prints in bounded time, memory and file
// size: each pattern is drawn once and placed at every hex. It took 37 s
// of processor time and 1 GB, or was killed, when each hex drew its own.
func TestLargeBoardCostsItsSize(t *testing.T) {
	if testing.Short() {
		t.Skip("prints 241 pages")
	}
	src, err := os.ReadFile("../scenarios/tutorial.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, terrain := range []string{"sand", "woods"} {
		text := strings.NewReplacer("columns = 12\n", "columns = 200\n", "rows = 9\n", "rows = 200\n",
			"terrain = \"clear\"\n", "terrain = \""+terrain+"\"\n").Replace(string(src))
		sc, rs, err := scenarios.LoadScenario("big.toml", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		if sc.Board.Columns != 200 || sc.Board.Rows != 200 {
			t.Fatalf("the board is %d×%d", sc.Board.Columns, sc.Board.Rows)
		}
		var b bytes.Buffer
		var p Printed
		cpu, alloc := cost.Measure(func() {
			p, err = Scenario(&b, sc, rs, nil, Options{Lang: i18n.EN})
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d pages, %d bytes, %v of processor time, %d MB allocated", terrain, p.Pages, b.Len(), cpu, alloc>>20)
		hexes := 200 * 200
		if cpu > 5*time.Second || alloc > 400<<20 || b.Len() > 80*hexes {
			t.Errorf("%s: %v, %d MB allocated, %d bytes (%d a hex): want under 5 s, 400 MB and 80 bytes a hex",
				terrain, cpu, alloc>>20, b.Len(), b.Len()/hexes)
		}
	}
}
