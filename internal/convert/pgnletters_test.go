package convert

import (
	"io"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// A .pgn written with French piece letters (pgn-extract's -Wsan with
// French letters, or typed by hand) gets the language decision an AGN
// record gets, with a note; read as English every piece move was refused
// ("C is not an English piece letter"). English PGN is read as before,
// without a note, R and B included.
func TestPGNFrenchLetters(t *testing.T) {
	const tags = "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n"
	tests := []struct {
		name, moves string
		lang        notation.Language
		fr, en      string
	}{
		{"French letters", "1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. Re2 *\n", notation.French,
			"les lettres de pièces sont en français, pas en anglais comme les écrit le PGN\u00a0: la partie est lue en français",
			"the piece letters are French, not English as PGN writes them: the game is read as French"},
		{"English letters", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Rf1 *\n", notation.English, "", ""},
		{"R and B only", "1. e4 e5 2. Ba6 bxa6 *\n", notation.English, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := NewPGNReader(strings.NewReader(tags+tt.moves), "f.pgn").Next()
			if err != nil && err != io.EOF {
				t.Fatal(err)
			}
			rep := validate.Game(g, validate.Options{})
			if rep.Lang != tt.lang || !rep.Valid {
				t.Errorf("read as %q, valid %v: %v", rep.Lang, rep.Valid, rep.Diags)
			}
			var notes []diag.Diagnostic
			for _, d := range rep.Diags {
				if d.Code == diag.LanguageDecided {
					notes = append(notes, d)
				}
			}
			if tt.fr == "" {
				if len(notes) > 0 {
					t.Errorf("a note on English PGN: %v", notes)
				}
				return
			}
			if len(notes) != 1 || notes[0].MessageIn(i18n.French) != tt.fr || notes[0].MessageIn(i18n.English) != tt.en {
				t.Errorf("notes %v, want %q / %q", notes, tt.fr, tt.en)
			}
		})
	}
}
