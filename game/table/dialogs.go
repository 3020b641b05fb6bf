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

// resumeDialog offers the most recent unfinished game of the scenario
// (startAutosave).
type resumeDialog struct{ e *session.Entry }

func (resumeDialog) name() string { return "resume" }
func (resumeDialog) card() bool   { return false }

func (r resumeDialog) input(a *App, in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	switch {
	case in.KeyJustPressed(ebiten.KeyR) || id == "resume":
		closeDialog[resumeDialog](a)
		if a.OpenSave(r.e.Path) {
			closeDialog[briefingDialog](a) // the game goes on: its briefing was read
			if a.c.Session().Doc == nil || !a.c.Session().Doc.Copy {
				a.c.Hint("resumed")
			}
		}
	case in.KeyJustPressed(ebiten.KeyN) || in.KeyJustPressed(ebiten.KeyEscape) || id == "new":
		closeDialog[resumeDialog](a)
	}
}

// resultDialog is the game's result: the winner, the last event, each
// army's count, the turns played.
type resultDialog struct{}

func (resultDialog) name() string { return "result" }
func (resultDialog) card() bool   { return false }

func (resultDialog) input(a *App, in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	switch {
	case in.KeyJustPressed(ebiten.KeyN) || id == "new":
		a.NewGame()
	case in.KeyJustPressed(ebiten.KeyEscape) || in.KeyJustPressed(ebiten.KeyEnter) || id == "close":
		a.dialogs.resultClosed = true
		a.dialogs.version++
	case window.Ctrl(in) && in.KeyJustPressed(ebiten.KeyZ):
		a.c.Undo()
	}
}

// loadDialog is the game library (Ctrl+O): the games the number keys
// open, newest first.
type loadDialog struct {
	saves []session.Entry
	under []string // what folds under each row: "2 saves, 1 copy"
}

func (loadDialog) name() string { return "load" }
func (loadDialog) card() bool   { return false }

func (l loadDialog) input(a *App, in window.Input, clicked bool) {
	saves := l.saves
	pick := -1
	for i := 0; i < min(9, len(saves)); i++ {
		if in.KeyJustPressed(ebiten.Key1 + ebiten.Key(i)) {
			pick = i
		}
	}
	if id := a.clickedID(clicked); id != "" {
		if id == "cancel" {
			closeDialog[loadDialog](a)
			return
		}
		if id == idLoadFirst {
			pick = 0
		}
	}
	if in.KeyJustPressed(ebiten.KeyEscape) {
		closeDialog[loadDialog](a)
		return
	}
	if pick < 0 || pick >= len(saves) {
		return
	}
	closeDialog[loadDialog](a)
	a.OpenSave(saves[pick].Path)
}

// bannerDialog is the handover: whose turn it is, and what the other
// army did (Controller.Banner).
type bannerDialog struct{}

func (bannerDialog) name() string { return "banner" }
func (bannerDialog) card() bool   { return false }

// input takes the handover: any click or key.
func (bannerDialog) input(a *App, in window.Input, clicked bool) {
	if clicked || in.AnyKeyJustPressed() {
		a.c.DismissBanner()
	}
}

// tr is a text of the table's dialogs: a touch screen's where it has one.
func (a *App) tr(key string) string { return i18n.T(a.c.Lang, i18n.TouchKey(key, a.Touch)) }

func (bannerDialog) box(a *App) (*render.Dialog, bool) {
	st := a.c.State()
	army, _ := st.Army(a.c.Banner())
	return &render.Dialog{
		Title: army.Name, Army: army.Index, Large: true,
		Lines:   []string{i18n.Tf(a.c.Lang, "banner.turn", st.Turn()), a.tr(a.c.BannerKey())},
		Notes:   handoverNotes(a.c.OpponentNotes()),
		Buttons: []render.Button{{ID: "ok", Label: a.tr("banner.ok")}},
	}, false
}

func (resultDialog) box(a *App) (*render.Dialog, bool) {
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
	return d, false
}

func (d resumeDialog) box(a *App) (*render.Dialog, bool) {
	r := d.e
	return &render.Dialog{
		Title: a.tr("resume.title"), Army: -1,
		Lines: []string{r.Title(),
			i18n.Tf(a.c.Lang, "resume.where", r.Meta.Turn, r.Meta.ArmyNamed(r.Meta.Army), r.Meta.Actions),
			i18n.Tf(a.c.Lang, "resume.when", r.Date.Format("2006-01-02 15:04"))},
		Buttons: []render.Button{{ID: "resume", Label: a.tr("resume.yes")}, {ID: "new", Label: a.tr("resume.no")}},
	}, true
}

// idLoadFirst is the saved-games dialog's button that opens the newest;
// the others open by their number keys.
const idLoadFirst = "load:first"

func (l loadDialog) box(a *App) (*render.Dialog, bool) {
	saves := l.saves
	d := &render.Dialog{Title: a.tr("load.title"), Army: -1}
	for i, e := range saves {
		if i == 9 {
			break
		}
		line := fmt.Sprintf("%d. %s", i+1, session.EntryLine(a.c.Lang, e))
		if i < len(l.under) && l.under[i] != "" {
			line += " (" + l.under[i] + ")"
		}
		d.Lines = append(d.Lines, line)
	}
	d.Lines = append(d.Lines, a.tr("load.keys"))
	d.Buttons = []render.Button{{ID: idLoadFirst, Label: "1. " + saves[0].Title()}, {ID: "cancel", Label: a.tr("load.cancel")}}
	return d, true
}

// handoverNotes are the handover's lines as the dialog draws them.
func handoverNotes(ns []control.Note) []render.Note {
	out := make([]render.Note, len(ns))
	for i, n := range ns {
		out[i] = render.Note(n)
	}
	return out
}
