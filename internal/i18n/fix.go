package i18n

// The messages of awechec fix and of the diagnostics that carry a fix
// (issue 23): keys and both languages' texts together.
var (
	// VMaybeConsequence follows a hint that may be the consequence of an
	// earlier error of the game (its line): it is not offered as a fix.
	VMaybeConsequence = key("validate.maybe-consequence")
	// VHoleLookBack names the one earlier Awélé hole that makes every
	// written capture count agree: the move as written, the hole meant.
	VHoleLookBack = key("validate.hole-look-back")
	// VHoleThen says which capture count disagreed, after VHoleLookBack.
	VHoleThen = key("validate.hole-then")

	HelpFixShort = key("help.fix")
	HelpFixLong  = key("help.fix.long")
	HelpFixWrite = key("help.fix.write")
	HelpFixOnly  = key("help.fix.only")
	HelpFixForce = key("help.fix.force")

	CliFixBadCode = key("cli.fix.bad-code") // --only names a code that has no fix
	CliFixNotAGN  = key("cli.fix.not-agn")  // a PGN or OGN file
	CliFixNotUTF8 = key("cli.fix.not-utf8") // a file in another encoding
	CliFixApplied = key("cli.fix.applied")  // one fix applied: code, text written
	CliFixBefore  = key("cli.fix.before")   // the diff's heading of the text as written
	CliFixAfter   = key("cli.fix.after")    // the diff's heading of the fixed text
)

var (
	_ = extend(English, catalogue{
		VMaybeConsequence: " (this may come from the error of line %d: correct that one first, then check again)",
		VHoleLookBack:     "%s: did you mean %c? with %c, all that follows is right",
		VHoleThen:         " (as written, %s)",

		HelpFixShort: "Apply the fixes the diagnostics name",
		HelpFixLong: `Fix applies the fixes that check's diagnostics name when they name exactly
one replacement (write (4=B), write #, write F(2), the letter of the piece...)
and cannot be the consequence of an earlier error of their game. A fix is
applied only when the game replayed with it has no diagnostic it did not
have before: a fix never makes a game worse. Without -w it shows the record
with the fixes applied as a unified diff; -w writes it over the file, as
fmt -w does. Each fix applied is said on standard error.`,
		HelpFixWrite: "write the fixed record over the file",
		HelpFixOnly:  "apply only the fixes of these codes (power-mismatch,check-claim...)",
		HelpFixForce: "with -w, write read-only files too",

		CliFixBadCode: "--only %s: no diagnostic of that code carries a fix; those that may: %s",
		CliFixNotAGN:  "%s: skipped: fix corrects AGN records (awechec convert --from pgn writes one)",
		CliFixNotUTF8: "%s: skipped: the file is not in UTF-8; awechec fmt -w writes it in UTF-8, then run fix",
		CliFixApplied: "fixed (%s): wrote %s",
		CliFixBefore:  "%s (as written)",
		CliFixAfter:   "%s (fixed)",
	})
	_ = extend(French, catalogue{
		VMaybeConsequence: " (cela peut venir de l’erreur de la ligne %d : corrigez-la d’abord, puis vérifiez à nouveau)",
		VHoleLookBack:     "%s : vouliez-vous dire %c ? avec %c, toute la suite est juste",
		VHoleThen:         " (tel qu’écrit, %s)",

		HelpFixShort: "Appliquer les corrections que nomment les diagnostics",
		HelpFixLong: `fix applique les corrections que nomment les diagnostics de check quand ils
en nomment exactement une (écrivez (4=N), écrivez #, écrivez F(2), la lettre
de la pièce...) et qu’elles ne peuvent pas venir d’une erreur plus haut dans
leur partie. Une correction n’est appliquée que si la partie rejouée avec
elle n’a aucun diagnostic qu’elle n’avait pas : une correction ne rend
jamais une partie pire. Sans -w, fix montre la partie corrigée sous forme de
diff unifié ; -w l’écrit à la place du fichier, comme fmt -w. Chaque
correction appliquée est dite sur la sortie d’erreur.`,
		HelpFixWrite: "écrire la partie corrigée à la place du fichier",
		HelpFixOnly:  "n’appliquer que les corrections de ces codes (power-mismatch,check-claim...)",
		HelpFixForce: "avec -w, écrire aussi les fichiers en lecture seule",

		CliFixBadCode: "--only %s : aucun diagnostic de ce code ne porte de correction ; ceux qui le peuvent : %s",
		CliFixNotAGN:  "%s : ignoré : fix corrige les parties en AGN (awechec convert --from pgn en écrit une)",
		CliFixNotUTF8: "%s : ignoré : le fichier n’est pas en UTF-8 ; awechec fmt -w l’écrit en UTF-8, puis lancez fix",
		CliFixApplied: "corrigé (%s) : écrit %s",
		CliFixBefore:  "%s (tel qu’écrit)",
		CliFixAfter:   "%s (corrigé)",
	})
)
