package lessons

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
)

// lesson is a shipped lesson read: its record, its narration, and its
// scenario loaded.
type lesson struct {
	Lesson
	rec *rules.Record
	n   *Narration
	sc  *rules.Scenario
	rs  *rules.Ruleset
}

func load(t *testing.T, l Lesson) lesson {
	t.Helper()
	data, err := l.Record()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		t.Fatal(err)
	}
	n, err := Read(string(data), rec)
	if err != nil {
		t.Fatalf("%s: %v", l.File, err)
	}
	src, err := scenarios.Builtin(l.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(l.Scenario+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return lesson{Lesson: l, rec: rec, n: n, sc: sc, rs: rs}
}

// at is the game after the lesson's first n actions.
func (l lesson) at(t *testing.T, n int) *rules.State {
	t.Helper()
	st := rules.NewState(l.sc, l.rs, l.rec.Seed)
	for _, line := range l.rec.Lines[:n] {
		if line.Err != nil {
			t.Fatalf("%s:%d: %v", l.File, line.Line, line.Err)
		}
		if _, v := st.Apply(line.Action); v != nil {
			t.Fatalf("%s:%d: rejected %v", l.File, line.Line, v)
		}
	}
	return st
}

// waits are the positions where the lesson waits for the player, in
// order.
func (l lesson) waits() []int {
	var out []int
	for p := range l.n.Do {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

var ruleID = regexp.MustCompile(`\b[A-Z]{2,}\.[A-Z_]+\b`)

// TestEveryLessonIsARealGameInBothLanguages: every file of the directory
// is listed; each lesson's every line is accepted by the rules; it has a
// title in French and in English; every position with a caption has it
// in both languages; it asks the player to act; and the rule ids its
// captions name exist and are many.
func TestEveryLessonIsARealGameInBothLanguages(t *testing.T) {
	files, _ := filepath.Glob("*.rec")
	var listed []string
	for _, l := range List() {
		listed = append(listed, l.File)
	}
	slices.Sort(files)
	if !slices.Equal(files, listed) {
		t.Errorf("lesson files %v, listed %v", files, listed)
	}
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range List() {
		t.Run(l.Key, func(t *testing.T) {
			x := load(t, l)
			x.at(t, len(x.rec.Lines))
			fr, en := l.Title(i18n.FR), l.Title(i18n.EN)
			if fr == l.Key || en == l.Key || fr == en {
				t.Errorf("titles %q and %q", fr, en)
			}
			if got, ok := Find(string(rune('1' + i))); !ok || got != l {
				t.Errorf("lesson %d is not found by its number", i+1)
			}
			ids := map[string]bool{}
			for p, cs := range x.n.At {
				nfr, nen := len(x.n.Captions(p, i18n.FR)), len(x.n.Captions(p, i18n.EN))
				if nfr == 0 || nfr != nen {
					t.Errorf("position %d: %d paragraphs in French, %d in English", p, nfr, nen)
				}
				for _, c := range cs {
					for _, id := range ruleID.FindAllString(c.Text, -1) {
						// A refusal's id, or one docs/rules.md lists (ACT.COUNT
						// names a table and refuses nothing).
						_, ok := rules.ParseRuleID(id)
						if !ok && !strings.Contains(string(doc), "| `"+id+"` |") {
							t.Errorf("line %d names %s, which is no rule id", c.Line, id)
						}
						if c.Lang == i18n.EN {
							ids[id] = true
						}
					}
				}
			}
			if len(x.waits()) < 2 {
				t.Errorf("the lesson asks the player to act %d times", len(x.waits()))
			}
			if len(ids) < 5 {
				t.Errorf("the captions name %d rule ids: %v", len(ids), ids)
			}
		})
	}
}

// TestLessonsSayWhatTheRulesDo: each refusal a caption promises ("try
// this: refused") is the rules' own at that point of the game, and the
// caption of that point names its rule id in both languages.
func TestLessonsSayWhatTheRulesDo(t *testing.T) {
	type claim struct {
		wait   int // the index of the lesson's waiting step, or -1
		pos    int // the position, when wait is -1
		line   string
		rule   string
		inText bool // the caption of that position names the rule id
	}
	for key, claims := range map[string][]claim{
		"command": {
			{wait: 1, line: "activate HIP PSI", rule: "CMD.RADIUS", inText: true},
			{wait: -1, pos: 3, line: "activate HIP PEL", rule: "ACT.SLOTS", inText: true},
			{wait: -1, pos: 3, line: "activate LAC G1", rule: "ACT.LEADERS", inText: true},
			{wait: -1, pos: 4, line: "move G1 4,7", rule: "MOV.NOT_ACTIVATED", inText: true},
			{wait: 2, line: "activate HIP G2", rule: "ACT.LEADERS"},
		},
		"orders": {
			{wait: -1, pos: 1, line: "order messager G1", rule: "ORD.ONE_COMMAND", inText: true},
			{wait: 2, line: "order marche-forcee G3", rule: "ORD.ONE_MANEUVER", inText: true},
			{wait: 3, line: "order gueulante HIP", rule: "ORD.POINTS", inText: true},
		},
		"combat": {
			{wait: 0, line: "move G3 8,5", rule: "MOV.ALLOWANCE", inText: true},
			{wait: 1, line: "attack G3 PSB", rule: "CBT.NOT_ACTIVATED", inText: true},
		},
		"fire": {
			{wait: 0, line: "defend embuscade", rule: "ORD.CONDITION", inText: true},
			{wait: 0, line: "defend pieges", rule: "ORD.CONDITION", inText: true},
			{wait: -1, pos: 20, line: "defend tenir-sa-position", rule: "ORD.ONE_PER_COMBAT", inText: true},
			{wait: 1, line: "attack PEL THS", rule: "CBT.RANGE", inText: true},
			{wait: 1, line: "attack PEL TAN allant", rule: "ORD.CONDITION", inText: true},
			{wait: -1, pos: 39, line: "defend defense", rule: "ORD.PHASE", inText: true},
		},
		"retreats": {
			{wait: 0, line: "direct HIP CAV dice", rule: "LDR.COMMANDER", inText: true},
			{wait: 0, line: "direct LAC CAV dice", rule: "LDR.INFLUENCE", inText: true},
			{wait: -1, pos: 31, line: "follow", rule: "CBT.FOLLOW"},
			{wait: 3, line: "defend retraite 9,8", rule: "MOV.ALLOWANCE", inText: true},
			{wait: 4, line: "order ralliement CAV", rule: "ORD.POINTS", inText: true},
			{wait: 5, line: "move CAV 7,6", rule: "MOV.ONCE", inText: true},
		},
	} {
		l, _ := Find(key)
		x := load(t, l)
		for _, c := range claims {
			pos := c.pos
			if c.wait >= 0 {
				pos = x.waits()[c.wait]
			}
			a, err := rules.ParseRecord(c.line)
			if err != nil || a.Lines[0].Err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			v := x.at(t, pos).Check(a.Lines[0].Action)
			if v == nil || v.Rule.String() != c.rule {
				t.Errorf("%s at position %d: %q refused by %v, the caption says %s", key, pos, c.line, v, c.rule)
			}
			for _, lang := range []i18n.Lang{i18n.FR, i18n.EN} {
				if c.inText && !strings.Contains(strings.Join(x.n.Captions(pos, lang), " "), c.rule) {
					t.Errorf("%s at position %d: the %s caption does not name %s", key, pos, lang, c.rule)
				}
			}
		}
	}
}

// TestLessonFilesAreTheEmbeddedOnes: the binary carries the files of
// this directory, as they are.
func TestLessonFilesAreTheEmbeddedOnes(t *testing.T) {
	for _, l := range List() {
		disk, err := os.ReadFile(l.File)
		if err != nil {
			t.Fatal(err)
		}
		emb, _ := l.Record()
		if string(disk) != string(emb) {
			t.Errorf("%s differs from the embedded copy", l.File)
		}
	}
}
