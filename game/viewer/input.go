package viewer

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/help"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
)

// Panel ids of the viewer's own rows: prefixed, apart from the table's
// rows a waiting step shows.
const (
	idNav      = "v:nav"
	idBack     = "v:back"    // a finger's chip: the nav row's left half
	idForward  = "v:forward" // and its right half
	idPlay     = "v:play"
	idTakeOver = "v:takeover"
	idStep     = "v:step" // the step's sentence: its tooltip gives the record line
	idComputer = "v:takeover:ai"
	idLang     = "v:lang"
	idShowMe   = "v:showme"
	idEnd      = "v:end"
	idRoll     = "v:roll"
	idLog      = "v:log" // the spacer the step log starts under
	idMenu     = "v:menu"
)

// input reads a tick's mouse and keys: the timeline being dragged first,
// then the keys, the camera and the clicks.
func (a *App) input(in window.Input) {
	v := a.v
	a.mx, a.my = in.Cursor()
	if took, lang := a.help.Input(in); took {
		// The help covers the window: nothing under it is hovered.
		a.hoverHit, a.hoverOnHit, a.hoverHex, a.hoverLeader = render.Hit{}, false, hex.None, ""
		a.seeking = false
		if lang {
			v.SetLang(i18n.Other(v.Lang))
		}
		return
	}
	a.touching = window.Touching(in)
	a.updateHover()
	if a.seeking {
		if in.Pressed(ebiten.MouseButtonLeft) && a.f.timeline != nil {
			v.Go(a.f.timeline.PositionAt(a.mx))
			return
		}
		a.seeking = false
	}
	if a.ToggleDrawer(in) {
		return
	}
	a.pan.Input(in, &a.Viewport, a.t.World, window.CameraKeys{})
	a.keys(in)
	if in.JustPressed(ebiten.MouseButtonLeft) {
		a.click(in.Key(ebiten.KeyShift))
	}
}

// keys are the viewer's keys (docs/viewer.md): the steps, then the rest.
func (a *App) keys(in window.Input) {
	if a.nextLessonKeys(in) || a.stepKeys(in) || a.zoomKeys(in) {
		return
	}
	v := a.v
	ctrl := window.Ctrl(in)
	switch {
	case ctrl && in.KeyJustPressed(ebiten.KeyM) && a.menu:
		a.toMenu()
	case in.KeyJustPressed(ebiten.KeyL) && !ctrl:
		v.SetLang(i18n.Other(v.Lang))
	case in.KeyRepeated(ebiten.KeyArrowUp):
		v.Faster()
	case in.KeyRepeated(ebiten.KeyArrowDown):
		v.Slower()
	case in.KeyJustPressed(ebiten.KeyT) && !ctrl:
		a.takeOver(false)
	case in.KeyJustPressed(ebiten.KeyC) && !ctrl:
		a.takeOver(true)
	case in.KeyJustPressed(ebiten.KeyTab):
		v.ShowMe()
	case in.KeyJustPressed(ebiten.KeySpace):
		if v.Waiting() {
			v.Roll()
		} else {
			v.TogglePlay()
		}
	case window.Enter(in) && v.Waiting():
		v.EndPhase()
	case in.KeyJustPressed(ebiten.KeyEscape):
		v.Pause()
		if v.Waiting() {
			v.Escape()
		}
	}
}

// nextLessonKeys: at a lesson's last step, Enter, → or N opens the next
// lesson, as the panel's button does. It reports whether one did.
func (a *App) nextLessonKeys(in window.Input) bool {
	next, ok := a.v.NextLesson()
	if !ok || window.Ctrl(in) || in.Key(ebiten.KeyShift) {
		return false
	}
	if window.Enter(in) || in.KeyJustPressed(ebiten.KeyArrowRight) || in.KeyJustPressed(ebiten.KeyN) {
		a.v.Pause()
		a.request = NextLessonRequest{Lesson: next}
		return true
	}
	return false
}

// zoomKeys fit the board (0) or zoom in (+) and out (-); they report
// whether one was pressed.
func (a *App) zoomKeys(in window.Input) bool {
	switch {
	case in.KeyJustPressed(ebiten.Key0), in.KeyJustPressed(ebiten.KeyNumpad0):
		a.fitCamera()
		a.Moved = false
	case in.KeyJustPressed(ebiten.KeyEqual), in.KeyJustPressed(ebiten.KeyKPAdd):
		a.zoom(1.25)
	case in.KeyJustPressed(ebiten.KeyMinus), in.KeyJustPressed(ebiten.KeyKPSubtract):
		a.zoom(0.8)
	default:
		return false
	}
	return true
}

// stepKeys move through the game: → and ← by an action (with Shift a
// phase, with Ctrl a turn), Home and End to either end. They report
// whether one was pressed; each pauses autoplay.
func (a *App) stepKeys(in window.Input) bool {
	v := a.v
	r := v.r
	at := r.At()
	ctrl, shift := window.Ctrl(in), in.Key(ebiten.KeyShift)
	switch {
	case in.KeyRepeated(ebiten.KeyArrowRight):
		v.Pause()
		switch {
		case ctrl:
			a.goUnlessWaiting(r.NextTurn(at))
		case shift:
			a.goUnlessWaiting(r.NextPhase(at))
		default:
			v.Forward()
		}
	case in.KeyRepeated(ebiten.KeyArrowLeft):
		v.Pause()
		switch {
		case ctrl:
			v.Go(r.PrevTurn(at))
		case shift:
			v.Go(r.PrevPhase(at))
		default:
			v.Back()
		}
	case in.KeyJustPressed(ebiten.KeyHome):
		v.Pause()
		v.Go(0)
	case in.KeyJustPressed(ebiten.KeyEnd):
		v.Pause()
		v.Go(r.Len())
	default:
		return false
	}
	return true
}

