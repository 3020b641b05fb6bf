package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/table"
	"estafette/game/viewer"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/lessons"
	"estafette/render"
	"estafette/scenarios"
	"estafette/session"
)

// ViewerOptions are the viewer window's options (docs/viewer.md).
type ViewerOptions struct {
	Lang i18n.Lang
	// LangGiven: Lang was asked on the command line (--lang), and the
	// language the player last chose, kept in the settings, does not
	// replace it.
	LangGiven bool
	// Palette is the window's colours; nil is the default palette.
	Palette *render.Palette
	// At is the position to open at, the game after its first At actions.
	At int
	// Screenshot writes the window to this PNG once the gestures are
	// played, then exits.
	Screenshot string
	// Clicks and Hover are played on opening, as the table's (--click,
	// --hover): a hex, a piece, panel:ID, timeline:N.
	Clicks []string
	Hover  string
	// NoAutosave is given to the table a "Take over" opens.
	NoAutosave bool
	// Menu offers the way back to the start screen: the start screen
	// opened the viewer.
	Menu bool
}

// ViewerGame is a record opened in the viewer (viewer.Game).
type ViewerGame = viewer.Game

// OpenRecord reads a record (or a duel's) of a scenario file for the
// viewer: the scenario's file name and text, the record's.
func OpenRecord(scenarioName string, scenarioSrc []byte, recordName string, recordSrc []byte) (*viewer.Game, error) {
	sc, rs, err := scenarios.LoadScenario(scenarioName, scenarioSrc)
	if err != nil {
		return nil, err
	}
	return viewer.NewGame(scenarioName, scenarioSrc, sc, rs, viewer.Record{File: recordName, Text: string(recordSrc)})
}

// OpenSave reads a saved game for the viewer: its scenario, then its
// record, whose lines keep their numbers in the saved file. The file is
// parsed once, and its record replayed by the viewer alone.
func OpenSave(file string, data []byte) (*viewer.Game, error) {
	sg, err := session.ParseSave(file, data) // every error with its line
	if err != nil {
		return nil, err
	}
	sc, rs, err := sg.LoadScenario(file) // the players line checked as the table does
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimPrefix(string(data), "\uFEFF"), "\n")
	rec := viewer.Record{File: file, Text: strings.Join(lines[sg.RecordStart:], "\n"), Offset: sg.RecordStart}
	return viewer.NewGame(sg.Name, sg.Source, sc, rs, rec)
}

// OpenLesson reads one of the shipped lessons for the viewer.
func OpenLesson(l lessons.Lesson) (*viewer.Game, error) {
	src, err := scenarios.Builtin(l.Scenario)
	if err != nil {
		return nil, err
	}
	rec, err := l.Record()
	if err != nil {
		return nil, err
	}
	return OpenRecord(l.Scenario+".toml", src, "lessons/"+l.File, rec)
}

// NewViewer is the viewer window on a game, with the table's play for
// its lessons: what the shell shows, and what the start screen will
// open.
func NewViewer(g *viewer.Game, opts ViewerOptions) (*viewer.App, error) {
	return viewer.NewApp(g, viewer.Options{Lang: opts.Lang, At: opts.At, Menu: opts.Menu, Palette: opts.Palette})
}

// RunViewer opens the viewer on a game and blocks until the window is
// closed; "Take over from here" switches to the table.
func RunViewer(g *viewer.Game, opts ViewerOptions) error {
	pres := openPresentation(opts.Screenshot != "")
	opts.Lang = pres.apply(opts.Lang, Display{LangGiven: opts.LangGiven})
	opts.Palette = pres.palette()
	a, err := NewViewer(g, opts)
	if err != nil {
		return err
	}
	s := &Shell{cur: a, viewer: a, pres: pres, playOpts: table.Options{Lang: opts.Lang, NoAutosave: opts.NoAutosave, NoEmptyEndQuestion: pres.set.NoEmptyEndQuestion, AskWhenNothing: pres.set.AskWhenNothing, AskDefenseFrom: pres.set.AskDefenseFrom, CardCorner: pres.set.CardCorner, Palette: opts.Palette}}
	var then window.Input
	if opts.Screenshot == "" {
		s.live = &window.Live{}
		then = s.live
	}
	gestures := make([]window.Gesture, len(opts.Clicks))
	for i, c := range opts.Clicks {
		gestures[i] = window.Gesture{Spec: c}
	}
	if s.in, err = script(gestures, opts.Hover, false, then); err != nil {
		return err
	}
	s.shot.Path = opts.Screenshot
	ebiten.SetWindowSize(window.Size(render.BoardGeometry(&g.Scenario.Board), viewer.PanelWidth))
	return runShell(s)
}

// takeOver opens the table on the game the viewer shows, as a new game
// whose record is the viewer's up to its position, with the players the
// viewer asks for (none: hot-seat, whatever the last game had).
func (s *Shell) takeOver(r viewer.TakeOverRequest) {
	opts := s.playOpts
	if s.viewer != nil {
		opts.Lang = s.viewer.Viewer().Lang
	}
	opts.Name, opts.Source, opts.Seed, opts.Record = r.Name, r.Source, r.Seed, r.Record
	opts.Players = r.Players
	opts.NoResume = true
	opts.Menu = s.start != nil
	t, err := table.NewApp(r.Scenario, r.Ruleset, opts)
	if err != nil {
		if s.viewer != nil {
			s.viewer.Viewer().Fail(err)
		}
		return
	}
	s.table = t
	s.show(t)
}
