package tableview

import (
	"strings"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// Seat is the table's play lent to another window on a position of a
// game: a lesson's step in the replay viewer waits there for the
// player's action. The board's clicks go through the table's own Click,
// the Orders and other rows through the table's panel rows, and the
// controller's Gate (the lesson's) is asked about each action before the
// rules. It has no window: the window that borrows it draws its scene.
type Seat struct {
	c     *control.Controller
	v     *View
	start int
}

// NewSeat opens a game at the position after record: the scenario (its
// file's name and text), the dice seed (0: the scenario's), the actions
// played so far. gate is the controller's Gate.
func NewSeat(name string, source []byte, sc *rules.Scenario, rs *rules.Ruleset, seed int64, record []rules.Action, lang i18n.Lang, gate func(rules.Action) *rules.Violation) (*Seat, error) {
	c := control.NewController(name, source, sc, rs, seed)
	c.Lang = lang
	if err := c.Replay(record); err != nil {
		return nil, err
	}
	c.DismissBanner()
	c.ClearStatus()
	c.Session().Gate = gate
	return &Seat{c: c, v: NewView(c), start: len(record)}, nil
}

// Click is a click on the board (Controller.Click).
func (s *Seat) Click(h hex.Hex, leader string, shift bool) { s.c.Click(h, leader, shift) }

// Tap is a finger's tap on the board (Controller.Tap).
func (s *Seat) Tap(h hex.Hex, leader string) { s.c.Tap(h, leader) }

// PanelClick is a click on one of Rows' entries, which the table's
// panel takes as its own (View.Click): an order, another action, leaders
// following. What only a window does (its dialogs, its log, the help)
// the seat does not: its rows name none of it.
func (s *Seat) PanelClick(id string) { s.v.Click(s, id, false) }

// The seat is a Table for the panel's entries: the table's controller
// and view, and none of a window's own.

// Controller is the seat's controller.
func (s *Seat) Controller() *control.Controller { return s.c }

// View is the seat's view.
func (s *Seat) View() *View { return s.v }

// Save, OpenLoad, OpenBriefing, OpenJoinCard, OpenHelp, AskMenu,
// StepAskFrom, ScrollLog, LogStart, LogEnd and ExportLog are a window's:
// the seat has none.
func (s *Seat) Save()             {}
func (s *Seat) OpenLoad()         {}
func (s *Seat) OpenBriefing()     {}
func (s *Seat) OpenJoinCard()     {}
func (s *Seat) OpenHelp()         {}
func (s *Seat) AskMenu()          {}
func (s *Seat) StepAskFrom()      {}
func (s *Seat) ScrollLog(float64) {}
func (s *Seat) LogStart()         {}
func (s *Seat) LogEnd()           {}
func (s *Seat) ExportLog()        {}

// EndPhase is Enter; Roll is Space, in a declared combat only.
func (s *Seat) EndPhase() { s.c.EndPhase() }

// Roll rolls the declared combat, if there is one not rolled yet.
func (s *Seat) Roll() {
	if cb := s.c.State().CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
		s.c.Roll()
	}
}

// Escape clears the selection and the status line.
func (s *Seat) Escape() {
	s.c.Select("")
	s.c.ClearStatus()
}

// Scene is the table's board scene, hoverLeader's radii drawn faintly.
func (s *Seat) Scene(hoverLeader string) *render.Scene { return s.v.Scene(hoverLeader) }

// Preview is the path the selected piece would take to h.
func (s *Seat) Preview(h hex.Hex) ([]hex.Hex, bool) { return s.v.Preview(h) }

// Rows are the table's panel rows without its footer: the turn, the
// groups, the selection, the orders and the other actions.
func (s *Seat) Rows() []render.Row { return s.v.Panel().Rows }

// Tip is the table's tooltip for the board under the cursor.
func (s *Seat) Tip(h hex.Hex, leader string) []string { return s.v.BoardTip(h, leader) }

// Status is the status line: a refusal's rule id ("" for a hint) and its
// sentence, in the seat's language.
func (s *Seat) Status() (rule, text string) {
	st := s.c.Status()
	text = s.c.StatusText()
	if st.Rule != rules.NoRule {
		rule = st.Rule.String()
		text = strings.TrimPrefix(text, rule+" : ")
	}
	return rule, text
}

// SetLang changes the language of the rows, tips and status line.
func (s *Seat) SetLang(l i18n.Lang) {
	s.c.SetLang(l)
}

// Version changes whenever the scene, the rows or the status change.
func (s *Seat) Version() int { return s.c.Version() }

// Played is how many actions the rules accepted since the seat opened.
func (s *Seat) Played() int { return len(s.c.Record()) - s.start }
