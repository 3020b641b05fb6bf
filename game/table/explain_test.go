package table

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/control"
	"estafette/game/tableview"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/render"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// mouse is a test's input with the right button: helptest.Input, plus a
// right press and release.
type mouse struct {
	helptest.Input
	rightDown, rightUp bool
}

func (m *mouse) Pressed(b ebiten.MouseButton) bool {
	if b == ebiten.MouseButtonRight {
		return m.rightDown
	}
	return m.Input.Pressed(b)
}

func (m *mouse) JustPressed(b ebiten.MouseButton) bool {
	if b == ebiten.MouseButtonRight {
		return m.rightDown
	}
	return m.Input.JustPressed(b)
}

func (m *mouse) JustReleased(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonRight && m.rightUp
}

// run plays one tick of in on the table, its frame recorded as drawn.
func run(t *testing.T, a *App, in *mouse) {
	t.Helper()
	if err := a.Update(in); err != nil {
		t.Fatal(err)
	}
	a.frames.Draw(a.f.key)
	in.Clear()
	in.rightDown, in.rightUp = false, false
}

// tableAt is a scenario's table at w×h, its first frame on screen.
func tableAt(t *testing.T, name string, w, h int, lang i18n.Lang) (*App, *mouse) {
	t.Helper()
	a := newTable(t, name, Options{NoAutosave: true, Lang: lang})
	a.W, a.H = w, h
	in := &mouse{Input: helptest.Input{X: 5, Y: 5}}
	run(t, a, in)
	return a, in
}

// at puts the cursor on a piece of the board.
func at(t *testing.T, a *App, in *mouse, place string) {
	t.Helper()
	p, err := a.Locate(place)
	if err != nil {
		t.Fatal(err)
	}
	in.X, in.Y = p.X, p.Y
}

// TestBriefingOpensAtTheStart: a new game opens on its briefing, the
// scenario's description with the victory conditions (the rules'
// VictoryTarget) and the turn limit, in the player's language; Enter
// closes it, the panel's Briefing and B open it again; a resumed game or a
// scripted run does not open it (issue 13 item 2).
func TestBriefingOpensAtTheStart(t *testing.T) {
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, rs, _ := scenarios.LoadScenario("tutorial.toml", src)
	a, err := NewApp(sc, rs, Options{Name: "tutorial.toml", Source: src, NoAutosave: true, Lang: i18n.FR})
	if err != nil {
		t.Fatal(err)
	}
	a.W, a.H = 1280, 800
	in := &mouse{Input: helptest.Input{X: 5, Y: 5}}
	run(t, a, in)
	if a.Dialog() != "briefing" {
		t.Fatalf("a new game opens on %q, want the briefing", a.Dialog())
	}
	st := a.c.State()
	d := boxOf(a, briefingDialog{})
	var text []string
	for _, n := range d.Notes {
		text = append(text, n.Text)
	}
	all := strings.Join(text, "\n")
	for ar := range st.Armies() {
		want := i18n.Tf(i18n.FR, "briefing.target", ar.Name, st.VictoryTarget(ar))
		if !strings.Contains(all, want) {
			t.Errorf("the briefing lacks %q", want)
		}
	}
	for _, want := range []string{sc.Description[:60], "Après le tour 8", "Conditions de victoire"} {
		if !strings.Contains(all, want) {
			t.Errorf("the briefing lacks %q:\n%s", want, all)
		}
	}
	// Enter closes it; the panel shows the conditions all the time.
	in.Press(ebiten.KeyEnter)
	run(t, a, in)
	if a.Dialog() != "" || len(a.c.Record()) != 0 {
		t.Fatalf("Enter: dialog %q, record %v (it closes the briefing, it ends no phase)", a.Dialog(), recordLines(a.c))
	}
	rows := a.v.Panel().Rows
	if !strings.Contains(rows[2].Text, "Victoire") || !strings.Contains(rows[2].Text, "0/2") {
		t.Errorf("the panel's victory row %q", rows[2].Text)
	}
	in.Press(ebiten.KeyB)
	run(t, a, in)
	if a.Dialog() != "briefing" {
		t.Errorf("B: dialog %q", a.Dialog())
	}
	in.Press(ebiten.KeyEscape)
	run(t, a, in)
	clickAtPanel(t, a, &in.Input, "lang", true)
	run(t, a, in)
	if a.Dialog() != "briefing" {
		t.Errorf("the panel's Briefing: dialog %q", a.Dialog())
	}
	// A scripted run opens the table as asked, not on the briefing.
	s, err := NewApp(sc, rs, Options{Name: "tutorial.toml", Source: src, NoAutosave: true, Screenshot: "x.png"})
	if err != nil || s.Dialog() != "" {
		t.Errorf("a screenshot opens on %q", s.Dialog())
	}
}

