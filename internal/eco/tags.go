package eco

import (
	"slices"

	"github.com/awechec/awechec/internal/notation"
)

// WithTags returns the tags with the opening's ECO, Opening (its family)
// and Variation (absent when the line has none) written in, at the end.
// Tags already there are kept: the ECO tag as it stands, and the names as
// a pair (a game with an Opening or a Variation tag gets neither). When
// the tags already have an ECO code other than the opening's, nothing is
// written (names would contradict the code). With replace, the three tags
// are written whatever was there, a Variation left over from another line
// removed. The slice given is never changed.
func WithTags(tags []notation.Tag, o Opening, replace bool) []notation.Tag {
	g := notation.Game{Tags: slices.Clone(tags)}
	code, hasCode := g.Tag("ECO")
	if hasCode && code != o.ECO && !replace {
		return tags
	}
	_, hasOpening := g.Tag("Opening")
	_, hasVariation := g.Tag("Variation")
	if !hasCode || replace {
		g.SetTag("ECO", o.ECO)
	}
	if hasOpening || hasVariation {
		if !replace {
			return g.Tags
		}
		g.Tags = slices.DeleteFunc(g.Tags, func(t notation.Tag) bool { return t.Name == "Variation" })
	}
	g.SetTag("Opening", o.Family())
	if v := o.Variation(); v != "" {
		g.SetTag("Variation", v)
	}
	return g.Tags
}
