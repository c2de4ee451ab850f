package i18n

// The messages of ECO ranges, opening tags and archive columns (issue 25).
const (
	// EcoRange: an --eco value that is not a code, a prefix or a range.
	EcoRange Key = "eco.range"
	// AliasTwice: a spelling given on two lines of an alias file (file,
	// line, spelling, the other line).
	AliasTwice Key = "archive.alias-twice"

	// ArcTreeMoreColumns: the heads of tree's columns after score: the
	// ECO code, the movers' average Elo and performance, the average year.
	ArcTreeMoreColumns Key = "archive.tree.more-columns"
	// CliSuggestPlayers: --suggest-aliases without --players.
	CliSuggestPlayers Key = "cli.suggest-players"
	// CliSuggestGroup: the comment above a group of look-alike
	// spellings (how many, their games).
	CliSuggestGroup Key = "cli.suggest-group"
	// CliSuggestNone: no two spellings look alike.
	CliSuggestNone Key = "cli.suggest-none"
	// CliMovesTable: --moves with another --to than csv or parquet.
	CliMovesTable Key = "cli.moves-table"
	// CliMovesOutput: --moves without -o (two tables, two files).
	CliMovesOutput Key = "cli.moves-output"
	// CliParquetTerminal: Parquet asked on a terminal.
	CliParquetTerminal Key = "cli.parquet-terminal"
	HelpExportMoves    Key = "help.export.moves"
	// TableNoParquet: Parquet asked of the web page, which lacks it.
	TableNoParquet Key = "table.no-parquet"
	// CliOpeningsReplace: annotate --openings-replace without --openings.
	CliOpeningsReplace Key = "cli.openings-replace"

	HelpSelectEco            Key = "help.select.eco"
	HelpSelectElo            Key = "help.select.elo"
	HelpSelectWhiteElo       Key = "help.select.white-elo"
	HelpSelectBlackElo       Key = "help.select.black-elo"
	HelpSelectYear           Key = "help.select.year"
	HelpAliases              Key = "help.aliases"
	HelpStatsSuggestAliases  Key = "help.stats.suggest-aliases"
	HelpAnnotateOpenings     Key = "help.annotate.openings"
	HelpAnnotateOpeningsOver Key = "help.annotate.openings-over"
)

var (
	_ = extend(English, part{
		{EcoRange, "%q: want an ECO code (B90), a prefix (B9, B) or a range of them (B20-B99)"},
		{AliasTwice, "%s:%d: %q is already a spelling of line %d: a name belongs to one player"},

		{ArcTreeMoreColumns, "ECO elo perf year"},
		{CliSuggestPlayers, "--suggest-aliases goes with --players"},
		{CliMovesTable, "--moves writes a table of moves: it goes with --to csv or --to parquet"},
		{CliMovesOutput, "--moves writes two tables: name the games' file with -o (the moves go beside it, games-moves.csv for games.csv)"},
		{CliParquetTerminal, "Parquet is binary: name a file with -o, or send it to a pipe"},
		{TableNoParquet, "this awechec writes no Parquet (the web page, or a build with -tags noparquet): use --to csv"},
		{HelpExportMoves, "with --to csv or parquet: also write a table of the moves, one row per chess half-move and Awélé move, beside the games' (NAME-moves.EXT)"},
		{CliSuggestGroup, "%[1]d spellings that look alike, to confirm (games: %[2]s)"},
		{CliSuggestNone, "no two spellings look alike"},
		{CliOpeningsReplace, "--openings-replace replaces the tags that --openings writes: give both"},

		{HelpSelectEco, "the opening named by position (lichess's table): an ECO code B90, a prefix B9 or B, or a range B20-B99"},
		{HelpSelectElo, "either player's Elo (WhiteElo, BlackElo): N, N-M, N- or ..M (N..M too)"},
		{HelpSelectWhiteElo, "White's Elo (WhiteElo): N, N-M, N- or ..M"},
		{HelpSelectBlackElo, "Black's Elo (BlackElo): N, N-M, N- or ..M"},
		{HelpSelectYear, "the year of the Date tag: N, N-M, N- or ..M"},
		{HelpAliases, "a file of players' spellings, one player per line, separated by | (# comments): they count as one name"},
		{HelpStatsSuggestAliases, "with --players: list the spellings that look alike, as lines of an alias file to confirm"},
		{HelpAnnotateOpenings, "write the ECO, Opening and Variation tags of each chess game, named by position (lichess's table); tags already there are kept"},
		{HelpAnnotateOpeningsOver, "with --openings: replace the ECO, Opening and Variation tags already there"},
	})
	_ = extend(French, part{
		{EcoRange, "« %s » : un code ECO est attendu (B90), un début de code (B9, B) ou un intervalle (B20-B99)"},
		{AliasTwice, "%s:%d : « %s » est déjà une graphie de la ligne %d : un nom n’appartient qu’à un joueur"},

		{ArcTreeMoreColumns, "ECO Elo perf année"},
		{CliSuggestPlayers, "--suggest-aliases va avec --players"},
		{CliMovesTable, "--moves écrit une table des coups : il va avec --to csv ou --to parquet"},
		{CliMovesOutput, "--moves écrit deux tables : nommez le fichier des parties avec -o (les coups vont à côté, parties-moves.csv pour parties.csv)"},
		{CliParquetTerminal, "Parquet est binaire : nommez un fichier avec -o, ou envoyez-le dans un tube"},
		{TableNoParquet, "cet awechec n’écrit pas de Parquet (la page web, ou une construction avec -tags noparquet) : utilisez --to csv"},
		{HelpExportMoves, "avec --to csv ou parquet : écrire aussi une table des coups, une ligne par demi-coup d’échecs et coup d’Awélé, à côté de celle des parties (NOM-moves.EXT)"},
		{CliSuggestGroup, "%[1]d graphies qui se ressemblent, à confirmer (parties : %[2]s)"},
		{CliSuggestNone, "aucune graphie n’en rappelle une autre"},
		{CliOpeningsReplace, "--openings-replace remplace les étiquettes qu’écrit --openings : donnez les deux"},

		{HelpSelectEco, "l’ouverture nommée d’après la position (table de lichess) : un code ECO B90, un début B9 ou B, ou un intervalle B20-B99"},
		{HelpSelectElo, "l’Elo de l’un des joueurs (WhiteElo, BlackElo) : N, N-M, N- ou ..M (ou N..M)"},
		{HelpSelectWhiteElo, "l’Elo des Blancs (WhiteElo) : N, N-M, N- ou ..M"},
		{HelpSelectBlackElo, "l’Elo des Noirs (BlackElo) : N, N-M, N- ou ..M"},
		{HelpSelectYear, "l’année de l’étiquette Date : N, N-M, N- ou ..M"},
		{HelpAliases, "un fichier des graphies des joueurs, un joueur par ligne, séparées par | (commentaires #) : elles comptent pour un seul nom"},
		{HelpStatsSuggestAliases, "avec --players : lister les graphies qui se ressemblent, en lignes d’un fichier d’alias à confirmer"},
		{HelpAnnotateOpenings, "écrire les étiquettes ECO, Opening et Variation de chaque partie d’échecs, nommées d’après la position (table de lichess) ; les étiquettes présentes sont gardées"},
		{HelpAnnotateOpeningsOver, "avec --openings : remplacer les étiquettes ECO, Opening et Variation présentes"},
	})
)
