package convert

import (
	"reflect"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/validate"
)

func TestSectionKeywordsWrittenIn(t *testing.T) {
	const chess = "1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 *"
	tests := []struct {
		name, src, want string
	}{
		{"power list then chess", "[Language \"fr\"]\n\nB3 N2 ...\n" + chess,
			"Awélé B3 N2 ...\nÉchecs 1. (1=B) e4"},
		{"numbered Awélé moves then chess", "[Language \"fr\"]\n\n1. D c 2. E a ...\n" + chess,
			"Awélé 1. D c 2. E a ...\nÉchecs 1. (1=B) e4"},
		{"English", "[Language \"en\"]\n\nW3 B2 ...\n1. (1=W) e4 (2=W) 0 *",
			"Awele W3 B2 ...\nChess 1. (1=W) e4"},
		{"keywords already there", "[Language \"fr\"]\n\nAwélé B3 N2 ...\nÉchecs " + chess,
			"Awélé B3 N2 ...\nÉchecs 1. (1=B) e4"},
		{"synchronous record keeps its form", "[Variant \"Awechec Synchronous\"]\n[Language \"fr\"]\n\nE(1) 1. (1=B) e4 *",
			"\n\nE(1) 1. (1=B) e4 *"},
		{"back and forth keeps its form", "[Language \"fr\"]\n\nE(1) 1. (1=B) e4 a(1) 1... (2=N) e5 *",
			"\n\nE(1) 1. (1=B) e4 a(1) 1... (2=N) e5 *"},
		{"plain chess keeps its form", "[Language \"fr\"]\n\n1. e4 e5 2. Cf3 *", "\n1. e4 e5 2. Cf3 *"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := grammar.ParseGame([]byte(tt.src), "t.agn", 1)
			if len(g.Diags) > 0 {
				t.Fatalf("reader: %v", g.Diags)
			}
			out, err := FormatAGN(g, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(out), tt.want) {
				t.Errorf("got\n%s\nwant it to hold\n%s", out, tt.want)
			}
			// The keywords change nothing in what the record means.
			before := validate.Game(g, validate.Options{})
			after := validate.Game(grammar.ParseGame(out, "t.agn", 1), validate.Options{})
			if before.Valid != after.Valid || !reflect.DeepEqual(before.Queues, after.Queues) ||
				before.FEN() != after.FEN() || len(before.Diags) != len(after.Diags) {
				t.Errorf("the replay differs: %v %v %v %v / %v %v %v %v", before.Valid, before.Queues, before.FEN(), before.Diags,
					after.Valid, after.Queues, after.FEN(), after.Diags)
			}
		})
	}
}
