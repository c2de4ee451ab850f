package i18n

import (
	"strings"
	"time"
)

// The messages of issue 23's output half (select's queue letters, piece
// names with their article, check's summary, durations, percentages, the
// move-number arguments, the FEN letters, the word-processor files, the
// rule-set names): keys and both languages together.

// Keys of select's queue pattern.
const (
	ArcQueueMixed Key = "archive.queue-mixed"
)

var _ = extend(English, part{
	{ArcQueueMixed, "%q: the pattern mixes English W (White) and French N (Noirs, Black); write the queue in one language's letters: W and B, or B and N"},
})

var _ = extend(French, part{
	{ArcQueueMixed, "« %s » : le motif mêle le W anglais (White, les Blancs) et le N français (Noirs) ; écrivez la file dans les lettres d’une seule langue : B et N, ou W et B en anglais"},
})

// Piece names with their article, as a message names a piece alone: la
// dame, la tour, but le roi, le fou, le cavalier, le pion.
const (
	PieceTheKing   Key = "piece.the-king"
	PieceTheQueen  Key = "piece.the-queen"
	PieceTheRook   Key = "piece.the-rook"
	PieceTheBishop Key = "piece.the-bishop"
	PieceTheKnight Key = "piece.the-knight"
	PieceThePawn   Key = "piece.the-pawn"
)

var _ = extend(English, part{
	{PieceTheKing, "the king"}, {PieceTheQueen, "the queen"}, {PieceTheRook, "the rook"},
	{PieceTheBishop, "the bishop"}, {PieceTheKnight, "the knight"}, {PieceThePawn, "the pawn"},
})

var _ = extend(French, part{
	{PieceTheKing, "le roi"}, {PieceTheQueen, "la dame"}, {PieceTheRook, "la tour"},
	{PieceTheBishop, "le fou"}, {PieceTheKnight, "le cavalier"}, {PieceThePawn, "le pion"},
})

// Keys of the summaries of validity, whose counts add up: the valid
// games and the invalid ones make all the games; the games with warnings
// only are said within the side they fall on (valid, or invalid under
// --strict).
const (
	CliSummaryAll    Key = "cli.summary-all"
	CliSummaryWarned Key = "cli.summary-warned"
	CliSummaryStrict Key = "cli.summary-strict"
	SOfThemWarnings  Key = "stats.of-them-warnings"
)

var _ = extend(English, part{
	{CliSummaryAll, P("%[1]d ${games}: %[2]d valid, %[3]d with errors", V("games", 1, "game", "games"))},
	{CliSummaryWarned, P("%[1]d ${games}: %[2]d valid (%[3]d of them with warnings), %[4]d with errors",
		V("games", 1, "game", "games"))},
	{CliSummaryStrict, P("%[1]d ${games}: %[2]d valid, %[3]d invalid (%[4]d with errors, %[5]d with warnings only)",
		V("games", 1, "game", "games"))},
	{SOfThemWarnings, "of them with warnings"},
})

var _ = extend(French, part{
	{CliSummaryAll, P("%[1]d ${games} : %[2]d ${valid}, %[3]d avec erreurs",
		V("games", 1, "partie", "parties"), V("valid", 2, "valide", "valides"))},
	{CliSummaryWarned, P("%[1]d ${games} : %[2]d ${valid} (dont %[3]d avec avertissements), %[4]d avec erreurs",
		V("games", 1, "partie", "parties"), V("valid", 2, "valide", "valides"))},
	{CliSummaryStrict, P("%[1]d ${games} : %[2]d ${valid}, %[3]d non ${invalid} (%[4]d avec erreurs, %[5]d avec avertissements seulement)",
		V("games", 1, "partie", "parties"), V("valid", 2, "valide", "valides"), V("invalid", 3, "valide", "valides"))},
	{SOfThemWarnings, "dont avec avertissements"},
})

