package viewer

import (
	"slices"

	"estafette/game/tableview"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// Seat is the table's play on a position (tableview.Seat), which the
// viewer opens for a lesson's step that waits for the player: the
// table's clicks, rows, scene and tooltips, so that a lesson is played
// exactly as a game is. The viewer imports no other window: the seat is
// the table's controller and view, which lie below the windows.
type Seat interface {
	Click(h hex.Hex, leader string, shift bool)
	Tap(h hex.Hex, leader string)
	PanelClick(id string)
	EndPhase()
	Roll()
	Escape()
	Scene(hoverLeader string) *render.Scene
	Preview(h hex.Hex) ([]hex.Hex, bool)
	Rows() []render.Row
	Tip(h hex.Hex, leader string) []string
	Status() (rule, text string)
	SetLang(l i18n.Lang)
	Version() int
	Played() int
}

// Narrated reports a lesson: a record with captions or steps that wait
// for the player (`##` lines), not a bare game.
func (v *Viewer) Narrated() bool {
	n := v.r.g.Narration
	return n != nil && (len(n.At) > 0 || len(n.Do) > 0)
}

// Waiting reports that the position shown waits for the player: a
// `##do` line stands above the next action.
func (v *Viewer) Waiting() bool {
	at := v.r.At()
	return at < v.r.Len() && v.r.g.Narration.Do[at]
}

// Expected is the action the lesson waits for, when Waiting.
func (v *Viewer) Expected() rules.Action { return v.r.g.Actions[v.r.At()] }

// seatFor opens the seat of the position shown, once: the first input
// of a waiting step needs it.
func (v *Viewer) seatFor() Seat {
	if v.seat != nil || !v.Waiting() {
		return v.seat
	}
	g := v.r.g
	s, err := tableview.NewSeat(g.Name, g.Source, g.Scenario, g.Ruleset, g.Seed, g.Actions[:v.r.At()], v.Lang, v.gate)
	if err != nil {
		v.err = err
		return nil
	}
	v.seat = s
	return s
}

// gate is the lesson's word on an action the player's click made: the
// one it waits for passes; one the rules refuse passes too, so that the
// rules say why; a legal one that is not the lesson's is refused here,
// and the caption box says which action the lesson waits for.
func (v *Viewer) gate(a rules.Action) *rules.Violation {
	want := v.Expected()
	if Same(a, want) {
		v.wrong = ""
		return nil
	}
	if viol := v.r.State().Check(a); viol != nil {
		v.wrong = ""
		return nil
	}
	v.wrong = a.String()
	return &rules.Violation{Message: "not the lesson's action: it waits for " + want.String()}
}

// Same reports whether the player's action is the one the record holds:
// the same line, or for a move the same piece to the same hex with the
// same leaders (the engine finds the path either way).
func Same(a, want rules.Action) bool {
	if a.String() == want.String() {
		return true
	}
	m, ok1 := a.(rules.Move)
	w, ok2 := want.(rules.Move)
	if !ok1 || !ok2 || m.Piece != w.Piece || len(m.Path) == 0 || len(w.Path) == 0 || m.Path[len(m.Path)-1] != w.Path[len(w.Path)-1] {
		return false
	}
	x, y := slices.Clone(m.With), slices.Clone(w.With)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// afterSeat moves on once the seat's rules accepted the player's action
// (the gate let through no other): the viewer shows the next position,
// played from the record, and says the player did it.
func (v *Viewer) afterSeat() {
	if v.seat == nil {
		return
	}
	if v.seat.Played() > 0 {
		v.Go(v.r.At() + 1)
		v.played = true
		return
	}
	if ver := v.seat.Version(); ver != v.seatVersion {
		v.seatVersion = ver
		v.changed()
	}
}

// ShowMe plays the action a waiting step waits for, as the record has
// it: for the organiser who shows rather than asks.
func (v *Viewer) ShowMe() {
	if v.Waiting() {
		v.Go(v.r.At() + 1)
	}
}

// seatInput passes one of the player's inputs to the waiting step's
// seat, then moves on if the rules and the lesson accepted an action.
func (v *Viewer) seatInput(do func(s Seat)) {
	s := v.seatFor()
	if s == nil {
		return
	}
	v.wrong, v.played = "", false
	do(s)
	v.afterSeat()
	v.changed()
}

// Click is a click on the board, hex h and the leader token under the
// cursor ("" for none), while a step waits for the player.
func (v *Viewer) Click(h hex.Hex, leader string, shift bool) {
	v.seatInput(func(s Seat) { s.Click(h, leader, shift) })
}

// Tap is a finger's tap on the board while a step waits (Controller.Tap).
func (v *Viewer) Tap(h hex.Hex, leader string) {
	v.seatInput(func(s Seat) { s.Tap(h, leader) })
}

// PanelClick is a click on one of the seat's rows.
func (v *Viewer) PanelClick(id string) { v.seatInput(func(s Seat) { s.PanelClick(id) }) }

// EndPhase is Enter while a step waits for the player.
func (v *Viewer) EndPhase() { v.seatInput(Seat.EndPhase) }

// Roll is Space while a step waits for the player.
func (v *Viewer) Roll() { v.seatInput(Seat.Roll) }

// Escape clears the seat's selection.
func (v *Viewer) Escape() { v.seatInput(Seat.Escape) }

// Refusal is what the caption box says of the player's last input on a
// waiting step: the lesson's refusal of a legal action that is not its
// own (rule ""), the rules' refusal with its rule id, or a hint of the
// table's; empty when there is nothing to say.
func (v *Viewer) Refusal() (rule, text string) {
	if v.wrong != "" {
		return "", tf(v.Lang, "lesson.wrong", v.wrong, v.Expected().String())
	}
	if v.seat == nil {
		return "", ""
	}
	return v.seat.Status()
}

// Played reports that the player played the action that led to the
// position shown.
func (v *Viewer) Played() bool { return v.played }
