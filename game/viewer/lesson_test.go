package viewer

import (
	"fmt"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/lessons"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

func mustReplay(t testing.TB, g *Game) *Replay {
	t.Helper()
	r, err := NewReplay(g)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// modelGesture plays a gesture on the viewer without its window.
func modelGesture(t *testing.T, v *Viewer, g gesture) {
	t.Helper()
	place, shift := strings.CutPrefix(g.place, "shift+")
	switch {
	case place == "key:space":
		v.Roll()
	case place == "key:enter":
		v.EndPhase()
	case strings.HasPrefix(place, "hover:panel:"):
		id := strings.TrimPrefix(place, "hover:panel:")
		s := v.seatFor()
		for _, r := range s.Rows() {
			if r.ID == id {
				if !r.Disabled || !strings.Contains(strings.Join(r.Tip, " "), g.tip) {
					t.Errorf("%s: disabled %v, tip %q; want it greyed, naming %s", id, r.Disabled, r.Tip, g.tip)
				}
				return
			}
		}
		t.Errorf("no row %s among the table's", id)
	case strings.HasPrefix(place, "panel:"):
		// The rows as the panel shows them now: an act:N id is a place in
		// the list the player sees.
		v.seatFor().Rows()
		v.PanelClick(strings.TrimPrefix(place, "panel:"))
	default:
		st := v.r.State()
		if l, ok := st.Leader(place); ok {
			v.Click(l.Hex, l.ID, shift)
		} else if u, ok := st.Unit(place); ok {
			v.Click(u.Hex, "", shift)
		} else {
			h, err := hex.ParseLabel(place)
			if err != nil {
				t.Fatal(err)
			}
			v.Click(h, "", shift)
		}
	}
}

// checkRefusal checks what the caption box says after a wrong try.
func checkRefusal(t *testing.T, v *Viewer, g gesture) {
	t.Helper()
	rule, text := v.Refusal()
	switch g.rule {
	case "":
		if rule != "" {
			t.Errorf("%s: refused %s %q", g.place, rule, text)
		}
	case "lesson":
		if rule != "" || !strings.Contains(text, v.Expected().String()) {
			t.Errorf("%s: the lesson's refusal should name %q: %s %q", g.place, v.Expected(), rule, text)
		}
	default:
		if rule != g.rule || text == "" {
			t.Errorf("%s: refused %s %q, want %s", g.place, rule, text, g.rule)
		}
		if v.Lang == i18n.FR && strings.Contains(text, " is ") {
			t.Errorf("%s: the refusal is in English: %q", g.place, text)
		}
	}
}

// TestLessonsPlayThroughTheTable plays each shipped lesson to its end in
// both languages, without a window: → steps on, and stops at each step
// that waits for the player; there the table's own clicks play, a wrong
// one is refused with the rules' reason (or the lesson's), changes
// nothing, and the right one moves the lesson on, the record's action
// played.
func TestLessonsPlayThroughTheTable(t *testing.T) {
	for _, l := range lessons.List() {
		if _, ok := lessonPlays[l.Key]; !ok {
			t.Errorf("lesson %s has no gestures to play it by: every shipped lesson is played here", l.Key)
		}
	}
	for key, plays := range lessonPlays {
		for _, lang := range []i18n.Lang{i18n.FR, i18n.EN} {
			t.Run(key+"-"+string(lang), func(t *testing.T) {
				v := NewViewer(mustReplay(t, lessonGame(t, key)), lang)
				v.Go(0)
				step := 0
				for v.r.At() < v.r.Len() {
					at := v.r.At()
					want := v.nextSaid(at)
					v.Forward()
					if !v.Waiting() || v.r.At() != at {
						if v.r.At() != want {
							t.Fatalf("→ at %d went to %d, want %d", at, v.r.At(), want)
						}
						continue
					}
					if step == len(plays) {
						t.Fatalf("position %d waits, and the test has no more gestures", at)
					}
					gs := plays[step]
					for i, g := range gs {
						modelGesture(t, v, g)
						if i < len(gs)-1 {
							if v.r.At() != at {
								t.Fatalf("step %d: %s moved the lesson on", step, g.place)
							}
							checkRefusal(t, v, g)
						}
					}
					if v.r.At() != at+1 || !v.Played() {
						rule, text := v.Refusal()
						t.Fatalf("step %d: the lesson's action %q was not played (at %d; %s %q)", step, v.r.g.Actions[at], v.r.At(), rule, text)
					}
					step++
				}
				if step != len(plays) {
					t.Errorf("%d waiting steps played, the test has %d", step, len(plays))
				}
			})
		}
	}
}

// TestShowMePlaysTheLessonsAction: Tab plays the waiting step's action
// as the record has it, for the organiser who shows rather than asks.
func TestShowMePlaysTheLessonsAction(t *testing.T) {
	v := NewViewer(mustReplay(t, lessonGame(t, "command")), i18n.EN)
	v.Go(1)
	if !v.Waiting() {
		t.Fatal("lesson 1 waits at position 1")
	}
	v.Click(hex.FromOffset(8, 8), "", false) // no seat: nothing happens
	if v.r.At() != 1 || v.Played() {
		t.Fatal("a click without the table's play moved the lesson on")
	}
	v.ShowMe()
	if v.r.At() != 2 || v.Played() {
		t.Errorf("Tab: at %d, played %v; want 2, not played by the player", v.r.At(), v.Played())
	}
}

// TestSameActionForTheLesson: the player's action is the lesson's when
// it is the same line, or the same move to the same hex with the same
// leaders, whatever the path.
func TestSameActionForTheLesson(t *testing.T) {
	line := func(s string) rules.Action {
		r, err := rules.ParseRecord(s)
		if err != nil || r.Lines[0].Err != nil {
			t.Fatal(s, err)
		}
		return r.Lines[0].Action
	}
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"activate HIP G2", "activate HIP G2", true},
		{"activate HIP G2", "activate HIP G3", false},
		{"move G2 6,6 with HIP", "move G2 6,7 6,6 with HIP", true},
		{"move G2 6,6 with HIP LAC", "move G2 6,6 with LAC HIP", true},
		{"move G2 6,6", "move G2 6,6 with HIP", false},
		{"move G2 6,6", "move G3 6,6", false},
		{"attack CAV PSB", "attack CAV PSB allant", false},
	} {
		if got := Same(line(c.a), line(c.b)); got != c.same {
			t.Errorf("%s / %s: same %v", c.a, c.b, got)
		}
	}
}

