package i18n

// The words of analyse's judgements (issue 27): who decided, how the
// decision is judged, mates counted as players count them, the summary,
// the engine's answers checked, the flags bounded.
const (
	RecordHeaderChess   Key = "record.analysis.header-chess"
	RecordMateWhite     Key = "record.analysis.mate-white"
	RecordMateBlack     Key = "record.analysis.mate-black"
	RecordMovesOne      Key = "record.analysis.moves-one"
	RecordMovesOther    Key = "record.analysis.moves-other"
	RecordHalfOne       Key = "record.analysis.half-one"
	RecordHalfOther     Key = "record.analysis.half-other"
	RecordMissedLine    Key = "record.analysis.missed-line"
	RecordDecisionWhite Key = "record.analysis.decision-white"
	RecordDecisionBlack Key = "record.analysis.decision-black"
	RecordInaccuracy    Key = "record.analysis.inaccuracy"
	RecordMistake       Key = "record.analysis.mistake"
	RecordBlunder       Key = "record.analysis.blunder"
	RecordOnlyMove      Key = "record.analysis.only-move"
	RecordMateLost      Key = "record.analysis.mate-lost"
	RecordMateLostAll   Key = "record.analysis.mate-lost-all"
	RecordMateCreated   Key = "record.analysis.mate-created"
	RecordMateDelayed   Key = "record.analysis.mate-delayed"
	RecordWithheld      Key = "record.analysis.withheld"
	RecordDecided       Key = "record.analysis.decided"
	RecordJudgeBuiltIn  Key = "record.analysis.judge-built-in"
	RecordEngineEst     Key = "record.analysis.engine-estimate"
	RecordSummary       Key = "record.analysis.summary"
	RecordSummarySide   Key = "record.analysis.summary-side"
	RecordSummaryMoves  Key = "record.analysis.summary-moves"
	RecordSummaryPowers Key = "record.analysis.summary-powers"
	RecordSummaryCounts Key = "record.analysis.summary-counts"
	RecordWhite         Key = "record.analysis.white"
	RecordBlack         Key = "record.analysis.black"

	UCINoScore     Key = "uci.no-score"
	UCIIllegalMove Key = "uci.illegal-move"
	UCIDied        Key = "uci.died"
	UCIFallback    Key = "uci.fallback"

	AnalyseBadValue       Key = "analyse.bad-value"
	AnalyseEngineFallback Key = "analyse.engine-fallback"
	AnalyseGameTime       Key = "analyse.game-time"
	FlagRange             Key = "flag.range"
	HelpAnalyseGameTime   Key = "help.analyse.game-time"
)

var _ = extend(English, part{
	{RecordHeaderChess, "evaluations (in pawns, for White) by %s, %s; evaluations are estimates, the mates announced are proved"},
	{RecordMateWhite, "White mates in %s"},
	{RecordMateBlack, "Black mates in %s"},
	{RecordMovesOne, "%d move"},
	{RecordMovesOther, "%d moves"},
	{RecordHalfOne, "%d half-move"},
	{RecordHalfOther, "%d half-moves"},
	{RecordMissedLine, "mate in %s with the powers left: %s"},
	{RecordDecisionWhite, "White's decision %s (%s)"},
	{RecordDecisionBlack, "Black's decision %s (%s)"},
	{RecordInaccuracy, "inaccuracy"},
	{RecordMistake, "mistake"},
	{RecordBlunder, "blunder"},
	{RecordOnlyMove, "the only choice that keeps the win"},
	{RecordMateLost, "gives up the forced mate (none within %d half-moves)"},
	{RecordMateLostAll, "gives up the forced mate (none with the powers left)"},
	{RecordMateCreated, "allows a forced mate"},
	{RecordMateDelayed, "a longer mate, no error"},
	{RecordWithheld, "no verdict: a queen ending with an advanced passed pawn, where checks push the promotion past this search's depth"},
	{RecordDecided, "a mistake, not a blunder: the position was already decided for this evaluation (1.5 pawns or more), where its values are least sure"},
	{RecordJudgeBuiltIn, "built-in evaluation"},
	{RecordEngineEst, "%s, an engine mate outside the powers counted as 10 pawns"},
	{RecordSummary, "summary (lichess's accuracy and thresholds: 10, 20, 30 points of winning chances)"},
	{RecordSummarySide, "%s (%s): %s"},
	{RecordSummaryMoves, "moves (%d): accuracy %s"},
	{RecordSummaryPowers, "power decisions (%d): accuracy %s"},
	{RecordSummaryCounts, "inaccuracies %d, mistakes %d, blunders %d"},
	{RecordWhite, "White"},
	{RecordBlack, "Black"},

	{UCINoScore, "the engine gave no score for %s"},
	{UCIIllegalMove, "the engine's best move %s is not legal in %s"},
	{UCIDied, "the engine stopped (%s)"},
	{UCIFallback, "built-in (the engine %s failed)"},

	{AnalyseBadValue, "--%s %s: %s"},
	{AnalyseGameTime, "%s: game %d: the time limit of the game (--game-time %s) was reached: the half-moves from %d on are not judged; raise --game-time to judge them"},
	{FlagRange, "must be between %s and %s"},
	{HelpAnalyseGameTime, "longest time spent on one game; the half-moves after it are left unjudged (for example 30m)"},
	{AnalyseEngineFallback, "%s: game %d: the UCI engine failed (%s): the built-in evaluation analyses this game and the next ones, and the evaluator field says so"},
})

