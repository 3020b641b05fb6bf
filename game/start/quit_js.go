//go:build js

package start

// CanQuit is false in the web page: a page is left by closing its tab,
// and Ctrl+Q is the browser's.
const CanQuit = false

// CanHost is false in the web page: a page joins a game by its link, and
// hosting is the desktop program's.
const CanHost = false
