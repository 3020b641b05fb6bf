//go:build js

package session

import "syscall/js"

// On the page, a window is a tab, and it is the tab that holds a game's
// lock: its identity comes from the page (window.estafette.tab, which
// web/files.js keeps in the tab's sessionStorage), so that a reload or
// the tab reopened continues the game it played instead of playing a
// copy. Without it (a page of an earlier version), each program is a
// window of its own, as on the desktop.
func init() {
	if id := tabOwner(); id != "" {
		processOwner = id
	}
}

// tabOwner is the page's tab identity, "" when it gives none.
func tabOwner() (id string) {
	defer func() {
		if recover() != nil {
			id = ""
		}
	}()
	page := js.Global().Get("estafette")
	if !page.Truthy() {
		return ""
	}
	t := page.Get("tab")
	if t.Type() != js.TypeString {
		return ""
	}
	return cleanOwner(t.String())
}

// cleanOwner keeps an owner a lock can hold: one word of letters,
// digits, '-' and '_', at most 64 of them; "" for none.
func cleanOwner(s string) string {
	if len(s) == 0 || len(s) > 64 {
		return ""
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return ""
		}
	}
	return s
}
