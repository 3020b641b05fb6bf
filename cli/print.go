package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/printkit"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

const printUsage = `usage:
  estafette print SCENARIO.toml [--out FILE.pdf] [--lang fr|en] [--paper a4|letter] [--force]
  estafette print --rules RULESET [--out FILE.pdf] [--lang fr|en] [--paper a4|letter] [--force]
The first prints a scenario's sheet for the table (the map, each army's
order of battle, the scenario's page); the second a ruleset's
quick-reference card (8 points or more, on as many pages as it takes:
four for the built-in rulesets). RULESET is a built-in key
(thucydide, jomini, alexandre-bayard, frederic) or a ruleset file.
--out defaults to SCENARIO.pdf, or RULESET-card.pdf, in this directory;
an existing file is replaced only with --force (docs/print.md).
`

// printOptions are the print command's options.
type printOptions struct {
	out, rules string
	force      bool
	opt        printkit.Options
}

// printKit writes a scenario's sheet or a ruleset's card as one PDF, in
// full or not at all: an invalid scenario gives check's errors and
// writes nothing, and an existing file is kept without --force.
func printKit(args []string, env Env) int {
	o := printOptions{opt: printkit.Options{Lang: i18n.Detect(env.Getenv), Paper: printkit.A4}}
	c := newCommandLine("print")
	c.String(&o.out, "out", "the PDF to write")
	c.String(&o.rules, "rules", "print this ruleset's quick-reference card")
	c.Bool(&o.force, "force", "replace an existing file")
	c.Func("lang", "the language, fr or en", func(s string) error {
		l, err := i18n.Parse(s)
		o.opt.Lang = l
		return err
	})
	c.Func("paper", "a4 or letter", func(s string) error {
		p, err := printkit.ParsePaper(s)
		o.opt.Paper = p
		return err
	})
	files, err := c.Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette print", printUsage, 2)
	}
	switch {
	case o.rules != "" && len(files) > 0:
		fmt.Fprint(env.Stderr, "estafette print: name a scenario or --rules, not both\n"+printUsage)
		return 2
	case o.rules == "" && len(files) != 1:
		fmt.Fprint(env.Stderr, "estafette print: name one scenario file, or --rules RULESET\n"+printUsage)
		return 2
	}
	var pdf bytes.Buffer
	var done printkit.Printed
	if o.rules != "" {
		rs, src, err := loadRulesetArg(env, o.rules)
		if err != nil {
			fmt.Fprintln(env.Stderr, err)
			return 1
		}
		if o.out == "" {
			// the key is the file's contents, not the player's choice:
			// cleaned as the library's names are, it names a file here
			o.out = session.CleanTitle(rs.Key) + "-card.pdf"
		}
		if done, err = printkit.Card(&pdf, rs, src, o.opt); err != nil {
			fmt.Fprintf(env.Stderr, "estafette print: %v\n", err)
			return 1
		}
	} else {
		name := files[0]
		src, err := readFile(env, name, safefile.MaxScenario)
		if err != nil {
			fmt.Fprintln(env.Stderr, err)
			return 1
		}
		sc, rs, err := scenarios.LoadScenario(name, src)
		if err != nil {
			fmt.Fprintln(env.Stderr, err) // the positioned errors of check
			return 1
		}
		rsrc, err := scenarios.RulesetSource(rs.Key)
		if err != nil {
			rsrc = nil // no marks rather than no sheet
		}
		if o.out == "" {
			o.out = strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)) + ".pdf"
		}
		if done, err = printkit.Scenario(&pdf, sc, rs, rsrc, o.opt); err != nil {
			fmt.Fprintf(env.Stderr, "estafette print: %v\n", err)
			return 1
		}
	}
	if !o.force {
		if _, err := os.Lstat(o.out); err == nil {
			fmt.Fprintf(env.Stderr, "%s: the file exists; --force replaces it\n", o.out)
			return 1
		} else if !errors.Is(err, fs.ErrNotExist) {
			fmt.Fprintln(env.Stderr, &safefile.Error{Path: o.out, Err: err})
			return 1
		}
	}
	if err := safefile.WriteAtomic(o.out, pdf.Bytes()); err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 1
	}
	if len(done.Missing) > 0 {
		fmt.Fprintf(env.Stderr, "%s: warning: %s\n", o.out, i18n.Tf(i18n.EN, "print.missing", printkit.MissingList(done.Missing)))
	}
	fmt.Fprintf(env.Stdout, "%s: %d pages\n", o.out, done.Pages)
	return 0
}

// loadRulesetArg reads --rules: a built-in key, or a ruleset file (a
// club's edited copy), with the text its [HOUSE] marks are read from.
func loadRulesetArg(env Env, arg string) (*rules.Ruleset, []byte, error) {
	if !strings.ContainsAny(arg, `/\`) && !strings.HasSuffix(arg, ".toml") {
		rs, err := scenarios.Ruleset(arg)
		if err != nil {
			return nil, nil, err
		}
		src, err := scenarios.RulesetSource(arg)
		return rs, src, err
	}
	src, err := readFile(env, arg, safefile.MaxScenario)
	if err != nil {
		return nil, nil, err
	}
	rs, err := scenarios.LoadRuleset(arg, src)
	if err != nil {
		return nil, nil, err
	}
	return rs, src, nil
}
