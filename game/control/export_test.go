package control

// What the external tests (package control_test) reach inside.

// SetBanner shows the handover banner for army, as a handover would.
func SetBanner(c *Controller, army string) { c.banner = army }

// Told is told: whether an event of the opponent's turn is worth its line.
var Told = told
