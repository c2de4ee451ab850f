#!/usr/bin/env bash
# compare.sh: awechec check against pgn-extract on the same games, side by
# side, with public tools only (Go, pgn-extract, GNU time). See README.md.
#
#   bench/compare.sh [games] [runs]      defaults: 20000 games, 5 runs
#
# It prints the median of the runs (alternating) of each command and the
# ratios: pgn-extract time / check time on every core and on one (-j 1),
# the reader alone in MB/s on one core (stats --parse-only -j 1), and the
# time of fmt -l, fmt and convert --to fr over check's (goal <= 1.5); and
# check on the PGN export itself beside pgn-extract on the same file.
#
# Environment: BENCH_DIR keeps the archives between runs (default: a fresh
# temporary directory); BIG=1 also builds a ~1 GB archive (the 1x archive
# repeated) and measures check's peak memory on it; INSN=1 also counts the
# instructions of the reader alone on 2,000 games with valgrind's
# callgrind, a figure the load of a shared machine does not change.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${1:-20000}
RUNS=${2:-5}
DIR=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$DIR"
PGNX=$(command -v pgn-extract || true)
[ -n "$PGNX" ] || [ ! -x /usr/games/pgn-extract ] || PGNX=/usr/games/pgn-extract   # Debian installs it there
if [ -z "$PGNX" ]; then
	echo "pgn-extract not found: apt-get install pgn-extract" >&2
	exit 2
fi
AW="$DIR/awechec"

echo "== build"
go build -o "$AW" ./cmd/awechec

A="$DIR/a1.agn"
if [ ! -s "$A" ] || [ "$(grep -c '^\[Event ' "$A")" != "$N" ]; then
	echo "== generate $N games (seed 1)"
	"$AW" generate -n "$N" --seed 1 --lang en >"$A"
fi
echo "== export to PGN"
"$AW" export --to pgn "$A" >"$DIR/a1.pgn"
for k in 2 4; do
	: >"$DIR/a$k.agn"
	for _ in $(seq "$k"); do cat "$A" >>"$DIR/a$k.agn"; done
done
games=$(grep -c '^\[Event ' "$A")
plies=$("$AW" stats --format csv "$A" | awk -F, '$1=="plies"{print $3}')
echo "archive: $games games, $plies chess half-moves, $(du -h "$A" | cut -f1) AGN, $(du -h "$DIR/a1.pgn" | cut -f1) PGN"

# pgn-extract must read every game of the export without an error, or the
# comparison means nothing.
"$PGNX" --allownullmoves -r -s "$DIR/a1.pgn" 2>"$DIR/pgnx.err" >/dev/null || true
if tr '\r' '\n' <"$DIR/pgnx.err" | sed -E 's/Games: [0-9]+//g' | grep -q '[^[:space:]]'; then
	echo "pgn-extract reports errors on the export:" >&2
	head -20 "$DIR/pgnx.err" >&2
	exit 1
fi

# measure NAME CMD...: one run; appends "seconds kilobytes" to $DIR/NAME.
measure() {
	local name=$1
	shift
	/usr/bin/time -f '%e %M' -o "$DIR/time.out" "$@" >/dev/null 2>"$DIR/stderr.out" || true
	tail -1 "$DIR/time.out" >>"$DIR/$name"
}

# median FILE COLUMN
median() {
	sort -n -k"$2" "$1" | awk -v c="$2" '{v[NR]=$c} END{ if (NR%2) print v[(NR+1)/2]; else printf "%.3f\n", (v[NR/2]+v[NR/2+1])/2 }'
}

names=(pgnx check check1 parse fmtl fmt convert lin1 lin2 lin4 pgncheck)
for n in "${names[@]}"; do : >"$DIR/$n"; done
echo "== $RUNS runs each, alternating"
for r in $(seq "$RUNS"); do
	measure pgnx "$PGNX" --allownullmoves -r -s "$DIR/a1.pgn"
	measure check "$AW" check -q "$A"
	measure check1 "$AW" check -q -j 1 "$A"
	measure parse "$AW" stats --parse-only -j 1 "$A"
	measure fmtl "$AW" fmt -l "$A"
	measure fmt "$AW" fmt "$A"
	measure convert "$AW" convert --to fr "$A"
	measure pgncheck "$AW" check -q "$DIR/a1.pgn"
	for k in 1 2 4; do measure "lin$k" "$AW" check -q "$DIR/a$k.agn"; done
	echo "  run $r done"
