package i18n

// The words of the replayer's move tree, its menu, the board turned round
// and the position as text (package render: movetree.js, replay.js).
const (
	RKeysTree      Key = "render.keys.tree" // the keys of the move tree, in the list of keys
	RKeysFlip      Key = "render.keys.flip"
	RKeysMenu      Key = "render.keys.menu"
	RTreeFlip      Key = "render.tree.flip" // the button that turns the board round
	RTreeMenu      Key = "render.tree.menu" // the button of the move's menu
	RTreePromote   Key = "render.tree.promote"
	RTreeDelete    Key = "render.tree.delete"
	RTreeFEN       Key = "render.tree.fen" // the label of the FEN shown
	RTreeAwele     Key = "render.tree.awele"
	RTreeCopy      Key = "render.tree.copy"
	RTreeCopyFEN   Key = "render.tree.copyFEN"
	RTreeCopyAwl   Key = "render.tree.copyAwele"
	RTreeCopied    Key = "render.tree.copied"
	WebEditUnknown Key = "web.edit.unknown" // an operation the move's menu does not know
	WebEditNoMove  Key = "web.edit.nomove"
	WebEditMain    Key = "web.edit.main"
	WebEditEmpty   Key = "web.edit.empty"
)

var (
	_ = extend(English, part{
		{RKeysTree, "↑, ↓: choose the line at a fork; Shift+→, Shift+←: into, out of a variation"},
		{RKeysFlip, "f: turn the chessboard round"},
		{RKeysMenu, "right click, menu key: the move's menu (copy, promote, delete)"},
		{RTreeFlip, "Turn the chessboard round"},
		{RTreeMenu, "The move's menu"},
		{RTreePromote, "Promote this variation"},
		{RTreeDelete, "Delete from here"},
		{RTreeFEN, "FEN"},
		{RTreeAwele, "Awélé position"},
		{RTreeCopy, "Copy"},
		{RTreeCopyFEN, "Copy the FEN"},
		{RTreeCopyAwl, "Copy the Awélé position"},
		{RTreeCopied, "Copied."},
		{WebEditUnknown, "the move's menu has no operation “%s”"},
		{WebEditNoMove, "no move is written at byte %d of game %d"},
		{WebEditMain, "the move at byte %d is on the main line: there is no variation to promote"},
		{WebEditEmpty, "the variation of the move at byte %d is not after a move it could replace"},
	})
	_ = extend(French, part{
		{RKeysTree, "↑, ↓ : choisir la ligne à un embranchement ; Maj+→, Maj+← : entrer dans une variante, en sortir"},
		{RKeysFlip, "f : retourner l’échiquier"},
		{RKeysMenu, "clic droit, touche menu : le menu du coup (copier, promouvoir, supprimer)"},
		{RTreeFlip, "Retourner l’échiquier"},
		{RTreeMenu, "Menu du coup"},
		{RTreePromote, "Promouvoir cette variante"},
		{RTreeDelete, "Supprimer à partir d’ici"},
		{RTreeFEN, "Notation FEN"},
		{RTreeAwele, "Position d’Awélé"},
		{RTreeCopy, "Copier"},
		{RTreeCopyFEN, "Copier le FEN"},
		{RTreeCopyAwl, "Copier la position d’Awélé"},
		{RTreeCopied, "Copié."},
		{WebEditUnknown, "le menu du coup n’a pas d’opération « %s »"},
		{WebEditNoMove, "aucun coup n’est écrit à l’octet %d de la partie %d"},
		{WebEditMain, "le coup de l’octet %d est sur la ligne principale : pas de variante à promouvoir"},
		{WebEditEmpty, "la variante du coup de l’octet %d ne suit aucun coup qu’elle pourrait remplacer"},
	})
)
