package session

// Keep writes the game to its doc's file now, even with no action yet:
// a game hosted for other devices exists from the moment its code is
// given (package netplay), so that a host that restarts finds it.
func (l *Library) Keep(d *Doc, g *Game) error {
	if d == nil {
		return nil
	}
	data, err := FormatSave(g, Meta{ID: d.ID})
	if err != nil {
		return err
	}
	return l.st.Write(d.Path, data)
}
