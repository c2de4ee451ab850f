package i18n

import "unicode/utf8"

// Messages of bounded work on hostile input (issue 28): worker counts,
// links to no file met walking a folder.
var (
	BatchDanglingLink = key("batch.dangling-link")
	CliBadWorkers     = key("cli.bad-workers")
	CliFmtTooLarge    = key("cli.fmt-too-large")
)

var _ = extend(English, catalogue{
	BatchDanglingLink: "a symbolic link to no file",
	CliBadWorkers:     "%s %s: the number of games checked at once must be 0 (one per core) or more",
	CliFmtTooLarge:    "its canonical text would be longer than a game may be (%s), and would then not be read: nothing is written; raise the limit with --max-game-size",
})

var _ = extend(French, catalogue{
	BatchDanglingLink: "un lien symbolique vers aucun fichier",
	CliBadWorkers:     "%s %s : le nombre de parties traitées à la fois doit être 0 (une par cœur) ou plus",
	CliFmtTooLarge:    "son texte canonique serait plus long que ne peut l’être une partie (%s), et ne serait plus lu : rien n’est écrit ; relevez la limite avec --max-game-size",
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
