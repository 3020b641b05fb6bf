package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"estafette/internal/safefile"
	"estafette/rules"
	"estafette/scenarios"
)

const replayUsage = "usage: estafette replay [--json] [--log] SCENARIO RECORD\n"

// replayAction is one record line in `replay --json` (docs/formats.md).
type replayAction struct {
	Line    int      `json:"line"`
	Text    string   `json:"text"`
	OK      bool     `json:"ok"`
	Rule    string   `json:"rule,omitempty"`
	Message string   `json:"message,omitempty"`
	Log     []string `json:"log,omitempty"` // with --log: what happened, the events' sentences
}

type replayArmy struct {
	OrderPoints          int `json:"order_points"`
	EliminatedEnemyUnits int `json:"eliminated_enemy_units"`
}

type replayUnit struct {
	Hex       string `json:"hex"`
	Elements  int    `json:"elements"`
	Activated bool   `json:"activated"`
	Moved     bool   `json:"moved"`
	CanFight  bool   `json:"can_fight"`
}

type replayLeader struct {
	Hex           string `json:"hex"`
	Activated     bool   `json:"activated"`
	Present       bool   `json:"present"`
	CommandRadius int    `json:"command_radius"`
}

type replayState struct {
	Turn    int                     `json:"turn"`
	Active  string                  `json:"active"`
	Phase   string                  `json:"phase"`
	Armies  map[string]replayArmy   `json:"armies"`
	Units   map[string]replayUnit   `json:"units"`
	Leaders map[string]replayLeader `json:"leaders"`
	Winner  string                  `json:"winner"`
}

type replayOutput struct {
	Actions []replayAction `json:"actions"`
	State   replayState    `json:"state"`
}

// replay is `estafette replay [--json] [--log] SCENARIO RECORD`: it
// applies a game record to a scenario with no window. Every line is
// applied in turn; a rejected line changes nothing and the replay goes on;
// --log says what each accepted line did (the rules' events). Exit 0 when every
// action was accepted, 1 when some was rejected, 2 when a file cannot be
// read or parsed (or the arguments are wrong).
func replay(args []string, env Env) int {
	asJSON, withLog := false, false
	c := newCommandLine("replay")
	c.Bool(&asJSON, "json", "print one JSON object (docs/formats.md)")
	c.Bool(&withLog, "log", "say what each accepted line did: the game log, in English")
	files, err := c.Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette replay", replayUsage, 2)
	}
	if len(files) != 2 {
		fmt.Fprintf(env.Stderr, "estafette replay: name a scenario and a record\n%s", replayUsage)
		return 2
	}
	st, rec, err := replayInputs(files[0], files[1], env)
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 2
	}
	actions, rejected := applyRecord(st, rec, withLog)
	// Written as it goes: a record of 100,000 refused lines is 15 MB of
	// text, not worth holding two or three times.
	w := bufio.NewWriter(env.Stdout)
	if asJSON {
		err = writeReplayJSON(w, actions, replaySnapshot(st))
	} else {
		writeReplayText(w, actions, rejected)
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette replay: %v\n", err)
		return 2
	}
	if rejected > 0 {
		return 1
	}
	return 0
}

// replayInputs reads the scenario and the record, and starts the game.
// A scenario that does not load in full never reaches rules.NewState.
func replayInputs(scName, recName string, env Env) (*rules.State, *rules.Record, error) {
	src, err := readFile(env, scName, safefile.MaxScenario)
	if err != nil {
		return nil, nil, err
	}
	sc, rs, err := scenarios.LoadScenario(scName, src)
	if err != nil {
		return nil, nil, err
	}
	recSrc, err := readFile(env, recName, safefile.MaxRecord)
	if err != nil {
		return nil, nil, err
	}
	rec, err := rules.ParseRecord(string(recSrc))
	if err != nil {
		return nil, nil, recordError(recName, err)
	}
	var seed int64
	if rec.HasSeed {
		seed = rec.Seed
	}
	return rules.NewState(sc, rs, seed), rec, nil
}

