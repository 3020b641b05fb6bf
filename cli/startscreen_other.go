//go:build !js

package cli

// startScreenByDefault: the bare command opens the start screen.
const startScreenByDefault = true
