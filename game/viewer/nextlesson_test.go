package viewer

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/lessons"
)

// TestNextLessonAtTheEnd (issue 26): at a lesson's last step the viewer
// offers the next lesson, and only there; the last lesson offers none.
func TestNextLessonAtTheEnd(t *testing.T) {
	list := lessons.List()
	for i, l := range list {
		v := NewViewer(mustReplay(t, lessonGame(t, l.Key)), i18n.EN)
		v.Go(0)
		if _, ok := v.NextLesson(); ok {
			t.Errorf("%s offers the next lesson at its first step", l.Key)
		}
		v.Go(v.r.Len())
		next, ok := v.NextLesson()
		if i+1 < len(list) && (!ok || next.Key != list[i+1].Key) {
			t.Errorf("%s's last step offers %+v, want %s", l.Key, next, list[i+1].Key)
		}
		if i+1 == len(list) && ok {
			t.Errorf("the last lesson offers %s", next.Key)
		}
	}
}

// TestKeysOpenTheNextLesson (issue 39): at a lesson's last step, Enter,
// → or N opens the next lesson, as the panel's button does; before the
// last step they do what they always did, and the last lesson opens
// nothing.
func TestKeysOpenTheNextLesson(t *testing.T) {
	list := lessons.List()
	for _, k := range []ebiten.Key{ebiten.KeyEnter, ebiten.KeyArrowRight, ebiten.KeyN} {
		a, err := NewApp(lessonGame(t, list[0].Key), Options{Lang: i18n.EN})
		if err != nil {
			t.Fatal(err)
		}
		a.v.Go(a.v.r.Len() - 1)
		a.keys(&helptest.Input{Keys: []ebiten.Key{k}})
		if r := a.Request(); r != nil {
			t.Errorf("%s before the last step asks %#v", k, r)
		}
		a.v.Go(a.v.r.Len())
		a.keys(&helptest.Input{Keys: []ebiten.Key{k}})
		if r, ok := a.Request().(NextLessonRequest); !ok || r.Lesson.Key != list[1].Key {
			t.Errorf("%s at the last step asks %#v, want lesson %s", k, a.Request(), list[1].Key)
		}
	}
	a, err := NewApp(lessonGame(t, list[len(list)-1].Key), Options{Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	a.v.Go(a.v.r.Len())
	a.keys(&helptest.Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	if r := a.Request(); r != nil {
		t.Errorf("Enter at the last lesson's end asks %#v", r)
	}
}

// TestCtrlArrowJumpsAsTheHelpSays (issue 39): F1's line for Ctrl+→ says
// what the key does, in both languages: the next army's turn (the help
// said "one turn", and a player pressed it to reach the next turn's
// number); and Ctrl+→ does it.
func TestCtrlArrowJumpsAsTheHelpSays(t *testing.T) {
	for _, c := range []struct {
		lang i18n.Lang
		says string
	}{{i18n.EN, "army's turn"}, {i18n.FR, "tour de l'armée"}} {
		found := false
		for _, k := range i18n.Controls(c.lang, i18n.ControlsViewer) {
			if strings.HasPrefix(k.Keys, "Ctrl+→") {
				found = true
				if !strings.Contains(k.Does, c.says) {
					t.Errorf("%s: F1 says Ctrl+→ does %q; want %q", c.lang, k.Does, c.says)
				}
			}
		}
		if !found {
			t.Errorf("%s: F1 has no line for Ctrl+→", c.lang)
		}
	}
	a, err := NewApp(sampleGame(t), Options{Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	a.v.Go(1)
	r := a.v.r
	a.keys(&helptest.Input{Held: []ebiten.Key{ebiten.KeyControl}, Keys: []ebiten.Key{ebiten.KeyArrowRight}})
	at := r.At()
	if at <= 1 || r.marks[at].army == r.marks[1].army || r.marks[at-1].army != r.marks[1].army {
		t.Errorf("Ctrl+→ from 1 went to %d: %+v after %+v", at, r.marks[at], r.marks[1])
	}
}
