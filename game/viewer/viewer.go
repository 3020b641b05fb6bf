// Package viewer is the replay viewer window: any game record, saved game
// or `duel --records` file shown position by position — forward and back
// one action, a phase or an army's turn, a timeline with the turns
// marked, autoplay — each step showing what the action did (its events:
// the trail of a move, the dice, losses and retreats, activations and
// orders) and the captions of a narrated record. A lesson's step that
// waits for the player lends the board to the table's own click logic
// through a Seat the shell provides: the viewer imports no other window
// (docs/viewer.md).
package viewer
