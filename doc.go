// Package awechec reads, checks, replays and writes game records of
// Awechec (Awélé and chess joined by powers), of Awélé (Oware) alone and of
// plain chess. It is the one package a Go program needs to import; the
// other packages of the module (notation, validate, convert, awele, power,
// movegen, diag) are what it is built on, and their types appear in its
// results where they are the right type for the job (a chess position is a
// movegen.Position, an Awélé board an awele.Position, a power colour a
// movegen.Color, a defect a diag.Diagnostic).
//
// # Reading
//
// A Reader takes records in one of three formats, AGN (the toolkit's own
// notation), PGN (the toolkit's export or any chess PGN) and OGN (Aualé's
// Oware notation). The format is the file's: give it, or let NewReader
// find it from the file name and, failing that, from the content:
//
//	f, err := os.Open("partie.agn")
//	...
//	r := awechec.NewReader(f, "partie.agn", awechec.Auto)
//	for {
//		g, err := r.Next()
//		if err == io.EOF {
//			break
//		}
//		if err != nil {
//			return err // the file could not be read
//		}
//		rep := g.Check()
//		rep.WriteDiagnostics(os.Stdout, awechec.French)
//	}
//
// A broken game is no error of Next: it comes back as a Game whose Check
// reports its defects, and the next call reads the game after it.
//
// # Replaying
//
// Game.Replay returns a Report with every chess half-move (Ply: its
// position, the power it consumed, who decided between a move and the null
// move) and every Awélé game (its moves, boards, ending, score and the queue
// of powers it gave). Game.Check returns the same report without the
// per-move trace, which is all a checker needs and is faster.
//
// # Writing
//
// WriteAGN writes a game in canonical AGN, in any notation language
// (translation: FR, EN, DE, ES, IT, NL); WritePGN, WriteJSON and WriteOGN
// export it. A record cut by a syntax error is not written: the writers
// return an error and write nothing, since what could not be read would
// be lost. Messages (diagnostics, errors) are worded in a Lang, French or
// English.
package awechec
