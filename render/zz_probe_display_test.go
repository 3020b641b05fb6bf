//go:build display

package render

import (
	"image"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/scenarios"
)

var tiny, tiny2 = ebiten.NewImage(1, 1), ebiten.NewImage(1, 1)

func flush(src *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(0.001, 0.001)
	tiny2.DrawImage(src, op)
	tiny2.At(0, 0)
}

func TestZZProbe(t *testing.T) {
	for _, name := range []string{"pratzen", "leuthen", "marignan"} {
		src, _ := os.ReadFile("../scenarios/" + name + ".toml")
		sc, _, err := scenarios.LoadScenario(name+".toml", src)
		if err != nil {
			t.Fatal(err)
		}
		scene := &Scene{PiecesKey: 1, OverlayKey: 1}
		for i, a := range sc.Armies {
			for _, u := range a.Units {
				scene.Units = append(scene.Units, UnitView{ID: u.ID, Hex: u.Hex, Army: i, Elements: u.Elements, StartElements: u.Elements})
			}
			for _, l := range a.Leaders {
				scene.Leaders = append(scene.Leaders, LeaderView{ID: l.ID, Hex: l.Hex, Army: i, Rank: l.Rank})
			}
		}
		for _, k := range []float64{1} {
			var tot time.Duration
			step := func(name string, f func()) {
				t0 := time.Now()
				f()
				t1 := time.Now()
				flush(tiny)
				tot += time.Since(t0)
				t.Logf("k=%.2f %-24s cpu %6.1f ms, gpu %6.1f ms", k, name, float64(t1.Sub(t0))/1e6, float64(time.Since(t1))/1e6)
			}
			step("warm", func() { tiny.Fill(white) })
			var tb *Table
			step("NewTable+SetResolution", func() { tb = NewTable(&sc.Board); tb.SetResolution(k) })
			step("Update (compose)", func() { tb.Update(scene) })
			screen := ebiten.NewImage(1440, 900)
			step("screen draw", func() { tb.Draw(screen, Fit(tb.World.W, tb.World.H, 1080, 900)) })
			var p Panel
			m := &PanelModel{Key: 1, Rows: []Row{{Kind: RowTitle, Text: "Austerlitz : le plateau"}, {Kind: RowText, Text: "Tour 1 · phase de commandement de l'armée"}}}
			step("panel", func() { p.Draw(screen, m, image.Rect(1080, 0, 1440, 900), Style{UI: 1}) })
			t.Logf("%s k=%.2f total %.1f ms", name, k, float64(tot)/1e6)
		}
	}
}
