package tableview

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"estafette/game/say"
	"estafette/i18n"
	"estafette/rules"
)

// rulesSource parses a file of the rules' source.
func rulesSource(t *testing.T, file string) *ast.File {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "../../rules/"+file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// parserVerbs are the verbs the record parser knows: the cases of its
// `switch verb` statements.
func parserVerbs(t *testing.T) []string {
	var out []string
	for _, file := range []string{"record.go", "record_verbs.go"} {
		ast.Inspect(rulesSource(t, file), func(n ast.Node) bool {
			sw, ok := n.(*ast.SwitchStmt)
			if !ok {
				return true
			}
			if id, ok := sw.Tag.(*ast.Ident); !ok || id.Name != "verb" {
				return true
			}
			for _, st := range sw.Body.List {
				for _, e := range st.(*ast.CaseClause).List {
					if bl, ok := e.(*ast.BasicLit); ok && bl.Kind == token.STRING {
						v, _ := strconv.Unquote(bl.Value)
						out = append(out, v)
					}
				}
			}
			return true
		})
	}
	return out
}

// actionTypes are the types that implement rules.Action: the receivers of
// isAction in rules/action.go.
func actionTypes(t *testing.T) []string {
	var out []string
	for _, d := range rulesSource(t, "action.go").Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "isAction" && fd.Recv != nil {
			if id, ok := fd.Recv.List[0].Type.(*ast.Ident); ok {
				out = append(out, id.Name)
			}
		}
	}
	return out
}

