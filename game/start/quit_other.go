//go:build !js

package start

// CanQuit: the desktop program ends on the Quit entry and Ctrl+Q.
const CanQuit = true

// CanHost: the desktop program hosts a game and joins one by address.
const CanHost = true
