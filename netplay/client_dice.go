package netplay

import (
	"fmt"

	"estafette/rules"
)

// The fair dice, on a device's side (dice.go is the host's): the
// device's secret for each roll it is asked for, and the check of every
// dice line its army took part in.

// roll answers the host's request for this device's secret, after
// checking that the host shows the commitment this device made.
func (c *Client) roll(m *Msg) {
	if c.army == "" {
		return
	}
	seen := c.rolls[m.At]
	if seen != nil && seen.secret != "" {
		// Asked again (another device came back): the same secret.
		seen.commits = m.Commits
		return
	}
	if got := m.Commits[c.army]; got != c.commit {
		c.problem = &Problem{Key: "net.forged", Text: "the host changed a roll: it showed a commitment this device did not make"}
		return
	}
	c.rolls[m.At] = &rollSeen{commits: m.Commits, secret: c.secret}
	next := NewSecret()
	c.out(&Msg{T: tReveal, At: m.At, Secret: c.secret, Commit: rules.Commitment(next)})
	c.secret, c.commit = next, rules.Commitment(next)
}

// checkDice checks a dice line: this device's secret is the one it
// gave, and every other one is the secret its commitment bound.
func (c *Client) checkDice(at int, mix rules.MixDice) *Problem {
	seen := c.rolls[at]
	forged := &Problem{Key: "net.forged", Text: fmt.Sprintf("the host changed a roll (line %d): the game is stopped", at+1)}
	if seen == nil {
		if c.army != "" && at >= c.joinedAt {
			return forged // rolled without asking this device
		}
		return nil // before this device sat down, or a spectator's
	}
	for _, s := range mix.Secrets {
		if s.Army == c.army && s.Secret != seen.secret {
			return forged
		}
		if want, ok := seen.commits[s.Army]; !ok || rules.Commitment(s.Secret) != want {
			return forged
		}
	}
	return nil
}
