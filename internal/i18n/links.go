package i18n

// Links to a game at a move (issue 22): awechec web --link --base --game
// --ply, and their help.
const (
	WebLinkFlagsAlone Key = "web.link.flags-alone"
	WebLinkPlyBad     Key = "web.link.ply-bad"
	WebLinkPlies      Key = "web.link.plies"
	WebLinkNoMove     Key = "web.link.no-move"
	WebLinkNoChess    Key = "web.link.no-chess"
	WebLinkBase       Key = "web.link.base"
	WebLinkAweleGames Key = "web.link.awele-games"
	WebLinkAweleMoves Key = "web.link.awele-moves"

	HelpWebBase Key = "help.web.base"
	HelpWebGame Key = "help.web.game"
	HelpWebPly  Key = "help.web.ply"

	HelpWebAweleGame Key = "help.web.awele-game"
	HelpWebAwelePly  Key = "help.web.awele-ply"
)

var _ = extend(English, part{
	{WebLinkFlagsAlone, "--base, --game, --ply, --awele-game and --awele-ply go with --link FILE (a link to a game); web -o DIR writes the page"},
	{WebLinkPlyBad, "--ply %s: give a half-move (24; null moves count) or a move as players write it: 12. for White's 12th move, 12... for Black's"},
	{WebLinkPlies, P("%[1]s, game %[2]d: the replay has %[3]d ${plies}, not %[4]d", V("plies", 3, "chess half-move", "chess half-moves"))},
	{WebLinkNoMove, "%[1]s, game %[2]d has no move %[3]s: its chess moves go from %[4]s to %[5]s"},
	{WebLinkNoChess, "%[1]s, game %[2]d has no chess move to show (--ply counts chess moves): for an Awélé move, give --awele-game 1 --awele-ply M"},
	{WebLinkAweleGames, P("%[1]s, game %[2]d has %[3]d ${games} played, no Awélé game %[4]d", V("games", 3, "Awélé game", "Awélé games"))},
	{WebLinkAweleMoves, P("%[1]s, game %[2]d: Awélé game %[3]d has %[4]d ${moves}, not %[5]d", V("moves", 4, "move", "moves"))},
	{WebLinkBase, "--base %s: give the address of a copy of the page, beginning with https:// or http://, with no # (https://example.org/awechec/)"},

	{HelpWebBase, "with --link: the address of a copy of the page (default: the published page, docs/WEB.md)"},
	{HelpWebGame, "with --link: the game of the file to link to, from 1"},
	{HelpWebPly, "with --link: the move shown, a half-move (24) or a move as written (12. White's, 12... Black's)"},

	{HelpWebAweleGame, "with --link: show Awélé game A (from 1), at its start or at --awele-ply"},
	{HelpWebAwelePly, "with --link and --awele-game: show the Awélé game after this move (South's and North's counted one by one)"},
})

var _ = extend(French, part{
	{WebLinkFlagsAlone, "--base, --game, --ply, --awele-game et --awele-ply vont avec --link FICHIER (un lien vers une partie) ; web -o DOSSIER écrit la page"},
	{WebLinkPlyBad, "--ply %s : donnez un demi-coup (24 ; les coups nuls comptent) ou un coup comme on l’écrit : 12. pour le 12e coup des Blancs, 12... pour celui des Noirs"},
	{WebLinkPlies, P("%[1]s, partie %[2]d : le rejeu compte %[3]d ${plies}, pas %[4]d", V("plies", 3, "demi-coup d’échecs", "demi-coups d’échecs"))},
	{WebLinkNoMove, "%[1]s, partie %[2]d : pas de coup %[3]s ; ses coups d’échecs vont de %[4]s à %[5]s"},
	{WebLinkNoChess, "%[1]s, partie %[2]d : aucun coup d’échecs à montrer (--ply compte les coups d’échecs) ; pour un coup d’Awélé, donnez --awele-game 1 --awele-ply M"},
	{WebLinkAweleGames, P("%[1]s, partie %[2]d : elle a %[3]d ${games}, pas de partie d’Awélé %[4]d", V("games", 3, "partie d’Awélé jouée", "parties d’Awélé jouées"))},
	{WebLinkAweleMoves, P("%[1]s, partie %[2]d : la partie d’Awélé %[3]d a %[4]d ${moves}, pas %[5]d", V("moves", 4, "coup", "coups"))},
	{WebLinkBase, "--base %s : donnez l’adresse d’une copie de la page, qui commence par https:// ou http://, sans # (https://example.org/awechec/)"},

	{HelpWebBase, "avec --link : l’adresse d’une copie de la page (par défaut : la page publiée, docs/WEB.md)"},
	{HelpWebGame, "avec --link : la partie du fichier vers laquelle pointer, à partir de 1"},
	{HelpWebPly, "avec --link : le coup montré, un demi-coup (24) ou un coup tel qu’on l’écrit (12. des Blancs, 12... des Noirs)"},

	{HelpWebAweleGame, "avec --link : montrer la partie d’Awélé A (à partir de 1), à son début ou à --awele-ply"},
	{HelpWebAwelePly, "avec --link et --awele-game : montrer la partie d’Awélé après ce coup (ceux de Sud et de Nord comptés un à un)"},
})
