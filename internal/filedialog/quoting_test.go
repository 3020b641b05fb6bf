package filedialog

import (
	"slices"
	"strings"
	"testing"
)

// hostile are names a player's files and folders may really have, each
// holding something a script language reads as the end of a string or
// as code: every kind of quote PowerShell and AppleScript know (U+2018
// to U+201B end a PowerShell single-quoted string), $, a backtick, a
// semicolon, a line break, a leading dash (an option to a program).
var hostile = []string{
	`x'; Start-Process calc; '.toml`,
	"x’; Start-Process calc; ’.toml",
	"x‘; Start-Process calc; ‘.toml",
	"x‚; Start-Process calc; ‚.toml",
	"x‛; Start-Process calc; ‛.toml",
	`x"; Start-Process calc; ".toml`,
	"x“; Start-Process calc; ”.toml",
	"x„; Start-Process calc; „.toml",
	"O’Brien",
	"$(Start-Process calc)",
	"${env:PATH}$HOME",
	"`n`$x` ",
	"a;b",
	"deux\nlignes",
	`back\slash\"`,
	`" & do shell script "touch /tmp/pwned" & "`,
	"-rf",
	"--title=x",
	"'''\"\"\"",
	"",
}

// requests are hostile requests: each name as the title, the folder, the
// name and the pattern at once, for both kinds of dialog.
func requests() []Request {
	var out []Request
	for _, h := range hostile {
		for _, k := range []Kind{Open, Save} {
			out = append(out, Request{Kind: k, Title: "Save as " + h, Dir: "/home/" + h, Name: h + ".toml", Pattern: "*.toml"})
			out = append(out, Request{Kind: k, Title: h, Dir: h, Name: h, Pattern: h})
		}
	}
	return out
}

// psQuotes are the characters PowerShell takes for a single quote, and
// for a double quote, in its own lexer.
const (
	psSingle = "'\u2018\u2019\u201A\u201B"
	psDouble = "\"\u201C\u201D\u201E"
)

// psStatements splits a PowerShell script into its statements, by
// PowerShell's rules: ';' and line breaks end a statement outside a
// string and outside braces; a single-quoted string (any of psSingle) ends
// at the next lone single quote (two are one quote); a double-quoted
// string (psDouble) at the next lone double quote, a backtick escaping
// the character after it; a backtick outside strings escapes too. It
// returns the statements and the string literals it read.
func psStatements(script string) (stmts, literals []string) {
	r := []rune(script)
	var cur strings.Builder
	depth := 0
	flush := func() {
		if s := strings.TrimSpace(cur.String()); s != "" {
			stmts = append(stmts, s)
		}
		cur.Reset()
	}
	for i := 0; i < len(r); i++ {
		c := r[i]
		switch {
		case strings.ContainsRune(psSingle, c):
			var lit strings.Builder
			j := i + 1
			for ; j < len(r); j++ {
				if strings.ContainsRune(psSingle, r[j]) {
					if j+1 < len(r) && strings.ContainsRune(psSingle, r[j+1]) {
						lit.WriteRune(r[j])
						j++
						continue
					}
					break
				}
				lit.WriteRune(r[j])
			}
			literals = append(literals, lit.String())
			cur.WriteString(string(r[i:min(j+1, len(r))]))
			i = j
		case strings.ContainsRune(psDouble, c):
			var lit strings.Builder
			j := i + 1
			for ; j < len(r); j++ {
				if r[j] == '`' && j+1 < len(r) {
					j++
					lit.WriteRune(r[j])
					continue
				}
				if strings.ContainsRune(psDouble, r[j]) {
					if j+1 < len(r) && strings.ContainsRune(psDouble, r[j+1]) {
						lit.WriteRune(r[j])
						j++
						continue
					}
					break
				}
				lit.WriteRune(r[j])
			}
			literals = append(literals, lit.String())
			cur.WriteString(string(r[i:min(j+1, len(r))]))
			i = j
		case c == '`' && i+1 < len(r):
			cur.WriteRune(c)
			cur.WriteRune(r[i+1])
			i++
		case c == '{':
			depth++
			cur.WriteRune(c)
		case c == '}':
			depth--
			cur.WriteRune(c)
		case (c == ';' || c == '\n' || c == '\r') && depth == 0:
			flush()
		default:
			cur.WriteRune(c)
		}
	}
	flush()
	return stmts, literals
}

