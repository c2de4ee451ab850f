package i18n

// The messages of archives as archivists keep them (issue 25): compressed
// files, chess variants, Termination tags, UCI moves.
var (
	UnpackTruncated = key("unpack.truncated") // a compressed file cut short; %s: the codec
	UnpackCorrupt   = key("unpack.corrupt")   // a compressed file that cannot be decompressed; %s: the codec, %s: why
)

var _ = extend(English, catalogue{
	UnpackTruncated: "the %s compressed file is cut short (truncated): the games before the cut were read",
	UnpackCorrupt:   "the %s compressed file is damaged and cannot be decompressed (%s): the games before the damage were read",
})

var _ = extend(French, catalogue{
	UnpackTruncated: "le fichier compressé %s est coupé avant sa fin (tronqué) : les parties d’avant la coupure ont été lues",
	UnpackCorrupt:   "le fichier compressé %s est endommagé et ne peut être décompressé (%s) : les parties d’avant le dommage ont été lues",
})

// CliFmtCompressed: fmt leaves a compressed file alone; %s: its name.
var CliFmtCompressed = key("cli.fmt-compressed")

var _ = extend(English, catalogue{
	CliFmtCompressed: "%s: skipped: a compressed file; fmt rewrites text files (the other commands read it as it is; decompress it to format it)",
})

var _ = extend(French, catalogue{
	CliFmtCompressed: "%s : ignoré : un fichier compressé ; fmt réécrit des fichiers de texte (les autres commandes le lisent tel quel ; décompressez-le pour le mettre en forme)",
})
