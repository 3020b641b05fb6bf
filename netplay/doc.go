// Package netplay shares one game between several devices (docs/network.md):
// a server that keeps the games and is the one authority on them (the host
// of `estafette host`, the club's `estafette serve`), and the client each
// device runs, on the desktop and in the web page. They speak one protocol
// of JSON messages over a WebSocket; every message is bounded, validated
// and rate-limited, and no message ever names a file.
//
// The server holds each game in a session (package session) and applies
// an action only when the rules accept it from the army whose seat sent
// it. A client's session applies what the server sends, in order, and
// sends what its player does. Before an action that rolls dice the
// server asks each army's device for a secret it committed to, and the
// record keeps them in a `dice` line (rules.MixDice): nobody, the host
// included, can choose or foresee a roll, and every device checks that
// its own secret went into it.
//
// The package imports no Ebiten: the windows show a shared game through
// the session, as they show a game on one device.
package netplay
