package cli

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/i18n"
)

// safeFile is a file written whole or not at all: the one way every
// command writes a file (-o, fmt -w, export --split). The text goes to a
// temporary file next to the target, synced to disk, then renamed over
// it. What gofmt users expect holds:
//
//   - a symbolic link is written through: its target is replaced, the
//     link kept;
//   - the target keeps its mode (setuid, setgid and sticky bits too) and
//     its owner and group (the write fails when they cannot be kept);
//   - a file with several hard links is written in place once the new
//     text is whole in the temporary file, so that every link sees it (its
//     inode, mode and owner do not change);
//   - a read-only file is refused unless forced;
//   - an output that is one of the command's input files is refused;
//   - a target that is no regular file (/dev/null, a FIFO) is written
//     directly;
//   - the temporary file is removed when the command fails, and on
//     SIGINT, SIGTERM or SIGHUP, the process then ending with status
//     128 + the signal's number.
type safeFile struct {
	io.Writer
	tmp     *os.File // nil once committed or discarded, or when direct
	direct  *os.File // the target itself, when it is no regular file
	name    string   // the file asked for, named in errors
	target  string   // the file replaced, links resolved
	info    fs.FileInfo
	inPlace bool
}

// safeOptions are the checks createSafe makes.
type safeOptions struct {
	// force writes over a read-only file; forceFlag tells that the
	// command has --force, for the message.
	force, forceFlag bool
	// inputs are the files the command reads: the target may be none.
	inputs []string
}

// errReadOnly is the error of a read-only target not forced, errReadOnlyOut
// that of a command with no --force.
var (
	errReadOnly    = i18n.Errorf(i18n.CliReadOnly)
	errReadOnlyOut = i18n.Errorf(i18n.CliReadOnlyOut)
)

// createSafe opens a safe file that will replace name on commit.
func createSafe(name string, opts safeOptions) (*safeFile, error) {
	target := name
	if t, err := filepath.EvalSymlinks(name); err == nil {
		target = t
	} else if t, ok := danglingTarget(name); ok {
		target = t
	}
	info, err := os.Stat(target)
	switch {
	case err == nil:
		if err := notAnInput(target, info, opts.inputs); err != nil {
			return nil, err
		}
		if !info.Mode().IsRegular() {
			if info.IsDir() {
				return nil, &batch.PathError{Path: name, Err: syscall.EISDIR}
			}
			f, err := os.OpenFile(target, os.O_WRONLY, 0)
			if err != nil {
				return nil, err
			}
			return &safeFile{Writer: f, direct: f, name: name, target: target}, nil
		}
		if info.Mode().Perm()&0o222 == 0 && !opts.force {
			err := errReadOnlyOut
			if opts.forceFlag {
				err = errReadOnly
			}
			return nil, &batch.PathError{Path: name, Err: err}
		}
	case errors.Is(err, fs.ErrNotExist):
		info = nil
	default:
		// A path through a file, a name too long: the reason, worded.
		return nil, &batch.PathError{Path: name, Err: sysReason(err)}
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".tmp-*")
	if err != nil {
		// Name the file asked for, not the temporary one.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, &batch.PathError{Path: name, Err: err}
	}
	registerTemp(tmp.Name())
	return &safeFile{Writer: tmp, tmp: tmp, name: name, target: target, info: info, inPlace: info != nil && links(info) > 1}, nil
}

// danglingTarget is the file a symbolic link that points to no file names
// (through other links), as a shell's > writes it: the link is kept and
// its target created (the link was replaced by a plain file). ok is false
// when name is no link, or a loop.
func danglingTarget(name string) (string, bool) {
	t := name
	for hops := 0; hops < 40; hops++ {
		info, err := os.Lstat(t)
		if err != nil {
			return t, hops > 0 && errors.Is(err, fs.ErrNotExist)
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			return "", false
		}
		link, err := os.Readlink(t)
		if err != nil {
			return "", false
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(t), link)
		}
		t = link
	}
	return "", false
}

// notAnInput refuses a target that is one of the inputs.
func notAnInput(target string, info fs.FileInfo, inputs []string) error {
	for _, in := range inputs {
		if in == "-" || in == "" {
			continue
		}
		if ii, err := os.Stat(in); err == nil && os.SameFile(info, ii) {
			return i18n.Errorf(i18n.CliOutputIsInput, target, in)
		}
	}
	return nil
}

// Write writes to the temporary file (or the target written directly); a
// failure names the file asked for, not the temporary one (pathError).
func (s *safeFile) Write(p []byte) (int, error) {
	n, err := s.Writer.Write(p)
	return n, s.pathError(err)
}

// pathError words a failure writing, syncing, closing or renaming the
// temporary file as one of the file asked for ("full/big.agn : plus de
// place sur le disque"), not Go's "write full/.big.agn.tmp-1728101903:
// no space left on device", which names a hidden file and its operation in
// English.
func (s *safeFile) pathError(err error) error {
	if err == nil {
		return nil
	}
	return &batch.PathError{Path: s.name, Err: sysReason(err)}
}

