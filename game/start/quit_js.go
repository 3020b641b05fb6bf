//go:build js

package start

// CanQuit is false in the web page: a page is left by closing its tab,
// and Ctrl+Q is the browser's.
const CanQuit = false
