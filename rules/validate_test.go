package rules

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"estafette/rules/hex"
)

func testRuleset() *Ruleset {
	return &Ruleset{
		Key: "test",
		Leaders: map[Rank]LeaderRank{
			Commander:  {Rank: Commander, CommandRadius: 5, InfluenceRadius: 1},
			SubGeneral: {Rank: SubGeneral, CommandRadius: 3, InfluenceRadius: 1},
			Officer:    {Rank: Officer, CommandRadius: 1},
		},
		Profiles: map[string]*Profile{"infantry-heavy": {Key: "infantry-heavy", Type: Infantry, Weight: "heavy"},
			"cavalry-light": {Key: "cavalry-light", Type: Cavalry, Weight: "light"}},
		Terrain: map[string]*Terrain{"clear": {Key: "clear", Cost: 1}, "lake": {Key: "lake", Impassable: true, Cost: 1}},
	}
}

func testScenario() *Scenario {
	at := hex.FromOffset
	return &Scenario{
		Title: "t", Ruleset: "test", First: "a",
		Board: Board{Columns: 12, Rows: 9},
		Armies: []ArmySetup{
			{ID: "a", Edge: South, CommandLevel: 3,
				Leaders: []LeaderSetup{{ID: "A0", Rank: Commander, Hex: at(6, 8)}, {ID: "AS", Rank: SubGeneral, Hex: at(3, 8)}},
				Units:   []UnitSetup{{ID: "A1", Profile: "infantry-heavy", Elements: 3, Hex: at(6, 8)}, {ID: "A2", Profile: "cavalry-light", Elements: 2, Hex: at(3, 8), Leader: "AS"}}},
			{ID: "b", Edge: North, CommandLevel: 3,
				Leaders: []LeaderSetup{{ID: "B0", Rank: Commander, Hex: at(6, 1)}},
				Units:   []UnitSetup{{ID: "B1", Profile: "infantry-heavy", Elements: 3, Hex: at(6, 2)}}},
		},
	}
}

// TestValidate is the scenario rules, one case each, checked directly on
// the model as the editor checks a drop (no file involved).
func TestValidate(t *testing.T) {
	cases := []struct {
		name string
		edit func(s *Scenario)
		path string // "" means valid
		want string
	}{
		{"valid", func(s *Scenario) {}, "", ""},
		{"two units on a hex", func(s *Scenario) { s.Armies[1].Units[0].Hex = hex.FromOffset(6, 8) }, "army[1].unit[0].hex", "A1 and B1 are both on hex 6,8"},
		{"leader may share a unit's hex", func(s *Scenario) { s.Armies[1].Leaders[0].Hex = hex.FromOffset(6, 2) }, "", ""},
		{"off board", func(s *Scenario) { s.Armies[0].Units[0].Hex = hex.FromOffset(13, 1) }, "army[0].unit[0].hex", "13,1 is off the board"},
		{"second commander", func(s *Scenario) { s.Armies[0].Leaders[1].Rank = Commander }, "army[0].leader[1].rank", "second commander, AS"},
		{"no commander", func(s *Scenario) { s.Armies[1].Leaders[0].Rank = Officer }, "army[1]", "army b has no commander"},
		{"one army", func(s *Scenario) { s.Armies = s.Armies[:1] }, "army", "exactly two armies"},
		{"same edge", func(s *Scenario) { s.Armies[1].Edge = South }, "army[1].edge", "both have edge south"},
		{"duplicate id", func(s *Scenario) { s.Armies[1].Units[0].ID = "A0" }, "army[1].unit[0].id", `"A0" is already used (at army[0].leader[0].id)`},
		{"bad id", func(s *Scenario) { s.Armies[1].Units[0].ID = "B/1" }, "army[1].unit[0].id", "not well formed"},
		{"no elements", func(s *Scenario) { s.Armies[1].Units[0].Elements = 0 }, "army[1].unit[0].elements", "elements = 0"},
		{"allied leader is an officer", func(s *Scenario) { s.Armies[0].Units[1].Leader = "A0" }, "army[0].unit[1].leader", "must be a sub-general"},
		{"impassable", func(s *Scenario) { s.Board.Areas = []Area{{Terrain: "lake", Hexes: []hex.Hex{hex.FromOffset(6, 2)}}} }, "army[1].unit[0].hex", "impassable terrain (lake)"},
		{"road gap", func(s *Scenario) {
			s.Board.Roads = []Road{{Hexes: []hex.Hex{hex.FromOffset(1, 1), hex.FromOffset(1, 3)}}}
		}, "board.road[0].hexes[1]", "not adjacent"},
		{"unknown terrain", func(s *Scenario) { s.Board.Terrain = "lava" }, "board.terrain", `unknown terrain "lava"`},
		{"mounted cavalry", func(s *Scenario) { s.Armies[0].Units[1].MountedInfantry = true }, "army[0].unit[1].mounted_infantry", "only infantry"},
		{"bad leader", func(s *Scenario) { s.Armies[0].Leaders[1].Quality = Bad }, "", ""},
		{"unknown quality", func(s *Scenario) { s.Armies[0].Leaders[1].Quality = "awful" }, "army[0].leader[1].quality", "use good, normal, mediocre or bad"},
		{"allied officer's contingent", func(s *Scenario) { alliedOfficer(s, "AS") }, "", ""},
		{"contingent of a non-allied sub-general", func(s *Scenario) {
			alliedOfficer(s, "AS")
			s.Armies[0].Leaders[1].Allied = false
		}, "army[0].leader[2].leader", "not an allied sub-general"},
		{"contingent of a commander", func(s *Scenario) { alliedOfficer(s, "A0") }, "army[0].leader[2].leader", "not an allied sub-general"},
		{"contingent of nobody", func(s *Scenario) { alliedOfficer(s, "ZZ") }, "army[0].leader[2].leader", `names leader "ZZ", who is not a leader of army a`},
		{"contingent on a sub-general", func(s *Scenario) { s.Armies[0].Leaders[1].Leader = "A0" }, "army[0].leader[1].leader", "only an allied officer"},
		{"contingent needed", func(s *Scenario) {
			alliedOfficer(s, "")
			s.Armies[0].Leaders = append(s.Armies[0].Leaders, LeaderSetup{ID: "AS2", Rank: SubGeneral, Allied: true, Hex: hex.FromOffset(2, 8)})
		}, "army[0].leader[2].leader", "must name his own allied sub-general"},
		{"exits", func(s *Scenario) { s.Armies[0].Exit = []Edge{North, East} }, "", ""},
		{"exit unknown", func(s *Scenario) { s.Armies[0].Exit = []Edge{"up"} }, "army[0].exit[0]", `exit "up" of army a is not one of north`},
		{"exit twice", func(s *Scenario) { s.Armies[0].Exit = []Edge{North, North} }, "army[0].exit[1]", "listed twice"},
		{"mounts", func(s *Scenario) {
			s.Armies[0].Units[0].MountedInfantry, s.Armies[0].Units[0].Mounts = true, MountCamels
		}, "", ""},
		{"mounts unknown", func(s *Scenario) { s.Armies[0].Units[0].MountedInfantry, s.Armies[0].Units[0].Mounts = true, "zebras" }, "army[0].unit[0].mounts", "use horses, camels, elephants or wagons"},
		{"mounts without mounted infantry", func(s *Scenario) { s.Armies[0].Units[0].Mounts = MountWagons }, "army[0].unit[0].mounts", "not mounted infantry"},
		{"too many pieces", func(s *Scenario) {
			for i := 0; i < MaxPieces; i++ {
				s.Armies[1].Leaders = append(s.Armies[1].Leaders, LeaderSetup{ID: "L" + strconv.Itoa(i), Rank: Officer, Hex: hex.FromOffset(1, 1)})
			}
		}, "army", "the limit is 2000"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := testScenario()
			c.edit(s)
			probs := s.Validate(testRuleset())
			if c.path == "" {
				if len(probs) > 0 {
					t.Fatalf("valid scenario refused: %v", probs)
				}
				return
			}
			for _, p := range probs {
				if got := fmt.Sprintf(p.Format, p.Args...); got != p.Message || p.Format == "" {
					t.Errorf("%s: the format %q and its arguments say %q, the message %q", p.Path, p.Format, got, p.Message)
				}
				if p.OffBoard() != strings.Contains(p.Message, "is off the board") {
					t.Errorf("%s: OffBoard() %v for %q", p.Path, p.OffBoard(), p.Message)
				}
			}
			for _, p := range probs {
				if p.Path == c.path && strings.Contains(p.Message, c.want) {
					return
				}
			}
			t.Errorf("no problem at %s saying %q; got %v", c.path, c.want, probs)
		})
	}
}

