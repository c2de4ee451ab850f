#!/usr/bin/env bash
# archive-real.sh: the --real part of bench/archive.sh (see there): select
# and tree against pgn-extract on real chess PGN, user CPU seconds.
#
#   bench/archive.sh --real [FILE.pgn] [times] [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
TIMES=${2:-20}
RUNS=${3:-5}
DIR=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$DIR"
# The default collection: the real chess games of testdata/archives that
# are whole games (not puzzles nor test files), one after the other: the
# GNU Chess book's (Capablanca, London 1851, Wijk aan Zee 1990-98, every
# 100th game: 2,889 games of 1834-2000) and 1,000 lichess games of
# 2022-2023 (clocks and evaluations on every move).
SRC=${1:-}
if [ -z "$SRC" ]; then
	SRC="$DIR/testdata-real.pgn"
	T=testdata/archives
	{
		cat "$T/gnuchess-book/capablanca.pgn" "$T/gnuchess-book/london-1851.pgn" "$T/gnuchess-book/wijk-aan-zee-1990s.pgn"
		gzip -dc "$T/gnuchess-book/every-100th.pgn.gz" "$T/corentings/big.pgn.gz"
	} >"$SRC"
fi
PGNX=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[ -x "$PGNX" ] || { echo "pgn-extract not found: apt-get install pgn-extract" >&2; exit 2; }
AW="$DIR/awechec"
go build -o "$AW" ./cmd/awechec
P="$DIR/real.pgn"
if [ ! -s "$P" ] || [ "$(cat "$DIR/real.src" 2>/dev/null)" != "$SRC $TIMES" ]; then
	: >"$P"
	for _ in $(seq "$TIMES"); do cat "$SRC" >>"$P"; done
	echo "$SRC $TIMES" >"$DIR/real.src"
fi
games=$(grep -c '^\[Event ' "$P")
echo "collection: $SRC x $TIMES = $games games, $(du -h "$P" | cut -f1)"

# The queries. The player and the date are the collection's own (the
# first game's White, the median year: a bound that splits it); the line is the Najdorf's, a position
# reached by transpositions too. pgn-extract -x looks into variations
# too (the lichess games' engine lines): -V (--novars) keeps it to the
# main line, as select --fen and tree do.
player=$(grep -m1 '^\[White ' "$P" | sed 's/^\[White "\(.*\)"\]$/\1/')
year=$(grep '^\[Date ' "$SRC" | sed -n 's/^\[Date "\([0-9][0-9][0-9][0-9]\).*$/\1/p' | sort -n | awk '{v[NR]=$1} END{print v[int((NR+1)/2)]}')
printf 'White "%s"\n' "$player" >"$DIR/tag.txt"
# pgn-extract compares the years of dates: the bound is a year.
printf 'Date >= "%s"\n' "$year" >"$DIR/date.txt"
printf '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6\n' >"$DIR/line.txt"
FEN='rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w'

pgnx_count() { "$PGNX" -s "$@" "$P" 2>/dev/null | grep -c '^\[Event ' || true; }
check() {
	if [ "$2" != "$3" ]; then
		echo "$1: pgn-extract selects $2 games, awechec $3" >&2
		exit 1
	fi
	echo "$1: both select $2 games"
}
check tag "$(pgnx_count -t "$DIR/tag.txt")" "$("$AW" select --count --tag "White=$player" "$P")"
check date "$(pgnx_count -t "$DIR/date.txt")" "$("$AW" select --count --from "$year.01.01" "$P")"
check position "$(pgnx_count -V -x "$DIR/line.txt")" "$("$AW" select --count --fen "$FEN" "$P")"

measure() {
	local name=$1
	shift
	/usr/bin/time -f '%U %e' -o "$DIR/time.out" "$@" >/dev/null 2>/dev/null || true
	tail -1 "$DIR/time.out" >>"$DIR/$name"
}
# The same collection compressed with zstd (as lichess publishes its
# archives): check and select on it against the plain file.
Z="$P.zst"
if [ ! -s "$Z" ] || [ "$Z" -ot "$P" ]; then
	command -v zstd >/dev/null || { echo "zstd not found: apt-get install zstd" >&2; exit 2; }
	zstd -q -3 -f "$P" -o "$Z"
fi
check "select on the .zst" "$("$AW" select --count --tag "White=$player" "$P")" "$("$AW" select --count --tag "White=$player" "$Z")"
names=(ptag atag pdate adate ppos apos atreefen pall atree acheck acheckz aselz)
for n in "${names[@]}"; do : >"$DIR/$n"; done
echo "== $RUNS runs each, alternating (load average before: $(cut -d' ' -f1-3 /proc/loadavg))"
for r in $(seq "$RUNS"); do
	measure ptag "$PGNX" -s -t "$DIR/tag.txt" "$P"
	measure atag "$AW" select --tag "White=$player" "$P"
	measure pdate "$PGNX" -s -t "$DIR/date.txt" "$P"
	measure adate "$AW" select --from "$year.01.01" "$P"
	measure ppos "$PGNX" -s -V -x "$DIR/line.txt" "$P"
	measure apos "$AW" select --fen "$FEN" "$P"
	measure atreefen "$AW" tree --fen "$FEN" "$P"
	measure pall "$PGNX" -s -o /dev/null "$P"
	measure atree "$AW" tree "$P"
	measure acheck "$AW" check -q "$P"
	measure acheckz "$AW" check -q "$Z"
	measure aselz "$AW" select --tag "White=$player" "$Z"
	echo "  run $r done"
done
median() { sort -n -k1 "$DIR/$1" | awk '{v[NR]=$1} END{ if (NR%2) print v[(NR+1)/2]; else printf "%.2f\n", (v[NR/2]+v[NR/2+1])/2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b > 0) printf "%.2f", a/b; else print "inf" }'; }
echo
printf '%-34s %12s %12s %8s\n' "work (median of $RUNS, user s)" pgn-extract awechec ratio
row() { printf '%-34s %12s %12s %8s\n' "$1" "$(median "$2")" "$(median "$3")" "$(ratio "$(median "$2")" "$(median "$3")")"; }
row "tag (White)" ptag atag
row "date (from)" pdate adate
row "position (-x / select --fen)" ppos apos
row "position (-x / tree --fen)" ppos atreefen
row "every game (read / tree)" pall atree
echo
echo "ratio: pgn-extract's user time over awechec's (goal >= 2)"
echo
printf '%-34s %12s %12s %8s\n' "compressed (median of $RUNS, user s)" plain .zst ratio
row "check" acheck acheckz
row "select --tag White=..." atag aselz
echo "ratio: the plain file's user time over the .zst's (goal >= 1/1.3 = 0.77)"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "collection and raw timings in $DIR"
