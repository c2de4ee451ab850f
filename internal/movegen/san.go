package movegen

// Spec is a parsed SAN move, independent of the language of the piece
// letters. It has the same fields as the project's chess.MoveSpec.
type Spec struct {
	Piece    Piece  // NoPiece or Pawn for pawn moves
	FromFile int8   // -1 if not given, else 0..7
	FromRank int8   // -1 if not given, else 0..7
	Capture  bool   // a capture sign was written
	To       Square // destination (unused for castling)
	Promo    Piece  // NoPiece if none
	Castle   int8   // 0 none, 1 king side, 2 queen side
	Check    bool   // a check sign "+" was written (informative only)
	Mate     bool   // a mate sign "#" or "++" was written (informative only)
}

// String returns the spec in English SAN form, without check signs.
func (s Spec) String() string {
	switch s.Castle {
	case 1:
		return "O-O"
	case 2:
		return "O-O-O"
	}
	var b []byte
	if s.Piece != NoPiece && s.Piece != Pawn {
		b = append(b, s.Piece.String()...)
	}
	if s.FromFile >= 0 && s.FromFile < 8 {
		b = append(b, 'a'+byte(s.FromFile))
	}
	if s.FromRank >= 0 && s.FromRank < 8 {
		b = append(b, '1'+byte(s.FromRank))
	}
	if s.Capture {
		b = append(b, 'x')
	}
	b = append(b, s.To.String()...)
	if s.Promo != NoPiece {
		b = append(b, '=')
		b = append(b, s.Promo.String()...)
	}
	return string(b)
}

// englishPiece maps an upper-case English piece letter to its type.
var englishPiece = [256]Piece{'K': King, 'Q': Queen, 'R': Rook, 'B': Bishop, 'N': Knight, 'P': Pawn}

// EnglishLetter reads an English piece letter (K Q R B N P).
func EnglishLetter(b byte) (Piece, bool) {
	p := englishPiece[b]
	return p, p != NoPiece
}

// ParseSAN parses an English SAN move; see ParseSANLetters.
func ParseSAN(s string) (Spec, error) { return ParseSANLetters(s, EnglishLetter) }

// ParseSANLetters parses the body of a SAN move whose piece letters letters
// reads (lower-case a-h are always files): pawn moves "e4", "exd5",
// "exd6e.p.", promotions "e8=Q", "e8Q", "exf8=N"; piece moves with optional
// origin "Nf3", "Nbd7", "R1a3", "Qh4xe1", "Qh4-e1"; castling "O-O",
// "O-O-O", "0-0", "0-0-0". A capture is "x", ":" or "×". Trailing "+",
// "#", "++", "!" and "?" are stripped; check and mate signs are reported
// in Spec.Check / Spec.Mate. It reads the move's body with ScanSAN, the
// readers' own, so it knows every form a record may hold. It does not
// allocate unless it fails (errors are *SANError values).
func ParseSANLetters(s string, letters func(byte) (Piece, bool)) (Spec, error) {
	spec := Spec{FromFile: -1, FromRank: -1, To: NoSquare}
	bad := func(reason string) (Spec, error) {
		return Spec{FromFile: -1, FromRank: -1, To: NoSquare}, &SANError{Text: s, Reason: reason}
	}
	body := trimSANMarks(s, &spec)
	if body == "" {
		return bad("empty move")
	}
	if body[0] == 'O' || body[0] == '0' {
		switch body {
		case "O-O", "0-0":
			spec.Castle = 1
		case "O-O-O", "0-0-0":
			spec.Castle = 2
		default:
			return bad("bad castling")
		}
		return spec, nil
	}
	n, p := ScanSAN(body)
	if n == 0 || p.Drop {
		return bad("no destination square")
	}
	if n != len(body) || p.Check != 0 {
		return bad("unexpected characters")
	}
	if p.Piece != 0 {
		pc, ok := letters(p.Piece)
		if !ok || pc == NoPiece || pc > Pawn {
			return bad("bad piece letter")
		}
		spec.Piece = pc
	}
	if p.Promo != 0 {
		pc, ok := letters(p.Promo)
		if !ok || pc == King || pc == Pawn || pc == NoPiece || pc > Pawn {
			return bad("bad promotion piece")
		}
		spec.Promo = pc
	}
	spec.To = Square((p.ToRank-'1')*8 + p.ToFile - 'a')
	if p.FromFile != 0 {
		spec.FromFile = int8(p.FromFile - 'a')
	}
	if p.FromRank != 0 {
		spec.FromRank = int8(p.FromRank - '1')
	}
	spec.Capture = p.Capture
	return spec, nil
}

