//go:build js

package help

// inBrowser: the page leaves some keys to the browser (web/loader.js):
// the help does not list them.
const inBrowser = true
