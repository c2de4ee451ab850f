//go:build !(js && wasm)

// The web command is not in the page's own module (cmd/awechec-wasm): in
// the browser there is no toolchain to build a page with, and leaving it
// out leaves out the page's assets, which the page carries already.

package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/web"
)

func init() { register(newWebCmd) }

func newWebCmd() *cobra.Command {
	var opts webOptions
	cmd := &cobra.Command{
		Use: "web -o DIR | web --link FILE [--game N] [--ply K|N.|N...] [--base URL]",
		Example: `  go run ./cmd/awechec web -o site
  awechec web --link partie.agn
  awechec web --link archive.agn --game 3 --ply 12...
  awechec web --link partie.agn --base https://example.org/awechec/`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			if opts.link {
				return runWebLink(cmd, opts, args)
			}
			for _, name := range []string{"base", "game", "ply", "awele-game", "awele-ply"} {
				if cmd.Flags().Changed(name) {
					return usage(i18n.WebLinkFlagsAlone)
				}
			}
			return runWeb(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&opts.output, "output", "o", "", "")
	f.StringVar(&opts.wasm, "wasm", "", "")
	f.StringVar(&opts.wasmExec, "wasm-exec", "", "")
	f.BoolVar(&opts.link, "link", false, "")
	f.StringVar(&opts.base, "base", "", "")
	f.IntVar(&opts.game, "game", 1, "")
	f.StringVar(&opts.ply, "ply", "", "")
	f.IntVar(&opts.aweleGame, "awele-game", 0, "")
	f.IntVar(&opts.awelePly, "awele-ply", 0, "")
	return cmd
}

func runWeb(cmd *cobra.Command, opts webOptions, args []string) error {
	if len(args) > 0 {
		return usage(i18n.WebTakesNoFile, args[0])
	}
	if opts.output == "" {
		return usage(i18n.WebNeedsOutput)
	}
	bundle, err := webModule(cmd.Context(), opts)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if err := os.MkdirAll(opts.output, 0o755); err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	index := filepath.Join(opts.output, "index.html")
	var inputs []string
	for _, in := range []string{opts.wasm, opts.wasmExec} {
		if in != "" {
			inputs = append(inputs, in)
		}
	}
	if err := writeOutput(cmd, index, inputs, func(w io.Writer) error {
		return bundle.WritePage(w, web.PageOptions{Version: buildVersion().version})
	}); err != nil {
		return err
	}
	info, err := os.Stat(index)
	if err == nil {
		fmt.Fprintln(cmd.ErrOrStderr(), i18n.M(i18n.WebWrote, index, int(info.Size()), bundle.WasmSize()).In(opts.Lang))
	}
	return nil
}

// webModule returns the page's module and its wasm_exec.js: those of
// --wasm and --wasm-exec when given, else those this program carries
// (a release, built with the webembed tag), else built from the sources
// with the go command. Without the sources or Go, the error says how to
// get a program that carries the page.
func webModule(ctx context.Context, opts webOptions) (web.Bundle, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	embedded, hasEmbedded := web.Embedded()
	var tc *web.Toolchain
	toolchain := func() (*web.Toolchain, error) {
		if tc != nil {
			return tc, nil
		}
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		if tc, err = web.FindToolchain(wd); err != nil {
			return nil, i18n.Errorf(i18n.WebGetProgram, i18n.ErrorMsg(err), web.ReleasesURL).Wrap(err)
		}
		return tc, nil
	}
	var wasm, exec []byte
	var err error
	switch {
	case opts.wasm != "":
		if wasm, err = os.ReadFile(opts.wasm); err != nil {
			return web.Bundle{}, err
		}
	case hasEmbedded && opts.wasmExec == "":
		return embedded, nil
	default:
		t, err := toolchain()
		if err != nil {
			return web.Bundle{}, err
		}
		if wasm, err = t.BuildWasm(ctx); err != nil {
			return web.Bundle{}, err
		}
	}
	if opts.wasmExec != "" {
		exec, err = os.ReadFile(opts.wasmExec)
	} else {
		var t *web.Toolchain
		if t, err = toolchain(); err == nil {
			exec, err = t.WasmExec(ctx)
		}
	}
	if err != nil {
		return web.Bundle{}, err
	}
	return web.Pack(wasm, exec)
}