// trimSANMarks returns s without the marks written after a move (`+`,
// `#`, `++`, `!`, `?`, `e.p.`), setting spec's Check and Mate by them.
func trimSANMarks(s string, spec *Spec) string {
	body := s
	for {
		n := len(body)
		switch {
		case n == 0:
			return body
		case body[n-1] == '!' || body[n-1] == '?':
			body = body[:n-1]
		case n >= 2 && body[n-2:] == "++":
			spec.Mate = true
			body = body[:n-2]
		case body[n-1] == '#':
			spec.Mate = true
			body = body[:n-1]
		case body[n-1] == '+':
			spec.Check = true
			body = body[:n-1]
		case n >= 4 && body[n-4:] == "e.p.":
			body = body[:n-4]
		default:
			return body
		}
	}
}

// legalTo reports whether the non-castling move of piece pc from -> to is
// legal, given that the piece can reach to by its own movement.
func (p *Position) legalTo(g *genState, pc Piece, from, to int, ep bool) bool {
	if pc == King {
		return p.kingSafe(g, to)
	}
	if ep {
		return p.epLegal(g, from)
	}
	if g.doubleCheck || g.target&(1<<to) == 0 {
		return false
	}
	return line[g.ksq][from]&(1<<to) != 0 || !p.isPinned(g, from)
}

// movesTo appends the legal non-castling moves of piece type pc (of the
// side to move) to square to, from squares in fromMask, all promotions
// included. Only pieces of that type able to reach to are looked at.
func (p *Position) movesTo(g *genState, pc Piece, to int, fromMask uint64, buf []Move) []Move {
	tb := uint64(1) << to
	if tb&g.own != 0 {
		return buf
	}
	mine := p.pieces[pc&7] & g.own & fromMask
	if pc == Pawn {
		return p.pawnMovesTo(g, to, mine, buf)
	}
	for from := p.pieceFrom(g, pc, to, mine); from != 0; from &= from - 1 {
		f := lsb(from)
		if p.legalTo(g, pc, f, to, false) {
			buf = append(buf, p.mk(f, to, pc, NoPiece, 0))
		}
	}
	return buf
}

// pieceFrom returns the squares of mine from which a piece of type pc
// (not a pawn) reaches to by its own movement; none for another pc.
func (p *Position) pieceFrom(g *genState, pc Piece, to int, mine uint64) uint64 {
	switch pc {
	case King:
		return kingAtt[to] & mine
	case Knight:
		return knightAtt[to] & mine
	case Bishop:
		return bishopAttacks(to, g.occ) & mine
	case Rook:
		return rookAttacks(to, g.occ) & mine
	case Queen:
		return (bishopAttacks(to, g.occ) | rookAttacks(to, g.occ)) & mine
	}
	return 0
}

func (p *Position) pawnMovesTo(g *genState, to int, mine uint64, buf []Move) []Move {
	tb := uint64(1) << to
	up := 8
	if g.us == Black {
		up = -8
	}
	add := func(buf []Move, from int, flags uint32) []Move {
		if tb&(rank1|rank8) != 0 {
			return append(buf,
				newMove(from, to, Pawn, Queen, flags),
				newMove(from, to, Pawn, Rook, flags),
				newMove(from, to, Pawn, Bishop, flags),
				newMove(from, to, Pawn, Knight, flags))
		}
		return append(buf, newMove(from, to, Pawn, NoPiece, flags))
	}
	switch {
	case tb&g.opp != 0:
		for b := pawnAtt[g.them][to] & mine; b != 0; b &= b - 1 {
			f := lsb(b)
			if p.legalTo(g, Pawn, f, to, false) {
				buf = add(buf, f, mvCapture)
			}
		}
	case Square(to) == p.ep:
		for b := pawnAtt[g.them][to] & mine; b != 0; b &= b - 1 {
			f := lsb(b)
			if p.legalTo(g, Pawn, f, to, true) {
				buf = append(buf, newMove(f, to, Pawn, NoPiece, mvCapture|mvEnPassant))
			}
		}
		fallthrough
	default:
		f := to - up
		if f < 0 || f > 63 {
			return buf
		}
		if mine&(1<<f) != 0 {
			if p.legalTo(g, Pawn, f, to, false) {
				buf = add(buf, f, 0)
			}
			return buf
		}
		f2 := f - up
		r := to >> 3
		if g.occ&(1<<f) == 0 && (r == 3 && g.us == White || r == 4 && g.us == Black) && mine&(1<<f2) != 0 {
			if p.legalTo(g, Pawn, f2, to, false) {
				buf = append(buf, newMove(f2, to, Pawn, NoPiece, mvDouble))
			}
		}
	}
	return buf
}