// recordError names the record file, and the place when there is one.
func recordError(name string, err error) error {
	var re *rules.RecordError
	if errors.As(err, &re) && re.Line > 0 {
		return fmt.Errorf("%s:%d:%d: %s", name, re.Line, re.Column, re.Message)
	}
	return fmt.Errorf("%s: %v", name, err)
}

// applyRecord applies every line in turn and says what became of each;
// withLog keeps the sentences of what each accepted line did (the events
// the table's log shows).
func applyRecord(st *rules.State, rec *rules.Record, withLog bool) ([]replayAction, int) {
	actions := make([]replayAction, 0, len(rec.Lines))
	rejected := 0
	for _, l := range rec.Lines {
		v := l.Err
		var ev []rules.Event
		if v == nil {
			ev, v = st.Apply(l.Action)
		}
		a := replayAction{Line: l.Line, Text: l.Text, OK: v == nil}
		if v != nil {
			a.Rule, a.Message = v.Rule.String(), v.Message
			rejected++
		}
		if withLog {
			for _, e := range ev {
				a.Log = append(a.Log, rules.EventText(e))
			}
		}
		actions = append(actions, a)
	}
	return actions, rejected
}

// writeReplayJSON writes `replay --json`'s object, byte for byte what
// encoding/json writes for replayOutput with a two-space indent, one
// action at a time.
func writeReplayJSON(w *bufio.Writer, actions []replayAction, state replayState) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	// encode writes v indented as at depth, without Encode's newline.
	encode := func(v any, prefix string) error {
		buf.Reset()
		enc.SetIndent(prefix, "  ")
		if err := enc.Encode(v); err != nil {
			return err
		}
		_, err := w.Write(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
		return err
	}
	w.WriteString("{\n  \"actions\": [")
	for i, a := range actions {
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteString("\n    ")
		if err := encode(a, "    "); err != nil {
			return err
		}
	}
	if len(actions) > 0 {
		w.WriteString("\n  ")
	}
	w.WriteString("],\n  \"state\": ")
	if err := encode(state, "  "); err != nil {
		return err
	}
	_, err := w.WriteString("\n}\n")
	return err
}

// writeReplayText writes the output without --json: one line per action,
// then a summary.
func writeReplayText(w io.Writer, actions []replayAction, rejected int) {
	for _, a := range actions {
		if a.OK {
			fmt.Fprintf(w, "%d: ok\n", a.Line)
			for _, s := range a.Log {
				fmt.Fprintf(w, "    %s\n", s)
			}
		} else {
			fmt.Fprintf(w, "%d: rejected %s: %s\n", a.Line, a.Rule, a.Message)
		}
	}
	noun := "actions"
	if len(actions) == 1 {
		noun = "action"
	}
	fmt.Fprintf(w, "replayed %d %s: %d accepted, %d rejected\n", len(actions), noun, len(actions)-rejected, rejected)
}

// replaySnapshot is the state part of `replay --json`.
func replaySnapshot(st *rules.State) replayState {
	out := replayState{
		Turn:    st.Turn(),
		Active:  st.Active().ID,
		Phase:   string(st.Phase()),
		Armies:  map[string]replayArmy{},
		Units:   map[string]replayUnit{},
		Leaders: map[string]replayLeader{},
		Winner:  st.Winner(),
	}
	for a := range st.Armies() {
		out.Armies[a.ID] = replayArmy{OrderPoints: a.OrderPoints, EliminatedEnemyUnits: a.EliminatedEnemy}
	}
	for u := range st.Units() {
		h := ""
		if u.OnBoard {
			h = u.Hex.Label()
		}
		out.Units[u.ID] = replayUnit{Hex: h, Elements: u.Elements, Activated: u.Activated(), Moved: u.Moved, CanFight: u.CanFight}
	}
	for l := range st.Leaders() {
		present := l.Present && l.OnBoard
		h := ""
		if present {
			h = l.Hex.Label()
		}
		out.Leaders[l.ID] = replayLeader{Hex: h, Activated: l.Activated, Present: present, CommandRadius: st.CommandRadius(l)}
	}
	return out
}
