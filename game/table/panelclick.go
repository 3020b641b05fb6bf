package table

import (
	"estafette/game/control"
	"estafette/game/tableview"
)

// panelTable is the table window as the panel's entries act on it
// (tableview.Table): the controller, the view, and the window's own
// dialogs, log and help.
type panelTable struct{ a *App }

func (t panelTable) Controller() *control.Controller { return t.a.c }
func (t panelTable) View() *tableview.View           { return t.a.v }
func (t panelTable) EndPhase()                       { t.a.endPhase() }
func (t panelTable) Save()                           { t.a.save() }
func (t panelTable) OpenLoad()                       { t.a.openLoad() }
func (t panelTable) OpenBriefing()                   { t.a.OpenBriefing() }
func (t panelTable) OpenJoinCard()                   { t.a.openDialog(joinDialog{}) }
func (t panelTable) OpenHelp()                       { t.a.help.Open("") }
func (t panelTable) AskMenu()                        { t.a.askMenu() }
func (t panelTable) StepAskFrom()                    { t.a.stepAskFrom() }
func (t panelTable) LogStart()                       { t.a.scroll.Log, t.a.scroll.Follow = 0, false }
func (t panelTable) LogEnd()                         { t.a.scroll.Follow = true }
func (t panelTable) ExportLog()                      { t.a.exportLog() }

// ScrollLog scrolls the log by most of its height a page.
func (t panelTable) ScrollLog(pages float64) {
	t.a.scrollLog(pages * float64(t.a.panel.LogArea().Dy()) * 0.8)
}
