// Package cli wires the awechec commands. Each command lives in a file of
// its own and registers itself with register; the commands only parse flags
// and call the library packages, which hold every rule and format.
package cli

import (
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
	if e.Err == nil {
		return i18n.M(i18n.CliExitStatus, e.Code).String()
	}
	return e.Err.Error()
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
// help in the process's language (i18n.Default).
func NewRoot() *cobra.Command {
	root := newTree()
	localize(root, i18n.Default())
	return root
}

// newTree builds the command tree without its help texts, which localize
// puts in place from the catalogues.
func newTree() *cobra.Command {
	root := &cobra.Command{
		Use:           "awechec",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	var cpuprofile string
	root.PersistentFlags().StringVar(&cpuprofile, "cpuprofile", "", "")
	_ = root.PersistentFlags().MarkHidden("cpuprofile")
	maxGameSize = defaultMaxGameSize
	root.PersistentFlags().Var(&maxGameSize, "max-game-size", "")
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
		profile = f
		return pprof.StartCPUProfile(f)
	}
	root.PersistentPostRun = func(*cobra.Command, []string) { stopProfile(profile) }
	cmds := make([]*cobra.Command, 0, len(constructors))
	for _, c := range constructors {
		cmds = append(cmds, c())
	}
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].Name() < cmds[j].Name() })
	root.AddCommand(cmds...)
	return root
}

// Execute runs the command line args with the given streams and returns the
// process exit code.
//
// The language of the messages is chosen first: --lang, else the
// environment (LC_ALL, then LC_MESSAGES, then LANG, as gettext reads
// them). It becomes the process's language (i18n.SetDefault).
func Execute(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	lang, value, ok := chooseLang(args, getenv)
	i18n.SetDefault(lang)
	if !ok {
		sayError(stderr, i18n.M(i18n.CliBadLang, value))
		return ExitUsage
	}
	root := NewRoot()
	root.SetArgs(args)
	root.SetIn(stdin)
	// A failed write to standard output (a full disk, /dev/full) fails
	// the command, whatever command wrote: see writeFailed.
	out := &stickyWriter{w: stdout}
	stdout = out
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	// A command that fails skips PersistentPostRun: stop the profile here
	// too (stopping twice is harmless).
	pprof.StopCPUProfile()
	if out.err != nil {
		sayError(stderr, i18n.M(i18n.CliStdoutWrite, i18n.ErrorMsg(sysReason(out.err))))
		return ExitUsage
	}
	if err == nil {
		return ExitOK
	}
	var ee *ExitError
	if errors.As(err, &ee) {
		if ee.Err != nil {
			sayError(stderr, ee.Err)
		}
		return ee.Code
	}
	sayError(stderr, cobraError(err))
	return ExitUsage
}

// sayError writes "awechec: " and err on w, a line of its own, with the
// control characters of the text it quotes (a file name, a flag's value)
// made visible, as a diagnostic shows them (diag.Visible, line by line).
func sayError(w io.Writer, err any) {
	fmt.Fprintf(w, "awechec: %s\n", diag.VisibleLines(fmt.Sprint(err)))
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
