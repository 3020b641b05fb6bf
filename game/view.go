package game

import (
	"fmt"
	"image/color"
	"sort"
	"strings"
	"sync/atomic"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// View turns the controller's state into what render draws: the board
// scene, the side panel and the tooltips. It asks the rules (reach,
// activation options, order costs, checks) once per change and keeps the
// answers, so a frame where nothing changed asks nothing.
type View struct {
	c *Controller

	sceneVersion int
	sceneHover   string // hovered leader the scene's faint radii belong to
	scene        render.Scene
	overlayKey   int

	// Answers kept for the current version.
	dimReason map[string]*rules.Violation // piece -> why the selected leader cannot activate it
	reach     map[hex.Hex]reachEnd
	reachFrom hex.Hex

	panelVersion int
	panelLang    i18n.Lang
	panel        render.PanelModel
	panelKey     int
	actions      []rules.Action // the generic action rows, by index
}

// renderKeys numbers every scene layer and panel model the views build,
// across all views: a key is never reused, so a cache in render (the
// panel's image, the board's layers) can never take a model built from a
// replaced game for the one it was drawn from.
var renderKeys atomic.Int64

func nextKey() int { return int(renderKeys.Add(1)) }

type reachEnd struct {
	path  []hex.Hex
	fight bool
}

// NewView prepares the view of a controller. It registers the ruleset's
// English glosses with their French names, so the rules' English phrases
// inside log sentences (die faces, profiles, terrain) read in French too.
func NewView(c *Controller) *View {
	rs := c.Ruleset()
	faces := map[string]string{}
	for _, f := range rs.Dice.Faces {
		faces[f.Gloss] = f.Name
		faces[f.Key] = f.Name
	}
	i18n.AddListPhrases(faces)
	m := map[string]string{}
	for _, p := range rs.Profiles {
		m[p.Gloss] = p.Name
	}
	for _, t := range rs.Terrain {
		m[t.Gloss] = t.Name
	}
	i18n.AddPhrases(m)
	return &View{c: c, sceneVersion: -1, panelVersion: -1}
}

// Scene returns the board scene, with hoverLeader's radii drawn faintly.
func (v *View) Scene(hoverLeader string) *render.Scene {
	c := v.c
	if v.sceneVersion != c.version {
		v.buildScene()
		v.sceneVersion = c.version
		v.sceneHover = "\x00"
	}
	if hoverLeader == c.sel {
		hoverLeader = ""
	}
	if hoverLeader != v.sceneHover {
		v.scene.HoverCommand, v.scene.HoverInfluence = nil, nil
		if l := c.State().Leader(hoverLeader); l != nil && l.OnBoard && l.Present {
			v.scene.HoverCommand, v.scene.HoverInfluence = v.zones(l)
		}
		v.sceneHover = hoverLeader
		v.overlayKey = nextKey()
		v.scene.OverlayKey = v.overlayKey
	}
	return &v.scene
}

// zones returns a leader's command and influence zones, as the rules
// compute them.
func (v *View) zones(l *rules.Leader) (command, influence []hex.Hex) {
	st := v.c.State()
	return st.CommandZone(l), st.InfluenceZone(l)
}

func (v *View) buildScene() {
	c := v.c
	st := c.State()
	active := st.Active().ID
	phase := st.Phase()
	sc := render.Scene{PiecesKey: nextKey()}
	v.overlayKey = nextKey()
	sc.OverlayKey = v.overlayKey

	// Who the selected leader may activate (command phase).
	v.dimReason = nil
	if l := c.selectedLeader(); l != nil && phase == rules.PhaseCommand {
		v.dimReason = map[string]*rules.Violation{}
		for _, cand := range st.ActivationOptions(l.ID) {
			if cand.Violation != nil {
				v.dimReason[cand.ID] = cand.Violation
			}
		}
	}
	groupOf := map[string]int{}
	for i, g := range st.Groups() {
		if g.Leader != "" && !g.Extra {
			groupOf[g.Leader] = i + 1
		}
		for _, id := range g.Alone {
			groupOf[id] = i + 1
		}
	}
	acting := st.ActingGroup()
	for _, u := range st.Units() {
		if !u.OnBoard || u.Eliminated {
			continue
		}
		uv := render.UnitView{ID: u.ID, Hex: u.Hex, Army: st.Army(u.Army).Index, Elements: u.Elements,
			StartElements: u.StartElements, Prejoue: u.Prejoue, Selected: u.ID == c.sel}
		if u.Profile != nil {
			uv.Type = u.Profile.Type
		}
		if u.Army == active {
			if u.Activated() {
				uv.Group = u.Group + 1
				uv.Acting = phase != rules.PhaseCommand && u.Group == acting
			}
			uv.Moved, uv.NoCombat, uv.Fought = u.Moved, !u.CanFight, u.Fought
			if _, refused := v.dimReason[u.ID]; refused && !u.Activated() {
				uv.Dim = true
			}
		}
		sc.Units = append(sc.Units, uv)
	}
	slot := map[hex.Hex]int{}
	leaders := append([]*rules.Leader(nil), st.Leaders()...)
	sort.SliceStable(leaders, func(i, j int) bool { return leaders[i].ID < leaders[j].ID })
	for _, l := range leaders {
		if !l.Present || !l.OnBoard {
			continue
		}
		lv := render.LeaderView{ID: l.ID, Hex: l.Hex, Army: st.Army(l.Army).Index, Rank: l.Rank, Slot: slot[l.Hex], Selected: l.ID == c.sel}
		slot[l.Hex]++
		if l.Army == active {
			lv.Group, lv.Activated, lv.Moved = groupOf[l.ID], l.Activated, l.Moved
			if _, refused := v.dimReason[l.ID]; refused && !l.Activated && l.ID != c.sel {
				lv.Dim = true
			}
		}
		sc.Leaders = append(sc.Leaders, lv)
	}
	// The selection: a leader's zones, a mover's reach, an attacker's targets.
	if h, ok := c.pieceHex(c.sel); ok {
		sc.Selected, sc.HasSelected = h, true
	}
	if l := st.Leader(c.sel); l != nil && l.OnBoard && l.Present {
		sc.Command, sc.Influence = v.zones(l)
	}
	v.reach = nil
	if phase == rules.PhaseMovement && c.sel != "" {
		if area := st.Reach(c.sel); area != nil {
			v.reach = map[hex.Hex]reachEnd{}
			v.reachFrom = area.Start
			for _, h := range area.Ends() {
				if h == area.Start {
					continue
				}
				e := reachEnd{path: append([]hex.Hex{area.Start}, area.Path(h)...), fight: area.CanFight(h)}
				v.reach[h] = e
				if e.fight {
					sc.ReachFight = append(sc.ReachFight, h)
				} else {
					sc.ReachNoFight = append(sc.ReachNoFight, h)
				}
			}
		}
	}
	if phase == rules.PhaseCombat {
		if u := st.Unit(c.sel); u != nil && u.Army == active && u.OnBoard {
			for _, e := range st.Units() {
				if e.Army != active && e.OnBoard && !e.Eliminated && st.Check(rules.Attack{Attacker: u.ID, Defender: e.ID}) == nil {
					sc.Targets = append(sc.Targets, e.Hex)
				}
			}
		}
	}
	if c.trail != nil {
		sc.Trail = c.trail.Path
	}
	v.scene = sc
}

// Preview returns the path the selected piece would take to h, and
// whether it could still fight there; nil when h is not in its reach.
func (v *View) Preview(h hex.Hex) ([]hex.Hex, bool) {
	v.Scene(v.sceneHover)
	e, ok := v.reach[h]
	if !ok {
		return nil, false
	}
	return e.path, e.fight
}

// BoardTip returns the tooltip for the board under the cursor: the piece
// there (and, when the selected leader cannot activate it, the rules'
// reason), then the terrain.
func (v *View) BoardTip(h hex.Hex, leader string) []string {
	c := v.c
	st := c.State()
	lang := c.Lang
	v.Scene(v.sceneHover)
	if !c.Scenario().Board.Bounds().Contains(h) {
		return nil
	}
	var out []string
	reason := func(id string) {
		if viol := v.dimReason[id]; viol != nil {
			out = append(out, viol.Rule+" : "+i18n.Sentence(lang, viol.Format, viol.Args, viol.Message))
		}
	}
	if l := st.Leader(leader); l != nil {
		out = append(out, v.leaderLine(l))
		reason(l.ID)
	} else if u := st.UnitAt(h); u != nil {
		out = append(out, v.unitLine(u))
		reason(u.ID)
	}
	if e, ok := v.reach[h]; ok {
		key := "tip.reach_fight"
		if !e.fight {
			key = "tip.reach_nofight"
		}
		out = append(out, i18n.Tf(lang, key, len(e.path)-1))
	}
	t := st.Terrain(h)
	name := h.Label()
	if t != nil {
		name += " · " + v.named(t.Name, t.Gloss)
	}
	if st.OnRoad(h) {
		name += " · " + i18n.T(lang, "road")
	}
	return append(out, name)
}

// named is a rules term: its French name, with the English gloss added in
// English.
func (v *View) named(name, gloss string) string {
	if v.c.Lang == i18n.EN && gloss != "" && !strings.EqualFold(gloss, name) {
		return name + " (" + gloss + ")"
	}
	return name
}

func (v *View) unitLine(u *rules.Unit) string {
	lang := v.c.Lang
	s := u.Name + " (" + u.ID + ")"
	if u.Profile != nil {
		s += " — " + v.named(u.Profile.Name, u.Profile.Gloss)
	}
	s += " — " + i18n.Tf(lang, "elements", u.Elements, u.StartElements)
	var flags []string
	st := v.c.State()
	if u.Army == st.Active().ID {
		if u.Activated() {
			flags = append(flags, i18n.Tf(lang, "flag.group", u.Group+1))
		}
		if u.Moved {
			flags = append(flags, i18n.T(lang, "flag.moved"))
		}
		if !u.CanFight {
			flags = append(flags, i18n.T(lang, "flag.nocombat"))
		}
		if u.Fought {
			flags = append(flags, i18n.T(lang, "flag.fought"))
		}
	}
	if u.Prejoue {
		flags = append(flags, i18n.T(lang, "flag.prejoue"))
	}
	if len(flags) > 0 {
		s += " — " + strings.Join(flags, ", ")
	}
	return s
}

func (v *View) leaderLine(l *rules.Leader) string {
	st := v.c.State()
	lang := v.c.Lang
	rank := st.Ruleset().Leaders[l.Rank]
	s := l.Name + " (" + l.ID + ") — " + v.named(rank.Name, rank.Gloss)
	s += " — " + i18n.Tf(lang, "radii", st.CommandRadius(l), st.InfluenceRadius(l))
	if l.RadiusBonus > 0 {
		s += " " + i18n.T(lang, "radius.bonus")
	}
	if l.Army == st.Active().ID && l.Activated {
		s += " — " + i18n.T(lang, "flag.activated")
	}
	return s
}

// Panel returns the side panel's model.
func (v *View) Panel() *render.PanelModel {
	c := v.c
	if v.panelVersion == c.version && v.panelLang == c.Lang {
		return &v.panel
	}
	v.panelVersion, v.panelLang = c.version, c.Lang
	v.panelKey = nextKey()
	v.buildPanel()
	v.panel.Key = v.panelKey
	return &v.panel
}

// Panel row ids.
const (
	idEnd    = "end"
	idRoll   = "roll"
	idUndo   = "undo"
	idRedo   = "redo"
	idLang   = "lang"
	idFollow = "follow"
	idSave   = "save"
	idLoad   = "load"
)

func (v *View) buildPanel() {
	c := v.c
	st := c.State()
	lang := c.Lang
	tk := func(k string) string { return i18n.T(lang, k) }
	tkf := func(k string, a ...any) string { return i18n.Tf(lang, k, a...) }
	army := st.Active()
	var rows []render.Row
	add := func(r render.Row) { rows = append(rows, r) }
	add(render.Row{Kind: render.RowTitle, Text: c.Scenario().Title})
	turns := fmt.Sprint(st.Turn())
	if n := c.Scenario().Turns; n > 0 {
		turns = fmt.Sprintf("%d / %d", st.Turn(), n)
	}
	phase := tk("phase." + string(st.Phase()))
	if st.SecondCommand() {
		phase += " (" + tk("phase.second") + ")"
	}
	line := tkf("turn.phase", turns, phase)
	if c.Over() {
		line = tkf("game.over", turns)
	}
	add(render.Row{Kind: render.RowText, Text: line, Color: render.Gold()})
	add(render.Row{Kind: render.RowArmy, Army: army.Index, Text: army.Name})
	used, allowed := v.c.State().LeaderActivations()
	add(render.Row{Kind: render.RowText, Text: tkf("army.points", army.OrderPoints, used, allowed, army.UnitsPerActivation)})

	// The activation groups, in order, the acting one marked.
	if gs := st.Groups(); len(gs) > 0 {
		add(render.Row{Kind: render.RowHeading, Text: tk("groups")})
		for i, g := range gs {
			who := tk("group.extra")
			if g.Leader != "" {
				who = g.Leader
			}
			pieces := append(append([]string(nil), g.Units...), g.Alone...)
			text := fmt.Sprintf("%d. %s : %s  [%d/%d]", i+1, who, strings.Join(pieces, ", "), g.Used, g.Slots)
			acting := st.Phase() != rules.PhaseCommand && i == st.ActingGroup()
			if acting {
				text = "» " + text + " — " + tk("group.acting")
			}
			add(render.Row{Kind: render.RowText, Text: text, Active: acting, Color: pick(i < st.ActingGroup() && st.Phase() != rules.PhaseCommand, render.Dim(), color.RGBA{})})
		}
	}

	// The selection.
	if id := c.sel; id != "" {
		add(render.Row{Kind: render.RowHeading, Text: tk("selection")})
		if u := st.Unit(id); u != nil {
			add(render.Row{Kind: render.RowText, Text: v.unitLine(u)})
		} else if l := st.Leader(id); l != nil {
			add(render.Row{Kind: render.RowText, Text: v.leaderLine(l)})
			if st.Phase() == rules.PhaseCommand && l.Army == army.ID {
				add(render.Row{Kind: render.RowText, Text: tkf("slots.left", v.slotsLeft(l)), Color: render.Soft()})
			}
		}
		if st.Phase() == rules.PhaseMovement && len(v.reach) > 0 {
			if u := st.Unit(id); u != nil && len(st.LeadersAt(u.Hex)) > 0 {
				add(render.Row{Kind: render.RowMenu, ID: idFollow, Text: tk("follow"), Right: onOff(lang, c.follow), Active: c.follow})
			}
		}
	}
	v.orderRows(&rows)
	v.actionRows(&rows)

	// Pinned to the bottom: the phase button and the keys.
	var footer []render.Row
	if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
		r := render.Row{Kind: render.RowButton, ID: idRoll, Text: tk("button.roll")}
		if viol := st.Check(rules.Roll{}); viol != nil {
			r.Disabled, r.Tip = true, []string{viol.Rule + " : " + i18n.Sentence(lang, viol.Format, viol.Args, viol.Message)}
		}
		footer = append(footer, r)
	}
	if !c.Over() {
		footer = append(footer, render.Row{Kind: render.RowButton, ID: idEnd, Text: tkf("button.end", tk("phase."+string(st.Phase())))})
	}
	footer = append(footer,
		render.Row{Kind: render.RowMenu, ID: idUndo, Text: tk("button.undo"), Right: tk("button.redo"), Disabled: !c.CanUndo() && !c.CanRedo()},
		render.Row{Kind: render.RowMenu, ID: idSave, Text: tk("button.save"), Right: tk("button.load")},
		render.Row{Kind: render.RowMenu, ID: idLang, Text: tk("lang.switch"), Right: tk("keys.help")},
	)
	v.panel = render.PanelModel{Rows: rows, Footer: footer, LogTitle: tk("log"), Log: v.logRows()}
}

