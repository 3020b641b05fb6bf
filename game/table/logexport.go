package table

import (
	"time"

	"estafette/session"
)

// exportLog is the log's Export button: the file goes to the saves
// directory, and the status line says where.
func (a *App) exportLog() {
	d, err := session.FindDataDir()
	if err == nil {
		var path string
		if path, err = a.c.ExportLog(d.SavesDir(), time.Now()); err == nil {
			a.c.Hint("log.exported", path)
			return
		}
	}
	a.c.Hint("log.export.fail", err.Error())
}
