package control

import (
	"estafette/session"
)

// The computer at the table (docs/table.md "Playing against the
// computer") is the session's (session/computer.go): it thinks in a
// goroutine, on a copy of the state, while the window keeps drawing; the
// window's Update calls Tick, which shows the answer played as a person's
// click shows it (its trail, dice and log line). Draw never changes the
// game.

// Human is the Players value of an army a person commands.
const Human = session.Human

// DefaultPace is the time between two of the computer's actions.
const DefaultPace = session.DefaultPace

// wantsBanner reports whether the handover to army shows the banner: in
// hot seat always, against the computer only when a person takes over,
// in a game of the computer against itself never.
func (c *Controller) wantsBanner(army string) bool {
	if c.net != nil {
		// A shared game: the banner, with what the other army did, comes
		// on the device whose turn it now is, and on it alone.
		return c.net.Client != nil && c.net.Client.Mine(army)
	}
	return !c.s.IsComputer(army)
}

// BannerKey is the handover banner's instruction: hand over the mouse
// and keyboard between two people; a person alone against the computer
// has nobody to hand them to.
func (c *Controller) BannerKey() string {
	if c.net != nil {
		return "banner.dismiss.solo" // the others are at their own devices
	}
	if c.s.HasComputer() {
		for _, a := range c.Scenario().Armies {
			if a.ID != c.Banner() && !c.s.IsComputer(a.ID) {
				return "banner.dismiss" // another person plays too
			}
		}
		return "banner.dismiss.solo"
	}
	return "banner.dismiss"
}

// ReasonOf is the computer's reason for record[i] in the interface
// language, "" when none. It is said when asked, so the log's language
// switch says it again.
func (c *Controller) ReasonOf(i int) string { return c.s.ReasonOf(c.Lang, i) }
