package i18n

// The messages of awechec fix and of the diagnostics that carry a fix
// (issue 23): keys and both languages' texts together.
const (
	// VMaybeConsequence follows a hint that may be the consequence of an
	// earlier error of the game (its line): it is not offered as a fix.
	VMaybeConsequence Key = "validate.maybe-consequence"
	// VHoleLookBack names the one earlier Awélé hole that makes every
	// written capture count agree: the move as written, the hole meant.
	VHoleLookBack Key = "validate.hole-look-back"

	HelpFixShort Key = "help.fix"
	HelpFixLong  Key = "help.fix.long"
	HelpFixWrite Key = "help.fix.write"
	HelpFixOnly  Key = "help.fix.only"
	HelpFixForce Key = "help.fix.force"

	CliFixBadCode Key = "cli.fix.bad-code" // --only names a code that has no fix
	CliFixNotAGN  Key = "cli.fix.not-agn"  // a PGN or OGN file
	CliFixNotUTF8 Key = "cli.fix.not-utf8" // a file in another encoding
	CliFixNotText Key = "cli.fix.not-text" // a word processor's document: why, worded by the reader
	CliFixApplied Key = "cli.fix.applied"  // one fix applied: code, text written
	CliFixBefore  Key = "cli.fix.before"   // the diff's heading of the text as written
	CliFixAfter   Key = "cli.fix.after"    // the diff's heading of the fixed text
	CliFixLeft    Key = "cli.fix.left"     // errors and warnings left, without a safe fix
)

var (
	_ = extend(English, part{
		{VMaybeConsequence, " (this may come from the error of line %d, column %d: correct that one first, then check again)"},
		{VHoleLookBack, "%s: did you mean %c? with %c, all that follows is right"},

		{HelpFixShort, "Apply the fixes the diagnostics name"},
		{HelpFixLong, `Fix applies the fixes that check's diagnostics name when they name exactly
one replacement (write (4=B), write #, write F(2), the letter of the piece...)
and cannot be the consequence of an earlier error of their game. A fix is
applied only when the game replayed with it has no diagnostic it did not
have before: a fix never makes a game worse. Without -w it shows the record
with the fixes applied as a unified diff; -w writes it over the file, as
fmt -w does. Each fix applied is said on standard error, then how many
errors and warnings are left to correct by hand.`},
		{HelpFixWrite, "write the fixed record over the file"},
		{HelpFixOnly, "apply only the fixes of these codes (power-mismatch,check-claim...)"},
		{HelpFixForce, "with -w, write read-only files too"},

		{CliFixBadCode, "--only %s: no diagnostic of that code carries a fix; those that may: %s"},
		{CliFixNotAGN, "%s: skipped: fix corrects AGN records (awechec convert --from pgn writes one)"},
		{CliFixNotUTF8, "%s: skipped: the file is not in UTF-8; awechec fmt -w writes it in UTF-8, then run fix"},
		{CliFixNotText, "%s: skipped: %s"},
		{CliFixApplied, "fixed (%s): wrote %s"},
		{CliFixBefore, "%s (as written)"},
		{CliFixAfter, "%s (fixed)"},
		{CliFixLeft, P("%[1]s: left to correct by hand: %[2]d ${problems} without a safe fix (awechec check %[1]s shows ${them})",
			V("problems", 2, "problem", "problems"), V("them", 2, "it", "them"))},
	})
	_ = extend(French, part{
		{VMaybeConsequence, " (cela peut venir de l’erreur de la ligne %d, colonne %d : corrigez-la d’abord, puis vérifiez à nouveau)"},
		{VHoleLookBack, "%s : vouliez-vous dire %c ? avec %c, toute la suite est juste"},

		{HelpFixShort, "Appliquer les corrections que nomment les diagnostics"},
		{HelpFixLong, `fix applique les corrections que nomment les diagnostics de check quand ils
en nomment exactement une (écrivez (4=N), écrivez #, écrivez F(2), la lettre
de la pièce...) et qu’elles ne peuvent pas venir d’une erreur plus haut dans
leur partie. Une correction n’est appliquée que si la partie rejouée avec
elle n’a aucun diagnostic qu’elle n’avait pas : une correction ne rend
jamais une partie pire. Sans -w, fix montre la partie corrigée sous forme de
diff unifié ; -w l’écrit à la place du fichier, comme fmt -w. Chaque
correction appliquée est dite sur la sortie d’erreur, puis combien
d’erreurs et d’avertissements restent à corriger à la main.`},
		{HelpFixWrite, "écrire la partie corrigée à la place du fichier"},
		{HelpFixOnly, "n’appliquer que les corrections de ces codes (power-mismatch,check-claim...)"},
		{HelpFixForce, "avec -w, écrire aussi les fichiers en lecture seule"},

		{CliFixBadCode, "--only %s : aucun diagnostic de ce code ne porte de correction ; ceux qui le peuvent : %s"},
		{CliFixNotAGN, "%s : ignoré : fix corrige les parties en AGN (awechec convert --from pgn en écrit une)"},
		{CliFixNotUTF8, "%s : ignoré : le fichier n’est pas en UTF-8 ; awechec fmt -w l’écrit en UTF-8, puis lancez fix"},
		{CliFixNotText, "%s : ignoré : %s"},
		{CliFixApplied, "corrigé (%s) : écrit %s"},
		{CliFixBefore, "%s (tel qu’écrit)"},
		{CliFixAfter, "%s (corrigé)"},
		{CliFixLeft, P("%[1]s : reste à corriger à la main : %[2]d ${problems} sans correction sûre (awechec check %[1]s ${them} montre)",
			V("problems", 2, "problème", "problèmes"), V("them", 2, "le", "les"))},
	})
)

