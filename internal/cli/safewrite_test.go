//go:build unix

package cli

import (
	"bytes"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fmt -w writes through a symbolic link to its target, keeps hard links,
// mode (setgid too) and owner, refuses a read-only file unless --force,
// and touches nothing when the text is already canonical.
func TestFmtWriteSafely(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"a.agn": loose, "ro.agn": loose, "canon.agn": canonical})
	a := filepath.Join(dir, "a.agn")
	link := filepath.Join(dir, "link.agn")
	hard := filepath.Join(dir, "hard.agn")
	if err := os.Symlink("a.agn", link); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(a, hard); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(a, 0o2664|os.ModeSetgid); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := run(t, "", "fmt", "-w", link); code != ExitOK {
		t.Fatalf("fmt -w link: exit %d: %s", code, errs)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", fi.Mode(), err)
	}
	for _, p := range []string{a, hard} {
		if b, _ := os.ReadFile(p); string(b) != canonical {
			t.Errorf("%s not formatted:\n%s", filepath.Base(p), b)
		}
	}
	fi, _ := os.Stat(a)
	if fi.Mode()&os.ModeSetgid == 0 || fi.Mode().Perm() != 0o664 {
		t.Errorf("mode %v, want setgid and rw-rw-r--", fi.Mode())
	}
	if st := fi.Sys().(*syscall.Stat_t); st.Nlink != 2 {
		t.Errorf("%d links, want 2", st.Nlink)
	}

	ro := filepath.Join(dir, "ro.agn")
	os.Chmod(ro, 0o444)
	code, _, errs := run(t, "", "fmt", "-w", ro)
	if b, _ := os.ReadFile(ro); code != ExitUsage || string(b) != loose || strings.Contains(errs, "write "+ro) || !strings.Contains(errs, ro+": the file is read-only") {
		t.Errorf("read-only file: exit %d, %s; file changed: %v", code, errs, string(b) != loose)
	}
	if code, _, errs := run(t, "", "fmt", "-w", "--force", ro); code != ExitOK {
		t.Errorf("--force: exit %d: %s", code, errs)
	}
	if fi, _ := os.Stat(ro); fi.Mode().Perm() != 0o444 {
		t.Errorf("--force changed the mode to %v", fi.Mode())
	}

	// A canonical file is not written: same inode, same time.
	canon := filepath.Join(dir, "canon.agn")
	before, _ := os.Stat(canon)
	time.Sleep(10 * time.Millisecond)
	if code, _, errs := run(t, "", "fmt", "-w", canon); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	after, _ := os.Stat(canon)
	if !os.SameFile(before, after) || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("a canonical file was rewritten")
	}
	assertNoTemp(t, dir)
}

// assertNoTemp fails when a temporary file is left in dir.
func assertNoTemp(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// No command writes its -o output over one of its inputs (html -o in.agn
// in.agn wrote the page over the game).
func TestOutputNotOverInput(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"in.agn": seed000fr})
	in := filepath.Join(dir, "in.agn")
	link := filepath.Join(dir, "link.agn")
	os.Symlink("in.agn", link)
	for _, args := range [][]string{
		{"html", in, "-o", in},
		{"html", in, "-o", link},
		{"convert", "--to", "en", in, "-o", in},
		{"export", "--to", "pgn", in, "-o", link},
		{"annotate", in, "-o", in},
		{"render", in, "-o", in},
	} {
		code, _, errs := run(t, "", args...)
		if b, _ := os.ReadFile(in); code != ExitUsage || string(b) != seed000fr || !strings.Contains(errs, "refusing to write over it") {
			t.Errorf("%v: exit %d, %s; input changed: %v", args, code, errs, string(b) != seed000fr)
		}
	}
	assertNoTemp(t, dir)
}

