package diag

import (
	"sort"
)

// Fix is the one replacement a diagnostic's hint names, ready to apply:
// the bytes [Offset, End) of the file (its text as the reader decoded it)
// become Text. A diagnostic carries a Fix only when its hint names
// exactly one replacement and it cannot be a consequence of an earlier
// error of its game (docs/DIAGNOSTICS.md says which codes may carry one).
type Fix struct {
	Offset int    `json:"offset"` // byte offset of the first byte replaced
	End    int    `json:"end"`    // byte offset after the last byte replaced (Offset for an insertion)
	Text   string `json:"text"`   // what is written in their place
}

// Apply returns src with the fixes applied, and the fixes applied in the
// order of their offsets. A fix outside src, or overlapping one
// already taken (the first in offset order wins), is left out: the
// caller checks again and finds what is left.
func Apply(src []byte, fixes []Fix) ([]byte, []Fix) {
	fs := append([]Fix(nil), fixes...)
	sort.SliceStable(fs, func(i, j int) bool {
		if fs[i].Offset != fs[j].Offset {
			return fs[i].Offset < fs[j].Offset
		}
		return fs[i].End < fs[j].End
	})
	out := make([]byte, 0, len(src)+64)
	var done []Fix
	at := 0
	for _, f := range fs {
		if f.Offset < at || f.End < f.Offset || f.End > len(src) {
			continue
		}
		out = append(out, src[at:f.Offset]...)
		out = append(out, f.Text...)
		at = f.End
		done = append(done, f)
	}
	out = append(out, src[at:]...)
	return out, done
}

// fixable holds the codes whose diagnostics may carry a Fix.
var fixable = map[string]bool{
	PowerMismatch: true, PowerMissing: true, AweleCaptureCount: true, AweleCaptureMiss: true,
	CheckClaim: true, ResultMismatch: true, IllegalMove: true, Syntax: true,
}

// Fixable tells whether a diagnostic of code c may carry a Fix (some of
// them do: those whose hint names exactly one replacement).
func Fixable(c string) bool { return fixable[c] }
