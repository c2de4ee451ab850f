package cli

import (
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/awechec/awechec/internal/i18n"
)

// maxParallel bounds --threads and --workers: a few times the cores (a
// thread of the search holds about half a megabyte of tables).
func maxParallel() int { return max(8, 4*runtime.NumCPU()) }

// intRange refuses a flag's value outside lo..hi (exit status 2).
func intRange(name string, v, lo, hi int) error {
	if v < lo || v > hi {
		return usage(i18n.AnalyseBadValue, name, strconv.Itoa(v), i18n.M(i18n.FlagRange, strconv.Itoa(lo), strconv.Itoa(hi)))
	}
	return nil
}

// durationRange refuses a duration flag outside lo..hi.
func durationRange(name string, v, lo, hi time.Duration) error {
	if v < lo || v > hi {
		return usage(i18n.AnalyseBadValue, name, v.String(), i18n.M(i18n.FlagRange, shortDuration(lo), shortDuration(hi)))
	}
	return nil
}

// firstError is the first non-nil error.
func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// shortDuration writes d as a flag takes it, without empty units ("1h",
// not "1h0m0s").
func shortDuration(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}
