package i18n

// Messages of bounded work on hostile input (issue 28): worker counts,
// links to no file met walking a folder.
var (
	BatchDanglingLink = key("batch.dangling-link")
	CliBadWorkers     = key("cli.bad-workers")
)

var _ = extend(English, catalogue{
	BatchDanglingLink: "a symbolic link to no file",
	CliBadWorkers:     "%s %s: the number of games checked at once must be 0 (one per core) or more",
})

var _ = extend(French, catalogue{
	BatchDanglingLink: "un lien symbolique vers aucun fichier",
	CliBadWorkers:     "%s %s : le nombre de parties traitées à la fois doit être 0 (une par cœur) ou plus",
})
