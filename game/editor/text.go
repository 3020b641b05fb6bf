package editor

import "estafette/i18n"

// say is the editor's text for key in language l, formatted with args:
// the entry "editor."+key of i18n's catalog (i18n/editor.go). A missing
// key shows as itself.
func say(l i18n.Lang, key string, args ...any) string {
	return i18n.Tf(l, "editor."+key, args...)
}

// sayFor is say for a screen a finger plays on (touch): the key's
// ".touch" text, which names taps, where it has one.
func sayFor(l i18n.Lang, key string, touch bool, args ...any) string {
	return i18n.Tf(l, i18n.TouchKey("editor."+key, touch), args...)
}