// shortGloss is an order's gloss up to its colon: "Bellow" from "Bellow:
// +1 command radius"; the whole gloss goes in the tooltip.
func shortGloss(g string) string {
	s, _, _ := strings.Cut(g, ":")
	return strings.TrimSpace(s)
}

func pick(cond bool, a, b color.RGBA) color.RGBA {
	if cond {
		return a
	}
	return b
}

func onOff(l i18n.Lang, on bool) string {
	if on {
		return i18n.T(l, "on")
	}
	return i18n.T(l, "off")
}

// slotsLeft is how many more pieces a leader may activate.
func (v *View) slotsLeft(l *rules.Leader) int {
	st := v.c.State()
	for _, g := range st.Groups() {
		if g.Leader == l.ID && !g.Extra {
			return g.Slots - g.Used
		}
	}
	return st.Slots(l)
}

// orderRows lists the orders of the current window with their price, as
// the rules give it for the selected target and the army that would pay,
// greyed with the engine's reason when that army may not give it now.
func (v *View) orderRows(rows *[]render.Row) {
	c := v.c
	st := c.State()
	rs := c.Ruleset()
	if c.Scenario().NoOrders || c.Over() {
		return
	}
	var windows []rules.Window
	switch st.Phase() {
	case rules.PhaseCommand:
		windows = []rules.Window{rules.WindowCommand, rules.WindowManeuver}
	case rules.PhaseMovement:
		windows = []rules.Window{rules.WindowManeuver}
	case rules.PhaseCombat:
		windows = []rules.Window{rules.WindowAttack, rules.WindowDefense}
	}
	for _, w := range windows {
		var list, waiting []render.Row // waiting: greyed only for want of a selection
		waitWhy := ""
		for i := range rs.Orders {
			o := &rs.Orders[i]
			if o.Window != w || (o.Optional && !st.OptionalRule(o.Key)) {
				continue
			}
			r, why, viol := v.orderRow(o)
			if why != "" && viol == nil {
				waiting = append(waiting, r)
				waitWhy = why
			} else {
				list = append(list, r)
			}
		}
		if len(list)+len(waiting) == 0 {
			continue
		}
		head := render.Row{Kind: render.RowHeading, Text: i18n.T(c.Lang, "orders."+string(w))}
		if payer := v.windowPayer(w); payer != nil {
			head.Right = i18n.Tf(c.Lang, "points", payer.OrderPoints)
		}
		*rows = append(*rows, head)
		*rows = append(*rows, list...)
		if len(waiting) > 0 {
			// Orders that only wait for a target fold into one line; its
			// tooltip names them, and selecting a target unfolds them.
			var names []string
			for _, r := range waiting {
				names = append(names, r.Text+" ("+r.Right+")")
			}
			*rows = append(*rows, render.Row{Kind: render.RowMenu, Disabled: true, Text: i18n.Tf(c.Lang, "orders.waiting", len(waiting)),
				Tip: []string{waitWhy, strings.Join(names, " · ")}})
		}
	}
}

