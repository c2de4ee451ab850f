package notation

import (
	"strings"

	"golang.org/x/text/unicode/norm"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
)

// Language names a notation language by its ISO 639-1 code.
type Language string

// The languages the toolkit knows.
const (
	French  Language = "fr"
	English Language = "en"
	German  Language = "de"
	Spanish Language = "es"
	Italian Language = "it"
	Dutch   Language = "nl"
)

// Letters is one language's letter table.
type Letters struct {
	Lang Language
	// Pieces holds the letters of king, queen, rook, bishop, knight, in
	// that order (index movegen.Piece-1).
	Pieces [5]byte
	// White and Black are the power colour letters; 0 when the language
	// has none of its own (then a file uses French or English ones).
	White, Black byte
	// Awele and Chess are the section keywords written on output. German,
	// Spanish, Italian and Dutch write Awele (the grammar reads no other
	// Awélé keyword of theirs) and their own word for chess, which the
	// grammar reads as well as Échecs, Echecs and Chess.
	Awele, Chess string
	// Name is the language's own name, for messages.
	Name string
}

var tables = []Letters{
	{Lang: French, Pieces: [5]byte{'R', 'D', 'T', 'F', 'C'}, White: 'B', Black: 'N', Awele: "Awélé", Chess: "Échecs", Name: "français"},
	{Lang: English, Pieces: [5]byte{'K', 'Q', 'R', 'B', 'N'}, White: 'W', Black: 'B', Awele: "Awele", Chess: "Chess", Name: "English"},
	{Lang: German, Pieces: [5]byte{'K', 'D', 'T', 'L', 'S'}, Awele: "Awele", Chess: "Schach", Name: "Deutsch"},
	{Lang: Spanish, Pieces: [5]byte{'R', 'D', 'T', 'A', 'C'}, Awele: "Awele", Chess: "Ajedrez", Name: "español"},
	{Lang: Italian, Pieces: [5]byte{'R', 'D', 'T', 'A', 'C'}, Awele: "Awele", Chess: "Scacchi", Name: "italiano"},
	{Lang: Dutch, Pieces: [5]byte{'K', 'D', 'T', 'L', 'P'}, Awele: "Awele", Chess: "Schaken", Name: "Nederlands"},
}

// Languages lists every known language, French and English first.
func Languages() []Language {
	out := make([]Language, len(tables))
	for i, t := range tables {
		out[i] = t.Lang
	}
	return out
}

// Table returns the letter table of a language.
func Table(l Language) (Letters, bool) {
	for _, t := range tables {
		if t.Lang == l {
			return t, true
		}
	}
	return Letters{}, false
}

// ParseLanguage reads a Language tag value: a code (fr, en, ...) or a
// language name in English or in the language itself, any case, its
// accents composed or not (NFC or NFD: "français" typed on macOS).
func ParseLanguage(s string) (Language, bool) {
	s = strings.ToLower(strings.TrimSpace(norm.NFC.String(s)))
	for _, t := range tables {
		if s == string(t.Lang) || s == strings.ToLower(t.Name) {
			return t.Lang, true
		}
	}
	switch s {
	case "french", "francais":
		return French, true
	case "english", "anglais":
		return English, true
	case "german", "allemand":
		return German, true
	case "spanish", "espagnol", "espanol":
		return Spanish, true
	case "italian", "italien":
		return Italian, true
	case "dutch", "néerlandais", "neerlandais":
		return Dutch, true
	}
	return "", false
}

// Piece returns the piece a letter stands for in this language (the
// pawn has no letter).
func (t Letters) Piece(letter byte) (movegen.Piece, bool) {
	for i, c := range t.Pieces {
		if c == letter {
			return movegen.Piece(i + 1), true
		}
	}
	return movegen.NoPiece, false
}

// Letter returns the letter of a piece in this language (0 for a pawn).
func (t Letters) Letter(p movegen.Piece) byte {
	if p >= movegen.King && p <= movegen.Knight {
		return t.Pieces[p-1]
	}
	return 0
}

