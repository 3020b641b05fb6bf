package render

import (
	"slices"

	"estafette/rules"
	"estafette/rules/hex"
)

// Scene is what the board shows, as the game prepared it from the rules'
// answers: the pieces with their markers, the highlighted zones and the
// last move. Render draws it and decides nothing.
type Scene struct {
	// PiecesKey changes whenever Units or Leaders change; OverlayKey
	// whenever a zone, the reach or the trail does. The cached layers are
	// redrawn only then.
	PiecesKey, OverlayKey int

	Units   []UnitView
	Leaders []LeaderView

	// Zones of the selected leader, drawn clearly, and of the hovered
	// leader, drawn faintly: command zone as a tint, influence zone as an
	// outline, so the two read apart.
	Command, Influence           []hex.Hex
	HoverCommand, HoverInfluence []hex.Hex

	// Reach of the selected piece: hexes where it still fights, and
	// hexes it reaches only "sans combat".
	ReachFight, ReachNoFight []hex.Hex
	// Targets are enemy units the selected unit may attack.
	Targets []hex.Hex

	// Trail is the last move, start to end.
	Trail []hex.Hex
	// Trails are the other army's moves of its last turn, kept from the
	// handover until the player acts, drawn in army TrailsArmy's colour.
	Trails     [][]hex.Hex
	TrailsArmy int
	// The declared combat: an arrow from the attacker's hex to the
	// defender's, both outlined.
	Combat               bool
	CombatFrom, CombatTo hex.Hex
	// StepTo are the hexes a displaced piece may step aside to.
	StepTo []hex.Hex
	// Selected is the selected piece's hex, when HasSelected.
	Selected    hex.Hex
	HasSelected bool
	// Objectives are the hexes of the scenario's objectives, each marked
	// in the colour of the army whose objective it is.
	Objectives []ObjectiveMark
}

// ObjectiveMark is a hex of an objective (rules.State.ObjectiveHexes):
// Army is the index of the army it wins for, Take a town to take rather
// than a hex to hold.
type ObjectiveMark struct {
	Hex  hex.Hex
	Army int
	Take bool
}

// UnitView is one unit as the board shows it.
type UnitView struct {
	ID            string
	Hex           hex.Hex
	Army          int // 0 or 1: its colour
	Type          rules.TroopType
	Elements      int
	StartElements int
	Group         int  // activation group number from 1; 0 when not activated
	Acting        bool // its group is the one acting now
	Moved         bool
	NoCombat      bool // CanFight is false: it moved "sans combat"
	Prejoue       bool
	Fought        bool
	Dim           bool // the selected leader cannot activate it
	Selected      bool
}

// LeaderView is one leader as the board shows it.
type LeaderView struct {
	ID        string
	Hex       hex.Hex
	Army      int
	Rank      rules.Rank
	Slot      int  // position among the leaders sharing the hex
	Group     int  // the group he heads (or joined alone), from 1; 0 when none
	Activated bool // activated this turn, by any means
	Moved     bool
	Dim       bool
	Selected  bool
}

// SamePieces reports whether two scenes show the same pieces with the
// same markers. A view that rebuilds its scene after a change that moved
// nothing (a hint, the computer starting to think) keeps its PiecesKey
// then, so that the cached board is not drawn again: on a software
// renderer that redraw costs about half a frame.
func (s *Scene) SamePieces(o *Scene) bool {
	return slices.Equal(s.Units, o.Units) && slices.Equal(s.Leaders, o.Leaders)
}

// SameOverlay reports whether two scenes show the same zones, reach,
// trails and marks: the OverlayKey's counterpart of SamePieces.
func (s *Scene) SameOverlay(o *Scene) bool {
	return slices.Equal(s.Command, o.Command) && slices.Equal(s.Influence, o.Influence) &&
		slices.Equal(s.HoverCommand, o.HoverCommand) && slices.Equal(s.HoverInfluence, o.HoverInfluence) &&
		slices.Equal(s.ReachFight, o.ReachFight) && slices.Equal(s.ReachNoFight, o.ReachNoFight) &&
		slices.Equal(s.Targets, o.Targets) && slices.Equal(s.Trail, o.Trail) &&
		slices.EqualFunc(s.Trails, o.Trails, slices.Equal) && s.TrailsArmy == o.TrailsArmy &&
		s.Combat == o.Combat && s.CombatFrom == o.CombatFrom && s.CombatTo == o.CombatTo &&
		slices.Equal(s.StepTo, o.StepTo) && s.Selected == o.Selected && s.HasSelected == o.HasSelected &&
		slices.Equal(s.Objectives, o.Objectives)
}