// windowPayer is the army whose points pay for a window's orders: the
// army to play, except for defense orders, which the defender's army
// gives and pays (the enemy's while no combat is declared).
func (v *View) windowPayer(w rules.Window) *rules.Army {
	st := v.c.State()
	if w != rules.WindowDefense {
		return st.Active()
	}
	if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
		if d := st.Unit(cb.Defender); d != nil {
			return st.Army(d.Army)
		}
	}
	return st.Enemy(st.Active())
}

// orderRow is an order's menu row. why is the table's reason when the
// order waits for a selection; viol is the rules' refusal, ORD.POINTS
// included, which greys it.
func (v *View) orderRow(o *rules.Order) (r render.Row, why string, viol *rules.Violation) {
	c := v.c
	st := c.State()
	lang := c.Lang
	r = render.Row{Kind: render.RowMenu, ID: "order:" + o.Key, Text: v.named(o.Name, shortGloss(o.Gloss)), Right: v.baseCost(o)}
	cost := 0
	switch o.Window {
	case rules.WindowAttack:
		r.Active = c.ArmedOrder == o.Key
		if u := st.Unit(c.sel); u == nil || u.Army != st.Active().ID {
			why = i18n.T(lang, "order.pick_attacker")
			break
		}
		cost, _, viol = st.CombatOrderCost(o.Key, c.sel)
	case rules.WindowDefense:
		if cb := st.CurrentCombat(); cb.Attacker == "" || cb.Rolled {
			why = i18n.T(lang, "order.no_combat")
			break
		}
		cost, _, viol = st.CombatOrderCost(o.Key, "")
	default:
		a, ok := c.OrderAction(o)
		if !ok {
			why = i18n.T(lang, "order.target."+string(o.Target))
			break
		}
		cost, viol = st.OrderCost(a.(rules.GiveOrder))
	}
	// The engine's price whenever it gave one: 0 with a refusal means
	// the order could not be priced, and the printed price stays.
	if why == "" && (viol == nil || cost > 0) {
		r.Right = i18n.Tf(lang, "cost", cost)
	}
	if why != "" {
		r.Disabled = true
		r.Tip = append(r.Tip, why)
	}
	if viol != nil {
		r.Disabled = true
		r.Tip = append(r.Tip, viol.Rule+" : "+i18n.Sentence(lang, viol.Format, viol.Args, viol.Message))
	}
	if lang == i18n.EN {
		r.Tip = append(r.Tip, o.Name+" — "+o.Gloss, "EN: "+o.TextEN, "FR : "+o.Text)
	} else {
		r.Tip = append(r.Tip, o.Name, "FR : "+o.Text, "EN: "+o.TextEN)
	}
	return r, why, viol
}