// alliedOfficer makes AS an allied sub-general and adds an allied officer
// (army[0].leader[2]) whose contingent is named by leader.
func alliedOfficer(s *Scenario, leader string) {
	s.Armies[0].Leaders[1].Allied = true
	s.Armies[0].Leaders = append(s.Armies[0].Leaders, LeaderSetup{ID: "AO", Rank: Officer, Allied: true, Leader: leader, Hex: hex.FromOffset(4, 8)})
}

func TestValidID(t *testing.T) {
	for id, ok := range map[string]bool{"G1": true, "sub-gen_2": true, "": false, "G 1": false, "Gé": false, strings.Repeat("x", MaxIDLen+1): false} {
		if ValidID(id) != ok {
			t.Errorf("ValidID(%q) = %v", id, !ok)
		}
	}
}

func TestTerrainAtLastAreaWins(t *testing.T) {
	h := hex.FromOffset(2, 2)
	b := Board{Columns: 12, Rows: 9, Terrain: "sand", Areas: []Area{{Terrain: "woods", Hexes: []hex.Hex{h}}, {Terrain: "hill", Hexes: []hex.Hex{h}}}}
	if b.TerrainAt(h) != "hill" || b.TerrainAt(hex.FromOffset(1, 1)) != "sand" {
		t.Errorf("TerrainAt: %s, %s", b.TerrainAt(h), b.TerrainAt(hex.FromOffset(1, 1)))
	}
}

func TestOrderAllowsType(t *testing.T) {
	allant := Order{Cost: Cost{Kind: CostByType, ByType: map[TroopType]int{Infantry: 1, Cavalry: 2}}}
	pieges := Order{Cost: Cost{Kind: CostFixed, Points: 5}, Types: []TroopType{Infantry}}
	if !allant.AllowsType(Cavalry) || allant.AllowsType(Elephants) {
		t.Error("a by-type cost refuses the types it leaves out")
	}
	if !pieges.AllowsType(Infantry) || pieges.AllowsType(Cavalry) {
		t.Error("types restricts the target")
	}
}
