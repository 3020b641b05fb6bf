package help

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/render"
	"estafette/rules"
)

// screen is the smallest window the help is laid out for: 1280×800.
var screen = image.Rect(0, 0, 1280, 800)

// tick plays one tick of input on the overlay, then prepares its frame as
// a window does; it reports whether the overlay took the input.
func tick(o *Overlay, in *helptest.Input, l i18n.Lang, rs *rules.Ruleset) (took, lang bool) {
	took, lang = o.Input(in)
	o.Prepare(l, rs, screen, 1)
	in.Clear()
	return took, lang
}

func ruleIDs(m *render.HelpModel) []string {
	var out []string
	for _, s := range m.Sections {
		for _, it := range s.Items {
			if id, ok := strings.CutPrefix(it.ID, "rule:"); ok {
				out = append(out, id)
			}
		}
	}
	return out
}

// TestF1OpensAndCloses: F1 opens the help and closes it; Esc, the close
// button and a click beside the box close it too; while it is open it
// takes every key, so the window under it reads none.
func TestF1OpensAndCloses(t *testing.T) {
	rs := shipped(t)["thucydide"]
	o := New(i18n.ControlsTable)
	in := &helptest.Input{X: 600, Y: 400}
	if took, _ := tick(o, in, i18n.EN, rs); took || o.IsOpen() {
		t.Fatal("the help opened by itself")
	}
	if took, _ := tick(o, in.Press(ebiten.KeyF1), i18n.EN, rs); !took || !o.IsOpen() || !o.Key().Open {
		t.Fatal("F1 should open the help")
	}
	if took, _ := tick(o, in.Press(ebiten.KeyEnter), i18n.EN, rs); !took {
		t.Error("the open help should take Enter, not the table (which would end the phase)")
	}
	if tick(o, in.Press(ebiten.KeyF1), i18n.EN, rs); o.IsOpen() || o.Key() != (Key{}) {
		t.Fatal("F1 should close the help")
	}
	for _, how := range []string{"Esc", "close button", "beside the box"} {
		tick(o, in.Press(ebiten.KeyF1), i18n.EN, rs)
		lay := o.Layout()
		switch how {
		case "Esc":
			in.Press(ebiten.KeyEscape)
		case "close button":
			p, err := o.Locate("help:close")
			if err != nil {
				t.Fatal(err)
			}
			in.ClickAt(p.X, p.Y)
		case "beside the box":
			in.ClickAt(lay.Box.Min.X/2, lay.Box.Min.Y/2)
		}
		if tick(o, in, i18n.EN, rs); o.IsOpen() {
			t.Errorf("%s should close the help", how)
		}
	}
}

// TestEachFamilyListsItsRuleIDs opens the help on every shipped ruleset,
// in both languages: it lists exactly the rule ids of that family, in the
// reference's order (the rules' features decide the ones that differ:
// messengers, ACT.TYPE, ORD.RANGE, the command orders, Jomini's guerre en
// dentelles), each with its name and paragraph and the ruleset's numbers
// filled in; every id of the catalog shows in some family.
func TestEachFamilyListsItsRuleIDs(t *testing.T) {
	seen := map[string]bool{}
	for key, rs := range shipped(t) {
		commandOrders := slices.ContainsFunc(rs.Orders, func(o rules.Order) bool { return o.Window == rules.WindowCommand })
		uses := map[string]bool{
			"MSG.SOURCE": rs.Features.Messengers, "MSG.TARGET": rs.Features.Messengers,
			"ACT.TYPE": rs.Features.OneTypeActivation, "ORD.RANGE": rs.Features.OrderRange,
			"ORD.ONE_COMMAND": commandOrders, "ORD.COMMAND_START": commandOrders, "ORD.COMMANDER": commandOrders,
			"LDR.DENTELLES": key == "jomini",
		}
		for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
			o := New(i18n.ControlsTable)
			o.Open("")
			o.Prepare(l, rs, screen, 1)
			m := o.Model()
			got := ruleIDs(m)
			var want []string
			for _, e := range i18n.FamilyHelp(l, key, Values(l, rs)) {
				want = append(want, e.ID)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s %s: the help lists\n%v\nthe family's ids are\n%v", key, l, got, want)
			}
			for id, used := range uses {
				if slices.Contains(got, id) != used {
					t.Errorf("%s %s: %s listed %v, the ruleset uses it %v", key, l, id, !used, used)
				}
			}
			for _, s := range m.Sections {
				for _, it := range s.Items {
					if strings.ContainsAny(it.Text+it.Name, "{}") || strings.Contains(it.Text, "%!") {
						t.Errorf("%s %s %s: not filled in: %q", key, l, it.ID, it.Text)
					}
					if strings.HasPrefix(it.ID, "rule:") && (it.Name == "" || len(it.Text) < 40) {
						t.Errorf("%s %s %s: no name or no paragraph: %+v", key, l, it.ID, it)
					}
				}
			}
			if m.Sections[0].ID != SectionControls || m.Sections[len(m.Sections)-1].ID != SectionCombat {
				t.Errorf("%s %s: the controls first and the combat values last: %v", key, l, sectionIDs(m))
			}
			for _, id := range got {
				seen[id] = true
			}
		}
	}
	for _, id := range i18n.HelpRuleIDs() {
		if !seen[id] {
			t.Errorf("%s shows in no family's help", id)
		}
	}
}

