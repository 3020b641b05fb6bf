package viewer

import (
	"path"

	"estafette/lessons"
)

// At a lesson's last step the panel offers the next lesson (a newcomer
// went looking for it); the shell opens it (NextLessonRequest).

// idNext is the panel's Next lesson button.
const idNext = "v:next"

// NextLessonRequest asks the shell to open the next lesson in the viewer.
type NextLessonRequest struct{ Lesson lessons.Lesson }

// NextLesson is the lesson after this one, when the viewer shows a
// shipped lesson that has one and stands at its last step.
func (v *Viewer) NextLesson() (lessons.Lesson, bool) {
	g := v.r.Game()
	if g.Narration == nil || v.r.At() < v.r.Len() {
		return lessons.Lesson{}, false
	}
	list := lessons.List()
	for i, l := range list {
		if l.File == path.Base(g.File) && i+1 < len(list) {
			return list[i+1], true
		}
	}
	return lessons.Lesson{}, false
}
