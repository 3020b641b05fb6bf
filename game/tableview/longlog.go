package tableview

import (
	"slices"

	"estafette/i18n"
	"estafette/render"
	"estafette/session"
)

// logCache is the log's rows as the panel last built them, by log entry:
// an action adds its own sentences to them instead of the whole log
// being said again (a 99,999-action record's log is some 200,000
// sentences, each a translation and a search for rule ids). Undo, or a
// game opened in its place, changes entries already said: the rows from
// the first changed one on are said again.
type logCache struct {
	lang  i18n.Lang
	keys  []logKey // the entries said, in order
	start []int    // start[i]: the first of entry i's rows (its turn's separator, if any)
	rows  []render.LogRow
}

// logKey is what makes a log entry the same one: the action that said it
// and its place in the game. A view shows one game, one seed: the same
// actions from the start say the same events, dice included, so the
// entries' events need no comparing. The session keeps its entries, so
// their strings compare at the cost of a pointer.
type logKey struct {
	index, turn          int
	turnOf, army, action string
}

func keyOf(e session.LogEntry) logKey {
	return logKey{index: e.Index, turn: e.Turn, turnOf: e.TurnOf, army: e.Army, action: e.Action}
}

// kept is how many of log's first entries the cache said as they are,
// and drops the rows of the others. A row given to a panel is never
// changed (render.PanelModel.Log): dropped rows are replaced in a new
// array.
func (lc *logCache) kept(log []session.LogEntry, lang i18n.Lang) int {
	if lc.lang != lang {
		*lc = logCache{lang: lang}
	}
	k := 0
	for n := min(len(log), len(lc.keys)); k < n && lc.keys[k] == keyOf(log[k]); k++ {
	}
	if k < len(lc.keys) {
		lc.rows = slices.Clip(lc.rows[:lc.start[k]])
		lc.keys, lc.start = lc.keys[:k], lc.start[:k]
	}
	return k
}

// logCache is the view's log cache.
func (v *View) logCache() *logCache { return &v.logs }
