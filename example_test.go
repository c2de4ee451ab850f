package awechec_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"github.com/awechec/awechec"
)

// Read a file of two games, the second with an illegal move, and check
// both: the diagnostics are written as a compiler writes them, in French,
// then looked at one by one (place, severity, code, English message).
func ExampleReader() {
	const file = `[Event "Bonne"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 *

[Event "Cassée"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e5 (2=B) 0 *
`
	r := awechec.NewReader(strings.NewReader(file), "parties.agn", awechec.Auto)
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			log.Fatal(err)
		}
		rep := g.Check()
		ev, _ := g.Tag("Event")
		fmt.Printf("game %d (%s, %s): valid=%v\n", g.Index(), ev, r.Format(), rep.Valid)
		if err := rep.WriteDiagnostics(os.Stdout, awechec.French); err != nil {
			log.Fatal(err)
		}
		for _, d := range rep.Diagnostics {
			fmt.Printf("line %d col %d: %v [%s] %s\n", d.Line, d.Col, d.Severity, d.Code, d.Message(awechec.English))
		}
	}
	// Output:
	// game 1 (Bonne, agn): valid=true
	// game 2 (Cassée, agn): valid=false
	// parties.agn:11:18: erreur[illegal-move]: e5 n’est pas un coup légal pour les Blancs : vouliez-vous dire e4 ?
	//  11 | Échecs 1. (1=B) e5 (2=B) 0 *
	//     |                 ^^
	// line 11 col 18: error [illegal-move] e5 is not a legal move for White: did you mean e4?
}

