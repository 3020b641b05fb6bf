package scenarios

import (
	"strconv"
	"strings"
	"testing"

	"estafette/rules"
)

func mustRuleset(t *testing.T, key string) *rules.Ruleset {
	t.Helper()
	rs, err := Ruleset(key)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// catalogRow is one line of a docs/rules.md §5 catalog table.
type catalogRow struct {
	window rules.Window
	cost   string // "3", "2/hex", or "infantry=1,cavalry=2" for by-type and per-element costs
}

func costString(c rules.Cost) string {
	switch c.Kind {
	case rules.CostFixed:
		return itoa(c.Points)
	case rules.CostPerHex:
		return itoa(c.Points) + "/hex"
	}
	var parts []string
	for _, t := range rules.TroopTypes {
		if n, ok := c.ByType[t]; ok {
			parts = append(parts, string(t)+"="+itoa(n))
		}
	}
	return strings.Join(parts, ",")
}

func itoa(n int) string { return strconv.Itoa(n) }

var rally = "infantry=2,cavalry=3,camels=3,chariots=3,elephants=5,artillery=3"

// The Thucydide catalog exactly as docs/rules.md §5 gives it.
var thucydideCatalog = map[string]catalogRow{
	"reconnaissance":           {rules.WindowCommand, "1"},
	"messager":                 {rules.WindowCommand, "2"},
	"gueulante":                {rules.WindowCommand, "3"},
	"assaut":                   {rules.WindowCommand, "5"},
	"assaut-general":           {rules.WindowCommand, "10"},
	"monter-demonter":          {rules.WindowManeuver, "1"},
	"formation":                {rules.WindowManeuver, "1"},
	"desserrer-resserrer":      {rules.WindowManeuver, "1"},
	"marche-forcee":            {rules.WindowManeuver, "2"},
	"guide-local":              {rules.WindowManeuver, "2/hex"},
	"en-avant-marche":          {rules.WindowManeuver, "5"},
	"desserrer-en-masse":       {rules.WindowManeuver, "5"},
	"assaut-general-manoeuvre": {rules.WindowManeuver, "10"},
	"ralliement":               {rules.WindowManeuver, rally},
	"allant":                   {rules.WindowAttack, "infantry=1,cavalry=2,camels=2,chariots=2"},
	"berserks":                 {rules.WindowAttack, "3"},
	"charge":                   {rules.WindowAttack, "3"},
	"percee":                   {rules.WindowAttack, "5"},
	"evasion":                  {rules.WindowDefense, "1"},
	"sacrifice":                {rules.WindowDefense, "1"},
	"defense":                  {rules.WindowDefense, "2"},
	"tenir-sa-position":        {rules.WindowDefense, "2"},
	"grande-defense":           {rules.WindowDefense, "4"},
	"retraite":                 {rules.WindowDefense, "4"},
	"embuscade":                {rules.WindowDefense, "5"},
	"pieges":                   {rules.WindowDefense, "5"},
}

// The Jomini catalog as docs/rules.md §5 gives it (allant for camels and
// chariots is [HOUSE]; the chariot rally price too).
var jominiCatalog = map[string]catalogRow{
	"monter-demonter":   {rules.WindowManeuver, "1"},
	"reconnaissance":    {rules.WindowManeuver, "1"},
	"marche-forcee":     {rules.WindowManeuver, "2"},
	"coureur-des-bois":  {rules.WindowManeuver, "2/hex"},
	"estafette":         {rules.WindowManeuver, "3"},
	"attaque-combinee":  {rules.WindowManeuver, "4"},
	"manoeuvre":         {rules.WindowManeuver, "4"},
	"en-avant-marche":   {rules.WindowManeuver, "5"},
	"assaut-general":    {rules.WindowManeuver, "10"},
	"ralliement":        {rules.WindowManeuver, rally},
	"allant":            {rules.WindowAttack, "infantry=1,cavalry=2,camels=2,chariots=2"},
	"berserks":          {rules.WindowAttack, "3"},
	"charge":            {rules.WindowAttack, "3"},
	"percee":            {rules.WindowAttack, "5"},
	"sapeurs":           {rules.WindowAttack, "5"},
	"sacrifice":         {rules.WindowDefense, "1"},
	"esquive":           {rules.WindowDefense, "1"},
	"nouvelle-chance":   {rules.WindowDefense, "1"},
	"tenir-sa-position": {rules.WindowDefense, "2"},
	"comme-un-roc":      {rules.WindowDefense, "3"},
	"retraite":          {rules.WindowDefense, "4"},
	"embuscade":         {rules.WindowDefense, "5"},
}

func TestOrderCatalogsMatchRules(t *testing.T) {
	for key, want := range map[string]map[string]catalogRow{
		"thucydide": thucydideCatalog, "alexandre-bayard": thucydideCatalog,
		"jomini": jominiCatalog, "frederic": jominiCatalog,
	} {
		rs := mustRuleset(t, key)
		if len(rs.Orders) != len(want) {
			t.Errorf("%s has %d orders, docs/rules.md lists %d", key, len(rs.Orders), len(want))
		}
		for k, row := range want {
			o, ok := rs.Order(k)
			if !ok {
				t.Errorf("%s lacks order %s", key, k)
				continue
			}
			if o.Window != row.window || costString(o.Cost) != row.cost {
				t.Errorf("%s %s: window %s cost %s, want %s %s", key, k, o.Window, costString(o.Cost), row.window, row.cost)
			}
			if o.Name == "" || o.Gloss == "" || o.Text == "" || o.TextEN == "" {
				t.Errorf("%s %s lacks a name, gloss or text", key, k)
			}
		}
	}
}

func TestOrderDetails(t *testing.T) {
	th, jo := mustRuleset(t, "thucydide"), mustRuleset(t, "jomini")
	g, _ := th.Order("gueulante")
	if g.Name != "Gueulante" || g.Target != rules.TargetLeader {
		t.Errorf("gueulante: %+v", g)
	}
	mf, _ := th.Order("marche-forcee")
	if mf.Name != "Marche forcée" || !mf.NeedsRadius || !mf.Discount {
		t.Errorf("Thucydide Marche forcée needs a radius and takes the discount: %+v", mf)
	}
	jmf, _ := jo.Order("marche-forcee")
	if jmf.NeedsRadius {
		t.Error("in Jomini distance does not matter (ORD.RANGE is Thucydide only)")
	}
	p, _ := th.Order("pieges")
	if !p.AllowsType(rules.Infantry) || p.AllowsType(rules.Cavalry) {
		t.Error("Pièges is for infantry only")
	}
	a, _ := th.Order("allant")
	if a.AllowsType(rules.Elephants) || !a.AllowsType(rules.Camels) {
		t.Error("Thucydide Allant: mounted troops but not elephants")
	}
	ja, _ := jo.Order("allant")
	if ja.AllowsType(rules.Artillery) {
		t.Error("Jomini Allant is not possible for artillery")
	}
	r, _ := th.Order("reconnaissance")
	if !r.CommanderOnly {
		t.Error("Thucydide Reconnaissance is the commander-in-chief's command order")
	}
	for _, o := range jo.Orders {
		if o.Window == rules.WindowCommand {
			t.Errorf("Jomini has no command-order category, but %s is one", o.Key)
		}
	}
	d, _ := th.Order("desserrer-resserrer")
	if !d.Optional {
		t.Error("Desserrer is an optional rule")
	}
}

func TestLeadersAndActivation(t *testing.T) {
	for _, key := range RulesetKeys() {
		rs := mustRuleset(t, key)
		want := map[rules.Rank][2]int{rules.Commander: {5, 1}, rules.SubGeneral: {3, 1}, rules.Officer: {1, 0}}
		if key == "alexandre-bayard" || key == "frederic" {
			// AB2, FR2: « l'hexagone où il se trouve et celui-ci seulement ».
			want = map[rules.Rank][2]int{rules.Commander: {5, 0}, rules.SubGeneral: {3, 0}, rules.Officer: {1, 0}}
		}
		for r, radii := range want {
			l := rs.Leaders[r]
			if l.CommandRadius != radii[0] || l.InfluenceRadius != radii[1] {
				t.Errorf("%s %s: radii %d/%d, want %d/%d", key, r, l.CommandRadius, l.InfluenceRadius, radii[0], radii[1])
			}
		}
		for n, want := range map[int][2]int{0: {1, 3}, 9: {1, 3}, 10: {1, 4}, 15: {1, 4}, 16: {2, 3}, 40: {2, 3}} {
			b := rs.Activation.For(n)
			if b.Activations != want[0] || b.UnitsPerActivation != want[1] {
				t.Errorf("%s, %d units: %d×%d, want %d×%d (ACT.COUNT)", key, n, b.Activations, b.UnitsPerActivation, want[0], want[1])
			}
		}
		if rs.Activation.Good != 1 || rs.Activation.Mediocre != -1 {
			t.Errorf("%s quality modifiers %+d/%+d", key, rs.Activation.Good, rs.Activation.Mediocre)
		}
		if rs.Features.LeaderMove != 3 {
			t.Errorf("%s: a leader alone moves 3", key)
		}
	}
	if !mustRuleset(t, "jomini").Features.OneTypeActivation || mustRuleset(t, "thucydide").Features.OneTypeActivation {
		t.Error("ACT.TYPE is Jomini only")
	}
	if !mustRuleset(t, "frederic").Features.Messengers || mustRuleset(t, "jomini").Features.Messengers {
		t.Error("messengers exist only in Alexandre et Bayard and Frédéric (MSG.RULESET)")
	}
}

func TestMovementProfiles(t *testing.T) {
	jo, th := mustRuleset(t, "jomini"), mustRuleset(t, "thucydide")
	// docs/rules.md §6, the Jomini table.
	cases := map[string][3]int{ // move, no-combat move, cap
		"infantry-light": {2, 2, 0}, "infantry-heavy": {1, 2, 0},
		"cavalry-light": {4, 4, 0}, "cavalry-heavy": {3, 3, 0}, "cavalry-cuirassiers": {3, 3, 0}, "cavalry-very-heavy": {2, 2, 0},
		"camels-light": {3, 3, 0}, "camels-very-heavy": {2, 2, 0},
		"elephants-medium": {2, 2, 0}, "elephants-heavy": {2, 2, 0},
		"foot-artillery-very-light": {1, 2, 0}, "foot-artillery-light": {0, 1, 0}, "foot-artillery-very-heavy": {0, 1, 1},
		"horse-artillery-very-light": {3, 3, 0}, "horse-artillery-light": {2, 2, 0}, "horse-artillery-heavy": {1, 1, 0},
		"elephant-artillery": {2, 2, 0}, "camel-artillery": {2, 2, 0},
		"elephant-drawn-artillery-light": {1, 2, 0}, "elephant-drawn-artillery-heavy": {0, 1, 0},
	}
	for k, want := range cases {
		p := jo.Profiles[k]
		if got := [3]int{p.Move, p.MoveNoCombat, p.MaxMove}; got != want {
			t.Errorf("jomini %s: %v, want %v", k, got, want)
		}
	}
	for _, k := range []string{"horse-artillery-light", "foot-artillery-very-light", "elephant-drawn-artillery-light"} {
		if !jo.Profiles[k].LosesDie {
			t.Errorf("%s loses a die per hex moved", k)
		}
	}
	if jo.Profiles["infantry-heavy"].LosesDie {
		t.Error("infantry loses no die for moving")
	}
	// MOV.OCCUPIED: Jomini foot and horse may cross friendly artillery;
	// Thucydide anyone may cross a friendly light unit.
	art, inf, light := jo.Profiles["foot-artillery-heavy"], jo.Profiles["infantry-heavy"], th.Profiles["infantry-light"]
	if !jo.Profiles["cavalry-light"].CanPassThrough(art) || jo.Profiles["cavalry-light"].CanPassThrough(inf) {
		t.Error("Jomini: cavalry crosses artillery, not infantry")
	}
	heavy := th.Profiles["infantry-heavy"]
	if !th.Profiles["elephants-heavy"].CanPassThrough(light) || !light.CanPassThrough(heavy) || heavy.CanPassThrough(heavy) {
		t.Error("Thucydide: a light unit passes through and is passed by anyone; heavy units do not cross")
	}
	if th.Profiles["infantry-very-heavy"].Move != 1 || th.Profiles["chariots-light"].Move != 3 {
		t.Error("Thucydide weights [HOUSE] differ from docs/rules.md §6")
	}
}

func TestTerrainAndDice(t *testing.T) {
	for _, key := range RulesetKeys() {
		rs := mustRuleset(t, key)
		for _, k := range []string{"mountain", "lake", "river", "great-river"} {
			if !rs.Terrain[k].Impassable {
				t.Errorf("%s: %s is impassable (MOV.IMPASSABLE)", key, k)
			}
		}
		for _, k := range []string{"woods", "rocky", "marsh", "sand", "snow"} {
			if !rs.Terrain[k].Difficult || rs.Terrain[k].Impassable {
				t.Errorf("%s: %s is difficult, not impassable", key, k)
			}
		}
		for _, k := range []string{"clear", "hill", "bridge", "town"} {
			if rs.Terrain[k].Difficult || rs.Terrain[k].Impassable {
				t.Errorf("%s: %s has no movement effect", key, k)
			}
		}
		kinds := map[rules.FaceKind]int{}
		for _, f := range rs.Dice.Faces {
			kinds[f.Kind]++
		}
		if kinds[rules.FaceHit] != 3 || kinds[rules.FaceFlag] != 1 || kinds[rules.FaceOrder] != 1 || kinds[rules.FaceSpecial] != 1 {
			t.Errorf("%s die faces: %v", key, kinds)
		}
	}
	special := func(k string) string {
		rs := mustRuleset(t, k)
		for _, f := range rs.Dice.Faces {
			if f.Key == rs.Dice.Special {
				return f.Name
			}
		}
		return ""
	}
	if special("thucydide") != "Coup spécial" || special("frederic") != "Avantage tactique" {
		t.Errorf("special faces: %q, %q", special("thucydide"), special("frederic"))
	}
}

func TestMalformedRuleset(t *testing.T) {
	src, _ := rulesetFS.ReadFile("rulesets/jomini.toml")
	cases := map[string]struct{ old, new, want string }{
		"unknown key":   {`key = "jomini"`, "key = \"jomini\"\nflavour = 1", `unknown key "flavour"`},
		"two costs":     {"cost = 3\n", "cost = 3\ncost_per_hex = 1\n", "exactly one of cost"},
		"bad window":    {`window = "attack"`, `window = "melee"`, `"melee" is not one of`},
		"bad troop":     {"infantry = 2", "hoplites = 2", `"hoplites" is not one of`},
		"syntax":        {`name = "Jomini"`, `name = Jomini`, "malformed TOML"},
		"lost profile":  {`key = "camel-artillery"`, `key = "camel-artilery"`, `profile "camel-artillery" is missing`},
		"negative move": {"move = 2  # JO3", "move = -2  # JO3", "move = -2 is out of range (0 to 20)"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			s := string(src)
			if !strings.Contains(s, c.old) {
				t.Fatalf("fixture text %q not in jomini.toml", c.old)
			}
			_, err := LoadRuleset("jomini.toml", []byte(strings.Replace(s, c.old, c.new, 1)))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want %q", err, c.want)
			}
			if err != nil && !strings.HasPrefix(err.Error(), "jomini.toml:") {
				t.Errorf("error lacks the file name: %v", err)
			}
		})
	}
}