func sectionIDs(m *render.HelpModel) []string {
	var out []string
	for _, s := range m.Sections {
		out = append(out, s.ID)
	}
	return out
}

// entryText is the paragraph of a rule's entry in the overlay's model.
func entryText(m *render.HelpModel, id string) string {
	for _, s := range m.Sections {
		for _, it := range s.Items {
			if it.ID == RuleItem(id) {
				return it.Text
			}
		}
	}
	return ""
}

// TestHelpShowsAChangedRuleset: the open help follows the ruleset it is
// given, a club's edited number included, and the language.
func TestHelpShowsAChangedRuleset(t *testing.T) {
	th := shipped(t)["thucydide"]
	o := New(i18n.ControlsTable)
	o.Open("")
	o.Prepare(i18n.EN, th, screen, 1)
	if s := entryText(o.Model(), "CMD.RADIUS"); !strings.Contains(s, "3 for a Sous-général") {
		t.Fatalf("Thucydide's radius: %q", s)
	}
	o.Prepare(i18n.EN, withSubGeneralRadius(th, 4), screen, 1)
	if s := entryText(o.Model(), "CMD.RADIUS"); !strings.Contains(s, "4 for a Sous-général") {
		t.Errorf("the edited radius should show: %q", s)
	}
	o.Prepare(i18n.FR, th, screen, 1)
	if s := entryText(o.Model(), "CMD.RADIUS"); !strings.Contains(s, "3 pour un Sous-général") {
		t.Errorf("in French: %q", s)
	}
}

// TestOpenAtARuleShowsItsEntry: opened from a rule id, the help scrolls
// its entry to the top of the view, highlighted, search cleared; an id
// the family does not use still opens its entry.
func TestOpenAtARuleShowsItsEntry(t *testing.T) {
	th := shipped(t)["thucydide"]
	for _, id := range []string{"CMD.RADIUS", "CBT.FOLLOW", "ID.NOT_YOURS", "MSG.SOURCE"} {
		o := New(i18n.ControlsTable)
		o.query = "gueulante"
		o.Open(id)
		o.Prepare(i18n.FR, th, screen, 1)
		if o.Focus() != id || o.Model().Search != "" {
			t.Errorf("%s: focus %q, search %q", id, o.Focus(), o.Model().Search)
		}
		top, ok := o.Layout().Top(RuleItem(id))
		if !ok {
			t.Errorf("%s: no entry in the help", id)
			continue
		}
		if !o.Layout().Shown(top, top+60, o.Scroll()) {
			t.Errorf("%s: its entry at %.0f is not in the view scrolled to %.0f", id, top, o.Scroll())
		}
		focused := 0
		for _, s := range o.Model().Sections {
			for _, it := range s.Items {
				if it.Focus {
					focused++
					if it.ID != RuleItem(id) {
						t.Errorf("%s: %s is highlighted", id, it.ID)
					}
				}
			}
		}
		if focused != 1 {
			t.Errorf("%s: %d entries highlighted", id, focused)
		}
	}
}

