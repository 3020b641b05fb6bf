//go:build !js

package game

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"estafette/i18n"
	"estafette/session"
)

// printed waits for the print under way as the shell's ticks do.
func printed(t *testing.T, s *Shell) {
	t.Helper()
	for i := 0; i < 3000 && s.printing != nil; i++ {
		s.printAnswered()
		time.Sleep(10 * time.Millisecond)
	}
	if s.printing != nil {
		t.Fatal("the print never ended")
	}
}

// TestPrintLeavesTheWindowDrawing (issue 35): the start screen's Print
// makes the PDF on a goroutine of its own: the click returns at once,
// the screen says the print is under way (a second click is told to
// wait), and the next ticks deliver it and say where. Before, the
// window froze for as long as the print took (37 s for a large board).
func TestPrintLeavesTheWindowDrawing(t *testing.T) {
	s := startShell(t)
	c := s.start.Controller()
	c.Click("print")
	s.handle(s.start.Request())
	if want := i18n.T(i18n.FR, "print.making"); c.Message != want {
		t.Errorf("right after the click the screen says %q, want %q", c.Message, want)
	}
	if pdfs := pdfsUnder(os.Getenv(session.HomeEnv)); len(pdfs) > 0 {
		t.Errorf("the click waited for the print: %v", pdfs)
	}
	c.Click("print-rules")
	s.handle(s.start.Request())
	if want := i18n.T(i18n.FR, "print.busy"); c.Message != want {
		t.Errorf("a second print while one is made: the screen says %q, want %q", c.Message, want)
	}
	printed(t, s)
	i := strings.Index(c.Message, "/")
	if i < 0 {
		t.Fatalf("once made, the screen says %q", c.Message)
	}
	if b, err := os.ReadFile(c.Message[i:]); err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Errorf("%s: %v", c.Message[i:], err)
	}
	if pdfs := pdfsUnder(os.Getenv(session.HomeEnv)); len(pdfs) != 1 {
		t.Errorf("the PDFs written: %v, want the one", pdfs)
	}
}

// pdfsUnder lists the PDF files in dir and its folders.
func pdfsUnder(dir string) []string {
	var out []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".pdf") {
			out = append(out, p)
		}
		return nil
	})
	return out
}
