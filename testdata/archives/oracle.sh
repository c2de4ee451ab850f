#!/usr/bin/env bash
# oracle.sh: write figures.tsv, what pgn-extract (an independent PGN
# replayer, Debian's package) finds in each file of this directory: for
# every game it replays to the end, the game's tags (Event, Site, Date,
# Round, White, Black, as pgn-extract writes them: "?" when missing) and
# the FEN of its final position (pgn-extract -F). The games pgn-extract
# refuses (an illegal move, a null move in the main line, a nested
# comment) are not in it. archives_test.go (the repository's root)
# compares awechec's readings with these figures.
#
#   testdata/archives/oracle.sh [OUT]  (needs pgn-extract: apt-get install pgn-extract)
#
# OUT defaults to figures.tsv beside this script.
set -euo pipefail
out=$(realpath -m "${1:-$(dirname "$0")/figures.tsv}")
cd "$(dirname "$0")"
PGNX=$(command -v pgn-extract || echo /usr/games/pgn-extract)
{
	printf '# file\tEvent|Site|Date|Round|White|Black\tfinal FEN (pgn-extract %s -F)\n' \
		"$("$PGNX" --version 2>&1 | head -1 | awk '{print $2}')"
	for f in */*.pgn */*.pgn.gz; do
		case $f in
		*.gz) gzip -dc "$f" ;;
		*) cat "$f" ;;
		esac | "$PGNX" -s -F -w 100000 -l /dev/null 2>/dev/null |
			awk -v file="$f" '
			/^\[(Event|Site|Date|Round|White|Black) "/ {
				name = substr($1, 2)
				v = $0
				sub(/^\[[A-Za-z]+ "/, "", v)
				sub(/"\]$/, "", v)
				tag[name] = v
				next
			}
			/\{ "[pnbrqkPNBRQK1-8]+(\/[pnbrqkPNBRQK1-8]+)+ [wb] [^"]*" \}/ {
				fen = $0
				sub(/.*\{ "/, "", fen)
				sub(/" \}.*/, "", fen)
				printf "%s\t%s|%s|%s|%s|%s|%s\t%s\n", file, tag["Event"], tag["Site"], tag["Date"], tag["Round"], tag["White"], tag["Black"], fen
				delete tag
			}'
	done
} >"$out"
wc -l <"$out"
