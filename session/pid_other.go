//go:build !unix && !js

package session

import "os"

// pidAlive reports whether a process has this id: on Windows,
// FindProcess opens it and fails when there is none.
func pidAlive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