// The reader's words for the bracket groups people write by mistake.
const (
	// GParenComment: a comment written in parentheses; the whole comment
	// in braces.
	GParenComment Key = "grammar.paren-comment"
	// GPowerForm: a power token miswritten, as written, and as it is
	// written.
	GPowerForm Key = "grammar.power-form"
	// GPowerNoNumber: a power token without its number, as written, and
	// its colour letter.
	GPowerNoNumber Key = "grammar.power-no-number"
	// VPowerNoNumber: a colour letter alone in parentheses where a power
	// is consumed, (B): as written, then the token the queue gives.
	VPowerNoNumber Key = "validate.power-no-number"
)

var (
	_ = extend(English, part{
		{GParenComment, "a comment goes in braces, not in parentheses: replace ( … ) by { … }: %s"},
		{GPowerForm, "%s: a power token is written %s (its number, =, its colour)"},
		{GPowerNoNumber, "%s: a power token is written with its number: (2=%c) for power 2"},
		{VPowerNoNumber, "%s: a power token is written with its number: %s"},
	})
	_ = extend(French, part{
		{GParenComment, "un commentaire s’écrit entre accolades, pas entre parenthèses : remplacez ( … ) par { … } : %s"},
		{GPowerForm, "« %s » : un jeton de pouvoir s’écrit %s (son numéro, =, sa couleur)"},
		{GPowerNoNumber, "« %s » : un jeton de pouvoir s’écrit avec son numéro : (2=%c) pour le pouvoir 2"},
		{VPowerNoNumber, "« %s » : un jeton de pouvoir s’écrit avec son numéro : %s"},
	})
)

// ConvPGNLetters: a PGN file written with the piece letters of another
// language than English: which (as a kind of letter) and its code.
const ConvPGNLetters Key = "convert.pgn-letters"

var (
	_ = extend(English, part{
		{ConvPGNLetters, "the piece letters are %[1]s, not English as PGN writes them: the game is read as %[1]s"},
	})
	_ = extend(French, part{
		{ConvPGNLetters, "les lettres de pièces sont en %[1]s, pas en anglais comme les écrit le PGN : la partie est lue en %[1]s"},
	})
)
