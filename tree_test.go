package awechec_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/awechec/awechec"
)

// Every game of the corpus written back from its own movetext, unedited,
// is the game written as it was read (the same AGN bytes), its nodes read
// back are the nodes given (but a null move's spelling: the text is
// written in canonical form, where it is 0), and its check finds the same
// (but the typed-form note, which the canonical form has no cause for).
func TestMovetextRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("corpus/*/*.agn")
	if len(files) < 20 {
		t.Fatalf("%d corpus files", len(files))
	}
	games := 0
	for _, f := range files {
		in, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		rd := awechec.NewReader(in, f, awechec.AGN)
		for {
			g, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			var before bytes.Buffer
			if awechec.WriteAGN(&before, g, "") != nil {
				continue // a record with reading errors is not written
			}
			games++
			nodes := g.Movetext()
			g2, err := g.WithMovetext(nodes)
			if err != nil {
				t.Errorf("%s game %d: %v", f, g.Index(), err)
				continue
			}
			var after bytes.Buffer
			if err := awechec.WriteAGN(&after, g2, ""); err != nil || after.String() != before.String() {
				t.Errorf("%s game %d: %v\nbefore:\n%s\nafter:\n%s", f, g.Index(), err, before.String(), after.String())
			}
			if got := g2.Movetext(); !sameNodes(got, nodes, true) {
				t.Errorf("%s game %d: nodes read back differ", f, g.Index())
			}
			if v1, v2 := g.Check(), g2.Check(); v1.Valid != v2.Valid || defects(v1) != defects(v2) {
				t.Errorf("%s game %d: check %v with %d defects, written back %v with %d", f, g.Index(), v1.Valid, defects(v1), v2.Valid, defects(v2))
			}
		}
		in.Close()
	}
	if games < 50 {
		t.Errorf("only %d games written", games)
	}
}

// defects counts a report's errors and warnings.
func defects(r *awechec.Report) int {
	n := 0
	for _, d := range r.Diagnostics {
		if d.Severity != awechec.Note {
			n++
		}
	}
	return n
}

// sameNodes compares what a user sees of nodes: kind, text, suffix, NAG,
// variations; anyNull leaves out the null move's spelling.
func sameNodes(a, b []awechec.Node, anyNull bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		sameText := x.Text == y.Text || anyNull && x.Kind == awechec.NullNode
		if x.Kind != y.Kind || !sameText || x.Suffix != y.Suffix || x.NAG != y.NAG || !sameNodes(x.Variation, y.Variation, anyNull) {
			return false
		}
	}
	return true
}

// ParseNode reads one token of each kind, and refuses what is not one
// token with a *ParseError worded in French and English.
func TestParseNode(t *testing.T) {
	tests := []struct {
		text string
		want awechec.Node
	}{
		{"Nf3", awechec.Node{Kind: awechec.MoveNode, Text: "Nf3"}},
		{"Cxf3+!", awechec.Node{Kind: awechec.MoveNode, Text: "Cxf3+", Suffix: "!"}},
		{"--", awechec.Node{Kind: awechec.NullNode, Text: "--"}},
		{"(3=B)", awechec.Node{Kind: awechec.PowerNode, Text: "(3=B)"}},
		{"(3)", awechec.Node{Kind: awechec.PowerNode, Text: "(3)"}},
		{"12...", awechec.Node{Kind: awechec.NumberNode, Text: "12..."}},
		{"{a comment}", awechec.Node{Kind: awechec.CommentNode, Text: "a comment"}},
		{"$14", awechec.Node{Kind: awechec.NAGNode, Text: "$14", NAG: 14}},
	}
	for _, tt := range tests {
		got, err := awechec.ParseNode(tt.text)
		if err != nil || !sameNodes([]awechec.Node{got}, []awechec.Node{tt.want}, false) {
			t.Errorf("ParseNode(%q) = %+v, %v; want %+v", tt.text, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "Nf3 Nc6", "{open", "1-0", "Zz9"} {
		_, err := awechec.ParseNode(bad)
		var pe *awechec.ParseError
		if !errors.As(err, &pe) || pe.Message(awechec.French) == pe.Message(awechec.English) {
			t.Errorf("ParseNode(%q) = %v, want a *ParseError worded in both languages", bad, err)
		}
	}
}

// An edit is checked: a move replaced by an illegal one makes the edited
// game invalid, and g itself is unchanged.
func TestWithMovetextChecksTheEdit(t *testing.T) {
	g, err := awechec.NewReader(bytes.NewReader([]byte("[Variant \"Standard\"]\n1. e4 e5 *\n")), "", awechec.AGN).Next()
	if err != nil {
		t.Fatal(err)
	}
	nodes := g.Movetext()
	before := append([]awechec.Node(nil), nodes...)
	nodes[2].Text = "Ke7"
	g2, err := g.WithMovetext(nodes)
	if err != nil {
		t.Fatal(err)
	}
	if r := g2.Check(); r.Valid || len(r.Diagnostics) == 0 || r.Diagnostics[0].Code != "illegal-move" {
		t.Errorf("edited game: %+v", r)
	}
	if !g.Check().Valid || !reflect.DeepEqual(len(g.Movetext()), len(before)) || g.Movetext()[2].Text != "e5" {
		t.Errorf("g changed by the edit")
	}
	if _, err := g.WithMovetext(append(nodes, awechec.Node{Kind: awechec.MoveNode, Text: "not a move"})); err == nil {
		t.Error("a node that is not one token: no error")
	}
}