// TestScrollReachesTheLastEntry: the wheel, Page Down and End scroll the
// help down to its last entry, Home and Page Up back to the top, never
// beyond either end.
func TestScrollReachesTheLastEntry(t *testing.T) {
	rs := shipped(t)["alexandre-bayard"]
	last := func(o *Overlay) (float64, float64) {
		ss := o.Model().Sections
		s := ss[len(ss)-1]
		top, _ := o.Layout().Top(s.ID)
		return top, o.Layout().Content
	}
	for _, how := range []string{"wheel", "page down", "end", "down arrow"} {
		o := New(i18n.ControlsTable)
		in := &helptest.Input{X: 700, Y: 400}
		tick(o, in.Press(ebiten.KeyF1), i18n.EN, rs)
		for i := 0; i < 2000 && o.Scroll() < o.Layout().MaxScroll(); i++ {
			switch how {
			case "wheel":
				in.Turn = -1
			case "page down":
				in.Press(ebiten.KeyPageDown)
			case "end":
				in.Press(ebiten.KeyEnd)
			case "down arrow":
				in.Press(ebiten.KeyArrowDown)
			}
			tick(o, in, i18n.EN, rs)
		}
		top, bottom := last(o)
		if !o.Layout().Shown(top, bottom, o.Scroll()) {
			t.Errorf("%s: the last section (%.0f to %.0f) is not in the view scrolled to %.0f", how, top, bottom, o.Scroll())
		}
		tick(o, in.Press(ebiten.KeyPageDown), i18n.EN, rs)
		if o.Scroll() != o.Layout().MaxScroll() {
			t.Errorf("%s: scrolled beyond the end: %.0f of %.0f", how, o.Scroll(), o.Layout().MaxScroll())
		}
		tick(o, in.Press(ebiten.KeyHome), i18n.EN, rs)
		if o.Scroll() != 0 {
			t.Errorf("Home: %.0f", o.Scroll())
		}
		tick(o, in.Press(ebiten.KeyPageUp), i18n.EN, rs)
		if o.Scroll() != 0 {
			t.Errorf("scrolled above the top: %.0f", o.Scroll())
		}
	}
}

// TestSearchAndSections: "/" starts a search, typed letters filter the
// entries (accents and case aside), Esc clears it; L in the search is a
// letter, outside it the language; a click on a section brings it to the
// top of the view.
func TestSearchAndSections(t *testing.T) {
	rs := shipped(t)["thucydide"]
	o := New(i18n.ControlsTable)
	in := &helptest.Input{X: 700, Y: 400}
	tick(o, in.Press(ebiten.KeyF1), i18n.FR, rs)
	if _, lang := tick(o, in.Press(ebiten.KeyL), i18n.FR, rs); !lang {
		t.Error("L should ask for the other language")
	}
	tick(o, in.Press(ebiten.KeySlash), i18n.FR, rs)
	if !o.Typing() {
		t.Fatal("/ should start the search")
	}
	in.Chars = "ralliement"
	if _, lang := tick(o, in, i18n.FR, rs); lang {
		t.Error("an l typed in the search is a letter, not the language switch")
	}
	ids := ruleIDs(o.Model())
	if len(ids) == 0 || len(ids) > 8 || !slices.Contains(ids, "ACT.ONCE") {
		t.Errorf("searching « ralliement » lists %v", ids)
	}
	in.Press(ebiten.KeyBackspace)
	tick(o, in, i18n.FR, rs)
	if o.Model().Search != "ralliemen" {
		t.Errorf("Backspace: %q", o.Model().Search)
	}
	tick(o, in.Press(ebiten.KeyEscape), i18n.FR, rs)
	if o.Typing() || o.Model().Search != "" || !o.IsOpen() || len(ruleIDs(o.Model())) < 40 {
		t.Errorf("Esc in the search clears it and keeps the help open: typing %v, %q, open %v", o.Typing(), o.Model().Search, o.IsOpen())
	}
	tick(o, in.Press(ebiten.KeySlash), i18n.FR, rs)
	in.Chars = "GENERAL EN"
	tick(o, in, i18n.FR, rs)
	if ids := ruleIDs(o.Model()); len(ids) == 0 {
		t.Error("« GENERAL EN » should find « Général en chef » whatever the accents and the case")
	}
	in.Chars = "zzzz"
	tick(o, in, i18n.FR, rs)
	if len(o.Model().Sections) != 0 || !strings.Contains(o.Model().Empty, "zzzz") {
		t.Errorf("nothing should match: %v", sectionIDs(o.Model()))
	}
	tick(o, in.Press(ebiten.KeyEscape), i18n.FR, rs)
	for _, s := range []string{RuleSection(6), SectionCombat, SectionControls} {
		p, err := o.Locate("help:section:" + s)
		if err != nil {
			t.Fatal(err)
		}
		tick(o, in.ClickAt(p.X, p.Y), i18n.FR, rs)
		top, _ := o.Layout().Top(s)
		if !o.Layout().Shown(top, top+40, o.Scroll()) || !o.IsOpen() {
			t.Errorf("section %s at %.0f is not shown after its click (scroll %.0f)", s, top, o.Scroll())
		}
	}
}

