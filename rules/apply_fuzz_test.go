package rules_test

// FuzzApply lets the fuzzer's bytes play the game (the tutorial, Pratzen
// or a small battle in contact, by the first byte): each choice reads a
// byte or two, picking either an action that LegalActions listed (which
// must be accepted) or a garbage or mutated one (which, when refused, must
// leave the state as it was). The invariants of invariants_test.go are
// checked after every accepted action, and Apply must never panic
// (STYLE.md: bad input never panics).
//
//	go test -run='^$' -fuzz=FuzzApply -fuzztime=60s ./rules/

import (
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// byteChooser turns the fuzzer's bytes into choices; once they run out
// every choice is 0 and the game stops.
type byteChooser struct {
	data []byte
	pos  int
}

func (b *byteChooser) done() bool { return b.pos >= len(b.data) }

func (b *byteChooser) byte() int {
	if b.done() {
		b.pos++
		return 0
	}
	b.pos++
	return int(b.data[b.pos-1])
}

// IntN returns a choice in [0, n), from one byte, or two when n > 256.
func (b *byteChooser) IntN(n int) int {
	if n <= 1 {
		return 0
	}
	v := b.byte()
	if n > 256 {
		v = v<<8 | b.byte()
	}
	return v % n
}

// contact is a small Frédéric battle with the armies in contact from the
// start, so that short fuzz inputs reach combat: attacks, defense orders,
// leaders in the front rank, withdrawals, follow-ups and rallies.
const contact = `
title = "Contact"
ruleset = "frederic"
first = "p"
turns = 6

[board]
columns = 12
rows = 9

[[board.area]]
terrain = "woods"
hexes = ["4,5", "9,4"]

[[army]]
id = "p"
name = "Prussiens"
edge = "south"
command_level = 6

  [[army.leader]]
  id = "FR"
  name = "Frédéric"
  rank = "commander"
  hex = "6,6"

  [[army.leader]]
  id = "ZI"
  name = "Zieten"
  rank = "subgeneral"
  hex = "5,5"

  [[army.leader]]
  id = "PO"
  name = "Officier"
  rank = "officer"
  hex = "7,5"

  [[army.herald]]
  id = "PA"
  name = "Aide de camp"
  hex = "6,6"

  [[army.unit]]
  id = "P1"
  name = "Grenadiers"
  profile = "infantry-heavy"
  elements = 4
  hex = "5,5"

  [[army.unit]]
  id = "P2"
  name = "Mousquetaires"
  profile = "infantry-heavy"
  elements = 2
  hex = "6,5"

  [[army.unit]]
  id = "P3"
  name = "Cuirassiers"
  profile = "cavalry-cuirassiers"
  elements = 3
  hex = "7,5"

  [[army.unit]]
  id = "P4"
  name = "Batterie"
  profile = "foot-artillery-light"
  elements = 2
  hex = "6,7"

[[army]]
id = "a"
name = "Autrichiens"
edge = "north"
command_level = 4

  [[army.leader]]
  id = "KA"
  name = "Charles"
  rank = "commander"
  hex = "6,3"

  [[army.leader]]
  id = "LU"
  name = "Lucchesi"
  rank = "subgeneral"
  hex = "5,4"

  [[army.leader]]
  id = "AO"
  name = "Officier"
  rank = "officer"
  hex = "7,4"

  [[army.unit]]
  id = "A1"
  name = "Hongrois"
  profile = "infantry-heavy"
  elements = 4
  hex = "5,4"

  [[army.unit]]
  id = "A2"
  name = "Croates"
  profile = "infantry-light"
  elements = 3
  hex = "6,4"

  [[army.unit]]
  id = "A3"
  name = "Dragons"
  profile = "cavalry-heavy"
  elements = 2
  hex = "7,4"

  [[army.unit]]
  id = "A4"
  name = "Batterie"
  profile = "foot-artillery-light"
  elements = 2
  hex = "6,2"
`

func loadContact(tb testing.TB) loaded {
	tb.Helper()
	sc, rs, err := scenarios.LoadScenario("contact.toml", []byte(contact))
	if err != nil {
		tb.Fatal(err)
	}
	return loaded{"contact", sc, rs}
}

func FuzzApply(f *testing.F) {
	// The tutorial (Thucydide: command orders, Gueulante), Pratzen (Jomini:
	// one type per activation, maneuver orders) and a small Frédéric battle
	// in contact (combat, messengers, an aide de camp). Leuthen would cover
	// messengers too, but its LegalActions costs milliseconds (a Clone per
	// possible messenger), which starves the fuzzer.
	all := []loaded{loadBuiltin(f, "tutorial"), loadBuiltin(f, "pratzen"), loadContact(f)}

	f.Add([]byte{0})
	f.Add([]byte{1})
	// tutorial: a few activations, end, a few moves, end, end, again.
	f.Add([]byte{0, 0, 1, 0, 2, 0, 3, 1, 0, 0, 0, 1, 0, 5, 0, 9, 0, 0, 0, 0, 0, 0, 0, 1, 0, 4})
	// Garbage-heavy: every choice goes to the garbage side.
	f.Add([]byte{2, 3, 0, 7, 3, 3, 1, 2, 3, 3, 9, 4, 3, 4, 2, 200, 3, 5, 0, 1, 3, 6, 6, 6, 3, 2, 1, 1, 1})
	// A longer pseudo-random game on each scenario.
	f.Add([]byte{2, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	for s := range 3 {
		b := []byte{byte(s)}
		x := uint32(2463534242 + s)
		for range 95 {
			x ^= x << 13
			x ^= x >> 17
			x ^= x << 5
			b = append(b, byte(x))
		}
		f.Add(b)
	}

	f.Fuzz(func(t *testing.T, data []byte) { fuzzApply(t, all, data) })
}

// fuzzApply plays one fuzz input.
func fuzzApply(t *testing.T, all []loaded, data []byte) {
	if len(data) == 0 || len(data) > 96 {
		return
	}
	sc := all[int(data[0])%len(all)]
	g := newGame(sc, uint64(1+data[0]/2))
	c := &byteChooser{data: data[1:]}
	for step := 0; !c.done() && step < 64; step++ {
		acts, p := legalActions(g.st)
		if p != nil {
			t.Fatalf("LegalActions panicked: %v\nrepro: %s", p, g.repro())
		}
		if g.st.Phase() == rules.PhaseOver {
			if len(acts) != 0 {
				t.Fatalf("the game is over but LegalActions lists %d actions", len(acts))
			}
			break
		}
		if len(acts) == 0 {
			t.Fatalf("LegalActions is empty while the game goes on\nrepro: %s", g.repro())
		}
		var msg string
		if c.IntN(4) == 3 {
			msg = g.stepGarbage(c, acts)
		} else {
			msg = g.playLegal(c, acts[c.IntN(len(acts))])
		}
		if msg != "" {
			t.Fatalf("%s\nrepro: %s", msg, g.repro())
		}
	}
	if msg := g.compareTwin(); msg != "" {
		t.Fatalf("%s\nrepro: %s", msg, g.repro())
	}
}
