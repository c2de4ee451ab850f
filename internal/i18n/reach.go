package i18n

// The messages of the programs to download (issue 22): a program built
// without the web page says how to get one that carries it.
const (
	WebGetProgram Key = "web.get-program"
)

var (
	_ = extend(English, part{
		{WebGetProgram, "%s\nThis awechec does not carry the web page. The programs to download do: %s (docs/INSTALL.md says how to build one from the sources)."},
	})
	_ = extend(French, part{
		{WebGetProgram, "%s\nCet awechec ne contient pas la page web. Les programmes à télécharger la contiennent : %s (docs/INSTALL.md dit comment en construire un depuis les sources)."},
	})
)
