package awechec_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/awechec/awechec"
)

// Read a game's movetext as a tree, add a comment, a NAG and a variation,
// and write the game back (python-chess: node.comment, node.nags,
// node.add_variation, print(game)).
func ExampleGame_WithMovetext() {
	const record = `[Variant "Standard"]
1. e4 e5 2. Nf3 {the knight} Nc6 *
`
	g, _ := awechec.NewReader(strings.NewReader(record), "", awechec.AGN).Next()
	nodes := g.Movetext()
	for _, n := range nodes {
		fmt.Printf("%s %q\n", n.Kind, n.Text)
	}
	alt, _ := awechec.ParseNode("c5")
	var edited []awechec.Node
	for _, n := range nodes {
		switch {
		case n.Kind == awechec.CommentNode:
			n.Text = "the king's knight"
		case n.Text == "e5":
			n.Suffix = "!"
		}
		edited = append(edited, n)
		if n.Text == "e5" {
			edited = append(edited, awechec.NAG(14), awechec.Variation(alt, awechec.Comment("the Sicilian")))
		}
	}
	g2, err := g.WithMovetext(edited)
	if err != nil {
		fmt.Println(err)
		return
	}
	awechec.WriteAGN(os.Stdout, g2, "")
	fmt.Println(g2.Check().Valid)
	// Output:
	// move-number "1."
	// chess-move "e4"
	// chess-move "e5"
	// move-number "2."
	// chess-move "Nf3"
	// comment "the knight"
	// chess-move "Nc6"
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "-"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	// [Variant "Standard"]
	//
	// 1. e4 e5! $14 (1... c5 {the Sicilian}) 2. Nf3 {the king's knight} 2... Nc6 *
	//
	// true
}
