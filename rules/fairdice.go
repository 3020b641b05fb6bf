package rules

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"strings"

	"estafette/rules/splitmix"
)

// Fair dice in a game shared between devices (docs/network.md "Fair
// dice"). Before an action that rolls, each army's device gives a secret
// it committed to beforehand; the record keeps them all in a `dice` line
// just before that action, and the dice of the action come from their
// mix. Nobody can choose or foresee the roll: each secret was bound by
// its commitment before any was shown. Any device, `replay` and the
// viewer roll the same dice from the line. A game on one device has no
// such line and rolls from its seed.

// SecretLen is the length of a device's secret in a dice line: 32
// hexadecimal digits, 128 bits.
const SecretLen = 32

// MixDice is `dice ARMY=SECRET ...`: the next action's dice come from
// these secrets, one for each army of the scenario.
type MixDice struct {
	Secrets []ArmySecret
}

// ArmySecret is one army's device's secret in a dice line.
type ArmySecret struct {
	Army   string
	Secret string // SecretLen lowercase hexadecimal digits
}

func (MixDice) isAction() {}

// String is the record line.
func (m MixDice) String() string {
	var b strings.Builder
	b.WriteString("dice")
	for _, s := range m.Secrets {
		b.WriteString(" " + s.Army + "=" + s.Secret)
	}
	return b.String()
}

// Seed is the dice seed the secrets make: the first 64 bits of a SHA-256
// over them, in the line's order.
func (m MixDice) Seed() uint64 {
	h := sha256.New()
	h.Write([]byte("estafette dice 1\n"))
	for _, s := range m.Secrets {
		h.Write([]byte(s.Army + "=" + s.Secret + "\n"))
	}
	return binary.BigEndian.Uint64(h.Sum(nil)[:8])
}

// Commitment is what a device shows of its secret before the roll: the
// SHA-256 of the secret's digits, in hexadecimal.
func Commitment(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// ValidSecret reports whether s is SecretLen lowercase hexadecimal digits.
func ValidSecret(s string) bool {
	if len(s) != SecretLen {
		return false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// parseMixDice reads `dice ARMY=SECRET ...`.
func parseMixDice(args []string) (Action, *Violation) {
	if len(args) == 0 {
		return nil, syntaxf("dice needs a secret for each army: dice ARMY=SECRET ...")
	}
	m := MixDice{}
	for _, a := range args {
		army, secret, ok := strings.Cut(a, "=")
		if !ok || army == "" {
			return nil, syntaxf("dice: %q is not ARMY=SECRET", a)
		}
		if !ValidSecret(secret) {
			return nil, syntaxf("dice: the secret of %s must be %d lowercase hexadecimal digits", army, SecretLen)
		}
		m.Secrets = append(m.Secrets, ArmySecret{Army: army, Secret: secret})
	}
	return m, nil
}

// mixDice seeds the dice of the next action from the secrets: one for
// each army of the scenario, each once (SYNTAX otherwise).
func (s *State) mixDice(m MixDice) ([]Event, *Violation) {
	if v := s.checkMixDice(m); v != nil {
		return nil, v
	}
	s.rng = splitmix.New(m.Seed())
	return nil, nil
}

func (s *State) checkMixDice(m MixDice) *Violation {
	seen := map[string]bool{}
	for _, sec := range m.Secrets {
		if s.armyOf(sec.Army) == nil {
			return s.violate(RuleSyntax, "dice: there is no army %q in this scenario", sec.Army)
		}
		if seen[sec.Army] {
			return s.violate(RuleSyntax, "dice: %s has two secrets", sec.Army)
		}
		if !ValidSecret(sec.Secret) {
			return s.violate(RuleSyntax, "dice: the secret of %s must be %d lowercase hexadecimal digits", sec.Army, SecretLen)
		}
		seen[sec.Army] = true
	}
	for _, a := range s.sc.Armies {
		if !seen[a.ID] {
			return s.violate(RuleSyntax, "dice: %s has no secret; each army's device gives one", a.Name)
		}
	}
	return nil
}

// RollsDice reports whether a, played now, would roll dice (its own, or
// those of the passes it implies): a shared game mixes the devices'
// secrets before such an action. A refused action rolls none.
func (s *State) RollsDice(a Action) bool {
	if _, ok := a.(MixDice); ok {
		return false
	}
	t := s.trial()
	before := t.rng
	if _, v := t.Apply(a); v != nil {
		return false
	}
	return t.rng != before
}
