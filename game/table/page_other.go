//go:build !js

package table

// showToPage: on the desktop there is no page around the window.
func (a *App) showToPage() {}
