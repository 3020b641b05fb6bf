package rules_test

// Random games that check the engine's invariants after every action
// (in the manner of CorentinGS/chess's *_invariants_test.go).
//
// Each game plays random actions from LegalActions, which must all be
// accepted, and every few steps a random "garbage" action (any verb, with
// ids, hexes, order keys and counts that are often wrong) that must either
// be accepted or leave the state exactly as it was (docs/rules.md §8: a rejected
// action changes nothing). A twin game receives only the accepted actions,
// so a refused action that left a hidden trace (dice drawn, a flag set)
// shows up as a difference between the two.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"estafette/rules"
	"estafette/scenarios"
)

// stressFile is the 60×40, 300-piece scenario written by
// scenarios/testdata/genstress.
const stressFile = "../scenarios/testdata/stress-60x40.toml"

// loaded is a scenario ready to be played.
type loaded struct {
	name string
	sc   *rules.Scenario
	rs   *rules.Ruleset
}

func loadBuiltin(tb testing.TB, name string) loaded {
	tb.Helper()
	src, err := scenarios.Builtin(name)
	if err != nil {
		tb.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(name+".toml", src)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return loaded{name, sc, rs}
}

func loadStress(tb testing.TB) loaded {
	tb.Helper()
	src, err := os.ReadFile(stressFile)
	if err != nil {
		tb.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("stress-60x40.toml", src)
	if err != nil {
		tb.Fatalf("stress-60x40: %v", err)
	}
	return loaded{"stress-60x40", sc, rs}
}

// loadFixtures loads the scenarios of rules/testdata, the fixtures of the
// other tests; a file that does not load is skipped (it is not ours).
func loadFixtures(tb testing.TB) []loaded {
	files, _ := filepath.Glob("testdata/*.toml")
	var out []loaded
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		sc, rs, err := scenarios.LoadScenario(f, src)
		if err != nil {
			tb.Logf("%s: skipped: %v", f, err)
			continue
		}
		out = append(out, loaded{f, sc, rs})
	}
	return out
}

// snapshot renders everything a player can observe of the state, one line
// per piece, so two states can be compared and their difference shown.
func snapshot(st *rules.State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn=%d phase=%s active=%s winner=%q acting=%d second=%v\n",
		st.Turn(), st.Phase(), st.Active().ID, st.Winner(), st.ActingGroup(), st.SecondCommand())
	for a := range st.Armies() {
		fmt.Fprintf(&b, "army %s points=%d eliminated=%d activations=%d per=%d\n",
			a.ID, a.OrderPoints, a.EliminatedEnemy, a.Activations, a.UnitsPerActivation)
	}
	for u := range st.Units() {
		fmt.Fprintf(&b, "unit %s %s on=%v elim=%v el=%d/%d act=%v group=%d moved=%v fight=%v mounted=%v form=%v open=%v prejoue=%v steps=%d march=%d guide=%d lost=%d ally=%v fought=%v dice=%d ignore=%d\n",
			u.ID, u.Hex, u.OnBoard, u.Eliminated, u.Elements, u.StartElements, u.Activated(), u.Group, u.Moved, u.CanFight,
			u.Mounted, u.Formation, u.OpenOrder, u.Prejoue, u.StepsUsed, u.MarchBonus, u.GuideHexes, u.LostDice,
			u.AllyLimited, u.Fought, u.ExtraDice, u.IgnoreLoss)
	}
	for l := range st.Leaders() {
		fmt.Fprintf(&b, "leader %s %s on=%v present=%v act=%v alone=%v moved=%v radius=%d combined=%v anywhere=%v messenger=%v\n",
			l.ID, l.Hex, l.OnBoard, l.Present, l.Activated, l.Alone, l.Moved, st.CommandRadius(l), l.Combined, l.Anywhere, l.Messenger)
	}
	for h := range st.Heralds() {
		fmt.Fprintf(&b, "herald %s %s present=%v busy=%v\n", h.ID, h.Hex, h.Present, h.Busy)
	}
	for m := range st.Messengers() {
		fmt.Fprintf(&b, "messenger %+v\n", m)
	}
	for i, g := range st.Groups() {
		fmt.Fprintf(&b, "group %d leader=%q units=%v alone=%v slots=%d used=%d extra=%v\n", i, g.Leader, g.Units, g.Alone, g.Slots, g.Used, g.Extra)
	}
	return b.String()
}

// diffLines names the lines that differ between two snapshots.
func diffLines(before, after string) string {
	a, b := strings.Split(before, "\n"), strings.Split(after, "\n")
	var out []string
	for i := 0; i < max(len(a), len(b)); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			out = append(out, "  - "+x, "  + "+y)
		}
		if len(out) > 40 {
			out = append(out, "  ...")
			break
		}
	}
	return strings.Join(out, "\n")
}

// checker follows a game and checks the invariants after every action.
func TestRandomGamesKeepInvariants(t *testing.T) {
	var all []loaded
	for _, name := range scenarios.BuiltinNames() {
		all = append(all, loadBuiltin(t, name))
	}
	all = append(all, loadStress(t))
	// The small boards of the other tests (rules/testdata) and the contact
	// battle of FuzzApply put the armies in contact from the start: combat
	// gets played in every ruleset.
	all = append(all, loadFixtures(t)...)
	all = append(all, loadContact(t), loadWalled(t))

	// Legal actions to play per scenario; the built-ins are cheap, the
	// 300-piece board is not.
	quota, stressQuota, fixtureQuota, perGame := 2000, 1200, 400, 300
	if testing.Short() {
		quota, stressQuota, fixtureQuota = 300, 300, 100
	}
	// ESTAFETTE_SOAK=N plays N times as many games, for a long search.
	if n, err := strconv.Atoi(os.Getenv("ESTAFETTE_SOAK")); err == nil && n > 1 {
		quota, stressQuota, fixtureQuota = quota*n, stressQuota*n, fixtureQuota*n
	}
	start := time.Now()
	total, games, junk, junkOK := 0, 0, 0, 0
	verbs, ended, won := map[string]int{}, 0, 0
	for si, sc := range all {
		q := quota
		switch {
		case sc.name == "stress-60x40":
			q = stressQuota
		case strings.HasPrefix(sc.name, "testdata/") || sc.name == "contact":
			q = fixtureQuota
		}
		played, t0 := 0, time.Now()
		for gi := 0; played < q; gi++ {
			seed := uint64(1000*si + gi + 1)
			r := rand.New(rand.NewPCG(seed, 0x5eed))
			g := newGame(sc, seed)
			if msg := g.play(r, perGame); msg != "" {
				t.Fatalf("%s\nrepro: %s", msg, g.repro())
			}
			played += g.legal
			total += g.legal
			junk += g.junk
			junkOK += g.junkOK
			games++
			for k, n := range g.verbs {
				verbs[k] += n
			}
			if g.st.Phase() == rules.PhaseOver {
				ended++
				if g.st.Winner() != "" {
					won++
				}
			}
		}
		t.Logf("%-22s %6d legal actions, %v", sc.name, played, time.Since(t0).Round(time.Millisecond))
	}
	t.Logf("%d legal actions and %d garbage actions (%d accepted) in %d games over %d scenarios (%d played to the end, %d won), %v",
		total, junk, junkOK, games, len(all), ended, won, time.Since(start).Round(time.Millisecond))
	keys := make([]string, 0, len(verbs))
	for k := range verbs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, verbs[k]))
	}
	t.Logf("legal actions by verb: %s", strings.Join(parts, ", "))
	if !testing.Short() && total < 10000 {
		t.Errorf("only %d legal actions played; the test promises at least 10,000", total)
	}
}
