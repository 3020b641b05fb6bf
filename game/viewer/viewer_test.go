package viewer

import (
	"slices"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// TestEachStepShowsWhatItDid: the board's marks come from the step's
// events: a move's trail is the rules' path, an activation shows the
// leader's zones and rings the piece, a roll draws its faces by the
// target and outlines it, a riposte's flag traces the retreat.
func TestEachStepShowsWhatItDid(t *testing.T) {
	r := mustReplay(t, lessonGame(t, "combat"))
	find := func(line string) int {
		for n := 1; n <= r.Len(); n++ {
			if r.Step(n).Action.String() == line {
				return n
			}
		}
		t.Fatalf("no action %q", line)
		return 0
	}
	marks := func(n int) (stepMarks, *rules.State) {
		if err := r.Seek(n); err != nil {
			t.Fatal(err)
		}
		return marksOf(r.State(), r.Step(n)), r.State()
	}

	m, st := marks(find("move CAV 10,4"))
	if len(m.trail) != 5 || m.trail[0] != hex.FromOffset(10, 8) || m.trail[4] != hex.FromOffset(10, 4) {
		t.Errorf("the cavalry's trail: %v", m.trail)
	}
	sc := buildScene(st, m)
	if !slices.Equal(sc.Trail, m.trail) || !ringed(sc, "CAV") {
		t.Errorf("scene: trail %v, CAV ringed %v", sc.Trail, ringed(sc, "CAV"))
	}

	m, st = marks(1) // activate HIP CAV
	hip, _ := st.Leader("HIP")
	sc = buildScene(st, m)
	if m.leader != "HIP" || !slices.Equal(sc.Command, st.CommandZone(hip)) || !slices.Equal(sc.Influence, st.InfluenceZone(hip)) || !ringed(sc, "CAV") {
		t.Errorf("an activation shows the leader's zones and rings the piece: %+v", m)
	}

	m, st = marks(find("roll"))
	psb, _ := st.Unit("PSB")
	if !m.haveDice || m.diceAt != psb.Hex || len(m.dice) != 3 || !slices.Contains(m.targets, psb.Hex) {
		t.Errorf("the roll: dice %v at %v, targets %v; PSB at %v", m.dice, m.diceAt, m.targets, psb.Hex)
	}
	m, st = marks(find("pass"))
	cav, _ := st.Unit("CAV")
	if len(m.trail) != 2 || m.trail[len(m.trail)-1] != cav.Hex || cav.Hex != hex.FromOffset(11, 4) {
		t.Errorf("the riposte's flag: trail %v, the cavalry at %v", m.trail, cav.Hex)
	}
}

// ringed reports a unit drawn with the ring of the piece acting.
func ringed(sc render.Scene, id string) bool {
	for _, u := range sc.Units {
		if u.ID == id {
			return u.Selected
		}
	}
	return false
}

// TestAutoplay: Space plays at the pace, an action a second by default;
// it lingers on a caption long enough to read it, stops where a lesson
// waits for the player and at the end; started at the end, it starts
// again from the start.
func TestAutoplay(t *testing.T) {
	v := NewViewer(mustReplay(t, sampleGame(t)), i18n.EN, nil)
	v.Go(0)
	v.TogglePlay()
	for range ticksPerSecond*3 + 1 {
		v.Tick()
	}
	if v.r.At() != 3 {
		t.Errorf("3 s at 1 action/s: at %d", v.r.At())
	}
	v.Faster()
	v.Faster() // 4 a second
	for range ticksPerSecond {
		v.Tick()
	}
	if v.r.At() != 7 {
		t.Errorf("1 s more at 4 actions/s: at %d", v.r.At())
	}
	v.Go(v.r.Len() - 1)
	for range ticksPerSecond {
		v.Tick()
	}
	if v.Playing() || v.r.At() != v.r.Len() {
		t.Errorf("at the end: playing %v at %d", v.Playing(), v.r.At())
	}
	v.TogglePlay()
	if !v.Playing() || v.r.At() != 0 {
		t.Errorf("Space at the end plays from the start: playing %v at %d", v.Playing(), v.r.At())
	}

	l := NewViewer(mustReplay(t, lessonGame(t, "command")), i18n.FR, nil)
	l.Go(0)
	l.TogglePlay()
	words := 0
	for _, c := range l.Captions() {
		words += len(strings.Fields(c))
	}
	for range readingTicks*words - 1 {
		l.Tick()
	}
	if l.r.At() != 0 {
		t.Errorf("autoplay left the first caption (%d words) before it could be read", words)
	}
	for range 10 * ticksPerSecond * 60 {
		l.Tick()
	}
	if l.Playing() || l.r.At() != 1 || !l.Waiting() {
		t.Errorf("autoplay should stop where the lesson waits (1): playing %v at %d", l.Playing(), l.r.At())
	}
}

// TestTakeOverCarriesTheGameSoFar: "Take over from here" asks for a new
// game of the same scenario and seed whose record is the actions up to
// the position shown.
func TestTakeOverCarriesTheGameSoFar(t *testing.T) {
	g := lessonGame(t, "combat")
	v := NewViewer(mustReplay(t, g), i18n.EN, nil)
	v.Go(12)
	r := v.TakeOver()
	if len(r.Record) != 12 || r.Seed != 23 || r.Scenario != g.Scenario || r.Name != "tutorial.toml" || len(r.Source) == 0 {
		t.Fatalf("request: %d actions, seed %d, scenario %q", len(r.Record), r.Seed, r.Name)
	}
	for i, a := range r.Record {
		if a.String() != g.Actions[i].String() {
			t.Errorf("action %d: %s, want %s", i+1, a, g.Actions[i])
		}
	}
	r.Record[0] = rules.EndPhase{}
	if g.Actions[0].String() == "end" {
		t.Error("the request shares the viewer's record")
	}
}