// FuzzLoadRuleset: the ruleset parser never panics on any input.
func FuzzLoadRuleset(f *testing.F) {
	for _, k := range RulesetKeys() {
		src, _ := rulesetFS.ReadFile("rulesets/" + k + ".toml")
		f.Add(src)
	}
	f.Add([]byte("[[order]]\ncost_by_type = 3\n[[profile]]\npass_through = 1"))
	addHostileSeeds(f)
	th, _ := rulesetFS.ReadFile("rulesets/thucydide.toml")
	for _, c := range [][2]string{
		{"move = 2  #", "move = 2000000000  #"},
		{"assault = 2  #", "assault = 2000000000  #"},
		{"leader_move = 3", "leader_move = -3"},
		{"cost = 1\n", "cost = -1\n"},
		{"move_no_combat = 2\n", "move_no_combat = 2\nmax_move = -1\n"},
		{"cover = { woods = 1", "cover = { woods = 1, x = { y = [[[[[[[[1]]]]]]]] }"},
		{`name = "Thucydide"`, `name = "Thu\u0000cydide"`},
	} {
		f.Add([]byte(strings.Replace(string(th), c[0], c[1], 1)))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		rs, err := LoadRuleset("fuzz.toml", src)
		if err == nil && (rs == nil || len(rs.Dice.Faces) != 6) {
			t.Fatalf("accepted a ruleset without a six-face die")
		}
	})
}

// TestFreeOrderAndMountNumbers: Jomini lets units act in any order (JO3
// « dans l'ordre de son choix »); every ruleset carries the mounts'
// [HOUSE] numbers; Thucydide's Messager, a command order, has no discount.
func TestFreeOrderAndMountNumbers(t *testing.T) {
	for _, key := range RulesetKeys() {
		rs := mustRuleset(t, key)
		if rs.Features.FreeOrder != (key == "jomini") {
			t.Errorf("%s: free_order = %v", key, rs.Features.FreeOrder)
		}
		if c := rs.Combat; c.PalisadeCover != 1 || c.CamelCover != 1 || c.ElephantPanic != 1 {
			t.Errorf("%s: palisade %d, camels %d, elephants %d", key, c.PalisadeCover, c.CamelCover, c.ElephantPanic)
		}
		if m, ok := rs.Order("messager"); ok && m.Discount {
			t.Errorf("%s: Messager is a command order and takes no discount", key)
		}
	}
}
