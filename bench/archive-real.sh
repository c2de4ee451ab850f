#!/usr/bin/env bash
# archive-real.sh: the --real part of bench/archive.sh (see there): select
# and tree against pgn-extract on real chess PGN, and check and select on
# a .zst of it against the plain file, in one run that prints every ratio
# twice:
#
#   instructions   callgrind (GOGC=off GODEBUG=asyncpreemptoff=1 for
#                  awechec), on the collection once (CG_TIMES copies,
#                  default 1; CG=0 skips it): what the load does not change
#   time           hyperfine, RUNS rounds (default 5), each round running
#                  every command once, awechec and pgn-extract interleaved;
#                  medians of wall time and of CPU time (user + system),
#                  on the collection TIMES times (default 20); marked
#                  "loaded" when the load average is over 2
#
#   bench/archive.sh --real [FILE.pgn] [times] [runs]
#
# Each ratio is pgn-extract's figure over awechec's (goal >= 2), and the
# .zst's over the plain file's (goal <= 1.3). BENCH_DIR keeps the
# collection between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
TIMES=${2:-20}
RUNS=${3:-5}
CG_TIMES=${CG_TIMES:-1}
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
for tool in hyperfine zstd; do
	command -v "$tool" >/dev/null || { echo "$tool not found: apt-get install $tool" >&2; exit 2; }
done
AW="$DIR/awechec"
go build -o "$AW" ./cmd/awechec
# repeat SRC N OUT: SRC concatenated N times into OUT, and its .zst.
repeat() {
	if [ ! -s "$3" ] || [ "$(cat "$3.src" 2>/dev/null)" != "$1 $2" ]; then
		: >"$3"
		for _ in $(seq "$2"); do cat "$1" >>"$3"; done
		echo "$1 $2" >"$3.src"
		rm -f "$3.zst"
	fi
	[ -s "$3.zst" ] || zstd -q -3 -f "$3" -o "$3.zst"
}
P="$DIR/real.pgn"
repeat "$SRC" "$TIMES" "$P"
games=$(grep -c '^\[Event ' "$P")
echo "collection: $SRC x $TIMES = $games games, $(du -h "$P" | cut -f1) ($(du -h "$P.zst" | cut -f1) as .zst, zstd -3)"

# The queries. The player and the date are the collection's own (the
# first game's White, the median year: a bound that splits it); the line
# is the Najdorf's, a position reached by transpositions too.
# pgn-extract -x looks into variations too (the lichess games' engine
# lines): -V (--novars) keeps it to the main line, as select --fen and
# tree do.
player=$(grep -m1 '^\[White ' "$SRC" | sed 's/^\[White "\(.*\)"\]$/\1/')
year=$(grep '^\[Date ' "$SRC" | sed -n 's/^\[Date "\([0-9][0-9][0-9][0-9]\).*$/\1/p' | sort -n | awk '{v[NR]=$1} END{print v[int((NR+1)/2)]}')
printf 'White "%s"\n' "$player" >"$DIR/tag.txt"
# pgn-extract compares the years of dates: the bound is a year.
printf 'Date >= "%s"\n' "$year" >"$DIR/date.txt"
printf '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6\n' >"$DIR/line.txt"
FEN='rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w'

# The works, one a line: name | pgn-extract's arguments before the file |
# awechec's arguments before the file. Both write the games selected in
# PGN: pgn-extract reprints them, select --format pgn writes each as it
# stands in the file (the same games, byte for byte as written).
# Fields are split on '|', arguments on tabs, so that a player's name
# keeps its spaces.
TAB=$'\t'
works=(
	"tag (White)|-s${TAB}-t${TAB}$DIR/tag.txt|select${TAB}--format${TAB}pgn${TAB}--tag${TAB}White=$player"
	"date (from)|-s${TAB}-t${TAB}$DIR/date.txt|select${TAB}--format${TAB}pgn${TAB}--from${TAB}$year.01.01"
	"position (-x / select --fen)|-s${TAB}-V${TAB}-x${TAB}$DIR/line.txt|select${TAB}--format${TAB}pgn${TAB}--fen${TAB}$FEN"
	"position (-x / tree --fen)|-s${TAB}-V${TAB}-x${TAB}$DIR/line.txt|tree${TAB}--fen${TAB}$FEN"
	"every game (read / tree)|-s${TAB}-o${TAB}/dev/null|tree"
)
# The compressed works: name | awechec's arguments (plain file, then .zst).
zworks=(
	"check|check${TAB}-q"
	"select --tag White=...|select${TAB}--tag${TAB}White=$player"
)
split() { IFS="$TAB" read -r -a "$1" <<<"$2"; }

# Both sides must select the same games, or the comparison means nothing.
pgnx_count() { "$PGNX" "$@" "$P" 2>/dev/null | grep -c '^\[Event ' || true; }
same() {
	if [ "$2" != "$3" ]; then
		echo "$1: pgn-extract selects $2 games, awechec $3" >&2
		exit 1
	fi
	echo "$1: both select $2 games"
}
for w in "${works[@]:0:3}"; do
	IFS='|' read -r name px ax <<<"$w"
	split pa "$px"
	split aa "$ax"
	same "$name" "$(pgnx_count "${pa[@]}")" "$("$AW" "${aa[0]}" --count "${aa[@]:1}" "$P")"
done
same "select on the .zst" "$("$AW" select --count --tag "White=$player" "$P")" "$("$AW" select --count --tag "White=$player" "$P.zst")"

