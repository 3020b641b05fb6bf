//go:build js

package game

import "estafette/i18n"

// fileDialog is empty in the page: its Files button opens the player's
// files (web/files.js).
type fileDialog struct{}

// askScenarioFile points to the page's Files button.
func (s *Shell) askScenarioFile(lang i18n.Lang) {
	if s.start != nil {
		s.start.Controller().Tell(i18n.T(lang, "start.openfile.web"))
	}
}

// fileAnswered has nothing to wait for in the page.
func (s *Shell) fileAnswered() {}