// export --split refuses to write one of its files over an input file:
// an OGN file named as a split file of another input (p-g001-a1.ogn beside
// p.ogn) was overwritten by p.ogn's first Awélé game.
func TestSplitNotOverInput(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"g.agn": seed000fr})
	split := filepath.Join(dir, "split")
	if code, _, errs := run(t, "", "export", "--to", "ogn", "--split", split, filepath.Join(dir, "g.agn")); code != 0 {
		t.Fatalf("export --split: exit %d: %s", code, errs)
	}
	ogn := filepath.Join(dir, "ogn")
	os.MkdirAll(ogn, 0o755)
	first, _ := os.ReadFile(filepath.Join(split, "g-g001-a1.ogn"))
	second, _ := os.ReadFile(filepath.Join(split, "g-g001-a2.ogn"))
	os.WriteFile(filepath.Join(ogn, "p.ogn"), first, 0o644)
	victim := filepath.Join(ogn, "p-g001-a1.ogn")
	os.WriteFile(victim, second, 0o644)
	code, _, errs := run(t, "", "export", "--from", "ogn", "--to", "ogn", "--split", ogn, ogn)
	if b, _ := os.ReadFile(victim); code != ExitUsage || !bytes.Equal(b, second) || !strings.Contains(errs, "refusing to write over it") {
		t.Errorf("export --split over an input: exit %d, %s; input changed: %v", code, errs, !bytes.Equal(b, second))
	}
	assertNoTemp(t, ogn)
}

// A failed write exits 2 for every command: standard output on a full
// disk (check exited 0), a file of export --split (it exited 1).
func TestWriteFailures(t *testing.T) {
	t.Parallel()
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	testenv.Need(t, "/dev/full", err)
	defer full.Close()
	dir := writeFiles(t, map[string]string{"g.agn": seed000fr})
	g := filepath.Join(dir, "g.agn")
	for _, args := range [][]string{
		{"check", g}, {"check", "--format", "json", g}, {"fmt", g}, {"convert", "--to", "en", g},
		{"export", "--to", "pgn", g}, {"export", "--to", "json", g}, {"export", "--to", "ogn", g},
		{"annotate", g}, {"stats", g}, {"html", g}, {"render", g}, {"rules"}, {"generate", "-n", "3"}, {"version"},
	} {
		var errb strings.Builder
		code := testExecute(args, strings.NewReader(""), full, &errb)
		if code != ExitUsage || !strings.Contains(errb.String(), "no space") {
			t.Errorf("%v > /dev/full: exit %d, %q", args, code, errb.String())
		}
	}
	// The output failing ends the command, said once: every game left
	// said it again ("game 2981: write /dev/stdout: no space left on
	// device", thousands of lines).
	many := filepath.Join(dir, "many.agn")
	os.WriteFile(many, []byte(strings.Repeat(seed000fr+"\n", 2000)), 0o644)
	for _, args := range [][]string{
		{"convert", "--to", "en", many}, {"export", "--to", "pgn", many}, {"annotate", many},
	} {
		var errb strings.Builder
		code := testExecute(args, strings.NewReader(""), full, &errb)
		if n := strings.Count(errb.String(), "no space"); code != ExitUsage || n != 1 {
			t.Errorf("%v > /dev/full: exit %d, said %d times:\n%.2000s", args, code, n, errb.String())
		}
	}
	split := filepath.Join(dir, "split")
	os.MkdirAll(filepath.Join(split, "g-g001-a1.ogn"), 0o755) // a directory where the file goes
	code, _, errs := run(t, "", "export", "--to", "ogn", "--split", split, g)
	if code != ExitUsage {
		t.Errorf("export --split on an I/O failure: exit %d, want 2: %s", code, errs)
	}
}