// TestPowerShellTakesValuesAsData: whatever the names, the script
// PowerShell runs is the same text, made of the same eight statements,
// whose only string literal is 'OK'; the names come as environment
// variables, exactly as asked. The same reading of the script that the
// program used to run finds the injected command: the check can see one.
func TestPowerShellTakesValuesAsData(t *testing.T) {
	plain := map[Kind]string{}
	for _, k := range []Kind{Open, Save} {
		plain[k] = command("windows", lookPathOf("powershell"), Request{Kind: k, Title: "t"}).args[3]
	}
	for _, r := range requests() {
		inv := command("windows", lookPathOf("powershell"), r)
		if len(inv.args) != 4 || inv.args[2] != "-Command" || inv.args[3] != plain[r.Kind] {
			t.Fatalf("%q: the script changed with the request:\n%q", r.Title, inv.args)
		}
		stmts, lits := psStatements(inv.args[3])
		if len(stmts) != 8 || !slices.Equal(lits, []string{"OK"}) {
			t.Errorf("%q: %d statements %q, literals %q", r.Title, len(stmts), stmts, lits)
		}
		filter := r.Pattern + "|" + r.Pattern
		if r.Pattern == "" {
			filter = "All files (*.*)|*.*"
		}
		want := []string{envTitle + "=" + r.Title, envDir + "=" + r.Dir, envName + "=" + r.Name, envPattern + "=" + filter}
		if !slices.Equal(inv.env, want) {
			t.Errorf("%q: environment %q, want %q", r.Title, inv.env, want)
		}
	}
	// The script as it was built before: a name spliced between single
	// quotes, only ' doubled. The reading above finds the command it ran.
	old := func(s string) string { return "$d.Title = '" + strings.ReplaceAll(s, "'", "''") + "'" }
	if stmts, _ := psStatements(old(hostile[0])); len(stmts) != 1 {
		t.Errorf("an apostrophe doubled still ends the string: %q", stmts)
	}
	if stmts, _ := psStatements(old(hostile[1])); len(stmts) != 3 || stmts[1] != "Start-Process calc" {
		t.Errorf("the reading does not see the command a ’ lets in: %q", stmts)
	}
}

// TestZenityTakesValuesAsArguments: zenity's options, read as GLib reads
// them (--name=value, the value everything after the first '='), give
// back the title, the file and the filter exactly, and no other option.
func TestZenityTakesValuesAsArguments(t *testing.T) {
	for _, r := range requests() {
		inv := command("linux", lookPathOf("zenity"), r)
		opts := map[string]string{}
		for _, a := range inv.args {
			name, value, _ := strings.Cut(a, "=")
			if !strings.HasPrefix(name, "--") {
				t.Fatalf("%q: a positional argument %q", r.Title, a)
			}
			opts[name] = value
		}
		file := ""
		if r.Kind == Save {
			file = join(r.Dir, r.Name)
		} else if r.Dir != "" {
			file = r.Dir + "/"
		}
		want := map[string]string{"--file-selection": "", "--title": r.Title, "--filename": file, "--file-filter": r.Pattern}
		if r.Kind == Save {
			want["--save"], want["--confirm-overwrite"] = "", ""
		}
		if file == "" {
			delete(want, "--filename")
		}
		if r.Pattern == "" {
			delete(want, "--file-filter")
		}
		if len(opts) != len(want) {
			t.Errorf("%q: options %q, want %q", r.Title, opts, want)
		}
		for k, v := range want {
			if opts[k] != v {
				t.Errorf("%q: %s is %q, want %q", r.Title, k, opts[k], v)
			}
		}
	}
}