var _ = extend(French, part{
	{RecordHeaderChess, "évaluations (en pions, pour les Blancs) de %s, %s ; les évaluations sont des estimations, les mats annoncés sont prouvés"},
	{RecordMateWhite, "mat en %s pour les Blancs"},
	{RecordMateBlack, "mat en %s pour les Noirs"},
	{RecordMovesOne, "%d coup"},
	{RecordMovesOther, "%d coups"},
	{RecordHalfOne, "%d demi-coup"},
	{RecordHalfOther, "%d demi-coups"},
	{RecordMissedLine, "mat en %s avec les pouvoirs restants : %s"},
	{RecordDecisionWhite, "décision des Blancs %s (%s)"},
	{RecordDecisionBlack, "décision des Noirs %s (%s)"},
	{RecordInaccuracy, "imprécision"},
	{RecordMistake, "erreur"},
	{RecordBlunder, "gaffe"},
	{RecordOnlyMove, "le seul choix qui garde le gain"},
	{RecordMateLost, "abandonne le mat forcé (aucun en %d demi-coups)"},
	{RecordMateLostAll, "abandonne le mat forcé (aucun avec les pouvoirs restants)"},
	{RecordMateCreated, "permet un mat forcé"},
	{RecordMateDelayed, "mat plus long, pas une faute"},
	{RecordWithheld, "pas de jugement : finale de dames avec un pion passé avancé, où les échecs repoussent la promotion au-delà de la profondeur de cette recherche"},
	{RecordDecided, "erreur et non gaffe : la position était déjà décidée pour cette évaluation (1,5 pion ou plus), là où ses valeurs sont le moins sûres"},
	{RecordJudgeBuiltIn, "évaluation intégrée"},
	{RecordEngineEst, "%s, un mat du moteur hors des pouvoirs compté 10 pions"},
	{RecordSummary, "bilan (précision et seuils de lichess : 10, 20, 30 points de chances de gain)"},
	{RecordSummarySide, "%s (%s) : %s"},
	{RecordSummaryMoves, "coups (%d) : précision %s"},
	{RecordSummaryPowers, "décisions de pouvoir (%d) : précision %s"},
	{RecordSummaryCounts, "imprécisions %d, erreurs %d, gaffes %d"},
	{RecordWhite, "Blancs"},
	{RecordBlack, "Noirs"},

	{UCINoScore, "le moteur n'a donné aucune évaluation pour %s"},
	{UCIIllegalMove, "le meilleur coup du moteur, %s, n'est pas légal dans %s"},
	{UCIDied, "le moteur s'est arrêté (%s)"},
	{UCIFallback, "intégrée (le moteur %s a échoué)"},

	{AnalyseBadValue, "--%s %s : %s"},
	{AnalyseGameTime, "%s : partie %d : la limite de temps de la partie (--game-time %s) est atteinte : les demi-coups à partir du numéro %d ne sont pas jugés ; augmentez --game-time pour les juger"},
	{FlagRange, "doit être compris entre %s et %s"},
	{HelpAnalyseGameTime, "temps maximal passé sur une partie ; les demi-coups suivants ne sont pas jugés (par exemple 30m)"},
	{AnalyseEngineFallback, "%s : partie %d : le moteur UCI a échoué (%s) : l’évaluation intégrée analyse cette partie et les suivantes, et le champ de l’évaluateur le dit"},
})
