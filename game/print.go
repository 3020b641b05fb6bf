package game

import (
	"bytes"
	"time"

	"estafette/game/start"
	"estafette/i18n"
	"estafette/printkit"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// printSetup prints a scenario's sheets (the editor's Print) and
// delivers them: it returns where they went.
func printSetup(sc *rules.Scenario, rs *rules.Ruleset, l i18n.Lang) (string, error) {
	src, _ := scenarios.RulesetSource(rs.Key)
	var pdf bytes.Buffer
	if _, err := printkit.Scenario(&pdf, sc, rs, src, printkit.Options{Lang: l}); err != nil {
		return "", err
	}
	return deliver(session.CleanTitle(sc.Title)+"-"+string(l)+"-"+time.Now().Format("20060102-150405"), pdf.Bytes())
}

// printScenario is the start screen's Print: the club-night kit of the
// selected scenario (its sheets, or its rules family's card) made by
// printkit from the scenario and ruleset the game plays, then delivered
// as a file of its own (deliver: prints/ in the data directory on the
// desktop, a download in the browser), never over another.
func (s *Shell) printScenario(r start.PrintRequest) {
	c := s.start.Controller()
	sc, rs := r.Scenario.Scenario, r.Scenario.Ruleset
	src, _ := scenarios.RulesetSource(rs.Key) // nil: no [HOUSE] marks
	var pdf bytes.Buffer
	var err error
	name := session.CleanTitle(sc.Title)
	opts := printkit.Options{Lang: r.Lang}
	if r.Rules {
		name = session.CleanTitle(rs.Name) + "-card"
		_, err = printkit.Card(&pdf, rs, src, opts)
	} else {
		_, err = printkit.Scenario(&pdf, sc, rs, src, opts)
	}
	if err == nil {
		var where string
		if where, err = deliver(name+"-"+string(r.Lang)+"-"+time.Now().Format("20060102-150405"), pdf.Bytes()); err == nil {
			c.Tell(i18n.Tf(r.Lang, "start.printed", where))
			return
		}
	}
	c.Tell(i18n.Tf(r.Lang, "start.print.failed", err.Error()))
}