// TestKDialogTakesValuesAsArguments: kdialog's arguments, read as Qt
// reads them (--title takes the next argument, whatever it holds; an
// argument starting with '-' is an option), give back the title, the
// folder or file and the filter exactly, the last two made paths that do
// not read as options.
func TestKDialogTakesValuesAsArguments(t *testing.T) {
	for _, r := range requests() {
		inv := command("linux", lookPathOf("kdialog"), r)
		var title, op string
		var pos []string
		for i := 0; i < len(inv.args); i++ {
			switch a := inv.args[i]; {
			case a == "--title" && i+1 < len(inv.args):
				title = inv.args[i+1]
				i++
			case strings.HasPrefix(a, "-"):
				if op != "" {
					t.Fatalf("%q: a second option %q", r.Title, a)
				}
				op = a
			default:
				pos = append(pos, a)
			}
		}
		file, wantOp := r.Dir, "--getopenfilename"
		if r.Kind == Save {
			file, wantOp = join(r.Dir, r.Name), "--getsavefilename"
		}
		want := []string{notAnOption(file)}
		if r.Pattern != "" {
			want = append(want, notAnOption(r.Pattern))
		}
		if title != r.Title || op != wantOp || !slices.Equal(pos, want) {
			t.Errorf("%q: title %q, %s, positional %q; want %q, %s, %q", r.Title, title, op, pos, r.Title, wantOp, want)
		}
		if strings.TrimPrefix(pos[0], "./") != file {
			t.Errorf("%q: the file %q is not %q", r.Title, pos[0], file)
		}
	}
}

// appleLiterals reads the string literals of AppleScript text: "…", a
// backslash escaping the character after it.
func appleLiterals(script string) []string {
	var out []string
	for i := 0; i < len(script); i++ {
		if script[i] != '"' {
			continue
		}
		var lit strings.Builder
		j := i + 1
		for ; j < len(script) && script[j] != '"'; j++ {
			if script[j] == '\\' && j+1 < len(script) {
				j++
			}
			lit.WriteByte(script[j])
		}
		out = append(out, lit.String())
		i = j
	}
	return out
}

// TestOsascriptTakesValuesAsArguments: osascript's command line, read as
// osascript reads it (-e takes the next argument as a line of the
// script, "--" ends the options, the rest goes to the run handler as
// argv), is the same script whatever the names, whose only string
// literals are its own, and hands the title, the folder and the name to
// the script exactly.
func TestOsascriptTakesValuesAsArguments(t *testing.T) {
	plain := map[Kind][]string{}
	for _, k := range []Kind{Open, Save} {
		inv := command("darwin", lookPathOf("osascript"), Request{Kind: k})
		plain[k] = inv.args[:len(inv.args)-3]
	}
	for _, r := range requests() {
		inv := command("darwin", lookPathOf("osascript"), r)
		var lines, argv []string
		for i := 0; i < len(inv.args); i++ {
			a := inv.args[i]
			switch {
			case a == "-e" && i+1 < len(inv.args):
				lines = append(lines, inv.args[i+1])
				i++
			case a == "--":
				argv = inv.args[i+1:]
				i = len(inv.args)
			default:
				t.Fatalf("%q: an argument before \"--\": %q", r.Title, a)
			}
		}
		if !slices.Equal(inv.args[:len(inv.args)-3], plain[r.Kind]) {
			t.Errorf("%q: the script changed with the request: %q", r.Title, lines)
		}
		if lits := appleLiterals(strings.Join(lines, "\n")); !slices.Equal(lits, []string{"--", ""}) {
			t.Errorf("%q: the script's literals are %q", r.Title, lits)
		}
		if !slices.Equal(argv, []string{r.Title, r.Dir, r.Name}) {
			t.Errorf("%q: argv %q", r.Title, argv)
		}
	}
}
