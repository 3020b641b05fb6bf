package session

// A game is written by one window only. The window that opens it takes
// its lock, a small file beside its autosave ("games/ID.lock") naming the
// process and the window; another window that opens the game gets a copy.
// A lock whose process is gone (a crash) is taken over: it never keeps a
// game from being played.
type locker interface {
	// lock takes the lock at name for owner: true when it is owner's now
	// (or was already).
	lock(name, owner string) bool
	// unlock gives the lock up, if owner holds it.
	unlock(name, owner string)
}
