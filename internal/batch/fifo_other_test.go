//go:build !unix

package batch

import "errors"

func syscallMkfifo(string) error { return errors.New("no FIFOs") }
