package netplay

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Version is the protocol's version; a hello of another version is
// refused with a sentence that names both.
const Version = 1

// Limits of what a device may send (docs/network.md "Limits").
const (
	// MaxClientMessage is the largest message a device may send: an
	// action line is at most 1,000 characters.
	MaxClientMessage = 8 << 10
	// MaxServerMessage is the largest message the server sends: the
	// welcome carries the scenario (1 MiB at most) and the record.
	MaxServerMessage = 8 << 20
	// MaxLine is the longest action line, as in a record.
	MaxLine = 1000
	// MaxName is the longest player's name.
	MaxName = 40
)

// The message types. A device sends hello first, then act, reveal,
// commit, undo, answer and ping; the server answers with welcome, then
// played, refused, seats, roll, undo-ask, reset, said, error and pong.
const (
	tHello   = "hello"
	tAct     = "act"
	tReveal  = "reveal"
	tPing    = "ping"
	tUndo    = "undo"
	tAnswer  = "answer"
	tWelcome = "welcome"
	tPlayed  = "played"
	tRefused = "refused"
	tSeats   = "seats"
	tRoll    = "roll"
	tUndoAsk = "undo-ask"
	tReset   = "reset"
	tSaid    = "said"
	tError   = "error"
	tPong    = "pong"
)

// Watch is the seat a spectator asks for: he sees everything and acts
// for no army.
const Watch = "watch"

// Msg is one message, either way. Only the fields of its type are set;
// a device's message is checked by (*Msg).validClient before anything
// reads it.
type Msg struct {
	T string `json:"t"`
	V int    `json:"v,omitempty"` // hello, welcome: the protocol version

	// hello
	Code  string `json:"code,omitempty"`  // the game's join code
	Name  string `json:"name,omitempty"`  // the player's name, shown to the others
	Seat  string `json:"seat,omitempty"`  // hello: the army wanted, "" any free one, Watch; welcome: the seat given
	Token string `json:"token,omitempty"` // the seat's token, to take it back after a drop

	// hello, reveal: the device's commitment to its next secret
	Commit string `json:"commit,omitempty"`
	// reveal: the secret committed to before
	Secret string `json:"secret,omitempty"`

	// act: the action's record line; played: the line applied at At
	Line string `json:"line,omitempty"`
	// act: the record's length the device saw; played, roll, reset: the
	// line's index, the held action's, the record's new length
	At int `json:"at,omitempty"`
	// welcome, reset: the record's lines
	Lines []string `json:"lines,omitempty"`

	// welcome: the game
	Game *GameInfo `json:"game,omitempty"`
	// welcome, seats: who sits where
	Seats []SeatInfo `json:"seats,omitempty"`
	// roll: every army's commitment for this roll
	Commits map[string]string `json:"commits,omitempty"`

	// refused, error, said: a sentence, in English and as a key or a
	// rules format with its arguments for the device's own language
	Rule   string `json:"rule,omitempty"`
	Text   string `json:"text,omitempty"`
	Key    string `json:"key,omitempty"`
	Format string `json:"format,omitempty"`
	Args   []any  `json:"args,omitempty"`

	// played: the computer's reason for its action, in both languages
	WhyFR string `json:"why_fr,omitempty"`
	WhyEN string `json:"why_en,omitempty"`
	// answer: yes or no to an undo asked by another seat
	Yes bool `json:"yes,omitempty"`
}

// GameInfo is the game a welcome carries: enough for a device to build
// the same game from nothing.
type GameInfo struct {
	ID     string `json:"id"`     // the game's identity in the host's library
	Name   string `json:"name"`   // the scenario file's name
	Source string `json:"source"` // the scenario's text
	Seed   int64  `json:"seed"`
}

// SeatInfo is one army's seat.
type SeatInfo struct {
	Army string `json:"army"`
	// Who: "person" (a device holds it), "computer" (the host plays it
	// at Level), or "open" (waiting for a player).
	Who    string `json:"who"`
	Name   string `json:"name,omitempty"`
	Level  string `json:"level,omitempty"`
	Online bool   `json:"online,omitempty"` // a person's device is connected now
}

// Seat kinds.
const (
	SeatPerson   = "person"
	SeatComputer = "computer"
	SeatOpen     = "open"
)

// decode reads one message; the transport has bounded its size.
func decode(data []byte) (*Msg, error) {
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("a message is not UTF-8 text")
	}
	var m Msg
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("a message is not JSON: %v", err)
	}
	return &m, nil
}

func encode(m *Msg) []byte {
	b, err := json.Marshal(m)
	if err != nil {
		panic(err) // every field is a plain value
	}
	return b
}

// validClient checks a device's message before the server reads it: a
// known type, and every field within its bounds and of its shape.
func (m *Msg) validClient() error {
	switch m.T {
	case tHello, tAct, tReveal, tPing, tUndo, tAnswer:
	default:
		return fmt.Errorf("unknown message type %q", clip(m.T))
	}
	if m.Game != nil || m.Seats != nil || m.Lines != nil || m.Commits != nil || m.Args != nil {
		return fmt.Errorf("a device's message carries fields only the host sends")
	}
	if m.At < 0 || m.At > 1_000_000 {
		return fmt.Errorf("at %d is out of range", m.At)
	}
	if len(m.Code) > 32 || len(m.Token) > 64 || len(m.Seat) > 64 || len(m.Commit) > 64 || len(m.Secret) > 64 || len(m.Rule) > 0 || len(m.Text) > 0 {
		return fmt.Errorf("a field is too long or not a device's")
	}
	if utf8.RuneCountInString(m.Name) > MaxName || strings.ContainsAny(m.Name, "\n\r\t\x00") {
		return fmt.Errorf("a name is at most %d characters on one line", MaxName)
	}
	if len(m.Line) > MaxLine || strings.ContainsAny(m.Line, "\n\r\x00") {
		return fmt.Errorf("an action is one line of at most %d characters", MaxLine)
	}
	return nil
}

// clip shortens what a device sent before a message quotes it.
func clip(s string) string {
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}
