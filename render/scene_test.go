package render

import (
	"reflect"
	"testing"

	"estafette/rules/hex"
)

// TestSceneComparisonsSeeEveryField: changing any field a scene draws
// (everything but the two keys) makes SamePieces or SameOverlay false,
// so a view that keeps its keys when nothing changed never keeps the
// board's old image after a real change; and a field added to Scene
// without a comparison fails here. Pieces fields are seen by SamePieces
// alone, the rest by SameOverlay alone, since each key says which cached
// layer to draw again.
func TestSceneComparisonsSeeEveryField(t *testing.T) {
	base := Scene{
		Units:   []UnitView{{ID: "a", Hex: hex.Hex{Q: 1, R: 1}}},
		Leaders: []LeaderView{{ID: "l", Hex: hex.Hex{Q: 1, R: 1}}},
		Trails:  [][]hex.Hex{{{Q: 0, R: 0}, {Q: 1, R: 0}}},
	}
	if !base.SamePieces(&base) || !base.SameOverlay(&base) {
		t.Fatal("a scene differs from itself")
	}
	pieces := map[string]bool{"Units": true, "Leaders": true}
	typ := reflect.TypeOf(base)
	for i := 0; i < typ.NumField(); i++ {
		f := typ.Field(i)
		if f.Name == "PiecesKey" || f.Name == "OverlayKey" {
			continue
		}
		changed := base
		changed.Units = append([]UnitView(nil), base.Units...)
		changed.Leaders = append([]LeaderView(nil), base.Leaders...)
		changed.Trails = [][]hex.Hex{append([]hex.Hex(nil), base.Trails[0]...)}
		v := reflect.ValueOf(&changed).Elem().Field(i)
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.Struct: // hex.Hex
			v.Field(0).SetInt(v.Field(0).Int() + 7)
		case reflect.Slice:
			switch s := v.Addr().Interface().(type) {
			case *[]UnitView:
				(*s)[0].Elements++
			case *[]LeaderView:
				(*s)[0].Moved = true
			case *[]hex.Hex:
				*s = append(*s, hex.Hex{Q: 3, R: 4})
			case *[][]hex.Hex:
				(*s)[0][1].R++
			case *[]ObjectiveMark:
				*s = append(*s, ObjectiveMark{Hex: hex.Hex{Q: 2, R: 2}})
			default:
				t.Fatalf("field %s: a slice of a type this test does not know", f.Name)
			}
		default:
			t.Fatalf("field %s: a kind this test does not know (%s)", f.Name, v.Kind())
		}
		samePieces, sameOverlay := changed.SamePieces(&base), changed.SameOverlay(&base)
		if pieces[f.Name] && (samePieces || !sameOverlay) {
			t.Errorf("%s changed: SamePieces %v, SameOverlay %v; want false, true", f.Name, samePieces, sameOverlay)
		}
		if !pieces[f.Name] && (!samePieces || sameOverlay) {
			t.Errorf("%s changed: SamePieces %v, SameOverlay %v; want true, false", f.Name, samePieces, sameOverlay)
		}
	}
}