// The temporary file of a safe write is removed when the process gets
// SIGTERM, SIGINT or SIGHUP, and the process ends with the shell's status
// for the signal (128 + its number), even when it was started with the
// signal ignored, as a script starts its background jobs (fmt -w removed
// its temporary file and then never exited; SIGHUP left the file).
func TestSafeFileRemovedOnSignal(t *testing.T) {
	t.Parallel()
	if dir := os.Getenv("AWECHEC_SIGNAL_DIR"); dir != "" {
		f, err := createSafe(filepath.Join(dir, "out.agn"), safeOptions{})
		if err != nil {
			os.Exit(3)
		}
		f.Write([]byte("partial"))
		os.Stdout.WriteString("ready\n")
		time.Sleep(30 * time.Second)
		os.Exit(4)
	}
	sh, err := exec.LookPath("sh")
	testenv.Need(t, "sh", err)
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP} {
		for _, ignored := range []bool{false, true} {
			dir := t.TempDir()
			cmd := exec.Command(os.Args[0], "-test.run", "^TestSafeFileRemovedOnSignal$")
			if ignored {
				// trap '' makes the shell and what it execs start
				// with the signal ignored.
				cmd = exec.Command(sh, "-c", "trap '' "+strings.TrimPrefix(unix2name(sig), "SIG")+"; exec \"$0\" -test.run '^TestSafeFileRemovedOnSignal$'", os.Args[0])
			}
			cmd.Env = append(os.Environ(), "AWECHEC_SIGNAL_DIR="+dir)
			out, _ := cmd.StdoutPipe()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			buf := make([]byte, 6)
			if _, err := out.Read(buf); err != nil || string(buf) != "ready\n" {
				cmd.Process.Kill()
				t.Fatalf("child: %q %v", buf, err)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Fatalf("%d files before the signal, want the temporary one", len(entries))
			}
			cmd.Process.Signal(sig)
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				cmd.Process.Kill()
				<-done
				t.Fatalf("%v (ignored at start: %v): the process did not end", sig, ignored)
			}
			if code := cmd.ProcessState.ExitCode(); code != 128+int(sig) {
				t.Errorf("%v (ignored at start: %v): exit status %d, want %d", sig, ignored, code, 128+int(sig))
			}
			assertNoTemp(t, dir)
			if _, err := os.Stat(filepath.Join(dir, "out.agn")); err == nil {
				t.Errorf("%v: the output was written", sig)
			}
		}
	}
}

// unix2name is the name of a signal as the shell's trap takes it.
func unix2name(s syscall.Signal) string {
	return map[syscall.Signal]string{syscall.SIGTERM: "SIGTERM", syscall.SIGINT: "SIGINT", syscall.SIGHUP: "SIGHUP"}[s]
}

// An output that is a symbolic link to no file is written through, as a
// shell's > does: the link is kept and its target created (the link was
// replaced by a plain file); a link into a directory that does not exist
// fails with exit status 2 and the link kept (it exited 0).
func TestOutputThroughDanglingLink(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"g.agn": seed000fr})
	g := filepath.Join(dir, "g.agn")
	link := filepath.Join(dir, "out.html")
	os.Symlink("target.html", link)
	if code, _, errs := run(t, "", "html", "-o", link, g); code != 0 {
		t.Fatalf("html -o dangling link: exit %d: %s", code, errs)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", info.Mode(), err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "target.html")); err != nil || !strings.Contains(string(b), "<html") {
		t.Errorf("the target was not written: %v", err)
	}
	lost := filepath.Join(dir, "lost.html")
	os.Symlink(filepath.Join(dir, "nodir", "x.html"), lost)
	if code, _, errs := run(t, "", "html", "-o", lost, g); code != ExitUsage || strings.Contains(errs, ".tmp-") {
		t.Errorf("html -o link into no directory: exit %d: %s", code, errs)
	}
	if info, err := os.Lstat(lost); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", info.Mode(), err)
	}
	assertNoTemp(t, dir)
}