done

t() { median "$DIR/$1" 1; }
m() { median "$DIR/$1" 2; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b > 0) printf "%.2f", a/b; else print "inf" }'; }

echo
printf '%-34s %9s %9s %12s\n' "command (median of $RUNS)" seconds "peak MB" "half-moves/s"
row() { printf '%-34s %9s %9.1f %12.0f\n' "$1" "$(t "$2")" "$(awk -v k="$(m "$2")" 'BEGIN{print k/1024}')" "$(awk -v p="$plies" -v s="$(t "$2")" 'BEGIN{ if (s>0) print p/s; else print 0 }')"; }
row "pgn-extract --allownullmoves -r" pgnx
row "awechec check (every core)" check
row "awechec check -j 1" check1
row "awechec stats --parse-only -j 1" parse
row "awechec fmt -l" fmtl
row "awechec fmt" fmt
row "awechec convert --to fr" convert
row "awechec check on the PGN export" pgncheck
echo
bytes=$(stat -c %s "$A")
echo "ratios (medians of $RUNS alternating runs):"
echo "  pgn-extract / check, every core:   $(ratio "$(t pgnx)" "$(t check)")   (goal >= 3)"
echo "  pgn-extract / check -j 1:          $(ratio "$(t pgnx)" "$(t check1)")   (goal >= 1.5)"
echo "  reader alone, one core:            $(awk -v b="$bytes" -v s="$(t parse)" 'BEGIN{ if (s>0) printf "%.0f", b/s/1e6; else print "inf" }') MB/s   (goal >= 150)"
echo "  fmt -l / check:                    $(ratio "$(t fmtl)" "$(t check)")   (goal <= 1.5)"
echo "  fmt / check:                       $(ratio "$(t fmt)" "$(t check)")   (goal <= 1.5)"
echo "  convert --to fr / check:           $(ratio "$(t convert)" "$(t check)")   (goal <= 1.5)"
echo "  pgn-extract / check, both on the PGN export: $(ratio "$(t pgnx)" "$(t pgncheck)")"
echo
echo "linearity (awechec check, the archive repeated):"
for k in 1 2 4; do
	printf '  %dx  %8s s  %6.1f MB peak  time/%dx-per-1x: %s\n' "$k" "$(t "lin$k")" "$(awk -v k="$(m "lin$k")" 'BEGIN{print k/1024}')" "$k" \
		"$(ratio "$(t "lin$k")" "$(awk -v a="$(t lin1)" -v k="$k" 'BEGIN{print a*k}')")"
done

if [ "${INSN:-0}" = 1 ]; then
	if command -v valgrind >/dev/null; then
		S="$DIR/s2k.agn"
		[ -s "$S" ] || "$AW" generate -n 2000 --seed 1 --lang en >"$S"
		# Go's asynchronous preemption signals upset callgrind; the
		# collector (paced by the clock) and idle threads spinning for
		# work add instructions that change from run to run (382 M to
		# 9,553 M for the same binary): with GOGC=off and one thread the
		# count repeats within 0.02%.
		GOGC=off GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file="$DIR/callgrind.out" \
			"$AW" stats --parse-only -j 1 "$S" >/dev/null 2>"$DIR/callgrind.err" || true
		echo
		echo "reader alone on 2,000 games ($(du -h "$S" | cut -f1)), instructions (callgrind): $(sed -n 's/.*Collected : //p' "$DIR/callgrind.err")"
	else
		echo "INSN=1: valgrind not found" >&2
	fi
fi

if [ "${BIG:-0}" = 1 ]; then
	B="$DIR/big.agn"
	size=$(stat -c %s "$A")
	reps=$(((1073741824 + size - 1) / size))
	echo
	echo "== ~1 GB archive ($reps copies of the 1x archive)"
	: >"$B"
	for _ in $(seq "$reps"); do cat "$A" >>"$B"; done
	: >"$DIR/big"
	measure big "$AW" check -q "$B"
	echo "  $(du -h "$B" | cut -f1): $(t big) s, peak $(awk -v k="$(m big)" 'BEGIN{print k/1024}') MB (goal < 100 MB)"
	rm -f "$B"
fi
echo
echo "archives and raw timings in $DIR"
