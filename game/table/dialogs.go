package table

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/control"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/session"
)

// Dialog names the dialog over the table, "" for none: "notice" (an
// autosave that cannot be loaded), "resume", "load", "quit" (Ctrl+Q with
// the game unsaved), "briefing", "banner", "result".
func (a *App) Dialog() string {
	c := a.c
	switch {
	case a.notice != nil:
		return "notice"
	case a.resume != nil:
		return "resume"
	case a.loading:
		return "load"
	case a.quitAsk:
		return "quit"
	case a.endAsk:
		return "endask"
	case a.undoAsked() != nil:
		return "undoask"
	case a.joinCard:
		return "join"
	case a.briefing:
		return "briefing"
	case c.Banner() != "":
		return "banner"
	case c.Session().Over() && !a.resultClosed:
		return "result"
	}
	return ""
}

// dialogBox is the dialog over the table, placed: the notices over the
// whole window, the banner and the result over the board.
func (a *App) dialogBox() *render.DialogBox {
	// On the web page the Files button's corner is kept clear.
	screen, board := window.BelowPageCorner(a.Screen(), a.UI), window.BelowPageCorner(a.DialogArea(), a.UI)
	var d *render.Dialog
	area, veil := board, a.DialogArea()
	switch a.Dialog() {
	case "notice":
		d, area, veil = a.notice, screen, a.Screen()
	case "resume":
		d, area, veil = a.resumeDialog(), screen, a.Screen()
	case "load":
		d, area, veil = a.loadDialog(), screen, a.Screen()
	case "quit":
		d, area, veil = a.quitDialog(), screen, a.Screen()
	case "endask":
		d = a.endAskDialog()
	case "undoask":
		d = a.undoAskDialog()
	case "join":
		d = a.joinDialog()
	case "briefing":
		d = a.briefingDialog()
	case "banner":
		d = a.bannerDialog()
	case "result":
		d = a.resultDialog()
	default:
		return nil
	}
	// A finger's buttons on a touch screen, the text larger with them.
	d.Target, d.Veil = a.Target(), veil
	return render.PlaceDialog(d, area, a.TextUI())
}

// dialogKeys moves the keyboard's focus among the buttons of the dialog
// on screen (window.Focus: Tab, Shift+Tab, ← and →) and returns the
// button Enter pressed; *in then no longer shows that Enter.
func (a *App) dialogKeys(in *window.Input) string {
	if a.Dialog() == "" {
		a.focus.Clear()
		return ""
	}
	if a.f.dialog == nil {
		return "" // opened this tick: its buttons are placed at the next frame
	}
	var ids []string
	for _, h := range a.f.dialog.Hits() {
		ids = append(ids, h.ID)
	}
	var keyed string
	*in, keyed = a.focus.Answer(*in, ids, true)
	return keyed
}

// scrollDialog scrolls the notes of a dialog taller than the screen (a
// briefing on a phone on its side: window.DialogScroll), and reports
// whether they moved.
func (a *App) scrollDialog(in window.Input) bool {
	over, page := 0.0, 0.0
	if d := a.f.dialog; d != nil && a.Dialog() != "" {
		over, page = d.Overflow(), d.Page()
	}
	return a.dscroll.Input(in, a.Dialog(), over, page, a.onDialogBox(), a.TextUI())
}

// clickedID is the id of the entry clicked this tick, "" for none.
func (a *App) clickedID(clicked bool) string {
	if clicked && a.hoverOnHit {
		return a.hoverHit.ID
	}
	return ""
}

func (a *App) resumeInput(in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	switch {
	case in.KeyJustPressed(ebiten.KeyR) || id == "resume":
		r := a.resume
		a.resume = nil
		if a.OpenSave(r.Path) {
			a.briefing = false // the game goes on: its briefing was read
			if a.c.Session().Doc == nil || !a.c.Session().Doc.Copy {
				a.c.Hint("resumed")
			}
		}
	case in.KeyJustPressed(ebiten.KeyN) || in.KeyJustPressed(ebiten.KeyEscape) || id == "new":
		a.resume = nil
	}
}

