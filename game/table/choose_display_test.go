//go:build display

package table

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/control"
	"estafette/game/tableview"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/render"
	"estafette/rules"
)

// The choices made on the board (issue 38), drawn: the hexes a Retraite
// or a withdrawal may fall back to are tinted as a move's "sans combat"
// reach, every other bare hex is plain; the units Desserrer en masse may
// name are marked. With ESTAFETTE_SHOT_DIR set, the windows are written
// there as PNGs, in French and in English, to be looked at.

// choiceTable opens the table on a controller, past its briefing.
func choiceTable(t *testing.T, c *control.Controller, lang i18n.Lang) *App {
	t.Helper()
	a, err := NewApp(nil, nil, Options{Saved: c, Lang: lang, NoAutosave: true, Name: "skirmish.toml"})
	if err != nil {
		t.Fatal(err)
	}
	closeDialog[briefingDialog](a)
	a.LayoutF(1400, 900)
	return a
}

// shoot draws the window and, with ESTAFETTE_SHOT_DIR set, writes it.
func shoot(t *testing.T, a *App, name string) {
	t.Helper()
	screen := ebiten.NewImage(a.W, a.H)
	in, _ := window.NewScript(nil, "", false)
	tick(t, a, in, screen)
	tick(t, a, in, screen)
	dir := os.Getenv("ESTAFETTE_SHOT_DIR")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, screen); err != nil {
		t.Fatal(err)
	}
}

// checkRetreatTint checks every bare hex: tinted where the rules let the
// unit fall back, plain elsewhere.
func checkRetreatTint(t *testing.T, c *control.Controller, unit string) {
	t.Helper()
	img, lay := drawn(t, c)
	st := c.State()
	offered := st.RetreatHexes(unit)
	clear := render.DefaultPalette().Terrain("clear")
	noFight := blend(clear, render.ReachNoFightTint, render.ReachAlpha)
	in, out := 0, 0
	for _, h := range c.Scenario().Board.Bounds().All() {
		if !bare(st, h) {
			continue
		}
		want := clear
		if slices.Contains(offered, h) {
			want = noFight
			in++
		} else {
			out++
		}
		if got := sample(img, lay, h); !near(got, want, 10) {
			t.Errorf("%s: hex %s is %v, want %v (offered %v)", unit, h, got, want, offered)
		}
	}
	if in == 0 || out == 0 {
		t.Fatalf("too few bare hexes: %d offered, %d not", in, out)
	}
}

func TestRetraiteChoiceIsDrawn(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c := tabletest.Skirmish(t, "activate FRA F1; end; end; attack F1 S1; pass")
		a := choiceTable(t, c, lang)
		a.v.Panel() // the panel's entries, as the window shows them
		a.panelClick(tableview.Order{Key: "retraite"}.ID())
		if c.Choosing().Kind != control.ChooseHex {
			t.Fatalf("the Orders menu's Retraite starts no choice: %s", c.StatusText())
		}
		checkRetreatTint(t, c, "S1")
		a.hoverHex = hx(t, "6,3")
		shoot(t, a, "retraite-choice-"+string(lang))
		c.Click(hx(t, "6,3"), "", false)
		if r := c.Record(); r[len(r)-1].String() != "defend retraite 6,3" {
			t.Errorf("the click played %s", r[len(r)-1])
		}
		shoot(t, a, "retraite-done-"+string(lang))
	}
}

func TestWithdrawalChoiceIsDrawn(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c := tabletest.Skirmish(t, "activate FRA F1; end; end; attack F1 S1; pass")
		a := choiceTable(t, c, lang)
		row := ""
		for _, r := range a.v.Panel().Rows {
			if strings.HasPrefix(r.ID, "act:") {
				if act, ok := a.v.Action(actIndex(t, r.ID)); ok {
					if w, ok := act.(rules.Withdraw); ok && w.Leader == "STE" {
						row = r.ID
					}
				}
			}
		}
		if row == "" {
			t.Fatal("no withdrawal row in the panel")
		}
		a.panelClick(row)
		if ch := c.Choosing(); ch.Kind != control.ChooseHex || ch.Unit != "S1" {
			t.Fatalf("the withdrawal row starts %+v", ch)
		}
		checkRetreatTint(t, c, "S1")
		// A refused hex: the status line names the movement rule.
		c.Click(hx(t, "7,3"), "", false)
		if c.Status().Rule != rules.RuleMovStop {
			t.Errorf("7,3 behind the woods: %s", c.StatusText())
		}
		shoot(t, a, "withdraw-choice-"+string(lang))
		c.Click(hx(t, "6,4"), "", false)
		if r := c.Record(); r[len(r)-1].String() != "withdraw STE 6,4" {
			t.Errorf("the click played %s", r[len(r)-1])
		}
	}
}

func TestMassChoiceIsDrawn(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c := tabletest.Skirmish(t, "activate FRA F1 F2 F3 F4 F5")
		a := choiceTable(t, c, lang)
		c.Select("FRA")
		a.v.Panel()
		a.panelClick(tableview.Order{Key: "desserrer-en-masse"}.ID())
		if c.Choosing().Kind != control.ChooseUnits {
			t.Fatalf("the Orders menu's Desserrer en masse starts no choice: %s", c.StatusText())
		}
		st := c.State()
		for _, id := range []string{"F2", "F4"} {
			c.Click(unitOf(st, id).Hex, "", false)
		}
		shoot(t, a, "mass-choice-"+string(lang))
		for _, id := range []string{"F5", "F1"} {
			c.Click(unitOf(st, id).Hex, "", false)
		}
		if r := c.Record(); r[len(r)-1].String() != "order desserrer-en-masse FRA F2 F4 F5 F1" {
			t.Errorf("the clicks played %s", r[len(r)-1])
		}
	}
}

// actIndex is the index an "act:N" panel id names.
func actIndex(t *testing.T, id string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.TrimPrefix(id, "act:"))
	if err != nil {
		t.Fatal(err)
	}
	return n
}
