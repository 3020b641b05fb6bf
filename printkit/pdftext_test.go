package printkit

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// poppler checks a PDF with Debian's poppler-utils (make deps installs
// them): pdfinfo must parse it, and its page count is returned with the
// text pdftotext reads from it (-layout keeps a table's row on one line).
func poppler(t *testing.T, pdf []byte, layout bool) (pages int, text string) {
	t.Helper()
	for _, tool := range []string{"pdfinfo", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (make deps installs poppler-utils)", tool)
		}
	}
	path := filepath.Join(t.TempDir(), "kit.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	info, err := exec.Command("pdfinfo", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo refuses the PDF: %v\n%s", err, info)
	}
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(info)
	if m == nil {
		t.Fatalf("pdfinfo gives no page count:\n%s", info)
	}
	pages, _ = strconv.Atoi(string(m[1]))
	args := []string{"-enc", "UTF-8"}
	if layout {
		args = append(args, "-layout")
	}
	out, err := exec.Command("pdftotext", append(args, path, "-")...).Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return pages, string(out)
}

// words is the set of the text's whitespace-separated words.
func words(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(text) {
		out[w] = true
	}
	return out
}

// regexpLine reports whether some line of text matches pattern.
func regexpLine(text, pattern string) bool {
	re := regexp.MustCompile(pattern)
	for _, l := range strings.Split(text, "\n") {
		if re.MatchString(l) {
			return true
		}
	}
	return false
}
