package viewer

import (
	"fmt"
	"image/color"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"estafette/game/boardview"
	"estafette/game/help"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// panelNow is the side panel's model, rebuilt when the viewer, the
// seat or the language changed: while a step waits for the player, the
// table's rows (the seat's: the turn, the groups, the selection, the
// orders); otherwise the position's.
func (a *App) panelNow() *render.PanelModel {
	v := a.v
	k := panelFor{version: v.version, lang: v.Lang, touch: a.Touch}
	if v.Waiting() && v.seat != nil {
		k.seat = v.seat.Version()
	}
	if a.panelFor == k && a.panelModel.Key != 0 {
		return &a.panelModel
	}
	a.panelFor = k
	var rows []render.Row
	if v.Waiting() && v.seatFor() != nil {
		rows = append(rows, render.Row{Kind: render.RowHeading, Text: t(v.Lang, "lesson.waiting"), Right: tf(v.Lang, "step", v.r.At()+1, v.r.Len())})
		rows = append(rows, v.seat.Rows()...)
	} else {
		rows = a.positionRows()
	}
	rows = append(rows, render.Row{Kind: render.RowSpacer, ID: idLog})
	footer := a.footerRows()
	if a.Touch {
		footer = fingerRows(footer)
	}
	a.panelModel = render.PanelModel{Key: nextKey(), Rows: rows, Footer: footer}
	return &a.panelModel
}

// keyHint is a key named in an entry's text: "(←)", "(Space)", "(T)".
var keyHint = regexp.MustCompile(`\s*\((?:←|→|↑ ↓|Space|Espace|Tab|Enter|Entrée|[A-Z]|Ctrl\+[A-Z])\)`)

// fingerRows are the viewer's footer on a touch screen: no key named,
// the lines of keys left out.
func fingerRows(rows []render.Row) []render.Row {
	var out []render.Row
	for _, r := range rows {
		if r.Kind == render.RowText && r.Tone == render.ToneDim && r.ID == "" {
			continue // a line of keys
		}
		r.Text, r.Right = keyHint.ReplaceAllString(r.Text, ""), keyHint.ReplaceAllString(r.Right, "")
		if strings.HasPrefix(r.Right, "Ctrl+") {
			r.Right = ""
		}
		r.Text = strings.TrimPrefix(strings.TrimPrefix(r.Text, "L: "), "L : ")
		out = append(out, r)
	}
	return out
}

// positionRows: the scenario, the turn and phase, the army to play and
// its points, then the action that led here with its line.
func (a *App) positionRows() []render.Row {
	v := a.v
	lang := v.Lang
	st := v.r.State()
	sc := v.r.g.Scenario
	army := st.Active()
	turns := strconv.Itoa(st.Turn())
	if sc.Turns > 0 {
		turns = fmt.Sprintf("%d / %d", st.Turn(), sc.Turns)
	}
	phase := i18n.T(lang, "phase."+string(st.Phase()))
	if st.SecondCommand() {
		phase += " (" + i18n.T(lang, "phase.second") + ")"
	}
	line := i18n.Tf(lang, "turn.phase", turns, phase)
	if st.Phase() == rules.PhaseOver {
		line = i18n.Tf(lang, "game.over", turns)
	}
	used, allowed := st.LeaderActivations()
	rows := []render.Row{
		{Kind: render.RowTitle, Text: sc.Title},
		{Kind: render.RowText, Text: line, Tone: render.ToneGold},
		{Kind: render.RowArmy, Army: army.Index, Text: army.Name},
		{Kind: render.RowText, Text: i18n.Tf(lang, "army.points", army.OrderPoints, used, allowed, army.UnitsPerActivation)},
	}
	at := v.r.At()
	if at == 0 {
		return append(rows, render.Row{Kind: render.RowHeading, Text: tf(lang, "step.start", v.r.Len())})
	}
	s := v.r.Step(at)
	rows = append(rows, render.Row{Kind: render.RowHeading, Text: tf(lang, "step", at, v.r.Len()), Right: tf(lang, "step.line", s.Line)})
	who := s.Army
	if a, ok := st.Army(s.Army); ok {
		who = a.Name
	}
	said := s.Said[1]
	if lang == i18n.FR {
		said = s.Said[0]
	}
	rows = append(rows, render.Row{Kind: render.RowText, ID: idStep, Text: tf(lang, "step.by", who, said), Active: true,
		Tip: []string{i18n.Tf(lang, "act.record", s.Action.String())}})
	for _, e := range s.Events {
		if d := e.Dice(); len(d) > 0 {
			rows = append(rows, render.Row{Kind: render.RowDice, Dice: boardview.DieFaces(d, v.Lang)})
			break
		}
	}
	return rows
}

// footerRows are pinned to the bottom: while a step waits, the table's
// buttons (end the phase, roll) and Show me; then back and next,
// autoplay, taking over (hot-seat, against the computer), the language
// and the keys.
func (a *App) footerRows() []render.Row {
	v := a.v
	lang := v.Lang
	var rows []render.Row
	if v.Waiting() {
		if cb := v.r.State().CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
			rows = append(rows, render.Row{Kind: render.RowButton, ID: idRoll, Text: t(lang, "roll")})
		}
		rows = append(rows,
			render.Row{Kind: render.RowButton, ID: idEnd, Text: t(lang, "end")},
			render.Row{Kind: render.RowButton, ID: idShowMe, Text: t(lang, "lesson.showme"), Active: true})
	}
	if next, ok := v.NextLesson(); ok {
		rows = append(rows, render.Row{Kind: render.RowButton, ID: idNext, Text: tf(lang, "lesson.next", next.Title(lang)), Active: true,
			Tip: []string{t(lang, "lesson.next.tip")}})
	}
	play := t(lang, "play")
	if v.Playing() {
		play = t(lang, "pause")
	}
	take := a.takeOverRows()
	if a.Touch {
		return append(rows, a.fingerChips(play, take)...)
	}
	rows = append(rows,
		render.Row{Kind: render.RowMenu, ID: idNav, Text: t(lang, "nav"), Right: t(lang, "nav.right")},
		render.Row{Kind: render.RowMenu, ID: idPlay, Text: play, Right: a.paceText()},
		take[0], take[1],
		render.Row{Kind: render.RowMenu, ID: idLang, Text: i18n.T(lang, "lang.switch")})
	if a.menu {
		rows = append(rows, render.Row{Kind: render.RowMenu, ID: idMenu, Text: i18n.T(lang, "menu.button"), Right: "Ctrl+M",
			Tip: []string{t(lang, "menu.tip")}})
	}
	return append(rows,
		render.Row{Kind: render.RowText, Text: t(lang, "keys"), Tone: render.ToneDim},
		render.Row{Kind: render.RowText, Text: t(lang, "keys2"), Tone: render.ToneDim},
	)
}

