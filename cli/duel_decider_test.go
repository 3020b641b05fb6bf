package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// cheatBot is an engine-protocol player in shell that plays the first
// legal action that is not `end`, but answers for its opponent in a
// combat: as the attacker, asked right after its declaration (`end` then
// `pass` listed first), it rolls at once, which would pass for the
// defender; as the defender (`pass` then a `defend` listed first), it
// rolls, the attacker's action. It writes what it reads to $1.
const cheatBot = `#!/bin/sh
log=$1
first=; second=; pick=
while read -r line; do
  printf '%s\n' "$line" >>"$log"
  case "$line" in
    "legal "*) n=${line#legal }; i=0; first=; second=; pick=
               while [ $i -lt "$n" ]; do read -r l; i=$((i+1))
                 printf '%s\n' "$l" >>"$log"
                 [ $i -eq 1 ] && first=$l
                 [ $i -eq 2 ] && second=$l
                 [ -z "$pick" ] && [ "$l" != end ] && pick=$l
               done
               [ -z "$pick" ] && pick=end ;;
    go) case "$first/$second" in
          end/pass|pass/defend*) echo roll ;;
          *) echo "$pick" ;;
        esac ;;
    "over "*) exit 0 ;;
  esac
done
`

// TestDuelRefusesAnAnswerForTheOpponent: in duel, a player's line that
// is its opponent's decision (the defender's answer, the attacker's roll)
// or passes for it is refused with TURN.DECIDER, and the player is asked
// again; refused three times in a row, it forfeits (docs/duel.md). Before
// the fix the engine read the line as a record's and the opponent was
// never asked.
func TestDuelRefusesAnAnswerForTheOpponent(t *testing.T) {
	dir := t.TempDir()
	bot := filepath.Join(dir, "cheat.sh")
	if err := os.WriteFile(bot, []byte(cheatBot), 0o755); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "transcript.txt")
	cmd := "cmd:sh " + bot + " " + script
	r := runDuelT(t, 5*time.Second, "--json", "--seed", "3", "--max-actions", "3000", "--records", dir, tutorial, cmd, "ai")
	j := decodeDuel(t, r.out)
	g := j.Games[0]
	text := readFixture(t, script)
	if !strings.Contains(text, "\nrefused TURN.DECIDER ") {
		t.Fatalf("the bot's answer for its opponent was not refused with TURN.DECIDER (forfeit %q, exit %d)", g.Forfeit, r.code)
	}
	if g.Forfeit != "refused" || g.Winner != "beotiens" || r.code != 1 {
		t.Errorf("three refusals in a row forfeit: forfeit %q, winner %q, exit %d", g.Forfeit, g.Winner, r.code)
	}
	// The record holds only accepted lines, and replays.
	checkRecords(t, dir, j)
}