func (a *App) resultInput(in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	switch {
	case in.KeyJustPressed(ebiten.KeyN) || id == "new":
		a.NewGame()
	case in.KeyJustPressed(ebiten.KeyEscape) || in.KeyJustPressed(ebiten.KeyEnter) || id == "close":
		a.resultClosed = true
	case window.Ctrl(in) && in.KeyJustPressed(ebiten.KeyZ):
		a.c.Undo()
	}
}

func (a *App) loadInput(in window.Input, clicked bool) {
	pick := -1
	for i := 0; i < min(9, len(a.saves)); i++ {
		if in.KeyJustPressed(ebiten.Key1 + ebiten.Key(i)) {
			pick = i
		}
	}
	if id := a.clickedID(clicked); id != "" {
		if id == "cancel" {
			a.loading = false
			return
		}
		if id == idLoadFirst {
			pick = 0
		}
	}
	if in.KeyJustPressed(ebiten.KeyEscape) {
		a.loading = false
		return
	}
	if pick < 0 || pick >= len(a.saves) {
		return
	}
	a.loading = false
	a.OpenSave(a.saves[pick].Path)
}

// tr is a text of the table's dialogs: a touch screen's where it has one.
func (a *App) tr(key string) string { return i18n.T(a.c.Lang, i18n.TouchKey(key, a.Touch)) }

func (a *App) bannerDialog() *render.Dialog {
	st := a.c.State()
	army, _ := st.Army(a.c.Banner())
	return &render.Dialog{
		Title: army.Name, Army: army.Index, Large: true,
		Lines:   []string{i18n.Tf(a.c.Lang, "banner.turn", st.Turn()), a.tr(a.c.BannerKey())},
		Notes:   handoverNotes(a.c.OpponentNotes()),
		Buttons: []render.Button{{ID: "ok", Label: a.tr("banner.ok")}},
	}
}

func (a *App) resultDialog() *render.Dialog {
	st := a.c.State()
	d := &render.Dialog{Army: -1, Large: true}
	if w, ok := st.Army(st.Winner()); ok {
		d.Title, d.Army = i18n.Tf(a.c.Lang, "result.winner", w.Name), w.Index
	} else {
		d.Title = a.tr("result.draw")
	}
	if log := a.c.Log(); len(log) > 0 {
		d.Lines = append(d.Lines, a.c.EventSentence(log[len(log)-1].Event))
	}
	for ar := range st.Armies() {
		d.Lines = append(d.Lines, i18n.Tf(a.c.Lang, "result.army", ar.Name, ar.EliminatedEnemy))
	}
	d.Lines = append(d.Lines, i18n.Tf(a.c.Lang, "result.turns", st.Turn(), len(a.c.Record())))
	d.Buttons = []render.Button{{ID: "new", Label: a.tr("result.new")}, {ID: "close", Label: a.tr("result.close")}}
	return d
}

func (a *App) resumeDialog() *render.Dialog {
	r := a.resume
	return &render.Dialog{
		Title: a.tr("resume.title"), Army: -1,
		Lines: []string{r.Title(),
			i18n.Tf(a.c.Lang, "resume.where", r.Meta.Turn, r.Meta.ArmyNamed(r.Meta.Army), r.Meta.Actions),
			i18n.Tf(a.c.Lang, "resume.when", r.Date.Format("2006-01-02 15:04"))},
		Buttons: []render.Button{{ID: "resume", Label: a.tr("resume.yes")}, {ID: "new", Label: a.tr("resume.no")}},
	}
}

// idLoadFirst is the saved-games dialog's button that opens the newest;
// the others open by their number keys.
const idLoadFirst = "load:first"

func (a *App) loadDialog() *render.Dialog {
	d := &render.Dialog{Title: a.tr("load.title"), Army: -1}
	for i, e := range a.saves {
		if i == 9 {
			break
		}
		d.Lines = append(d.Lines, fmt.Sprintf("%d. %s", i+1, session.EntryLine(a.c.Lang, e)))
	}
	d.Lines = append(d.Lines, a.tr("load.keys"))
	d.Buttons = []render.Button{{ID: idLoadFirst, Label: "1. " + a.saves[0].Title()}, {ID: "cancel", Label: a.tr("load.cancel")}}
	return d
}

// handoverNotes are the handover's lines as the dialog draws them.
func handoverNotes(ns []control.Note) []render.Note {
	out := make([]render.Note, len(ns))
	for i, n := range ns {
		out[i] = render.Note(n)
	}
	return out
}
