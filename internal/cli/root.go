// Package cli wires the awechec commands. Each command lives in a file of
// its own and registers itself with register; the commands only parse flags
// and call the library packages, which hold every rule and format.
package cli

import (
	"context"
	"errors"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"os"
	"runtime/pprof"
	"sort"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/diag"
)

// Version and Commit are the release's tag and commit, set at build time
// by the release (.goreleaser.yaml) with -ldflags "-X
// github.com/awechec/awechec/internal/cli.Version=v1.2.0 -X
// github.com/awechec/awechec/internal/cli.Commit=...". Empty otherwise:
// then the version and commit the go command records are used
// (buildVersion).
var (
	Version = ""
	Commit  = ""
)

// Exit codes shared by every command.
const (
	ExitOK      = 0 // every game valid, or the command succeeded
	ExitDefects = 1 // a defect was found in the input (or a file is not canonical)
	ExitUsage   = 2 // usage or I/O error
)

// ExitError carries an exit code out of a command. Commands return it when
// they have already reported what went wrong and only the code remains.
type ExitError struct {
	Code int
	Err  error
}

// Error returns the message of the error carried, or names the exit status
// when there is none.
func (e *ExitError) Error() string {
	return e.Message().String()
}

// Message returns the message of the error carried, or the one naming the
// exit status when there is none, to be worded in a run's language
// (i18n.ErrorMsg finds it).
func (e *ExitError) Message() i18n.Msg {
	if e.Err == nil {
		return i18n.M(i18n.CliExitStatus, e.Code)
	}
	return i18n.ErrorMsg(e.Err)
}

// Unwrap returns the error carried, for errors.Is and errors.As.
func (e *ExitError) Unwrap() error { return e.Err }

// usage returns the error of a usage mistake, worded from the catalogue:
// exit status 2.
func usage(k i18n.Key, args ...any) error {
	return &ExitError{Code: ExitUsage, Err: i18n.Errorf(k, args...)}
}

// defects is the error a command returns when its input has defects that it
// has already printed: exit code 1 and no further message.
var defects = &ExitError{Code: ExitDefects}

// constructors holds every command's constructor, filled by register in the
// init functions of the command files.
var constructors []func() *cobra.Command

// register adds a command constructor to the root command.
func register(c func() *cobra.Command) { constructors = append(constructors, c) }

// NewRoot builds the root command with every registered subcommand, its
// help in English (Execute builds its own, in the run's language).
func NewRoot() *cobra.Command {
	io := NewIO(os.Stdin, os.Stdout, os.Stderr)
	root := newTree(io)
	localize(root, io.Lang)
	return root
}

// newTree builds the command tree of a run without its help texts, which
// localize puts in place from the catalogues; its flags that every
// command reads (--max-game-size) are held in io.
func newTree(io *IO) *cobra.Command {
	root := &cobra.Command{
		Use:           "awechec",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	var cpuprofile string
	root.PersistentFlags().StringVar(&cpuprofile, "cpuprofile", "", "")
	_ = root.PersistentFlags().MarkHidden("cpuprofile")
	io.maxGame = defaultMaxGameSize
	root.PersistentFlags().Var(&io.maxGame, "max-game-size", "")
	// --lang is read by Execute before the tree is built (the help is
	// worded then); the flag is declared here so that cobra accepts it.
	var lang string
	root.PersistentFlags().StringVar(&lang, "lang", "", "")
	var profile *os.File
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		if err := checkWorkers(cmd); err != nil {
			return err
		}
		if cpuprofile == "" {
			return nil
		}
		f, err := os.Create(cpuprofile)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			return err
		}
		profile = f // only a profile this run started is stopped
		return nil
	}
	root.PersistentPostRun = func(*cobra.Command, []string) {
		stopProfile(profile)
		profile = nil
	}
	cmds := make([]*cobra.Command, 0, len(constructors))
	for _, c := range constructors {
		cmds = append(cmds, c())
	}
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].Name() < cmds[j].Name() })
	root.AddCommand(cmds...)
	return root
}

// Execute runs the command line args with the given streams, the
// process's environment and its system's language settings, and returns
// the process exit code.
func Execute(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return ExecuteIO(NewIO(stdin, stdout, stderr), args)
}

// ExecuteIO runs the command line args with o's streams and environment
// and returns the process exit code. Runs with IOs of their own may go on
// at the same time.
//
// The language of the messages is chosen first: --lang, else the
// environment (LC_ALL, then LC_MESSAGES, then LANG, as gettext reads
// them), else the system's settings. It becomes o.Lang, the run's
// language.
func ExecuteIO(o *IO, args []string) int {
	lang, value, ok := chooseLang(args, o.Getenv, o.System)
	o.Lang = lang
	stderr := o.ErrOut
	if !ok {
		sayError(stderr, lang, i18n.M(i18n.CliBadLang, value))
		return ExitUsage
	}
	root := newTree(o)
	localize(root, lang)
	root.SetArgs(args)
	root.SetIn(o.In)
	// A failed write to standard output (a full disk, /dev/full) fails
	// the command, whatever command wrote: see writeFailed.
	out := &stickyWriter{w: o.Out}
	o.Out = out
	root.SetOut(out)
	root.SetErr(stderr)
	localizeCompletion(root, args, lang)
	err := root.ExecuteContext(withIO(context.Background(), o))
	// A command that fails skips PersistentPostRun: stop the profile here
	// too (stopping twice is harmless). Only a profile this run started
	// (stopProfile does nothing without one): a program or a test binary
	// that calls Execute keeps its own running.
	root.PersistentPostRun(root, nil)
	if out.err != nil {
		sayError(stderr, lang, i18n.M(i18n.CliStdoutWrite, i18n.ErrorMsg(sysReason(out.err))))
		return ExitUsage
	}
	if err == nil {
		return ExitOK
	}
	var ee *ExitError
	if errors.As(err, &ee) {
		if ee.Err != nil {
			sayError(stderr, lang, ee.Err)
		}
		return ee.Code
	}
	sayError(stderr, lang, cobraError(err))
	return ExitUsage
}

// sayError writes "awechec: " and err (an error or a Msg) worded in
// language l on w, a line of its own, with the control characters of the
// text it quotes (a file name, a flag's value) made visible, as a
// diagnostic shows them (diag.Visible, line by line).
func sayError(w io.Writer, l i18n.Lang, err any) {
	var text string
	switch e := err.(type) {
	case i18n.Msg:
		text = e.In(l)
	case error:
		text = i18n.ErrorMsg(e).In(l)
	default:
		text = fmt.Sprint(err)
	}
	fmt.Fprintf(w, "awechec: %s\n", diag.VisibleLines(text))
}

// stopProfile ends a CPU profile started by --cpuprofile.
func stopProfile(f *os.File) {
	if f == nil {
		return
	}
	pprof.StopCPUProfile()
	f.Close()
}

// stickyWriter keeps the first error of its writes, so that a command
// that lost output exits 2 even when it did not look at the error.
type stickyWriter struct {
	w   io.Writer
	err error
}

// Unwrap returns the writer s writes to (batch.IsTerminal looks at it).
func (s *stickyWriter) Unwrap() io.Writer { return s.w }

func (s *stickyWriter) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(p)
	if err != nil {
		s.err = err
	}
	return n, err
}
