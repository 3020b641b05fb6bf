//go:build js

package game

import "syscall/js"

// deliver hands a PDF the player asked for to the browser as a download
// (the page's storage keeps text only): it returns the file's name.
func deliver(stem string, pdf []byte) (string, error) {
	name := stem + ".pdf"
	arr := js.Global().Get("Uint8Array").New(len(pdf))
	js.CopyBytesToJS(arr, pdf)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "application/pdf"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("append", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 10000)
	return name, nil
}
