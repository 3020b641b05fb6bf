package viewer

import (
	"maps"
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
// TestShowLineShowsThePieces (issue 26): a lesson's `##show` line puts
// on the board what its caption speaks of: the pieces ringed, a
// leader's command and influence zones, without a click; a piece the
// scenario does not have is an error at its line and column.
func TestShowLineShowsThePieces(t *testing.T) {
	g := gameOf(t, "tutorial", "show.rec", "##fr Hippocrate et les psiles\n##show HIP PSI\nactivate HIP G2\n")
	a, err := NewApp(g, Options{Lang: i18n.FR})
	if err != nil {
		t.Fatal(err)
	}
	a.v.Go(0)
	sc := a.sceneNow()
	st := a.v.r.State()
	hip, _ := st.Leader("HIP")
	if len(sc.Command) == 0 || len(sc.Command) != len(st.CommandZone(hip)) || len(sc.Influence) == 0 {
		t.Errorf("HIP's zones: command %d hexes (the rules: %d), influence %d", len(sc.Command), len(st.CommandZone(hip)), len(sc.Influence))
	}
	ringed := map[string]bool{}
	for _, u := range sc.Units {
		ringed[u.ID] = u.Selected
	}
	for _, l := range sc.Leaders {
		ringed[l.ID] = l.Selected
	}
	if !ringed["HIP"] || !ringed["PSI"] || ringed["G2"] {
		t.Errorf("ringed: %v", ringed)
	}
	a.v.Go(1)
	if sc := a.sceneNow(); sc.Units != nil && len(sc.Command) == len(st.CommandZone(hip)) && ringedPSI(sc) {
		t.Error("the next position still shows what position 0's ##show named")
	}
	sc2, rs, src := builtin(t, "tutorial")
	_, err = NewGame("tutorial.toml", src, sc2, rs, Record{File: "bad.rec", Text: "end\n##show HIP XYZ\n"})
	if err == nil || !strings.HasPrefix(err.Error(), "bad.rec:2:12: ") || !strings.Contains(err.Error(), "XYZ") {
		t.Errorf("a piece the scenario lacks: %v", err)
	}
}

func ringedPSI(sc *render.Scene) bool {
	for _, u := range sc.Units {
		if u.ID == "PSI" {
			return u.Selected
		}
	}
	return false
}

func TestAutoplay(t *testing.T) {
	v := NewViewer(mustReplay(t, sampleGame(t)), i18n.EN)
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

	l := NewViewer(mustReplay(t, lessonGame(t, "command")), i18n.FR)
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
	v := NewViewer(mustReplay(t, g), i18n.EN)
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

// TestTakeOverAgainstTheComputer: "Take over against the computer" gives
// the person the army whose decision it is at the position shown — the
// Athenians' in their own phase, the Boeotians' after the Athenians'
// dice, in the Athenians' turn — and every other army to the computer;
// "Take over from here" stays hot-seat. Where the game is over there is
// nothing to take over: both buttons are greyed with the reason.
func TestTakeOverAgainstTheComputer(t *testing.T) {
	g := lessonGame(t, "combat")
	v := NewViewer(mustReplay(t, g), i18n.EN)
	for _, c := range []struct {
		at          int
		active, you string
		kind        rules.DecisionKind
		cpu         string
	}{
		{5, "atheniens", "atheniens", rules.DecidePlay, "beotiens"},
		{22, "atheniens", "beotiens", rules.DecideDice, "atheniens"},
	} {
		v.Go(c.at)
		st := v.Replay().State()
		if d := st.Decision(); st.Active().ID != c.active || d.Army != c.you || d.Kind != c.kind {
			t.Fatalf("position %d: %s's turn, %s decides %s; the test expects %s, %s, %s", c.at, st.Active().ID, d.Army, d.Kind, c.active, c.you, c.kind)
		}
		if !v.CanTakeOver() {
			t.Errorf("position %d cannot be taken over", c.at)
		}
		r := v.TakeOverAgainstComputer()
		want := map[string]string{c.you: "human", c.cpu: ComputerLevel}
		if !maps.Equal(r.Players, want) || len(r.Record) != c.at || r.Seed != g.Seed || r.Scenario != g.Scenario {
			t.Errorf("position %d: players %v, want %v; %d actions, seed %d", c.at, r.Players, want, len(r.Record), r.Seed)
		}
		if h := v.TakeOver(); h.Players != nil || len(h.Record) != c.at {
			t.Errorf("position %d: hot-seat asks for players %v, %d actions", c.at, h.Players, len(h.Record))
		}
	}

	end := NewViewer(mustReplay(t, sampleGame(t)), i18n.FR)
	end.Go(end.Replay().Len())
	if end.CanTakeOver() {
		t.Error("the game's end can be taken over")
	}
	end.Go(end.Replay().Len() - 1)
	if !end.CanTakeOver() {
		t.Error("the last position before the end cannot be taken over")
	}
}

// TestTakeOverButtons: the panel offers both ways to take over, the
// computer's tooltip naming the army the person gets; at the end of the
// game both are greyed, their tooltip says why, and asking anyway opens
// nothing and says why in the caption box, until the position changes.
func TestTakeOverButtons(t *testing.T) {
	g := sampleGame(t)
	a, err := NewApp(g, Options{Lang: i18n.FR, At: g.Len()})
	if err != nil {
		t.Fatal(err)
	}
	buttons := func() (hot, cpu render.Row) {
		for _, r := range a.footerRows() {
			switch r.ID {
			case idTakeOver:
				hot = r
			case idComputer:
				cpu = r
			}
		}
		return hot, cpu
	}
	over := texts["takeover.over"][0]
	hot, cpu := buttons()
	if !hot.Disabled || !cpu.Disabled || strings.Join(hot.Tip, "") != over || strings.Join(cpu.Tip, "") != over {
		t.Errorf("at the end: %+v, %+v", hot, cpu)
	}
	a.takeOver(true)
	a.takeOver(false)
	if r := a.Request(); r != nil {
		t.Errorf("the end of the game is taken over: %#v", r)
	}
	if c := a.caption(); c.Note != over {
		t.Errorf("the caption box says %q, want %q", c.Note, over)
	}

	a.v.Back()
	if c := a.caption(); c.Note != "" {
		t.Errorf("one action back, the caption box still says %q", c.Note)
	}
	hot, cpu = buttons()
	you, _ := a.v.Replay().State().Army(a.v.Replay().State().Decision().Army)
	if hot.Disabled || cpu.Disabled || cpu.Text != "Reprendre contre l'ordinateur (C)" || !strings.Contains(strings.Join(cpu.Tip, ""), "vous commandez "+you.Name) {
		t.Errorf("before the end: %+v, %+v", hot, cpu)
	}
	a.takeOver(true)
	r, ok := a.Request().(TakeOverRequest)
	if !ok || r.Players[you.ID] != "human" || len(r.Record) != g.Len()-1 {
		t.Errorf("C before the end asks for %#v", r)
	}
}

// TestStepsAreSaidInTheViewersLanguage: the step line says the action as
// the table's panel would, in French or English ("Lancer les dés du
// combat"), not as its record line ("roll"), which only the tooltip
// gives; a follow-up or a defense names the combat of the state before it.
func TestStepsAreSaidInTheViewersLanguage(t *testing.T) {
	r := mustReplay(t, lessonGame(t, "combat"))
	rolls := 0
	for n := 1; n <= r.Len(); n++ {
		s := r.Step(n)
		line := s.Action.String()
		if s.Said[0] == "" || s.Said[1] == "" || s.Said[0] == line || s.Said[1] == line {
			t.Errorf("step %d %q is said %q / %q", n, line, s.Said[0], s.Said[1])
		}
		if line == "roll" {
			rolls++
			if s.Said[0] != "Lancer les dés du combat" || s.Said[1] != "Roll the combat's dice" {
				t.Errorf("step %d: roll is said %q / %q", n, s.Said[0], s.Said[1])
			}
		}
	}
	if rolls == 0 {
		t.Fatal("the combat lesson rolls no dice")
	}
}
