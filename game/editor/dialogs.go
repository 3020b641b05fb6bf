package editor

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/game/editor/model"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/scenarios"
)

// newForm is the new-scenario form: a ruleset and a board size.
type newForm struct {
	ruleset    string
	cols, rows int
	startup    bool // the first form of `estafette edit` with no file: Esc keeps the defaults
}

// confirmation asks before unsaved changes are lost.
type confirmation struct {
	action string // "quit", "menu", "open", "new", "edit"
	name   string // "open": the dropped file's name and text
	src    []byte
	run    func() // "edit": take the scenario of the game on the table
}

// pathPrompt asks for a file name (save as).
type pathPrompt struct {
	text []rune
	all  bool   // Ctrl+A: the whole name is selected, and typing replaces it
	then func() // after a successful save
}

// Dialog names the dialog over the editor, "" for none: "form" (a new
// scenario), "confirm" (unsaved changes), "prompt" (save as), "overwrite".
func (a *App) Dialog() string {
	switch {
	case a.form != nil:
		return "form"
	case a.confirm != nil:
		return "confirm"
	case a.prompt != nil:
		return "prompt"
	case a.overwrite != nil:
		return "overwrite"
	}
	return ""
}

// Click is a click on a panel entry, as the mouse gives it: the
// controller's part, then what it asks of the window.
func (a *App) Click(e control.Entry) { a.handle(a.c.ClickPanel(e)) }

// handle carries out what a panel click asked of the window.
func (a *App) handle(r control.PanelRequest) {
	switch r {
	case control.RequestSaveAs:
		a.askPath(nil)
	case control.RequestOverwrite:
		a.overwrite = &overwriteAsk{path: a.c.Path}
		a.dialogV++
	case control.RequestNew:
		a.askThen("new", "", nil)
	case control.RequestPlay:
		a.play()
	case control.RequestPrint:
		// The setup as Play would start it: a problem is said, nothing printed.
		if sc, rs, _, err := a.c.PlaySetup(); err == nil {
			a.request = PrintRequest{Scenario: sc, Ruleset: rs, Lang: a.c.Lang}
		}
	case control.RequestBack:
		a.request = BackRequest{}
	case control.RequestMenu:
		if a.OffersMenu() {
			a.askThen("menu", "", nil)
		}
	case control.RequestHelp:
		a.help.Open("")
	}
}

// play asks the shell for a game on the setup, when it has no problem
// (the status line says the first otherwise).
func (a *App) play() {
	c := a.c
	sc, rs, src, err := c.PlaySetup()
	if err != nil {
		return
	}
	name := "scenario.toml"
	if c.Path != "" {
		name = c.Path
	} else if s := c.Suggestion(); s != "" {
		name = s
	}
	a.request = PlayRequest{Scenario: sc, Ruleset: rs, Source: src, Name: name}
}

// askThen does a dialog's action at once, or asks first when the
// scenario has unsaved changes.
func (a *App) askThen(action, name string, src []byte) {
	a.ask(&confirmation{action: action, name: name, src: src})
}

// ask does a dialog's action at once, or asks first when the scenario has
// unsaved changes.
func (a *App) ask(cf *confirmation) {
	if a.c.Dirty() {
		a.confirm = cf
		a.dialogV++
		return
	}
	a.do(cf)
}

func (a *App) do(cf *confirmation) {
	switch cf.action {
	case "edit":
		cf.run()
	case "quit":
		a.quit = true
	case "menu":
		a.request = MenuRequest{}
	case "open":
		if err := a.c.Open("", cf.name, cf.src); err == nil {
			a.c.Suggest(cf.name)
			a.Moved = false
		}
	case "new":
		a.form = &newForm{ruleset: a.c.Ruleset().Key, cols: DefaultColumns, rows: DefaultRows}
		a.dialogV++
	}
}