// Summary words the validity of a collection so that its counts add up:
// games, the valid ones, those with errors and those with warnings only
// (no error); valid are the games without error, or, under --strict,
// without error nor warning.
func Summary(games, valid, withErrors, warningsOnly int) Msg {
	switch {
	case warningsOnly == 0:
		return M(CliSummaryAll, games, valid, withErrors)
	case valid+withErrors == games:
		return M(CliSummaryWarned, games, valid, warningsOnly, withErrors)
	}
	return M(CliSummaryStrict, games, valid, games-valid, withErrors, warningsOnly)
}

// Keys of numbers with their unit, written as a person reads them in the
// language: 25 ms, 1,2 s, 2 min 5 s; a rate of games a second, grouped
// as the counts beside it are (12 345/s in French).
const (
	NumOneDecimal Key = "num.one-decimal"
	DurMicros     Key = "duration.micros"
	DurMillis     Key = "duration.millis"
	DurSeconds    Key = "duration.seconds"
	DurWholeSecs  Key = "duration.whole-seconds"
	DurMinutes    Key = "duration.minutes"
)

var _ = extend(English, part{
	{NumOneDecimal, "%.1f"},
	{DurMicros, "%d µs"}, {DurMillis, "%d ms"}, {DurSeconds, "%.1f s"}, {DurWholeSecs, "%d s"}, {DurMinutes, "%d min %d s"},
})

var _ = extend(French, part{
	{NumOneDecimal, "%.1f"},
	{DurMicros, "%d\u00a0µs"}, {DurMillis, "%d\u00a0ms"}, {DurSeconds, "%.1f\u00a0s"}, {DurWholeSecs, "%d\u00a0s"}, {DurMinutes, "%d\u00a0min %d\u00a0s"},
})

// Duration words a duration as a person reads it: microseconds under a
// millisecond, milliseconds under a second, seconds with a decimal under
// a minute, then minutes and seconds ("25 ms", "1,2 s", "2 min 5 s").
func Duration(d time.Duration) Msg {
	switch {
	case d < time.Millisecond:
		return M(DurMicros, int(d.Round(time.Microsecond)/time.Microsecond))
	case d < time.Second:
		return M(DurMillis, int(d.Round(time.Millisecond)/time.Millisecond))
	case d < time.Minute-50*time.Millisecond:
		if tenths := d.Round(100 * time.Millisecond); tenths%time.Second == 0 {
			return M(DurWholeSecs, int(tenths/time.Second))
		}
		return M(DurSeconds, d.Seconds())
	}
	s := int(d.Round(time.Second) / time.Second)
	return M(DurMinutes, s/60, s%60)
}

// Rate words a number of things a second: whole, grouped as the
// language groups counts (12 345 in French), from 10 up; with a decimal
// below (0,4).
func Rate(r float64) Msg {
	if r < 10 {
		return M(NumOneDecimal, r)
	}
	return M(SCount, int(r+0.5))
}

// A number with one decimal reads the same in both catalogues; the
// printer writes the decimal mark of the language (0,4).
func init() { neutral[NumOneDecimal] = true }

// Keys of a FEN's piece letters: FEN writes English letters, whatever the
// record's language.
const (
	FENLetterIs Key = "notation.fen-letter-is"
)

var _ = extend(English, part{
	{FENLetterIs, "; in FEN %s is %c (%c for Black)"},
})

var _ = extend(French, part{
	{FENLetterIs, " ; en FEN, %s s’écrit %c (%c pour les Noirs)"},
})

// Keys of files that are not plain text: a word processor's document,
// a UTF-16 file (decoded, as Windows-1252 is).
const (
	GWordProcessor Key = "grammar.word-processor"
	GCharsetUTF16  Key = "grammar.charset-utf16"
)

var _ = extend(English, part{
	{GWordProcessor, "this file is a word processor's document (.docx, .odt: a zip archive), not text: save it as plain text (.txt) and give that file"},
	{GCharsetUTF16, "the file is not UTF-8 but %s (Windows Notepad's \"Unicode\"): it was decoded; fmt writes UTF-8"},
})

