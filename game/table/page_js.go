//go:build js

package table

import (
	"syscall/js"
	"time"

	"estafette/session"
)

// pageFuncs are the functions the table last gave the page, released
// when another table replaces it.
var pageFuncs []js.Func

// showToPage lets the page around the canvas (web/, its object
// window.estafette) ask the table three things: the game as a saved
// game's text, for the page's Download button; where a piece or a hex is
// on the canvas, in CSS pixels, so that the page's browser test clicks
// it as a player would; and where the keyboard's cursor is (the piece
// and the hex, or the panel's entry), so that the test plays by keyboard as a player who sees it. The page calls them from its own events, between
// two frames (a browser runs one thing at a time), and they only read.
func (a *App) showToPage() {
	page := js.Global().Get("estafette")
	if !page.Truthy() {
		return
	}
	for _, f := range pageFuncs {
		f.Release()
	}
	game := js.FuncOf(func(js.Value, []js.Value) any {
		text, err := a.c.SaveText()
		if err != nil {
			return nil
		}
		name := session.CleanTitle(a.c.Session().Game().Scenario.Title) + "-" + time.Now().Format("20060102-150405") + session.SaveExt
		return map[string]any{"name": name, "text": string(text)}
	})
	locate := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return nil
		}
		p, err := a.Locate(args[0].String())
		if err != nil {
			return nil
		}
		// The screen is in device pixels (window.Viewport.LayoutF).
		s := a.UI
		if s <= 0 {
			s = 1
		}
		return []any{float64(p.X) / s, float64(p.Y) / s}
	})
	cursor := js.FuncOf(func(js.Value, []js.Value) any {
		if !a.keys.on {
			return nil
		}
		if a.keys.entry != "" {
			return map[string]any{"entry": a.keys.entry, "right": a.keys.right}
		}
		return map[string]any{"piece": a.keys.piece, "hex": a.keys.at.String()}
	})
	// The dialog over the table ("" for none) and the piece whose card
	// shows: what the page's test of a turn by finger checks.
	dialog := js.FuncOf(func(js.Value, []js.Value) any { return a.Dialog() })
	card := js.FuncOf(func(js.Value, []js.Value) any { return a.shownCard() })
	pageFuncs = []js.Func{game, locate, cursor, dialog, card}
	page.Set("table", map[string]any{"game": game, "locate": locate, "cursor": cursor, "dialog": dialog, "card": card})
}
