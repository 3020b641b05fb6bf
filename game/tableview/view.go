package tableview

import (
	"sync/atomic"

	"estafette/game/boardview"
	"estafette/game/control"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// View turns the controller's state into what render draws: the board
// scene, the side panel and the tooltips. It asks the rules (reach,
// activation options, order costs, checks) once per change and keeps the
// answers, so a frame where nothing changed asks nothing.
type View struct {
	c *control.Controller

	// Touch is a touch screen's panel: it speaks of taps and names no
	// key (i18n.TouchKey), its footer's buttons are small buttons side by
	// side, and a leader to activate alone is a button (no Shift+click).
	// PromptFirst puts whose decision it is at the panel's top (a panel
	// under the board, whose rows have little height). Set them, then
	// touch the controller.
	Touch, PromptFirst bool

	// AskFrom is the risk, in percent, from which a person is asked to
	// answer an attack (the settings' ask_defense_from): the defender's
	// prompt shows it, as an entry that changes it (AskFrom). Set it,
	// then touch the controller, for the panel to show it.
	AskFrom int

	logs logCache // the log's rows as the panel last built them (longlog.go)

	sceneVersion int
	sceneHover   string // hovered leader the scene's faint radii belong to
	scene        render.Scene

	// Answers kept for the current version.
	dimReason map[string]*rules.Violation // piece -> why the selected leader cannot activate it
	reach     map[hex.Hex]reachEnd
	reachFrom hex.Hex

	panelVersion int
	panelLang    i18n.Lang
	panel        render.PanelModel
	panelKey     int
	actions      []rules.Action   // the generic action rows, by index
	entries      map[string]Entry // the panel's orders and actions, by id (entries.go)

	cardFor cardKey // the card kept, and what it was built for
	card    *render.Card
}

// renderKeys numbers every scene layer and panel model the views build,
// across all views: a key is never reused, so a cache in render (the
// panel's image, the board's layers) can never take a model built from a
// replaced game for the one it was drawn from.
var renderKeys atomic.Int64

func nextKey() int { return int(renderKeys.Add(1)) }

// NewView prepares the view of a controller.
func NewView(c *control.Controller) *View {
	return &View{c: c, sceneVersion: -1, panelVersion: -1}
}

// Scene returns the board scene, with hoverLeader's radii drawn faintly.
// A scene rebuilt after a change keeps its cache keys when it shows the
// same pieces or the same highlights: a hint, a price or the computer
// starting to think do not make render draw the board again.
func (v *View) Scene(hoverLeader string) *render.Scene {
	c := v.c
	if hoverLeader == c.Selected() {
		hoverLeader = ""
	}
	if v.sceneVersion == c.Version() && hoverLeader == v.sceneHover {
		return &v.scene
	}
	prev := v.scene
	if v.sceneVersion != c.Version() {
		v.buildScene()
		v.sceneVersion = c.Version()
	}
	v.scene.HoverCommand, v.scene.HoverInfluence = nil, nil
	v.scene.HoverCommand, v.scene.HoverInfluence = boardview.Zones(c.State(), hoverLeader)
	v.sceneHover = hoverLeader
	v.scene.PiecesKey, v.scene.OverlayKey = prev.PiecesKey, prev.OverlayKey
	if prev.PiecesKey == 0 || !v.scene.SamePieces(&prev) {
		v.scene.PiecesKey = nextKey()
	}
	if prev.OverlayKey == 0 || !v.scene.SameOverlay(&prev) {
		v.scene.OverlayKey = nextKey()
	}
	return &v.scene
}

// Preview returns the path the selected piece would take to h, and
// whether it could still fight there; nil when h is not in its reach.
func (v *View) Preview(h hex.Hex) ([]hex.Hex, bool) {
	v.Scene(v.sceneHover)
	e, ok := v.reach[h]
	if !ok {
		return nil, false
	}
	return e.path, e.fight
}