// baseCost writes an order's printed price.
func (v *View) baseCost(o *rules.Order) string {
	lang := v.c.Lang
	switch o.Cost.Kind {
	case rules.CostPerHex:
		return i18n.Tf(lang, "cost.per_hex", o.Cost.Points)
	case rules.CostPerElement, rules.CostByType:
		var ps []string
		seen := map[int]bool{}
		for _, t := range rules.TroopTypes {
			if p, ok := o.Cost.ByType[t]; ok && !seen[p] {
				seen[p] = true
				ps = append(ps, fmt.Sprint(p))
			}
		}
		s := strings.Join(ps, "/")
		if o.Cost.Kind == rules.CostPerElement {
			return i18n.Tf(lang, "cost.per_element", s)
		}
		return i18n.Tf(lang, "cost", s)
	}
	return i18n.Tf(lang, "cost", o.Cost.Points)
}

// actionRows lists the rules' other legal actions, grouped by verb, so
// that verbs without a click of their own (direct actions, messengers,
// combat choices) are playable: activations and moves are clicked on the
// board, orders in their menu, the end of the phase with its button.
func (v *View) actionRows(rows *[]render.Row) {
	c := v.c
	lang := c.Lang
	v.actions = v.actions[:0]
	byVerb := map[string][]rules.Action{}
	var verbs []string
	for _, a := range c.LegalActions() {
		line := a.String()
		verb, _, _ := strings.Cut(line, " ")
		switch verb {
		case "activate", "move", "end", "order", "roll":
			continue
		}
		if _, ok := byVerb[verb]; !ok {
			verbs = append(verbs, verb)
		}
		byVerb[verb] = append(byVerb[verb], a)
	}
	if len(verbs) == 0 {
		return
	}
	*rows = append(*rows, render.Row{Kind: render.RowHeading, Text: i18n.T(lang, "actions")})
	const perVerb = 6
	for _, verb := range verbs {
		as := byVerb[verb]
		// The selected piece's actions first.
		if c.sel != "" {
			sort.SliceStable(as, func(i, j int) bool {
				return mentions(as[i], c.sel) && !mentions(as[j], c.sel)
			})
		}
		for i, a := range as {
			if i == perVerb {
				*rows = append(*rows, render.Row{Kind: render.RowText, Text: i18n.Tf(lang, "actions.more", len(as)-perVerb, verb), Color: render.Dim()})
				break
			}
			v.actions = append(v.actions, a)
			r := render.Row{Kind: render.RowMenu, ID: fmt.Sprintf("act:%d", len(v.actions)-1), Text: a.String()}
			if i18n.Has("verb." + verb) {
				r.Tip = []string{i18n.T(lang, "verb."+verb)}
			}
			*rows = append(*rows, r)
		}
	}
}

