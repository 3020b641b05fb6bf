package rules

// Monter ou démonter (TH2, JO7): « le joueur donne à une unité activée
// l'ordre de monter ou de démonter, moyennant un pas de mouvement ». The
// order is for any unit that has mounts: mounted infantry (JO3 « Les
// troupes d'infanterie qui ont des animaux pour monter »), which rides
// them for one more hex "sans combat", and mounted troops that fight on
// foot (knights, dragoons). The order's `types` in the ruleset say which
// mounted troops may dismount (the four rulesets: cavalry and camels,
// never chariots or elephants). On foot a horseman moves and fights as
// the infantry of its weight (FootProfile), a reading of ours: the text
// says nothing of a dismounted unit's factors, and infantry of the same
// weight is what the rules have for men on foot. Its elements stay as
// they are; the same order mounts it again.

// FootProfile is the profile a mounted unit of profile p moves and fights
// with on foot: the ruleset's infantry of its weight (cuirassiers are
// heavy). nil when the ruleset's Monter ou démonter does not list p's
// troop type, or lists no types, or for infantry (mounted infantry keeps
// its profile and rides its mounts).
func FootProfile(rs *Ruleset, p *Profile) *Profile {
	o, ok := rs.OrderDoing(EffectMonterDemonter)
	if !ok || p == nil || p.Type == Infantry || len(o.Types) == 0 || !o.AllowsType(p.Type) {
		return nil
	}
	w := p.Weight
	if w == "cuirassiers" {
		w = "heavy"
	}
	return rs.Profiles["infantry-"+w]
}

// HasMounts answers "may this unit be given Monter ou démonter?", its
// activation and the order's price aside: mounted infantry, a mounted
// unit the ruleset lets fight on foot, or one on foot now.
func (s *State) HasMounts(id string) bool {
	u := s.unitOf(id)
	return u != nil && (u.CanMount || u.Rider != nil || FootProfile(s.rs, u.Profile) != nil)
}