// clickAtPanel clicks a panel entry, on its right half when right.
func clickAtPanel(t *testing.T, a *App, in *helptest.Input, id string, right bool) {
	t.Helper()
	for _, h := range a.liveHits() {
		if h.ID == id {
			x, y := pointIn(h)
			if right {
				x = h.Rect.Max.X - 10
			}
			in.ClickAt(x, y)
			return
		}
	}
	t.Fatalf("the panel shows no %q", id)
}

// TestCardOpens: the card opens after the cursor rests on a piece, on a
// right-click (not on a right-drag), and on a click on an enemy unit;
// Esc closes it; the hovered piece's tooltip gives way to its card.
func TestCardOpens(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	at(t, a, in, "G2")
	for i := 0; i < cardDelay-1; i++ {
		run(t, a, in)
	}
	if a.f.card != nil {
		t.Fatal("the card opened before its delay")
	}
	run(t, a, in)
	run(t, a, in)
	if a.f.card == nil || !strings.Contains(a.f.card.Title, "(G2)") || a.f.tip != nil {
		t.Fatalf("after %d ticks: card %+v, tooltip %q", cardDelay+1, a.f.card, a.f.tip)
	}
	if box, piece := render.CardBox(a.f.card, a.f.piece, a.BoardArea(), a.UI), a.pieceBox("G2"); box.Overlaps(piece) {
		t.Errorf("the card %v covers its piece %v", box, piece)
	}
	// A right-click pins THE's card; a right-drag pins nothing.
	at(t, a, in, "THE")
	in.rightDown = true
	run(t, a, in)
	in.rightUp = true
	run(t, a, in)
	if a.c.Card() != "THE" {
		t.Fatalf("right-click: card %q", a.c.Card())
	}
	in.Press(ebiten.KeyEscape)
	run(t, a, in)
	if a.c.Card() != "" {
		t.Errorf("Esc left the card %q", a.c.Card())
	}
	at(t, a, in, "G3")
	in.rightDown = true
	run(t, a, in)
	in.X += 40
	in.rightUp = true
	run(t, a, in)
	if a.c.Card() != "" {
		t.Errorf("a right-drag pinned %q", a.c.Card())
	}
	// A click on an enemy unit: its card, not a selection (item 9).
	at(t, a, in, "TAN")
	in.Click = true
	run(t, a, in)
	if a.c.Card() != "TAN" || a.c.Selected() != "" {
		t.Errorf("a click on the enemy: card %q, selected %q", a.c.Card(), a.c.Selected())
	}
}

// longGame plays the tutorial's sample game to its end: a log of many
// turns.
func longGame(t *testing.T) *control.Controller {
	t.Helper()
	return sampleUpTo(t, "\x00")
}

