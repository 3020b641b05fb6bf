// Package filedialog asks the system's own file dialog for a file to
// open or a name to save under, where the system has one: zenity or
// kdialog on Linux and the BSDs, AppleScript on macOS, PowerShell's
// Windows Forms dialog on Windows. It runs that program and reads the
// path it prints: no C code and no dependency, so the downloads built
// without cgo have it too. Where there is none (a bare Linux desktop,
// the browser) a window offers its own way (a typed path, the page's
// Files dialog).
//
// Every value of a request (the title, the folder, the name, the
// pattern) reaches the dialog program as data: an argument of its own,
// or an environment variable the script reads. None is ever spliced
// into a script's text, so no quote, $, backtick, semicolon or line
// break in a file or folder name can end a string and run a command.
package filedialog

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
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

// invocation is how a dialog is run: the program, its arguments, and
// the environment variables added for it.
type invocation struct {
	name string
	args []string
	env  []string
}

// open are the dialogs shown and not yet answered, for CloseAll.
var open = struct {
	sync.Mutex
	cancel map[*int]context.CancelFunc
}{cancel: map[*int]context.CancelFunc{}}

// Ask shows the dialog in the background: the answer comes on the
// channel, once, when the player closes it. ctx cancelled closes it, and
// so does CloseAll.
func Ask(ctx context.Context, r Request) <-chan Result {
	out := make(chan Result, 1)
	inv := command(runtime.GOOS, exec.LookPath, r)
	if inv.name == "" {
		out <- Result{Err: ErrNone}
		return out
	}
	ctx, cancel := context.WithCancel(ctx)
	key := new(int)
	open.Lock()
	open.cancel[key] = cancel
	open.Unlock()
	go func() {
		defer func() {
			open.Lock()
			delete(open.cancel, key)
			open.Unlock()
			cancel()
		}()
		var stdout bytes.Buffer
		cmd := exec.CommandContext(ctx, inv.name, inv.args...)
		cmd.Stdout = &stdout
		if len(inv.env) > 0 {
			cmd.Env = append(os.Environ(), inv.env...)
		}
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

// CloseAll closes every dialog still shown: the program's window has
// closed, and a dialog must not stay on screen after it. Each answers
// with the cancel.
func CloseAll() {
	open.Lock()
	defer open.Unlock()
	for _, cancel := range open.cancel {
		cancel()
	}
}

// Available reports whether the system has a file dialog Ask can show.
func Available() bool {
	return command(runtime.GOOS, exec.LookPath, Request{}).name != ""
}

// command is the program, its arguments and its environment that show
// r's dialog on goos with the programs lookPath finds; a zero invocation
// when there is none.
func command(goos string, lookPath func(string) (string, error), r Request) invocation {
	has := func(p string) bool { _, err := lookPath(p); return err == nil }
	dir := r.Dir
	switch goos {
	case "js", "wasip1", "android", "ios":
		return invocation{}
	case "darwin":
		if !has("osascript") {
			return invocation{}
		}
		return appleScript(r)
	case "windows":
		if !has("powershell") {
			return invocation{}
		}
		return powerShell(r)
	}
	switch {
	case has("zenity"):
		// GLib's options: each --name=value one argument, its value all
		// that follows the first '='.
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
		return invocation{name: "zenity", args: args}
	case has("kdialog"):
		// Qt's options: --title takes the next argument whatever it
		// holds; the folder and the pattern are positional, so one that
		// starts with '-' is written as a path that does not.
		op := "--getopenfilename"
		if r.Kind == Save {
			op, dir = "--getsavefilename", join(dir, r.Name)
		}
		args := []string{"--title", r.Title, op, notAnOption(dir)}
		if r.Pattern != "" {
			args = append(args, notAnOption(r.Pattern))
		}
		return invocation{name: "kdialog", args: args}
	}
	return invocation{}
}

// notAnOption keeps a positional argument from reading as an option.
func notAnOption(s string) string {
	if strings.HasPrefix(s, "-") {
		return "./" + s
	}
	return s
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

// appleScript is macOS's dialog, printing the POSIX path chosen. The
// script is always the same text: its run handler takes the title, the
// folder and the name as arguments (after "--", which ends osascript's
// own options).
func appleScript(r Request) invocation {
	choose := `choose file with prompt (item 1 of argv)`
	if r.Kind == Save {
		choose = `choose file name with prompt (item 1 of argv) default name (item 3 of argv)`
	}
	script := []string{
		"on run argv",
		`if (count of argv) > 0 and item 1 of argv is "--" then set argv to rest of argv`,
		`if item 2 of argv is "" then`,
		"return POSIX path of (" + choose + ")",
		"end if",
		"return POSIX path of (" + choose + " default location (POSIX file (item 2 of argv)))",
		"end run",
	}
	var args []string
	for _, l := range script {
		args = append(args, "-e", l)
	}
	return invocation{name: "osascript", args: append(args, "--", r.Title, r.Dir, r.Name)}
}

// The environment variables the PowerShell script reads its values from.
const (
	envTitle   = "ESTAFETTE_DIALOG_TITLE"
	envDir     = "ESTAFETTE_DIALOG_DIR"
	envName    = "ESTAFETTE_DIALOG_NAME"
	envPattern = "ESTAFETTE_DIALOG_FILTER"
)

// powerShell is Windows' dialog, printing the path chosen in UTF-8. The
// script is always the same text: it reads the title, the folder, the
// name and the filter from environment variables, which PowerShell never
// reads as code.
func powerShell(r Request) invocation {
	kind := "OpenFileDialog"
	if r.Kind == Save {
		kind = "SaveFileDialog"
	}
	filter := "All files (*.*)|*.*"
	if r.Pattern != "" {
		filter = r.Pattern + "|" + r.Pattern
	}
	script := "[Console]::OutputEncoding = [System.Text.Encoding]::UTF8; " +
		"Add-Type -AssemblyName System.Windows.Forms; $d = New-Object System.Windows.Forms." + kind + "; " +
		"$d.Title = $env:" + envTitle + "; $d.InitialDirectory = $env:" + envDir + "; " +
		"$d.FileName = $env:" + envName + "; $d.Filter = $env:" + envPattern + "; " +
		"if ($d.ShowDialog() -eq 'OK') { $d.FileName }"
	return invocation{
		name: "powershell",
		args: []string{"-NoProfile", "-NonInteractive", "-Command", script},
		env:  []string{envTitle + "=" + r.Title, envDir + "=" + r.Dir, envName + "=" + r.Name, envPattern + "=" + filter},
	}
}
