package session

import (
	"slices"
	"time"

	"estafette/rules"
)

// Session is a game being played, below every window: the game, its own
// file in the player's library, the actions undone, and the computer
// players with the scheduling of their thinking (computer.go). A window
// shows it and turns a person's input into its actions; tests and the
// command line drive it without one. Every action goes through
// rules.State.Apply: the session never decides what is legal.
type Session struct {
	game *Game

	// Lib, when set, receives the game after every change, in the file
	// of Doc: the game's own (Library). Doc is given at the first write
	// of a game that has none.
	Lib *Library
	Doc *Doc
	// SaveErr is the last write's failure, nil when the game is kept.
	SaveErr error
	// Gate, when set, is asked about every action before the rules: an
	// action it refuses is refused with its violation and changes
	// nothing (a lesson's step in the viewer accepts only its action).
	Gate func(rules.Action) *rules.Violation
	// Now is the clock of the computer's pace; tests replace it.
	Now func() time.Time
	// Say shows one of the session's own messages to the player (an
	// i18n key and its arguments): the window's status line.
	Say func(key string, args ...any)
	// Changed is told whenever something a window shows has changed.
	Changed func()
	// Remote shares the game with other devices (remote.go); nil for a
	// game on one device. Set it with Share or Join.
	Remote Remote

	redo    []rules.Action // actions undone, most recent last
	cpu     computer
	savedAt int // the record's length when the game was last in a file the player chose
}

// New is a session of a game, the computer commanding the armies the
// game says it does; nothing is written before Lib is set.
func New(g *Game) *Session {
	s := &Session{game: g, Now: time.Now, cpu: computer{pace: DefaultPace}}
	s.buildPlayers()
	return s
}

// Game is the game played. Read it; only the session replaces it (an
// undo replays the record without its last actions).
func (s *Session) Game() *Game { return s.game }

// Over reports whether the game has ended.
func (s *Session) Over() bool { return s.game.Over() }

func (s *Session) say(key string, args ...any) {
	if s.Say != nil {
		s.Say(key, args...)
	}
}

func (s *Session) changed() {
	if s.Changed != nil {
		s.Changed()
	}
}

// Played is an action the rules accepted, with what the window shows of
// it: its events, and the army whose turn it was before it.
type Played struct {
	Action rules.Action
	Events []rules.Event
	Before string
}

// Apply plays an action through the rules. A refusal changes nothing and
// returns the rule's violation; while the computer decides, a person's
// action is refused with a sentence (Say) and neither. An accepted action
// is recorded and clears the actions undone; the window then shows it and
// calls Save.
func (s *Session) Apply(a rules.Action) (*Played, *rules.Violation) {
	if !s.gateComputer() {
		return nil, nil
	}
	if ok, v := s.gateRemote(a); !ok {
		return nil, v
	}
	if len(s.cpu.players) > 0 && !s.cpu.acting {
		// Against the computer, a person speaks for his own army: a line
		// that would pass for the computer's is refused (TURN.DECIDER).
		// In hot seat one person decides for both armies.
		st := s.game.State
		if v := st.CheckDecider(st.Decider(), a); v != nil {
			return nil, v
		}
	}
	if s.Gate != nil {
		if v := s.Gate(a); v != nil {
			return nil, v
		}
	}
	if s.Remote != nil && s.Remote.Hold(a) {
		s.changed()
		return nil, nil
	}
	return s.applyShared(a)
}

// Save writes the game to its own file, if the session has a library;
// a failure is kept in SaveErr and said, never fatal. A game gets its
// identity at its first write.
func (s *Session) Save() {
	if s.Lib == nil {
		return
	}
	if s.Doc == nil && len(s.game.Record) > 0 {
		s.Doc = s.Lib.NewDoc(s.game.Scenario.Title)
	}
	s.SaveErr = s.Lib.Write(s.Doc, s.game)
	if s.SaveErr != nil {
		s.say("autosave.failed", s.SaveErr.Error())
	}
}

// Adopt plays another game from now on (a saved game opened, a game
// resumed, a new one) under the identity doc (nil: a new one, given at
// its first write). The old game's lock is given up; the computer
// commands the armies the new game says it does, its thinking on the old
// one cancelled; nothing is undone any more. The game is written at once:
// its own file, never the old game's.
func (s *Session) Adopt(g *Game, doc *Doc) {
	if s.Lib != nil && s.Doc != nil && (doc == nil || doc.ID != s.Doc.ID) {
		s.Lib.Release(s.Doc)
	}
	s.game, s.Doc = g, doc
	s.positionChanged()
	s.buildPlayers()
	s.redo = nil
	s.savedAt = len(g.Record) // it comes from a file: nothing is unsaved yet
	s.Save()
}