var _ = extend(French, part{
	{GWordProcessor, "ce fichier est un document de traitement de texte (.docx, .odt : une archive zip), pas du texte : enregistrez-le en texte brut (.txt) et donnez ce fichier"},
	{GCharsetUTF16, "le fichier n’est pas en UTF-8 mais en %s (l’« Unicode » du Bloc-notes de Windows) : il a été décodé ; fmt écrit en UTF-8"},
})

// Keys of the help's flag types (what pflag writes after a flag's name)
// and of cobra's completion command, so that the French help has no
// English left.
const (
	HelpTypeString   Key = "help.type.string"
	HelpTypeStrings  Key = "help.type.strings"
	HelpTypeInt      Key = "help.type.int"
	HelpTypeNumber   Key = "help.type.number"
	HelpTypeDuration Key = "help.type.duration"
	HelpTypeSize     Key = "help.type.size"

	HelpCompletionShort      Key = "help.completion.short"
	HelpCompletionLong       Key = "help.completion.long"
	HelpCompletionShell      Key = "help.completion.shell"
	HelpCompletionNoDesc     Key = "help.completion.no-descriptions"
	HelpCompletionBash       Key = "help.completion.bash"
	HelpCompletionZsh        Key = "help.completion.zsh"
	HelpCompletionFish       Key = "help.completion.fish"
	HelpCompletionPowershell Key = "help.completion.powershell"
)

var _ = extend(English, part{
	{HelpTypeString, "string"}, {HelpTypeStrings, "strings"}, {HelpTypeInt, "int"}, {HelpTypeNumber, "float"},
	{HelpTypeDuration, "duration"}, {HelpTypeSize, "size"},

	{HelpCompletionShort, "Generate the autocompletion script for the specified shell"},
	{HelpCompletionLong, "Generate the autocompletion script for %[1]s for the specified shell.\nSee each sub-command's help for details on how to use the generated script.\n"},
	{HelpCompletionShell, "Generate the autocompletion script for %s"},
	{HelpCompletionNoDesc, "disable completion descriptions"},
	{HelpCompletionBash, `Generate the autocompletion script for the bash shell.

This script depends on the 'bash-completion' package.
If it is not installed already, you can install it via your OS's package manager.

To load completions in your current shell session:

	source <(%[1]s completion bash)

To load completions for every new session, execute once:

#### Linux:

	%[1]s completion bash > /etc/bash_completion.d/%[1]s

#### macOS:

	%[1]s completion bash > $(brew --prefix)/etc/bash_completion.d/%[1]s

You will need to start a new shell for this setup to take effect.
`},
	{HelpCompletionZsh, `Generate the autocompletion script for the zsh shell.

If shell completion is not already enabled in your environment you will need
to enable it.  You can execute the following once:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

To load completions in your current shell session:

	source <(%[1]s completion zsh)

To load completions for every new session, execute once:

#### Linux:

	%[1]s completion zsh > "%[2]s/_%[1]s"

#### macOS:

	%[1]s completion zsh > $(brew --prefix)/share/zsh/site-functions/_%[1]s

You will need to start a new shell for this setup to take effect.
`},
	{HelpCompletionFish, `Generate the autocompletion script for the fish shell.

To load completions in your current shell session:

	%[1]s completion fish | source

To load completions for every new session, execute once:

	%[1]s completion fish > ~/.config/fish/completions/%[1]s.fish

You will need to start a new shell for this setup to take effect.
`},
	{HelpCompletionPowershell, `Generate the autocompletion script for powershell.

To load completions in your current shell session:

	%[1]s completion powershell | Out-String | Invoke-Expression

To load completions for every new session, add the output of the above command
to your powershell profile.
`},
})

