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
	// Standard is plain chess without powers, from the start or from a
	// set-up (lichess's "From Position").
	Standard
	// OtherChess is a chess variant the toolkit does not replay
	// (Antichess, Crazyhouse, Atomic, King of the Hill, Three-check,
	// Horde, Racing Kings, ...): its moves are kept as written, not
	// judged. The Variant tag keeps the record's own name.
	OtherChess
	// Chess960 is chess from one of the 960 starting arrays (Fischer
	// Random), castling by its rules: the king to the g or c file, the
	// rook to the f or d file.
	Chess960
)

var variantNames = [...]string{"Awechec", "Awechec Synchronous", "Awele", "Standard", "Other chess variant", "Chess960"}

// String returns the variant's canonical Variant tag value: "Awechec",
// "Awechec Synchronous", "Awele", "Standard" or "Chess960" ("Other chess
// variant" for OtherChess, whose records keep their own name).
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return "unknown"
}

// HasChess reports whether the variant has a chess game (every one but
// Awele).
func (v Variant) HasChess() bool { return v != Awele }

// PlainChess reports whether the variant is chess without powers: Standard
// or Chess960.
func (v Variant) PlainChess() bool { return v == Standard || v == Chess960 }

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
	case "standard", "chess", "échecs", "echecs", "from position", "fromposition", "from-position":
		return Standard, true
	}
	switch strings.NewReplacer(" ", "", "-", "", "_", "").Replace(s) {
	case "chess960", "960", "fischerandom", "fischerrandom", "fischerrandomchess", "freestyle":
		return Chess960, true
	}
	if IsOtherChess(s) {
		return OtherChess, true
	}
	return Awechec, false
}

// otherChess are the names of chess variants that other programs write in
// their Variant tag (lichess, pgn-extract, SCID, python-chess, Chess.com,
// ChessBase), lower case, their spaces and hyphens left out.
var otherChess = map[string]bool{
	"antichess": true, "suicide": true, "giveaway": true, "losers": true, "loser": true,
	"crazyhouse": true, "bughouse": true, "atomic": true, "kingofthehill": true, "koth": true,
	"threecheck": true, "3check": true, "horde": true, "racingkings": true,
	"chess9lx": true, "shuffle": true, "shufflechess": true, "wild": true, "placement": true,
	"twokings": true, "knightmate": true, "capablanca": true, "gothic": true, "janus": true,
	"xiangqi": true, "shogi": true, "makruk": true, "seirawan": true, "sittuyin": true,
	"doublechess": true, "duck": true, "duckchess": true, "fog": true, "fogofwar": true,
	"crazyhouse960": true, "schess": true, "almost": true, "berolina": true, "checkless": true,
}

// IsOtherChess reports whether s names a chess variant the toolkit knows
// of but does not replay (Antichess, Crazyhouse, Atomic, ...), in any
// case, with or without spaces and hyphens ("King of the Hill",
// "kingOfTheHill", "three-check").
func IsOtherChess(s string) bool {
	k := strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(s))
	return otherChess[k]
}
