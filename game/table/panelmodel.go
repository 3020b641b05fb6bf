package table

import (
	"slices"

	"estafette/game/tableview"
	"estafette/i18n"
	"estafette/render"
)

// panelModel is the panel the window shows: the view's, and when the run
// began at the start screen (Options.Menu) the row that goes back to it,
// last in the footer. The copy is made again only when the view builds a
// new model; it keeps the view's key, which names these rows alone.
func (a *App) panelModel() *render.PanelModel {
	m := a.v.Panel()
	if !a.opts.Menu {
		return m
	}
	if a.menuPanel.Key != m.Key {
		l := a.c.Lang
		a.menuPanel = *m
		// Clip: the row goes to a slice of its own, never into the view's.
		a.menuPanel.Footer = append(slices.Clip(m.Footer), render.Row{Kind: render.RowMenu, ID: tableview.Menu.ID(),
			Text: i18n.T(l, "menu.button"), Right: "Ctrl+M", Tip: []string{i18n.T(l, "menu.tip")}})
	}
	return &a.menuPanel
}