// typedConsts are the values of the constants of a named type declared in
// a rules source file.
func typedConsts(t *testing.T, file, typ string) []string {
	var out []string
	for _, d := range rulesSource(t, file).Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, sp := range gd.Specs {
			vs := sp.(*ast.ValueSpec)
			if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != typ {
				continue
			}
			for _, v := range vs.Values {
				if bl, ok := v.(*ast.BasicLit); ok {
					s, _ := strconv.Unquote(bl.Value)
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// verbExamples are record lines of every verb, each form its sentence
// says differently.
var verbExamples = map[string][]string{
	"order":     {"order gueulante", "order formation G1", "order guide-local G1 2", "order ralliement G1 1"},
	"activate":  {"activate HIP G2 G3", "activate HIP LAC"},
	"move":      {"move G2 6,6", "move G2 6,6 with HIP"},
	"end":       {"end"},
	"direct":    {"direct LAC G1 ignore-loss", "direct LAC G1 dice", "direct LAC G1 activate", "direct LAC G1 rally", "direct LAC G1 order tenir-sa-position", "direct LAC G1 order retraite 2"},
	"messenger": {"messenger HIP PSI", "messenger HIP PSI improvised", "messenger HIP PSI LAC"},
	"attack":    {"attack CAV CVB", "attack CAV CVB charge"},
	"defend":    {"defend tenir-sa-position", "defend retraite 2"},
	"roll":      {"roll"},
	"dice":      {"dice atheniens=00112233445566778899aabbccddeeff beotiens=ffeeddccbbaa99887766554433221100"},
	"front":     {"front LAC"},
	"withdraw":  {"withdraw LAC", "withdraw LAC 2"},
	"follow":    {"follow"},
	"rally":     {"rally LAC"},
	"pass":      {"pass"},
	"sacrifice": {"sacrifice 1"},
	"step":      {"step LAC 5,5"},
	"deliver":   {"deliver msg.1 G3"},
	"exit":      {"exit G2 north", "exit G2 north 6,1"},
}

// TestEveryActionVerbHasASentence: every verb the record parser knows and
// every type that implements rules.Action (found in the rules' source, so
// a verb added there fails here until it has its sentence) says itself as
// a sentence in both languages: never its record line, never a missing
// text, the French not the English (issue 13 item 4). So do pass in every
// kind of decision, and every direct action's effect.
func TestEveryActionVerbHasASentence(t *testing.T) {
	c := newTutorial(t)
	st := c.State()
	covered := map[string]bool{}
	verbs := parserVerbs(t)
	if len(verbs) < 15 {
		t.Fatalf("found only %d verbs in the parser: %v", len(verbs), verbs)
	}
	for _, verb := range verbs {
		if verb == "seed" {
			continue // a record's header, not an action
		}
		lines, ok := verbExamples[verb]
		if !ok {
			t.Errorf("the parser knows the verb %q: give it an example here and a sentence in ActionSentence", verb)
			continue
		}
		for _, line := range lines {
			rec, err := rules.ParseRecord(line + "\n")
			if err != nil || len(rec.Lines) != 1 {
				t.Errorf("%q does not parse: %v", line, err)
				continue
			}
			a := rec.Lines[0].Action
			covered[reflect.TypeOf(a).Name()] = true
			checkSentence(t, line, say.Action(st, i18n.EN, a), say.Action(st, i18n.FR, a))
		}
	}
	for _, typ := range actionTypes(t) {
		if !covered[typ] {
			t.Errorf("rules.%s is an action no example covers", typ)
		}
	}
	for _, k := range typedConsts(t, "decision.go", "DecisionKind") {
		if k == "" {
			continue
		}
		if !i18n.Has("prompt." + k) {
			t.Errorf("the decision %q has no prompt", k)
		}
		if k != string(rules.DecidePlay) && k != string(rules.DecideRoll) && !i18n.Has("act.pass."+k) {
			t.Errorf("pass in the decision %q has no sentence", k)
		}
	}
	for _, e := range typedConsts(t, "action.go", "DirectEffect") {
		if e != string(rules.DirectOrder) && !i18n.Has("act.direct."+e) {
			t.Errorf("the direct effect %q has no sentence", e)
		}
	}
}

func checkSentence(t *testing.T, line, en, fr string) {
	t.Helper()
	for _, s := range []string{en, fr} {
		if s == line || strings.Contains(s, "act.") || strings.Contains(s, "%!") || s == "" {
			t.Errorf("%q says %q", line, s)
		}
	}
	if en == fr {
		t.Errorf("%q says the same in both languages: %q", line, en)
	}
}

// TestSentencesNameThePieces: the sentences read as the issue asks
// ("Lachès commits himself to G1: ignore one loss"), and the panel's rows
// give the record line only in their tooltip.
func TestSentencesNameThePieces(t *testing.T) {
	c := newTutorial(t)
	st := c.State()
	for _, tc := range []struct {
		a      rules.Action
		en, fr string
	}{
		{rules.Direct{Leader: "LAC", Unit: "G1", Effect: rules.DirectIgnoreLoss}, "Lachès commits himself to G1: ignore one loss", "Lachès s'engage auprès de G1 : ignorer une perte"},
		{rules.Attack{Attacker: "CAV", Defender: "CVB"}, "CAV attacks CVB", "CAV attaque CVB"},
		{rules.Activate{Leader: "HIP", Pieces: []string{"G2"}}, "Hippocrate, stratège activates G2", "Hippocrate, stratège active G2"},
		{rules.Sacrifice{Count: 2}, "Sacrifice: turn 2 flag(s) into losses", "Sacrifice : changer 2 drapeau(x) en pertes"},
	} {
		if got := say.Action(st, i18n.EN, tc.a); got != tc.en {
			t.Errorf("%s: %q, want %q", tc.a, got, tc.en)
		}
		if got := say.Action(st, i18n.FR, tc.a); got != tc.fr {
			t.Errorf("%s: %q, want %q", tc.a, got, tc.fr)
		}
	}
	c.Select("LAC")
	v := NewView(c)
	n := 0
	for _, r := range v.Panel().Rows {
		if !strings.HasPrefix(r.ID, "act:") {
			continue
		}
		n++
		i, _ := strconv.Atoi(strings.TrimPrefix(r.ID, "act:"))
		a, _ := v.Action(i)
		if r.Text == a.String() || !strings.Contains(strings.Join(r.Tip, "\n"), a.String()) {
			t.Errorf("row %q: the sentence shows, the record line %q goes in the tooltip %q", r.Text, a, r.Tip)
		}
	}
	if n == 0 {
		t.Error("no action row for Lachès")
	}
}
