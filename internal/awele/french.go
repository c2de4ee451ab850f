package awele

// frenchWords are the French words of the rule parameters and of their
// values, as French players say them: ParseRules reads them as well as the
// English ones (AweleRules "abapa, grand-chelem=interdit"), and French
// outputs show them (awechec rules). The canonical spec written in files
// stays English.
var frenchWords = map[string]string{
	"grand-slam": "grand-chelem", "feeding": "nourrir", "max-capture-holes": "trous-pris-max",
	"majority": "majorité", "few-seeds": "peu-de-graines", "famine": "famine", "agreed-rest": "reste-convenu",
	"case": "casse",

	"forbidden": "interdit", "no-capture": "sans-prise", "allowed": "permis", "strict": "strict",
	"when-empty": "si-vide", "always-reach": "toujours-atteindre", "leave-one": "laisser-une", "none": "aucun",
	"mover-collects": "le-joueur-ramasse", "stop": "arrêt",
	"shared": "partagé", "halved": "moitié", "removed": "retiré",
	"south-upper": "sud-majuscules", "north-upper": "nord-majuscules",
}

// French returns the French word of a parameter or value name, or the
// name itself when it has none (a number, a range).
func French(name string) string {
	if w, ok := frenchWords[name]; ok {
		return w
	}
	return name
}

// english returns the English name a word written by hand stands for, in
// English or in French, whatever its case, accents, spaces and hyphens
// ("Grand chelem", "sans prise", "No-Capture"); the word itself, in lower
// case, when it is neither.
func english(word string) string {
	k := nameKey(word)
	for en, fr := range frenchWords {
		if nameKey(en) == k || nameKey(fr) == k {
			return en
		}
	}
	return word
}
