package game

import (
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/editor"
	"estafette/internal/safefile"
	"estafette/rules"
)

// Shell is the window's ebiten.Game: it shows the table or the editor and
// switches between them. Ctrl+E on the table opens the editor on the
// scenario being played; Play in the editor starts a game from its setup;
// Ctrl+E on that game goes back to the editor as it was, and "Back to the
// game" in an editor opened from a game returns to that game.
type Shell struct {
	table *App
	ed    *EditorApp
	// editing says the editor is shown (else the table).
	editing bool
	// edFor is the scenario of the game the editor was opened on or
	// started: Ctrl+E brings the editor back as it was only for that game.
	edFor *rules.Scenario
	// playOpts are the options of the tables Play opens.
	playOpts Options
	ow, oh   float64
}

type screenGame interface {
	Update() error
	Draw(*ebiten.Image)
	LayoutF(float64, float64) (float64, float64)
}

func (s *Shell) current() screenGame {
	if s.editing || s.table == nil {
		return s.ed
	}
	return s.table
}

// Update runs the shown mode's tick, then any switch it asked for.
func (s *Shell) Update() error {
	if ebiten.IsWindowBeingClosed() {
		switch {
		case s.ed != nil && s.ed.c.Dirty():
			s.show(true)
			s.ed.RequestQuit()
		case s.ed != nil && s.editing:
			s.ed.RequestQuit()
		default:
			return ebiten.Termination
		}
	}
	if !s.editing && s.table != nil {
		err := s.table.Update()
		if s.table.wantEdit {
			s.table.wantEdit = false
			s.openEditor()
		}
		return err
	}
	err := s.ed.Update()
	switch s.ed.request {
	case RequestPlay:
		s.ed.request = RequestNone
		s.play()
	case RequestBack:
		s.ed.request = RequestNone
		if s.table != nil {
			s.show(false)
		}
	}
	return err
}

// show switches to the editor (true) or the table, laying the new mode
// out at once and making it draw its whole frame.
func (s *Shell) show(editor bool) {
	s.editing = editor
	if editor {
		s.ed.invalidate()
		s.ed.title = ""
		s.ed.pressed = false
	} else {
		s.table.lastFrame = frameKey{}
		ebiten.SetWindowTitle("Estafette — " + s.table.c.Scenario().Title)
	}
	if s.ow > 0 {
		s.current().LayoutF(s.ow, s.oh)
	}
}

// openEditor opens the editor from the table, on the scenario of the game
// on screen: the editor that game was started from (or last opened on),
// or one on its scenario. When the table's game was replaced since (a
// saved game opened, the autosave resumed), the editor takes the new
// game's scenario, asking first if its own changes are unsaved.
func (s *Shell) openEditor() {
	a := s.table
	sc := a.c.Scenario()
	path, suggest := editorFile(a.c)
	if s.ed == nil {
		ed, err := NewEditorApp(EditorOptions{Scenario: editor.Clone(sc), Ruleset: a.c.Ruleset(), Lang: a.c.Lang, NoAutosave: a.opts.NoAutosave})
		if err != nil {
			a.c.hint("load.failed", err.Error())
			return
		}
		ed.c.SetFile(path, suggest)
		s.ed, s.edFor = ed, sc
		s.playOpts = Options{Lang: a.c.Lang, NoAutosave: a.opts.NoAutosave}
	} else if s.edFor != sc {
		ed, rs := s.ed, a.c.Ruleset()
		ed.ask(&confirmation{action: "edit", run: func() {
			ed.c.Reset(path, editor.Clone(sc), rs)
			ed.c.suggest = suggest
			ed.moved = false
			s.edFor = sc
		}})
	}
	// From now on the close button asks before unsaved changes are lost.
	ebiten.SetWindowClosingHandled(true)
	s.ed.back = true
	s.ed.c.Lang = s.table.c.Lang
	s.ed.c.changed()
	s.show(true)
}

// editorFile is the file the editor may write a game's scenario back to:
// the game's scenario file, when it is a .toml on disk holding that very
// scenario (not a built-in, not a file changed since). Otherwise there is
// none, and save-as suggests the scenario file's name.
func editorFile(c *Controller) (path, suggest string) {
	name := c.ScenarioName()
	if !strings.EqualFold(filepath.Ext(name), ".toml") {
		return "", ""
	}
	data, err := safefile.Read(name, safefile.MaxScenario)
	if err == nil && scenarioHash(data) == scenarioHash(c.game.source) {
		return name, ""
	}
	return "", filepath.Base(name)
}

// play starts a game from the editor's setup, when it has no problem.
func (s *Shell) play() {
	c := s.ed.c
	sc, rs, src, err := c.PlaySetup()
	if err != nil {
		return
	}
	opts := s.playOpts
	opts.Lang = c.Lang
	opts.Name = "scenario.toml"
	if c.Path != "" {
		opts.Name = c.Path
	} else if c.suggest != "" {
		opts.Name = c.suggest
	}
	opts.Source = src
	t, err := NewApp(sc, rs, opts)
	if err != nil {
		c.tell("open.failed", err.Error())
		return
	}
	// A game from the editor starts afresh: no offer to resume another.
	t.resume = nil
	s.table, s.edFor = t, t.c.Scenario()
	s.ed.back = true
	s.show(false)
}

// Draw draws the shown mode.
func (s *Shell) Draw(screen *ebiten.Image) { s.current().Draw(screen) }

// LayoutF lays the shown mode out.
func (s *Shell) LayoutF(ow, oh float64) (float64, float64) {
	s.ow, s.oh = ow, oh
	return s.current().LayoutF(ow, oh)
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (s *Shell) Layout(w, h int) (int, int) {
	fw, fh := s.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}
