//go:build !js

package store

// Local is the store of the platform the program runs on: on the
// desktop, the file system.
func Local() Store { return Files{} }