// Edit puts a game's scenario in the editor (Ctrl+E on a game the editor
// was not opened on): path is the file it may be saved back to ("" for
// none) and suggest the name save-as offers. Unsaved changes are asked
// about first; then runs after the scenario is in.
func (a *App) Edit(sc *rules.Scenario, rs *rules.Ruleset, path, suggest string, then func()) {
	a.ask(&confirmation{action: "edit", run: func() {
		a.c.Reset(path, model.Clone(sc), rs)
		a.c.Suggest(suggest)
		a.Moved = false
		then()
	}})
}

// Close is the window's close button: it quits, or asks first when the
// scenario has unsaved changes.
func (a *App) Close() bool {
	if a.confirm == nil {
		a.askThen("quit", "", nil)
	}
	return a.quit
}

// formModel is the new-scenario form as panel rows.
func (a *App) formModel() *render.EditorPanelModel {
	f := a.form
	l := a.c.Lang
	finger := window.TouchScreen()
	m := &render.EditorPanelModel{Key: a.dialogV*4 + btoi(finger)*2 + btoi(l == i18n.FR), Finger: finger}
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdTitle, Text: say(l, "new.title")},
		render.EdRow{Kind: render.EdHeading, Text: say(l, "new.ruleset")})
	var cells []render.EdCell
	for _, k := range scenarios.RulesetKeys() {
		name := k
		if rs, err := scenarios.Ruleset(k); err == nil {
			name = rs.Name
		}
		cells = append(cells, render.EdCell{Kind: render.EdButton, ID: FormRuleset{k}.ID(), Label: name, Active: f.ruleset == k})
	}
	for i := 0; i < len(cells); i += 2 {
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdCells, Cells: cells[i:min(i+2, len(cells))]})
	}
	size := func(label string, less, more FormButton, n int) render.EdRow {
		return render.EdRow{Kind: render.EdCells, Cells: []render.EdCell{
			{Kind: render.EdField, Label: say(l, label), Value: fmt.Sprint(n), Weight: 2},
			{Kind: render.EdButton, ID: less.ID(), Label: "−", Weight: 0.5},
			{Kind: render.EdButton, ID: more.ID(), Label: "+", Weight: 0.5}}}
	}
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdHeading, Text: say(l, "new.board", f.cols, f.rows)},
		size("columns", FewerColumns, MoreColumns, f.cols), size("rows", FewerRows, MoreRows, f.rows),
		render.EdRow{Kind: render.EdGap},
	)
	m.Footer = []render.EdRow{{Kind: render.EdCells, Cells: []render.EdCell{
		{Kind: render.EdButton, ID: Create.ID(), Label: say(l, "new.create"), Active: true},
		{Kind: render.EdButton, ID: Cancel.ID(), Label: say(l, "new.cancel")}}}}
	return m
}

// clickedID is the id of the entry clicked this tick, "" for none.
func (a *App) clickedID(clicked bool) string {
	if clicked && a.hoverOnHit {
		return a.hoverHit.ID
	}
	return ""
}

func (a *App) formInput(in window.Input, clicked bool) {
	f := a.form
	e := formEntry(a.clickedID(clicked))
	step := func(p *int, d, lo, hi int) {
		*p = max(lo, min(hi, *p+d))
		a.dialogV++
	}
	if rs, ok := e.(FormRuleset); ok {
		f.ruleset = rs.Key
		a.dialogV++
		return
	}
	switch {
	case e == FewerColumns || in.KeyJustPressed(ebiten.KeyArrowLeft):
		step(&f.cols, -1, rules.MinColumns, rules.MaxColumns)
	case e == MoreColumns || in.KeyJustPressed(ebiten.KeyArrowRight):
		step(&f.cols, 1, rules.MinColumns, rules.MaxColumns)
	case e == FewerRows || in.KeyJustPressed(ebiten.KeyArrowDown):
		step(&f.rows, -1, rules.MinRows, rules.MaxRows)
	case e == MoreRows || in.KeyJustPressed(ebiten.KeyArrowUp):
		step(&f.rows, 1, rules.MinRows, rules.MaxRows)
	case e == Create || window.Enter(in):
		a.createFromForm()
	case e == Cancel || in.KeyJustPressed(ebiten.KeyEscape):
		a.form = nil
		a.dialogV++
	}
}