// PowerColour returns the colour a power letter means in this language;
// ok is false for a letter the language does not use for powers.
func (t Letters) PowerColour(letter byte) (c movegen.Color, ok bool) {
	switch {
	case t.White != 0 && letter == t.White:
		return movegen.White, true
	case t.Black != 0 && letter == t.Black:
		return movegen.Black, true
	}
	return movegen.White, false
}

// Candidates returns the languages whose piece letters can read every
// letter in pieces (the piece and promotion letters of a game's SAN moves),
// in table order.
func Candidates(pieces []byte) []Language {
	var out []Language
	for _, t := range tables {
		ok := true
		for _, c := range pieces {
			if _, found := t.Piece(c); !found {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, t.Lang)
		}
	}
	return out
}

// TagPowerLetters names the power letters a game writes: "en" for W
// (White) and B (Black), "fr" for B (White) and N (Black). A game whose
// language has none of its own (German, Spanish, Italian, Dutch) needs it
// to be read without guessing; a French or English game may write it to say
// that its powers are written in the other language's letters.
const TagPowerLetters = "PowerLetters"

// PowerTable returns the letter table whose power letters a game uses: the
// one its PowerLetters tag names ("en" or "fr"), whatever its language;
// otherwise its language's own when it has them (French B/N, English W/B);
// otherwise English when a W is written in its powers or capture events,
// else French (whose B and N then read every other letter). The reader,
// the validator and the converters share this one rule.
func PowerTable(g *Game, lang Language) Letters {
	if t, ok := PowerLettersTag(g); ok {
		return t
	}
	if t, ok := Table(lang); ok && (t.White != 0 || t.Black != 0) {
		return t
	}
	en, _ := Table(English)
	if writesColour(g.Body, en.White) {
		return en
	}
	fr, _ := Table(French)
	return fr
}

// PowerLettersTag returns the letter table a game's (first) PowerLetters
// tag names, English or French; ok is false when it has none, or one
// naming neither (PowerTable then reads the game's letters without it).
func PowerLettersTag(g *Game) (Letters, bool) {
	v, ok := g.Tag(TagPowerLetters)
	if !ok {
		return Letters{}, false
	}
	if l, ok := ParsePowerLetters(v); ok {
		return Table(l)
	}
	return Letters{}, false
}

// ParsePowerLetters reads the value of a PowerLetters tag: the language
// whose power letters it names, English or French.
func ParsePowerLetters(v string) (Language, bool) {
	switch l, _ := ParseLanguage(v); l {
	case English, French:
		return l, true
	}
	return "", false
}

// writesColour tells whether a movetext writes the colour letter c in a
// power token or capture event, variations included.
func writesColour(els []Element, c byte) bool {
	for i := range els {
		e := &els[i]
		if (e.Kind == Power || e.Kind == CaptureEvent) && e.Colour == c {
			return true
		}
		if writesColour(e.Children, c) {
			return true
		}
	}
	return false
}

// EnglishName names a language in English, for messages ("French", where
// the table's Name is the language's own "français").
func EnglishName(l Language) string {
	switch l {
	case French:
		return "French"
	case English:
		return "English"
	case German:
		return "German"
	case Spanish:
		return "Spanish"
	case Italian:
		return "Italian"
	case Dutch:
		return "Dutch"
	}
	return string(l)
}

// ChessWord returns the language whose chess section keyword w is (w in
// lower case: "échecs", "chess", "schach"...); ok is false for any other
// word.
func ChessWord(w string) (l Language, ok bool) {
	l, ok = chessWords[w]
	return l, ok
}

// chessWords are the chess section keywords, in lower case, that tell a
// record's language.
var chessWords = map[string]Language{
	"échecs": French, "echecs": French, "chess": English,
	"schach": German, "ajedrez": Spanish, "scacchi": Italian, "schaken": Dutch,
}

