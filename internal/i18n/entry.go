package i18n

// The messages of entering a game on the web page's board (package web:
// EntryAt, Enter, NewGameText).
const (
	WebEntryIllegal   Key = "web.entry.illegal"   // a move that cannot be played at the point
	WebEntryChoose    Key = "web.entry.choose"    // a move played where the game goes on, with neither choice
	WebEntryVariation Key = "web.entry.variation" // a variation of another game's move
	WebEntryNoMove    Key = "web.entry.no-move"   // a NAG or comment with no move before it
	WebEntryCaptures  Key = "web.entry.captures"  // a captures-only record that is not one
	WebEntryErrors    Key = "web.entry.errors"    // the game has errors before the point
	WebEntryResult    Key = "web.entry.result"    // a result that is none
)

var (
	_ = extend(English, part{
		{WebEntryIllegal, "this move cannot be played here"},
		{WebEntryChoose, "the game goes on after this move: replace the rest, or add a variation"},
		{WebEntryVariation, "a variation here holds a move of the other game: replace the rest instead"},
		{WebEntryNoMove, "no move before this point to annotate"},
		{WebEntryCaptures, "%s is not a captures-only record of an Awélé game (write it as B3 N2 W2 ... or W3 B2 ...)"},
		{WebEntryErrors, "the game has errors before this point: fix them first"},
		{WebEntryResult, "%s is not a result (1-0, 0-1, 1/2-1/2 or *)"},
	})
	_ = extend(French, part{
		{WebEntryIllegal, "ce coup ne peut pas être joué ici"},
		{WebEntryChoose, "la partie continue après ce coup : remplacer la suite, ou ajouter une variante"},
		{WebEntryVariation, "une variante ici tiendrait un coup de l’autre jeu : remplacez plutôt la suite"},
		{WebEntryNoMove, "aucun coup avant ce point à annoter"},
		{WebEntryCaptures, "%s n’est pas un relevé des prises d’une partie d’Awélé (écrivez-le B3 N2 B2 ...)"},
		{WebEntryErrors, "la partie a des erreurs avant ce point : corrigez-les d’abord"},
		{WebEntryResult, "%s n’est pas un résultat (1-0, 0-1, 1/2-1/2 ou *)"},
	})
)
