// Command gen writes the opening table that package eco embeds
// (lichess.bin): lichess's chess-openings lines (CC0), as the module
// github.com/corentings/chess/v2/opening carries them (MIT), replayed and
// encoded by eco.Encode. It is run by go generate in internal/eco:
//
//	go generate ./internal/eco
//
// and its test fails when the file embedded differs from what it writes
// (a new version of the module, or a change to the encoding or to the
// position keys).
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/corentings/chess/v2/opening"

	"github.com/awechec/awechec/internal/eco"
)

// table encodes lichess's lines.
func table() []byte {
	var lines []eco.Line
	for _, o := range opening.NewBookECO().Possible(nil) {
		lines = append(lines, eco.Line{ECO: o.Code(), Name: o.Title(), UCI: strings.Fields(o.PGN())})
	}
	return eco.Encode(lines)
}

func main() {
	out := flag.String("o", "lichess.bin", "the file to write")
	flag.Parse()
	if err := os.WriteFile(*out, table(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
