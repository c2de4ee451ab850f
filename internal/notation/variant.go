package notation

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Variant is the kind of game a record holds, as its Variant tag names it.
// It is the one variant type of the toolkit: the replay reads it from the
// tag, the generator writes it, and the report, stats, selections and
// drawings carry it.
type Variant uint8

// The variants.
const (
	// Awechec is standard Awechec (the default): an Awélé game, then chess
	// until its powers are consumed, then a new Awélé game, and so on.
	Awechec Variant = iota
	// Synchronous is synchronous Awechec: each Awélé capture is consumed
	// by the chess game at once (RULES.md section 5).
	Synchronous
	// Awele is a standalone Awélé (Oware) record.
	Awele
	// Standard is plain chess without powers.
	Standard
)

var variantNames = [...]string{"Awechec", "Awechec Synchronous", "Awele", "Standard"}

// String returns the variant's canonical Variant tag value: "Awechec",
// "Awechec Synchronous", "Awele" or "Standard".
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return "unknown"
}

// HasChess reports whether the variant has a chess game (every one but
// Awele).
func (v Variant) HasChess() bool { return v != Awele }

// ParseVariant reads a Variant tag value, in any case and spacing: the
// canonical names and their French and older spellings ("Awechec
// synchrone", "Awarichess", "Awélé", "Oware", "Échecs", ..., their accents
// composed or not: NFC or NFD). An empty
// value is Awechec. ok is false for a value it does not know (v is then
// Awechec).
func ParseVariant(s string) (v Variant, ok bool) {
	s = strings.Join(strings.Fields(strings.ToLower(norm.NFC.String(s))), " ")
	switch s {
	case "awechec", "awarichess", "awéchec", "":
		return Awechec, true
	case "awechec synchronous", "awechec synchrone", "awarichess synchronous", "synchronous awechec",
		"awechec-synchronous", "awechec-synchrone", "synchronous", "synchrone", "awéchec synchrone":
		return Synchronous, true
	case "awele", "awélé", "awale", "awalé", "oware", "awari":
		return Awele, true
	case "standard", "chess", "échecs", "echecs":
		return Standard, true
	}
	return Awechec, false
}