var _ = extend(French, part{
	{HelpTypeString, "texte"}, {HelpTypeStrings, "textes"}, {HelpTypeInt, "entier"}, {HelpTypeNumber, "nombre"},
	{HelpTypeDuration, "durée"}, {HelpTypeSize, "taille"},

	{HelpCompletionShort, "Écrire le script de complétion automatique d’un interpréteur de commandes"},
	{HelpCompletionLong, "Écrit le script de complétion automatique pour %[1]s, selon l’interpréteur de commandes choisi.\nL’aide de chaque sous-commande dit comment se servir du script.\n"},
	{HelpCompletionShell, "Écrire le script de complétion automatique pour %s"},
	{HelpCompletionNoDesc, "sans les descriptions des complétions"},
	{HelpCompletionBash, `Écrit le script de complétion automatique pour bash.

Ce script a besoin du paquet « bash-completion ». S’il n’est pas
installé, installez-le avec le gestionnaire de paquets du système.

Pour charger les complétions dans l’interpréteur en cours :

	source <(%[1]s completion bash)

Pour les charger dans chaque nouvelle session, exécutez une fois :

#### Linux :

	%[1]s completion bash > /etc/bash_completion.d/%[1]s

#### macOS :

	%[1]s completion bash > $(brew --prefix)/etc/bash_completion.d/%[1]s

Ouvrez un nouvel interpréteur pour que ce réglage prenne effet.
`},
	{HelpCompletionZsh, `Écrit le script de complétion automatique pour zsh.

Si la complétion n’est pas encore activée dans votre environnement, il faut
l’activer ; exécutez une fois :

	echo "autoload -U compinit; compinit" >> ~/.zshrc

Pour charger les complétions dans l’interpréteur en cours :

	source <(%[1]s completion zsh)

Pour les charger dans chaque nouvelle session, exécutez une fois :

#### Linux :

	%[1]s completion zsh > "%[2]s/_%[1]s"

#### macOS :

	%[1]s completion zsh > $(brew --prefix)/share/zsh/site-functions/_%[1]s

Ouvrez un nouvel interpréteur pour que ce réglage prenne effet.
`},
	{HelpCompletionFish, `Écrit le script de complétion automatique pour fish.

Pour charger les complétions dans l’interpréteur en cours :

	%[1]s completion fish | source

Pour les charger dans chaque nouvelle session, exécutez une fois :

	%[1]s completion fish > ~/.config/fish/completions/%[1]s.fish

Ouvrez un nouvel interpréteur pour que ce réglage prenne effet.
`},
	{HelpCompletionPowershell, `Écrit le script de complétion automatique pour PowerShell.

Pour charger les complétions dans l’interpréteur en cours :

	%[1]s completion powershell | Out-String | Invoke-Expression

Pour les charger dans chaque nouvelle session, ajoutez la sortie de la
commande ci-dessus à votre profil PowerShell.
`},
})

// Percent writes a percentage as the language writes it: 54.7% in
// English, 54,7 % in French (a no-break space). Every text output writes
// its percentages so.
func Percent(v float64) Msg { return M(SPercent, v) }