// takeOver asks the shell for the table on the position shown, hot-seat
// or against the computer; where the game is over there is nothing to
// take over, and the caption box says so.
func (a *App) takeOver(computer bool) {
	v := a.v
	v.Pause()
	switch {
	case !v.CanTakeOver():
		v.refuseTakeOver()
	case computer:
		a.request = v.TakeOverAgainstComputer()
	default:
		a.request = v.TakeOver()
	}
}

// toMenu asks the shell for the start screen, the autoplay stopped.
func (a *App) toMenu() {
	a.v.Pause()
	a.request = MenuRequest{}
}

// goUnlessWaiting jumps forward, but no further than a step that waits
// for the player: Shift and Ctrl with → stop there as → does.
func (a *App) goUnlessWaiting(n int) {
	v := a.v
	for p := v.r.At(); p < n; p++ {
		if v.r.g.Narration.Do[p] {
			n = p
			break
		}
	}
	v.Go(n)
}

func (a *App) zoom(f float64) {
	a.Cam = a.Cam.ZoomAt(float64(a.BoardW())/2, float64(a.BoardH())/2, f)
	a.Moved = true
}

// click handles a left click at the cursor: the timeline, a panel entry
// (only one of the frame on screen: liveHits), or the board of a step
// that waits for the player.
func (a *App) click(shift bool) {
	v := a.v
	if a.hoverOnHit {
		a.hitClick(a.hoverHit)
		return
	}
	if a.OnBoard(a.mx, a.my) && v.Waiting() && !a.onCaption() {
		if a.touching && !shift {
			v.Tap(a.hoverHex, a.hoverLeader)
			return
		}
		v.Click(a.hoverHex, a.hoverLeader, shift)
	}
}

func (a *App) hitClick(h render.Hit) {
	v := a.v
	id := h.ID
	right := a.mx > (h.Rect.Min.X+h.Rect.Max.X)/2
	switch {
	case id == render.TimelineTrack:
		v.Pause()
		a.seeking = true
		v.Go(a.f.timeline.PositionAt(a.mx))
	case id == render.TimelinePlay, id == idPlay:
		v.TogglePlay()
	case id == render.TimelinePace:
		if v.pace == len(Paces)-1 {
			v.setPace(0)
		} else {
			v.Faster()
		}
	case id == idNav && right, id == idForward:
		v.Pause()
		v.Forward()
	case id == idNav, id == idBack:
		v.Pause()
		v.Back()
	case id == idNext:
		if next, ok := v.NextLesson(); ok {
			a.request = NextLessonRequest{Lesson: next}
		}
	case id == idTakeOver:
		a.takeOver(false)
	case id == idComputer:
		a.takeOver(true)
	case id == idLang:
		v.SetLang(i18n.Other(v.Lang))
	case id == idMenu:
		a.toMenu()
	case id == idShowMe:
		v.ShowMe()
	case id == idEnd:
		v.EndPhase()
	case id == idRoll:
		v.Roll()
	case strings.HasPrefix(id, render.StepLogPrefix):
		if n, err := strconv.Atoi(strings.TrimPrefix(id, render.StepLogPrefix)); err == nil {
			v.Pause()
			v.Go(n)
		}
	case isRuleLink(id):
		rule, _ := help.RuleOf(id)
		a.help.Open(rule)
	case id == idLog:
	case !strings.HasPrefix(id, "v:") && v.Waiting() && !h.Off:
		// A row of the table's: an order, another action.
		v.PanelClick(id)
	}
}

// onCaption reports the cursor over the caption box: the board under it
// takes no click.
func (a *App) onCaption() bool {
	r := a.f.caption.Rect()
	return a.mx >= r.Min.X && a.mx < r.Max.X && a.my >= r.Min.Y && a.my < r.Max.Y
}

// liveHits returns the clickable areas on screen, or none when what they
// come from changed since the frame on screen was drawn: a click then
// waits for the next frame instead of landing on a row that is gone.
func (a *App) liveHits() []render.Hit {
	shown, ok := a.frames.Shown()
	if !ok || shown.Panel != a.f.key.Panel || shown.Game != a.f.key.Game || shown.W != a.f.key.W || shown.H != a.f.key.H {
		return nil
	}
	return a.f.hits
}

// updateHover finds the hex, the leader token or the clickable area
// under the cursor.
func (a *App) updateHover() {
	x, y := a.mx, a.my
	a.hoverHit, a.hoverOnHit = render.HitAt(a.liveHits(), x, y)
	if !a.OnBoard(x, y) || a.t == nil || a.hoverOnHit || a.onCaption() {
		a.hoverHex, a.hoverLeader = hex.None, ""
		return
	}
	lay := a.t.World.Layout
	a.hoverHex = a.Cam.HexAt(lay, float64(x), float64(y))
	// The scene of the last hover: asking with another leader would
	// rebuild its overlay for nothing.
	if a.touching {
		// A finger covers a leader's small token: its target is 44 px,
		// but on a unit's hex only the token itself (FingerLeader).
		_, unit := a.v.r.State().UnitAt(a.hoverHex)
		a.hoverLeader = window.FingerLeader(a.Cam, lay, a.sceneNow().Leaders, x, y, window.TouchReach*a.UI, unit)
		return
	}
	a.hoverLeader, _ = window.LeaderAt(a.Cam, lay, a.sceneNow().Leaders, x, y)
}

// isRuleLink reports whether a clickable id is a rule's link to its help
// entry (help.RuleOf).
func isRuleLink(id string) bool {
	_, ok := help.RuleOf(id)
	return ok
}