// A full disk names the file asked for, in the user's language, not the
// hidden temporary file with Go's English ("write full/.big.agn.tmp-1728101903:
// no space left on device"); the original is untouched and no temporary
// file is left. The temporary file's writes go to /dev/full here, as on a
// full disk; -o /dev/full is the target written directly.
func TestFullDiskNamesTheTarget(t *testing.T) {
	t.Parallel()
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	testenv.Need(t, "/dev/full", err)
	defer full.Close()
	dir := writeFiles(t, map[string]string{"g.agn": seed000fr, "big.agn": loose})
	g, big := filepath.Join(dir, "g.agn"), filepath.Join(dir, "big.agn")
	for _, c := range []struct {
		lang, want, stdout string
	}{
		{"C", ": no space left on device", "awechec: writing standard output: no space left on device\n"},
		{"fr_FR.UTF-8", "\u00a0: plus de place sur le disque", "awechec: écriture sur la sortie standard\u00a0: plus de place sur le disque\n"},
	} {
		withEnv(t, map[string]string{"LANG": c.lang}, func() {
			l := i18n.English
			if c.lang != "C" {
				l = i18n.French
			}
			f, err := createSafe(big, safeOptions{})
			if err != nil {
				t.Fatal(err)
			}
			f.Writer = full
			_, err = f.Write([]byte(canonical))
			f.discard()
			if err == nil || i18n.ErrorMsg(err).In(l) != big+c.want {
				t.Errorf("%s: write on a full disk: %v, want %q", c.lang, err, big+c.want)
			}
			for _, args := range [][]string{
				{"convert", "--to", "en", g, "-o", "/dev/full"},
				{"export", "--to", "pgn", g, "-o", "/dev/full"},
				{"html", g, "-o", "/dev/full"},
			} {
				code, _, errs := run(t, "", args...)
				if code != ExitUsage || !strings.Contains(errs, "awechec: /dev/full"+c.want+"\n") {
					t.Errorf("%s: %v: exit %d, %q", c.lang, args, code, errs)
				}
			}
			// Standard output on a full disk: the reason without Go's
			// "write /dev/stdout: ", in the user's language.
			var errb strings.Builder
			env := func(k string) string { return map[string]string{"LANG": c.lang}[k] }
			if code := ExecuteIO(&IO{In: strings.NewReader(""), Out: full, ErrOut: &errb, Getenv: env}, []string{"convert", "--to", "en", g}); code != ExitUsage || errb.String() != c.stdout {
				t.Errorf("%s: convert > /dev/full: exit %d, %q, want %q", c.lang, code, errb.String(), c.stdout)
			}
		})
	}
	if b, _ := os.ReadFile(big); string(b) != loose {
		t.Errorf("the original was changed")
	}
	assertNoTemp(t, dir)
}

// A file with hard links is written in place once its new text is whole
// in the temporary file; when that write fails (a full disk; here the
// file size limit, EFBIG), the target is cut short: the new text is kept
// in the temporary file, as the message says (it was removed, and the
// text lost with the original).
func TestInPlaceFailureKeepsTheText(t *testing.T) {
	t.Parallel()
	if dir := os.Getenv("AWECHEC_INPLACE_DIR"); dir != "" {
		l := i18n.English
		if os.Getenv("AWECHEC_INPLACE_LANG") == "fr" {
			l = i18n.French
		}
		f, err := createSafe(filepath.Join(dir, "a.agn"), safeOptions{})
		if err != nil {
			os.Exit(3)
		}
		f.Write(bytes.Repeat([]byte("1. e4 e5 "), 10000))
		syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: 4096, Max: 1 << 62})
		if err := f.commit(); err != nil {
			os.Stdout.WriteString(i18n.ErrorMsg(err).In(l))
		}
		os.Exit(0)
	}
	for _, lang := range []string{"en", "fr"} {
		dir := t.TempDir()
		a := filepath.Join(dir, "a.agn")
		os.WriteFile(a, []byte(loose), 0o644)
		os.Link(a, filepath.Join(dir, "b.agn"))
		cmd := exec.Command(os.Args[0], "-test.run", "^TestInPlaceFailureKeepsTheText$")
		cmd.Env = append(os.Environ(), "AWECHEC_INPLACE_DIR="+dir, "AWECHEC_INPLACE_LANG="+lang)
		out, err := cmd.Output()
		entries, _ := filepath.Glob(filepath.Join(dir, ".a.agn.tmp-*"))
		if err != nil || len(entries) != 1 || !strings.Contains(string(out), entries[0]) {
			t.Fatalf("%s: %v, %q; temporary files %v", lang, err, out, entries)
		}
		if b, _ := os.ReadFile(entries[0]); len(b) != 90000 {
			t.Errorf("%s: %d bytes kept, want 90000", lang, len(b))
		}
		want := map[string]string{"en": ": file too large", "fr": "\u00a0: fichier trop gros"}[lang]
		if !strings.HasSuffix(string(out), want) {
			t.Errorf("%s: %q, want it to end with %q", lang, out, want)
		}
	}
}
