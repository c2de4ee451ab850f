package i18n

import "unicode/utf8"

// Messages of bounded work on hostile input (issue 28): worker counts,
// links to no file met walking a folder.
const (
	BatchDanglingLink Key = "batch.dangling-link"
	CliBadWorkers     Key = "cli.bad-workers"
	CliFmtTooLarge    Key = "cli.fmt-too-large"

	CodeImpossibleMaterial Key = "code.impossible-material"
	VMaterialPawns         Key = "validate.material-pawns"
	VMaterialPromoted      Key = "validate.material-promoted"
)

var _ = extend(English, part{
	{BatchDanglingLink, "a symbolic link to no file"},
	{CliBadWorkers, "%s %s: the number of games checked at once must be 0 (one per core) or more"},
	{CliFmtTooLarge, "its canonical text would be longer than a game may be (%s), and would then not be read: nothing is written; raise the limit with --max-game-size"},

	{CodeImpossibleMaterial, "A set-up (FEN tag) whose material no game can reach: more than 8 pawns of a side, or more pieces than its pawns could have become by promotion (20 knights, 16 queens and 16 pawns). The game is replayed all the same, as chess programs do."},
	{VMaterialPawns, "no game reaches this position: %d pawns for %s, where a side has 8"},
	{VMaterialPromoted, "no game reaches this position: %d pieces past those of the start for %s (queens past 1, rooks, bishops and knights past 2) with %d pawns, where its 8 pawns could have given %d"},
})

var _ = extend(French, part{
	{BatchDanglingLink, "un lien symbolique vers aucun fichier"},
	{CliBadWorkers, "%s %s : le nombre de parties traitées à la fois doit être 0 (une par cœur) ou plus"},
	{CliFmtTooLarge, "son texte canonique serait plus long que ne peut l’être une partie (%s), et ne serait plus lu : rien n’est écrit ; relevez la limite avec --max-game-size"},

	{CodeImpossibleMaterial, "Une position de départ (balise FEN) dont aucune partie n’atteint le matériel : plus de 8 pions d’un camp, ou plus de pièces que ses pions n’ont pu en donner par promotion (20 cavaliers, 16 dames et 16 pions). La partie est rejouée quand même, comme le font les programmes d’échecs."},
	{VMaterialPawns, "aucune partie n’atteint cette position : %d pions pour les %s, quand un camp en a 8"},
	{VMaterialPromoted, "aucune partie n’atteint cette position : %d pièces de plus qu’au départ pour les %s (dames au-delà d’une, tours, fous et cavaliers au-delà de deux) avec %d pions, quand leurs 8 pions n’ont pu en donner que %d"},
})

// Clipped returns m with every text argument longer than max characters
// (in m and the messages it holds) shortened to its start and end around
// "…", as a diagnostic's source line is: a 900 KB FEN tag quoted whole
// made a 900,000-character message line. m itself is returned when no
// argument is that long.
func (m Msg) Clipped(max int) Msg {
	var args []any
	for i, a := range m.args {
		var c any
		switch v := a.(type) {
		case string:
			if utf8.RuneCountInString(v) <= max {
				continue
			}
			c = clipMiddle(v, max)
		case Msg:
			w := v.Clipped(max)
			if w.sameAs(v) {
				continue
			}
			c = w
		default:
			continue
		}
		if args == nil {
			args = append([]any(nil), m.args...)
		}
		args[i] = c
	}
	var then []Msg
	for i, t := range m.then {
		w := t.Clipped(max)
		if w.sameAs(t) {
			continue
		}
		if then == nil {
			then = append([]Msg(nil), m.then...)
		}
		then[i] = w
	}
	if args == nil && then == nil {
		return m
	}
	out := m
	if args != nil {
		out.args = args
	}
	if then != nil {
		out.then = then
	}
	return out
}

// sameAs tells whether two messages share their arguments and parts.
func (m Msg) sameAs(o Msg) bool {
	return m.key == o.key && len(m.args) == len(o.args) && len(m.then) == len(o.then) &&
		(len(m.args) == 0 || &m.args[0] == &o.args[0]) && (len(m.then) == 0 || &m.then[0] == &o.then[0])
}

// clipMiddle keeps the first two thirds and the last third of max
// characters of s, "…" between them.
func clipMiddle(s string, max int) string {
	head, tail := max*2/3, max-max*2/3-1
	r := []rune(s)
	return string(r[:head]) + "…" + string(r[len(r)-tail:])
}