// fingerChips are the footer's small buttons on a touch screen, side by
// side, a finger's each and naming no key: back, play and next; the two
// ways to take over; the language and the start screen. As rows, a
// finger's each, they took the whole of a phone's panel while a lesson
// waited, and held upright ran over the timeline.
func (a *App) fingerChips(play string, take [2]render.Row) []render.Row {
	lang := a.v.Lang
	chip := func(id, label string) render.Chip { return render.Chip{ID: id, Label: noKey(label)} }
	taking := func(r render.Row, key string) render.Chip {
		return render.Chip{ID: r.ID, Label: t(lang, key), Tip: r.Tip, Off: r.Disabled}
	}
	ways := []render.Chip{chip(idLang, i18n.T(lang, "lang.switch"))}
	if a.menu {
		ways = append(ways, render.Chip{ID: idMenu, Label: i18n.T(lang, "menu.button"), Tip: []string{t(lang, "menu.tip")}})
	}
	return []render.Row{
		{Kind: render.RowChips, Chips: []render.Chip{chip(idBack, t(lang, "nav")), chip(idPlay, play), chip(idForward, t(lang, "nav.right"))}},
		{Kind: render.RowChips, Chips: []render.Chip{taking(take[0], "takeover.short"), taking(take[1], "takeover.ai.short")}},
		{Kind: render.RowChips, Chips: ways},
	}
}

// noKey is an entry's words without the key named in them, for a finger.
func noKey(s string) string {
	s = keyHint.ReplaceAllString(s, "")
	return strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, "L: "), "L : "))
}

// takeOverRows are the two buttons that continue the game at the table,
// hot-seat and against the computer; greyed with the reason where the
// game is over.
func (a *App) takeOverRows() [2]render.Row {
	v := a.v
	lang := v.Lang
	you, others := v.sides()
	rows := [2]render.Row{
		{Kind: render.RowButton, ID: idTakeOver, Text: t(lang, "takeover"), Tip: []string{t(lang, "takeover.tip")}},
		{Kind: render.RowButton, ID: idComputer, Text: t(lang, "takeover.ai"),
			Tip: []string{tf(lang, "takeover.ai.tip", you, strings.Join(others, ", "))}},
	}
	if !v.CanTakeOver() {
		for i := range rows {
			rows[i].Disabled, rows[i].Tip = true, []string{t(lang, "takeover.over")}
		}
	}
	return rows
}