load() { cut -d' ' -f1 /proc/loadavg; }
loaded() { awk -v a="$1" -v b="$2" 'BEGIN{ if (a > 2 || b > 2) printf "loaded: load %s then %s", a, b; else printf "quiet: load %s then %s", a, b }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b > 0) printf "%.2f", a/b; else print "inf" }'; }

# Instructions, each command once under callgrind.
if [ "${CG:-1}" != 0 ]; then
	command -v valgrind >/dev/null || { echo "valgrind not found: apt-get install valgrind (or CG=0)" >&2; exit 2; }
	C="$DIR/cg.pgn"
	repeat "$SRC" "$CG_TIMES" "$C"
	insn() {
		GOGC=off GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >/dev/null 2>"$DIR/cg.err" || true
		grep -o 'Collected : [0-9]*' "$DIR/cg.err" | awk '{printf "%.1f", $3/1e6}'
	}
	l0=$(load)
	echo
	printf '%-34s %12s %12s %8s\n' "instructions (M, x$CG_TIMES)" pgn-extract awechec ratio
	for w in "${works[@]}"; do
		IFS='|' read -r name px ax <<<"$w"
		split pa "$px"
		split aa "$ax"
		p=$(insn "$PGNX" "${pa[@]}" "$C")
		a=$(insn "$AW" "${aa[@]}" "$C")
		printf '%-34s %12s %12s %8s\n' "$name" "$p" "$a" "$(ratio "$p" "$a")"
	done
	printf '%-34s %12s %12s %8s\n' "compressed (M, x$CG_TIMES)" plain .zst ratio
	for w in "${zworks[@]}"; do
		IFS='|' read -r name ax <<<"$w"
		split aa "$ax"
		a=$(insn "$AW" "${aa[@]}" "$C")
		z=$(insn "$AW" "${aa[@]}" "$C.zst")
		printf '%-34s %12s %12s %8s\n' "$name" "$a" "$z" "$(ratio "$z" "$a")"
	done
	echo "(instructions: the same whatever the load; $(loaded "$l0" "$(load)"))"
fi

# Time: hyperfine, every command once per round, RUNS rounds.
cmds=()
quote() { local s="" x; for x in "$@"; do s+="$(printf '%q ' "$x")"; done; echo "${s% }"; }
for w in "${works[@]}"; do
	IFS='|' read -r name px ax <<<"$w"
	split pa "$px"
	split aa "$ax"
	cmds+=("$(quote "$PGNX" "${pa[@]}" "$P")" "$(quote "$AW" "${aa[@]}" "$P")")
done
for w in "${zworks[@]}"; do
	IFS='|' read -r name ax <<<"$w"
	split aa "$ax"
	cmds+=("$(quote "$AW" "${aa[@]}" "$P")" "$(quote "$AW" "${aa[@]}" "$P.zst")")
done
l0=$(load)
rm -f "$DIR"/round-*.json
for r in $(seq "$RUNS"); do
	hyperfine -N -i -r 1 --style none --output null --export-json "$DIR/round-$r.json" "${cmds[@]}" >/dev/null 2>&1
done
l1=$(load)
# med I FIELD: command I's median over the rounds of FIELD (wall: "mean",
# the one run's time; cpu: user + system).
med() {
	cat "$DIR"/round-*.json | tr -d ' \n' | sed 's/{"command"/\n&/g' | awk -v want="$1" -v f="$2" -v n="${#cmds[@]}" '
		/^\{"command"/ { i++; if ((i - 1) % n != want) next
			match($0, /"mean":[0-9.e-]+/); m = substr($0, RSTART + 7, RLENGTH - 7)
			match($0, /"user":[0-9.e-]+/); u = substr($0, RSTART + 7, RLENGTH - 7)
			match($0, /"system":[0-9.e-]+/); s = substr($0, RSTART + 9, RLENGTH - 9)
			print (f == "wall") ? m + 0 : u + s }' |
		sort -g | awk '{v[NR] = $1} END { if (NR % 2) printf "%.3f", v[(NR + 1) / 2]; else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
echo
printf '%-34s %17s %17s %13s\n' "time (s, x$TIMES, median of $RUNS)" "pgn-extract" "awechec" "ratio"
printf '%-34s %8s %8s %8s %8s %6s %6s\n' "" wall cpu wall cpu wall cpu
i=0
# row NAME [z]: the next two commands; the ratio is the first's time over
# the second's, the second's over the first's with z.
row() {
	local pw pc aw ac
	pw=$(med "$i" wall) pc=$(med "$i" cpu) aw=$(med "$((i + 1))" wall) ac=$(med "$((i + 1))" cpu)
	if [ -n "${2:-}" ]; then
		printf '%-34s %8s %8s %8s %8s %6s %6s\n' "$1" "$pw" "$pc" "$aw" "$ac" "$(ratio "$aw" "$pw")" "$(ratio "$ac" "$pc")"
	else
		printf '%-34s %8s %8s %8s %8s %6s %6s\n' "$1" "$pw" "$pc" "$aw" "$ac" "$(ratio "$pw" "$aw")" "$(ratio "$pc" "$ac")"
	fi
	i=$((i + 2))
}
for w in "${works[@]}"; do row "${w%%|*}"; done
printf '%-34s %17s %17s %13s\n' "compressed" "plain" ".zst" ".zst/plain"
for w in "${zworks[@]}"; do row "${w%%|*}" z; done
echo "(time: $(loaded "$l0" "$l1"); ratios are pgn-extract's over awechec's, goal >= 2,"
echo " and the .zst's over the plain file's, goal <= 1.3)"
echo "collection, rounds (hyperfine JSON) in $DIR"
