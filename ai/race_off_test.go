//go:build !race

package ai

// raceDetector is false in an ordinary test build (race_on_test.go).
const raceDetector = false