// TestRuleIDsInSentences finds the ids a sentence writes as links, whole
// words only.
func TestRuleIDsInSentences(t *testing.T) {
	cases := map[string][]string{
		"refused: CMD.RADIUS.":                     {"CMD.RADIUS"},
		"ORD.ONE_PER_COMBAT then MOV.ONCE, SYNTAX": {"ORD.ONE_PER_COMBAT", "MOV.ONCE", "SYNTAX"},
		"MOV.ONCEX and XCMD.RADIUS are not ids":    nil,
		"no id here":                               nil,
	}
	for s, want := range cases {
		got := RuleIDsIn(s)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
	if ls := Links(i18n.FR, "CBT.FOLLOW"); len(ls) != 1 || ls[0].ID != "rule:CBT.FOLLOW" || !strings.Contains(ls[0].Tip[0], "CBT.FOLLOW") {
		t.Errorf("links: %+v", ls)
	}
}

// TestHelpFitsTheWindow lays the help out on every shipped ruleset, in
// both languages, at 1280×800 and bigger, and at device scale 2: the box,
// its header, the sections' column and the view are inside the window;
// the search field and the close button do not overlap; no line of text
// is wider than the view or overlaps another.
func TestHelpFitsTheWindow(t *testing.T) {
	sizes := []struct {
		w, h int
		ui   float64
	}{{1280, 800, 1}, {1600, 1000, 1}, {2560, 1600, 2}, {390 * 3, 844 * 3, 3}, {844 * 2, 390 * 2, 2}, {820, 1180, 1}}
	for key, rs := range shipped(t) {
		for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
			for i, sz := range sizes {
				area := image.Rect(0, 0, sz.w, sz.h)
				// Each window's controls, one size each.
				o := New([]string{i18n.ControlsEditor, i18n.ControlsViewer, i18n.ControlsTable}[i%3])
				o.Open("")
				o.Prepare(l, rs, area, sz.ui)
				lay := o.Layout()
				name := func() string { return key + " " + string(l) + " " + fmtSize(sz.w, sz.h) }
				if !lay.Box.In(area) || !lay.View.In(lay.Box) || !lay.Search.In(lay.Box) {
					t.Errorf("%s: box %v, view %v, search %v outside the window", name(), lay.Box, lay.View, lay.Search)
				}
				for _, h := range lay.Hits {
					if !h.Rect.In(lay.Box) {
						t.Errorf("%s: %s at %v is outside the box %v", name(), h.ID, h.Rect, lay.Box)
					}
					if h.ID != "search" && h.Rect.Overlaps(lay.Search) {
						t.Errorf("%s: %s overlaps the search field", name(), h.ID)
					}
				}
				boxes := lay.TextBoxes()
				for i, b := range boxes {
					if b.Min.X < 0 || b.Max.X > lay.View.Dx()+1 {
						t.Errorf("%s: a line %v is wider than the view (%d)", name(), b, lay.View.Dx())
					}
					for _, c := range boxes[i+1:] {
						if b.Inset(1).Overlaps(c.Inset(1)) {
							t.Errorf("%s: lines %v and %v overlap", name(), b, c)
						}
					}
				}
			}
		}
	}
}

func fmtSize(w, h int) string { return fmt.Sprintf("%d×%d", w, h) }

// TestViewerHelpListsTheViewersKeys: F1 in the replay viewer lists the
// viewer's keys (stepping, the timeline, take over), not the table's
// (saving, undo), in both languages.
func TestViewerHelpListsTheViewersKeys(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
		o := New(i18n.ControlsViewer)
		o.Open("")
		o.Prepare(l, nil, image.Rect(0, 0, 1600, 1000), 1)
		var text strings.Builder
		for _, c := range i18n.Controls(l, i18n.ControlsViewer) {
			text.WriteString(c.Keys + " " + c.Does + "\n")
		}
		all := text.String()
		for _, want := range [][2]string{{"Home, End", "Début, Fin"}, {"Tab", "Tab"}, {"take over", "reprendre la partie"}, {"against the computer", "contre l'ordinateur"}, {"timeline", "frise"}} {
			w := want[0]
			if l == i18n.FR {
				w = want[1]
			}
			if !strings.Contains(all, w) {
				t.Errorf("%s: the viewer's controls do not mention %q:\n%s", l, w, all)
			}
		}
		for _, not := range []string{"Ctrl+S", "Ctrl+Z"} {
			if strings.Contains(all, not) {
				t.Errorf("%s: the viewer's controls list the table's %s", l, not)
			}
		}
		if title := controlsTitle(l, i18n.ControlsViewer); title != i18n.T(l, "help.controls.view") {
			t.Errorf("%s: the controls' title is %q", l, title)
		}
	}
}