// createFromForm starts the scenario the form describes.
func (a *App) createFromForm() {
	f := a.form
	rs, err := scenarios.Ruleset(f.ruleset)
	if err != nil {
		a.c.Tell("open.failed", err.Error())
		return
	}
	path := a.c.Path
	if !f.startup {
		path = ""
	}
	a.c.Reset(path, model.NewScenarioIn(a.c.Lang, rs, f.cols, f.rows), rs)
	a.form = nil
	a.Moved = false
	a.dialogV++
}

func (a *App) confirmDialog() *render.Dialog {
	l := a.c.Lang
	line := say(l, "confirm.open")
	switch a.confirm.action {
	case "quit":
		line = say(l, "confirm.quit")
	case "menu":
		line = say(l, "confirm.menu")
	}
	return &render.Dialog{Title: say(l, "confirm.title"), Army: -1, Lines: []string{line},
		Buttons: []render.Button{{ID: "save", Label: say(l, "confirm.save")}, {ID: "discard", Label: say(l, "confirm.discard")}, {ID: "cancel", Label: say(l, "confirm.cancel")}}}
}

func (a *App) confirmInput(in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	cf := a.confirm
	switch {
	case id == "save" || in.KeyJustPressed(ebiten.KeyEnter):
		a.confirm = nil
		a.dialogV++
		then := func() { a.do(cf) }
		if a.c.Path == "" {
			a.askPath(then)
			return
		}
		a.saveThen(a.c.Path, false, then)
	case id == "discard" || in.KeyJustPressed(ebiten.KeyD):
		a.confirm = nil
		a.dialogV++
		a.do(cf)
	case id == "cancel" || in.KeyJustPressed(ebiten.KeyEscape):
		a.confirm = nil
		a.dialogV++
	}
}

func (a *App) promptDialog() *render.Dialog {
	l := a.c.Lang
	text := string(a.prompt.text)
	d := &render.Dialog{Title: say(l, "prompt.saveas"), Army: -1,
		Lines:   []string{text + "|", say(l, "prompt.folder", control.FolderOf(text)), say(l, "prompt.keys")},
		Buttons: []render.Button{{ID: "ok", Label: say(l, "prompt.ok")}}}
	if a.prompt.all {
		d.Lines[0], d.Selected = text, 1
	}
	if a.offersFolder() {
		d.Buttons = append(d.Buttons, render.Button{ID: "folder", Label: say(l, "prompt.own")})
	}
	d.Buttons = append(d.Buttons, render.Button{ID: "cancel", Label: say(l, "prompt.cancel")})
	return d
}

func (a *App) promptInput(in window.Input, clicked bool) {
	p := a.prompt
	id := a.clickedID(clicked)
	a.chars = in.AppendChars(a.chars[:0])
	if window.Ctrl(in) {
		a.chars = a.chars[:0] // a shortcut, not text (a browser may report it typed)
	}
	for _, r := range a.chars {
		if p.all {
			p.text, p.all = p.text[:0], false
		}
		p.text = append(p.text, r)
		a.dialogV++
	}
	switch {
	case window.Ctrl(in) && in.KeyJustPressed(ebiten.KeyA):
		p.all = len(p.text) > 0
		a.dialogV++
	case in.KeyRepeated(ebiten.KeyBackspace) && p.all:
		p.text, p.all = p.text[:0], false
		a.dialogV++
	case in.KeyRepeated(ebiten.KeyBackspace) && len(p.text) > 0:
		p.text = p.text[:len(p.text)-1]
		a.dialogV++
	case id == "folder":
		a.inScenarioFolder()
	case id == "ok" || window.Enter(in):
		a.prompt = nil
		a.dialogV++
		a.saveThen(string(p.text), true, p.then)
	case id == "cancel" || in.KeyJustPressed(ebiten.KeyEscape):
		a.prompt = nil
		a.dialogV++
	}
}