// Resolve finds the legal move denoted by s by matching it directly: only
// pieces of the given type that reach the destination are examined.
//
// Rules: a spec without piece (or
// with Pawn) is a pawn move, and a pawn move without origin file stays on
// its file (so "d5" is never a capture). Castling is only matched by
// Castle specs, never by a king move such as "Kg1". A missing "x" on a
// capture is accepted; an "x" on a move that captures nothing gives a
// *MoveError of kind CaptureClaim carrying the move. A promotion without
// piece matches the four promotions and so is Ambiguous. Errors are
// *MoveError values of kind Illegal, Ambiguous (with the candidates) or
// CaptureClaim. Resolve never allocates when it succeeds.
func (p *Position) Resolve(s Spec) (Move, error) {
	var g genState
	p.quickState(&g, false)
	return p.resolve(&g, s)
}

// ResolveNotInCheck is Resolve for a caller that knows the side to move
// is not in check (it has asked InCheck): the checkers are not looked for.
func (p *Position) ResolveNotInCheck(s Spec) (Move, error) {
	var g genState
	p.quickState(&g, true)
	return p.resolve(&g, s)
}

// resolve is Resolve on the state g of p.
func (p *Position) resolve(g *genState, s Spec) (Move, error) {
	if s.Castle != 0 {
		if (s.Castle == 1 || s.Castle == 2) && g.checkers == 0 {
			if m, ok := p.castleMove(g, int(s.Castle)); ok {
				return m, nil
			}
		}
		return 0, &MoveError{Kind: Illegal, Spec: s}
	}
	pc := s.Piece
	if pc == NoPiece {
		pc = Pawn
	}
	if !s.To.Valid() || pc > Pawn || (s.Promo != NoPiece && (pc != Pawn || s.Promo == King || s.Promo > Knight)) {
		return 0, &MoveError{Kind: Illegal, Spec: s}
	}
	ff, fr := int(s.FromFile), int(s.FromRank)
	if pc == Pawn && ff < 0 {
		ff = int(s.To) & 7
	}
	mask := ^uint64(0)
	if ff >= 0 {
		mask = 0
		if ff < 8 {
			mask = fileA << ff
		}
	}
	if fr >= 0 {
		if fr < 8 {
			mask &= rank1 << (8 * fr)
		} else {
			mask = 0
		}
	}
	if to := int(s.To); pc != Pawn && g.own&(1<<to) == 0 {
		// A piece move (no promotion): the legal candidates are counted
		// without a list; none or several, the list below words the error.
		var found Move
		n := 0
		for from := p.pieceFrom(g, pc, to, p.pieces[pc]&g.own&mask); from != 0; from &= from - 1 {
			if f := lsb(from); p.legalTo(g, pc, f, to, false) {
				found = p.mk(f, to, pc, NoPiece, 0)
				n++
			}
		}
		if n == 1 {
			if s.Capture && !found.IsCapture() {
				return 0, &MoveError{Kind: CaptureClaim, Spec: s, Move: found}
			}
			return found, nil
		}
	}
	var arr [8]Move // enough but for the rarest positions (then append grows it)
	cands := p.movesTo(g, pc, int(s.To), mask, arr[:0])
	var found Move
	n := 0
	for _, m := range cands {
		if s.Promo == NoPiece || m.Promo() == s.Promo {
			found = m
			n++
		}
	}
	switch {
	case n == 0:
		return 0, &MoveError{Kind: Illegal, Spec: s}
	case n > 1:
		e := &MoveError{Kind: Ambiguous, Spec: s}
		for _, m := range cands {
			if s.Promo == NoPiece || m.Promo() == s.Promo {
				e.Candidates = append(e.Candidates, m)
			}
		}
		return 0, e
	}
	if s.Capture && !found.IsCapture() {
		return 0, &MoveError{Kind: CaptureClaim, Spec: s, Move: found}
	}
	return found, nil
}

// IsLegal reports whether m is a legal move of this position (exactly as
// LegalMoves would produce it, flags included).
func (p *Position) IsLegal(m Move) bool {
	var g genState
	p.state(&g)
	return p.isLegal(&g, m)
}

func (p *Position) isLegal(g *genState, m Move) bool {
	if m&^(1<<22-1) != 0 {
		return false
	}
	if m&mvCastle != 0 {
		if g.checkers != 0 {
			return false
		}
		c, ok := p.castleMove(g, m.Castle())
		return ok && c == m
	}
	var arr [32]Move
	for _, c := range p.movesTo(g, m.Piece(), int(m.To()), 1<<m.From(), arr[:0]) {
		if c == m {
			return true
		}
	}
	return false
}

