//go:build js

package store

import (
	"fmt"
	"syscall/js"
)

// webStorage is the page's window.localStorage as a KV. localStorage is
// synchronous, so a save is written before the frame that asked for it
// ends; a page that may not use it (a private window in some browsers,
// storage disabled) or a full one makes the call throw, which becomes an
// error instead of a crash.
type webStorage struct{}

func storage() (js.Value, error) {
	var s js.Value
	err := catch(func() { s = js.Global().Get("localStorage") })
	if err == nil && !s.Truthy() {
		err = fmt.Errorf("this browser gives the page no local storage")
	}
	return s, err
}

// catch runs f, turning a JavaScript exception (syscall/js panics with
// a js.Error) into an error.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if je, ok := r.(js.Error); ok {
				err = fmt.Errorf("the browser's storage refused: %s", je.Value.Get("message").String())
				return
			}
			err = fmt.Errorf("the browser's storage refused: %v", r)
		}
	}()
	f()
	return nil
}

func (webStorage) Get(key string) (string, bool) {
	s, err := storage()
	if err != nil {
		return "", false
	}
	var v js.Value
	if catch(func() { v = s.Call("getItem", key) }) != nil || v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

func (webStorage) Set(key, value string) error {
	s, err := storage()
	if err != nil {
		return err
	}
	return catch(func() { s.Call("setItem", key, value) })
}

func (webStorage) Delete(key string) {
	if s, err := storage(); err == nil {
		catch(func() { s.Call("removeItem", key) })
	}
}

func (webStorage) Keys() []string {
	s, err := storage()
	if err != nil {
		return nil
	}
	var keys []string
	catch(func() {
		n := s.Get("length").Int()
		for i := 0; i < n; i++ {
			if k := s.Call("key", i); k.Type() == js.TypeString {
				keys = append(keys, k.String())
			}
		}
	})
	return keys
}
