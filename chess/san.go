package chess

// MoveSpec is a parsed SAN move, independent of the language of the piece
// letters. The text reader fills it; [Position.Resolve] finds the move.
type MoveSpec struct {
	Piece    Piece  // NoPiece or Pawn for pawn moves
	FromFile int8   // -1 if not given, else 0..7
	FromRank int8   // -1 if not given, else 0..7
	Capture  bool   // an "x" (or French ":") was written
	To       Square // destination (unused for castling)
	Promo    Piece  // NoPiece if none
	Castle   int8   // 0 none, 1 king side (O-O / 0-0), 2 queen side
	Check    bool   // a check sign "+" was written (informative only)
	Mate     bool   // a mate sign "#" (or "++") was written (informative only)
}

// String returns the spec in English SAN form, without check signs.
func (s MoveSpec) String() string {
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

// ParseSAN parses the body of a SAN move. letters maps a piece letter to a
// piece type (nil means EnglishPiece); lower-case a-h are always files.
//
// Accepted: pawn moves "e4", "exd5", "exd6e.p.", promotions "e8=Q", "e8Q",
// "exf8=N"; piece moves with optional origin "Nf3", "Nbd7", "R1a3",
// "Qh4xe1", "Qh4-e1"; castling "O-O", "O-O-O", "0-0", "0-0-0". A capture is
// "x" or ":". Trailing "+", "#", "++", "!" and "?" are stripped; check and
// mate signs are reported in MoveSpec.Check / MoveSpec.Mate.
func ParseSAN(s string, letters func(byte) (Piece, bool)) (MoveSpec, error) {
	if letters == nil {
		letters = EnglishPiece
	}
	spec := MoveSpec{FromFile: -1, FromRank: -1, To: NoSquare}
	bad := func(reason string) (MoveSpec, error) {
		return MoveSpec{FromFile: -1, FromRank: -1, To: NoSquare}, &SyntaxError{Text: s, Reason: reason}
	}

	// Strip suffixes: annotations, check and mate signs, "e.p.".
	body := s
	for {
		n := len(body)
		switch {
		case n == 0:
		case body[n-1] == '!' || body[n-1] == '?':
			body = body[:n-1]
			continue
		case n >= 2 && body[n-2:] == "++":
			spec.Mate = true
			body = body[:n-2]
			continue
		case body[n-1] == '#':
			spec.Mate = true
			body = body[:n-1]
			continue
		case body[n-1] == '+':
			spec.Check = true
			body = body[:n-1]
			continue
		case n >= 4 && body[n-4:] == "e.p.":
			body = body[:n-4]
			continue
		}
		break
	}
	if body == "" {
		return bad("empty move")
	}

	// Castling.
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

	// Promotion: a piece letter at the end, optionally after "=".
	n := len(body)
	if c := body[n-1]; c < '1' || c > '8' {
		p, ok := letters(c)
		if !ok || p == King || p == Pawn || p == NoPiece || p > Pawn {
			return bad("bad promotion piece or end of move")
		}
		spec.Promo = p
		body = body[:n-1]
		if n := len(body); n > 0 && body[n-1] == '=' {
			body = body[:n-1]
		}
	}

	// Destination square.
	n = len(body)
	if n < 2 {
		return bad("no destination square")
	}
	to, err := ParseSquare(body[n-2:])
	if err != nil {
		return bad("bad destination square")
	}
	spec.To = to
	body = body[:n-2]

	// Prefix: [piece] [file] [rank] [x | : | -].
	i := 0
	if i < len(body) && (body[i] < 'a' || body[i] > 'h') {
		p, ok := letters(body[i])
		if !ok || p == NoPiece || p > Pawn {
			return bad("bad piece letter")
		}
		spec.Piece = p
		i++
	}
	if i < len(body) && body[i] >= 'a' && body[i] <= 'h' {
		spec.FromFile = int8(body[i] - 'a')
		i++
	}
	if i < len(body) && body[i] >= '1' && body[i] <= '8' {
		spec.FromRank = int8(body[i] - '1')
		i++
	}
	if i < len(body) {
		switch body[i] {
		case 'x', ':':
			spec.Capture = true
			i++
		case '-':
			if spec.FromFile < 0 || spec.FromRank < 0 {
				return bad("'-' needs a full origin square")
			}
			i++
		}
	}
	if i != len(body) {
		return bad("unexpected characters")
	}
	if spec.Promo != NoPiece && spec.Piece != NoPiece && spec.Piece != Pawn {
		return bad("only a pawn promotes")
	}
	return spec, nil
}

// Resolve finds the legal move denoted by s. The Fast backend matches s
// directly against the pieces that reach the destination, without listing
// all legal moves; the Library backend scans its list of legal moves.
//
// Rules: a spec without piece (or with Pawn) is a pawn move, and a pawn
// move without origin file stays on its file (so "d5" is never a capture).
// Castling is only matched by Castle specs, never by a king move such as
// "Kg1"; a Castle value other than 0, 1 and 2 matches nothing. A missing
// "x" on a capture is accepted; an "x" on a move that captures nothing
// gives a *MoveError of kind CaptureClaim carrying the move. Errors are
// *MoveError values of kind Illegal, Ambiguous (with the candidates in the
// order of [Position.LegalMoves]; also a promotion without piece) or
// CaptureClaim.
func (p *Position) Resolve(s MoveSpec) (Move, error) {
	if p.lib != nil {
		return p.lib.resolve(p, s)
	}
	return p.fastResolve(s)
}

// SAN returns the move in English Standard Algebraic Notation with minimal
// disambiguation, "=" before a promotion piece, "+" or "#" suffix, and
// castling as "O-O" / "O-O-O". It returns "" if m is not legal in p.
func (p *Position) SAN(m Move) string {
	var buf [16]byte
	return string(p.AppendSAN(buf[:0], m))
}

// AppendSAN appends the SAN of m (see [Position.SAN]) to dst and returns
// the extended slice; nothing is appended if m is not legal in p. With the
// Fast backend it does not allocate when dst has room (8 bytes are always
// enough).
func (p *Position) AppendSAN(dst []byte, m Move) []byte {
	if p.lib != nil {
		return p.lib.appendSAN(p, dst, m)
	}
	return p.fastAppendSAN(dst, m)
}