// sysReason is the system error of err (ENOSPC), without the operation and
// path Go puts before it ("write x: copy_file_range: ..."), so that the
// catalogue words it (i18n.ErrorMsg); err itself when it has none.
func sysReason(err error) error {
	var errno syscall.Errno
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &errno):
		return errno
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// commit replaces the target with what was written.
func (s *safeFile) commit() error {
	if s.direct != nil {
		f := s.direct
		s.direct = nil
		return s.pathError(f.Close())
	}
	if s.tmp == nil {
		return nil
	}
	tmp := s.tmp
	defer func() {
		if s.tmp != nil {
			s.discard()
		}
	}()
	if err := tmp.Sync(); err != nil {
		return s.pathError(err)
	}
	if s.inPlace {
		if err := copyInPlace(tmp, s.target); err != nil {
			var ie *i18n.Error
			if !errors.As(err, &ie) {
				return s.pathError(err) // the target is untouched
			}
			// The target was cut (a full disk): the new text stays in
			// the temporary file, as the message says; it was removed,
			// and the text with it.
			tmp.Close()
			unregisterTemp(tmp.Name())
			s.tmp = nil
			return err
		}
		s.discard()
		return nil
	}
	mode := fs.FileMode(0o644)
	if s.info != nil {
		mode = s.info.Mode() & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)
		if err := keepOwner(tmp, s.info); err != nil {
			return i18n.Errorf(i18n.CliKeepOwner, s.target, i18n.ErrorMsg(err)).Wrap(err)
		}
	} else {
		// A new file is readable by all, as the shell's > makes it (the
		// umask permitting; CreateTemp made it private).
		mode &^= processUmask
	}
	if err := tmp.Chmod(mode); err != nil {
		return s.pathError(err)
	}
	if err := tmp.Close(); err != nil {
		return s.pathError(err)
	}
	if err := os.Rename(tmp.Name(), s.target); err != nil {
		return s.pathError(err)
	}
	unregisterTemp(tmp.Name())
	s.tmp = nil
	syncDir(filepath.Dir(s.target))
	return nil
}

// copyInPlace writes the finished temporary file into target, keeping
// target's inode (its hard links, mode and owner).
func copyInPlace(tmp *os.File, target string) error {
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return err
	}
	info, err := tmp.Stat()
	if err != nil {
		return err
	}
	critical.Lock()
	defer critical.Unlock()
	f, err := os.OpenFile(target, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	// The space is reserved before the first byte is written: on a full
	// disk the target is left as it was.
	if err := reserve(f, info.Size()); err != nil {
		f.Close()
		return err
	}
	_, err = io.Copy(f, tmp)
	if err == nil {
		err = f.Truncate(info.Size())
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return i18n.Errorf(i18n.CliInPlace, target, tmp.Name(), i18n.ErrorMsg(sysReason(err))).Wrap(err)
	}
	return nil
}

// discard removes the temporary file of a safe file not committed.
func (s *safeFile) discard() {
	if s.direct != nil {
		s.direct.Close()
		s.direct = nil
	}
	if s.tmp != nil {
		s.tmp.Close()
		os.Remove(s.tmp.Name())
		unregisterTemp(s.tmp.Name())
		s.tmp = nil
	}
}

// writeFileSafe writes data to name as a safe file.
func writeFileSafe(name string, data []byte, opts safeOptions) error {
	f, err := createSafe(name, opts)
	if err != nil {
		return err
	}
	defer f.discard()
	if _, err := f.Write(data); err != nil {
		return err
	}
	return f.commit()
}

// syncDir syncs a directory after a rename in it, so that the new name
// survives a crash (best effort: not every system can).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// processUmask is the umask the process started with.
var processUmask = umask()

// temps are the temporary files being written, removed on SIGINT, SIGTERM
// and SIGHUP before the process ends.
var temps struct {
	sync.Mutex
	names map[string]bool
	once  sync.Once
}

// critical is held while a target is being written in place (a file with
// several hard links): a signal waits for the copy to end, so that the
// target is never left half-written.
var critical sync.Mutex

// signalStatus is the exit status of a process ended by a signal, as a
// shell reports it: 128 plus the signal's number (130 for SIGINT, 143
// for SIGTERM, 129 for SIGHUP).
func signalStatus(sig os.Signal) int {
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 1
}

func registerTemp(name string) {
	temps.once.Do(func() {
		temps.names = map[string]bool{}
		ch := make(chan os.Signal, 1)
		// Notify installs a handler even for a signal the process was
		// started with ignored (a background job of a script starts with
		// SIGINT ignored): the signal is obeyed. The process exits by
		// itself rather than raising the signal again after Reset, which
		// would restore the inherited "ignored" and leave it running.
		signal.Notify(ch, cleanupSignals...)
		go func() {
			sig := <-ch
			critical.Lock()
			temps.Lock()
			for n := range temps.names {
				os.Remove(n)
			}
			os.Exit(signalStatus(sig))
		}()
	})
	temps.Lock()
	temps.names[name] = true
	temps.Unlock()
}

func unregisterTemp(name string) {
	temps.Lock()
	delete(temps.names, name)
	temps.Unlock()
}
