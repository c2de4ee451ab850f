package i18n

// french is the French catalogue, written as a French player writes
// (the words of the rule texts: pouvoir, coup nul, trait, semis, prise,
// famine, Blancs/Noirs, Nord/Sud, trou, graines). It is written with
// ordinary spaces before : ; ? ! and inside « »; typeset makes them
// no-break spaces.
var french = catalogue{
	SevError: "erreur", SevWarning: "avertissement", SevNote: "note",
	SideSouth: "Sud", SideNorth: "Nord", SideSouths: "Sud", SideNorths: "Nord",
	ColourWhite: "Blancs", ColourBlack: "Noirs", ColourWhites: "Blancs", ColourBlacks: "Noirs",
	LangFrench: "français", LangEnglish: "anglais", LangGerman: "allemand",
	LangSpanish: "espagnol", LangItalian: "italien", LangDutch: "néerlandais",
	LangAFrench: "français", LangAEnglish: "anglais", LangAGerman: "allemand",
	LangASpanish: "espagnol", LangAItalian: "italien", LangADutch: "néerlandais",
	PieceKing: "roi", PieceQueen: "dame", PieceRook: "tour", PieceBishop: "fou",
	PieceKnight: "cavalier", PiecePawn: "pion",
	ListAnd: "%s et %s", ListComma: "%s, %s", Empty: "",

	TermCheckmate: "échec et mat", TermStalemate: "pat", TermDeadPosition: "position morte",
	TermFiftyMoves: "la règle des cinquante coups", TermAgreement: "accord", TermResignation: "abandon",
	TermUnterminated: "partie non terminée", TermUnknown: "fin inconnue", TermFamine: "famine",
	TermNoMove: "absence de coup", TermMajority: "majorité", TermFewSeeds: "manque de graines",
	TermUnrecorded: "suite non notée", TermCaptures: "prises seules notées", TermIllegal: "coup illégal",
	TermInterrupted: "interruption", TermOngoing: "en cours",

	AweleNoSuchHole:    "ce trou n’existe pas",
	AweleBadSide:       "le camp au trait n’est ni Sud ni Nord",
	AweleNotYourHole:   "le trou est à l’adversaire",
	AweleEmptyHole:     "le trou est vide",
	AweleGameOver:      "la partie est terminée",
	AweleMustFeed:      "la rangée adverse est vide et le coup ne la nourrit pas",
	AweleMustReach:     "le coup n’atteint pas la rangée adverse",
	AweleMustLeaveSeed: "le coup laisse l’adversaire sans graines",
	AweleGrandSlam:     "grand chelem : le coup prendrait toute la rangée adverse",
	AweleIllegal:       "le coup n’est pas permis",

	Verbatim:        "%s",
	AwelePosTotal:   "position « %s » invalide : %d graines en tout, il en faut %d",
	AwelePosMore:    "position « %s » invalide : %d graines en tout, plus de %d",
	AwelePosFields:  P("position « %[1]s » invalide : %[2]d ${fields}, il en faut 15 (12 trous, 2 greniers, camp au trait)", V("fields", 2, "champ", "champs")),
	AwelePosField:   "position « %s » invalide : %s vaut « %s », il faut un nombre de 0 à %d",
	AwelePosSide:    "position « %s » invalide : le camp au trait est « %s », il faut S ou N",
	AweleHole:       "le trou %c",
	AweleStoreSouth: "le grenier de Sud",
	AweleStoreNorth: "le grenier de Nord",
	AweleCaseBad:    "casse « %s » inconnue (valeurs possibles : south-upper, north-upper)",
	AweleParamEnum:  "valeur « %[2]s » inconnue pour %[1]s (valeurs possibles : %[3]s)",
	AweleParamInt:   "valeur « %[2]s » invalide pour %[1]s (il faut un nombre de %[3]d à %[4]d)",
	RulesPreset:     "règles invalides : jeu de règles « %s » inconnu (valeurs possibles : %s)",
	RulesOverride:   "règles invalides : « %s » n’est pas de la forme nom=valeur (paramètres : %s)",
	RulesParam:      "règles invalides : paramètre « %s » inconnu (valeurs possibles : %s)",
	RulesTwice:      "règles invalides : le paramètre « %s » est donné deux fois",
	RulesBad:        "règles invalides : %s",
	HandiForm:       "handicap invalide : « %s » : il faut un camp et p/q, par exemple « Blancs 3/2 »",
	HandiB:          "handicap invalide : « %s » : B veut dire Blancs en français et Noirs (Black) en anglais ; écrivez le mot",
	HandiSide:       "handicap invalide : « %s » : camp « %s » inconnu",
	HandiPQ:         "handicap invalide : « %s » : il faut p/q, par exemple 3/2",
	HandiWhole:      "handicap invalide : « %s » : p et q doivent être des nombres entiers",
	HandiRange:      "handicap invalide : « %s » : il faut 1 <= q <= p <= %d",

	GNul:     "octet NUL dans le texte",
	GBadUTF8: "octet UTF-8 invalide",
	GMoreBytes: P("%[1]d ${more} de cette partie ${shown}",
		V("more", 1, "autre octet invalide", "autres octets invalides"), V("shown", 1, "n’est pas montré", "ne sont pas montrés")),
	GMoreDiags: P("%[1]d ${more} de cette partie ${shown}",
		V("more", 1, "autre diagnostic", "autres diagnostics"), V("shown", 1, "n’est pas montré", "ne sont pas montrés")),
	GNeverClosedVar:   "cette variante n’est jamais fermée : il manque « %s »",
	GNeverClosedCmt:   "ce commentaire n’est jamais fermé : il manque « } »",
	GTagValueOpen:     "la valeur de cette balise n’est jamais fermée : il manque « %s »",
	GTagOpen:          "cette balise n’est jamais fermée : il manque « ] »",
	GTagForm:          `une balise s’écrit [Nom "valeur"] sur une seule ligne, avec \" pour un guillemet dans la valeur`,
	GAfterResult:      "la partie devait finir après son résultat, mais on trouve « %s »",
	GTagAfterMoves:    "une balise doit précéder les coups",
	GResultInVar:      "le résultat %s ne peut pas se trouver dans une variante",
	GNotAMove:         "« %s » n’est ni un coup, ni un numéro de coup, ni un commentaire, ni un résultat",
	GSemiHint:         " ; %s",
	GCommentBraces:    " ; un commentaire s’écrit entre accolades : {%s}",
	GVarClose:         "la variante ouverte par « %s » doit se fermer par « %s », mais on trouve « %s »",
	GExpected:         "un coup, un commentaire ou un résultat était attendu, mais on trouve %s",
	GFoundEnd:         "la fin du texte",
	GFoundTok:         "« %s »",
	GHintNull:         "le coup nul s’écrit 0 (zéro)",
	GHintCheckAfter:   "un échec s’écrit + après son coup : %s+",
	GHintCheck:        "un échec s’écrit + après son coup",
	GHintWrite:        "écrivez %s+",
	GHintPawn:         "les coups de pion n’ont pas de lettre : écrivez %s",
	GHintHoles:        "les trous d’Awélé sont A–F (Sud) et a–f (Nord)",
	GTooDeep:          "variantes imbriquées sur plus de %d niveaux ; celle-ci est laissée de côté",
	GNumberTooLarge:   "le nombre %s est trop grand (au plus %d)",
	GTagTwice:         "la balise %s est donnée deux fois ; le PGN n’en permet qu’une : gardez-en une",
	GTagTimes:         "la balise %s est donnée %d fois ; le PGN n’en permet qu’une : gardez-en une",
	GTagsNoMoves:      "cette partie a des balises mais ni coups ni résultat ; écrivez ses coups et son résultat, ou * s’il est inconnu",
	GEllipsis:         "des points de suspension se placent après un numéro de coup ou à la fin d’une section d’Awélé",
	GCountParens:      "« %s » n’est pas un coup ; le nombre de graines prises s’écrit entre parenthèses après son trou, dans une section d’Awélé : %c(%s)",
	GCaptureEventChss: "%s n’est pas un coup d’échecs ; une prise notée seule appartient à une section d’Awélé",
	GTypedNote:        "lu tel que saisi : %s ; fmt écrit la forme canonique",
	GFormQuotesCurly:  `“…” pour "…"`,
	GFormQuotesAngle:  `« … » pour "…"`,
	GFormSpace:        "une espace insécable pour une espace",
	GFormAs:           "%s pour %s",
	GFormEP:           "%s omis (prise en passant)",
	GCharset:          "le fichier n’est pas en UTF-8 : lu en Windows-1252 (ISO-8859-1) ; fmt l’écrit en UTF-8",
	GMateAlone:        "%s (mat) doit suivre le coup d’échecs qui mate : écrivez Dxf7#",
	GEPAlone:          "%s (en passant) doit suivre une prise de pion, comme dans exd6 %s",
	GHintCastleOrNull: "roque ou coup nul ? écrivez O-O (ou O-O-O) pour le roque, 0 pour le coup nul",
	GHintCastle:       "le roque s’écrit O-O (petit roque) ou O-O-O (grand roque) : écrivez %s",
	GHintMateThen:     "écrivez le signe du mat sur le coup, puis son annotation : %s",
	GHintMateThenEx:   "écrivez le signe du mat # sur le coup, puis son annotation : Dxf7#!",
	GHintEPApart:      "écrivez e.p. séparé de la prise : %s e.p.",
	GHintMateGlued:    "écrivez le signe du mat # sur le coup : %s#",
	GPowerListChess:   "%s n’est pas un coup d’échecs ; une liste de pouvoirs appartient à une section d’Awélé",
	GColourGroupChess: "%s n’est pas un coup d’échecs ; les groupes de couleurs appartiennent à une section d’Awélé",
	GScorePlace:       "le score %s se place à la fin d’une section d’Awélé",
	GCheckSign:        "un signe d’échec %s doit suivre un coup d’échecs",
	GAnnotation:       "une annotation %s doit suivre un coup",
	GUnexpected:       "« %s » inattendu",
	GUnknownLanguage:  "langue « %s » inconnue (connues : fr, en, de, es, it, nl)",
	GLangTie:          "les lettres de pièces et de pouvoirs ne correspondent à aucune langue connue, et %s y correspondent aussi bien ; ajoutez une balise Language",
	GLangNone:         "les lettres de pièces et de pouvoirs ne correspondent à aucune langue connue ; ajoutez une balise Language",
	GCutByTags:        "pas de résultat : la partie s’arrête où commencent les balises de la partie suivante ; écrivez le résultat, ou * s’il est inconnu",

	CliProgress:      P("%[1]d ${games} (%[2]s/s)", V("games", 1, "partie", "parties")),
	CliSkipped:       "partie %d laissée de côté : %s",
	CliReadError:     "elle n’a pas pu être lue : %s",
	CliReadErrorBare: "elle n’a pas pu être lue",
	CliLangUndecided: "sa langue n’a pas pu être déterminée, ses lettres ne peuvent donc pas être traduites ; ajoutez une balise Language",
	CliNoAwele:       "elle n’a aucune partie d’Awélé à écrire en OGN",
	CliFmtSkipped:    "fichier laissé de côté : la partie %d n’a pas pu être lue",
	CliFmtOthers:     P(" (et %[1]d ${others})", V("others", 1, "autre partie", "autres parties")),
	CliFmtNotPrinted: " ; aucune partie du fichier n’est affichée",
	CliFmtNotWritten: " ; aucune partie du fichier n’est réécrite",
	CliFmtNotListed:  " ; aucune partie du fichier n’est listée",
	CliBadFormat:     "format « %s » inconnu (text ou json attendu)",
	CliStdinWrite:    "-w ne s’applique pas à l’entrée standard",
	CliStdinPrompt:   "awechec %[1]s : lecture des parties sur l’entrée standard ; tapez-les ou collez-les, puis appuyez sur Ctrl-D (Ctrl-Z puis Entrée sous Windows) ; ou nommez des fichiers : awechec %[1]s FICHIER...",
	CliBadAnnotation: "annotation « %s » inconnue (powers, captures, checks, queues, endings ou deciders attendu)",
	CliBadLanguage:   "langue « %s » inconnue (fr, en, de, es, it ou nl attendu)",
	CliBadInput:      "format d’entrée « %s » inconnu (agn, pgn ou ogn attendu)",
	CliSplitOGN:      "--split ne s’emploie qu’avec --to ogn",
	CliSplitOutput:   "--split écrit ses propres fichiers : -o ne peut pas l’accompagner",
	CliOGNStream:     "avertissement : %d enregistrements OGN écrits dans un seul flux : Aualé ouvre un match par fichier (il lirait les balises des enregistrements suivants comme des coups) ; --split DOSSIER écrit un fichier par partie d’Awélé",
	CliToRequired:    "--to est obligatoire : pgn, json ou ogn",
	CliBadExport:     "format d’export « %s » inconnu (pgn, json, ogn, csv ou parquet attendu)",
	CliNoGameToShow:  "aucune partie à montrer dans %s",
	CliCheckEmpty:    "aucune partie lue : ce qui a été donné est vide (ou ne contient que des espaces)",
	CliNoFiles:       "aucun fichier à lire : pas de fichier %s dans %s",
	CliNoFilesAny:    "aucun fichier à lire : pas de fichier qui convienne dans %s",
	CliOr:            "%s ou %s",
	CliNotExist:      "%s : fichier ou dossier introuvable",
	CliPermission:    "%s : permission refusée",
	CliGameError:     "%s : partie %d : %s",
	CliExitStatus:    "code de sortie %d",
	CliBadLang:       "langue « %s » inconnue pour --lang (fr ou en attendu)",

	CliGenNegative:     "-n %d : le nombre de parties ne peut pas être négatif",
	CliGenLang:         "--lang « %s » : generate écrit fr ou en",
	CliGenVariant:      "--variant : %v",
	CliGenSyncAwele:    "--synchronous et --variant awele s’excluent",
	CliGenHandicap:     "--handicap s’applique aux parties d’Awechec, pas à --variant awele",
	CliRenderTwoPoints: "--ply et --awele-game désignent deux moments différents ; n’en donnez qu’un",
	CliRenderAwelePly:  "--awele-ply demande --awele-game",
	CliRenderGameNum:   "--game %d : les parties sont numérotées à partir de 1",
	CliRenderNegative:  "--awele-game et --awele-ply ne peuvent pas être négatifs",
	CliRenderDir:       "%s est un dossier : render dessine une partie d’un fichier",
	CliStatsFormat:     "format « %s » inconnu (text, json ou csv attendu)",
	CliStatsPerGame:    "--per-game écrit du csv ou du json : ajoutez --format csv ou --format json",
	CliRenderNoGame:    P("%[1]s a %[2]d ${games}, pas de partie %[3]d", V("games", 2, "partie", "parties")),

	HelpAwechecShort:        "Lire, vérifier, convertir et analyser les parties d’Awechec et d’Awélé",
	HelpAnnotateShort:       "Écrire les parties en AGN canonique, avec ce que le rejeu sait écrit dedans",
	HelpCheckShort:          "Rejouer chaque partie selon les règles et signaler chaque défaut",
	HelpConvertShort:        "Écrire les parties en AGN canonique, dans une autre langue ou depuis le PGN ou l’OGN",
	HelpExportShort:         "Exporter les parties en PGN pour les logiciels d’échecs, en JSON, ou leurs parties d’Awélé en OGN",
	HelpFmtShort:            "Écrire les parties en AGN canonique",
	HelpGenerateShort:       "Écrire des parties légales tirées au hasard, en AGN canonique",
	HelpHtmlShort:           "Écrire une page HTML autonome qui rejoue les parties",
	HelpRenderShort:         "Dessiner le plateau d’Awechec à un moment d’une partie, en image SVG",
	HelpRulesShort:          "Lister les jeux de règles d’Awélé, ou montrer tous les paramètres de l’un d’eux",
	HelpStatsShort:          "Faire le bilan de collections de parties : validité, résultats, pouvoirs, coups nuls",
	HelpVersionShort:        "Afficher la version d’awechec",
	HelpAnnotateOnly:        "n’écrire que ces annotations (séparées par des virgules : powers,captures,checks,queues,endings,deciders)",
	HelpAnnotateFrom:        "format d’entrée : agn, pgn ou ogn",
	HelpAnnotateOutput:      "écrire dans ce fichier au lieu de la sortie standard",
	HelpAnnotateWidth:       "longueur maximale d’une ligne de coups, en colonnes",
	HelpCheckFormat:         "format de sortie : text ou json",
	HelpCheckStrict:         "compter les avertissements comme des défauts",
	HelpCheckJobs:           "parties vérifiées à la fois (par défaut : un par cœur)",
	HelpCheckQuiet:          "format text : n’afficher que la ligne de bilan",
	HelpConvertTo:           "langue de sortie : fr, en, de, es, it ou nl (par défaut : celle de la partie)",
	HelpConvertFrom:         "format d’entrée : agn, pgn ou ogn",
	HelpConvertOutput:       "écrire dans ce fichier au lieu de la sortie standard",
	HelpConvertWidth:        "longueur maximale d’une ligne de coups, en colonnes",
	HelpExportTo:            "format de sortie : pgn, json, ogn, csv ou parquet (obligatoire)",
	HelpExportFrom:          "format d’entrée : agn, pgn ou ogn",
	HelpExportOutput:        "écrire dans ce fichier au lieu de la sortie standard (--to ogn : un dossier vaut --split)",
	HelpExportSplit:         "--to ogn : écrire chaque partie d’Awélé dans son propre fichier, dans ce dossier",
	HelpExportWidth:         "longueur maximale d’une ligne de coups PGN, en colonnes",
	HelpFmtWrite:            "réécrire les fichiers sur place quand leur mise en forme diffère",
	HelpFmtList:             "lister les fichiers dont la mise en forme diffère de l’AGN canonique",
	HelpFmtCheck:            "sortir avec le code 1 quand un fichier n’est pas canonique, en le nommant sur la sortie d’erreur",
	HelpFmtWidth:            "longueur maximale d’une ligne de coups, en colonnes",
	HelpGenerateNumber:      "nombre de parties",
	HelpGenerateSeed:        "graine du tirage au hasard",
	HelpGenerateLang:        "langue des parties écrites et des messages : fr ou en",
	HelpGenerateHandicap:    "donner à chaque partie d’Awechec un handicap tiré au hasard",
	HelpGenerateSynchronous: "jouer l’Awechec synchrone",
	HelpGenerateVariant:     "awechec, synchronous ou awele",
	HelpGenerateJobs:        "parties produites à la fois (par défaut : un par cœur)",
	HelpHtmlOutput:          "écrire la page dans ce fichier (par défaut : la sortie standard)",
	HelpHtmlTitle:           "titre de la page (par défaut : celui de la première partie)",
	HelpRenderGame:          "partie du fichier à dessiner (à partir de 1)",
	HelpRenderPly:           "dessiner après ce demi-coup d’échecs (0 : avant le premier), ou après un coup tel qu’on l’écrit : 7. (le 7e des Blancs), 7... (celui des Noirs)",
	HelpRenderAweleGame:     "dessiner dans cette partie d’Awélé (à partir de 1)",
	HelpRenderAwelePly:      "avec --awele-game : dessiner après ce coup d’Awélé (0 : son début)",
	HelpRenderOutput:        "écrire le SVG dans ce fichier (par défaut : la sortie standard)",
	HelpStatsFormat:         "format de sortie : text, json ou csv",
	HelpStatsPerGame:        "une ligne par partie (csv ou lignes json) au lieu du bilan",
	HelpStatsStrict:         "compter les avertissements comme des défauts",
	HelpStatsJobs:           "parties rejouées à la fois (par défaut : un par cœur)",
	HelpStatsParseOnly:      "lire les parties sans les rejouer",
	HelpAwechecLang:         "langue des messages et de l’aide : fr ou en (par défaut : selon LC_ALL, LC_MESSAGES, LANG)",
	HelpHelp:                "aide de la commande %s",

	HelpAwechecLong: `awechec est une boîte à outils pour les parties d’Awechec (publié aussi sous
le nom d’Awarichess) et d’Awélé/Oware : il lit les archives AGN et les formes
plus libres que l’on écrit, rejoue chaque règle, montre chaque défaut, puis
convertit et exporte les parties.`,
	HelpAnnotateLong: `annotate rejoue chaque partie et l’écrit en AGN canonique, avec ce que le
rejeu sait écrit dedans (ligne principale seulement) :

  powers    le jeton de pouvoir avec sa couleur devant chaque demi-coup qui
            a consommé un pouvoir ; les jetons sans couleur reçoivent la leur
  captures  le nombre de graines prises de chaque coup d’Awélé qui prend : E(3)
  checks    + et # là où la position les donne
  queues    la file de pouvoirs de chaque partie d’Awélé, dessinée dans un
            commentaire comme la grille 7x7 de cônes du texte 000 (ordre de
            lecture depuis le côté des Blancs)
  endings   un commentaire qui dit comment chaque partie d’Awélé a fini
  deciders  un commentaire après chaque coup nul qui dit qui l’a décidé

Toutes les annotations sont actives par défaut : --no-NOM en retire une,
--only a,b ne garde que celles nommées. Les commentaires sont en français
pour une partie en français, en anglais sinon (convert --to les réécrit dans
la langue visée). Annoter une partie déjà annotée ne change rien : un
commentaire qu’annotate trouve déjà écrit, mot pour mot, n’est pas réécrit.
annotate --only powers est le « remplir les couleurs des pouvoirs » de fmt.

Code de sortie : 0 toutes les parties sont valides, 1 une partie a des
défauts (ou n’a pas pu être lue), 2 erreur d’utilisation ou d’entrée-sortie.`,
	HelpCheckLong: `check lit les parties d’Awechec et d’Awélé et les rejoue : les parties
d’Awélé selon leurs règles, la file des pouvoirs (handicaps compris), les
échecs avec le coup nul, les résultats. Chaque défaut est signalé avec
fichier:ligne:colonne, la ligne du texte, un accent circonflexe ^ sous
l’erreur et un code stable (docs/DIAGNOSTICS.md).

Les chemins sont des fichiers, des dossiers (parcourus récursivement pour
les fichiers .agn et .pgn ; un fichier .pgn est lu en PGN, avec ses
commandes [%%power] et [%%awele]) ou « - » pour l’entrée standard (de même
sans chemin). Les parties sont vérifiées sur tous les cœurs ; la sortie
garde l’ordre de l’entrée.

--format text (par défaut) écrit chaque diagnostic à la manière d’un
compilateur, puis une ligne de bilan. --format json écrit un objet JSON par
partie et par ligne (docs/EXPORT.md) : file, game, line, valid,
diagnostics, queues, result, termination, fen.

Code de sortie : 0 toutes les parties sont valides, 1 un défaut a été
trouvé, 2 erreur d’utilisation ou d’entrée-sortie.`,
	HelpConvertLong: `convert lit des parties et les écrit en AGN canonique (la forme qu’écrit
fmt), en gardant chaque balise, commentaire, NAG et variante. Comme fmt, il
donne aux jetons de pouvoir écrits sans couleur, (7), la couleur de la file
que le rejeu reconstruit : (7=B), avec ou sans --to.

  --to LANGUE   traduire les lettres en fr, en, de, es, it ou nl : lettres
                de pièces et de promotion, lettres de couleur des pouvoirs
                et des prises, mots-clés de section, la balise Language et
                le camp de la balise Handicap (Blancs/Noirs, White/Black),
                et les commentaires qu’écrit annotate, dans les mots de la
                langue visée. L’allemand, l’espagnol, l’italien et le
                néerlandais n’ont pas de lettres de pouvoir à eux : la sortie
                écrit W et B anglais et le dit dans une balise
                [PowerLetters "en"]. Une partie dont les lettres laissent la
                langue indécise est d’abord rejouée, et le rejeu décide.
  --from pgn    lire du PGN (awechec export --to pgn, ou tout PGN d’échecs :
                anglais)
  --from ogn    lire l’Oware Game Notation (fichiers d’Aualé, ou export --to ogn)

Un dossier est parcouru récursivement pour les fichiers .agn et .pgn, pour
les .pgn avec --from pgn et pour les .ogn avec --from ogn ; sans chemin, ou
avec « - », convert lit l’entrée standard.

Les parties d’échecs simples (sans section d’Awélé ni jeton de pouvoir)
sont lues, rejouées et converties elles aussi : convert sert aussi pour les
collections d’échecs ordinaires.

Chaque partie est rejouée ; ses diagnostics vont sur la sortie d’erreur et
la partie est écrite quand même, sauf si le lecteur n’a pas pu la lire ou
si, avec --to, sa langue ne peut pas être déterminée : la sortie d’erreur
dit alors « fichier:ligne : partie N laissée de côté : pourquoi ».

Code de sortie : 0 toutes les parties sont valides, 1 une partie a des
défauts (ou n’a pas pu être lue), 2 erreur d’utilisation ou d’entrée-sortie.`,
	HelpExportLong: `export rejoue chaque partie et l’écrit dans un autre format
(docs/EXPORT.md) :

  --to pgn    la partie d’échecs en PGN standard, que lisent les logiciels
              d’échecs et pgn-extract : SAN anglaise, coups nuls en --,
              chaque pouvoir en {[%%power 4 B]}, chaque section d’Awélé en
              {[%%awele ...]}, une balise [Variant "Awechec"]. convert
              --from pgn la relit en la même partie.
  --to json   un objet JSON par partie et par ligne : les balises, les coups
              de chaque partie d’Awélé avec le plateau après chacun et ses
              prises, sa fin et sa file de pouvoirs, chaque demi-coup
              d’échecs (SAN telle qu’écrite et en anglais, FEN après,
              pouvoir, qui a décidé, échec, mat), les diagnostics
              (docs/schema/export.schema.json).
  --to ogn    chaque partie d’Awélé en enregistrement Oware Game Notation,
              tel qu’Aualé l’écrit et le lit ; convert --from ogn le relit.
              Aualé ouvre un match par fichier : --split DOSSIER (ou -o
              nommant un dossier) écrit chaque partie d’Awélé dans son
              propre fichier de DOSSIER, nommé d’après le fichier lu, la
              partie et la partie d’Awélé : partie-g002-a1.ogn
              (stdin-g001-a1.ogn pour l’entrée standard). Plusieurs
              enregistrements écrits dans un même flux sont séparés par une
              ligne vide, et la sortie d’erreur avertit.
  --to csv, --to parquet
              une table pour les bases de données (DuckDB, pandas, Spark) :
              une ligne par partie, chaque balise une colonne, avec le
              résultat, la fin, les demi-coups, la validité et l’ouverture
              nommée d’après la position (docs/DUCKDB.md) ; --moves -o
              parties.csv écrit aussi parties-moves.csv, une ligne par
              demi-coup d’échecs et coup d’Awélé.

Les parties qui ont des défauts sont exportées quand même ; leurs
diagnostics vont sur la sortie d’erreur.

Code de sortie : 0 toutes les parties sont valides, 1 une partie a des
défauts (ou n’a pas pu être lue), 2 erreur d’utilisation ou d’entrée-sortie.`,
	HelpFmtLong: `fmt écrit chaque partie des fichiers donnés en AGN canonique, la seule forme
qu’écrit awechec (docs/FORMAT-CANONICAL.md), à la manière de gofmt.

Les jetons de pouvoir écrits sans couleur, (7), la reçoivent de la file que
le rejeu reconstruit : (7=B). Sans option, le texte canonique va sur la
sortie standard. Un dossier est parcouru récursivement pour les fichiers
.agn (les fichiers .pgn sont laissés tels quels, avec un message : fmt écrit
de l’AGN) ; sans chemin, ou avec « - », fmt lit l’entrée standard. Un
enregistrement PGN ou OGN (un fichier .pgn ou .ogn, ou l’entrée standard
quand elle tient l’export PGN ou un enregistrement OGN) est laissé tel quel
de même : awechec convert le lit et écrit de l’AGN ; nommé sur la ligne de
commande ou sur l’entrée standard, il fait sortir fmt avec 2 (fmt < x.pgn >
y.agn n’écrit rien et échoue, au lieu de laisser un y.agn vide). Les parties sont lues
une à une. Pour l’affichage, le texte canonique d’un
fichier est gardé jusqu’à ce que tout le fichier soit lu (un fichier qui a
une erreur de syntaxe n’est pas affiché) : ses 4 premiers Mo en mémoire, le
reste dans un fichier temporaire (dans $TMPDIR), si bien que la mémoire ne
croît pas avec le fichier ; -w, -l et --check ne gardent rien (sur l’entrée
standard, -l et --check gardent l’entrée).

  -w        réécrire chaque fichier sur place, seulement si son texte change
            (à travers les liens symboliques, en gardant mode, propriétaire
            et liens physiques ; un fichier en lecture seule est refusé sauf
            avec --force)
  -l        lister les fichiers dont le texte n’est pas canonique
  --check   les lister sur la sortie d’erreur et sortir avec 1 s’il y en a

Un fichier qui a une erreur de syntaxe n’est jamais réécrit ni affiché : ses
diagnostics vont sur la sortie d’erreur avec une ligne qui dit que le
fichier a été laissé de côté, les autres fichiers sont quand même mis en
forme, et fmt sort avec 2 (comme gofmt), pour qu’un script distingue « à
mettre en forme » (1) de « impossible à mettre en forme » (2). Les
avertissements n’arrêtent pas la mise en forme.

Code de sortie : 0 fait (tous les fichiers canoniques avec --check), 1 un
fichier n’est pas canonique (--check), 2 une erreur de syntaxe, un
enregistrement PGN ou OGN nommé ou sur l’entrée standard, une erreur
d’utilisation ou d’entrée-sortie.`,
	HelpGenerateLong: `generate joue des parties au hasard mais vraisemblables, qui suivent toutes
les règles, et les écrit sur la sortie standard en AGN canonique, l’une
après l’autre, à mesure qu’elles sont jouées : la mémoire reste stable quel
que soit -n.

Les parties d’Awechec (par défaut) jouent des parties d’Awélé dont les
prises nourrissent la partie d’échecs ; le propriétaire de chaque pouvoir
choisit un coup normal ou le coup nul (plus souvent le coup nul quand le
pouvoir est à l’adversaire) ; les parties finissent par mat, pat, position
morte, nulle des cinquante coups, abandon ou nulle convenue, après 150 à
250 demi-coups environ. --synchronous joue l’Awechec synchrone, --variant
awele des parties d’Awélé seul selon des règles tirées parmi les jeux de
règles connus, --handicap donne un handicap à chaque partie d’Awechec
(3/2, 2/1 ou 3/1).

Les mêmes --seed et options donnent les mêmes octets, quel que soit le
nombre de cœurs.`,
	HelpHtmlLong: `html rejoue chaque partie des fichiers et écrit une page HTML qui les
rejoue dans un navigateur : le plateau d’Awechec tel que render le dessine,
chaque coup d’Awélé et demi-coup d’échecs en avant et en arrière (boutons,
flèches du clavier, Début et Fin), les commentaires, le pouvoir que chaque
demi-coup a consommé et qui a décidé, et les diagnostics. Plusieurs parties
donnent une page avec une liste des parties.

La page est un seul fichier, avec son style, son script et ses images
inclus : elle n’a besoin ni du réseau ni d’aucun autre fichier.

Les chemins sont des fichiers, des dossiers (parcourus récursivement pour
les fichiers .agn et .pgn) ou « - » pour l’entrée standard (de même sans
chemin). Les parties qui ont des défauts sont montrées aussi loin que leur
rejeu est allé ; leurs diagnostics vont sur la sortie d’erreur.

Code de sortie : 0 toutes les parties sont valides, 1 une partie a des
défauts, 2 erreur d’utilisation ou d’entrée-sortie.`,
	HelpRenderLong: `render rejoue une partie d’un fichier et dessine le plateau d’Awechec à un
moment de cette partie, en image SVG autonome (sans ressource externe) :
l’échiquier et ses pièces, les pouvoirs encore en file en cônes clairs et
foncés sur les 7x7 points entre les cases, les douze trous d’Awélé autour
du plateau avec leurs graines et les deux greniers, le dernier coup marqué
(cases ou trou), le camp au trait et à qui est le pouvoir suivant. Il ne
dessine que ce que la partie a : pour un enregistrement d’Awélé seul, le
plateau d’Awélé seul ; pour une partie d’échecs standard
([Variant "Standard"]), l’échiquier seul.

Le moment est la position finale, sauf si --ply ou --awele-game dit autre
chose : --ply K dessine le plateau après le demi-coup d’échecs K (les coups
nuls comptent ; 0 est juste avant le premier demi-coup, une fois finie la
partie d’Awélé qui le nourrit) ; --awele-game A --awele-ply M le dessine
après le coup M de la partie d’Awélé A (M 0 est le début de cette partie
d’Awélé). Un fichier « - », ou aucun, fait lire l’entrée standard.

Une partie qui a des défauts est dessinée aussi loin que son rejeu est allé
(un coup illégal l’arrête) ; ses diagnostics vont sur la sortie d’erreur.

Code de sortie : 0 la partie dessinée est valide, 1 elle a des défauts,
2 erreur d’utilisation ou d’entrée-sortie (pas de telle partie ni de tel
moment).`,
	HelpRulesLong: `Sans argument, rules liste les jeux de règles d’Awélé connus, un par ligne,
avec une description et le texte source d’où il vient. Avec une
spécification comme « abapa » ou « abapa,grand-slam=forbidden », il affiche
chaque paramètre de ce jeu de règles : nom, valeur, signification et
valeurs possibles.`,
	HelpStatsLong: `stats rejoue chaque partie des fichiers donnés sur tous les cœurs, comme
check, et fait le bilan de la collection : parties valides et invalides par
code de diagnostic, résultats et fins, parties d’Awélé par partie et leur
fin, pouvoirs par couleur et consommés, coups nuls et qui les a décidés (le
choix du joueur au trait, ou imposé par l’adversaire à qui était le
pouvoir), longueurs moyennes, et de même par langue, jeu de règles d’Awélé
et variante (docs/STATS.md).

Les chemins sont des fichiers, des dossiers (parcourus récursivement pour
les fichiers .agn et .pgn) ou « - » pour l’entrée standard (de même sans
chemin). Une barre de progression est dessinée sur la sortie d’erreur quand
c’est un terminal.

--format text (par défaut) est pour une personne, json un objet, csv une
longue table « metric,key,value ». --per-game écrit plutôt une ligne par
partie, pour les tableurs et les bases de données d’analyse : CSV avec un
en-tête (--format csv) ou lignes JSON (--format json).

--players écrit plutôt une ligne par joueur : parties, points et score, le
score avec les Blancs et avec les Noirs, en donnant un handicap, en en
recevant un ou sans handicap, pouvoirs par partie d’Awélé, coups nuls
choisis avec son propre pouvoir et imposés avec lui à l’adversaire, et la
performance Elo quand les parties ont des balises Elo. --crosstable TOURNOI
écrit le tableau croisé des parties dont la balise Event vaut TOURNOI. Les
deux prennent --format text ou json.

Code de sortie : 0 toutes les parties sont valides, 1 une partie a des
défauts (le bilan est écrit quand même), 2 erreur d’utilisation ou
d’entrée-sortie.`,

	HelpAnnotateNoCaptures: "ne pas écrire le nombre de graines prises des coups d’Awélé",
	HelpAnnotateNoChecks:   "ne pas écrire + et # là où la position les donne",
	HelpAnnotateNoDeciders: "ne pas écrire qui a décidé chaque coup nul",
	HelpAnnotateNoEndings:  "ne pas écrire comment chaque partie d’Awélé a fini",
	HelpAnnotateNoPowers:   "ne pas écrire les jetons de pouvoir avec leur couleur devant chaque demi-coup qui consomme un pouvoir",
	HelpAnnotateNoQueues:   "ne pas écrire la file de pouvoirs de chaque partie d’Awélé en grille 7x7",

	HelpAwechecCpuprofile: "écrire un profil CPU dans ce fichier (pour go tool pprof)",

	RStart:             "Départ",
	REnd:               "fin",
	RSouth:             "Sud",
	RNorth:             "Nord",
	RWhite:             "Blancs",
	RBlack:             "Noirs",
	RNorthBlack:        "Nord · Noirs",
	RSouthWhite:        "Sud · Blancs",
	RGame:              "Partie %d",
	RSows:              "%s sème %s",
	RCaptureEvent:      "%s : prise notée",
	RCaptures:          ", prend %d (%s)",
	RPower:             "pouvoir",
	RPowers:            "pouvoirs",
	RAweleGame:         "Partie d’Awélé %d",
	RAweleToMove:       "Partie d’Awélé %d : %s joue",
	RToMove:            "Trait aux %s",
	RNextPower:         "pouvoir suivant : %s",
	RGameEnds:          "Fin de la partie d’Awélé %d : %s ; score %d-%d, file de %s",
	RCollects:          P("%[1]s ramasse %[2]d ${seeds}", V("seeds", 2, "graine", "graines")),
	RShared:            "partage %d-%d",
	RRemoved:           P("%d ${seeds}", V("seeds", 1, "graine retirée", "graines retirées")),
	RPowerDecided:      "Pouvoir %d (%s) : les %s ont imposé aux %s %s",
	RPowerChose:        "Pouvoir %d (%s) : les %s ont choisi de jouer %s",
	RAnswersCheck:      "Les %s parent l’échec : aucun pouvoir consommé",
	RNormalMove:        "un coup normal",
	RNullMove:          "le coup nul",
	RCheckmate:         " ; échec et mat",
	RSideColour:        "%s (%s)",
	RPageGames:         "Parties",
	RPageMoves:         "Coups",
	RPageDiags:         "Diagnostics",
	RPageChess:         "Échecs",
	RPageStart:         "Début",
	RPageEnd:           "Fin",
	RPageBack:          "Précédent",
	RPageFwd:           "Suivant",
	RPageStartKey:      "Début (touche Début)",
	RPageEndKey:        "Fin (touche Fin)",
	RPageBackKey:       "Précédent (←)",
	RPageFwdKey:        "Suivant (→)",
	RSeed:              "graine",
	RSeeds:             "graines",
	RAweleEnds:         "Fin de la partie d’Awélé : %s ; score %d-%d",
	RPageInvalid:       "(invalide)",
	REndingFamine:      "famine",
	REndingNoMove:      "plus aucun coup",
	REndingMajority:    "majorité atteinte",
	REndingFewSeeds:    "trop peu de graines",
	REndingAgreement:   "arrêt convenu",
	REndingUnrecorded:  "suite non notée",
	REndingIllegalMove: "arrêtée sur un coup illégal",
	REndingCaptures:    "prises seules notées",
	REndingInterrupted: "interrompue",
	RTermCheckmate:     "échec et mat",
	RTermStalemate:     "pat",
	RTermDeadPosition:  "matériel insuffisant",
	RTermFiftyMoves:    "règle des cinquante coups",
	RTermAgreement:     "accord",
	RTermResignation:   "abandon",
	RTermFamine:        "famine",
	RTermNoMove:        "plus aucun coup",
	RTermMajority:      "majorité atteinte",
	RTermFewSeeds:      "trop peu de graines",
	RTermUnrecorded:    "suite non notée",
	RTermIllegalMove:   "coup illégal",
	RTermCaptures:      "prises seules notées",
	RTermInterrupted:   "interrompue",
	RNoPosition:        "render : aucune position à dessiner",
	RNoAweleGame:       "render : pas de partie d’Awélé %[1]d avec des coups (la partie en a %[2]d)",
	RAweleMoves:        P("render : la partie d’Awélé %[1]d a %[2]d ${moves}, pas %[3]d", V("moves", 2, "coup", "coups")),
	RChessPlies:        P("render : la partie a %[1]d ${plies}, pas %[2]d", V("plies", 1, "demi-coup d’échecs", "demi-coups d’échecs")),
	RNoGame:            "render : aucune partie à écrire",
	RNoStep:            "render : la partie %d n’a aucune étape",

	ConvLangUnknown: "la langue de la partie doit être connue pour que ses lettres puissent être traduites",
	ConvSourceLang:  "langue source « %s » inconnue",
	ConvTargetLang:  "langue cible « %s » inconnue",
	GenVariant:      "variante « %s » inconnue (awechec, synchronous ou awele attendu)",
	GenLang:         "langue « %s » : le générateur écrit fr ou en",

	SGames:             "parties",
	SValid:             "valides",
	SInvalid:           "invalides",
	SWithErrors:        "avec erreurs",
	SWithWarnings:      "avec avertissements seulement",
	SDiagnostics:       "diagnostics émis",
	SByCode:            "parties par code de diagnostic",
	SResults:           "résultats",
	STerminations:      "fins de partie",
	SAweleGames:        "parties d’Awélé",
	SAweleGamesPerGame: "parties par nombre de parties d’Awélé",
	SAweleEndings:      "fins des parties d’Awélé",
	SAweleMoves:        "coups d’Awélé",
	SPowers:            "pouvoirs",
	SWhite:             "  blancs",
	SBlack:             "  noirs",
	SConsumed:          "  consommés",
	SPlies:             "demi-coups d’échecs",
	SChecks:            "  échecs",
	SNullMoves:         "coups nuls",
	SChosen:            "  choisis par le joueur au trait",
	SImposed:           "  imposés par l’adversaire",
	SPowerUnknown:      "  pouvoir inconnu",
	SBytes:             "octets",
	SByLanguage:        "par langue",
	SByRules:           "par jeu de règles",
	SByVariant:         "par variante",
	SPerGame:           "%.*f/partie",
	SPercent:           "%.1f\u00a0%%",
	SCount:             "%d",
	SOfDecisions:       "%s de ses décisions",
	SColPlies:          "demi-coups",
	SSeeds:             "graines (parties d’Awélé seules)",
	SSouth:             "  sud",
	SNorth:             "  nord",

	RulesMeaning1:        "un coup qui prendrait toute la rangée adverse est interdit, sauf s’il n’y a pas d’autre coup ; il ne prend alors rien",
	RulesMeaning2:        "un coup qui prendrait toute la rangée adverse peut être joué mais ne prend rien",
	RulesMeaning3:        "un coup qui prend toute la rangée adverse peut être joué et la prend",
	RulesMeaning4:        "un coup qui prendrait toute la rangée adverse est toujours interdit",
	RulesMeaning5:        "quand la rangée adverse est vide, le coup doit y semer",
	RulesMeaning6:        "chaque coup doit semer au moins une graine dans la rangée adverse",
	RulesMeaning7:        "chaque coup doit laisser une graine dans la rangée adverse après les prises",
	RulesMeaning8:        "pas d’obligation de nourrir",
	RulesMeaning9:        "une prise prend tous les trous qui conviennent en remontant depuis la dernière graine",
	RulesMeaning10:       "pas d’arrêt à la majorité : toutes les graines se jouent",
	RulesMeaning11:       "pas d’arrêt quand il reste peu de graines",
	RulesMeaning12:       "quand le joueur au trait n’a aucun coup légal, la partie s’arrête ; le reste ne compte pour personne",
	RulesMeaning13:       "quand le joueur au trait n’a aucun coup légal, le reste va au joueur dans la rangée duquel il se trouve (le joueur au trait en cas de famine)",
	RulesMeaning14:       "après un arrêt convenu ou une répétition, chaque joueur prend les graines de sa rangée",
	RulesMeaning15:       "après un arrêt convenu ou une répétition, chaque joueur prend la moitié du reste (une graine impaire est retirée)",
	RulesMeaning16:       "après un arrêt convenu ou une répétition, le reste est retiré et ne compte pour personne",
	RulesMeaning17:       "les trous de Nord s’écrivent A-F, ceux de Sud a-f",
	RulesMeaning18:       "les trous de Sud s’écrivent A-F, ceux de Nord a-f",
	RulesMaxCapture:      "une prise prend au plus %d trous, les derniers semés",
	RulesMajority:        "la partie s’arrête quand un joueur a %d graines ou plus ; le reste ne compte pour personne",
	RulesFewSeeds:        "la partie s’arrête quand il reste moins de %d graines sur le plateau ; elles ne comptent pour personne",
	RulesDescAwechec:     "l’Awélé dans l’Awechec : nourrir un adversaire vide ; grand chelem seulement forcé, et alors sans prise ; en cas de famine le joueur au trait ramasse ; pas d’arrêt à 25 ; reste retiré à l’arrêt convenu",
	RulesDescAbapa:       "Abapa (World Oware Federation) : grand chelem joué sans prise ; fin à 25, par famine (le joueur au trait ramasse) ou accord/cycle (chacun prend sa rangée)",
	RulesDescAwele001:    "chaque coup doit laisser une graine à l’adversaire après les prises ; sans tel coup la partie s’arrête (reste non compté) ; Nord en majuscules",
	RulesDescCoteDivoire: "Côte d’Ivoire : chaque coup doit atteindre l’adversaire ; pas de grand chelem ; au plus 4 trous pris ; fin à 25 ou sous 3 graines",
	RulesDescMbekh:       "Mbekh ô kôla (Gabon) : l’abapa sans l’obligation de nourrir",

	FENFields:          "une FEN a 6 champs (ou 4, sans les compteurs)",
	FENRankSquares:     "la rangée %d n’a pas 8 cases",
	FENRanks:           "l’échiquier doit avoir 8 rangées",
	FENRankLong:        "la rangée %d est trop longue",
	FENPieceLetter:     "lettre de pièce « %c » inconnue : le FEN s’écrit en lettres anglaises, KQRBNP pour les Blancs et kqrbnp pour les Noirs, quelle que soit la langue de la partie",
	FENPawn:            "pion sur %s",
	FENKings:           "chaque camp doit avoir un roi et un seul",
	FENSide:            "le camp au trait doit être w ou b",
	FENNotMoverInCheck: "le camp qui n’a pas le trait est en échec",
	FENCastling:        "droits de roque invalides ou impossibles",
	FENCastlingQ:       "droits de roque « %s » invalides ou impossibles",
	FENEnPassant:       "case de prise en passant invalide",
	FENEnPassantImp:    "case de prise en passant %s impossible",
	FENHalfMove:        "compteur de demi-coups invalide",
	FENFullMove:        "numéro de coup invalide",
	FENSyntax:          "« %s » illisible : %s",

	CobraUnknownCommand: "commande « %s » inconnue pour « %s »",
	CobraDidYouMean:     "\n\nVouliez-vous dire :\n%s",
	CobraUnknownFlag:    "option inconnue : %s",
	CobraUnknownShort:   "option courte « %s » inconnue dans %s",
	CobraNeedsArg:       "l’option %s demande une valeur",
	CobraBadArg:         "valeur « %s » invalide pour l’option %s : %s",
	CobraMaxArgs:        "accepte au plus %s argument(s), en a reçu %s",

	RulesSrcAwechec:     "texte 000, annexe",
	RulesSrcAbapa:       "textes 004 et 002",
	RulesSrcAwele001:    "texte 001",
	RulesSrcCoteDivoire: "texte 003",
	RulesSrcMbekh:       "texte 004",

	RTagEvent:       "Événement",
	RTagSite:        "Lieu",
	RTagDate:        "Date",
	RTagRound:       "Ronde",
	RTagWhite:       "Blancs",
	RTagBlack:       "Noirs",
	RTagResult:      "Résultat",
	RTagAnnotator:   "Commentateur",
	RTagWhiteElo:    "Elo des Blancs",
	RTagBlackElo:    "Elo des Noirs",
	RTagVariant:     "Variante",
	RTagLanguage:    "Langue",
	RTagHandicap:    "Handicap",
	RTagAweleRules:  "Règles d’Awélé",
	RTagAweleCase:   "Casse d’Awélé",
	RTagTermination: "Fin",
	RTagTimeControl: "Cadence",
	RTagEventDate:   "Date de l’événement",
	RTagSource:      "Source",
	RTagPlyCount:    "Nombre de demi-coups",
	RTagColon:       "%s : %s",

	CodeSyntax:            "Le texte ne suit pas la grammaire AGN ; le message dit ce qui était attendu. Un avertissement pour une partie qui a des balises mais ni coups ni résultat, ou qui est coupée par les balises de la partie suivante sans résultat.",
	CodeEncoding:          "Les octets ne sont pas de l’UTF-8 valide, ou contiennent un octet NUL ; un document de traitement de texte (.docx, .odt : une archive zip) reçoit une seule erreur de ce type, qui dit de l’enregistrer en texte brut (.txt), et n’est pas lu plus loin.",
	CodeTooDeep:           "Des variantes ou des commentaires sont imbriqués plus profondément que le lecteur ne l’accepte.",
	CodeNumberRange:       "Un nombre (numéro de coup, nombre de graines prises, numéro de pouvoir, NAG) est trop grand pour être voulu.",
	CodeTagValue:          "La valeur d’une balise est inutilisable (règles, handicap, langue ou position inconnus), ou une balise est donnée deux fois (une erreur pour les balises que les outils lisent, un avertissement pour les autres).",
	CodeLanguageAmbiguous: "Impossible de savoir en quelle langue sont les lettres : aucune langue ne lit toutes les lettres et les indices s’équilibrent, ou plusieurs lectures sont légales et diffèrent, ou aucune ne l’est.",
	CodeLanguageDecided:   "Les lettres laissaient la langue ouverte (R et B désignent d’autres pièces en français et en anglais) ; la partie n’est légale que dans une lecture, que le rejeu a retenue.",
	CodeAweleIllegalMove:  "Un coup d’Awélé que les règles de la partie interdisent (trou vide, trou de l’adversaire, obligation de nourrir, grand chelem, partie finie).",
	CodeAweleCaptureCount: "Le nombre de graines prises écrit pour un coup d’Awélé diffère de ce que le coup prend.",
	CodeAweleCaptureMiss:  "Un coup d’Awélé prend des graines mais le texte n’en écrit pas le nombre.",
	CodeAweleScore:        "Un score d’Awélé écrit diffère du score du rejeu.",
	CodePowerMismatch:     "Le numéro ou la couleur d’un jeton de pouvoir diffère du pouvoir que donne la file ; les jetons suivants de la même partie d’Awélé qui diffèrent de la même façon (ou sont numérotés à la suite d’un jeton écrit sur une parade à l’échec) sont comptés dans le message du premier, comme les jetons dont la partie ne lit pas la lettre de couleur, (1=b).",
	CodePowerMissing:      "Un demi-coup qui consomme un pouvoir n’a pas de jeton de pouvoir écrit ; les suivants de la même ligne sont comptés dans le message du premier.",
	CodePowerUnexpected:   "Un jeton de pouvoir se trouve là où aucun pouvoir n’est consommé (le camp est en échec).",
	CodePowersExhausted:   "La partie d’échecs continue alors que tous les pouvoirs notés sont consommés.",
	CodeNullInCheck:       "Le coup nul a été joué par un camp en échec.",
	CodeIllegalMove:       "Un coup d’échecs qui n’est pas légal dans la position.",
	CodeAmbiguousMove:     "Un coup d’échecs qui correspond à plusieurs coups légaux.",
	CodeCheckClaim:        "Un + ou un # que la position ne confirme pas (un signe manquant est un avertissement).",
	CodeResultMismatch:    "Le résultat écrit, la balise Result et le rejeu ne s’accordent pas ; le diagnostic est placé sur celui qui est faux (un résultat que le rejeu connaît mais que la partie n’écrit nulle part, ou écrit *, est un avertissement, sur le * ou au dernier coup ; de même, dans une partie d’Awélé seule arrêtée d’un commun accord, un résultat que contredit le score écrit).",
	CodeMoveAfterEnd:      "Un coup écrit après la fin de la partie (mat, pat, ou fin d’une partie d’Awélé).",
	CodeMoveNumber:        "Un numéro de coup qui ne correspond pas au compte du rejeu ; les numéros de coups d’Awélé faux suivants de la même partie d’Awélé sont comptés dans le message du premier.",
	CodeAweleEarly:        "Une nouvelle partie d’Awélé (ou, en variante synchrone, un coup d’Awélé) alors que des pouvoirs de la file restent à consommer.",
	CodeSectionUnexpected: "Une section que la variante de la partie n’a pas : des échecs dans une partie d’Awélé seul, de l’Awélé dans une partie d’échecs standard.",
	CodeCaptureClaim:      "Un coup d’échecs écrit avec x (ou :) qui ne prend rien, ou avec e.p. qui n’est pas une prise en passant.",
	CodeTypedForm:         "Une forme telle que la saisissent les traitements de texte et les joueurs a été lue comme sa forme canonique : guillemets typographiques autour de la valeur d’une balise (“…”, « … »), × pour x, e.p. ou ep après une prise en passant, mat ou ≠ pour #, ½-½ ou un tiret demi-cadratin dans un résultat (1–0), espaces insécables. Une seule note par partie les énumère ; fmt écrit la forme canonique.",
	CodeCharset:           "Le fichier n’est pas en UTF-8 mais en Windows-1252 (ISO-8859-1, comme l’enregistrent les outils Windows français) ou en UTF-16 (l’« Unicode » du Bloc-notes de Windows) : il a été décodé, ce qui est dit une fois par fichier ; les colonnes se comptent dans le texte décodé ; fmt écrit en UTF-8.",

	VNoChessInAwele:    "une partie d’Awélé seul n’a pas de coups d’échecs",
	VNoChessSection:    "une partie d’Awélé seul n’a pas de section d’échecs",
	VStandardNoAwele:   "une partie d’échecs standard n’a pas de section d’Awélé",
	VStandardNoAweleMv: "une partie d’échecs standard n’a pas de coups d’Awélé",
	VGameOver:          "la partie est terminée (%s)",
	VStandardNoPowers:  "une partie d’échecs standard n’a pas de pouvoirs",
	VNullNotStandard:   "le coup nul n’existe pas aux échecs standard",
	VCheckNoPower:      "les %s sont en échec : parer un échec ne consomme aucun pouvoir ; écrivez le coup sans jeton de pouvoir",
	VNullInCheck:       "les %s sont en échec : le coup nul est interdit",
	VBadFile:           "colonne %s inconnue",
	VBadRank:           "rangée %s inconnue",
	VNoDestination:     "le coup n’a pas de case d’arrivée",
	VNotPieceLetter:    "%c n’est pas une lettre de pièce en %s",
	VNotPromoLetter:    "%c n’est pas une lettre de promotion en %s",
	VLetterList:        " (%s)",
	VLetterIs:          " ; %s s’écrit %c : écrivez %s",
	VCapturesNothing:   "%s ne prend rien",
	VNotEnPassant:      "%s n’est pas une prise en passant : retirez e.p.",
	VAmbiguous:         "%s correspond à %d coups (%s)",
	VIllegal:           "%s n’est pas un coup légal pour les %s%s",
	VHintEnPassant:     " : la prise en passant n’est possible que juste après le double pas",
	VHintDidYouMean:    " : vouliez-vous dire %s ?",

	VExhNone: "aucune partie d’Awélé n’a encore donné de pouvoir",
	VExhPool: P("la dernière prise n’a donné aucun pouvoir : ses %[1]d ${seeds} sont allées dans la réserve de handicap des %[2]s (%[3]d ${there}, %[4]d en donnent %[5]d) : la partie d’Awélé doit reprendre",
		V("seeds", 1, "graine", "graines"), V("there", 3, "graine s’y trouve", "graines s’y trouvent")),
	VExhNoneYet:     "la partie d’Awélé %d n’a encore donné aucun pouvoir : elle doit reprendre",
	VExhNothing:     "le dernier coup d’Awélé n’a rien pris : la partie d’Awélé doit reprendre",
	VExhLastCapture: "tous les pouvoirs de la dernière prise sont consommés : la partie d’Awélé doit reprendre",
	VExhUnrecNone:   "la partie d’Awélé %d n’a noté aucun pouvoir et sa suite n’est pas notée : ajoutez la partie d’Awélé suivante avant ce coup",
	VExhUnrec:       "tous les pouvoirs notés sont consommés et la suite de la partie d’Awélé n’est pas notée : ajoutez la partie d’Awélé suivante avant ce coup",
	VExhGaveNone:    "la partie d’Awélé %d n’a donné aucun pouvoir : une nouvelle partie d’Awélé doit venir d’abord",
	VExhAll:         "tous les pouvoirs sont consommés : une nouvelle partie d’Awélé doit venir d’abord",

	VMismatchBoth:   "le pouvoir consommé ici est le pouvoir %d, aux %s : écrivez (%d=%c)",
	VMismatchNumber: "le pouvoir consommé ici est le pouvoir %d, pas le %d : écrivez (%d=%c)",
	VMismatchColour: "le pouvoir %d est aux %s, pas aux %s : écrivez (%d=%c)",
	VFoldMore: P(" ; et %[1]d ${more} de la même façon (${numbers} %[2]s)",
		V("more", 1, "autre jeton de pouvoir de cette partie d’Awélé diffère", "autres jetons de pouvoir de cette partie d’Awélé diffèrent"),
		V("numbers", 1, "numéro", "numéros")),
	VFoldHint:     " : %s",
	VHintNumbered: "les pouvoirs se numérotent à partir de 1 dans chaque partie d’Awélé",
	VHintPoolDrop: "la réserve d’un handicap se vide à la fin de chaque partie d’Awélé",
	VHintShift:    "ils sont numérotés à la suite du jeton de pouvoir écrit sur la parade à l’échec, qui ne consomme aucun pouvoir",
	VBadLettersMore: P(" ; et %[1]d ${tokens} (numéros %[2]s)",
		V("tokens", 1, "autre jeton de pouvoir écrit une telle lettre", "autres jetons de pouvoir écrivent une telle lettre")),
	VBadLettersGames: P(" ; et %[1]d ${tokens}",
		V("tokens", 1, "autre jeton de pouvoir écrit une telle lettre", "autres jetons de pouvoir écrivent une telle lettre")),
	VHintNoHandicap: "ils ne correspondent à aucun handicap : la balise Handicap est-elle fausse ?",
	VHintFitTag:     "ils correspondent à [Handicap %q]",
	VHintMissingTag: "manque-t-il une balise [Handicap %q] ?",
	VPowerMissing:   "le pouvoir %d (aux %s) est consommé ici sans être écrit : écrivez (%d=%c) avant le coup",
	VMissingMore: P(" ; et %[1]d ${more} sans jeton de pouvoir (${plies} %[2]s)",
		V("more", 1, "autre demi-coup", "autres demi-coups"), V("plies", 1, "demi-coup", "demi-coups")),
	VNumbersMore: P(" ; et %[1]d ${more} de cette partie d’Awélé ne ${fit} pas (%[2]s)",
		V("more", 1, "autre numéro de coup d’Awélé", "autres numéros de coups d’Awélé"), V("fit", 1, "correspond", "correspondent")),
	VNumbersPairs: " : les coups d’Awélé se numérotent par paires, Sud puis Nord, comme aux échecs : %s",
	VNumbersFrom1: " : les coups d’Awélé se numérotent à partir de 1 dans chaque partie d’Awélé",

	VCheckMateNotCheck: "%s écrit, mais le coup donne échec, pas mat",
	VCheckMateNot:      "%s écrit, mais le coup ne fait pas mat",
	VCheckNot:          "+ écrit, mais le coup ne donne pas échec",
	VCheckWriteMate:    "le coup fait mat : écrivez #",
	VCheckWrite:        "le coup donne échec : écrivez +",
	VMoveNumber:        "c’est le coup %s",
	VAweleMoveNumber:   "c’est le coup d’Awélé %s",

	VAweleMoveErr:   "%c (%s au trait) : %s",
	VNotYourHole:    "%c est un trou de %s, et le trait est à %s",
	VReadsLowercase: " ; la section se lit comme une partie légale avec les trous de %s en minuscules : ajoutez [AweleCase %q]",
	VNorthBegan:     " ; si Nord a commencé, numérotez son coup 1... : 1... %c",
	VIfLowercase:    " ; si les trous de %s sont en minuscules, ajoutez [AweleCase %q]",
	VAgreedScore:    "le résultat est %s mais le score écrit est %d-%d : %s, et celui qui a le plus de graines gagne ; écrivez %s, ou dites en commentaire pourquoi",
	VSeedsEven:      "les graines sont à égalité",
	VSouthMore:      "Sud a plus de graines",
	VNorthMore:      "Nord a plus de graines",
	VOverMajority:   P("%[1]s a %[2]d ${seeds}", V("seeds", 2, "graine", "graines")),
	VOverFamine:     "famine : %s ne peut pas nourrir %s",
	VOverNoMove:     "la rangée de %s est vide : %s n’a aucun coup",
	VOverFewSeeds:   "il reste moins de %d graines sur le plateau",
	VOverScore:      "elle s’est arrêtée d’un commun accord (un score l’a close)",
	VOverSection:    "sa section s’est terminée : arrêt convenu",
	VOverUnrecorded: "« ... » l’a close",
	VOverCaptures:   "sa section de prises seules s’est terminée",
	VOverIllegal:    "son rejeu s’est arrêté sur un coup illégal",
	VOverEnded:      "elle est terminée",

	VColourIn:        "en %s",
	VColourInLetters: "dans les lettres de pouvoir en %s que cette partie écrit (%c Blancs, %c Noirs)",
	VNotColourLetter: "« %c » n’est pas une lettre de couleur de pouvoir %s",
	VWritePower:      " : écrivez (%d=%c)",
	VColourMeans:     " (%[1]c veut dire %[3]s en %[2]s, ce qui s’écrit %[5]c en %[4]s)",
	VWriteLetter:     " : écrivez %c",
	VOrAddTag:        ", ou ajoutez [%s %q] si la partie écrit ses pouvoirs en %s",

	VPowerToken:     "jeton de pouvoir %s : %s",
	VTwoTokens:      "deux jetons de pouvoir à la suite : celui-ci ne précède aucun demi-coup",
	VNoHalfMove:     "aucun demi-coup ne le suit",
	VSectionFirst:   "une section commence avant tout demi-coup",
	VChessOverAwele: "la partie d’échecs est terminée (%s) : aucune nouvelle partie d’Awélé ne peut commencer",
	VPowerOne:       "le pouvoir %d",
	VPowerRange:     "les pouvoirs %d à %d",
	VNewAweleEarly:  "une nouvelle partie d’Awélé commence alors qu’il reste à consommer %s de la partie d’Awélé %d : il faut d’abord jouer les demi-coups d’échecs correspondants",
	VAweleOver:      "la partie d’Awélé %d est terminée : %s",
	VResumeEarly:    "la partie d’Awélé reprend alors qu’il reste à consommer %s : il faut d’abord jouer les demi-coups d’échecs correspondants",
	VCapturesOnly:   "une section d’Awélé de prises seules ne peut pas contenir de coups",
	VNotHoleLetter:  "« %c » n’est pas une lettre de trou : les trous d’Awélé sont A–F (%s) et a–f (%s)",
	VCaptureNone:    "%c ne prend rien, pas %d : écrivez %c",
	VCaptureWrong:   P("%[1]c prend %[2]d ${seeds}, pas %[3]d : écrivez %[4]c(%[5]d)", V("seeds", 2, "graine", "graines")),
	VCaptureMissing: P("%[1]c prend %[2]d ${seeds} : écrivez %[3]c(%[4]d)", V("seeds", 2, "graine", "graines")),
	VEventsAfter:    "des prises notées seules ne peuvent pas suivre des coups d’Awélé dans une même partie",
	VEventSeeds:     "%d graines : une partie d’Awélé prend de 1 à %d graines en tout (%d jusqu’ici)",
	VListNumber:     "c’est le pouvoir %d de la liste, pas le %d : écrivez %d:%c",
	VScore:          "le score est %d-%d, pas %d-%d%s",
	VRestShared:     " : %d-%d en prises, et %s chaque joueur a pris les graines restées dans sa rangée (%d et %d)",
	VRestCollected:  " : %d-%d en prises, et %s a ramassé les %d graines restantes",
	VAtAgreedStop:   "à l’arrêt convenu",
	VAtEnd:          "à la fin",

	VLangTied:       "aucune langue connue ne lit toutes les lettres de pièces et de pouvoirs, et %s y correspondent aussi bien",
	VLangTiedSame:   "%s ; les diagnostics ci-dessous la lisent en %s ; ajoutez une balise Language, par exemple [Language %q]",
	VLangTiedErrors: "%s ; la partie a des erreurs dans chacune, et les diagnostics ci-dessous la lisent en %s, où elle va le plus loin ; ajoutez une balise Language, par exemple [Language %q]",
	VLangAllErrors:  "impossible de savoir en quelle langue est la partie : elle a des erreurs dans chaque langue possible (%s) ; les diagnostics ci-dessous la lisent en %s, où elle va le plus loin ; ajoutez une balise Language, par exemple [Language %q]",
	VLangDiffer:     "impossible de savoir en quelle langue est la partie : elle se lit différemment mais correctement en %s et en %s ; ajoutez la balise Language qui tranche : [Language %q] ou [Language %q]",
	VLangTiedLegal:  "%s ; la partie est légale en %s : ajoutez [Language %q] pour le dire",
	VLangDecided:    "les lettres se lisent en %s et en %s, et la partie n’est légale qu’en %s : ajoutez [Language %q] pour le dire",

	VResultTokenTag: "le résultat écrit est %s mais la balise Result dit %s",
	VResultTag:      "[Result %q] alors que %s : écrivez [Result %q]",
	VResultToken:    "%s : le résultat est %s, pas %s%s",
	VResultAndTag:   " et [Result %q]",
	VResultNone:     "aucun résultat écrit : %s, écrivez %s%s",
	VEndsBy:         "la partie se termine par %s",
	VMates:          "les %s font mat",
	VStalemate:      "la partie se termine par un pat",
	VDeadPosition:   "la position est morte (matériel insuffisant)",
	VAweleEndsBy:    "la partie d’Awélé se termine par %s à %d-%d",
	VEachTookRest:   " (chaque joueur a pris les graines restées dans sa rangée)",

	VTagVariant: "variante « %s » inconnue (attendu : Awechec, Awechec Synchronous, Awele ou Standard)",
	VTagRules:   "AweleRules : %s",
	VTagCase:    "AweleCase : %s",
	VTagHandi:   "Handicap : %s",
	VTagAweleFE: "AweleFEN : %s",
	VTagFEN:     "FEN : %s",
	VTagResult:  "Result « %s » n’est ni 1-0, ni 0-1, ni 1/2-1/2, ni *",

	GGameTooLarge: "la partie %d est trop longue pour être lue (plus de %s) : elle est ignorée ; relevez la limite avec --max-game-size",
	GSizeGiB:      "%d Gio",
	GSizeMiB:      "%d Mio",
	GSizeKiB:      "%d Kio",
	GSizeBytes:    P("%[1]d ${bytes}", V("bytes", 1, "octet", "octets")),

	BatchNotRegular:  "%s ; pour le lire, donnez-le sur l’entrée standard (-)",
	BatchFIFO:        "un tube nommé (FIFO), pas un fichier ordinaire",
	BatchCharDevice:  "un périphérique en mode caractère, pas un fichier ordinaire",
	BatchDevice:      "un périphérique, pas un fichier ordinaire",
	BatchSocket:      "un socket, pas un fichier ordinaire",
	BatchDirectory:   "un dossier, pas un fichier ordinaire",
	BatchNotRegFile:  "pas un fichier ordinaire",
	BatchSkippedFile: "%s : ignoré : %s",
	BatchPathReason:  "%s : %s",

	ConvTooLarge:  "%s : plus de %d Mio : trop long pour être converti d’un bloc (--max-game-size relève la limite à 64 fois sa valeur)",
	ConvOGNWord:   "« %s » n’est ni un coup OGN (une lettre de trou, F+3 pour une prise), ni un numéro de coup, ni un commentaire, ni un score",
	ConvOGNNotTag: "cette ligne n’est pas une balise : écrivez [Nom \"valeur\"]",

	CliStdoutWrite:   "écriture sur la sortie standard : %v",
	CliBadSize:       "« %s » n’est pas une taille : écrivez un nombre d’octets, ou un nombre suivi de K, M ou G (par exemple 4M)",
	CliReadOnly:      "le fichier est en lecture seule : il n’est pas réécrit (--force le réécrit)",
	CliReadOnlyOut:   "le fichier est en lecture seule : il n’est pas écrasé",
	CliOutputIsInput: "%s : la sortie est le fichier d’entrée %s : il n’est pas écrasé",
	CliKeepOwner:     "%s : impossible de garder le propriétaire du fichier : %s",
	CliInPlace:       "%s : écriture sur place (le nouveau texte est gardé dans %s) : %s",
	CliFileChanged:   "%s : le fichier a changé pendant sa mise en forme : il n’est pas réécrit",
	CliFmtPGN:        "%s : ignoré : un fichier PGN ; fmt écrit de l’AGN (awechec convert --from pgn le lit)",
	CliFmtOGN:        "%s : ignoré : un fichier OGN ; fmt écrit de l’AGN (awechec convert --from ogn le lit)",
	CliStdinTooLarge: "<stdin> : plus de %d Mio : trop long pour -l ou --check sur l’entrée standard (donnez un fichier)",

	CodeGameTooLarge: "Une partie (ou l’une de ses lignes) est plus longue que ce que le lecteur garde en mémoire (1 Mio par défaut, --max-game-size pour relever la limite) : elle n’est pas lue, et la lecture reprend à la partie suivante.",

	HelpAwechecMaxGameSize: "le plus grand nombre d’octets d’une partie qui soit lu (par exemple 4M) ; une partie plus longue est signalée game-too-large et ignorée",
	HelpFmtForce:           "-w : réécrire aussi les fichiers en lecture seule",
	// awechec web et sa page (paquet web)
	WebTakesNoFile:  "web ne prend pas de fichier (vouliez-vous dire --link %s ?)",
	WebNeedsOutput:  "web a besoin de -o DOSSIER, le dossier où écrire le site",
	WebWrote:        "%s écrit (%d octets ; module WebAssembly de %d octets)",
	WebLinkOneFile:  "web --link prend un seul fichier (« - » pour l’entrée standard)",
	WebNoGo:         "pas d’outils Go trouvés : le module WebAssembly de la page se construit avec go (installez-le depuis https://go.dev/dl et mettez-le dans le PATH), ou donnez un module déjà construit avec --wasm et --wasm-exec",
	WebNoSources:    "les sources d’awechec ne sont ni dans %s ni au-dessus : lancez awechec web depuis une copie des sources (le dossier qui contient go.mod), ou donnez le module déjà construit avec --wasm et --wasm-exec",
	WebBuildFailed:  "la construction du module WebAssembly (go build) a échoué : %s\n%s",
	WebGoEnv:        "go env GOROOT a échoué : %s",
	WebNoWasmExec:   "pas de wasm_exec.js dans %s (lib/wasm ou misc/wasm)",
	WebNoStart:      "web : pas de position de départ",
	WebNotWasm:      "le module n’est pas du WebAssembly (il ne commence pas par \\0asm)",
	WebExecScript:   "wasm_exec.js contient </script : il ne peut pas être écrit dans la page",
	WebLinkNoPrefix: "pas de %s dans le lien",
	WebLinkCut:      "le lien est coupé ou abîmé : %s",
	WebLinkTooLong:  "le lien contient plus de %d octets de texte",
	WebNoGameN:      "pas de partie %d dans le texte",
	WebInternal:     "awechec : erreur interne",
	APINotOneNode:   "« %s » n’est pas un seul élément de coups (un coup, un jeton de pouvoir, un numéro de coup, un commentaire ou un NAG)",
	HelpWebShort:    "Écrire la boîte à outils en page web qui marche hors ligne, ou un lien vers une partie",
	HelpWebOutput:   "le dossier où écrire le site (créé s’il n’existe pas)",
	HelpWebWasm:     "un module WebAssembly déjà construit depuis cmd/awechec-wasm (par défaut : le construire avec go)",
	HelpWebWasmExec: "le wasm_exec.js qui va avec --wasm (par défaut : celui des outils Go)",
	HelpWebLink:     "écrire un lien vers une partie du fichier donné : l’adresse de la page, puis la partie",
	HelpWebLong: `web -o DOSSIER écrit DOSSIER/index.html : une seule page qui contient la
boîte à outils compilée en WebAssembly. Elle vérifie les parties comme check
(chaque diagnostic mène d’un clic à sa ligne et à son coup, en français ou
en anglais), les met au propre, les convertit, les annote et les exporte
(téléchargements), et rejoue la partie où se trouve le curseur. Elle marche
ouverte depuis le disque (file://), sans aucun réseau, comme depuis
n’importe quel hébergement web statique (docs/WEB.md).

Le module WebAssembly se construit avec les outils Go (go dans le PATH) :
lancez web depuis les sources d’awechec, par exemple
go run ./cmd/awechec web -o site. --wasm et --wasm-exec donnent un module
déjà construit (GOOS=js GOARCH=wasm go build ./cmd/awechec-wasm) et le
wasm_exec.js du Go qui l’a construit.

web --link FICHIER écrit un lien entier : l’adresse de la page publiée
(ou celle que donne --base), puis le fragment (#agn=...) qui porte la
première partie de FICHIER (« - » : l’entrée standard), ou la partie
--game N. Ce lien ouvre la page sur cette partie, vérifiée et rejouée ;
--ply le fait s’ouvrir à un coup : un demi-coup (24) ou un coup tel qu’on
l’écrit (12. pour celui des Blancs, 12... pour celui des Noirs) ;
--awele-game A --awele-ply M au coup M de la partie d’Awélé A.

Code de sortie : 0 fait, 2 erreur d’utilisation, de construction ou
d’entrée-sortie.`,
	// archive, select, tree, stats --players (issue 14)
	ArcDateYear:       "« %s » : une borne de date demande son année",
	ArcResult:         "« %s » : 1-0, 0-1, 1/2-1/2 ou * attendu",
	ArcVariant:        "« %s » : Awechec, « Awechec Synchronous », Awele ou Standard attendu",
	ArcLanguage:       "« %s » : fr, en, de, es, it ou nl attendu",
	ArcYesNo:          "« %s » : yes ou no attendu",
	ArcCode:           "« %s » : ce code de diagnostic n’existe pas (docs/DIAGNOSTICS.md les énumère)",
	ArcUnknownFilter:  "filtre « %s » inconnu",
	ArcRegexp:         "« %s » n’est pas une expression régulière valide : %v",
	ArcQueueLetter:    "« %s » : la file des pouvoirs s’écrit B pour les Blancs et N pour les Noirs (en anglais W et B) ; elle n’a pas de « %s »",
	ArcTag:            "« %s » : Nom=valeur, Nom=~expression ou Nom attendu",
	ArcTermination:    "« %s » : fin de partie inconnue (l’une de %s attendue)",
	ArcHandicap:       "« %s » : none, any, white, black ou un handicap tel que « Blancs 3/2 » attendu",
	ArcValue:          "« %s » : %v",
	ArcRange:          "« %s » : un nombre N ou un intervalle N..M, N.. ou ..M (ou N-M, N-) attendu",
	ArcDate:           "« %s » : une date AAAA.MM.JJ attendue (chaque partie peut être ??, p. ex. 2024.??.??)",
	ArcFEN:            "« %s » : une position FEN telle que rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR attendue, puis w ou b",
	ArcFENSide:        "« %s » : le trait est « %s », w ou b attendu",
	ArcFENRanks:       P("la position a %[1]d ${ranks}, il en faut 8", V("ranks", 1, "rangée", "rangées")),
	ArcFENPiece:       "la rangée %d contient « %c » : lettres de pièces anglaises KQRBNP (Blancs) et kqrbnp (Noirs) ou chiffre attendus",
	ArcFENSquares:     P("la rangée %[1]d couvre %[2]d ${squares}, il en faut 8", V("squares", 2, "case", "cases")),
	ArcMaterial:       "« %s » : les pièces des Blancs, deux-points, celles des Noirs attendues, p. ex. RD:RT ou KQ:KR",
	ArcMaterialLetter: "« %s » : « %c » n’est pas une lettre de pièce (RDTFCP, ou en anglais KQRBNP)",
	ArcMaterialMany:   "« %s » : trop de pièces pour un camp",
	ArcMaterialKing:   "« %s » : chaque camp a un roi (R, ou K en anglais)",
	ArcBoard:          "« %s » : les 12 trous A..F a..f joints par des -, puis si besoin les deux greniers et S ou N attendus (p. ex. 4-4-4-4-4-4-4-4-4-4-4-4)",
	ArcBoardSide:      "« %s » : le camp au trait est « %s », S ou N attendu",
	ArcBoardSeeds:     "« %s » : « %s » n’est pas un nombre de graines",
	ArcTreeHeader:     P("%[1]s : %[2]d ${games} ; Blancs %[3]d, nulles %[4]d, Noirs %[5]d (score des Blancs %.1[6]f %%)", V("games", 2, "partie", "parties")),
	ArcTreeChess:      "échecs, depuis la position initiale",
	ArcTreeAwele:      "ouverture d’Awélé, première partie d’Awélé",
	ArcTreeFEN:        "échecs, depuis %s",
	SCrossHeader:      P("%[1]s : %[2]d ${games}, %[3]d ${players}", V("games", 2, "partie", "parties"), V("players", 3, "joueur", "joueurs")),
	SCrossColumns:     "# joueur points",
	CliPlayersFormat:  "--players et --crosstable écrivent du text ou du json, pas « %s »",
	CliPlayersPerGame: "--per-game ne va ni avec --players ni avec --crosstable",
	CliPlayersBoth:    "--players et --crosstable sont deux tableaux : donnez l’un des deux",
	CliNoEvent:        "aucune partie n’a [Event %q]",
	CliSelDupUnique:   "--duplicates énumère les copies et --unique les écarte : donnez l’un des deux",
	CliSelDupOutput:   "--duplicates écrit un rapport par groupes : il ne prend ni --count, ni --split, ni --split-by, ni --sort",
	CliSelDepth:       "--depth %d : un nombre de coups attendu, 0 pour tous",
	CliSelCanonical:   "--canonical ne vaut que pour --format agn ou pgn",
	CliSelDepthFor:    "--depth ne vaut que pour --duplicates et --unique",
	CliSelSplit:       "--split %d : un nombre de parties par fichier attendu",
	CliSelSplitBoth:   "--split et --split-by ne peuvent pas être donnés ensemble",
	CliSelSplitName:   "--split et --split-by écrivent plusieurs fichiers : nommez-les avec -o, p. ex. -o club.agn",
	CliSelCount:       "--count ne fait que compter : il ne prend ni -o, ni --split, ni --split-by, ni --sort",
	CliSelDupFormat:   "format « %s » inconnu pour --duplicates (text ou json attendu)",
	CliSelFormat:      "format « %s » inconnu (agn, pgn ou json attendu)",
	CliSelFlag:        "--%s : %v",
	CliSelCannotWrite: "impossible d’écrire %s : %v",
	CliSelNoFolder:    "impossible d’écrire %s : son dossier n’existe pas",
	CliSelDenied:      "impossible d’écrire %s : permission refusée",
	CliSelCopies:      P("%[1]d ${copies} de la même partie :", V("copies", 1, "copie", "copies")),
	CliSelCopy:        "  %s: partie %d",
	CliSelDupSummary:  P("%[1]d ${groups} de doublons, %[2]d ${games} en trop", V("groups", 1, "groupe", "groupes"), V("games", 2, "partie", "parties")),
	CliTreeFormat:     "format « %s » inconnu (text ou json attendu)",
	CliTreeLetters:    "--letters « %s » : en, fr, de, es, it ou nl attendu",
	CliTreeDepth:      "--depth %d : 1 coup ou plus attendu",
	CliTreeFenAwele:   "--fen est une position d’échecs : il ne va pas avec --awele",

	// help of select, tree, stats --players (issue 14)
	HelpSelectShort: "Choisir des parties dans des collections par balises, validité et jeu ; trouver les doublons ; découper, trier et fusionner",
	HelpSelectLong: `select lit chaque partie des fichiers donnés (plusieurs entrées se fusionnent
en une seule sortie) et écrit celles qui conviennent telles qu’elles sont
écrites dans leurs fichiers (chaque balise, commentaire et mise en page
gardés), en AGN canonique avec --canonical (comme fmt les écrit), ou avec
--format pgn ou json comme export les écrit (docs/SELECT.md).

Filtres : des tests de sortes différentes doivent tous être vrais ; un
drapeau donné plusieurs fois veut dire l’une quelconque de ses valeurs.
--invert écrit les parties qui ne conviennent pas, --count ne fait que les
compter.

  --tag 'Event=Championnat du club'   valeur exacte d’une balise
  --tag 'White=~^Dupont'             expression régulière ((?i) ignore la casse)
  --player Dupont --from 2024.01.01 --to 2024.12.31 --result 1-0
  --valid, --invalid, --code power-mismatch
  --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b' --material RD:RT
  --awele-board 4-4-4-4-4-4-4-4-4-4-4-4 --queue '^BBN' --plies 40.. --null-moves 1..

Doublons : --duplicates énumère chaque groupe de parties aux mêmes coups
(coups d’Awélé, pouvoirs, coups d’échecs et coups nuls, quels que soient la
langue, les balises, les commentaires ou la mise en page), avec le fichier,
le numéro de partie et la ligne de chaque copie ; --unique écrit la première
partie de chaque groupe et écarte les autres ; --depth N ne compare que les
N premiers coups.

Sortie : -o FICHIER (écrit en entier ou pas du tout) ; --split N écrit des
fichiers de N parties (FICHIER-001.agn, ...) ; --split-by BALISE un fichier
par valeur de la balise (Player : un par joueur, une partie allant dans les
deux) ; --sort BALISE range les parties selon les valeurs de la balise
(répétez-le, ou Date,Round).

Code de sortie : 0 une partie a été choisie (ou un doublon trouvé), 1
aucune, 2 erreur d’utilisation ou d’entrée-sortie.`,
	HelpSelectTag:         "test de balise : Nom=valeur (exacte), Nom=~expression régulière, ou Nom (présente)",
	HelpSelectPlayer:      "expression régulière comparée aux Blancs et aux Noirs (White, Black)",
	HelpSelectFrom:        "parties datées de AAAA.MM.JJ ou après (des parties de la date peuvent être ??)",
	HelpSelectTo:          "parties datées de AAAA.MM.JJ ou avant (des parties de la date peuvent être ??)",
	HelpSelectResult:      "résultat : 1-0, 0-1, 1/2-1/2 ou *",
	HelpSelectTermination: "comment la partie (ou une partie d’Awélé) a fini : mate, stalemate, resignation, agreement, famine, ...",
	HelpSelectVariant:     "variante : Awechec, « Awechec Synchronous », Awele, Standard",
	HelpSelectHandicap:    "handicap : none, any, white, black ou une valeur telle que « Blancs 3/2 »",
	HelpSelectLanguage:    "langue de la partie : fr, en, de, es, it, nl",
	HelpSelectRules:       "jeu de règles d’une partie d’Awélé (un jeu prédéfini couvre ses variantes)",
	HelpSelectCode:        "parties ayant ce code de diagnostic (docs/DIAGNOSTICS.md)",
	HelpSelectFen:         "une position d’échecs atteinte : position FEN, avec au choix le trait",
	HelpSelectMaterial:    "matériel atteint, Blancs:Noirs, p. ex. RD:RT (ou en anglais KQ:KR)",
	HelpSelectAweleBoard:  "une position d’Awélé atteinte : 12 trous A..F a..f joints par des -, avec au choix les greniers et S/N",
	HelpSelectQueue:       "expression régulière comparée à la file de pouvoirs d’une partie d’Awélé (B et N, ou W et B en anglais ; B seul dans les lettres de chaque partie), p. ex. ^BBN",
	HelpSelectAweleGames:  "nombre de parties d’Awélé : N, N..M, N.. ou ..M",
	HelpSelectPlies:       "nombre de demi-coups d’échecs (coups nuls compris) : N, N..M, N.. ou ..M",
	HelpSelectNullMoves:   "nombre de coups nuls : N, N..M, N.. ou ..M",
	HelpSelectValid:       "seulement les parties valides",
	HelpSelectInvalid:     "seulement les parties qui ont des erreurs",
	HelpSelectCount:       "écrire le nombre de parties choisies au lieu des parties",
	HelpSelectInvert:      "choisir les parties qui ne conviennent pas",
	HelpSelectOutput:      "écrire dans ce fichier au lieu de la sortie standard",
	HelpSelectFormat:      "format de sortie : agn (par défaut), pgn ou json ; avec --duplicates : text (par défaut) ou json",
	HelpSelectCanonical:   "agn : écrire les parties en AGN canonique, comme fmt, au lieu de telles qu’écrites",
	HelpSelectDuplicates:  "énumérer les groupes de parties aux mêmes coups",
	HelpSelectUnique:      "n’écrire que la première partie de chaque groupe de doublons",
	HelpSelectDepth:       "doublons : ne comparer que les N premiers coups (0 : tous)",
	HelpSelectSplit:       "écrire des fichiers de N parties chacun, nommés d’après -o",
	HelpSelectSplitBy:     "écrire un fichier par valeur de cette balise (Player : par joueur), nommé d’après -o",
	HelpSelectSort:        "ranger les parties selon la valeur de cette balise (répétez-le, ou Date,Round)",
	HelpSelectJobs:        "parties lues en même temps (par défaut : autant que de cœurs)",
	HelpSelectWidth:       "plus longue ligne de coups, en colonnes",
	HelpTreeShort:         "Explorateur d’ouvertures : les coups joués depuis une position dans une collection, avec les scores",
	HelpTreeLong: `tree rejoue chaque partie des fichiers donnés et montre, comme un
explorateur d’ouvertures, chaque coup joué depuis une position avec le
nombre de parties qui l’ont joué et leurs résultats : gains des Blancs
(Sud), nulles, gains des Noirs (Nord), et le score des Blancs
(docs/SELECT.md).

Par défaut la position est celle du départ aux échecs, et chaque demi-coup
d’échecs est montré avec la couleur du pouvoir qu’il a consommé : (B) e4,
(N) 0 (un coup nul). --fen part d’une position que les parties atteignent
(une position FEN, avec au choix le trait). --awele montre plutôt
l’ouverture d’Awélé : les coups de la première partie d’Awélé de chaque
partie, trous A..F du Sud et a..f du Nord. Le texte écrit les coups
d’échecs et les couleurs des pouvoirs dans les lettres de la langue des
messages, en français (B) Cf3, (N) 0, en anglais (W) Nf3, (B) 0 ; le JSON
en lettres anglaises ; --letters fr, en, de, es, it ou nl choisit.

--depth N montre N coups de profondeur (1 par défaut), --min N cache les
coups joués dans moins de N parties. --format json écrit un objet
(docs/SELECT.md).

Code de sortie : 0 fait, 1 aucune partie n’atteint la position, 2 erreur
d’utilisation ou d’entrée-sortie.`,
	HelpTreeAwele:       "l’ouverture d’Awélé (première partie d’Awélé) au lieu des coups d’échecs",
	HelpTreeFen:         "partir de cette position d’échecs (position FEN, avec au choix le trait)",
	HelpTreeDepth:       "coups montrés après la position",
	HelpTreeMin:         "cacher les coups joués dans moins de parties que ce nombre",
	HelpTreeFormat:      "format de sortie : text ou json",
	HelpTreeLetters:     "lettres des pièces et des pouvoirs des coups d’échecs : en, fr, de, es, it ou nl (par défaut : la langue des messages ; en en JSON)",
	HelpTreeJobs:        "parties rejouées en même temps (par défaut : autant que de cœurs)",
	HelpStatsPlayers:    "un tableau par joueur : parties, score par couleur et par handicap, pouvoirs, coups nuls",
	HelpStatsCrosstable: "le tableau croisé de ce tournoi (la valeur de la balise Event)",

	SolveHead:          "%s : partie %d",
	SolveCost:          P("[recherche de mat, %[1]d ${hm} de profondeur, %[2]d ${nodes}, %[3]s]", V("hm", 1, "demi-coup", "demi-coups"), V("nodes", 2, "nœud", "nœuds")),
	SolveMate:          P("%[1]s : les %[2]s matent en %[7]d ${mv} (%[3]d ${hm}) avec %[4]d ${powers} : %[5]s %[6]s", V("mv", 7, "coup", "coups"), V("hm", 3, "demi-coup", "demi-coups"), V("powers", 4, "pouvoir restant", "pouvoirs restants")),
	SolveNoMate:        P("%[1]s : pas de mat forcé avec %[2]d ${powers} (toutes les lignes cherchées jusqu’à la fin de la file) %[3]s", V("powers", 2, "pouvoir restant", "pouvoirs restants")),
	SolveUnknown:       P("%[1]s : pas de mat forcé trouvé jusqu’à %[2]d ${hm} ; la recherche s’est arrêtée avant la fin de la file : un mat plus long n’est pas exclu %[3]s", V("hm", 2, "demi-coup", "demi-coups")),
	SolveOver:          "%s : la partie est finie (%s)",
	SolveNoPower:       "%s : plus aucun pouvoir : une nouvelle partie d’Awélé décide de la suite",
	SolveNotSearched:   "%s : non cherchée : %s",
	SearchGameErrors:   "la partie a des erreurs",
	SearchSeeCheck:     " (voir awechec check)",
	SearchVariant:      "variante non cherchée : %s",
	SearchNoAwele:      "variante non cherchée : pas de partie d’Awélé, donc pas de pouvoirs",
	AnalyseBadFormat:   "format « %s » inconnu (agn ou json attendu)",
	AnalyseEngineFail:  "%s : partie %d : le moteur UCI a échoué (%s) : l’évaluation intégrée l’a remplacé pour les positions qu’il n’a pas évaluées",
	AnalyseNotAnalysed: "%s : partie %d : partie d’échecs non analysée : %s",
	AnalyseGameError:   "%s : partie %d : %s",
	UCINoAnswer:        "pas de réponse en %v : %s",
	UCIStopped:         "le moteur a été arrêté faute de réponse",
	UCINotUCI:          "%s ne répond pas comme un moteur UCI : %s",
	UCINoBestMove:      "le moteur n’a donné aucun meilleur coup pour %s",
	UCIEngine:          "moteur UCI %s : %s",
	HelpSolveShort:     "Trouver les mats forcés avec les pouvoirs restants",
	HelpSolveLong: `solve prend chaque partie à la position qui suit ses coups notés (une étude
est une mise en place FEN, une section d’Awélé faite de prises seules qui
donne la file, et une section d’échecs vide) et dit si un camp peut forcer le
mat avec les seuls pouvoirs qui restent dans la file : quel camp, le mat le
plus court contre la meilleure défense, en demi-coups (coups nuls et parades
d’échec comptés), et une ligne principale dans les lettres du fichier. Parer
un échec ne consomme aucun pouvoir.

La recherche s’arrête à la fin de la file : là, une nouvelle partie d’Awélé
déciderait de la suite, donc aucune ligne ne va au-delà. Un mat annoncé est
prouvé dans la file ; « pas de mat forcé » est prouvé quand tout l’arbre a
été cherché jusqu’à la fin de la file, et dit non prouvé quand une limite
(--time, --depth) a arrêté la recherche avant.

--format json écrit un objet par partie et par ligne : file, game, event,
mate, winner ("white", "black" ou null), plies, line, powers, verdict,
proved, depth, nodes, time_ms, by (docs/ANALYSIS.md).

Code de sortie : 0 fait, 1 une partie n’a pas pu être cherchée (erreurs,
variante), 2 erreur d’utilisation ou d’entrée-sortie.`,
	HelpSolveFormat:  "format de sortie : text ou json",
	HelpSolveDepth:   "nombre maximal de demi-coups cherchés (0 : jusqu’à la fin de la file)",
	HelpSolveTime:    "temps maximal par partie",
	HelpSolveThreads: "fils de recherche par partie (0 : un par cœur)",
	HelpSolveWorkers: "parties cherchées à la fois (0 : une par cœur)",
	HelpAnalyseShort: "Juger chaque décision d’une partie : pouvoirs, coups, mats manqués, coups d’Awélé",
	HelpAnalyseLong: `analyse cherche chaque demi-coup de la ligne principale de chaque partie et
réécrit la partie en AGN canonique avec l’analyse en commentaires et en NAG :

  - à chaque demi-coup avec pouvoir, ce que le détenteur du pouvoir a choisi
    (jouer ou le coup nul), ce que cela valait et ce que valait l’autre
    choix ;
  - le meilleur coup quand il était nettement meilleur que le coup joué ;
  - une marque quand le choix a perdu plus que le seuil : $6 (?!) dès
    --threshold, $2 (?) dès 3 fois le seuil, $4 (??) dès 9 fois le seuil ou
    quand un mat forcé a été laissé passer ou subi ;
  - chaque mat forcé manqué dans la file, avec sa ligne
    (« mat en 3 avec les pouvoirs restants : ... » dans une partie française) ;
  - pour chaque partie d’Awélé, les coups qui ont perdu des graines par
    rapport au meilleur coup.

Les scores sont en pions pour les Blancs. La recherche ne va jamais au-delà
de la fin de la file : là, une nouvelle partie d’Awélé déciderait, et la
position est évaluée telle quelle (« horizon » dans un commentaire dit qu’une
ligne l’a atteinte). Les évaluations sont des estimations de l’évaluation
intégrée, ou d’un moteur UCI (--engine CHEMIN, ou stockfish s’il est trouvé ;
--no-engine pour s’en passer) ; les mats sont prouvés. Un commentaire d’en-tête
dit ce qui a produit les chiffres.

Chaque commentaire commence par « analyse : » (partie française) ou
« analysis: » (partie anglaise) ; analyser une partie déjà analysée les
remplace, et fmt les garde. --format json écrit un objet par demi-coup et
par coup d’Awélé (docs/ANALYSIS.md).`,
	HelpAnalyseFormat:      "format de sortie : agn ou json",
	HelpAnalyseOutput:      "écrire dans ce fichier au lieu de la sortie standard",
	HelpAnalyseWidth:       "longueur maximale d’une ligne de coups, en colonnes",
	HelpAnalyseDepth:       "demi-coups cherchés pour chaque choix (par défaut avec l’évaluation intégrée : 4, 8 aux échecs ordinaires ; 1 avec un moteur)",
	HelpAnalyseMovetime:    "temps maximal de chaque recherche (par exemple 200ms)",
	HelpAnalyseEngine:      "moteur UCI qui évalue les positions (par défaut : stockfish s’il est trouvé)",
	HelpAnalyseNoEngine:    "utiliser l’évaluation intégrée même si stockfish est trouvé",
	HelpAnalyseEngineDepth: "profondeur de l’évaluation de chaque position par le moteur UCI",
	HelpAnalyseThreshold:   "perte en centièmes de pion à partir de laquelle un choix est marqué",
	HelpAnalyseMateDepth:   "mat manqué le plus long cherché, en demi-coups (0 : aucun)",
	HelpAnalyseAweleDepth:  "profondeur de la recherche d’Awélé, en coups d’Awélé",
	HelpAnalyseAweleThresh: "graines perdues à partir desquelles un coup d’Awélé est commenté",
	HelpAnalyseAwelePowers: "compter les prises d’Awélé comme les pouvoirs qu’elles deviennent (handicap appliqué)",
	HelpAnalyseThreads:     "fils de recherche par partie (0 : un par cœur)",
	HelpAnalyseWorkers:     "parties analysées à la fois (0 : une par cœur)",
	RecordMarker:           "analyse :",
	RecordHeader:           "évaluations (en pions, pour les Blancs) de %s, %s ; horizon : la fin de la file de pouvoirs (une nouvelle partie d'Awélé déciderait de la suite) ; les évaluations sont des estimations, les mats annoncés sont prouvés avec les pouvoirs restants",
	RecordBuiltIn:          "l'évaluation intégrée (matériel, tables de cases, mobilité)",
	RecordEngine:           "%s (moteur UCI, profondeur %d à chaque feuille)",
	RecordPower:            "pouvoir %d %s",
	RecordWhiteOwner:       "des Blancs",
	RecordBlackOwner:       "des Noirs",
	RecordChose:            "choisi : %s (%s)",
	RecordOther:            "autre choix : %s (%s)",
	RecordNull:             "coup nul",
	RecordPlay:             "jouer",
	RecordPlayWith:         "jouer %s",
	RecordBest:             "meilleur : %s (%s)",
	RecordPlayed:           "joué : %s",
	RecordMissedMate:       "mat en %d avec les pouvoirs restants : %s",
	RecordWhiteMates:       "mat en %d pour les Blancs",
	RecordBlackMates:       "mat en %d pour les Noirs",
	RecordDepth:            "prof. %d",
	RecordWhiteEngineMate:  "mat pour les Blancs selon le moteur, estimation",
	RecordBlackEngineMate:  "mat pour les Noirs selon le moteur, estimation",
	RecordMoveTime:         "%s s par recherche",
	RecordHorizon:          "horizon",
	RecordAweleBest:        "meilleur : %s (%s) au lieu de %s (%s)",
	RecordSeedUnit:         "graines",
	RecordPowerUnit:        "pouvoirs",
	RecordSeedOne:          "graine",
	RecordLetWhite:         "laisser jouer",
	RecordLetBlack:         "laisser jouer",
	RecordLetWhiteWith:     "laisser jouer %s",
	RecordLetBlackWith:     "laisser jouer %s",
	RecordPowerOne:         "pouvoir",
	RecordAweleHeader:      "Awélé : valeur d'un coup = ce que le joueur prend ensuite moins ce que prend l'adversaire, compté en %s, profondeur de recherche : %d (coups d'Awélé)",
	RecordSep:              " ; ",

	ErrNoSpace:    "plus de place sur le disque",
	ErrQuota:      "quota de disque dépassé",
	ErrIO:         "erreur d’entrée-sortie",
	ErrFileTooBig: "fichier trop gros",
	ErrReadOnlyFS: "système de fichiers en lecture seule",
	ErrIsDir:      "c’est un dossier, pas un fichier",
	ErrNotDir:     "un élément du chemin n’est pas un dossier",
	ErrNameLong:   "nom de fichier trop long",
}