// paceText is autoplay's pace, with a decimal comma in French.
func (a *App) paceText() string {
	p := strconv.FormatFloat(a.v.Pace(), 'f', -1, 64)
	if a.v.Lang == i18n.FR {
		p = strings.ReplaceAll(p, ".", ",")
	}
	return tf(a.v.Lang, "pace", p)
}

// timeline is the slider's model for the position shown. Its marks
// (the turns, the captions, the lesson's waits) are the record's, the
// same at every position: they are gathered once per language, and a
// step of a 99,999-action record walks none of them again.
func (a *App) timeline() *render.Timeline {
	v := a.v
	r := v.r
	if a.marksFor != v.Lang || a.tlMarks == nil {
		a.tlMarks, a.marksFor = a.timelineMarks(), v.Lang
	}
	tl := *a.tlMarks
	tl.Len, tl.At, tl.Playing, tl.Pace = r.Len(), r.At(), v.Playing(), a.paceText()
	if a.Touch {
		tl.Pace = noKey(tl.Pace) // no key named to a finger
	}
	return &tl
}

// timelineMarks gathers the timeline's marks in the viewer's language.
func (a *App) timelineMarks() *render.Timeline {
	v := a.v
	r := v.r
	tl := &render.Timeline{}
	first := ""
	for _, m := range r.TurnMarks() {
		ar, _ := r.State().Army(m.Army)
		label := ""
		if first == "" || m.Army == first {
			first = m.Army
			label = strconv.Itoa(m.Turn)
		}
		tl.Turns = append(tl.Turns, render.TimelineMark{At: m.At, Label: label, Turn: m.Turn, Army: ar.Index})
	}
	n := r.g.Narration
	for p := 0; p <= r.Len(); p++ {
		if len(n.Captions(p, v.Lang)) > 0 {
			tl.Captions = append(tl.Captions, p)
		}
		if n.Do[p] {
			tl.Waits = append(tl.Waits, p)
		}
	}
	return tl
}

// caption is the caption box's model: the position's paragraphs, and
// while a step waits, the call to play and what the last click got.
func (a *App) caption() *render.Caption {
	v := a.v
	lang := v.Lang
	c := &render.Caption{Title: v.r.g.Narration.TitleIn(lang), Paras: v.Captions()}
	// A rule id a caption names is a link to its help entry.
	c.Links = help.Links(lang, strings.Join(c.Paras, " "))
	if c.Title == "" {
		c.Title = t(lang, "caption")
	}
	switch {
	case v.Err() != nil:
		c.Note = v.Err().Error()
	case v.takeOverRefused:
		c.Note = t(lang, "takeover.over")
	case v.Played() && !v.Waiting():
		// "Well played" is the step just played's; a step that waits
		// right after it has its own call to play, not both in one box.
		c.Note, c.Good = t(lang, "lesson.played"), true
	}
	if v.Waiting() {
		c.Prompt = t(lang, "lesson.wait")
		if rule, text := v.Refusal(); text != "" {
			c.Rule, c.Note = rule, text
		}
	}
	return c
}

// logLines are the whole game's sentences in the viewer's language, each
// in its army's colour: built once per language.
func (a *App) logLines() []render.StepLine {
	v := a.v
	if a.log != nil && a.logLang == v.Lang {
		return a.log
	}
	st := v.r.State()
	var out []render.StepLine
	for n := 1; n <= v.r.Len(); n++ {
		s := v.r.Step(n)
		var col color.RGBA // the log's soft colour, in the window's palette
		if ar, ok := st.Army(s.Army); ok {
			col = render.LogColor(ar.Index)
		}
		for _, e := range s.Events {
			format, args := e.Sentence()
			out = append(out, render.StepLine{Text: i18n.Sentence(v.Lang, format, args, ""), Color: col, Dice: boardview.DieFaces(e.Dice(), v.Lang), Step: n})
		}
	}
	a.log, a.logLang = out, v.Lang
	return out
}

// shownLog is the log the panel shows: a replay's whole game, what is
// still to come greyed, to click; a lesson's up to the position on
// screen only, so that it never tells what the player is about to do or
// roll.
func (a *App) shownLog() []render.StepLine {
	lines := a.logLines()
	if !a.v.Narrated() {
		return lines
	}
	at := a.v.r.At()
	n := sort.Search(len(lines), func(i int) bool { return lines[i].Step > at })
	return lines[:n]
}
