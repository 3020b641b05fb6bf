//go:build js

package cli

// startScreenByDefault: in the web page the bare address keeps opening the
// tutorial, as the page's own test (web/test/browser.mjs) and its Files
// dialog expect; --start opens the start screen there too.
const startScreenByDefault = false
