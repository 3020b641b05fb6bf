package editor

import (
	"testing"

	"estafette/game/editor/control"
	"estafette/internal/testkit/helptest"
	"estafette/rules/hex"
)

// TestEditorPanelIsADrawerOnAPhone (issue 25, narrow screens): on a
// phone's width (390 px) the board has the whole screen, with no panel to
// click; a tap on the drawer button opens the panel over the board, its
// tabs then work, and pressing a palette entry puts the drawer away so
// that the piece is dragged onto the board; a tap closes it. On a
// laptop's width the panel is beside the board, with no drawer button.
func TestEditorPanelIsADrawerOnAPhone(t *testing.T) {
	a := tutorialEditorApp(t, "")
	a.LayoutF(390, 844)
	in := &helptest.Input{X: 5, Y: 400}
	step := func() {
		t.Helper()
		if err := a.Update(in); err != nil {
			t.Fatal(err)
		}
		a.frames.Draw(a.f.key)
		in.Clear()
	}
	step()
	if a.W != 390 || a.BoardW() != 390 || len(a.f.hits) != 0 || a.DrawerButton().Empty() {
		t.Fatalf("closed drawer: screen %d, board %d, %d panel entries, button %v", a.W, a.BoardW(), len(a.f.hits), a.DrawerButton())
	}
	tap := func() {
		t.Helper()
		b := a.DrawerButton()
		in.ClickAt((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2)
		step()
		step() // the frame with the panel is on screen
	}
	tap()
	if b := a.DrawerButton(); !a.DrawerOpen || a.BoardW() != 60 || len(a.f.hits) == 0 || b.Min.X < 0 || b.Max.X > a.BoardW() {
		t.Fatalf("a tap on the button: open %v, board %d (60 kept for the button), %d panel entries, button %v", a.DrawerOpen, a.BoardW(), len(a.f.hits), b)
	}
	press := func(place string) {
		t.Helper()
		p, err := a.Locate(place)
		if err != nil {
			t.Fatal(err)
		}
		in.ClickAt(p.X, p.Y)
		step()
	}
	press("palette:tab:terrain")
	if a.c.Tab() != control.TabTerrain {
		t.Fatalf("the Terrain tab in the open drawer: tab %v", a.c.Tab())
	}
	press("palette:tab:pieces")
	step()
	press("palette:unit:cavalry-light")
	if a.DrawerOpen || a.BoardW() != 390 || a.c.Dragging().Kind == control.DragNone {
		t.Fatalf("a press on the palette: open %v, board %d, dragging %v", a.DrawerOpen, a.BoardW(), a.c.Dragging().Kind)
	}
	// The next tick the cursor is on hex 3,3, the button let go: the
	// piece lands there.
	target := hex.FromOffset(3, 3)
	p := a.Cam.ToScreen(a.t.World.Layout.ToPixel(target))
	in.X, in.Y = int(p.X), int(p.Y)
	step()
	if got := a.c.PieceAt(target); got == "" {
		t.Errorf("the light cavalry dragged out of the drawer is not on %v (hover %v, status %q)", target, a.hoverHex, a.c.StatusText())
	}
	tap()
	tap()
	if a.DrawerOpen || a.BoardW() != 390 {
		t.Errorf("a second tap: open %v, board %d", a.DrawerOpen, a.BoardW())
	}

	wide := tutorialEditorApp(t, "")
	wide.LayoutF(1280, 800)
	if wide.Narrow || !wide.DrawerButton().Empty() || wide.BoardW() != 1280-PanelWidth {
		t.Errorf("1280 px: narrow %v, button %v, board %d", wide.Narrow, wide.DrawerButton(), wide.BoardW())
	}
}
