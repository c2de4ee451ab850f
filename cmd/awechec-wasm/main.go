//go:build js && wasm

// Command awechec-wasm is the toolkit compiled to WebAssembly for the page
// that awechec web writes. It sets globalThis.awechec, whose functions
// each return a Promise (the work runs on a goroutine, so that the
// browser's event loop keeps turning):
//
//	awechec.run(args, input, lang)      -> {code, stdout, stderr}
//	    runs the command line (fmt, convert, annotate, export...) with
//	    input as standard input, exactly as awechec does;
//	awechec.check(text, lang)           -> JSON of web.CheckResult
//	awechec.replay(text, game, lang)    -> JSON of render.PageData
//	awechec.link(text)                  -> "#agn=..." (web.EncodeLink)
//
// lang is the page's language, "fr" or "en". Build it with awechec web,
// which runs go build with GOOS=js GOARCH=wasm.
package main

import (
	"bytes"
	"os"
	"syscall/js"

	"github.com/awechec/awechec/internal/cli"
	"github.com/awechec/awechec/web"
)

func main() {
	api := js.Global().Get("Object").New()
	api.Set("version", cli.Version)
	api.Set("run", async(func(a []js.Value) any {
		args := make([]string, a[0].Length())
		for i := range args {
			args[i] = a[0].Index(i).String()
		}
		setLang(str(a, 2))
		var out, errs bytes.Buffer
		code := cli.Execute(args, bytes.NewReader([]byte(str(a, 1))), &out, &errs)
		res := js.Global().Get("Object").New()
		res.Set("code", code)
		res.Set("stdout", out.String())
		res.Set("stderr", errs.String())
		return res
	}))
	api.Set("check", async(func(a []js.Value) any {
		return string(web.CheckJSON([]byte(str(a, 0)), str(a, 1)))
	}))
	api.Set("replay", async(func(a []js.Value) any {
		b, err := web.Replay([]byte(str(a, 0)), a[1].Int(), str(a, 2))
		if err != nil {
			return js.Global().Get("Error").New(err.Error())
		}
		return string(b)
	}))
	api.Set("link", async(func(a []js.Value) any {
		return web.EncodeLink([]byte(str(a, 0)))
	}))
	js.Global().Set("awechec", api)
	if ready := js.Global().Get("awechecReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

// str returns argument i as a string ("" when absent).
func str(a []js.Value, i int) string {
	if i >= len(a) || a[i].Type() != js.TypeString {
		return ""
	}
	return a[i].String()
}

// setLang passes the page's language to the command line the way a
// terminal does, through the locale variables.
//
// TODO(i18n): pass --lang once the command line has it.
func setLang(lang string) {
	switch lang {
	case "fr":
		os.Setenv("LANG", "fr_FR.UTF-8")
		os.Setenv("LC_ALL", "fr_FR.UTF-8")
	case "en":
		os.Setenv("LANG", "en_GB.UTF-8")
		os.Setenv("LC_ALL", "en_GB.UTF-8")
	}
}

// async wraps f as a JavaScript function returning a Promise that f's
// result resolves (or rejects, when f returns an Error object). f runs on
// a goroutine of its own; a panic rejects the Promise.
func async(f func(args []js.Value) any) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) any {
		args = append([]js.Value(nil), args...)
		var handler js.Func
		handler = js.FuncOf(func(_ js.Value, p []js.Value) any {
			resolve, reject := p[0], p[1]
			go func() {
				defer handler.Release()
				defer func() {
					if e := recover(); e != nil {
						reject.Invoke(js.Global().Get("Error").New("awechec: internal error"))
					}
				}()
				v := f(args)
				if jv, ok := v.(js.Value); ok && jv.InstanceOf(js.Global().Get("Error")) {
					reject.Invoke(jv)
					return
				}
				resolve.Invoke(v)
			}()
			return nil
		})
		return js.Global().Get("Promise").New(handler)
	})
}