// TestLogScrollsBackToTheStart: the wheel over the log takes it back to
// the game's first sentence, turn separators included, and forward to
// the newest, which it then follows; no line is wider than the log; the
// log keeps a third of the panel whatever the rows above it (issue 13
// item 6).
func TestLogScrollsBackToTheStart(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	a.Replace(longGame(t), nil)
	in.Press(ebiten.KeyEscape) // past the result, to the final table
	run(t, a, in)
	log := a.v.Panel().Log
	if len(log) < 40 || !log[0].Separator || !strings.HasPrefix(log[0].Text, "Turn 1") {
		t.Fatalf("the log has %d rows, first %+v", len(log), log[0])
	}
	area := a.logArea()
	if area.Dy() < (a.H-100)/4 {
		t.Errorf("the log has %d of %d pixels", area.Dy(), a.H)
	}
	first := func() string { l := a.panel.LogLines(); return l[0] }
	last := func() string { l := a.panel.LogLines(); return l[len(l)-1] }
	if last() == log[0].Text || a.scroll.Follow != true {
		t.Fatalf("the log opens on its newest lines, following: first %q, last %q", first(), last())
	}
	in.X, in.Y = (area.Min.X+area.Max.X)/2, (area.Min.Y+area.Max.Y)/2
	for i := 0; i < 400 && first() != log[0].Text; i++ {
		in.Turn = 1
		run(t, a, in)
	}
	if first() != log[0].Text || a.scroll.Follow {
		t.Fatalf("the wheel did not reach the start: first %q", first())
	}
	for i := 0; i < 400 && !a.scroll.Follow; i++ {
		in.Turn = -1
		run(t, a, in)
	}
	if !a.scroll.Follow {
		t.Fatal("the wheel did not come back to the newest line")
	}
	if w := a.panel.WidestLogLine(); w > float64(area.Dx()) {
		t.Errorf("a log line is %.0f pixels wide, the log %d", w, area.Dx())
	}
	// The ▲ button goes to the start at once.
	clickAtPanel(t, a, &in.Input, tableview.LogStart.ID(), false)
	run(t, a, in)
	if first() != log[0].Text {
		t.Errorf("▲: first line %q", first())
	}
	// The ▼ button goes back to the latest line at once, and the log
	// follows the game again.
	clickAtPanel(t, a, &in.Input, tableview.LogEnd.ID(), false)
	run(t, a, in)
	if last() != log[len(log)-1].Text || !a.scroll.Follow {
		t.Errorf("▼: last line %q, following %v; want %q", last(), a.scroll.Follow, log[len(log)-1].Text)
	}
}

// TestLogExport: the log's Export writes the whole log, separators and
// record lines, to a new text file in the saves directory, never over a
// file there, and says where in the status line.
func TestLogExport(t *testing.T) {
	c := longGame(t)
	dir := t.TempDir()
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	p1, err := c.ExportLog(dir, now)
	if err != nil {
		t.Fatal(err)
	}
	p2, err := c.ExportLog(dir, now)
	if err != nil || p2 == p1 {
		t.Fatalf("a second export at the same second: %q, %v", p2, err)
	}
	data, err := os.ReadFile(p1)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{"=== Turn 1 · ", "> attack CAV CVB", c.EventSentence(c.Log()[0].Event)} {
		if !strings.Contains(text, want) {
			t.Errorf("the export lacks %q", want)
		}
	}
	if filepath.Dir(p1) != dir || !strings.HasSuffix(p1, ".txt") {
		t.Errorf("exported to %s", p1)
	}
	t.Setenv(session.HomeEnv, t.TempDir())
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.FR)
	a.Replace(c, nil)
	in.Press(ebiten.KeyEscape)
	run(t, a, in)
	clickAtPanel(t, a, &in.Input, tableview.LogSave.ID(), false)
	run(t, a, in)
	if got := a.c.StatusText(); !strings.HasPrefix(got, "Journal exporté : ") || !strings.Contains(got, filepath.Join(os.Getenv(session.HomeEnv), "saves")) {
		t.Errorf("status %q", got)
	}
}

