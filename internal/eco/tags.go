package eco

import (
	"slices"

	"github.com/awechec/awechec/internal/notation"
)

// WithTags returns the tags with the opening's ECO, Opening (its family)
// and Variation (absent when the line has none) written in: a tag missing
// is added at the end, a tag present is kept as it stands. When the tags
// already have an ECO code other than the opening's, nothing is written
// (names would contradict the code). With replace, the three tags are
// written whatever was there, a Variation left over from another line
// removed. The slice given is never changed.
func WithTags(tags []notation.Tag, o Opening, replace bool) []notation.Tag {
	g := notation.Game{Tags: slices.Clone(tags)}
	if code, ok := g.Tag("ECO"); ok && code != o.ECO && !replace {
		return tags
	}
	set := func(name, value string) {
		if _, ok := g.Tag(name); !ok || replace {
			g.SetTag(name, value)
		}
	}
	set("ECO", o.ECO)
	set("Opening", o.Family())
	if v := o.Variation(); v != "" {
		set("Variation", v)
	} else if replace {
		g.Tags = slices.DeleteFunc(g.Tags, func(t notation.Tag) bool { return t.Name == "Variation" })
	}
	return g.Tags
}
