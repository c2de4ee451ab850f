package i18n

// The words of the replayer's text alternative of the board (the
// position in words, for screen readers: package render) and of the
// web page's editor (issue 24).
const (
	RBoardPosition Key = "render.board.position" // the board's name before the position
	RBoardWhite    Key = "render.board.white"
	RBoardBlack    Key = "render.board.black"
	RBoardPieces   Key = "render.board.pieces" // the pieces' names, in the order K Q R B N P, separated by commas
	RBoardHoles    Key = "render.board.holes"  // the Awélé holes' seeds, then their counts
	RBoardStores   Key = "render.board.stores"
	RBoardEmpty    Key = "render.board.empty" // a side with no piece

	RKeysTitle    Key = "render.keys.title" // the replayer's list of keys (the key ?)
	RKeysMistakes Key = "render.keys.mistakes"
	RKeysHelp     Key = "render.keys.help"
)

var (
	_ = extend(English, part{
		{RBoardPosition, "Position on the board"},
		{RBoardWhite, "White"},
		{RBoardBlack, "Black"},
		{RBoardPieces, "king,queen,rook,bishop,knight,pawn"},
		{RBoardHoles, "Awélé holes A to F then a to f"},
		{RBoardStores, "stores"},
		{RBoardEmpty, "no piece"},
		{RKeysTitle, "Keys"},
		{RKeysMistakes, "n, p: the next, previous marked mistake (?, ??, ?!, a diagnostic)"},
		{RKeysHelp, "?: show or hide these keys"},
	})
	_ = extend(French, part{
		{RBoardPosition, "Position sur le plateau"},
		{RBoardWhite, "Blancs"},
		{RBoardBlack, "Noirs"},
		{RBoardPieces, "roi,dame,tour,fou,cavalier,pion"},
		{RBoardHoles, "trous de l’Awélé A à F puis a à f"},
		{RBoardStores, "greniers"},
		{RBoardEmpty, "aucune pièce"},
		{RKeysTitle, "Touches"},
		{RKeysMistakes, "n, p : faute marquée suivante, précédente (?, ??, ?!, un diagnostic)"},
		{RKeysHelp, "? : montrer ou cacher ces touches"},
	})
)
