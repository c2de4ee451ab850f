package i18n

// The messages of archives as archivists keep them (issue 25): compressed
// files, chess variants, Termination tags, UCI moves.
const (
	UnpackTruncated Key = "unpack.truncated" // a compressed file cut short; %s: the codec
	UnpackCorrupt   Key = "unpack.corrupt"   // a compressed file that cannot be decompressed; %s: the codec, %s: why
)

var _ = extend(English, part{
	{UnpackTruncated, "the %s compressed file is cut short (truncated): the games before the cut were read"},
	{UnpackCorrupt, "the %s compressed file is damaged and cannot be decompressed (%s): the games before the damage were read"},
})

var _ = extend(French, part{
	{UnpackTruncated, "le fichier compressé %s est coupé avant sa fin (tronqué) : les parties d’avant la coupure ont été lues"},
	{UnpackCorrupt, "le fichier compressé %s est endommagé et ne peut être décompressé (%s) : les parties d’avant le dommage ont été lues"},
})

// CliFmtCompressed: fmt leaves a compressed file alone; %s: its name.
const CliFmtCompressed Key = "cli.fmt-compressed"

var _ = extend(English, part{
	{CliFmtCompressed, "%s: skipped: a compressed file; fmt rewrites text files (the other commands read it as it is; decompress it to format it)"},
})

var _ = extend(French, part{
	{CliFmtCompressed, "%s : ignoré : un fichier compressé ; fmt réécrit des fichiers de texte (les autres commandes le lisent tel quel ; décompressez-le pour le mettre en forme)"},
})

// The endings a Termination tag gives, in plain words (a message: "the
// game ends by time forfeit") and as the drawings name them.
const (
	TermTimeForfeit      Key = "term.time-forfeit"
	TermAbandoned        Key = "term.abandoned"
	TermAdjudication     Key = "term.adjudication"
	TermRulesInfraction  Key = "term.rules-infraction"
	TermDeath            Key = "term.death"
	TermEmergency        Key = "term.emergency"
	RTermTimeForfeit     Key = "render.termination.time-forfeit"
	RTermAbandoned       Key = "render.termination.abandoned"
	RTermAdjudication    Key = "render.termination.adjudication"
	RTermRulesInfraction Key = "render.termination.rules-infraction"
	RTermDeath           Key = "render.termination.death"
	RTermEmergency       Key = "render.termination.emergency"
)

var _ = extend(English, part{
	{TermTimeForfeit, "time forfeit"}, {TermAbandoned, "abandonment"}, {TermAdjudication, "adjudication"},
	{TermRulesInfraction, "a rules infraction"}, {TermDeath, "a player's death"}, {TermEmergency, "an emergency"},
	{RTermTimeForfeit, "time forfeit"}, {RTermAbandoned, "abandoned"}, {RTermAdjudication, "adjudication"},
	{RTermRulesInfraction, "rules infraction"}, {RTermDeath, "death"}, {RTermEmergency, "emergency"},
})

var _ = extend(French, part{
	{TermTimeForfeit, "la perte au temps"}, {TermAbandoned, "le départ d’un joueur"}, {TermAdjudication, "l’arbitrage"},
	{TermRulesInfraction, "une infraction aux règles"}, {TermDeath, "le décès d’un joueur"}, {TermEmergency, "un cas de force majeure"},
	{RTermTimeForfeit, "perte au temps"}, {RTermAbandoned, "partie quittée"}, {RTermAdjudication, "arbitrage"},
	{RTermRulesInfraction, "infraction aux règles"}, {RTermDeath, "décès"}, {RTermEmergency, "force majeure"},
})

// Chess variants and UCI moves.
const (
	CodeVariantUnjudged Key = "code.variant-unjudged"
	CodeUCIMoves        Key = "code.uci-moves"
	// VVariantUnjudged: %s: the Variant tag's value.
	VVariantUnjudged Key = "validate.variant-unjudged"
	// VUCIMoves: %s: the first move as written, %s: as SAN.
	VUCIMoves Key = "validate.uci-moves"
)

var _ = extend(English, part{
	{CodeVariantUnjudged, "The game is of a chess variant awechec does not replay (Antichess, Crazyhouse, Atomic, Horde, ...): its moves are kept as written through every conversion, not judged; its result and Termination tag are taken as written."},
	{CodeUCIMoves, "The moves are written in UCI form (g1f3, e7e8q), as engines write them: they were read as the moves they name and are written back in SAN."},
	{VVariantUnjudged, "variant %q: awechec does not replay this variant; its moves are kept as written, not judged"},
	{VUCIMoves, "the moves are written in UCI form (%s is %s): read as such, written back in SAN"},
})

var _ = extend(French, part{
	{CodeVariantUnjudged, "La partie est d’une variante des échecs qu’awechec ne rejoue pas (Antichess, Crazyhouse, Atomic, Horde, ...) : ses coups sont gardés tels qu’écrits à travers toutes les conversions, sans être jugés ; son résultat et sa balise Termination sont pris tels qu’écrits."},
	{CodeUCIMoves, "Les coups sont écrits en forme UCI (g1f3, e7e8q), comme l’écrivent les moteurs : ils ont été lus comme les coups qu’ils désignent et sont réécrits en notation algébrique (SAN)."},
	{VVariantUnjudged, "variante « %s » : awechec ne rejoue pas cette variante ; ses coups sont gardés tels qu’écrits, sans être jugés"},
	{VUCIMoves, "les coups sont écrits en forme UCI (%s est %s) : lus comme tels, réécrits en notation algébrique"},
})

// VDropNotChess: a Crazyhouse drop in a game replayed as chess; %s: the
// drop as written.
const VDropNotChess Key = "validate.drop-not-chess"

var _ = extend(English, part{
	{VDropNotChess, "%s drops a piece on the board, a move of Crazyhouse, not of chess: add [Variant \"Crazyhouse\"] if the game is one"},
})

var _ = extend(French, part{
	{VDropNotChess, "%s pose une pièce sur l’échiquier, un coup du Crazyhouse et non des échecs : ajoutez [Variant \"Crazyhouse\"] si la partie en est une"},
})
