//go:build race

package play

// raceDetector: the race detector slows the computer tenfold; the tests
// then play fewer games, enough to run the goroutines together.
const raceDetector = true
