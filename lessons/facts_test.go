package lessons

import (
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules/hex"
)

// fact is what a caption tells of the board at a position: a piece's
// hex, its elements, a unit eliminated or a leader gone, an army's
// order points or its eliminations. Zero fields are not checked.
type fact struct {
	pos      int
	piece    string
	at       string // the piece's hex
	elements int
	gone     bool // a unit eliminated, a leader off the table
	army     string
	points   int // -1: not checked
	elim     int // the army's eliminated enemy units, -1: not checked
}

// TestLessonsSayWhatTheBoardShows: the dice of lessons 4 and 5 are the
// seed's, and their captions tell what they did — where a unit fell back
// to, what it lost, the points left, who left the table. If the rules
// or the dice change, these captions are wrong: this test says which.
func TestLessonsSayWhatTheBoardShows(t *testing.T) {
	const ath, boe = "atheniens", "beotiens"
	pts := func(pos int, army string, n int) fact { return fact{pos: pos, army: army, points: n, elim: -1} }
	unit := func(pos int, id, at string, elements int) fact {
		return fact{pos: pos, piece: id, at: at, elements: elements, points: -1, elim: -1}
	}
	for key, facts := range map[string][]fact{
		"fire": {
			pts(20, ath, 2),
			unit(22, "CAV", "10,4", 3), // the flag cancelled by Défense, the cross no hit on cavalry
			unit(35, "PSB", "9,3", 2),  // one loss, the flag ignored (Tenir sa position)
			unit(35, "CAV", "11,4", 3), // the riposte's flag
			pts(35, ath, 3),
			unit(39, "TAN", "5,3", 4),
			unit(40, "TAN", "5,1", 4), // Évasion: two flags, no loss
			pts(41, ath, 3),
			pts(41, boe, 2),
		},
		"retreats": {
			unit(22, "CAV", "10,4", 2),
			{pos: 31, piece: "ALC", gone: true, points: -1, elim: -1},
			unit(35, "PSB", "9,2", 1),
			unit(36, "CAV", "9,3", 2),
			{pos: 41, piece: "PSB", gone: true, points: -1, elim: -1},
			{pos: 41, army: ath, points: 6, elim: 1},
			unit(49, "CAV", "9,7", 2),
			pts(49, ath, 2),
			unit(54, "CAV", "7,7", 2),
			unit(55, "CAV", "7,7", 3),
			pts(55, ath, 0),
		},
	} {
		l, _ := Find(key)
		x := load(t, l)
		for _, f := range facts {
			st := x.at(t, f.pos)
			if len(x.n.Captions(f.pos, i18n.FR)) == 0 && len(x.n.Captions(f.pos-1, i18n.FR)) == 0 {
				t.Errorf("%s at %d: no caption here or just before to say it", key, f.pos)
			}
			if f.piece != "" {
				if u, ok := st.Unit(f.piece); ok {
					switch {
					case f.gone != u.Eliminated:
						t.Errorf("%s at %d: %s eliminated %v", key, f.pos, f.piece, u.Eliminated)
					case f.at != "" && u.Hex != mustHex(t, f.at):
						t.Errorf("%s at %d: %s at %s, the caption says %s", key, f.pos, f.piece, u.Hex.Label(), f.at)
					case f.elements != 0 && u.Elements != f.elements:
						t.Errorf("%s at %d: %s has %d elements, the caption says %d", key, f.pos, f.piece, u.Elements, f.elements)
					}
				} else if ld, ok := st.Leader(f.piece); !ok || ld.Present == f.gone {
					t.Errorf("%s at %d: leader %s present %v", key, f.pos, f.piece, ld.Present)
				}
			}
			if f.army != "" {
				a, _ := st.Army(f.army)
				if f.points >= 0 && a.OrderPoints != f.points {
					t.Errorf("%s at %d: %s holds %d points, the caption says %d", key, f.pos, f.army, a.OrderPoints, f.points)
				}
				if f.elim >= 0 && (a.EliminatedEnemy != f.elim || st.VictoryTarget(a) != 2) {
					t.Errorf("%s at %d: %s eliminated %d of %d, the caption says %d of 2", key, f.pos, f.army, a.EliminatedEnemy, st.VictoryTarget(a), f.elim)
				}
			}
		}
	}
}

func mustHex(t *testing.T, s string) hex.Hex {
	t.Helper()
	h, err := hex.ParseLabel(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestLessonsSayWhereTheyEnd: each lesson's last caption says it is the
// end, and the next lesson's number when there is one.
func TestLessonsSayWhereTheyEnd(t *testing.T) {
	ls := List()
	for i, l := range ls {
		x := load(t, l)
		last := len(x.rec.Lines)
		for _, c := range []struct {
			lang      i18n.Lang
			end, next string
		}{{i18n.FR, "Fin de la leçon", "la leçon "}, {i18n.EN, "End of lesson", "Lesson "}} {
			text := strings.Join(x.n.Captions(last, c.lang), " ")
			if !strings.Contains(text, c.end) {
				t.Errorf("%s: the last position's %s caption does not say the lesson ends: %q", l.Key, c.lang, text)
			}
			if i+1 < len(ls) && !strings.Contains(strings.ToLower(text), strings.ToLower(c.next)+string(rune('1'+i+1))) {
				t.Errorf("%s: the last %s caption does not name lesson %d", l.Key, c.lang, i+2)
			}
		}
	}
}
