package i18n

// The messages of issue 23's output half (select's queue letters, piece
// names with their article, check's summary, durations, percentages, the
// move-number arguments, the FEN letters, the word-processor files, the
// rule-set names): keys and both languages together.

// Keys of select's queue pattern.
var (
	ArcQueueMixed = key("archive.queue-mixed")
)

var _ = extend(English, catalogue{
	ArcQueueMixed: "%q: the pattern mixes English W (White) and French N (Noirs, Black); write the queue in one language's letters: W and B, or B and N",
})

var _ = extend(French, catalogue{
	ArcQueueMixed: "« %s » : le motif mêle le W anglais (White, les Blancs) et le N français (Noirs) ; écrivez la file dans les lettres d’une seule langue : B et N, ou W et B en anglais",
})

// Piece names with their article, as a message names a piece alone: la
// dame, la tour, but le roi, le fou, le cavalier, le pion.
var (
	PieceTheKing   = key("piece.the-king")
	PieceTheQueen  = key("piece.the-queen")
	PieceTheRook   = key("piece.the-rook")
	PieceTheBishop = key("piece.the-bishop")
	PieceTheKnight = key("piece.the-knight")
	PieceThePawn   = key("piece.the-pawn")
)

var _ = extend(English, catalogue{
	PieceTheKing: "the king", PieceTheQueen: "the queen", PieceTheRook: "the rook",
	PieceTheBishop: "the bishop", PieceTheKnight: "the knight", PieceThePawn: "the pawn",
})

var _ = extend(French, catalogue{
	PieceTheKing: "le roi", PieceTheQueen: "la dame", PieceTheRook: "la tour",
	PieceTheBishop: "le fou", PieceTheKnight: "le cavalier", PieceThePawn: "le pion",
})
