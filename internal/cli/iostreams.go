package cli

import (
	"context"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/syslang"
)

// IO is what one run of the command line works with, as gh's iostreams
// are: its streams, the language its messages are worded in, where that
// language is read from, and the limits its readers hold to. Nothing of a
// run lives in package state, so that runs may go on side by side (the
// tests run in parallel).
type IO struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// Lang is the run's Localizer: every message the run shows is
	// worded in it (Msg.In, Lang.Error), chosen by Execute from --lang,
	// the environment or the system.
	Lang i18n.Lang
	// Getenv reads the environment (os.Getenv; a map in tests).
	Getenv func(string) string
	// System gives the system's language settings where the environment
	// says nothing (syslang.OS(); nil in tests).
	System syslang.System
	// maxGame is the --max-game-size flag: the most bytes of one game a
	// reader holds.
	maxGame byteSize
}

// NewIO returns the IO of a run of the process: its streams, its
// environment and its system's settings.
func NewIO(stdin io.Reader, stdout, stderr io.Writer) *IO {
	return &IO{In: stdin, Out: stdout, ErrOut: stderr, Getenv: os.Getenv, System: syslang.OS()}
}

// ioKey is the key of a run's IO in its commands' context.
type ioKey struct{}

// ioOf returns the IO of the run cmd belongs to (a fresh one, English and
// on the process's streams, for a command run outside Execute).
func ioOf(cmd *cobra.Command) *IO {
	if ctx := cmd.Context(); ctx != nil {
		if io, ok := ctx.Value(ioKey{}).(*IO); ok {
			return io
		}
	}
	io := NewIO(cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
	io.maxGame = defaultMaxGameSize
	return io
}

// withIO returns a context carrying a run's IO.
func withIO(ctx context.Context, io *IO) context.Context {
	return context.WithValue(ctx, ioKey{}, io)
}
