package cli

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestSampleGameReplays replays docs/sample-tutorial.rec, a whole game of
// the tutorial: every line is accepted, the game ends with the Boeotians'
// win, and two replays give the identical state (seeded dice).
func TestSampleGameReplays(t *testing.T) {
	var outs [2]bytes.Buffer
	for i := range outs {
		var r run
		env := r.env(nil)
		env.Stdout = &outs[i]
		if code := Main([]string{"replay", "--json", "../scenarios/tutorial.toml", "../docs/sample-tutorial.rec"}, env); code != 0 {
			t.Fatalf("exit %d: %s %s", code, outs[i].String(), r.err.String())
		}
	}
	if outs[0].String() != outs[1].String() {
		t.Fatal("two replays of one record differ")
	}
	var got struct {
		Actions []struct{ OK bool }
		State   struct {
			Phase, Winner string
			Armies        map[string]struct {
				Eliminated int `json:"eliminated_enemy_units"`
			}
		}
	}
	if err := json.Unmarshal(outs[0].Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.State.Phase != "over" || got.State.Winner != "beotiens" || got.State.Armies["beotiens"].Eliminated < 1 {
		t.Errorf("the sample game ends with the Boeotians' win: %+v", got.State)
	}
	for i, a := range got.Actions {
		if !a.OK {
			t.Errorf("action %d refused", i)
		}
	}
}
