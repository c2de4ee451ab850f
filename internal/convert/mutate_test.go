package convert_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// format writes the games of src as fmt does; ok=false when a game has a
// reader error (fmt does not format such a file).
func format(t *testing.T, src []byte) ([]byte, bool) {
	games, err := grammar.ReadAll(bytes.NewReader(src), "m.agn")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	for _, g := range games {
		if g.Diags.Errors() > 0 {
			return nil, false
		}
		if convert.HasColourlessPower(g) {
			g = convert.FillColours(validate.Game(g, validate.Options{}))
		}
		if err := convert.WriteAGN(&out, g, convert.Options{}); err != nil {
			return nil, false
		}
	}
	return out.Bytes(), true
}

// findings is what the replay finds in the games of src, positions left
// out: per game, its diagnostic codes (sorted), queues, result and final
// positions.
func findings(src []byte) []string {
	games, _ := grammar.ReadAll(bytes.NewReader(src), "m.agn")
	var out []string
	for _, g := range games {
		r := validate.Game(g, validate.Options{})
		var codes []string
		for _, d := range r.Diags {
			// Warnings are left out: fmt fixes what some say (a
			// missing result, move numbers it rewrites).
			if d.Severity == diag.Error {
				codes = append(codes, d.Code)
			}
		}
		sort.Strings(codes)
		var awele []string
		for _, a := range r.Awele {
			awele = append(awele, fmt.Sprintf("%s/%d/%s", a.StartOGN(), len(a.Moves), a.Ending))
		}
		out = append(out, fmt.Sprintf("codes %v queues %v result %s fen %s awele %v", codes, r.Queues, r.Result, r.FEN(), awele))
	}
	return out
}

var junk = []string{"BB", "B2", "N3", "(", ")", "{", "}", "[", "]", "1.", "2...", "0", "*", "e", "A", "Awélé", "Échecs", ";", "%", "...", "\r", "\n", "1-0", "(3)", "(4=N)", "x", "+", "#", "!", "$1", "O-O"}

// mutate changes src at random: deletes, duplicates or swaps tokens or
// characters, or inserts junk.
func mutate(rng *rand.Rand, src string) string {
	switch rng.IntN(7) {
	case 0, 1, 2: // tokens
		f := strings.Fields(src)
		if len(f) < 2 {
			return src
		}
		i := rng.IntN(len(f) - 1)
		switch rng.IntN(3) {
		case 0:
			f = append(f[:i], f[i+1:]...)
		case 1:
			f = append(f[:i+1], f[i:]...)
		default:
			f[i], f[i+1] = f[i+1], f[i]
		}
		return strings.Join(f, " ")
	case 3, 4, 5: // characters
		b := []rune(src)
		if len(b) < 2 {
			return src
		}
		i := rng.IntN(len(b) - 1)
		switch rng.IntN(3) {
		case 0:
			b = append(b[:i], b[i+1:]...)
		case 1:
			b = append(b[:i+1], b[i:]...)
		default:
			b[i], b[i+1] = b[i+1], b[i]
		}
		return string(b)
	}
	i := rng.IntN(len(src) + 1)
	for i < len(src) && src[i]&0xc0 == 0x80 {
		i++
	}
	return src[:i] + " " + junk[rng.IntN(len(junk))] + " " + src[i:]
}

// record is one file of the corpus.
type record struct {
	name string
	src  []byte
}

// corpusRecords returns the AGN files of the corpus, in a fixed order.
func corpusRecords(t *testing.T) []record {
	t.Helper()
	var out []record
	for _, dir := range []string{"../../corpus", "../../corpus/valid", "../../corpus/invalid", "../../corpus/awele"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.agn"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, record{f, b})
		}
	}
	return out
}

// Mutated records of the corpus, formatted twice, give the same text, and
// formatting never changes what the replay finds: the codes of its errors,
// the queues, the result, the final positions (fmt turned `Awélé 1. A
// BB e *` into `B2`, then `B(2) 2. e`: a capture event became a move).
func TestFormatMutationsIdempotent(t *testing.T) {
	var records []string
	for _, r := range corpusRecords(t) {
		records = append(records, string(r.src))
	}
	records = append(records, "Awélé 1. A BB e *\n")
	if len(records) < 10 {
		t.Fatalf("%d corpus records", len(records))
	}
	n := 1500
	if testing.Short() {
		n = 300
	}
	rng := rand.New(rand.NewPCG(11, 17))
	tried := 0
	for k := 0; k < n+len(records); k++ {
		src := records[k%len(records)]
		if k >= len(records) {
			// The records as they are first, then mutated.
			for m := rng.IntN(3); m >= 0; m-- {
				src = mutate(rng, src)
			}
		}
		once, ok := format(t, []byte(src))
		if !ok {
			continue
		}
		tried++
		twice, ok := format(t, once)
		if !ok {
			t.Errorf("mutation %d: the formatted text cannot be read:\n--- input\n%s\n--- formatted\n%s", k, src, once)
			continue
		}
		if !bytes.Equal(once, twice) {
			t.Errorf("mutation %d: not idempotent:\n--- input\n%s\n--- once\n%s\n--- twice\n%s", k, src, once, twice)
			continue
		}
		if a, b := findings([]byte(src)), findings(once); fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("mutation %d: formatting changed the replay:\n--- input\n%s\n--- formatted\n%s\n--- before\n%s\n--- after\n%s", k, src, once, strings.Join(a, "\n"), strings.Join(b, "\n"))
		}
	}
	if tried < n/10 {
		t.Errorf("only %d of %d mutations could be formatted", tried, n)
	}
	_ = notation.French
}
