package store

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// KV is a string-to-string storage as the browser's localStorage offers
// it: synchronous, and refusing a write when it is full.
type KV interface {
	Get(key string) (string, bool)
	// Set stores value under key; an error says why it could not (the
	// storage is full, or the page may not use it).
	Set(key, value string) error
	Delete(key string)
	// Keys lists every key, the page's others included.
	Keys() []string
}

// Prefix begins every key Estafette writes into a KV, so that the page's
// storage can hold other things. The web page's file list (web/files.js)
// reads the same keys.
const Prefix = "estafette/"

// Keyed is a Store over a KV: the document "saves/x.estafette" is the key
// "estafette/saves/x.estafette", its value the time it was written in
// Unix milliseconds, a newline, then its text. Documents are text: the
// browser's storage holds strings, and Keyed refuses bytes that are not
// UTF-8 rather than change them.
type Keyed struct {
	KV  KV
	Now func() time.Time // time.Now when nil
}

// clean makes a name a key's tail: slash-separated, no "." or "..", no
// leading slash.
func clean(name string) (string, error) {
	n := strings.TrimPrefix(path.Clean("/"+strings.ReplaceAll(name, "\\", "/")), "/")
	if n == "" || n == "." {
		return "", &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	return n, nil
}

func (k *Keyed) now() time.Time {
	if k.Now != nil {
		return k.Now()
	}
	return time.Now()
}

// get reads a document's stored value: its time and its text.
func (k *Keyed) get(name string) (time.Time, string, error) {
	n, err := clean(name)
	if err != nil {
		return time.Time{}, "", err
	}
	v, ok := k.KV.Get(Prefix + n)
	if !ok {
		return time.Time{}, "", &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	stamp, text, ok := strings.Cut(v, "\n")
	ms, err := strconv.ParseInt(stamp, 10, 64)
	if !ok || err != nil {
		// Written by something else than Keyed: its text as it is.
		return time.Time{}, v, nil
	}
	return time.UnixMilli(ms), text, nil
}

// Read returns the document's text, refusing more than limit bytes.
func (k *Keyed) Read(name string, limit int64) ([]byte, error) {
	_, text, err := k.get(name)
	if err != nil {
		return nil, err
	}
	if int64(len(text)) > limit {
		return nil, tooLarge(name, limit)
	}
	return []byte(text), nil
}

// Head returns at most n bytes from the start of the document's text.
func (k *Keyed) Head(name string, n int) ([]byte, error) {
	_, text, err := k.get(name)
	if err != nil {
		return nil, err
	}
	return []byte(text[:min(len(text), n)]), nil
}

// Write stores the document, stamped with the time; one Set, so it is
// all written or not at all.
func (k *Keyed) Write(name string, data []byte) error {
	n, err := clean(name)
	if err != nil {
		return err
	}
	if !utf8.Valid(data) {
		return fmt.Errorf("%s: not text (the browser's storage keeps UTF-8 text only)", name)
	}
	v := strconv.FormatInt(k.now().UnixMilli(), 10) + "\n" + string(data)
	if err := k.KV.Set(Prefix+n, v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// Stat describes a document.
func (k *Keyed) Stat(name string) (Info, error) {
	at, _, err := k.get(name)
	if err != nil {
		return Info{}, err
	}
	return Info{Name: name, ModTime: at, Regular: true}, nil
}

// List lists the documents directly in dir ("" for the top).
func (k *Keyed) List(dir string) ([]Info, error) {
	want := Prefix
	if d, err := clean(dir); err == nil {
		want += d + "/"
	}
	var out []Info
	keys := k.KV.Keys()
	sort.Strings(keys)
	for _, key := range keys {
		rest, ok := strings.CutPrefix(key, want)
		if !ok || rest == "" || strings.Contains(rest, "/") {
			continue
		}
		name := path.Join(dir, rest)
		if dir == "" {
			name = rest
		}
		if fi, err := k.Stat(name); err == nil {
			out = append(out, fi)
		}
	}
	return out, nil
}

// Rename moves a document, keeping its time.
func (k *Keyed) Rename(from, to string) error {
	f, err := clean(from)
	if err != nil {
		return err
	}
	t, err := clean(to)
	if err != nil {
		return err
	}
	v, ok := k.KV.Get(Prefix + f)
	if !ok {
		return &fs.PathError{Op: "rename", Path: from, Err: fs.ErrNotExist}
	}
	if err := k.KV.Set(Prefix+t, v); err != nil {
		return fmt.Errorf("%s: %w", to, err)
	}
	k.KV.Delete(Prefix + f)
	return nil
}

// Remove deletes a document.
func (k *Keyed) Remove(name string) error {
	n, err := clean(name)
	if err != nil {
		return err
	}
	if _, ok := k.KV.Get(Prefix + n); !ok {
		return &fs.PathError{Op: "remove", Path: name, Err: fs.ErrNotExist}
	}
	k.KV.Delete(Prefix + n)
	return nil
}

// Tidy has nothing to do: a KV write is never left half done.
func (k *Keyed) Tidy(string) {}

// MapKV is a KV in memory, for tests; Limit, when set, refuses a value
// that would bring the total of keys and values past it, as the
// browser's storage refuses one past its quota.
type MapKV struct {
	M     map[string]string
	Limit int
}

// Get returns the value of key.
func (m *MapKV) Get(key string) (string, bool) {
	v, ok := m.M[key]
	return v, ok
}

// ErrQuota is MapKV's refusal past its Limit.
var ErrQuota = errors.New("the storage is full")

// Set stores a value.
func (m *MapKV) Set(key, value string) error {
	if m.M == nil {
		m.M = map[string]string{}
	}
	if m.Limit > 0 {
		total := len(key) + len(value)
		for k, v := range m.M {
			if k != key {
				total += len(k) + len(v)
			}
		}
		if total > m.Limit {
			return ErrQuota
		}
	}
	m.M[key] = value
	return nil
}

// Delete removes a key.
func (m *MapKV) Delete(key string) { delete(m.M, key) }

// Keys lists the keys.
func (m *MapKV) Keys() []string {
	out := make([]string, 0, len(m.M))
	for k := range m.M {
		out = append(out, k)
	}
	return out
}
