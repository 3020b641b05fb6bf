package table

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
)

// input reads a tick's mouse and keys: the dialogs take them first, then
// the camera, the shortcuts and the clicks.
func (a *App) input(in window.Input) {
	c := a.c
	a.mx, a.my = in.Cursor()
	if took, lang := a.help.Input(in); took {
		// The help covers the window: nothing under it is hovered.
		a.hoverHit, a.hoverOnHit, a.hoverHex, a.hoverLeader = render.Hit{}, false, hex.None, ""
		if lang {
			c.Lang = i18n.Other(c.Lang)
			c.changed()
		}
		return
	}
	a.updateHover()
	clicked := in.JustPressed(ebiten.MouseButtonLeft)
	if in.KeyJustPressed(ebiten.KeyL) && !window.Ctrl(in) {
		c.Lang = i18n.Other(c.Lang)
		c.changed()
	}
	switch {
	case a.notice != nil:
		if (clicked && a.hoverOnHit) || in.KeyJustPressed(ebiten.KeyEnter) || in.KeyJustPressed(ebiten.KeyEscape) {
			a.notice = nil
		}
		return
	case a.resume != nil:
		a.resumeInput(in, clicked)
		return
	case a.loading:
		a.loadInput(in, clicked)
		return
	case c.Banner() != "":
		if clicked || in.AnyKeyJustPressed() {
			c.DismissBanner()
		}
		return
	case c.Over() && !a.resultClosed:
		a.resultInput(in, clicked)
		return
	}
	a.pan.Input(in, &a.Viewport, a.t.World, window.CameraKeys{Arrows: true, Zoom: true})
	a.shortcuts(in)
	if clicked {
		a.click(in.Key(ebiten.KeyShift))
	}
}

// shortcuts are the table's keys (docs/table.md).
func (a *App) shortcuts(in window.Input) {
	c := a.c
	ctrl := window.Ctrl(in)
	switch {
	case ctrl && in.KeyJustPressed(ebiten.KeyZ) && in.Key(ebiten.KeyShift):
		c.Redo()
	case ctrl && in.KeyJustPressed(ebiten.KeyZ):
		c.Undo()
	case ctrl && in.KeyJustPressed(ebiten.KeyY):
		c.Redo()
	case ctrl && in.KeyJustPressed(ebiten.KeyS):
		a.save()
	case ctrl && in.KeyJustPressed(ebiten.KeyO):
		a.openLoad()
	case ctrl && in.KeyJustPressed(ebiten.KeyE):
		a.request = EditRequest{}
	case window.Enter(in):
		c.EndPhase()
	case in.KeyJustPressed(ebiten.KeySpace):
		// Space rolls only a declared combat: elsewhere it is not a
		// mistake worth a refusal.
		if cb := c.State().CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
			c.Roll()
		}
	case in.KeyJustPressed(ebiten.KeyF) && !ctrl:
		c.ToggleFollow()
	case in.KeyJustPressed(ebiten.KeyEscape):
		c.Select("")
		c.ClearStatus()
	}
}

// click handles a left click at the cursor: a panel entry (only one drawn
// from the panel as it is now, see liveHits) or the board.
func (a *App) click(shift bool) {
	if a.mx >= a.BoardW() {
		if a.hoverOnHit && !a.hoverHit.Off {
			a.panelClick(a.hoverHit.ID)
		}
		return
	}
	if a.onStatusRule() {
		a.help.Open(a.f.status.Rule)
		return
	}
	a.c.Click(a.hoverHex, a.hoverLeader, shift)
}

// liveHits returns the clickable areas on screen, or none when the game,
// the panel or the dialog changed since the frame on screen was drawn: a
// click then waits for the next frame instead of landing on a row that
// is gone.
func (a *App) liveHits() []render.Hit {
	shown, ok := a.frames.Shown()
	if !ok || shown.panel != a.f.key.panel || shown.dialog != a.f.key.dialog || a.f.owner != a.owner() {
		return nil
	}
	return a.f.hits
}

// updateHover finds the hex, the leader token or the panel entry under
// the cursor.
func (a *App) updateHover() {
	x, y := a.mx, a.my
	a.hoverHit, a.hoverOnHit = render.HitAt(a.liveHits(), x, y)
	if x >= a.BoardW() || a.t == nil {
		a.hoverHex, a.hoverLeader = hex.None, ""
		return
	}
	lay := a.t.World.Layout
	a.hoverHex = a.Cam.HexAt(lay, float64(x), float64(y))
	// The scene of the last hover: asking with another leader would
	// rebuild its overlay for nothing.
	sc := a.v.Scene(a.hoverLeader)
	a.hoverLeader, _ = window.LeaderAt(a.Cam, lay, sc.Leaders, x, y)
}

func (a *App) panelClick(id string) {
	c := a.c
	switch {
	case id == idEnd:
		c.EndPhase()
	case id == idRoll:
		c.Roll()
	case id == idUndo:
		// The left half undoes, the right half redoes.
		if r := a.hoverHit.Rect; a.mx > (r.Min.X+r.Max.X)/2 {
			c.Redo()
		} else {
			c.Undo()
		}
	case id == idSave:
		if r := a.hoverHit.Rect; a.mx > (r.Min.X+r.Max.X)/2 {
			a.openLoad()
		} else {
			a.save()
		}
	case id == idLang:
		c.Lang = i18n.Other(c.Lang)
		c.changed()
	case id == idFollow:
		c.ToggleFollow()
	case id == idHelp:
		a.help.Open("")
	case strings.HasPrefix(id, "rule:"):
		a.help.Open(strings.TrimPrefix(id, "rule:"))
	case strings.HasPrefix(id, "order:"):
		c.GiveOrder(strings.TrimPrefix(id, "order:"), 0)
	case strings.HasPrefix(id, "act:"):
		var i int
		fmt.Sscanf(strings.TrimPrefix(id, "act:"), "%d", &i)
		if act, ok := a.v.Action(i); ok {
			c.Apply(act)
		}
	}
}