// Release gives the game's lock up: its window closes or leaves it.
func (s *Session) Release() {
	if s.Lib != nil {
		s.Lib.Release(s.Doc)
	}
}

// MarkSaved notes that the game as it is now is in a file the player
// chose (Ctrl+S).
func (s *Session) MarkSaved() { s.savedAt = len(s.game.Record) }

// Unsaved reports whether quitting now would lose actions: the game has
// some, its own file did not keep them, and Ctrl+S did not either.
func (s *Session) Unsaved() bool {
	n := len(s.game.Record)
	if n == 0 || n == s.savedAt {
		return false
	}
	return s.Lib == nil || s.SaveErr != nil
}

// UnsavedActions is how many actions Ctrl+S has not kept.
func (s *Session) UnsavedActions() int { return len(s.game.Record) - s.savedAt }

// CanUndo reports whether Undo would take an action back: there is one,
// and it rolled no dice (a roll is never undone, only the moves before it).
func (s *Session) CanUndo() bool {
	if s.Remote != nil {
		// The host takes it back, if the other players agree.
		u, asks := s.Remote.(undoAsker)
		return asks && u.Seated() && len(s.game.Record) > 0
	}
	_, key := s.undoCut()
	return key == ""
}

// CanRedo reports whether an undone action waits to be replayed.
func (s *Session) CanRedo() bool { return len(s.redo) > 0 && s.Remote == nil }

// Undone is the list of actions undone, most recent last.
func (s *Session) Undone() []rules.Action { return s.redo }

// undoCut is the record's length Undo goes back to, or the message that
// says why it cannot. Against the computer it goes back to the person's
// last decision: his last action goes, and all the computer did after it
// (its rolls included: played again from the same position, the same
// answers meet the same dice). The person's own rolls are never undone.
func (s *Session) undoCut() (cut int, key string) {
	g := s.game
	n := len(g.Record)
	if n == 0 {
		return 0, "undo.nothing"
	}
	cut = n - 1
	if len(s.cpu.players) > 0 && s.hasHuman() {
		for cut >= 0 && s.IsComputer(g.By[cut]) {
			cut--
		}
		if cut < 0 {
			return 0, "undo.nothing"
		}
	}
	if g.Rolled[cut] {
		return cut, "undo.dice"
	}
	return cut, ""
}

// Undo takes the last action back by replaying the record without it from
// the scenario, and says what it took back. It refuses to go past an
// action whose dice were rolled. Against the computer it takes back the
// computer's actions since the person's last one, and that one: the
// actions undone get only the person's (the computer plays the same again
// after it). In a game of the computer against itself it also pauses the
// computer, which would otherwise play the same action again at once.
func (s *Session) Undo() bool {
	if s.Remote != nil {
		if u, ok := s.Remote.(undoAsker); ok && u.AskUndo() {
			s.say("net.undo.asked")
		} else {
			s.say("net.undo")
		}
		return false
	}
	cut, key := s.undoCut()
	if key != "" {
		s.say(key)
		return false
	}
	if len(s.cpu.players) > 0 && !s.hasHuman() {
		s.cpu.paused = true
	}
	old := s.game
	last := old.Record[cut]
	g, err := old.Truncated(cut)
	if err != nil {
		// The record replayed once already; failing now is a program bug.
		panic(err)
	}
	s.game = g
	s.redo = append(s.redo, last)
	s.positionChanged()
	if n := len(old.Record) - cut - 1; n > 0 {
		s.say("undo.computer", last.String(), n)
	} else {
		s.say("undo.done", last.String())
	}
	s.Save()
	return true
}

// Redo replays the last undone action (in a game of the computer against
// itself, the computer's: the gate lets it through). It returns what was
// played, nil when nothing was (said, or the rules' violation).
func (s *Session) Redo() (*Played, *rules.Violation) {
	if len(s.redo) == 0 || s.Remote != nil {
		s.say("redo.nothing")
		return nil, nil
	}
	a := s.redo[len(s.redo)-1]
	redo := slices.Clone(s.redo[:len(s.redo)-1])
	s.cpu.acting = !s.hasHuman()
	p, v := s.Apply(a)
	s.cpu.acting = false
	if p != nil {
		s.redo = redo
	}
	return p, v
}