// Walk the positions of the worked example of the rules (seed 000): each
// half-move with the power it consumed, who decided between a move and
// the null move, and the position after it.
func ExampleGame_Replay() {
	f, err := os.Open("corpus/seed000-fr.agn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	g, err := awechec.NewReader(f, "seed000-fr.agn", awechec.Auto).Next()
	if err != nil {
		log.Fatal(err)
	}
	rep := g.Replay()
	fmt.Println(rep.Variant, rep.Result, rep.Termination, "queue:", rep.Awele[0].Queue)
	for _, p := range rep.Plies[:6] {
		fmt.Printf("%d %-4s power %d=%v decided by %-8v %s\n", p.Index, p.SAN, p.Power, p.PowerColour, p.Decider, p.Position.FEN())
	}
	// Output:
	// Awechec 1-0 checkmate queue: [White White White Black Black White White White White Black Black White White White White White]
	// 1 e4   power 1=White decided by mover    rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
	// 2 0    power 2=White decided by opponent rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2
	// 3 Fc4  power 3=White decided by mover    rnbqkbnr/pppppppp/8/8/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2 2
	// 4 Cc6  power 4=Black decided by mover    r1bqkbnr/pppppppp/2n5/8/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 3 3
	// 5 0    power 5=Black decided by opponent r1bqkbnr/pppppppp/2n5/8/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 4 3
	// 6 0    power 6=White decided by opponent r1bqkbnr/pppppppp/2n5/8/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 5 4
}

// Translate a record from French letters to English ones.
func ExampleWriteAGN_translate() {
	const fr = `[Event "Traduction"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0
4. (7=B) Cf3 *
`
	g, err := awechec.NewReader(strings.NewReader(fr), "", awechec.AGN).Next()
	if err != nil {
		log.Fatal(err)
	}
	if err := awechec.WriteAGN(os.Stdout, g, awechec.EN); err != nil {
		log.Fatal(err)
	}
	// Output:
	// [Event "Traduction"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "-"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	// [Language "en"]
	//
	// Awele W3 B2 W2 W2 B2 W5 ...
	// Chess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc4 (4=B) Nc6 3. (5=B) 0 (6=W) 0
	// 4. (7=W) Nf3 *
}

// Export a record as PGN for chess tools; the powers travel in [%power]
// commands.
func ExampleWritePGN() {
	const agn = `[Event "Export"]
[Language "en"]

Awele W3 B2 W2 ...
Chess 1. (1=W) e4 (2=B) e5 2. (3=W) Nf3 *
`
	g, err := awechec.NewReader(strings.NewReader(agn), "", awechec.AGN).Next()
	if err != nil {
		log.Fatal(err)
	}
	if err := awechec.WritePGN(os.Stdout, g); err != nil {
		log.Fatal(err)
	}
	// Output:
	// [Event "Export"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "-"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	// [AGNLanguage "en"]
	// [Variant "Awechec"]
	// [AGNVariant "-"]
	//
	// {[%awele Awele W3 B2 W2 ... Chess]} {[%power 1 W]} 1. e4 {[%power 2 B]} e5
	// {[%power 3 W]} 2. Nf3 *
}

// Play an Awélé game with the rules engine: read the moves' letters as
// the rule set writes them, sow, capture, and stop when the game is over.
// The moves are the first ones of the corpus game awele-001 (a rule set
// where North writes capitals), then South plays the first legal hole
// until the end.
func ExampleAwelePosition_Play() {
	rules, err := awechec.ParseAweleRules("awele-001")
	if err != nil {
		log.Fatal(err)
	}
	pos := awechec.AweleStart()
	for _, letter := range []byte("aAcAbB") {
		hole, _, ok := rules.Hole(letter)
		if !ok {
			log.Fatalf("no hole %c", letter)
		}
		m, err := pos.Play(rules, hole)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%v sows %c, captures %d\n", m.Side, letter, m.Captured)
	}
	fmt.Println(pos, "score", pos.Stores)
	fmt.Println("legal:", string(letters(rules, pos.Legal(rules))))

	// Play on, each side sowing the hole that captures most (the first
	// of them), up to the end of the game or a position seen before.
	seen := map[awechec.AwelePosition]bool{}
	for n := 0; !seen[pos]; n++ {
		seen[pos] = true
		if end, over := pos.Ended(rules); over {
			fmt.Println("after", n, "more moves: ended by", end, "score", pos.Stores)
			return
		}
		best, most := -1, -1
		for _, h := range pos.Legal(rules) {
			try := pos // a copy: AwelePosition is a value
			m, _ := try.Play(rules, h)
			if m.Captured > most {
				best, most = h, m.Captured
			}
		}
		if _, err := pos.Play(rules, best); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println("a position came back:", pos)
	// Output:
	// S sows a, captures 0
	// N sows A, captures 0
	// S sows c, captures 0
	// N sows A, captures 0
	// S sows b, captures 0
	// N sows B, captures 2
	// 1-1-0-7-7-6-1-0-6-6-6-5-0-2-S score [0 2]
	// legal: abdef
	// after 60 more moves: ended by famine score [26 20]
}

// letters returns the letters of holes as the rule set writes them.
func letters(r awechec.AweleRules, holes []int) []byte {
	var b []byte
	for _, h := range holes {
		b = append(b, r.Letter(h))
	}
	return b
}

// Read a compressed archive (here gzip, as collections travel; lichess's
// .pgn.zst and .pgn.bz2 files too): the Reader knows it by its first bytes
// and decompresses it as it reads. The Termination tag says how the first
// game ended; the second, from lichess's "From Position", is standard
// chess from its set-up.
func ExampleNewReader_compressed() {
	const pgn = `[Event "Blitz"]
[Result "0-1"]
[Termination "Time forfeit"]

1. e4 e5 2. Nf3 Nc6 0-1

[Event "Study"]
[Variant "From Position"]
[FEN "6k1/5ppp/8/8/8/8/8/Q5K1 w - - 0 1"]
[SetUp "1"]
[Result "1-0"]

1. Qa8# 1-0
`
	var packed bytes.Buffer
	z := gzip.NewWriter(&packed)
	z.Write([]byte(pgn))
	z.Close()

	r := awechec.NewReader(&packed, "games.pgn.gz", awechec.Auto)
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			log.Fatal(err)
		}
		rep := g.Check()
		fmt.Println(rep.Variant, rep.Result, rep.Termination, rep.Valid)
	}
	// Output:
	// Standard 0-1 time-forfeit true
	// Standard 1-0 checkmate true
}

// A diagnostic whose hint names one replacement carries it as a Fix:
// the bytes of the text to replace and what to write there.
func ExampleDiagnostic_fix() {
	src := "[Language \"fr\"]\n\nAwélé B3 N2 B2 B2 N2 B5 ...\n" +
		"Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=B) Cc6 3. (5=N) 0 (6=B) 0 *\n"
	g, err := awechec.NewReader(strings.NewReader(src), "partie.agn", awechec.AGN).Next()
	if err != nil {
		log.Fatal(err)
	}
	for _, d := range g.Replay().Diagnostics {
		fmt.Println(d.Message(awechec.English))
		if d.Fix != nil {
			fmt.Printf("%q -> %q\n", src[d.Fix.Offset:d.Fix.End], d.Fix.Text)
		}
	}
	// Output:
	// power 4 is Black's, not White's: write (4=N)
	// "(4=B)" -> "(4=N)"
}