// TestBannerTellsTheOpponentsTurn: at the handover the banner lists what
// the other army did, from the rules' events of its turn, and its moves
// stay on the board until the player acts (issue 13 item 7).
func TestBannerTellsTheOpponentsTurn(t *testing.T) {
	c := newTutorial(t)
	for _, line := range []string{"activate HIP G2", "end", "move G2 6,6 with HIP", "end", "end"} {
		rec, _ := rules.ParseRecord(line + "\n")
		if !c.Apply(rec.Lines[0].Action) {
			t.Fatalf("%s: %+v", line, c.Status())
		}
	}
	if c.Banner() == "" {
		t.Fatal("no handover")
	}
	notes := c.OpponentNotes()
	var all []string
	for _, n := range notes {
		all = append(all, n.Text)
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{"In turn 1, Armée d'Athènes played:", "activates Hoplites", "moves"} {
		if !strings.Contains(text, want) {
			t.Errorf("the banner lacks %q:\n%s", want, text)
		}
	}
	paths, _ := c.OpponentTrails()
	if len(paths) != 1 || paths[0][len(paths[0])-1] != hx(t, "6,6") {
		t.Fatalf("the opponent's moves on the board: %v", paths)
	}
	v := tableview.NewView(c)
	if len(v.Scene("").Trails) != 1 {
		t.Error("the scene does not draw them")
	}
	c.DismissBanner()
	if paths, _ := c.OpponentTrails(); len(paths) != 1 {
		t.Error("the arrows go with the banner: they stay until the player acts")
	}
	c.Apply(rules.EndPhase{})
	if paths, _ := c.OpponentTrails(); paths != nil {
		t.Error("the arrows outlive the player's first action")
	}
}

// TestCtrlQQuits: Ctrl+Q ends the table at once when nothing would be
// lost (the autosave counts as saved); with the autosave off and actions
// played, it asks first, and S saves, then quits (issue 13 item 11).
func TestCtrlQQuits(t *testing.T) {
	ctrlQ := func(a *App, in *mouse) {
		in.Held = []ebiten.Key{ebiten.KeyControl}
		in.Press(ebiten.KeyQ)
		run(t, a, in)
		in.Held = nil
	}
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	ctrlQ(a, in)
	if err := a.Update(in); err != ebiten.Termination {
		t.Errorf("a game with no action: Ctrl+Q then %v", err)
	}
	t.Setenv(session.HomeEnv, t.TempDir())
	a, in = tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	a.c.EndPhase()
	if !a.c.Session().Unsaved() {
		t.Fatal("no autosave, an action: the game is unsaved")
	}
	ctrlQ(a, in)
	if a.Dialog() != "quit" || a.Quitting() {
		t.Fatalf("unsaved: dialog %q, quitting %v", a.Dialog(), a.Quitting())
	}
	in.Press(ebiten.KeyS)
	run(t, a, in)
	saves, _ := listSaves(filepath.Join(os.Getenv(session.HomeEnv), "saves"))
	if len(saves) != 1 || !a.Quitting() {
		t.Errorf("S: %d saves, quitting %v", len(saves), a.Quitting())
	}
	// With the autosave on, the game is saved all along.
	c := newTutorial(t)
	c.Session().Lib = session.OpenLibrary(localFiles(), t.TempDir())
	c.EndPhase()
	if c.Session().Unsaved() {
		t.Error("the autosave counts as saved")
	}
}

// TestOneActivationNumber: Pratzen's panel gives a leader's pieces as the
// engine counts them for him (Slots), never the army's "pieces each" that
// his quality changes (issue 13 item 10).
func TestOneActivationNumber(t *testing.T) {
	a := newTable(t, "pratzen", Options{NoAutosave: true, Lang: i18n.EN})
	st := a.c.State()
	var text []string
	for _, r := range a.v.Panel().Rows {
		text = append(text, r.Text)
	}
	if all := strings.Join(text, "\n"); strings.Contains(all, "pieces each") {
		t.Errorf("the panel still says the army's number:\n%s", all)
	}
	for l := range st.Leaders() {
		if l.Army != st.Active().ID || !l.Present || !l.OnBoard || st.Slots(l) == st.Active().UnitsPerActivation {
			continue
		}
		a.c.Select(l.ID)
		want := i18n.Tf(i18n.EN, "slots.of", l.Name, st.Slots(l), 0)
		found := false
		for _, r := range a.v.Panel().Rows {
			found = found || r.Text == want
		}
		if !found {
			t.Errorf("selecting %s: no %q", l.ID, want)
		}
		return
	}
	t.Skip("no leader of Pratzen's first army activates another number than the army's")
}

// TestStatusLineClearsTheLabels: the status line starts right of the
// board's row labels and ends above its column labels when the board
// fills the window (issue 13 item 10).
func TestStatusLineClearsTheLabels(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1400, 900, i18n.EN)
	a.c.Select("HIP")
	a.c.Click(unitOf(a.c.State(), "PSI").Hex, "", false)
	run(t, a, in)
	box := render.StatusBox(a.f.status, a.BoardArea(), a.UI)
	m := render.LabelMargin * a.Cam.Scale
	left := image.Rect(int(a.Cam.OffX), 0, int(a.Cam.OffX+m), a.H)
	bottomY := a.Cam.OffY + float64(a.t.World.H)*a.Cam.Scale
	bottom := image.Rect(0, int(bottomY-m), a.BoardW(), int(bottomY))
	if box.Empty() || box.Overlaps(left) || box.Overlaps(bottom) {
		t.Errorf("the status line %v covers the labels (left %v, bottom %v)", box, left, bottom)
	}
}