// MostEvidence returns the languages with the most evidence for them,
// when no language reads every letter of a record. Each sign counts one:
// a section keyword of the language (words gives their number), a piece
// or promotion letter the language reads, a W colour letter (every
// language but French may write it) or N (every one but English). It
// returns none when there is no evidence; best is reused for the result.
func MostEvidence(best []Language, words func(Language) int, pieces []byte, nW, nN int) []Language {
	best = best[:0]
	top := 0
	for _, l := range Languages() {
		t, _ := Table(l)
		n := words(l)
		for _, c := range pieces {
			if _, ok := t.Piece(c); ok {
				n++
			}
		}
		if l != French {
			n += nW
		}
		if l != English {
			n += nN
		}
		switch {
		case n > top:
			top, best = n, append(best[:0], l)
		case n == top && n > 0:
			best = append(best, l)
		}
	}
	return best
}

// DecideLanguage decides a record's language from its letters: the
// languages whose piece letters read every piece and promotion letter of
// pieces, less French when a W colour letter is written (nW) and English
// when an N is (nN), French and English first, a section keyword (words
// gives their number for a language) deciding between the two; when none
// reads them all, the ones with the most evidence (MostEvidence). It
// returns the language when one is left, else the candidates, between
// which the replay decides, and the language-ambiguous diagnostic, without
// its place, when none or a tie is left.
func DecideLanguage(pieces []byte, nW, nN int, words func(Language) int) (Language, []Language, *diag.Diagnostic) {
	cands := Candidates(pieces)
	keep := cands[:0]
	for _, l := range cands {
		if (l == French && nW > 0) || (l == English && nN > 0) {
			continue
		}
		keep = append(keep, l)
	}
	cands = keep
	// French and English come first: the other languages only when their
	// own letters leave neither.
	if fe := frenchEnglish(cands); len(fe) > 0 {
		cands = fe
	}
	frWord, enWord := words(French) > 0, words(English) > 0
	if len(cands) == 2 && cands[0] == French && cands[1] == English && frWord != enWord {
		if frWord {
			cands = cands[:1]
		} else {
			cands = cands[1:]
		}
	}
	if len(cands) == 0 {
		// No language reads every letter: the one with the most evidence
		// is chosen, and the replay reports the letters it cannot read.
		cands = MostEvidence(nil, words, pieces, nW, nN)
		// On a tie, French and English come first here too.
		if fe := frenchEnglish(cands); len(fe) > 0 {
			cands = fe
		}
		switch len(cands) {
		case 0:
			return "", nil, &diag.Diagnostic{Severity: diag.Error, Code: diag.LanguageAmbiguous, Msg: i18n.M(i18n.GLangNone)}
		case 1:
		default:
			names := make([]i18n.Msg, len(cands))
			for i, l := range cands {
				names[i] = i18n.M(i18n.LanguageName(string(l)))
			}
			// The tie goes to the replay, which reads the game in each.
			return "", cands, &diag.Diagnostic{Severity: diag.Error, Code: diag.LanguageAmbiguous, Msg: i18n.M(i18n.GLangTie, i18n.List(names))}
		}
	}
	if len(cands) == 1 {
		return cands[0], nil, nil
	}
	return "", cands, nil
}

// frenchEnglish keeps French and English out of ls, in order.
func frenchEnglish(ls []Language) []Language {
	var out []Language
	for _, l := range ls {
		if l == French || l == English {
			out = append(out, l)
		}
	}
	return out
}

// TagLanguage reads the first Language tag of g: the language it names,
// and ok; or, when it names none, the tag-value diagnostic (without its
// file) at the tag. A game without the tag gives neither.
func (g *Game) TagLanguage() (lang Language, ok bool, d *diag.Diagnostic) {
	for _, t := range g.Tags {
		if t.Name != "Language" {
			continue
		}
		if l, ok := ParseLanguage(t.Value); ok {
			return l, true, nil
		}
		return "", false, &diag.Diagnostic{Severity: diag.Error, Code: diag.TagValue, Line: t.Pos.Line, Col: t.Pos.Col,
			Len: len("[Language"), Msg: i18n.M(i18n.GUnknownLanguage, t.Value)}
	}
	return "", false, nil
}

// LetterEvidence tells whether c, a piece or promotion letter as written,
// says something of a record's language: every language's letters are
// upper case; UCI's lower-case promotion letter (e7e8q) is English in
// every record and says nothing.
func LetterEvidence(c byte) bool { return c >= 'A' && c <= 'Z' }
