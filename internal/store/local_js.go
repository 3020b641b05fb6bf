//go:build js

package store

// Local is the store of the platform the program runs on: in the
// browser, the page's localStorage.
func Local() Store { return &Keyed{KV: webStorage{}} }
