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

// printJob is a print being made on its own goroutine, so that the window
// goes on drawing while a large board prints; printAnswered delivers it
// on the game's goroutine once it is done (printJob.tell runs there too).
type printJob struct {
	stem string
	make func(*bytes.Buffer) (printkit.Printed, error)
	tell func(where string, missing []rune, err error)
}

// printResult is a print made.
type printResult struct {
	job  printJob
	pdf  []byte
	done printkit.Printed
	err  error
}

// startPrint makes the job's PDF on a goroutine of its own; one print at
// a time (busy is told otherwise).
func (s *Shell) startPrint(j printJob, busy func()) {
	if s.printing != nil {
		busy()
		return
	}
	ch := make(chan printResult, 1)
	s.printing = ch
	go func() {
		var pdf bytes.Buffer
		done, err := j.make(&pdf)
		ch <- printResult{job: j, pdf: pdf.Bytes(), done: done, err: err}
	}()
}

// printAnswered delivers the print once it is made: a file of its own
// in prints/ on the desktop, a download in the browser.
func (s *Shell) printAnswered() {
	if s.printing == nil {
		return
	}
	select {
	case r := <-s.printing:
		s.printing = nil
		where, err := "", r.err
		if err == nil {
			where, err = deliver(r.job.stem+"-"+time.Now().Format("20060102-150405"), r.pdf)
		}
		r.job.tell(where, r.done.Missing, err)
	default:
	}
}

// printSetup prints a scenario's sheets (the editor's Print): the
// editor's status line says where they went.
func (s *Shell) printSetup(sc *rules.Scenario, rs *rules.Ruleset, l i18n.Lang) {
	c := s.ed.Controller()
	src, _ := scenarios.RulesetSource(rs.Key)
	c.Tell("print.making")
	s.startPrint(printJob{
		stem: session.CleanTitle(sc.Title) + "-" + string(l),
		make: func(b *bytes.Buffer) (printkit.Printed, error) {
			return printkit.Scenario(b, sc, rs, src, printkit.Options{Lang: l})
		},
		tell: func(where string, missing []rune, err error) {
			switch {
			case err != nil:
				c.Tell("print.failed", err.Error())
			case len(missing) > 0:
				c.Tell("printed", where+" — "+i18n.Tf(l, "print.missing", printkit.MissingList(missing)))
			default:
				c.Tell("printed", where)
			}
		},
	}, func() { c.Tell("print.busy") })
}

// printScenario is the start screen's Print: the club-night kit of the
// selected scenario (its sheets, or its rules family's card) made by
// printkit from the scenario and ruleset the game plays, then delivered
// as a file of its own, never over another.
func (s *Shell) printScenario(r start.PrintRequest) {
	c := s.start.Controller()
	sc, rs := r.Scenario.Scenario, r.Scenario.Ruleset
	src, _ := scenarios.RulesetSource(rs.Key) // nil: no [HOUSE] marks
	opts := printkit.Options{Lang: r.Lang}
	j := printJob{
		stem: session.CleanTitle(sc.Title) + "-" + string(r.Lang),
		make: func(b *bytes.Buffer) (printkit.Printed, error) {
			return printkit.Scenario(b, sc, rs, src, opts)
		},
		tell: func(where string, missing []rune, err error) {
			switch {
			case err != nil:
				c.Tell(i18n.Tf(r.Lang, "start.print.failed", err.Error()))
			case len(missing) > 0:
				c.Tell(i18n.Tf(r.Lang, "start.printed", where) + " — " + i18n.Tf(r.Lang, "print.missing", printkit.MissingList(missing)))
			default:
				c.Tell(i18n.Tf(r.Lang, "start.printed", where))
			}
		},
	}
	if r.Rules {
		j.stem = session.CleanTitle(rs.Name) + "-card-" + string(r.Lang)
		j.make = func(b *bytes.Buffer) (printkit.Printed, error) { return printkit.Card(b, rs, src, opts) }
	}
	c.Tell(i18n.T(r.Lang, "print.making"))
	s.startPrint(j, func() { c.Tell(i18n.T(r.Lang, "print.busy")) })
}
