package viewer

import (
	"testing"

	"estafette/i18n"
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
