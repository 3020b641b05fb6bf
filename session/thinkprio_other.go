//go:build !linux

package session

// thinkInBackground would lower the priority of the computer's thread.
// Only Linux gives a thread a policy of its own without a further
// dependency, so elsewhere the search runs at the window's priority
// (docs/table.md "Frames while the computer thinks").
func thinkInBackground() {}

// ThreadInBackground: unknown off Linux.
func ThreadInBackground() (background, known bool) { return false, false }
