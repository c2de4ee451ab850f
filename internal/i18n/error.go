package i18n

import (
	"errors"
	"syscall"
)

// Error is an error whose text is a catalogue message, so that a library
// error shown to a person (a bad tag value, a bad rule set) is worded in
// the person's language. It may wrap a sentinel error for errors.Is.
type Error struct {
	Msg Msg
	err error
}

// Errorf makes an Error from a key and its arguments.
func Errorf(k Key, args ...any) *Error { return &Error{Msg: M(k, args...)} }

// Wrap returns e wrapping err, for errors.Is and errors.As.
func (e *Error) Wrap(err error) *Error { e.err = err; return e }

// Error words the message in English (ErrorMsg(err).In words it in the
// user's language).
func (e *Error) Error() string { return e.Msg.String() }

// Unwrap returns the wrapped error.
func (e *Error) Unwrap() error { return e.err }

// ErrorMsg returns the message of err: its Msg when err is (or wraps) an
// Error, its Message() when it has one (chess.SyntaxError), the catalogue's
// wording of a system error a person meets writing files (errnoKeys), else
// err's own text as a language-neutral message (an error of a library
// outside awechec, which has no French).
func ErrorMsg(err error) Msg {
	// The outermost error with a message wins over those it wraps (a
	// path error names its path, then its reason).
	for e := err; e != nil; e = errors.Unwrap(e) {
		switch v := e.(type) {
		case *Error:
			return v.Msg
		case interface{ Message() Msg }:
			return v.Message()
		}
	}
	if err == nil {
		return Msg{}
	}
	if n, ok := err.(syscall.Errno); ok {
		if k, ok := errnoKeys[n]; ok {
			return M(k)
		}
	}
	return M(Verbatim, err.Error())
}

// errnoKeys are the messages of the system errors a person meets writing
// files (a full disk), for an error that is the bare Errno: an
// *fs.PathError keeps Go's text, which names its operation and path.
var errnoKeys = map[syscall.Errno]Key{
	syscall.ENOSPC:       ErrNoSpace,
	syscall.EDQUOT:       ErrQuota,
	syscall.EIO:          ErrIO,
	syscall.EFBIG:        ErrFileTooBig,
	syscall.EROFS:        ErrReadOnlyFS,
	syscall.EISDIR:       ErrIsDir,
	syscall.ENOTDIR:      ErrNotDir,
	syscall.ENAMETOOLONG: ErrNameLong,
}
