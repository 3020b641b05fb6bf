//go:build !js

package help

// inBrowser: the desktop program takes every key the help lists.
const inBrowser = false
