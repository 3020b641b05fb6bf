//go:build !js

package game

import (
	"context"
	"errors"
	"path/filepath"

	"estafette/game/start"
	"estafette/i18n"
	"estafette/internal/filedialog"
	"estafette/internal/safefile"
	"estafette/scenarios"
	"estafette/session"
)

// The start screen's "Open a scenario file…" asks the system's file
// dialog (internal/filedialog) for a .toml in the player's scenarios
// folder, and plays the one chosen as a new game. The dialog runs in the
// background: the shell looks for its answer at each tick, and the
// window goes on drawing meanwhile.

// fileDialog is the system's file dialog the shell waits on.
type fileDialog struct {
	answer <-chan filedialog.Result // nil when none is open
	folder string                   // the player's scenarios folder
}

// askScenarioFile shows the system's dialog, or says how else to bring
// a scenario where the system has none.
func (s *Shell) askScenarioFile(lang i18n.Lang) {
	if s.file.answer != nil {
		return // one dialog at a time
	}
	folder := ""
	if d, err := session.FindDataDir(); err == nil {
		folder = filepath.Join(d.Path, "scenarios")
	}
	s.file = fileDialog{folder: folder, answer: filedialog.Ask(context.Background(), filedialog.Request{Kind: filedialog.Open,
		Title: i18n.T(lang, "start.openfile.title"), Dir: folder, Pattern: "*.toml"})}
}

// fileAnswered takes the dialog's answer, once it has come.
func (s *Shell) fileAnswered() {
	if s.file.answer == nil {
		return
	}
	select {
	case r := <-s.file.answer:
		s.file.answer = nil
		s.openScenarioFile(r)
	default:
	}
}

// openScenarioFile plays the scenario file chosen as a new game, or
// says on the start screen why it cannot be played (its first problem,
// with its file, line and column).
func (s *Shell) openScenarioFile(r filedialog.Result) {
	if s.start == nil {
		return
	}
	c := s.start.Controller()
	switch {
	case errors.Is(r.Err, filedialog.ErrNone):
		c.Tell(i18n.Tf(c.Lang, "start.openfile.none", s.file.folder))
		return
	case r.Err != nil:
		return // closed without a file
	}
	src, err := safefile.Read(r.Path, safefile.MaxScenario)
	if err != nil {
		c.Tell(firstLineErr{err}.Error())
		return
	}
	sc, rs, err := scenarios.LoadScenario(r.Path, src)
	if err == nil && (sc == nil || rs == nil) {
		err = errors.New(r.Path + ": the scenario does not load with its ruleset")
	}
	if err != nil {
		c.Tell(firstLineErr{err}.Error())
		return
	}
	s.handleStart(start.PlayRequest{Scenario: start.Scenario{Key: r.Path, File: r.Path, Source: src, Scenario: sc, Ruleset: rs}})
}