func mentions(a rules.Action, id string) bool {
	for _, f := range strings.Fields(a.String())[1:] {
		if f == id {
			return true
		}
	}
	return false
}

// Action returns the generic action row i of the panel.
func (v *View) Action(i int) (rules.Action, bool) {
	if i < 0 || i >= len(v.actions) {
		return nil, false
	}
	return v.actions[i], true
}

// maxLogRows bounds the sentences the panel considers: more never fit.
const maxLogRows = 80

func (v *View) logRows() []render.LogRow {
	c := v.c
	st := c.State()
	log := c.Log()
	from := max(0, len(log)-maxLogRows)
	out := make([]render.LogRow, 0, len(log)-from)
	for _, e := range log[from:] {
		r := render.LogRow{Text: i18n.Sentence(c.Lang, e.Event.Format, e.Event.Args, e.Event.Text)}
		if a := st.Army(e.Army); a != nil {
			r.Color = render.LogColor(a.Index)
		}
		r.Dice = DieFaces(e.Event.Dice, c.Lang)
		out = append(out, r)
	}
	return out
}

// DieFaces converts rolled faces for drawing.
func DieFaces(fs []rules.Face, lang i18n.Lang) []render.DieFace {
	if len(fs) == 0 {
		return nil
	}
	out := make([]render.DieFace, len(fs))
	for i, f := range fs {
		label := f.Name
		if lang == i18n.EN && f.Gloss != "" {
			label = f.Gloss
		}
		out[i] = render.DieFace{Key: f.Key, Kind: f.Kind, Label: label}
	}
	return out
}
