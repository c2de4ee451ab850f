package cli

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hexops/gotextdiff"
	"github.com/hexops/gotextdiff/myers"
	"github.com/hexops/gotextdiff/span"
	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/fix"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/record"
)

func init() {
	register(newFixCmd)
	helpTexts["fix"] = i18n.HelpFixShort
	helpTexts["fix/long"] = i18n.HelpFixLong
	helpTexts["fix --write"] = i18n.HelpFixWrite
	helpTexts["fix --only"] = i18n.HelpFixOnly
	helpTexts["fix --force"] = i18n.HelpFixForce
}

// fixOptions holds the flags of awechec fix.
type fixOptions struct {
	*IO            // the run's streams, language and limits
	write bool     // -w: write the fixed text over the file
	only  []string // --only: the codes whose fixes are applied
	force bool     // --force: -w writes read-only files too
}

func newFixCmd() *cobra.Command {
	var opts fixOptions
	cmd := &cobra.Command{
		Use: "fix [flags] [path ...]",
		Example: `  awechec fix partie.agn
  awechec fix -w partie.agn
  awechec fix --only power-mismatch,check-claim archives/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runFix(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.BoolVarP(&opts.write, "write", "w", false, "")
	f.StringSliceVar(&opts.only, "only", nil, "")
	f.BoolVar(&opts.force, "force", false, "")
	return cmd
}

func runFix(cmd *cobra.Command, opts fixOptions, args []string) error {
	for _, c := range opts.only {
		if !fixable(c) {
			return usage(i18n.CliFixBadCode, c, strings.Join(fixableCodes(), ", "))
		}
	}
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
	l := opts.Lang
	for _, name := range b.files {
		if name == "-" && opts.write {
			return usage(i18n.CliStdinWrite)
		}
		if format, _ := record.FormatOf(name); name != "-" && (format == record.PGN || format == record.OGN) {
			// As fmt does: a file named fails the command (exit 2), one
			// met walking a directory is said, not counted.
			if err := i18n.Errorf(i18n.CliFixNotAGN, displayName(name)); slices.Contains(args, name) {
				b.bad.report(err)
			} else {
				b.bad.say(err)
			}
			continue
		}
		src, err := readFixInput(cmd.InOrStdin(), name, opts.maxGameSize())
		if err != nil {
			b.bad.report(err)
			continue
		}
		if !utf8.Valid(src) {
			// A right file in another encoding has nothing to fix: no
			// word, as for a right UTF-8 file.
			if err := notUTF8(src, displayName(name)); err != nil {
				b.bad.report(err)
			}
			continue
		}
		file := name
		if name == "-" {
			file = ""
		}
		fo := fix.Options{File: file, Only: opts.only}
		out, applied := fix.File(src, fo)
		if len(applied) == 0 {
			sayLeft(stderr, name, fix.Left(out, fo), l)
			continue
		}
		if opts.write {
			if err := writeFileSafe(name, out, safeOptions{force: opts.force, forceFlag: true}); err != nil {
				b.bad.report(err)
				continue
			}
		} else if err := writeDiff(stdout, displayName(name), src, out, l); err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		for _, a := range applied {
			fmt.Fprintf(stderr, "%s: %s\n", diag.Visible(a.Where()), i18n.T(l, i18n.CliFixApplied, a.Code, strings.TrimSpace(a.Fix.Text)))
		}
		sayLeft(stderr, name, fix.Left(out, fo), l)
	}
	return b.bad.result(nil)
}

// sayLeft says on w how many errors and warnings of file name fix left
// for the person to correct by hand (none: nothing), so that a fix that
// applies nothing does not look like a file with nothing wrong.
func sayLeft(w io.Writer, name string, left int, l i18n.Lang) {
	if left > 0 {
		fmt.Fprintln(w, i18n.T(l, i18n.CliFixLeft, diag.Visible(displayName(name)), left))
	}
}

// notUTF8 is the error of a file fix does not correct because it is not
// UTF-8 text: a word processor's document is to be saved as text (fmt -w
// refuses it too), another encoding written in UTF-8 by fmt -w; nil when
// the file, decoded as check decodes it, has nothing to correct.
func notUTF8(src []byte, name string) error {
	s := grammar.NewSniffer(bytes.NewReader(src))
	s.Read(make([]byte, 1))
	if s.Zip() {
		return i18n.Errorf(i18n.CliFixNotText, name, i18n.M(i18n.GWordProcessor))
	}
	if fix.Left(src, fix.Options{}) == 0 {
		return nil
	}
	return i18n.Errorf(i18n.CliFixNotUTF8, name)
}

// readFixInput reads a file (or standard input for "-") whole, bounded as
// fmt bounds standard input (64 times maxGame).
func readFixInput(stdin io.Reader, name string, maxGame int) ([]byte, error) {
	limit := 64 * int64(maxGame)
	var r io.Reader = stdin
	if name != "-" {
		f, err := openRegular(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, i18n.Errorf(i18n.CliStdinTooLarge, limit>>20)
	}
	return data, nil
}

// writeDiff writes the change from before to after as a unified diff
// whose headings name the file as written and fixed, in language l.
func writeDiff(w io.Writer, name string, before, after []byte, l i18n.Lang) error {
	// A Windows file's line ends are shown as line ends, not as ␍ on
	// every line: -w keeps them as they are.
	a, b := strings.ReplaceAll(string(before), "\r\n", "\n"), strings.ReplaceAll(string(after), "\r\n", "\n")
	edits := myers.ComputeEdits(span.URIFromPath(name), a, b)
	u := gotextdiff.ToUnified(i18n.T(l, i18n.CliFixBefore, name), i18n.T(l, i18n.CliFixAfter, name), a, edits)
	_, err := fmt.Fprint(w, diag.VisibleLines(strings.TrimSuffix(fmt.Sprint(u), "\n"))+"\n")
	return err
}

// fixable tells whether a diagnostic of code c may carry a fix.
func fixable(c string) bool { return diag.Fixable(c) }

// fixableCodes lists the codes whose diagnostics may carry a fix.
func fixableCodes() []string {
	var out []string
	for _, c := range diag.Codes() {
		if diag.Fixable(c.Code) {
			out = append(out, c.Code)
		}
	}
	return out
}
