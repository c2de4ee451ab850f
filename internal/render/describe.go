package render

import (
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// boardWords are the words of the shortcuts' list (the key ?) and the words with which the page's script says the
// position shown in words (replay.js: describe), the board's text
// alternative for screen readers.
func (x *lexicon) boardWords() map[string]string {
	l := i18n.English
	if x.lang == notation.French {
		l = i18n.French
	}
	w := func(k i18n.Key) string { return i18n.M(k).In(l) }
	return map[string]string{
		"board.position": w(i18n.RBoardPosition), "board.white": w(i18n.RBoardWhite), "board.black": w(i18n.RBoardBlack),
		"board.pieces": w(i18n.RBoardPieces), "board.holes": w(i18n.RBoardHoles), "board.stores": w(i18n.RBoardStores),
		"board.empty": w(i18n.RBoardEmpty),
		"keys.title":  w(i18n.RKeysTitle), "keys.mistakes": w(i18n.RKeysMistakes), "keys.help": w(i18n.RKeysHelp),
		"keys.tree": w(i18n.RKeysTree), "keys.flip": w(i18n.RKeysFlip), "keys.menu": w(i18n.RKeysMenu),
		"tree.flip": w(i18n.RTreeFlip), "tree.menu": w(i18n.RTreeMenu), "tree.promote": w(i18n.RTreePromote),
		"tree.delete": w(i18n.RTreeDelete), "tree.fen": w(i18n.RTreeFEN), "tree.awele": w(i18n.RTreeAwele),
		"tree.copy": w(i18n.RTreeCopy), "tree.copyFEN": w(i18n.RTreeCopyFEN), "tree.copyAwele": w(i18n.RTreeCopyAwl),
		"tree.copied": w(i18n.RTreeCopied),
	}
}
