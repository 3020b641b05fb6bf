//go:build !js

package netplay

import (
	"estafette/rules"
)

// round is an action that rolls dice, held until every army's device has
// given the secret it committed to (docs/network.md "Fair dice"). The
// room keeps the secrets of the armies no device holds (the computer's,
// an open seat's) and commits to them before it asks anyone.
type round struct {
	action  rules.Action
	at      int               // the record's length when it was held
	commits map[string]string // by army: each secret's commitment
	secrets map[string]string // by army: the secrets given
	own     map[string]bool   // the armies whose secret is the room's
}

// validCommit reports whether c can be a commitment: a SHA-256 in
// lowercase hexadecimal.
func validCommit(c string) bool {
	if len(c) != 64 {
		return false
	}
	for _, r := range c {
		if (r < '0' || r > '9') && (r < 'a' || r > 'f') {
			return false
		}
	}
	return true
}

// startRound holds a and asks every seat's device for its secret.
func (r *room) startRound(a rules.Action) {
	rd := &round{action: a, at: len(r.sess.Game().Record), commits: map[string]string{}, secrets: map[string]string{}, own: map[string]bool{}}
	for _, s := range r.seats {
		if s.held() {
			rd.commits[s.army] = s.commit
			continue
		}
		secret := NewSecret()
		rd.secrets[s.army], rd.own[s.army] = secret, true
		rd.commits[s.army] = rules.Commitment(secret)
	}
	r.round = rd
	r.askSecrets()
}

// askSecrets sends the round to the devices: each army's commitment,
// which a device checks before it shows its own secret.
func (r *room) askSecrets() {
	rd := r.round
	m := &Msg{T: tRoll, At: rd.at, Line: rd.action.String(), Commits: rd.commits}
	data := encode(m)
	for p := range r.peers {
		if s := r.seatOf(p.army); s != nil && s.peer == p {
			p.sendRaw(data)
		}
	}
}

// rejoined: a seat's device came back during the round. If it has not
// given its secret yet, it may have lost it (a restarted program): the
// round waits for the secret of its new commitment, and every device
// hears of it before the dice line.
func (r *room) rejoined(s *seat) {
	rd := r.round
	if _, given := rd.secrets[s.army]; given {
		return
	}
	rd.commits[s.army] = s.commit
	r.askSecrets()
}

// reveal takes a device's secret for the round.
func (r *room) reveal(p *peer, m *Msg) {
	rd, s := r.round, r.seatOf(p.army)
	if rd == nil || s == nil || s.peer != p || m.At != rd.at || rd.own[s.army] {
		return // late, or not asked: nothing to take
	}
	if _, given := rd.secrets[s.army]; given {
		return
	}
	if !rules.ValidSecret(m.Secret) || !sameHash(rules.Commitment(m.Secret), rd.commits[s.army]) || !validCommit(m.Commit) {
		p.send(&Msg{T: tSaid, Key: "net.secret.bad", Text: "this device's dice secret does not match its commitment"})
		return
	}
	rd.secrets[s.army] = m.Secret
	s.commit = m.Commit
	for _, x := range r.seats {
		if _, given := rd.secrets[x.army]; !given {
			return
		}
	}
	mix := rules.MixDice{}
	for _, x := range r.seats {
		mix.Secrets = append(mix.Secrets, rules.ArmySecret{Army: x.army, Secret: rd.secrets[x.army]})
	}
	r.ready = []rules.Action{mix, rd.action}
	r.round = nil
}