// Keys of the tables of tree and stats --players: heads a player
// understands, and a legend for those that must stay short.
const (
	NumTwoDecimals Key = "num.two-decimals"
	TallyCell      Key = "table.tally-cell"

	ArcTreeMove   Key = "archive.tree.move"
	ArcTreeGames  Key = "archive.tree.games"
	ArcTreeScore  Key = "archive.tree.score"
	ArcTreeLegend Key = "archive.tree.legend"

	SPlayerName     Key = "stats.players.name"
	SPlayerGames    Key = "stats.players.games"
	SPlayerPoints   Key = "stats.players.points"
	SPlayerScore    Key = "stats.players.score"
	SPlayerWhite    Key = "stats.players.white"
	SPlayerBlack    Key = "stats.players.black"
	SPlayerHcpGiven Key = "stats.players.handicap-given"
	SPlayerHcpRecv  Key = "stats.players.handicap-received"
	SPlayerNoHcp    Key = "stats.players.no-handicap"
	SPlayerPowers   Key = "stats.players.powers"
	SPlayerNullOwn  Key = "stats.players.null-own"
	SPlayerNullImp  Key = "stats.players.null-imposed"
	SPlayerPerf     Key = "stats.players.performance"
	SPlayerLegScore Key = "stats.players.legend-score"
	SPlayerLegHcp   Key = "stats.players.legend-handicap"
	SPlayerLegNulls Key = "stats.players.legend-nulls"
	SPlayerLegPerf  Key = "stats.players.legend-performance"

	SPlayerAnalysed    Key = "stats.players.analysed"
	SPlayerAccMoves    Key = "stats.players.accuracy-moves"
	SPlayerMarksMoves  Key = "stats.players.marks-moves"
	SPlayerAccPowers   Key = "stats.players.accuracy-powers"
	SPlayerMarksPowers Key = "stats.players.marks-powers"
	SPlayerMarks       Key = "stats.players.marks"
	SPlayerLegAnalysis Key = "stats.players.legend-analysis"
)

var _ = extend(English, part{
	{NumTwoDecimals, "%.2f"},
	{TallyCell, "%[1]s (%[2]d)"},

	{ArcTreeMove, "move"}, {ArcTreeGames, "games"}, {ArcTreeScore, "White's score"},
	{ArcTreeLegend, "1-0, ½-½, 0-1: the games won by White, drawn, won by Black; White's score: White's points over the finished games, a draw half a point"},

	{SPlayerName, "player"}, {SPlayerGames, "games"}, {SPlayerPoints, "points"}, {SPlayerScore, "score"},
	{SPlayerWhite, "as White"}, {SPlayerBlack, "as Black"}, {SPlayerHcpGiven, "handicap borne"},
	{SPlayerHcpRecv, "handicap received"}, {SPlayerNoHcp, "no handicap"}, {SPlayerPowers, "powers/Awélé"},
	{SPlayerNullOwn, "nulls chosen"}, {SPlayerNullImp, "nulls imposed"}, {SPlayerPerf, "performance"},
	{SPlayerLegScore, "score: points over the finished games, a draw half a point; the columns after it: the score in those games (the games)"},
	{SPlayerLegHcp, "handicap borne: games in which the player bore the handicap (fewer powers); received: the opponent bore it"},
	{SPlayerLegNulls, "powers/Awélé: powers received per Awélé game; nulls chosen: null moves played with a power of the player's colour; imposed: null moves he made the opponent play"},
	{SPlayerLegPerf, "performance: the opponents' average Elo + 400 × (wins − losses) / games, over the games with an Elo"},

	{SPlayerAnalysed, "analysed"}, {SPlayerAccMoves, "accuracy moves"}, {SPlayerMarksMoves, "?! ? ?? moves"},
	{SPlayerAccPowers, "accuracy powers"}, {SPlayerMarksPowers, "?! ? ?? powers"}, {SPlayerMarks, "%d %d %d (%d)"},
	{SPlayerLegAnalysis, "analysed: games with the summary awechec analyse writes; accuracy: lichess's accuracy of the player's moves, then of his power decisions (letting the opponent play or making him pass), each game's weighted by its decisions; ?! ? ??: inaccuracies, mistakes, blunders (decisions judged)"},
})

