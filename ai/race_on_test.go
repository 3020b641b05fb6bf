//go:build race

package ai

// raceDetector: make race runs this package with the race detector, where
// the pure whole-game tests take minutes; make unit runs them without it.
const raceDetector = true
