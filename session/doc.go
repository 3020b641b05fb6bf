// Package session is the game session below every window: a game (the
// scenario, the record, the state and the log they lead to), the saved
// game's text, and the player's library of games in the data directory
// (each game's own autosave, the saved games, their names, locks and
// listing). The start screen, the table, the viewer, the command line and
// the web page import it; it imports no Ebiten (`go list -deps
// ./session`), so everything in it is tested without a window.
package session
