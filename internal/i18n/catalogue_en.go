package i18n

// english is the English catalogue. Its texts are fmt formats; a Plural
// chooses words by the number of an argument.
var english = catalogue{
	SevError: "error", SevWarning: "warning", SevNote: "note",
	SideSouth: "South", SideNorth: "North", SideSouths: "South's", SideNorths: "North's",
	ColourWhite: "White", ColourBlack: "Black", ColourWhites: "White's", ColourBlacks: "Black's",
	LangFrench: "French", LangEnglish: "English", LangGerman: "German",
	LangSpanish: "Spanish", LangItalian: "Italian", LangDutch: "Dutch",
	LangAFrench: "a French", LangAEnglish: "an English", LangAGerman: "a German",
	LangASpanish: "a Spanish", LangAItalian: "an Italian", LangADutch: "a Dutch",
	PieceKing: "king", PieceQueen: "queen", PieceRook: "rook", PieceBishop: "bishop",
	PieceKnight: "knight", PiecePawn: "pawn",
	ListAnd: "%s and %s", ListComma: "%s, %s", Empty: "",

	TermCheckmate: "checkmate", TermStalemate: "stalemate", TermDeadPosition: "dead position",
	TermFiftyMoves: "fifty moves", TermAgreement: "agreement", TermResignation: "resignation",
	TermUnterminated: "unterminated", TermUnknown: "unknown", TermFamine: "famine",
	TermNoMove: "no move", TermMajority: "majority", TermFewSeeds: "few seeds",
	TermUnrecorded: "unrecorded", TermCaptures: "captures", TermIllegal: "illegal move",
	TermInterrupted: "interrupted", TermOngoing: "ongoing",

	AweleNoSuchHole:    "no such hole",
	AweleBadSide:       "the side to move is neither South nor North",
	AweleNotYourHole:   "the hole belongs to the other side",
	AweleEmptyHole:     "the hole is empty",
	AweleGameOver:      "the game is over",
	AweleMustFeed:      "the opponent's row is empty and the move does not feed it",
	AweleMustReach:     "the move does not reach the opponent's row",
	AweleMustLeaveSeed: "the move leaves the opponent without seeds",
	AweleGrandSlam:     "grand slam: the move would capture the whole opposing row",
	AweleIllegal:       "the move is not legal",

	Verbatim:        "%s",
	AwelePosTotal:   "bad position %q: %d seeds in all, want %d",
	AwelePosMore:    "bad position %q: %d seeds in all, more than %d",
	AwelePosFields:  "bad position %q: %d fields, want 15 (12 holes, 2 stores, side)",
	AwelePosField:   "bad position %q: %s is %q, want a number 0..%d",
	AwelePosSide:    "bad position %q: side to move is %q, want S or N",
	AweleHole:       "hole %c",
	AweleStoreSouth: "South's store",
	AweleStoreNorth: "North's store",
	AweleCaseBad:    "unknown letter case %q (valid: south-upper, north-upper)",
	AweleParamEnum:  "unknown %s value %q (valid: %s)",
	AweleParamInt:   "bad %s value %q (valid: a number %d..%d)",
	RulesPreset:     "bad rule set: unknown preset %q (valid: %s)",
	RulesOverride:   "bad rule set: override %q is not name=value (parameters: %s)",
	RulesParam:      "bad rule set: unknown parameter %q (valid: %s)",
	RulesTwice:      "bad rule set: parameter %q set twice",
	RulesBad:        "bad rule set: %s",
	HandiForm:       "bad handicap: %q: want a side and p/q, e.g. \"White 3/2\"",
	HandiB:          "bad handicap: %q: B is White in French and Black in English; write the word",
	HandiSide:       "bad handicap: %q: unknown side %q",
	HandiPQ:         "bad handicap: %q: want p/q, e.g. 3/2",
	HandiWhole:      "bad handicap: %q: p and q must be whole numbers",
	HandiRange:      "bad handicap: %q: want 1 <= q <= p <= %d",

	GNul:              "NUL byte in the text",
	GBadUTF8:          "invalid UTF-8 byte",
	GMoreBytes:        "%d more bad bytes in this game are not shown",
	GMoreDiags:        "%d more diagnostics in this game are not shown",
	GNeverClosedVar:   "this variation is never closed: '%s' missing",
	GNeverClosedCmt:   "this comment is never closed: '}' missing",
	GTagValueOpen:     "this tag's value is never closed: '%s' missing",
	GTagOpen:          "this tag pair is never closed: ']' missing",
	GTagForm:          `a tag pair is written [Name "value"] on one line, with \" for a quote inside the value`,
	GAfterResult:      "expected the end of the game after its result, found '%s'",
	GTagAfterMoves:    "a tag pair must stand before the moves",
	GResultInVar:      "the result %s cannot stand inside a variation",
	GNotAMove:         "'%s' is not a move, a move number, a comment or a result",
	GSemiHint:         "; %s",
	GCommentBraces:    "; a comment goes in braces: {%s}",
	GVarClose:         "the variation opened with '%s' must close with '%s', found '%s'",
	GExpected:         "expected a move, a comment or a result, found %s",
	GFoundEnd:         "the end of the text",
	GFoundTok:         "'%s'",
	GHintNull:         "the null move is 0 (zero)",
	GHintCheckAfter:   "a check is written + after its move: %s+",
	GHintCheck:        "a check is written + after its move",
	GHintWrite:        "write %s+",
	GHintPawn:         "pawn moves have no letter: write %s",
	GHintHoles:        "Awélé holes are A–F (South) and a–f (North)",
	GTooDeep:          "variations nested more than %d deep; this one is left out",
	GNumberTooLarge:   "the number %s is too large (at most %d)",
	GTagTwice:         "the %s tag is given twice; PGN allows one: keep one",
	GTagTimes:         "the %s tag is given %d times; PGN allows one: keep one",
	GTagsNoMoves:      "this game has tags but no moves and no result; write its moves and result, or * if unknown",
	GEllipsis:         "an ellipsis belongs after a move number or at the end of an Awélé section",
	GCountParens:      "'%s' is not a move; a capture count is written in parentheses after its hole, in an Awélé section: %c(%s)",
	GCaptureEventChss: "%s is not a chess move; a capture event belongs to an Awélé section",
	GTypedNote:        "read as typed: %s; fmt writes the canonical form",
	GFormQuotesCurly:  `“…” as "…"`,
	GFormQuotesAngle:  `« … » as "…"`,
	GFormSpace:        "a no-break space as a space",
	GFormAs:           "%s as %s",
	GFormEP:           "%s left out (en passant)",
	GCharset:          "the file is not UTF-8: read as Windows-1252 (ISO-8859-1); fmt writes it in UTF-8",
	GMateAlone:        "%s (mate) must follow the mating chess move: write Dxf7#",
	GEPAlone:          "%s (en passant) must follow a pawn capture, as in exd6 %s",
	GHintCastleOrNull: "castling or the null move? write O-O (or O-O-O) for castling, 0 for the null move",
	GHintCastle:       "castling is O-O (kingside) or O-O-O (queenside): write %s",
	GHintMateThen:     "write the mate sign on the move, then its annotation: %s",
	GHintMateThenEx:   "write the mate sign # on the move, then its annotation: Dxf7#!",
	GHintEPApart:      "write e.p. apart from the capture: %s e.p.",
	GHintMateGlued:    "write the mate sign # on the move: %s#",
	GPowerListChess:   "%s is not a chess move; a power list belongs to an Awélé section",
	GColourGroupChess: "%s is not a chess move; colour groups belong to an Awélé section",
	GScorePlace:       "the score %s belongs at the end of an Awélé section",
	GCheckSign:        "a check sign %s must follow a chess move",
	GAnnotation:       "an annotation %s must follow a move",
	GUnexpected:       "unexpected %q",
	GUnknownLanguage:  "unknown language %q (known: fr, en, de, es, it, nl)",
	GLangTie:          "the piece and power letters fit no known language, and %s fit them equally well; add a Language tag",
	GLangNone:         "the piece and power letters fit no known language; add a Language tag",
	GCutByTags:        "no result: the game ends where the tags of the next game begin; write the result, or * if unknown",

	CliProgress:      P("%[1]d ${games} (%[2]s/s)", V("games", 1, "game", "games")),
	CliSkipped:       "game %d skipped: %s",
	CliReadError:     "it could not be read: %s",
	CliReadErrorBare: "it could not be read",
	CliLangUndecided: "its language could not be decided, so its letters cannot be translated; add a Language tag",
	CliNoAwele:       "it has no Awélé game to write in OGN",
	CliFmtSkipped:    "file skipped: game %d could not be read",
	CliFmtOthers:     P(" (and %[1]d other ${games})", V("games", 1, "game", "games")),
	CliFmtNotPrinted: "; no game of the file is printed",
	CliFmtNotWritten: "; no game of the file is rewritten",
	CliFmtNotListed:  "; no game of the file is listed",
	CliBadFormat:     "unknown format %q (want text or json)",
	CliStdinWrite:    "cannot use -w with standard input",
	CliStdinPrompt:   "awechec %[1]s: reading games from standard input; type or paste them, then press Ctrl-D (Ctrl-Z then Enter on Windows); or name files: awechec %[1]s FILE...",
	CliBadAnnotation: "unknown annotation %q (want powers, captures, checks, queues, endings or deciders)",
	CliBadLanguage:   "unknown language %q (want fr, en, de, es, it or nl)",
	CliBadInput:      "unknown input format %q (want agn, pgn or ogn)",
	CliSplitOGN:      "--split is for --to ogn",
	CliSplitOutput:   "--split writes files of its own: -o cannot be given with it",
	CliOGNStream:     "warning: %d OGN records written to one stream: Aualé opens one match per file (it would read the next records' tags as moves); --split DIR writes one file per Awélé game",
	CliToRequired:    "--to is required: pgn, json or ogn",
	CliBadExport:     "unknown export format %q (want pgn, json, ogn, csv or parquet)",
	CliNoGameToShow:  "no game to show in %s",
	CliCheckEmpty:    "no game read: what was given is empty (or holds only spaces)",
	CliNoFiles:       "no files to read: no %s file in %s",
	CliNoFilesAny:    "no files to read: no matching file in %s",
	CliOr:            "%s or %s",
	CliNotExist:      "%s: no such file or directory",
	CliPermission:    "%s: permission denied",
	CliGameError:     "%s: game %d: %s",
	CliExitStatus:    "exit status %d",
	CliBadLang:       "unknown language %q for --lang (want fr or en)",

	CliGenNegative:     "-n %d: the number of games cannot be negative",
	CliGenLang:         "--lang %q: generate writes fr or en",
	CliGenVariant:      "--variant: %v",
	CliGenSyncAwele:    "--synchronous and --variant awele exclude each other",
	CliGenHandicap:     "--handicap applies to Awechec games, not to --variant awele",
	CliRenderTwoPoints: "--ply and --awele-game name two different points; give one",
	CliRenderAwelePly:  "--awele-ply needs --awele-game",
	CliRenderGameNum:   "--game %d: games are numbered from 1",
	CliRenderNegative:  "--awele-game and --awele-ply cannot be negative",
	CliRenderDir:       "%s is a directory: render draws one game of one file",
	CliStatsFormat:     "unknown format %q (want text, json or csv)",
	CliStatsPerGame:    "--per-game writes csv or json: add --format csv or --format json",
	CliRenderNoGame:    P("%[1]s has %[2]d ${games}, no game %[3]d", V("games", 2, "game", "games")),

	HelpAwechecShort:        "Read, check, convert and analyse Awechec and Awélé game records",
	HelpAnnotateShort:       "Write games in canonical AGN with what the replay knows written in",
	HelpCheckShort:          "Replay every game through the rules and report each defect",
	HelpConvertShort:        "Write game records in canonical AGN, in another language or from PGN or OGN",
	HelpExportShort:         "Export games as PGN for chess programs, as JSON, or their Awélé games as OGN",
	HelpFmtShort:            "Write game records in canonical AGN",
	HelpGenerateShort:       "Write random legal games in canonical AGN",
	HelpHtmlShort:           "Write a self-contained HTML page that replays the games",
	HelpRenderShort:         "Draw the Awechec board at one point of a game as an SVG picture",
	HelpRulesShort:          "List the Awélé rule sets, or show every parameter of one",
	HelpStatsShort:          "Sum up collections of games: validity, results, powers, null moves",
	HelpVersionShort:        "Print the version of awechec",
	HelpAnnotateOnly:        "write only these annotations (comma-separated: powers,captures,checks,queues,endings,deciders)",
	HelpAnnotateFrom:        "input format: agn, pgn or ogn",
	HelpAnnotateOutput:      "write to this file instead of standard output",
	HelpAnnotateWidth:       "longest movetext line, in columns",
	HelpCheckFormat:         "output format: text or json",
	HelpCheckStrict:         "count warnings as defects",
	HelpCheckJobs:           "games checked at once (default: every core)",
	HelpCheckQuiet:          "text format: print only the summary line",
	HelpConvertTo:           "language of the output: fr, en, de, es, it or nl (default: the game's)",
	HelpConvertFrom:         "input format: agn, pgn or ogn",
	HelpConvertOutput:       "write to this file instead of standard output",
	HelpConvertWidth:        "longest movetext line, in columns",
	HelpExportTo:            "output format: pgn, json, ogn, csv or parquet (required)",
	HelpExportFrom:          "input format: agn, pgn or ogn",
	HelpExportOutput:        "write to this file instead of standard output (--to ogn: a directory means --split)",
	HelpExportSplit:         "--to ogn: write each Awélé game to its own file in this directory",
	HelpExportWidth:         "longest line of PGN movetext, in columns",
	HelpFmtWrite:            "rewrite files in place when their formatting differs",
	HelpFmtList:             "list files whose formatting differs from canonical AGN",
	HelpFmtCheck:            "exit 1 when a file is not canonical, listing it on standard error",
	HelpFmtWidth:            "longest movetext line, in columns",
	HelpGenerateNumber:      "number of games",
	HelpGenerateSeed:        "seed of the random stream",
	HelpGenerateLang:        "language of the records: fr or en",
	HelpGenerateHandicap:    "give each Awechec game a random handicap",
	HelpGenerateSynchronous: "play synchronous Awechec",
	HelpGenerateVariant:     "awechec, synchronous or awele",
	HelpGenerateJobs:        "games generated at once (default: every core)",
	HelpHtmlOutput:          "write the page to this file (default: standard output)",
	HelpHtmlTitle:           "page title (default: the first game's)",
	HelpRenderGame:          "game of the file to draw (1-based)",
	HelpRenderPly:           "draw after this chess half-move (0: before the first), or after a move as written: 7. (White's 7th), 7... (Black's)",
	HelpRenderAweleGame:     "draw inside this Awélé game (1-based)",
	HelpRenderAwelePly:      "with --awele-game: draw after this Awélé move (0: its start)",
	HelpRenderOutput:        "write the SVG to this file (default: standard output)",
	HelpStatsFormat:         "output format: text, json or csv",
	HelpStatsPerGame:        "one row per game (csv or json lines) instead of the summary",
	HelpStatsStrict:         "count warnings as defects",
	HelpStatsJobs:           "games replayed at once (default: every core)",
	HelpStatsParseOnly:      "read the games without replaying them",
	HelpAwechecLang:         "language of the messages and help: fr or en (default: from LC_ALL, LC_MESSAGES, LANG)",
	HelpHelp:                "help for %s",

	HelpAwechecLong: `awechec is a toolkit for the game records of Awechec (also published as
Awarichess) and of Awélé/Oware: it reads AGN archives and the looser forms
people write, replays every rule, points at each defect, and converts and
exports games.`,
	HelpAnnotateLong: `annotate replays every game and writes it in canonical AGN with the replay's
knowledge written in (main line only):

  powers    the power token with its colour before every half-move that
            consumed a power; colourless tokens get their colour
  captures  the capture count of every capturing Awélé move: E(3)
  checks    + and # where the position gives them
  queues    each Awélé game's power queue, drawn in a comment as seed
            000's 7x7 grid of cones (reading order from White's side)
  endings   a comment saying how each Awélé game ended
  deciders  a comment after each null move saying who decided it

Every annotation is on by default: --no-NAME turns one off, --only a,b keeps
only those named. The comments are French for a French record, English
otherwise (convert --to rewrites them in the target language). Annotating
an annotated record changes nothing: a comment that annotate finds already
written, word for word, is not written again. annotate --only powers is the "fill in power colours" of fmt.

Exit status: 0 every game valid, 1 a game has defects (or could not be
read), 2 usage or I/O error.`,
	HelpCheckLong: `check reads Awechec and Awélé game records and replays them: the Awélé
games under their rule set, the power queue (handicaps included), chess with
null moves, results. Each defect is reported with file:line:col, the source
line, a caret and a stable code (docs/DIAGNOSTICS.md).

Paths are files, directories (walked recursively for .agn and .pgn files;
a .pgn file is read as PGN, with its [%%power] and [%%awele] commands) or "-"
for standard input (also when no path is given). Games are checked on
every core; the output keeps the input order.

--format text (default) writes each diagnostic in compiler style, then one
summary line. --format json writes one JSON object per game and line
(docs/EXPORT.md): file, game, line, valid, diagnostics, queues, result,
termination, fen.

Exit status: 0 every game valid, 1 a defect was found, 2 usage or I/O error.`,
	HelpConvertLong: `convert reads game records and writes them in canonical AGN (the form fmt
writes), keeping every tag, comment, NAG and variation. As fmt does, it
gives power tokens written without their colour, (7), the colour of the
queue the replay rebuilds: (7=B), with or without --to.

  --to LANG     translate the letters into fr, en, de, es, it or nl: piece
                and promotion letters, power and capture colour letters,
                section keywords, the Language tag and the side of the
                Handicap tag (Blancs/Noirs, White/Black), and the comments
                annotate writes, in the target's words. German, Spanish,
                Italian and Dutch have no power letters of their own: the
                output writes English W and B and says so in a
                [PowerLetters "en"] tag. A game whose letters leave its
                language undecided is replayed first, and the replay decides.
  --from pgn    read PGN (awechec export --to pgn, or any chess PGN: English)
  --from ogn    read Oware Game Notation (Aualé's files, or export --to ogn)

A directory is walked recursively for .agn and .pgn files, for .pgn files
with --from pgn and for .ogn files with --from ogn; no path, or "-", reads
standard input.

Plain chess games (no Awélé section, no power token) are read, replayed and
converted as well, so convert also serves ordinary chess collections.

Every game is replayed; its diagnostics go to standard error and the game is
still written, unless the reader could not read it or, with --to, its
language cannot be decided: standard error then says "file:line: game N
skipped: why".

Exit status: 0 every game valid, 1 a game has defects (or could not be
read), 2 usage or I/O error.`,
	HelpExportLong: `export replays every game and writes it in another format
(docs/EXPORT.md):

  --to pgn    the chess game as standard PGN that chess programs and
              pgn-extract read: English SAN, null moves as --, each power as
              {[%%power 4 B]}, each Awélé section as {[%%awele ...]}, a
              [Variant "Awechec"] tag. convert --from pgn reads it back into
              the same game.
  --to json   one JSON object per game and line: tags, each Awélé game's
              moves with the board after each and its captures, ending and
              power queue, each chess half-move (SAN as written and in
              English, FEN after, power, decider, check, mate), the
              diagnostics (docs/schema/export.schema.json).
  --to ogn    each Awélé game as an Oware Game Notation record, as Aualé
              writes and reads it; convert --from ogn reads it back.
              Aualé opens one match per file: --split DIR (or -o naming a
              directory) writes each Awélé game to its own file in DIR,
              named from the input file, the game and the Awélé game:
              partie-g002-a1.ogn (stdin-g001-a1.ogn for standard input).
              Several records written to one stream are separated by a
              blank line, and standard error warns.
  --to csv, --to parquet
              a table for databases (DuckDB, pandas, Spark): one row per
              game, every tag a column, with the replay's result,
              termination, plies, validity and the opening named by
              position (docs/DUCKDB.md); --moves -o games.csv also writes
              games-moves.csv, one row per chess half-move and Awélé move.

Games with defects are exported all the same; their diagnostics go to
standard error.

Exit status: 0 every game valid, 1 a game has defects (or could not be
read), 2 usage or I/O error.`,
	HelpFmtLong: `fmt writes every game of the given files in canonical AGN, the one form
that awechec writes (docs/FORMAT-CANONICAL.md), in the manner of gofmt.

Power tokens written without their colour, (7), get it from the queue the
replay rebuilds: (7=B). With no flags the canonical text goes to standard
output. A directory is walked recursively for .agn files (.pgn files are
left alone, with a message: fmt writes AGN); no path, or "-", reads
standard input. A PGN or OGN record (a .pgn or .ogn file, or standard
input holding the PGN export or an OGN record) is left alone the same way:
awechec convert reads it and writes AGN; named on the command line or on
standard input, it makes fmt exit 2 (fmt < x.pgn > y.agn writes nothing
and fails, instead of leaving an empty y.agn behind). Games are read one at a time. Printed, a
file's canonical text is held until the whole file is read (a file with a
syntax error is not printed): its first 4 MB in memory, the rest in a
temporary file (in $TMPDIR), so memory does not grow with the file;
-w, -l and --check hold nothing (on standard input, -l and --check hold
the input).

  -w        rewrite each file in place, only when its text changes
            (through symbolic links, keeping mode, owner and hard links;
            a read-only file is refused unless --force)
  -l        list the files whose text is not canonical
  --check   list them on standard error and exit 1 if there is any

A file with a syntax error is never rewritten nor printed: its diagnostics
go to standard error with a line saying the file was skipped, the other
files are still formatted, and fmt exits 2
(as gofmt does), so that a script tells "needs formatting" (1) from "cannot
be formatted" (2). Warnings do not stop formatting.

Exit status: 0 done (every file canonical with --check), 1 a file is not
canonical (--check), 2 a syntax error, a PGN or OGN record named or on
standard input, a usage error or an I/O error.`,
	HelpGenerateLong: `generate plays random but plausible games that follow every rule and
writes them to standard output in canonical AGN, one after another, as they
are played: memory stays flat whatever -n.

Awechec games (the default) play Awélé games whose captures feed the chess
game; the owner of each power chooses a normal move or the null move (more
often the null move when the power is the opponent's); games end by mate,
stalemate, dead position, a fifty-move draw, a resignation or an agreed draw,
after about 150 to 250 half-moves. --synchronous plays synchronous Awechec,
--variant awele standalone Awélé records under rule sets drawn among the
presets, --handicap gives each Awechec game a handicap (3/2, 2/1 or 3/1).

The same --seed and flags give the same bytes, whatever the number of cores.`,
	HelpHtmlLong: `html replays every game of the files and writes one HTML page that plays
them back in a browser: the Awechec board as render draws it, every Awélé
move and chess half-move forward and back (buttons, the arrow keys, Home and
End), the comments, the power each half-move consumed and who decided, and
the diagnostics. Several games give one page with a game list.

The page is one file with its style, script and pictures inline: it needs
no network access and no other file.

Paths are files, directories (walked recursively for .agn and .pgn files)
or "-" for standard input (also when no path is given). Games with defects
are shown as far as their replay went; their diagnostics go to standard
error.

Exit status: 0 every game valid, 1 a game has defects, 2 usage or I/O
error.`,
	HelpRenderLong: `render replays one game of a file and draws the Awechec board at one point
of it as a standalone SVG picture (no external resource): the chessboard and
its pieces, the powers still queued as light and dark cones on the 7x7 dots
between the squares, the twelve Awélé holes around the board with their
seeds and the two stores, the last move marked (squares or hole), the side
to move and whose power comes next. It draws only what the game has: a
standalone Awélé record, the Awélé board alone; a game of standard chess
([Variant "Standard"]), the chessboard alone.

The point is the final position unless --ply or --awele-game says otherwise:
--ply K draws the board after chess half-move K (null moves count; 0 is just
before the first half-move, once the Awélé game that feeds it is over);
--awele-game A --awele-ply M draws it after move M of Awélé game A (M 0 is
the start of that Awélé game). A file of "-", or none, reads standard input.

A game with defects is drawn as far as its replay went (an illegal move
stops it); its diagnostics go to standard error.

Exit status: 0 the game drawn is valid, 1 it has defects, 2 usage or I/O
error (no such game or point).`,
	HelpRulesLong: `Without argument, rules lists the Awélé rule-set presets, one per line,
with a description and the seed text it comes from. With a spec such as
"abapa" or "abapa,grand-slam=forbidden" it prints every parameter of that
rule set: name, value, meaning and the valid values.`,
	HelpStatsLong: `stats replays every game of the given files on every core, as check does,
and sums up the collection: games valid and invalid by diagnostic code,
results and terminations, Awélé games per game and how they ended, powers
per colour and consumed, null moves and who decided them (the mover's own
choice, or imposed by the opponent whose power it was), average lengths, and
the same by language, Awélé rule set and variant (docs/STATS.md).

Paths are files, directories (walked recursively for .agn and .pgn files)
or "-" for standard input (also when no path is given). A progress bar is
drawn on standard error when it is a terminal.

--format text (default) is for a person, json one object, csv a long table
"metric,key,value". --per-game writes one row per game instead, for
spreadsheets and analytical databases: CSV with a header (--format csv) or
JSON lines (--format json).

--players writes one line per player instead: games, points and score,
the score as White and as Black, when giving a handicap, receiving one or
neither, powers per Awélé game, null moves chosen with one's own power and
imposed with it on the opponent, and the performance rating when the games
have Elo tags. --crosstable EVENT writes the crosstable of the games whose
Event tag is EVENT. Both take --format text or json.

Exit status: 0 every game valid, 1 a game has defects (the summary is
written all the same), 2 usage or I/O error.`,

	HelpAnnotateNoCaptures: "leave out capture counts of the Awélé moves",
	HelpAnnotateNoChecks:   "leave out + and # where the position gives them",
	HelpAnnotateNoDeciders: "leave out who decided each null move",
	HelpAnnotateNoEndings:  "leave out how each Awélé game ended",
	HelpAnnotateNoPowers:   "leave out power tokens with their colour before every power-consuming half-move",
	HelpAnnotateNoQueues:   "leave out each Awélé game's power queue as a 7x7 grid",

	HelpAwechecCpuprofile: "write a CPU profile to this file (for go tool pprof)",

	RStart:             "Start",
	REnd:               "end",
	RSouth:             "South",
	RNorth:             "North",
	RWhite:             "White",
	RBlack:             "Black",
	RNorthBlack:        "North · Black",
	RSouthWhite:        "South · White",
	RGame:              "Game %d",
	RSows:              "%s sows %s",
	RCaptureEvent:      "%s capture event",
	RCaptures:          ", captures %d (%s)",
	RPower:             "power",
	RPowers:            "powers",
	RAweleGame:         "Awélé game %d",
	RAweleToMove:       "Awélé game %d: %s to move",
	RToMove:            "%s to move",
	RNextPower:         "next power: %s",
	RGameEnds:          "Awélé game %d ends: %s; score %d-%d, queue %s",
	RCollects:          P("%[1]s collects %[2]d ${seeds}", V("seeds", 2, "seed", "seeds")),
	RShared:            "shared %d-%d",
	RRemoved:           P("%d ${seeds} removed", V("seeds", 1, "seed", "seeds")),
	RPowerDecided:      "Power %d (%s): %s made %s play %s",
	RPowerChose:        "Power %d (%s): %s chose to play %s",
	RAnswersCheck:      "%s answers the check: no power consumed",
	RNormalMove:        "a normal move",
	RNullMove:          "the null move",
	RCheckmate:         "; checkmate",
	RSideColour:        "%s (%s)",
	RPageGames:         "Games",
	RPageMoves:         "Moves",
	RPageDiags:         "Diagnostics",
	RPageChess:         "Chess",
	RPageStart:         "Start",
	RPageEnd:           "End",
	RPageBack:          "Back",
	RPageFwd:           "Forward",
	RPageStartKey:      "Start (Home)",
	RPageEndKey:        "End (End)",
	RPageBackKey:       "Back (←)",
	RPageFwdKey:        "Forward (→)",
	RSeed:              "seed",
	RSeeds:             "seeds",
	RAweleEnds:         "The Awélé game ends: %s; score %d-%d",
	RPageInvalid:       "(invalid)",
	REndingFamine:      "famine",
	REndingNoMove:      "no move left",
	REndingMajority:    "majority reached",
	REndingFewSeeds:    "too few seeds left",
	REndingAgreement:   "agreed stop",
	REndingUnrecorded:  "rest not recorded",
	REndingIllegalMove: "stopped at an illegal move",
	REndingCaptures:    "captures",
	REndingInterrupted: "interrupted",
	RTermCheckmate:     "checkmate",
	RTermStalemate:     "stalemate",
	RTermDeadPosition:  "dead-position",
	RTermFiftyMoves:    "fifty-moves",
	RTermAgreement:     "agreement",
	RTermResignation:   "resignation",
	RTermFamine:        "famine",
	RTermNoMove:        "no-move",
	RTermMajority:      "majority",
	RTermFewSeeds:      "few-seeds",
	RTermUnrecorded:    "unrecorded",
	RTermIllegalMove:   "illegal-move",
	RTermCaptures:      "captures",
	RTermInterrupted:   "interrupted",
	RNoPosition:        "render: no position to draw",
	RNoAweleGame:       P("render: no Awélé game %[1]d with moves (the record has %[2]d ${games})", V("games", 2, "Awélé game", "Awélé games")),
	RAweleMoves:        P("render: Awélé game %[1]d has %[2]d ${moves}, not %[3]d", V("moves", 2, "move", "moves")),
	RChessPlies:        P("render: the game has %[1]d ${plies}, not %[2]d", V("plies", 1, "chess half-move", "chess half-moves")),
	RNoGame:            "render: no game to write",
	RNoStep:            "render: game %d has no step",

	ConvLangUnknown: "the game's language must be known before its letters can be translated",
	ConvSourceLang:  "unknown source language %q",
	ConvTargetLang:  "unknown target language %q",
	GenVariant:      "unknown variant %q (want awechec, synchronous or awele)",
	GenLang:         "language %q: the generator writes fr or en",

	SGames:             "games",
	SValid:             "valid",
	SInvalid:           "invalid",
	SWithErrors:        "with errors",
	SWithWarnings:      "with warnings only",
	SDiagnostics:       "diagnostics",
	SByCode:            "games by diagnostic code",
	SResults:           "results",
	STerminations:      "terminations",
	SAweleGames:        "Awélé games",
	SAweleGamesPerGame: "games by number of Awélé games",
	SAweleEndings:      "Awélé endings",
	SAweleMoves:        "Awélé moves",
	SPowers:            "powers",
	SWhite:             "  white",
	SBlack:             "  black",
	SConsumed:          "  consumed",
	SPlies:             "chess half-moves",
	SChecks:            "  checks",
	SNullMoves:         "null moves",
	SChosen:            "  chosen by the mover",
	SImposed:           "  imposed by the opponent",
	SPowerUnknown:      "  power unknown",
	SBytes:             "bytes",
	SByLanguage:        "by language",
	SByRules:           "by rule set",
	SByVariant:         "by variant",
	SPerGame:           "%.*f/game",
	SPercent:           "%.1f%%",
	SCount:             "%d",
	SOfDecisions:       "%s of their decisions",
	SColPlies:          "plies",
	SSeeds:             "seeds (Awélé records)",
	SSouth:             "  south",
	SNorth:             "  north",

	RulesMeaning1:        "a move capturing the whole opposing row is illegal unless no other move exists; then it captures nothing",
	RulesMeaning2:        "a move capturing the whole opposing row may be played but captures nothing",
	RulesMeaning3:        "a move capturing the whole opposing row may be played and captures it",
	RulesMeaning4:        "a move capturing the whole opposing row is always illegal",
	RulesMeaning5:        "when the opponent's row is empty, the move must sow into it",
	RulesMeaning6:        "every move must sow at least one seed into the opponent's row",
	RulesMeaning7:        "every move must leave a seed in the opponent's row after captures",
	RulesMeaning8:        "no feeding obligation",
	RulesMeaning9:        "a capture takes every qualifying hole back from the last seed",
	RulesMeaning10:       "no stop on a majority: every seed is played for",
	RulesMeaning11:       "no stop on few seeds left",
	RulesMeaning12:       "when the mover has no legal move the game stops; the rest counts for nobody",
	RulesMeaning13:       "when the mover has no legal move the rest goes to the player whose row holds it (the mover in a famine)",
	RulesMeaning14:       "after an agreed stop or a repetition each player takes the seeds in his row",
	RulesMeaning15:       "after an agreed stop or a repetition each player takes half the rest (an odd seed is removed)",
	RulesMeaning16:       "after an agreed stop or a repetition the rest is removed and counts for nobody",
	RulesMeaning17:       "North's holes are written A-F, South's a-f",
	RulesMeaning18:       "South's holes are written A-F, North's a-f",
	RulesMaxCapture:      "a capture takes at most %d holes, the last sown ones",
	RulesMajority:        "the game ends when a player has %d seeds or more; the rest counts for nobody",
	RulesFewSeeds:        "the game ends when fewer than %d seeds are on the board; they count for nobody",
	RulesDescAwechec:     "Awélé inside Awechec: feed an empty opponent; grand slam only when forced, then without capture; famine mover collects; no 25-seed stop; agreed rest removed",
	RulesDescAbapa:       "Abapa (World Oware Federation): grand slam played without capture; ends at 25, by famine (mover collects) or agreement/cycle (each takes his row)",
	RulesDescAwele001:    "every move must leave the opponent a seed after captures; no such move stops the game (rest not counted); North uppercase",
	RulesDescCoteDivoire: "Côte d'Ivoire: every move must reach the opponent; no grand slam; at most 4 holes captured; ends at 25 or under 3 seeds",
	RulesDescMbekh:       "Mbekh ô kôla (Gabon): abapa without the feeding rule",

	FENFields:          "a FEN has 6 fields (or 4, without clocks)",
	FENRankSquares:     "rank %d does not have 8 squares",
	FENRanks:           "the board needs 8 ranks",
	FENRankLong:        "rank %d is too long",
	FENPieceLetter:     "unknown piece letter %q: FEN writes English letters, KQRBNP for White and kqrbnp for Black, whatever the record's language",
	FENPawn:            "pawn on %s",
	FENKings:           "each side needs exactly one king",
	FENSide:            "side to move must be w or b",
	FENNotMoverInCheck: "the side not to move is in check",
	FENCastling:        "bad or impossible castling rights",
	FENCastlingQ:       "bad or impossible castling rights %q",
	FENEnPassant:       "bad en-passant square",
	FENEnPassantImp:    "impossible en-passant square %s",
	FENHalfMove:        "bad half-move clock",
	FENFullMove:        "bad full-move number",
	FENSyntax:          "chess: %q: %s",

	CobraUnknownCommand: "unknown command \"%s\" for \"%s\"",
	CobraDidYouMean:     "\n\nDid you mean this?\n%s",
	CobraUnknownFlag:    "unknown flag: %s",
	CobraUnknownShort:   "unknown shorthand flag: '%s' in %s",
	CobraNeedsArg:       "flag needs an argument: %s",
	CobraBadArg:         "invalid argument \"%s\" for \"%s\" flag: %s",
	CobraMaxArgs:        "accepts at most %s arg(s), received %s",

	RulesSrcAwechec:     "seed 000, annex",
	RulesSrcAbapa:       "seeds 004 and 002",
	RulesSrcAwele001:    "seed 001",
	RulesSrcCoteDivoire: "seed 003",
	RulesSrcMbekh:       "seed 004",

	RTagEvent:       "Event",
	RTagSite:        "Site",
	RTagDate:        "Date",
	RTagRound:       "Round",
	RTagWhite:       "White",
	RTagBlack:       "Black",
	RTagResult:      "Result",
	RTagAnnotator:   "Annotator",
	RTagWhiteElo:    "WhiteElo",
	RTagBlackElo:    "BlackElo",
	RTagVariant:     "Variant",
	RTagLanguage:    "Language",
	RTagHandicap:    "Handicap",
	RTagAweleRules:  "AweleRules",
	RTagAweleCase:   "AweleCase",
	RTagTermination: "Termination",
	RTagTimeControl: "TimeControl",
	RTagEventDate:   "EventDate",
	RTagSource:      "Source",
	RTagPlyCount:    "PlyCount",
	RTagColon:       "%s: %s",

	CodeSyntax:            "The text does not follow the AGN grammar; the message says what was expected. A warning for a game with tags but no moves and no result, or one cut off by the next game's tags without a result.",
	CodeEncoding:          "The bytes are not valid UTF-8, or hold a NUL byte; a word processor's document (.docx, .odt: a zip archive) gets one such error, saying to save it as plain text (.txt), and is read no further.",
	CodeTooDeep:           "Variations or comments are nested deeper than the reader allows.",
	CodeNumberRange:       "A number (move number, capture count, power number, NAG) is too large to be meant.",
	CodeTagValue:          "A tag's value cannot be used (unknown rule set, handicap, language, position), or a tag is given twice (an error for the tags the tools read, a warning for the others).",
	CodeLanguageAmbiguous: "The language of the letters cannot be worked out: no language reads every letter and the evidence ties, or several readings are legal and differ, or none is legal.",
	CodeLanguageDecided:   "The letters left the language open (R and B mean other pieces in French and English); the game is legal in only one reading, which the replay kept.",
	CodeAweleIllegalMove:  "An Awélé move that the game's rule set forbids (empty hole, not the mover's hole, feeding, grand slam, game over).",
	CodeAweleCaptureCount: "A written Awélé capture count differs from the seeds the move captures.",
	CodeAweleCaptureMiss:  "An Awélé move captures seeds but the text writes no count.",
	CodeAweleScore:        "A written Awélé score differs from the replay's score.",
	CodePowerMismatch:     "A power token's number or colour differs from the power the queue gives; the following tokens of the same Awélé game that differ the same way (or are numbered on from a token written on a check answer) are counted in the first one's message, and so are the tokens whose colour letter the game does not read, (1=b).",
	CodePowerMissing:      "A half-move that consumes a power has no power token written; the following ones of the same line are counted in the first one's message.",
	CodePowerUnexpected:   "A power token stands where no power is consumed (the side is in check).",
	CodePowersExhausted:   "The chess game goes on after every recorded power was consumed.",
	CodeNullInCheck:       "The null move was played by a side in check.",
	CodeIllegalMove:       "A chess move that is not legal in the position.",
	CodeAmbiguousMove:     "A chess move that fits several legal moves.",
	CodeCheckClaim:        "A + or # that the position does not bear out (a missing one is a warning).",
	CodeResultMismatch:    "The result token, the Result tag and the replay disagree; the diagnostic stands on the one that is wrong (a result the replay knows but the record writes nowhere, or as *, is a warning at the * or the last move; so is, in a standalone Awélé record stopped by agreement, a result the written score contradicts).",
	CodeMoveAfterEnd:      "A move written after the game ended (mate, stalemate, or an Awélé game's end).",
	CodeMoveNumber:        "A move number that does not fit the replay's count; the following wrong Awélé move numbers of the same Awélé game are counted in the first one's message.",
	CodeAweleEarly:        "A new Awélé game (or, in the synchronous variant, an Awélé move) while powers of the queue are still to be consumed.",
	CodeSectionUnexpected: "A section the game's variant does not have: chess in an Awele record, Awélé in a Standard game.",
	CodeCaptureClaim:      "A chess move written with x (or :) that captures nothing, or with e.p. that is no en-passant capture.",
	CodeTypedForm:         "A form as word processors and players type it was read as its canonical form: typographic quotes around a tag value (“…”, « … »), × for x, e.p. or ep after an en-passant capture, mat or ≠ for #, ½-½ or an en dash in a result (1–0), no-break spaces. One note per game lists them; fmt writes the canonical form.",
	CodeCharset:           "The file is not UTF-8 but Windows-1252 (ISO-8859-1, as French Windows tools save) or UTF-16 (Windows Notepad's \"Unicode\"): it was decoded, once said per file; columns count in the decoded text; fmt writes UTF-8.",

	VNoChessInAwele:    "an Awele record has no chess moves",
	VNoChessSection:    "an Awele record has no chess section",
	VStandardNoAwele:   "a Standard game has no Awélé section",
	VStandardNoAweleMv: "a Standard game has no Awélé moves",
	VGameOver:          "the game is over (%s)",
	VStandardNoPowers:  "a Standard game has no powers",
	VNullNotStandard:   "the null move does not exist in standard chess",
	VCheckNoPower:      "%s is in check: answering a check consumes no power; write the move without a power token",
	VNullInCheck:       "%s is in check: the null move is not allowed",
	VBadFile:           "bad file %s",
	VBadRank:           "bad rank %s",
	VNoDestination:     "the move has no destination square",
	VNotPieceLetter:    "%c is not %s piece letter",
	VNotPromoLetter:    "%c is not %s promotion letter",
	VLetterList:        " (%s)",
	VLetterIs:          "; %s is %c: write %s",
	VCapturesNothing:   "%s captures nothing",
	VNotEnPassant:      "%s is no en-passant capture: leave out e.p.",
	VAmbiguous:         "%s fits %d moves (%s)",
	VIllegal:           "%s is not a legal move for %s%s",
	VHintEnPassant:     ": en passant is only possible right after the double step",
	VHintDidYouMean:    ": did you mean %s?",

	VExhNone: "no Awélé game has given any power",
	VExhPool: P("the last capture gave no power: its %[1]d seeds went into %[2]s's handicap pool (%[3]d seeds there, %[4]d give %[5]d ${powers}): the Awélé game must resume",
		V("powers", 5, "power", "powers")),
	VExhNoneYet:     "Awélé game %d has given no power yet: it must resume",
	VExhNothing:     "the last Awélé move captured nothing: the Awélé game must resume",
	VExhLastCapture: "every power of the last capture is consumed: the Awélé game must resume",
	VExhUnrecNone:   "Awélé game %d recorded no power and the rest of it was not recorded: add the next Awélé game before this move",
	VExhUnrec:       "every recorded power is consumed and the rest of the Awélé game was not recorded: add the next Awélé game before this move",
	VExhGaveNone:    "Awélé game %d gave no power: a new Awélé game must come first",
	VExhAll:         "every power is consumed: a new Awélé game must come first",

	VMismatchBoth:   "the power consumed here is power %d, %s: write (%d=%c)",
	VMismatchNumber: "the power consumed here is power %d, not %d: write (%d=%c)",
	VMismatchColour: "power %d is %s, not %s: write (%d=%c)",
	VFoldMore: P("; and %[1]d more power ${tokens} of this Awélé game ${differ} the same way (${numbers} %[2]s)",
		V("tokens", 1, "token", "tokens"), V("differ", 1, "differs", "differ"), V("numbers", 1, "number", "numbers")),
	VFoldHint:     ": %s",
	VHintNumbered: "powers are numbered from 1 in each Awélé game",
	VHintPoolDrop: "the pool of a handicap is dropped at the end of each Awélé game",
	VHintShift:    "they are numbered on from the power token written on the check answer, which consumes no power",
	VBadLettersMore: P("; and %[1]d more power ${tokens} (numbers %[2]s)",
		V("tokens", 1, "token writes such a letter", "tokens write such a letter")),
	VBadLettersGames: P("; and %[1]d more power ${tokens}",
		V("tokens", 1, "token writes such a letter", "tokens write such a letter")),
	VHintNoHandicap: "they fit no handicap: is the Handicap tag wrong?",
	VHintFitTag:     "they fit [Handicap %q]",
	VHintMissingTag: "is a [Handicap %q] tag missing?",
	VPowerMissing:   "power %d (%s) is consumed here but not written: write (%d=%c) before the move",
	VMissingMore: P("; and %[1]d more ${moves} no power token (${plies} %[2]s)",
		V("moves", 1, "half-move has", "half-moves have"), V("plies", 1, "ply", "plies")),
	VNumbersMore: P("; and %[1]d more Awélé move ${numbers} of this Awélé game ${do} not fit (%[2]s)",
		V("numbers", 1, "number", "numbers"), V("do", 1, "does", "do")),
	VNumbersPairs: ": Awélé moves are numbered in pairs, South's and North's, as chess moves are: %s",
	VNumbersFrom1: ": Awélé moves are numbered from 1 in each Awélé game",

	VCheckMateNotCheck: "%s written but the move gives check, not mate",
	VCheckMateNot:      "%s written but the move is not mate",
	VCheckNot:          "+ written but the move gives no check",
	VCheckWriteMate:    "the move mates: write #",
	VCheckWrite:        "the move gives check: write +",
	VMoveNumber:        "this is move %s",
	VAweleMoveNumber:   "this is Awélé move %s",

	VAweleMoveErr:   "%c (%s to move): %s",
	VNotYourHole:    "%c is a hole of %s row and %s is to move",
	VReadsLowercase: "; the section reads as a legal game with %s holes in lowercase: add [AweleCase %q]",
	VNorthBegan:     "; if North began, number its move 1...: 1... %c",
	VIfLowercase:    "; if %s holes are in lowercase, add [AweleCase %q]",
	VAgreedScore:    "the result is %s but the score written is %d-%d: %s, and the one with more seeds wins; write %s, or say in a comment why not",
	VSeedsEven:      "the seeds are even",
	VSouthMore:      "South has more seeds",
	VNorthMore:      "North has more seeds",
	VOverMajority:   "%s has %d seeds",
	VOverFamine:     "famine: %s cannot feed %s",
	VOverNoMove:     "%s row is empty: %s has no move",
	VOverFewSeeds:   "fewer than %d seeds are left on the board",
	VOverScore:      "it stopped by agreement (a score token closed it)",
	VOverSection:    "its section ended, an agreed stop",
	VOverUnrecorded: "`...` closed it",
	VOverCaptures:   "its captures-only section ended",
	VOverIllegal:    "its replay stopped at an illegal move",
	VOverEnded:      "it has ended",

	VColourIn:        "in %s",
	VColourInLetters: "in the %s power letters this game writes (%c White, %c Black)",
	VNotColourLetter: "%q is not a power colour letter %s",
	VWritePower:      ": write (%d=%c)",
	VColourMeans:     " (%c is %s for %s, which %s writes %c)",
	VWriteLetter:     ": write %c",
	VOrAddTag:        ", or add [%s %q] if the game writes its powers in %s letters",

	VPowerToken:     "power token %s: %s",
	VTwoTokens:      "two power tokens in a row: this one stands before no half-move",
	VNoHalfMove:     "no half-move follows it",
	VSectionFirst:   "a section begins before any half-move",
	VChessOverAwele: "the chess game is over (%s): no new Awélé game may start",
	VPowerOne:       "power %d",
	VPowerRange:     "powers %d to %d",
	VNewAweleEarly:  "a new Awélé game starts while %s of Awélé game %d must still be consumed: the chess half-moves for them come first",
	VAweleOver:      "Awélé game %d is over: %s",
	VResumeEarly:    "the Awélé game resumes while %s must still be consumed: the chess half-moves for them come first",
	VCapturesOnly:   "a captures-only Awélé section cannot hold moves",
	VNotHoleLetter:  "%q is not a hole letter: Awélé holes are A–F (%s) and a–f (%s)",
	VCaptureNone:    "%c captures nothing, not %d: write %c",
	VCaptureWrong:   P("%[1]c captures %[2]d ${seeds}, not %[3]d: write %[4]c(%[5]d)", V("seeds", 2, "seed", "seeds")),
	VCaptureMissing: P("%[1]c captures %[2]d ${seeds}: write %[3]c(%[4]d)", V("seeds", 2, "seed", "seeds")),
	VEventsAfter:    "capture events cannot follow Awélé moves in one game",
	VEventSeeds:     "%d seeds: an Awélé game captures 1 to %d seeds in all (%d so far)",
	VListNumber:     "this is power %d of the list, not %d: write %d:%c",
	VScore:          "the score is %d-%d, not %d-%d%s",
	VRestShared:     ": %d-%d captured, and %s each player took the seeds left in his row (%d and %d)",
	VRestCollected:  ": %d-%d captured, and %s took the %d seeds left",
	VAtAgreedStop:   "at the agreed stop",
	VAtEnd:          "at the end",

	VLangTied:       "no known language reads every piece and power letter, and %s fit them equally well",
	VLangTiedSame:   "%s; the diagnostics below read it as %s; add a Language tag, e.g. [Language %q]",
	VLangTiedErrors: "%s; the game has errors under each, and the diagnostics below read it as %s, where it goes furthest; add a Language tag, e.g. [Language %q]",
	VLangAllErrors:  "the language cannot be worked out: the game has errors under every candidate (%s); the diagnostics below read it as %s, where it goes furthest; add a Language tag, e.g. [Language %q]",
	VLangDiffer:     "the language cannot be worked out: the game reads differently but correctly as %s and as %s; add the Language tag that says which: [Language %q] or [Language %q]",
	VLangTiedLegal:  "%s; the game is legal as %s: add [Language %q] to say so",
	VLangDecided:    "the letters read as %s and as %s, and the game is legal only as %s: add [Language %q] to say so",

	VResultTokenTag: "the result token is %s but the Result tag says %s",
	VResultTag:      "[Result %q] but %s: write [Result %q]",
	VResultToken:    "%s: the result is %s, not %s%s",
	VResultAndTag:   " and [Result %q]",
	VResultNone:     "no result written: %s, write %s%s",
	VEndsBy:         "the game ends by %s",
	VMates:          "%s mates",
	VStalemate:      "the game ends in stalemate",
	VDeadPosition:   "the position is dead (insufficient material)",
	VAweleEndsBy:    "the Awélé game ends by %s at %d-%d",
	VEachTookRest:   " (each player took the seeds left in his row)",

	VTagVariant: "unknown variant %q (want Awechec, Awechec Synchronous, Awele or Standard)",
	VTagRules:   "AweleRules: %s",
	VTagCase:    "AweleCase: %s",
	VTagHandi:   "Handicap: %s",
	VTagAweleFE: "AweleFEN: %s",
	VTagFEN:     "FEN: %s",
	VTagResult:  "Result %q is not 1-0, 0-1, 1/2-1/2 or *",

	GGameTooLarge: "game %d is too large to be read (more than %s): it is skipped; raise the limit with --max-game-size",
	GSizeGiB:      "%d GiB",
	GSizeMiB:      "%d MiB",
	GSizeKiB:      "%d KiB",
	GSizeBytes:    "%d bytes",

	BatchNotRegular:  "%s; to read it, give it on standard input (-)",
	BatchFIFO:        "a named pipe (FIFO), not a regular file",
	BatchCharDevice:  "a character device, not a regular file",
	BatchDevice:      "a device, not a regular file",
	BatchSocket:      "a socket, not a regular file",
	BatchDirectory:   "a directory, not a regular file",
	BatchNotRegFile:  "not a regular file",
	BatchSkippedFile: "%s: skipped: %s",
	BatchPathReason:  "%s: %s",

	ConvTooLarge:  "%s: more than %d MiB: too large to be converted as a whole (--max-game-size raises the limit to 64 times its value)",
	ConvOGNWord:   "'%s' is not an OGN move (a hole letter, F+3 for a capture), a move number, a comment or a score",
	ConvOGNNotTag: "this line is not a tag pair: write [Name \"value\"]",

	CliStdoutWrite:   "writing standard output: %v",
	CliBadSize:       "%q is not a size: write bytes, or a number with K, M or G (e.g. 4M)",
	CliReadOnly:      "the file is read-only: it is not rewritten (--force rewrites it)",
	CliReadOnlyOut:   "the file is read-only: it is not overwritten",
	CliOutputIsInput: "%s: the output is the input file %s: refusing to write over it",
	CliKeepOwner:     "%s: cannot keep the file's owner: %s",
	CliInPlace:       "%s: writing in place (the new text is kept in %s): %s",
	CliFileChanged:   "%s: the file changed while it was formatted: not rewritten",
	CliFmtPGN:        "%s: skipped: a PGN file; fmt writes AGN (awechec convert --from pgn reads it)",
	CliFmtOGN:        "%s: skipped: an OGN file; fmt writes AGN (awechec convert --from ogn reads it)",
	CliStdinTooLarge: "<stdin>: more than %d MiB: too large for -l or --check on standard input (give a file)",

	CodeGameTooLarge: "A game (or one line of it) is longer than the reader holds in memory (1 MiB by default, --max-game-size to raise it): it is not read, and the reading goes on with the next game.",

	HelpAwechecMaxGameSize: "the most bytes of one game that is read (e.g. 4M); a longer game is reported game-too-large and skipped",
	HelpFmtForce:           "-w: rewrite read-only files too",
	// awechec web and its page (package web)
	WebTakesNoFile:  "web takes no file (did you mean --link %s?)",
	WebNeedsOutput:  "web needs -o DIR, the directory to write the site into",
	WebWrote:        "wrote %s (%d bytes; WebAssembly module %d bytes)",
	WebLinkOneFile:  `web --link takes one file ("-" for standard input)`,
	WebNoGo:         "no Go toolchain found: the page's WebAssembly module is built with go (install it from https://go.dev/dl and put it on PATH), or give one already built with --wasm and --wasm-exec",
	WebNoSources:    "the awechec sources are not at or above %s: run awechec web from a copy of them (the directory holding go.mod), or give the module already built with --wasm and --wasm-exec",
	WebBuildFailed:  "go build of the WebAssembly module failed: %s\n%s",
	WebGoEnv:        "go env GOROOT failed: %s",
	WebNoWasmExec:   "no wasm_exec.js in %s (lib/wasm or misc/wasm)",
	WebNoStart:      "web: no start position",
	WebNotWasm:      "the module is not WebAssembly (it does not begin with \\0asm)",
	WebExecScript:   "wasm_exec.js holds </script: it cannot be written inline in the page",
	WebLinkNoPrefix: "no %s in the link",
	WebLinkCut:      "the link is cut or altered: %s",
	WebLinkTooLong:  "the link holds more than %d bytes of text",
	WebNoGameN:      "no game %d in the text",
	WebInternal:     "awechec: internal error",
	APINotOneNode:   "%q is not one movetext token (a move, a power token, a move number, a comment or a NAG)",
	HelpWebShort:    "Write the toolkit as a web page that works offline, or a link to a game",
	HelpWebOutput:   "the directory to write the site into (created if needed)",
	HelpWebWasm:     "a WebAssembly module already built from cmd/awechec-wasm (default: build it with go)",
	HelpWebWasmExec: "the wasm_exec.js that goes with --wasm (default: the go toolchain's)",
	HelpWebLink:     "print a link to a game of the file given: the page's address, then the game",
	HelpWebLong: `web -o DIR writes DIR/index.html: one page holding the toolkit compiled to
WebAssembly, that checks records as check does (the diagnostics clickable
to their line and move, in French or in English), formats, converts,
annotates and exports them (downloads), and replays the game under the
cursor. It works opened from the disk (file://) with no network at all,
and from any static web host (docs/WEB.md).

The WebAssembly module is built with the Go toolchain (go on PATH): run
web from the awechec sources, e.g. go run ./cmd/awechec web -o site.
--wasm and --wasm-exec give a module already built (GOOS=js GOARCH=wasm
go build ./cmd/awechec-wasm) and the wasm_exec.js of the Go that built it.

web --link FILE prints a whole link: the published page's address (or
the one --base gives), then the fragment (#agn=...) that carries the first
game of FILE ("-": standard input), or game --game N. The link opens the
page on that game, checked and replayed; --ply opens it at a move: a
half-move (24) or a move as players write it (12. White's, 12... Black's);
--awele-game A --awele-ply M at move M of Awélé game A.

Exit status: 0 done, 2 usage, build or I/O error.`,
	// archive, select, tree, stats --players (issue 14)
	ArcDateYear:       "%q: a date bound needs its year",
	ArcResult:         "%q: want 1-0, 0-1, 1/2-1/2 or *",
	ArcVariant:        "%q: want Awechec, \"Awechec Synchronous\", Awele or Standard",
	ArcLanguage:       "%q: want fr, en, de, es, it or nl",
	ArcYesNo:          "%q: want yes or no",
	ArcCode:           "%q: no such diagnostic code (docs/DIAGNOSTICS.md lists them)",
	ArcUnknownFilter:  "unknown filter %q",
	ArcRegexp:         "%q is not a valid regular expression: %v",
	ArcQueueLetter:    "%q: the queue of powers is written W (White) and B (Black), or in French letters B (Blancs) and N (Noirs); it holds no %q",
	ArcTag:            "%q: want Name=value, Name=~regexp or Name",
	ArcTermination:    "%q: unknown termination (want one of %s)",
	ArcHandicap:       "%q: want none, any, white, black or a handicap such as \"Blancs 3/2\"",
	ArcValue:          "%q: %v",
	ArcRange:          "%q: want a number N, or a range N..M, N.. or ..M (or N-M, N-)",
	ArcDate:           "%q: want a date YYYY.MM.DD (parts may be ??, e.g. 2024.??.??)",
	ArcFEN:            "%q: want a FEN placement such as rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR, then w or b",
	ArcFENSide:        "%q: the side to move is %q, want w or b",
	ArcFENRanks:       P("the placement has %[1]d ${ranks}, want 8", V("ranks", 1, "rank", "ranks")),
	ArcFENPiece:       "rank %d holds %q, want English piece letters KQRBNP (white) and kqrbnp (black), or a digit",
	ArcFENSquares:     P("rank %[1]d covers %[2]d ${squares}, want 8", V("squares", 2, "square", "squares")),
	ArcMaterial:       "%q: want White's pieces, a colon, Black's, e.g. KQ:KR or RD:RT",
	ArcMaterialLetter: "%q: %q is not a piece letter (KQRBNP, or in French RDTFCP)",
	ArcMaterialMany:   "%q: too many pieces for one side",
	ArcMaterialKing:   "%q: each side has one king (K, or R in French)",
	ArcBoard:          "%q: want the 12 holes A..F a..f joined by -, then optionally the two stores and S or N (e.g. 4-4-4-4-4-4-4-4-4-4-4-4)",
	ArcBoardSide:      "%q: the side to move is %q, want S or N",
	ArcBoardSeeds:     "%q: %q is not a number of seeds",
	ArcTreeHeader:     P("%[1]s: %[2]d ${games}; white %[3]d, draws %[4]d, black %[5]d (white scores %.1[6]f%%)", V("games", 2, "game", "games")),
	ArcTreeChess:      "chess, from the start",
	ArcTreeAwele:      "Awélé opening, first Awélé game",
	ArcTreeFEN:        "chess, from %s",
	SCrossHeader:      P("%[1]s: %[2]d ${games}, %[3]d ${players}", V("games", 2, "game", "games"), V("players", 3, "player", "players")),
	SCrossColumns:     "# player points",
	CliPlayersFormat:  "--players and --crosstable write text or json, not %q",
	CliPlayersPerGame: "--per-game cannot be given with --players or --crosstable",
	CliPlayersBoth:    "--players and --crosstable are two tables: give one of them",
	CliNoEvent:        "no game has [Event %q]",
	CliSelDupUnique:   "--duplicates lists the copies and --unique drops them: give one of them",
	CliSelDupOutput:   "--duplicates writes a report of groups: it takes no --count, --split, --split-by or --sort",
	CliSelDepth:       "--depth %d: want a number of moves, 0 for all",
	CliSelCanonical:   "--canonical is for --format agn or pgn",
	CliSelDepthFor:    "--depth is for --duplicates and --unique",
	CliSelSplit:       "--split %d: want a number of games per file",
	CliSelSplitBoth:   "--split and --split-by cannot be given together",
	CliSelSplitName:   "--split and --split-by write several files: name them with -o, e.g. -o club.agn",
	CliSelCount:       "--count only counts: it takes no -o, --split, --split-by or --sort",
	CliSelDupFormat:   "unknown format %q for --duplicates (want text or json)",
	CliSelFormat:      "unknown format %q (want agn, pgn or json)",
	CliSelFlag:        "--%s %v",
	CliSelCannotWrite: "cannot write %s: %v",
	CliSelNoFolder:    "cannot write %s: its folder does not exist",
	CliSelDenied:      "cannot write %s: permission denied",
	CliSelCopies:      P("%[1]d ${copies} of the same game:", V("copies", 1, "copy", "copies")),
	CliSelCopy:        "  %s: game %d",
	CliSelDupSummary:  P("%[1]d ${groups} of duplicates, %[2]d ${games} too many", V("groups", 1, "group", "groups"), V("games", 2, "game", "games")),
	CliTreeFormat:     "unknown format %q (want text or json)",
	CliTreeLetters:    "--letters %q: want en, fr, de, es, it or nl",
	CliTreeDepth:      "--depth %d: want 1 or more moves",
	CliTreeFenAwele:   "--fen is a chess position: it cannot be given with --awele",

	// help of select, tree, stats --players (issue 14)
	HelpSelectShort: "Pick games from collections by tags, validity and play; find duplicates; split, sort and merge",
	HelpSelectLong: `select reads every game of the given files (several inputs merge into one
output) and writes those that match as they are written in their files
(every tag, comment and layout kept), in canonical AGN with --canonical (as
fmt writes them), or with --format pgn or json as export writes them
(docs/SELECT.md).

Filters: tests of different kinds must all hold; a flag given several times
means any of its values. --invert writes the games that do not match,
--count only counts them.

  --tag 'Event=Championnat du club'   exact tag value
  --tag 'White=~^Dupont'             regular expression ((?i) ignores case)
  --player Dupont --from 2024.01.01 --to 2024.12.31 --result 1-0
  --valid, --invalid, --code power-mismatch
  --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b' --material KQ:KR
  --awele-board 4-4-4-4-4-4-4-4-4-4-4-4 --queue '^WWB' --plies 40.. --null-moves 1..

Duplicates: --duplicates lists each group of games with the same moves
(Awélé moves, powers, chess moves and null moves, whatever the language,
tags, comments or layout), with file, game number and line of each copy;
--unique writes the first game of each group and drops the others; --depth N
compares only the first N moves.

Output: -o FILE (written whole or not at all); --split N writes files of N
games (FILE-001.agn, ...); --split-by TAG one file per value of the tag
(Player: one per player, a game going to both); --sort TAG orders the games
by tag values (repeat, or Date,Round).

Exit status: 0 a game was selected (or a duplicate found), 1 none, 2 usage
or I/O error.`,
	HelpSelectTag:         "tag test: Name=value (exact), Name=~regexp, or Name (present)",
	HelpSelectPlayer:      "regular expression matched against White and Black",
	HelpSelectFrom:        "games dated on or after YYYY.MM.DD (parts may be ??)",
	HelpSelectTo:          "games dated on or before YYYY.MM.DD (parts may be ??)",
	HelpSelectResult:      "result: 1-0, 0-1, 1/2-1/2 or *",
	HelpSelectTermination: "how the game (or an Awélé game) ended: mate, stalemate, resignation, agreement, famine, ...",
	HelpSelectVariant:     `variant: Awechec, "Awechec Synchronous", Awele, Standard`,
	HelpSelectHandicap:    `handicap: none, any, white, black or a value such as "Blancs 3/2"`,
	HelpSelectLanguage:    "language of the record: fr, en, de, es, it, nl",
	HelpSelectRules:       "Awélé rule set of an Awélé game (a preset matches its variants)",
	HelpSelectCode:        "games with this diagnostic code (docs/DIAGNOSTICS.md)",
	HelpSelectFen:         "a chess position reached: FEN placement, optionally the side to move",
	HelpSelectMaterial:    "material reached, White:Black, e.g. KQ:KR (or in French RD:RT)",
	HelpSelectAweleBoard:  "an Awélé position reached: 12 holes A..F a..f joined by -, optionally the stores and S/N",
	HelpSelectQueue:       "regular expression matched against an Awélé game's queue of powers (W and B, or French B and N; B alone in each record's letters), e.g. ^WWB",
	HelpSelectAweleGames:  "number of Awélé games: N, N..M, N.. or ..M",
	HelpSelectPlies:       "number of chess half-moves (null moves included): N, N..M, N.. or ..M",
	HelpSelectNullMoves:   "number of null moves: N, N..M, N.. or ..M",
	HelpSelectValid:       "only valid games",
	HelpSelectInvalid:     "only games with errors",
	HelpSelectCount:       "print the number of games selected instead of the games",
	HelpSelectInvert:      "select the games that do not match",
	HelpSelectOutput:      "write to this file instead of standard output",
	HelpSelectFormat:      "output format: agn (default), pgn or json; with --duplicates: text (default) or json",
	HelpSelectCanonical:   "agn: write the games in canonical AGN, as fmt does, instead of as written",
	HelpSelectDuplicates:  "report the groups of games with the same moves",
	HelpSelectUnique:      "write only the first game of each group of duplicates",
	HelpSelectDepth:       "duplicates: compare only the first N moves (0: all)",
	HelpSelectSplit:       "write files of N games each, named from -o",
	HelpSelectSplitBy:     "write one file per value of this tag (Player: per player), named from -o",
	HelpSelectSort:        "order the games by this tag's value (repeat, or Date,Round)",
	HelpSelectJobs:        "games read at once (default: every core)",
	HelpSelectWidth:       "longest movetext line, in columns",
	HelpTreeShort:         "Opening explorer: the moves played from a position across a collection, with scores",
	HelpTreeLong: `tree replays every game of the given files and shows, as an opening
explorer does, each move played from a position with the number of games
that played it and their results: White (South) wins, draws, Black (North)
wins, and White's score (docs/SELECT.md).

By default the position is the chess start, and each chess half-move is
shown with the colour of the power it consumed: (W) e4, (B) 0 (a null
move). --fen starts from a position the games reach (a FEN placement,
optionally the side to move). --awele shows the Awélé opening instead: the
moves of each game's first Awélé game, South's holes A..F and North's a..f.
The text shows the chess moves and power colours in the letters of the
messages' language, French (B) Cf3, (N) 0 or English (W) Nf3, (B) 0; JSON
in English letters; --letters fr, en, de, es, it or nl chooses.

--depth N shows N moves deep (default 1), --min N hides the moves played in
fewer than N games. --format json writes one object (docs/SELECT.md).

Exit status: 0 done, 1 no game reaches the position, 2 usage or I/O error.`,
	HelpTreeAwele:       "the Awélé opening (first Awélé game) instead of the chess moves",
	HelpTreeFen:         "start from this chess position (FEN placement, optionally the side to move)",
	HelpTreeDepth:       "moves shown after the position",
	HelpTreeMin:         "hide moves played in fewer games than this",
	HelpTreeFormat:      "output format: text or json",
	HelpTreeLetters:     "piece and power letters of the chess moves: en, fr, de, es, it or nl (default: the messages' language; en in JSON)",
	HelpTreeJobs:        "games replayed at once (default: every core)",
	HelpStatsPlayers:    "a table by player: games, score by colour and handicap, powers, null moves",
	HelpStatsCrosstable: "the crosstable of this event (the Event tag's value)",
	SolveHead:           "%s: game %d",
	SolveCost:           P("[mate search, %[1]d ${hm} deep, %[2]d ${nodes}, %[3]s]", V("hm", 1, "half-move", "half-moves"), V("nodes", 2, "node", "nodes")),
	SolveMate:           P("%[1]s: %[2]s mates in %[7]d ${mv} (%[3]d ${hm}) with the %[4]d ${powers} left: %[5]s %[6]s", V("mv", 7, "move", "moves"), V("hm", 3, "half-move", "half-moves"), V("powers", 4, "power", "powers")),
	SolveNoMate:         P("%[1]s: no forced mate within the %[2]d ${powers} left (every line searched to the end of the queue) %[3]s", V("powers", 2, "power", "powers")),
	SolveUnknown:        P("%[1]s: no forced mate found up to %[2]d ${hm}; the search stopped before the end of the queue: a longer mate is not ruled out %[3]s", V("hm", 2, "half-move", "half-moves")),
	SolveOver:           "%s: the game is over (%s)",
	SolveNoPower:        "%s: no power left: a new Awélé game decides what follows",
	SolveNotSearched:    "%s: not searched: %s",
	SearchGameErrors:    "the game has errors",
	SearchSeeCheck:      " (see awechec check)",
	SearchVariant:       "variant not searched: %s",
	SearchNoAwele:       "variant not searched: no Awélé game, so no powers",
	AnalyseBadFormat:    "unknown format %q (want agn or json)",
	AnalyseEngineFail:   "%s: game %d: the UCI engine failed (%s): the built-in evaluation stood in for the positions it did not evaluate",
	AnalyseNotAnalysed:  "%s: game %d: chess part not analysed: %s",
	AnalyseGameError:    "%s: game %d: %s",
	UCINoAnswer:         "no answer within %v: %s",
	UCIStopped:          "the engine was stopped after it did not answer",
	UCINotUCI:           "%s does not answer as a UCI engine: %s",
	UCINoBestMove:       "the engine gave no best move for %s",
	UCIEngine:           "UCI engine %s: %s",
	HelpSolveShort:      "Find forced mates within the powers left",
	HelpSolveLong: `solve takes each game at the position after its recorded moves (a study is a
FEN set-up, a captures-only Awélé section giving the queue, and an empty
chess section) and says whether either side can force mate using only the
powers left in the queue: which side, the shortest mate against the best
defence in half-moves (null moves and check answers counted), and one
principal line in the file's letters. Answering a check consumes no power.

The search stops at the end of the queue: there a new Awélé game would
decide what follows, so no line goes past it. A mate it reports is proved
within the queue; "no forced mate" is proved when the whole tree up to the
end of the queue was searched, and said to be unproved when a limit
(--time, --depth) stopped the search first.

--format json writes one object per game and line: file, game, event,
mate, winner ("white", "black" or null), plies, line, powers, verdict,
proved, depth, nodes, time_ms, by (docs/ANALYSIS.md).

Exit status: 0 done, 1 a game could not be searched (errors, variant),
2 usage or I/O error.`,
	HelpSolveFormat:  "output format: text or json",
	HelpSolveDepth:   "most half-moves searched (0: up to the end of the queue)",
	HelpSolveTime:    "most time per game",
	HelpSolveThreads: "search threads per game (0: every core)",
	HelpSolveWorkers: "games searched at once (0: every core)",
	HelpAnalyseShort: "Judge every decision of a game: powers, moves, missed mates, Awélé moves",
	HelpAnalyseLong: `analyse searches every half-move of each game's main line and writes the
game back in canonical AGN with the analysis in comments and NAGs:

  - at every powered half-move, what the power's owner chose (play or the
    null move), what that was worth and what the other choice was worth;
  - the best move where it was clearly better than the move played;
  - a mark where the choice lost more than the threshold: $6 (?!) from
    --threshold, $2 (?) from 3 times it, $4 (??) from 9 times it or when a
    forced mate was given up or walked into;
  - every missed forced mate within the queue, with its line
    ("mat en 3 avec les pouvoirs restants : ..." in a French record);
  - for each Awélé game, the moves that lost seeds against the best move.

Scores are in pawns for White. The search never goes past the end of the
queue: there a new Awélé game would decide, and the position is evaluated
as it stands ("horizon" in a comment says a line reached it). Evaluations
are estimates of the built-in evaluation, or of a UCI engine (--engine
PATH, or stockfish when found; --no-engine to do without); mates are proved.
A header comment says what produced the figures.

Every comment starts with "analyse :" (French) or "analysis:" (English);
analysing an analysed game replaces them, and fmt keeps them.
--format json writes one object per half-move and per Awélé move
(docs/ANALYSIS.md).`,
	HelpAnalyseFormat:      "output format: agn or json",
	HelpAnalyseOutput:      "write to this file instead of standard output",
	HelpAnalyseWidth:       "longest movetext line, in columns",
	HelpAnalyseDepth:       "half-moves searched for each choice (default with the built-in evaluation: 4, 8 on plain chess; 1 with an engine)",
	HelpAnalyseMovetime:    "most time for each search (e.g. 200ms)",
	HelpAnalyseEngine:      "UCI engine to evaluate positions with (default: stockfish when found)",
	HelpAnalyseNoEngine:    "use the built-in evaluation even when stockfish is found",
	HelpAnalyseEngineDepth: "depth of the UCI engine's evaluation of each position",
	HelpAnalyseThreshold:   "loss in centipawns from which a choice is marked",
	HelpAnalyseMateDepth:   "longest missed mate looked for, in half-moves (0: none)",
	HelpAnalyseAweleDepth:  "depth of the Awélé search, in Awélé moves",
	HelpAnalyseAweleThresh: "seeds lost from which an Awélé move is commented",
	HelpAnalyseAwelePowers: "value Awélé captures as the powers they become (handicap applied)",
	HelpAnalyseThreads:     "search threads per game (0: every core)",
	HelpAnalyseWorkers:     "games analysed at once (0: every core)",
	RecordMarker:           "analysis:",
	RecordHeader:           "evaluations (in pawns, for White) by %s, %s; horizon: the end of the power queue (a new Awélé game would decide what follows); evaluations are estimates, the mates announced are proved with the powers left",
	RecordBuiltIn:          "the built-in evaluation (material, piece-square tables, mobility)",
	RecordEngine:           "%s (UCI engine, depth %d at each leaf)",
	RecordPower:            "%[2]s power %[1]d",
	RecordWhiteOwner:       "White's",
	RecordBlackOwner:       "Black's",
	RecordChose:            "chosen: %s (%s)",
	RecordOther:            "other choice: %s (%s)",
	RecordNull:             "null move",
	RecordPlay:             "play",
	RecordPlayWith:         "play %s",
	RecordBest:             "best: %s (%s)",
	RecordPlayed:           "played: %s",
	RecordMissedMate:       "mate in %d with the powers left: %s",
	RecordWhiteMates:       "White mates in %d",
	RecordBlackMates:       "Black mates in %d",
	RecordDepth:            "depth %d",
	RecordWhiteEngineMate:  "White mates according to the engine, an estimate",
	RecordBlackEngineMate:  "Black mates according to the engine, an estimate",
	RecordMoveTime:         "%s s per search",
	RecordHorizon:          "horizon",
	RecordAweleBest:        "best: %s (%s) instead of %s (%s)",
	RecordSeedUnit:         "seeds",
	RecordPowerUnit:        "powers",
	RecordSeedOne:          "seed",
	RecordLetWhite:         "let White play",
	RecordLetBlack:         "let Black play",
	RecordLetWhiteWith:     "let White play %s",
	RecordLetBlackWith:     "let Black play %s",
	RecordPowerOne:         "power",
	RecordAweleHeader:      "Awélé: value of a move = %s captured from then on by the mover less the opponent's, search depth %d (Awélé moves)",
	RecordSep:              "; ",

	ErrNoSpace:    "no space left on device",
	ErrQuota:      "disk quota exceeded",
	ErrIO:         "input/output error",
	ErrFileTooBig: "file too large",
	ErrReadOnlyFS: "read-only file system",
	ErrIsDir:      "is a directory",
	ErrNotDir:     "not a directory",
	ErrNameLong:   "file name too long",
}
