package lessons

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules"
)

func read(t *testing.T, src string) (*Narration, error) {
	t.Helper()
	rec, err := rules.ParseRecord(src)
	if err != nil {
		t.Fatal(err)
	}
	return Read(src, rec)
}

// TestCaptionsBelongToTheActionAbove: a caption is shown with the game
// after the last action line above it; before any action, with the
// start; in its language, or in both when untagged; a seed line and
// comments are not actions.
func TestCaptionsBelongToTheActionAbove(t *testing.T) {
	src := "# a comment\n" +
		"##title fr Leçon\n" +
		"##title en Lesson\n" +
		"seed 4\n" +
		"## Both at the start\n" +
		"activate HIP G2   # a comment after an action\n" +
		"##fr Un\n" +
		"   ##en One\n" +
		"\n" +
		"##do\n" +
		"activate HIP G3 ## not a caption: a comment on an action line\n" +
		"end\n" +
		"##\tAfter the end, tab-separated\n"
	n, err := read(t, src)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		pos  int
		lang i18n.Lang
		want []string
	}{
		{0, i18n.FR, []string{"Both at the start"}},
		{1, i18n.FR, []string{"Un"}},
		{1, i18n.EN, []string{"One"}},
		{2, i18n.EN, nil},
		{3, i18n.EN, []string{"After the end, tab-separated"}},
	} {
		if got := n.Captions(c.pos, c.lang); !reflect.DeepEqual(got, c.want) {
			t.Errorf("position %d in %s: %q, want %q", c.pos, c.lang, got, c.want)
		}
	}
	if n.TitleIn(i18n.FR) != "Leçon" || n.TitleIn(i18n.EN) != "Lesson" {
		t.Errorf("titles %q %q", n.TitleIn(i18n.FR), n.TitleIn(i18n.EN))
	}
	if !n.Do[1] || len(n.Do) != 1 {
		t.Errorf("##do above the second action: position 1 waits; got %v", n.Do)
	}
	if got := n.Positions(3); !reflect.DeepEqual(got, []int{0, 1, 3}) {
		t.Errorf("positions with something to say: %v", got)
	}
	if n.At[1][0].Line != 7 || n.At[1][1].Line != 8 {
		t.Errorf("caption lines %d %d, want 7 8", n.At[1][0].Line, n.At[1][1].Line)
	}
}

// TestShowNamesPiecesAtTheirPosition: a `##show` line gives its
// position the pieces it names, each with its line and column.
func TestShowNamesPiecesAtTheirPosition(t *testing.T) {
	n, err := read(t, "##show HIP\nactivate HIP G2\n  ##show  G2 LAC\n##fr Texte\n")
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][]Shown{0: {{"HIP", 1, 8}}, 1: {{"G2", 3, 11}, {"LAC", 3, 14}}}
	if !reflect.DeepEqual(n.Show, want) {
		t.Errorf("shown %v, want %v", n.Show, want)
	}
	if len(n.At[0]) != 0 {
		t.Errorf("##show is no caption: %v", n.At[0])
	}
}

// TestBadCaptionsAreRefusedWithTheirPlace: a typo in a tag, text after
// ##do, an empty caption, a ##do with no action after it or twice before
// one: each is an error at its line and column, never a caption lost
// without a word.
func TestBadCaptionsAreRefusedWithTheirPlace(t *testing.T) {
	for _, c := range []struct {
		src, want string
	}{
		{"activate HIP G2\n##fe Oups\n", "2:3: unknown caption tag \"##fe\""},
		{"  ##Voici\n", "1:5: unknown caption tag \"##Voici\""},
		{"##do now\nend\n", "1:5: ##do takes no text"},
		{"end\n##en   \n", "2:1: an empty caption"},
		{"end\n##do\n## text\n", "2:1: ##do: no action line follows it"},
		{"##do\n##do\nend\n", "2:1: a second ##do"},
		{"##title fr\nend\n", "1:1: an empty caption"},
		{"end\n##show  \n", "2:1: ##show names the pieces"},
	} {
		_, err := read(t, c.src)
		var e *Error
		if !errors.As(err, &e) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q…", c.src, err, c.want)
		}
	}
}

// FuzzRead: any text the record parser accepts reads without a panic,
// and an error names a line of the text.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"## a\nend\n", "##do\nend\n", "##title en T\n##fr x\n", "##fe\n", "\uFEFF##do\r\nend\r\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		rec, err := rules.ParseRecord(src)
		if err != nil {
			return
		}
		n, err := Read(src, rec)
		var e *Error
		switch {
		case errors.As(err, &e):
			if e.Line < 1 || e.Line > strings.Count(src, "\n")+1 || e.Col < 1 {
				t.Errorf("error at %d:%d in a text of %d lines", e.Line, e.Col, strings.Count(src, "\n")+1)
			}
		case err != nil:
			t.Errorf("an error of another kind: %v", err)
		default:
			for p := range n.At {
				if p < 0 || p > len(rec.Lines) {
					t.Errorf("a caption at position %d of %d", p, len(rec.Lines))
				}
			}
		}
	})
}
