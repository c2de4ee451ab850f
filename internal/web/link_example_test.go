package web_test

import (
	"fmt"
	"strings"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
	"github.com/awechec/awechec/internal/web"
)

// A link to a game at White's second move, as awechec web --link --ply 2.
// writes it: the page's address, the game, then the move.
func ExampleLink() {
	rec := []byte("[Variant \"Standard\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n")
	steps := render.Steps(validate.Game(grammar.ParseGame(rec, "", 1), validate.Options{}))
	i, _ := render.Find(steps, render.Point{Ply: 3})
	link := web.Link("https://example.org/awechec/", rec, web.StepParam(steps, i))
	fmt.Println(strings.HasPrefix(link, "https://example.org/awechec/#agn="), link[strings.LastIndex(link, "&"):])
	text, _ := web.DecodeLink(link)
	fmt.Printf("%q\n", text)
	// Output:
	// true &ply=3
	// "[Variant \"Standard\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"
}
