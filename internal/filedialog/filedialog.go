// Package filedialog asks the system's own file dialog for a file to
// open or a name to save under, where the system has one: zenity or
// kdialog on Linux and the BSDs, AppleScript on macOS, PowerShell's
// Windows Forms dialog on Windows. It runs that program and reads the
// path it prints: no C code and no dependency, so the downloads built
// without cgo have it too. Where there is none (a bare Linux desktop,
// the browser) a window offers its own way (a typed path, the page's
// Files dialog).
package filedialog

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"runtime"
	"strings"
)

// Kind is what the dialog asks for.
type Kind int

const (
	// Open asks for an existing file.
	Open Kind = iota
	// Save asks for a name to save under (the program then refuses to
	// write over a file the player did not choose: the dialog asks).
	Save
)

// Request is a question to the dialog.
type Request struct {
	Kind    Kind
	Title   string
	Dir     string // where the dialog opens
	Name    string // the name it proposes (Save)
	Pattern string // the files it shows, "*.toml"
}

// ErrNone says the system has no file dialog this package knows.
var ErrNone = errors.New("no file dialog on this system")

// ErrCancelled says the player closed the dialog without a file.
var ErrCancelled = errors.New("no file chosen")

// Result is the path chosen, or why there is none.
type Result struct {
	Path string
	Err  error
}

// Ask shows the dialog in the background: the answer comes on the
// channel, once, when the player closes it. ctx cancelled closes it.
func Ask(ctx context.Context, r Request) <-chan Result {
	out := make(chan Result, 1)
	name, args := command(runtime.GOOS, exec.LookPath, r)
	if name == "" {
		out <- Result{Err: ErrNone}
		return out
	}
	go func() {
		var stdout bytes.Buffer
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Stdout = &stdout
		err := cmd.Run()
		path := strings.TrimRight(stdout.String(), "\r\n")
		switch {
		case err != nil && ctx.Err() != nil:
			out <- Result{Err: ctx.Err()}
		case err != nil || path == "":
			// zenity and kdialog exit 1, osascript with an error, when
			// the player cancels.
			out <- Result{Err: ErrCancelled}
		default:
			out <- Result{Path: path}
		}
	}()
	return out
}

// Available reports whether the system has a file dialog Ask can show.
func Available() bool {
	name, _ := command(runtime.GOOS, exec.LookPath, Request{})
	return name != ""
}

// command is the program, and its arguments, that shows r's dialog on
// goos with the programs lookPath finds; "" when there is none.
func command(goos string, lookPath func(string) (string, error), r Request) (string, []string) {
	has := func(p string) bool { _, err := lookPath(p); return err == nil }
	dir := r.Dir
	switch goos {
	case "js", "wasip1", "android", "ios":
		return "", nil
	case "darwin":
		if !has("osascript") {
			return "", nil
		}
		return "osascript", []string{"-e", appleScript(r)}
	case "windows":
		if !has("powershell") {
			return "", nil
		}
		return "powershell", []string{"-NoProfile", "-NonInteractive", "-Command", powerShell(r)}
	}
	switch {
	case has("zenity"):
		args := []string{"--file-selection", "--title=" + r.Title}
		if r.Kind == Save {
			args = append(args, "--save", "--confirm-overwrite")
			dir = join(dir, r.Name)
		} else if dir != "" {
			dir += "/"
		}
		if dir != "" {
			args = append(args, "--filename="+dir)
		}
		if r.Pattern != "" {
			args = append(args, "--file-filter="+r.Pattern)
		}
		return "zenity", args
	case has("kdialog"):
		op := "--getopenfilename"
		if r.Kind == Save {
			op, dir = "--getsavefilename", join(dir, r.Name)
		}
		args := []string{"--title", r.Title, op, dir}
		if r.Pattern != "" {
			args = append(args, r.Pattern)
		}
		return "kdialog", args
	}
	return "", nil
}

func join(dir, name string) string {
	switch {
	case dir == "":
		return name
	case name == "":
		return dir + "/"
	}
	return strings.TrimRight(dir, "/") + "/" + name
}

// appleScript is macOS's dialog, printing the POSIX path chosen.
func appleScript(r Request) string {
	q := func(s string) string { return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"` }
	loc := ""
	if r.Dir != "" {
		loc = " default location POSIX file " + q(r.Dir)
	}
	if r.Kind == Save {
		return "POSIX path of (choose file name with prompt " + q(r.Title) + " default name " + q(r.Name) + loc + ")"
	}
	return "POSIX path of (choose file with prompt " + q(r.Title) + loc + ")"
}

// powerShell is Windows' dialog, printing the path chosen.
func powerShell(r Request) string {
	q := func(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }
	kind := "OpenFileDialog"
	if r.Kind == Save {
		kind = "SaveFileDialog"
	}
	filter := "All files (*.*)|*.*"
	if r.Pattern != "" {
		filter = r.Pattern + "|" + r.Pattern
	}
	return "Add-Type -AssemblyName System.Windows.Forms; $d = New-Object System.Windows.Forms." + kind +
		"; $d.Title = " + q(r.Title) + "; $d.InitialDirectory = " + q(r.Dir) + "; $d.FileName = " + q(r.Name) +
		"; $d.Filter = " + q(filter) + "; if ($d.ShowDialog() -eq 'OK') { $d.FileName }"
}