// TestLessonsSaySomethingAtEveryFewSteps (issue 39): → through a lesson
// never shows more than three positions in a row with nothing said (no
// caption, no step that waits): lesson 5 opened with twenty. A longer
// run of actions without a comment is crossed at once, and the caption
// box says how many were played (the log lists them).
func TestLessonsSaySomethingAtEveryFewSteps(t *testing.T) {
	for _, l := range lessons.List() {
		for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
			v := NewViewer(mustReplay(t, lessonGame(t, l.Key)), lang)
			v.Go(0)
			silent, worst := 0, 0
			for presses := 0; v.r.At() < v.r.Len() && presses < 1000; presses++ {
				if v.Waiting() {
					v.ShowMe()
				} else {
					at := v.r.At()
					v.Forward()
					if n := v.r.At() - at - 1; n > 0 && !strings.Contains(strings.Join(v.Captions(), " "), fmt.Sprint(n)) {
						t.Errorf("%s %s: → from %d crossed %d actions without saying so: %q", l.Key, lang, at, n, v.Captions())
					}
				}
				if len(v.Captions()) == 0 && !v.Waiting() && v.r.At() < v.r.Len() {
					silent++
					worst = max(worst, silent)
				} else {
					silent = 0
				}
			}
			if worst > 3 {
				t.Errorf("%s %s: %d positions in a row with nothing said", l.Key, lang, worst)
			}
		}
	}
}

// TestCaptionsUseThePanelsWords (issue 39): a caption that sends the
// player to the panel names what the panel shows: its headings
// ("Command orders", "Ordres de manœuvre", "After the combat"…), seen on
// that step's panel, never an "Orders menu" the panel does not title.
func TestCaptionsUseThePanelsWords(t *testing.T) {
	keys := []string{"orders.command", "orders.maneuver", "orders.attack", "orders.defense", "acts.answer", "acts.after", "acts.direct"}
	for key, plays := range lessonPlays {
		for _, lang := range []i18n.Lang{i18n.FR, i18n.EN} {
			v := NewViewer(mustReplay(t, lessonGame(t, key)), lang)
			v.Go(0)
			step := 0
			for v.r.At() < v.r.Len() {
				for _, c := range v.Captions() {
					if strings.Contains(c, "Orders menu") || strings.Contains(c, "menu Ordres") {
						t.Errorf("%s %s at %d: %q names a menu the panel does not title", key, lang, v.r.At(), c)
					}
				}
				if !v.Waiting() {
					v.Forward()
					continue
				}
				heads := map[string]bool{}
				look := func() {
					for _, r := range v.seatFor().Rows() {
						if r.Kind == render.RowHeading {
							heads[r.Text] = true
						}
					}
				}
				look()
				gs := plays[step]
				for _, g := range gs[:len(gs)-1] {
					modelGesture(t, v, g)
					look()
				}
				said := strings.Join(v.Captions(), " ")
				for _, k := range keys {
					name, _, _ := strings.Cut(i18n.T(lang, k), " (")
					if strings.Contains(said, name) && !heads[i18n.T(lang, k)] && !heads[name] {
						t.Errorf("%s %s, step %d: the caption names %q; the panel's headings are %v", key, lang, step, name, heads)
					}
				}
				modelGesture(t, v, gs[len(gs)-1])
				step++
			}
		}
	}
}