// TestEscClearsAKeptSearchFirst (issue 26): a search kept with Enter is
// cleared by Esc, the help staying open; only the next Esc closes it.
// Before, Esc closed the help and the player's next Enter ended his phase.
func TestEscClearsAKeptSearchFirst(t *testing.T) {
	rs := shipped(t)["thucydide"]
	o := New(i18n.ControlsTable)
	in := &helptest.Input{X: 700, Y: 400}
	tick(o, in.Press(ebiten.KeyF1), i18n.FR, rs)
	tick(o, in.Press(ebiten.KeySlash), i18n.FR, rs)
	in.Chars = "ralliement"
	tick(o, in, i18n.FR, rs)
	tick(o, in.Press(ebiten.KeyEnter), i18n.FR, rs)
	if o.Typing() || o.Model().Search != "ralliement" {
		t.Fatalf("Enter keeps the search: typing %v, %q", o.Typing(), o.Model().Search)
	}
	tick(o, in.Press(ebiten.KeyEscape), i18n.FR, rs)
	if !o.IsOpen() || o.Model().Search != "" {
		t.Errorf("Esc after a kept search: open %v, search %q", o.IsOpen(), o.Model().Search)
	}
	tick(o, in.Press(ebiten.KeyEscape), i18n.FR, rs)
	if o.IsOpen() {
		t.Error("the second Esc does not close the help")
	}
}

// TestSearchFindsPresentation (issue 39): searching the help for
// « presentation » (or « présentation ») finds the presentation keys in
// every window's help: Ctrl + and Ctrl −, Ctrl 0, F11.
func TestSearchFindsPresentation(t *testing.T) {
	rs := shipped(t)["thucydide"]
	for _, w := range []string{i18n.ControlsTable, i18n.ControlsViewer, i18n.ControlsEditor} {
		for _, c := range []struct {
			lang i18n.Lang
			word string
		}{{i18n.EN, "presentation"}, {i18n.FR, "présentation"}, {i18n.FR, "presentation"}} {
			o := New(w)
			in := &helptest.Input{X: 700, Y: 400}
			tick(o, in.Press(ebiten.KeyF1), c.lang, rs)
			tick(o, in.Press(ebiten.KeySlash), c.lang, rs)
			in.Chars = c.word
			tick(o, in, c.lang, rs)
			found := false
			for _, s := range o.Model().Sections {
				for _, it := range s.Items {
					if strings.Contains(it.Tag+" "+it.Text, "F11") && strings.Contains(it.Tag, "Ctrl") {
						found = true
					}
				}
			}
			if !found {
				t.Errorf("%s help, %s: « %s » finds %v", w, c.lang, c.word, sectionIDs(o.Model()))
			}
		}
	}
}

// TestTheHelpTakesAFinger (issue 39): on a touch screen the help's
// targets, its close button, its search field and its sections' rows,
// are a finger's height (44 px at ui 1), and the close button names no
// key a finger has not; with a mouse they stay as they were.
func TestTheHelpTakesAFinger(t *testing.T) {
	rs := shipped(t)["thucydide"]
	for _, touch := range []bool{false, true} {
		window.SetTouchScreen(touch)
		for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
			for _, sz := range []image.Rectangle{image.Rect(0, 0, 1280, 800), image.Rect(0, 0, 820, 1180), image.Rect(0, 0, 844, 390)} {
				o := New(i18n.ControlsTable)
				o.Open("")
				o.Prepare(l, rs, sz, 1)
				lay := o.Layout()
				for _, h := range lay.Hits {
					if touch && h.Rect.Dy() < 44 {
						t.Errorf("touch %s %v: %s is %d px high, want 44", l, sz.Max, h.ID, h.Rect.Dy())
					}
					if !touch && h.Rect.Dy() > 40 {
						t.Errorf("mouse %s %v: %s is %d px high: the mouse's help changed", l, sz.Max, h.ID, h.Rect.Dy())
					}
				}
				if close := o.Model().Close; touch == strings.Contains(close, "(") {
					t.Errorf("touch %v %s: the close button says %q", touch, l, close)
				}
			}
		}
	}
	window.SetTouchScreen(false)
}
