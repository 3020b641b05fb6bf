package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"estafette/rules"
	"estafette/scenarios"
)

const replayUsage = "usage: estafette replay [--json] SCENARIO RECORD\n"

// replayAction is one record line in `replay --json` (FORMATS.md).
type replayAction struct {
	Line    int    `json:"line"`
	Text    string `json:"text"`
	OK      bool   `json:"ok"`
	Rule    string `json:"rule,omitempty"`
	Message string `json:"message,omitempty"`
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

// replay is `estafette replay [--json] SCENARIO RECORD`: it applies a game
// record to a scenario with no window. Every line is applied in turn; a
// rejected line changes nothing and the replay goes on. Exit 0 when every
// action was accepted, 1 when some was rejected, 2 when a file cannot be
// read or parsed (or the arguments are wrong).
func replay(args []string, env Env) int {
	asJSON := false
	var files []string
	for _, a := range args {
		switch {
		case a == "--json" || a == "-json":
			asJSON = true
		case a == "--":
			continue
		case strings.HasPrefix(a, "-") && len(a) > 1:
			fmt.Fprintf(env.Stderr, "estafette replay: unknown option %s\n%s", a, replayUsage)
			return 2
		default:
			files = append(files, a)
		}
	}
	if len(files) != 2 {
		fmt.Fprintf(env.Stderr, "estafette replay: name a scenario and a record\n%s", replayUsage)
		return 2
	}
	scName, recName := files[0], files[1]

	src, err := env.ReadFile(scName)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: cannot read the file: %v\n", scName, unwrapPath(err))
		return 2
	}
	sc, rs, err := scenarios.LoadScenario(scName, src)
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 2
	}
	recSrc, err := env.ReadFile(recName)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: cannot read the file: %v\n", recName, unwrapPath(err))
		return 2
	}
	rec, err := rules.ParseRecord(string(recSrc))
	if err != nil {
		var re *rules.RecordError
		if errors.As(err, &re) && re.Line > 0 {
			fmt.Fprintf(env.Stderr, "%s:%d:%d: %s\n", recName, re.Line, re.Column, re.Message)
		} else {
			fmt.Fprintf(env.Stderr, "%s: %v\n", recName, err)
		}
		return 2
	}

	var seed int64
	if rec.HasSeed {
		seed = rec.Seed
	}
	st := rules.NewState(sc, rs, seed)
	actions := make([]replayAction, 0, len(rec.Lines))
	rejected := 0
	for _, l := range rec.Lines {
		v := l.Err
		if v == nil {
			_, v = st.Apply(l.Action)
		}
		a := replayAction{Line: l.Line, Text: l.Text, OK: v == nil}
		if v != nil {
			a.Rule, a.Message = v.Rule, v.Message
			rejected++
		}
		actions = append(actions, a)
	}

	if asJSON {
		enc := json.NewEncoder(env.Stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(replayOutput{Actions: actions, State: replaySnapshot(st)}); err != nil {
			fmt.Fprintf(env.Stderr, "estafette replay: %v\n", err)
			return 2
		}
	} else {
		var b strings.Builder
		for _, a := range actions {
			if a.OK {
				fmt.Fprintf(&b, "%d: ok\n", a.Line)
			} else {
				fmt.Fprintf(&b, "%d: rejected %s: %s\n", a.Line, a.Rule, a.Message)
			}
		}
		noun := "actions"
		if len(actions) == 1 {
			noun = "action"
		}
		fmt.Fprintf(&b, "replayed %d %s: %d accepted, %d rejected\n", len(actions), noun, len(actions)-rejected, rejected)
		fmt.Fprint(env.Stdout, b.String())
	}
	if rejected > 0 {
		return 1
	}
	return 0
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
	for _, a := range st.Armies() {
		out.Armies[a.ID] = replayArmy{OrderPoints: a.OrderPoints, EliminatedEnemyUnits: a.EliminatedEnemy}
	}
	for _, u := range st.Units() {
		h := ""
		if u.OnBoard {
			h = u.Hex.Label()
		}
		out.Units[u.ID] = replayUnit{Hex: h, Elements: u.Elements, Activated: u.Activated(), Moved: u.Moved, CanFight: u.CanFight}
	}
	for _, l := range st.Leaders() {
		present := l.Present && l.OnBoard
		h := ""
		if present {
			h = l.Hex.Label()
		}
		out.Leaders[l.ID] = replayLeader{Hex: h, Activated: l.Activated, Present: present, CommandRadius: st.CommandRadius(l)}
	}
	return out
}
