// Package awechec reads, checks, replays and writes game records of
// Awechec (Awélé and chess joined by powers), of Awélé (Oware) alone and of
// plain chess, and plays Awélé by the rules. It is the one package of the
// module a Go program imports (the others are internal): every value it
// returns has a type named here.
//
// # Reading and checking
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
// reports its defects (Report.Diagnostics, each with its place, Severity,
// stable code and a Message in French or English), and the next call
// reads the game after it.
//
// Reader.NextHeaders returns the tags of the next game without reading
// its moves, to index a large file; Reader.Visit walks the games with a
// Visitor, event by event (tags, then the movetext's nodes, variations
// nested), reading the movetext only of the games the Visitor asks for.
//
// # Replaying
//
// Game.Replay returns a Report with every chess half-move (a Ply: the
// Position after it, the power it consumed and its Colour, who decided
// between a move and the null move) and every Awélé game (an AweleGame:
// its rules, moves, AwelePositions, ending, score and the queue of powers
// it gave). Game.Check returns the same report without the per-move
// trace, which is all a checker needs and is faster.
//
// # Writing
//
// WriteAGN writes a game in canonical AGN, in any notation Language
// (translation: FR, EN, DE, ES, IT, NL); WritePGN, WriteJSON and WriteOGN
// export it. A record cut by a syntax error is not written: the writers
// return an error and write nothing, since what could not be read would
// be lost.
//
// # Playing Awélé
//
// AwelePosition plays Awélé under AweleRules (a preset such as "abapa",
// with parameters changed or not, as ParseAweleRules reads them): Legal
// lists the holes that may be sown, Play sows and captures, Ended says
// whether the game is over and gives the rest of the seeds to whom the
// rules say.
//
// # Playing chess
//
// A Position lists its legal moves (Legal, each a Move with its squares,
// promotion, SAN in any notation Language and UCI) and plays one given in
// SAN (Play, ParseSAN, ParseSANIn for French or other letters), in UCI
// (ParseUCI, PlayMove) or the null move of Awechec (PlayNull). Positions
// are values: Play returns the new one. A move that cannot be played is a
// *MoveError matching ErrIllegalMove, ErrAmbiguousMove or ErrInvalidMove
// with errors.Is; a FEN NewPosition refuses is a *FENError. docs/API.md
// sets each call beside its python-chess equivalent.
//
// # Types
//
// The enumerations (Colour, Piece, Side, Severity, Lang, Language) are
// aliases of the types the library uses inside, with their constants
// declared here; the records of a report (Report, Ply, Position,
// AweleGame, AweleMove, AwelePosition, AweleRules, Diagnostic) are this
// package's own types, whose fields and methods go doc shows.
package awechec
