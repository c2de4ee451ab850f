#!/usr/bin/env bash
# archive.sh: awechec select against pgn-extract on the same archive work,
# side by side, with public tools only (Go, pgn-extract, GNU time):
#
#   tag criteria      pgn-extract -t TAGFILE      awechec select --tag
#   duplicates        pgn-extract -D              awechec select --unique
#
#   bench/archive.sh [half] [runs]     defaults: 100000 (200,000 games), 3 runs
#   bench/archive.sh --real [FILE.pgn] [times] [runs]
#
# --real runs the archivist's work on real chess PGN instead: FILE (default
# the 3,889 real whole games of testdata/archives: the GNU Chess book's and
# 1,000 lichess games) concatenated TIMES times (default 20), each query
# side by side with pgn-extract on the same games, timed in user CPU
# seconds (what a shared machine changes least; the load average is
# printed), then check and select on a .zst of it beside the plain file:
#
#   tag             pgn-extract -t (White "...")   select --tag White=...
#   date            pgn-extract -t (Date >= ...)   select --from ...
#   position        pgn-extract -V -x (a line)     select --fen (its position)
#   tree at a       pgn-extract -V -x (a line)     tree --fen (its position)
#   position
#   tree            pgn-extract (every game read)  tree (from the start)
#
# Both sides must select the same games (checked first).
#
# The archive is `awechec generate -n HALF --seed 1` (French) followed by
# the same games translated into English (`convert --to en`): every game
# twice, so that duplicate removal keeps half. pgn-extract reads the PGN
# export of that archive (`export --to pgn`, where both copies become the
# same English PGN). Environment: BENCH_DIR keeps the archives between
# runs (default: a fresh temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--real" ]; then
	shift
	exec bash bench/archive-real.sh "$@"
fi

HALF=${1:-100000}
RUNS=${2:-3}
DIR=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$DIR"
PGNX=$(command -v pgn-extract || true)
[ -n "$PGNX" ] || [ ! -x /usr/games/pgn-extract ] || PGNX=/usr/games/pgn-extract
if [ -z "$PGNX" ]; then
	echo "pgn-extract not found: apt-get install pgn-extract" >&2
	exit 2
fi
AW="$DIR/awechec"
echo "== build"
go build -o "$AW" ./cmd/awechec

A="$DIR/all.agn"
P="$DIR/all.pgn"
if [ ! -s "$P" ] || [ "$(cat "$DIR/half" 2>/dev/null)" != "$HALF" ]; then
	echo "== generate $HALF games (seed 1), translate them into English, export to PGN"
	"$AW" generate -n "$HALF" --seed 1 >"$DIR/fr.agn"
	"$AW" convert --to en "$DIR/fr.agn" >"$DIR/en.agn"
	cat "$DIR/fr.agn" "$DIR/en.agn" >"$A"
	rm -f "$DIR/fr.agn" "$DIR/en.agn"
	"$AW" export --to pgn "$A" >"$P"
	echo "$HALF" >"$DIR/half"
fi
games=$(grep -c '^\[Event ' "$A")
echo "archive: $games games, $(du -h "$A" | cut -f1) AGN, $(du -h "$P" | cut -f1) PGN"

# The tag criterion: one White player, as a pgn-extract tag file and as
# select's --tag.
printf 'White "Kofi"\n' >"$DIR/tags.txt"

# Both sides must select the same games, or the comparison means nothing.
n1=$("$PGNX" --allownullmoves -s -t "$DIR/tags.txt" "$P" 2>/dev/null | grep -c '^\[Event ' || true)
n2=$("$AW" select --count --tag 'White=Kofi' "$A" || true)
d1=$("$PGNX" --allownullmoves -s -D "$P" 2>/dev/null | grep -c '^\[Event ' || true)
d2=$("$AW" select --count --unique "$A" || true)
echo "games selected by the tag: pgn-extract $n1, awechec $n2; kept by duplicate removal: pgn-extract $d1, awechec $d2"
if [ "$n1" != "$n2" ]; then
	echo "the two tools do not select the same games" >&2
	exit 1
fi
# pgn-extract -D sees the chess moves only (the Awélé games are comments
# to it) and compares games by their final position and length: generated
# games with the same chess moves but other Awélé games are duplicates to
# it, not to awechec. Both keep the first copy of every game translated.
if [ "$d2" != "$((games / 2))" ] || [ "$d1" -gt "$d2" ]; then
	echo "duplicate removal kept an unexpected number of games" >&2
	exit 1
fi
if [ -z "${SKIP_DIFF:-}" ]; then
	"$PGNX" --allownullmoves -s -d"$DIR/pgnx-dups.pgn" "$P" >/dev/null 2>&1 || true
	echo "pgn-extract's duplicates: $(grep -c '^\[Event ' "$DIR/pgnx-dups.pgn") games in $DIR/pgnx-dups.pgn"
fi

measure() {
	local name=$1
	shift
	/usr/bin/time -f '%e %M' -o "$DIR/time.out" "$@" >/dev/null 2>"$DIR/stderr.out" || true
	tail -1 "$DIR/time.out" >>"$DIR/$name"
}
median() {
	sort -n -k"$2" "$1" | awk -v c="$2" '{v[NR]=$c} END{ if (NR%2) print v[(NR+1)/2]; else printf "%.3f\n", (v[NR/2]+v[NR/2+1])/2 }'
}
names=(ptag atag pdup adup agroups)
for n in "${names[@]}"; do : >"$DIR/$n"; done
echo "== $RUNS runs each, alternating"
for r in $(seq "$RUNS"); do
	measure ptag "$PGNX" --allownullmoves -s -t "$DIR/tags.txt" "$P"
	measure atag "$AW" select --tag 'White=Kofi' "$A"
	measure pdup "$PGNX" --allownullmoves -s -D "$P"
	measure adup "$AW" select --unique "$A"
	measure agroups "$AW" select --duplicates "$A"
	echo "  run $r done"
done

t() { median "$DIR/$1" 1; }
m() { median "$DIR/$1" 2; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b > 0) printf "%.2f", a/b; else print "inf" }'; }
echo
printf '%-44s %9s %9s\n' "command (median of $RUNS, $games games)" seconds "peak MB"
row() { printf '%-44s %9s %9.1f\n' "$1" "$(t "$2")" "$(awk -v k="$(m "$2")" 'BEGIN{print k/1024}')"; }
row "pgn-extract -t (White \"Kofi\")" ptag
row "awechec select --tag White=Kofi" atag
row "pgn-extract -D" pdup
row "awechec select --unique" adup
row "awechec select --duplicates (groups report)" agroups
echo
echo "ratio pgn-extract time / awechec time: tags $(ratio "$(t ptag)" "$(t atag)"), duplicates $(ratio "$(t pdup)" "$(t adup)") (goal >= 1)"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "archives and raw timings in $DIR"