// ParseUCI returns the legal move given in UCI form ("e2e4", "e7e8q",
// castling as "e1g1"), or a *MoveError of kind Illegal.
func (p *Position) ParseUCI(s string) (Move, error) {
	bad := &MoveError{Kind: Illegal, Spec: Spec{FromFile: -1, FromRank: -1, To: NoSquare}}
	if len(s) != 4 && len(s) != 5 {
		return 0, bad
	}
	from, err1 := ParseSquare(s[0:2])
	to, err2 := ParseSquare(s[2:4])
	if err1 != nil || err2 != nil {
		return 0, bad
	}
	bad.Spec = Spec{FromFile: int8(from & 7), FromRank: int8(from >> 3), To: to}
	promo := NoPiece
	if len(s) == 5 {
		promo = englishPiece[s[4]-('a'-'A')]
		if promo == NoPiece || promo == King || promo == Pawn {
			return 0, bad
		}
	}
	bad.Spec.Promo = promo
	var g genState
	p.state(&g)
	v := p.board[from]
	if v == 0 || Color(v>>3) != g.us {
		return 0, bad
	}
	pc := Piece(v & 7)
	bad.Spec.Piece = pc
	if pc == King && promo == NoPiece && (int(to)-int(from) == 2 || int(from)-int(to) == 2) {
		side := 1
		if to < from {
			side = 2
		}
		if g.checkers == 0 {
			if m, ok := p.castleMove(&g, side); ok && m.To() == to {
				return m, nil
			}
		}
		return 0, bad
	}
	var arr [32]Move
	for _, m := range p.movesTo(&g, pc, int(to), 1<<from, arr[:0]) {
		if m.Promo() == promo {
			return m, nil
		}
	}
	return 0, bad
}

// SAN returns the move in English Standard Algebraic Notation exactly as
// corentings/chess v2's AlgebraicNotation encodes it: minimal
// disambiguation (file, else rank, else both), "x" for captures, "=" before
// a promotion piece, "+" or "#" suffix, castling as "O-O" / "O-O-O". It
// returns "" if m is not a legal move of p.
func (p *Position) SAN(m Move) string {
	var buf [16]byte
	return string(p.AppendSAN(buf[:0], m))
}

// AppendSAN appends the SAN of m (see [Position.SAN]) to dst; nothing is
// appended if m is not legal in p. It does not allocate when dst has room.
// It writes what [Position.SANSpec] decides.
func (p *Position) AppendSAN(dst []byte, m Move) []byte {
	s, ok := p.SANSpec(m)
	if !ok {
		return dst
	}
	switch s.Castle {
	case 1:
		dst = append(dst, "O-O"...)
	case 2:
		dst = append(dst, "O-O-O"...)
	default:
		if s.Piece != Pawn {
			dst = append(dst, "?KQRBNP"[s.Piece])
		}
		if s.FromFile >= 0 {
			dst = append(dst, 'a'+byte(s.FromFile))
		}
		if s.FromRank >= 0 {
			dst = append(dst, '1'+byte(s.FromRank))
		}
		if s.Capture {
			dst = append(dst, 'x')
		}
		dst = append(dst, 'a'+byte(s.To&7), '1'+byte(s.To>>3))
		if s.Promo != NoPiece {
			dst = append(dst, '=', "?KQRBNP"[s.Promo])
		}
	}
	switch {
	case s.Mate:
		dst = append(dst, '#')
	case s.Check:
		dst = append(dst, '+')
	}
	return dst
}

// SANSpec returns the SAN of m as a Spec, as [Position.SAN] writes it: the
// piece (Pawn for a pawn move), the origin file of a pawn capture, the
// disambiguation of a piece move (file, else rank, else both), the
// capture, the destination, the promotion piece, castling, and whether m
// gives check or mate; ok is false when m is not legal in p. A writer of
// SAN in other letters writes this Spec.
func (p *Position) SANSpec(m Move) (s Spec, ok bool) {
	var g genState
	p.state(&g)
	if !p.isLegal(&g, m) {
		return Spec{}, false
	}
	from, to := int(m.From()), int(m.To())
	s = Spec{Piece: m.Piece(), FromFile: -1, FromRank: -1, To: m.To(), Castle: int8(m.Castle())}
	if s.Castle == 0 {
		s.Capture, s.Promo = m.IsCapture(), m.Promo()
		if m.Piece() == Pawn {
			if m.IsCapture() {
				s.FromFile = int8(from & 7)
			}
		} else {
			var arr [32]Move
			var others, sameFile, sameRank bool
			for _, o := range p.movesTo(&g, m.Piece(), to, ^uint64(1<<from), arr[:0]) {
				others = true
				of := int(o.From())
				sameFile = sameFile || of&7 == from&7
				sameRank = sameRank || of>>3 == from>>3
			}
			if sameRank || others && !sameFile {
				s.FromFile = int8(from & 7)
			}
			if sameFile {
				s.FromRank = int8(from >> 3)
			}
		}
	}
	q := *p
	q.Play(m)
	if q.InCheck() {
		s.Mate = !q.HasLegalMove()
		s.Check = !s.Mate
	}
	return s, true
}
