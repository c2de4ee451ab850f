//go:build js && wasm

// Command awechec-wasm is the toolkit compiled to WebAssembly for the page
// that awechec web writes. It sets globalThis.awechec, whose functions
// each return a Promise (the work runs on a goroutine, so that the
// browser's event loop keeps turning):
//
//	awechec.run(args, input, lang, name)   -> {code, stdout, stderr}
//	    runs the command line (fmt, convert, annotate, export...) with
//	    input as standard input, exactly as awechec --lang lang does;
//	awechec.check(text, lang, name)        -> JSON of web.CheckResult
//	awechec.replay(text, game, lang, name) -> JSON of render.PageData
//	awechec.link(text)                     -> "#agn=..." (web.EncodeLink)
//	awechec.entry(op, text, req, lang, name) -> JSON of web.EntryCall
//	    (entering a game on the board: op "at", "enter" or "new")
//	awechec.edit(text, game, offset, op, lang) -> the text, the game rewritten (web.Edit)
//
// lang is the page's language, "fr" or "en": the messages, summaries and
// the replayer's words are in it. name is what the diagnostics call the
// text (the file the user opened, or the page's name for pasted text)
// instead of <stdin>. Build it with awechec web, which runs go build with
// GOOS=js GOARCH=wasm.
package main

import (
	"bytes"
	"syscall/js"

	"github.com/awechec/awechec/internal/cli"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/web"
)

// checker keeps the games of the last check (the page checks the text
// again after each edit).
var checker web.Checker

func main() {
	api := js.Global().Get("Object").New()
	api.Set("version", cli.Version)
	api.Set("run", async(func(a []js.Value) any {
		args := make([]string, a[0].Length())
		for i := range args {
			args[i] = a[0].Index(i).String()
		}
		var out, errs bytes.Buffer
		code := cli.Execute(web.LangArgs(args, str(a, 2)), bytes.NewReader([]byte(str(a, 1))), &out, &errs)
		res := js.Global().Get("Object").New()
		res.Set("code", code)
		res.Set("stdout", out.String())
		res.Set("stderr", web.NameStdin(errs.String(), str(a, 3)))
		return res
	}))
	api.Set("check", async(func(a []js.Value) any {
		// the games unchanged since the last check are not read again
		return string(checker.CheckJSON([]byte(str(a, 0)), str(a, 1), str(a, 2)))
	}))
	api.Set("replay", async(func(a []js.Value) any {
		b, err := web.Replay([]byte(str(a, 0)), a[1].Int(), str(a, 2), str(a, 3))
		if err != nil {
			return js.Global().Get("Error").New(i18n.ErrorMsg(err).In(web.Lang(str(a, 2))))
		}
		return string(b)
	}))
	// entering a game on the board: entry(op, text, request JSON, lang, name)
	api.Set("entry", async(func(a []js.Value) any {
		b, err := web.EntryCall(str(a, 0), []byte(str(a, 1)), []byte(str(a, 2)), str(a, 3), str(a, 4))
		if err != nil {
			return js.Global().Get("Error").New(i18n.ErrorMsg(err).In(web.Lang(str(a, 3))))
		}
		return string(b)
	}))
	api.Set("edit", async(func(a []js.Value) any {
		b, err := web.Edit([]byte(str(a, 0)), a[1].Int(), a[2].Int(), str(a, 3))
		if err != nil {
			return js.Global().Get("Error").New(i18n.ErrorMsg(err).In(web.Lang(str(a, 4))))
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
						reject.Invoke(js.Global().Get("Error").New(i18n.M(i18n.WebInternal).String()))
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