var _ = extend(French, part{
	{NumTwoDecimals, "%.2f"},
	{TallyCell, "%[1]s (%[2]d)"},

	{ArcTreeMove, "coup"}, {ArcTreeGames, "parties"}, {ArcTreeScore, "score des Blancs"},
	{ArcTreeLegend, "1-0, ½-½, 0-1 : parties gagnées par les Blancs, nulles, gagnées par les Noirs ; score des Blancs : leurs points sur les parties finies, une nulle comptant ½"},

	{SPlayerName, "joueur"}, {SPlayerGames, "parties"}, {SPlayerPoints, "points"}, {SPlayerScore, "score"},
	{SPlayerWhite, "avec les Blancs"}, {SPlayerBlack, "avec les Noirs"}, {SPlayerHcpGiven, "handicap porté"},
	{SPlayerHcpRecv, "handicap reçu"}, {SPlayerNoHcp, "sans handicap"}, {SPlayerPowers, "pouvoirs/Awélé"},
	{SPlayerNullOwn, "nuls choisis"}, {SPlayerNullImp, "nuls imposés"}, {SPlayerPerf, "performance"},
	{SPlayerLegScore, "score : points sur les parties finies, une nulle comptant ½ ; les colonnes suivantes : le score dans ces parties (les parties)"},
	{SPlayerLegHcp, "handicap porté : parties où le joueur portait le handicap (moins de pouvoirs) ; reçu : l’adversaire le portait"},
	{SPlayerLegNulls, "pouvoirs/Awélé : pouvoirs reçus par partie d’Awélé ; nuls choisis : coups nuls joués avec un pouvoir de sa couleur ; imposés : coups nuls qu’il a fait jouer à l’adversaire"},
	{SPlayerLegPerf, "performance : Elo moyen des adversaires + 400 × (gains − pertes) / parties, sur les parties avec un Elo"},

	{SPlayerAnalysed, "analysées"}, {SPlayerAccMoves, "précision coups"}, {SPlayerMarksMoves, "?! ? ?? coups"},
	{SPlayerAccPowers, "précision pouvoirs"}, {SPlayerMarksPowers, "?! ? ?? pouvoirs"}, {SPlayerMarks, "%d %d %d (%d)"},
	{SPlayerLegAnalysis, "analysées : parties portant le bilan qu’écrit awechec analyse ; précision : celle de lichess, des coups du joueur puis de ses décisions de pouvoir (laisser jouer l’adversaire ou le faire passer), celle de chaque partie pesant ses décisions ; ?! ? ?? : imprécisions, erreurs, gaffes (décisions jugées)"},
})

// The two-decimal number and the tally cell read the same in both
// catalogues (the printer writes the language's decimal mark), and so do
// the heads points, score and performance.
func init() {
	for _, k := range []Key{NumTwoDecimals, TallyCell, SPlayerPoints, SPlayerScore, SPlayerPerf, SPlayerMarks} {
		neutral[k] = true
	}
}

// PercentWhole is a whole percentage, as Percent writes it: 77%, 77 %.
const PercentWhole Key = "num.percent-whole"

var (
	_ = extend(English, part{{PercentWhole, "%.0f%%"}})
	_ = extend(French, part{{PercentWhole, "%.0f\u00a0%%"}})
)

// terms maps the stable name of a termination or an Awélé ending
// (checkmate, no-move: check's JSON, select --termination) to its key.
var terms = map[string]Key{}

func init() {
	for k := range catalogues[English] { // every key has an English text

		if name, ok := strings.CutPrefix(k.ID(), "term."); ok {
			terms[name] = k
		}
	}
}

// Termination returns the key that names, in words, a termination or an
// Awélé ending given by its stable name ("checkmate": échec et mat); ok is
// false for a name it does not know.
func Termination(name string) (k Key, ok bool) {
	k, ok = terms[name]
	return k, ok
}

// CliSkipTooLarge says why a game too large to be read is left out.
const CliSkipTooLarge Key = "cli.skip-too-large"

var (
	_ = extend(English, part{{CliSkipTooLarge, "it is too large to be read (more than %s); raise the limit with --max-game-size"}})
	_ = extend(French, part{{CliSkipTooLarge, "elle est trop longue pour être lue (plus de %s) ; relevez la limite avec --max-game-size"}})
)

// SGroupNone names, in the stats text, the group of the games with no
// language decided or no Awélé game (JSON and CSV key "none").
const SGroupNone Key = "stats.group-none"

var (
	_ = extend(English, part{{SGroupNone, "none"}})
	_ = extend(French, part{{SGroupNone, "aucun"}})
)
