// Package viewer is the replay viewer window: any game record, saved game
// or `duel --records` file shown position by position — forward and back
// one action, a phase or an army's turn, a timeline with the turns
// marked, autoplay — each step showing what the action did (its events:
// the trail of a move, the dice, losses and retreats, activations and
// orders) and the captions of a narrated record. A lesson's step that
// waits for the player lends the board to the table's own click logic
// through a Seat the shell provides: the viewer imports no other window
// (docs/viewer.md).
package viewer

import (
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// Paces are autoplay's speeds, in actions per second.
var Paces = []float64{0.5, 1, 2, 4, 8}

// defaultPace is Paces' index autoplay starts at: one action a second.
const defaultPace = 1

// ticksPerSecond is Ebiten's default tick rate: autoplay counts Updates,
// so that a test plays it without a clock.
const ticksPerSecond = 60

// readingTicks is how long autoplay lingers per word of a caption: a
// reader takes about a quarter of a second a word.
const readingTicks = 15

// Viewer is the viewer without its window: the replay, the position
// shown, autoplay, and a lesson's waiting step. It uses no Ebiten, so
// tests drive it directly.
type Viewer struct {
	r    *Replay
	Lang i18n.Lang

	version int // bumped on every change the window must redraw
	playing bool
	pace    int // index in Paces
	ticks   int // since autoplay's last step

	seat        Seat // the waiting step's, opened at its first input
	seatVersion int
	wrong       string // the player's legal action that was not the lesson's
	played      bool   // the player played the step the position follows
	err         error  // a seat that did not open

	takeOverRefused bool // T or C was pressed where the game is over
	// crossed is how many actions without a comment → played at once
	// to reach the position shown (a lesson's long silence).
	crossed int
}

// NewViewer shows a replay at its position, in language lang.
func NewViewer(r *Replay, lang i18n.Lang) *Viewer {
	if lang == "" {
		lang = i18n.EN
	}
	return &Viewer{r: r, Lang: lang, pace: defaultPace}
}

// Replay returns the replay.
func (v *Viewer) Replay() *Replay { return v.r }

// Version changes whenever something the window draws has changed.
func (v *Viewer) Version() int { return v.version }

func (v *Viewer) changed() { v.version++ }

// Go shows position n (clamped to the record): the state rebuilt, a
// waiting step's seat closed.
func (v *Viewer) Go(n int) {
	n = max(0, min(n, v.r.Len()))
	if n == v.r.At() {
		return
	}
	if err := v.r.Seek(n); err != nil {
		v.err = err
	}
	v.seat, v.wrong, v.played, v.ticks, v.crossed = nil, "", false, 0, 0
	v.takeOverRefused = false
	v.changed()
}

// Forward shows the next action, unless the lesson waits for the player
// to play it (Tab shows it: ShowMe).
func (v *Viewer) Forward() {
	if v.Waiting() {
		return
	}
	at := v.r.At()
	next := v.nextSaid(at)
	v.Go(next)
	v.crossed = next - at - 1
}

// silentRun is the most positions in a row a lesson shows with nothing
// said, one → each.
const silentRun = 2

// nextSaid is the position → goes to from at: the next one; in a
// lesson, past a run of more than silentRun actions that nothing
// comments (lesson 5 opened with twenty), the first position after it
// that says something (a caption, a step that waits) or the end.
func (v *Viewer) nextSaid(at int) int {
	if !v.Narrated() {
		return at + 1
	}
	n := v.r.g.Narration
	said := func(p int) bool { return p >= v.r.Len() || n.Do[p] || len(n.Captions(p, v.Lang)) > 0 }
	q := at + 1
	for q < v.r.Len() && !said(q) {
		q++
	}
	if q-at-1 > silentRun {
		return q
	}
	return at + 1
}

// Back shows the position before.
func (v *Viewer) Back() { v.Go(v.r.At() - 1) }

// Playing reports autoplay on.
func (v *Viewer) Playing() bool { return v.playing }

// TogglePlay starts or stops autoplay; started at the end, it starts
// again from the beginning.
func (v *Viewer) TogglePlay() {
	v.playing = !v.playing
	if v.playing && v.r.At() == v.r.Len() {
		v.Go(0)
	}
	v.ticks = 0
	v.changed()
}

// Pause stops autoplay: any step the player asks for does.
func (v *Viewer) Pause() {
	if v.playing {
		v.playing = false
		v.changed()
	}
}

// Pace returns autoplay's speed in actions per second.
func (v *Viewer) Pace() float64 { return Paces[v.pace] }

// Faster and Slower change autoplay's pace.
func (v *Viewer) Faster() { v.setPace(v.pace + 1) }

// Slower slows autoplay down.
func (v *Viewer) Slower() { v.setPace(v.pace - 1) }

func (v *Viewer) setPace(i int) {
	i = max(0, min(i, len(Paces)-1))
	if i != v.pace {
		v.pace = i
		v.changed()
	}
}

// Tick is one Update: autoplay steps at its pace, lingers on a caption
// long enough to read it, and stops at the end and where a lesson waits
// for the player.
func (v *Viewer) Tick() {
	if !v.playing {
		return
	}
	if v.Waiting() || v.r.At() == v.r.Len() {
		v.Pause()
		return
	}
	v.ticks++
	words := 0
	for _, c := range v.Captions() {
		words += len(strings.Fields(c))
	}
	need := max(int(ticksPerSecond/Paces[v.pace]), readingTicks*words)
	if v.ticks >= need {
		at := v.r.At()
		v.Go(at + 1)
	}
}

// Captions returns the paragraphs of the position shown, in the viewer's
// language.
func (v *Viewer) Captions() []string {
	c := v.r.g.Narration.Captions(v.r.At(), v.Lang)
	if v.crossed > 0 {
		c = append([]string{tf(v.Lang, "lesson.crossed", v.crossed)}, c...)
	}
	return c
}

// SetLang changes the language, the seat's with it.
func (v *Viewer) SetLang(l i18n.Lang) {
	if l != v.Lang {
		v.Lang = l
		if v.seat != nil {
			v.seat.SetLang(l)
		}
		v.changed()
	}
}

// Err is the last thing that went wrong (a seat that did not open).
func (v *Viewer) Err() error { return v.err }

// TakeOverRequest asks the shell to open the table on the game as the
// viewer shows it: a new game whose record is the first actions, up to
// the position shown, for the players to go on with.
type TakeOverRequest struct {
	Name     string
	Source   []byte
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	Seed     int64
	Record   []rules.Action
	// Players says who commands each army, as table.Options.Players
	// (army id → "human" or a computer player's name); nil is hot-seat,
	// every army a person's.
	Players map[string]string
}

// ComputerLevel is the computer player that "Take over against the
// computer" gives the other armies: the table's default level.
const ComputerLevel = "ai:normal"

// CanTakeOver reports whether the position shown can be taken over: a
// decision is still to be made, so the game is not over.
func (v *Viewer) CanTakeOver() bool { return v.r.State().Decision().Army != "" }

// TakeOver is the request to continue the game from the position shown,
// hot-seat.
func (v *Viewer) TakeOver() TakeOverRequest {
	g := v.r.g
	return TakeOverRequest{Name: g.Name, Source: g.Source, Scenario: g.Scenario, Ruleset: g.Ruleset, Seed: g.Seed,
		Record: append([]rules.Action(nil), g.Actions[:v.r.At()]...)}
}

// TakeOverAgainstComputer is the request to continue the game from the
// position shown against the computer: the army whose decision it is
// there (State.Decision: the defender, while he answers an attack) is
// the person's, every other army ComputerLevel's.
func (v *Viewer) TakeOverAgainstComputer() TakeOverRequest {
	r := v.TakeOver()
	r.Players = map[string]string{}
	you := v.r.State().Decision().Army
	for a := range v.r.State().Armies() {
		if a.ID == you {
			r.Players[a.ID] = "human"
		} else {
			r.Players[a.ID] = ComputerLevel
		}
	}
	return r
}

// sides names the army whose decision it is at the position shown and
// the others, for the computer button's tooltip.
func (v *Viewer) sides() (you string, others []string) {
	st := v.r.State()
	id := st.Decision().Army
	for a := range st.Armies() {
		if a.ID == id {
			you = a.Name
		} else {
			others = append(others, a.Name)
		}
	}
	return you, others
}

// refuseTakeOver says in the caption box why the position shown cannot
// be taken over (T or C at the end of a game), until the position
// changes.
func (v *Viewer) refuseTakeOver() {
	if !v.takeOverRefused {
		v.takeOverRefused = true
		v.changed()
	}
}

// Fail shows what went wrong in the caption box (a take-over the table
// could not open).
func (v *Viewer) Fail(err error) {
	v.err = err
	v.changed()
}
