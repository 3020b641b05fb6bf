//go:build js

package control

// scenarioPath is where a scenario named path is saved: in the browser,
// a document of the page's storage (storageScenarioPath).
func scenarioPath(path string) string { return storageScenarioPath(path) }

// newScenarioPath is where Save as offers to put a new scenario: the
// page's scenarios, which the start screen lists.
func newScenarioPath(name string) string { return storageScenarioPath(name) }
