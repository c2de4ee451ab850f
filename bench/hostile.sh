#!/usr/bin/env bash
# hostile.sh: exit code, time and peak memory of `awechec check` on four
# hostile inputs, then of check, html, export and tree on the 1 MB floods
# of one token of issue 28 (bench/README.md, "Hostile input"). Each run is under
# `timeout` and an address-space cap so that a leak cannot hurt the machine.
#
#   bench/hostile.sh [binary]     default: builds ./cmd/awechec
#
# Environment: DIR keeps the generated inputs (default: a temporary dir),
# TMO the time bound in seconds (default 120), CAP the address-space cap in
# KiB (default 4000000, about 4 GB).
set -uo pipefail
cd "$(dirname "$0")/.."
DIR=${DIR:-$(mktemp -d)}
TMO=${TMO:-120}
CAP=${CAP:-4000000}
AW=${1:-}
if [ -z "$AW" ]; then
	AW="$DIR/awechec"
	go build -o "$AW" ./cmd/awechec || exit 2
fi

# One 50 MB game: a chess section of knight moves back and forth.
if [ ! -s "$DIR/big.agn" ]; then
	{
		printf '[Event "big"]\n[Result "*"]\n\nÉchecs'
		awk 'BEGIN { for (i = 1; i <= 1520000; i++) printf " %d. Cf3 Cf6 %d. Cg1 Cg8", 2*i-1, 2*i; print " *" }'
	} >"$DIR/big.agn"
fi
# 300,000 tags (about 4 MB).
if [ ! -s "$DIR/tags.agn" ]; then
	{
		awk 'BEGIN { for (i = 1; i <= 300000; i++) printf "[T%d \"v\"]\n", i }'
		printf '\nÉchecs 1. e4 *\n'
	} >"$DIR/tags.agn"
fi
# A million null moves.
if [ ! -s "$DIR/null.agn" ]; then
	{
		printf '[Event "null"]\n[Result "*"]\n\nÉchecs'
		awk 'BEGIN { for (i = 1; i <= 500000; i++) printf " %d. 0 0", i; print " *" }'
	} >"$DIR/null.agn"
fi

run() { # name, args...
	local name=$1
	shift
	(ulimit -v "$CAP"; /usr/bin/time -o "$DIR/time" -f '%e %M' timeout "$TMO" "$AW" "$@" >/dev/null 2>"$DIR/err")
	local rc=$?
	local t m
	t=$(tail -1 "$DIR/time" | awk '{print $1}')
	m=$(tail -1 "$DIR/time" | awk '{print $2}')
	printf '| %s | %s | %s s | %s MB | %s |\n' "$name" "$rc" "$t" "$((m / 1024))" "$(head -c 100 "$DIR/err" | head -1 | tr '|' '/')"
}
ls -l "$DIR"/*.agn >&2
echo '| input | exit | time | peak memory | first line of standard error |'
echo '|---|---:|---:|---:|---|'
run "one 50 MB game" check "$DIR/big.agn"
TMO0=$TMO; TMO=20; run "check /dev/zero (timeout 20)" check /dev/zero; TMO=$TMO0
run "300,000 tags (4 MB)" check "$DIR/tags.agn"
run "a million null moves" check "$DIR/null.agn"

# The floods of issue 28: one game of about 1 MB of one token repeated,
# given to the commands that read games whole (the time column is that of
# a loaded or an idle machine: read it with the peak memory).
flood() { # name, token
	local f="$DIR/flood-$1.agn"
	if [ ! -s "$f" ]; then
		{
			printf '[Event "h"]\n[Result "*"]\n\nÉchecs 1. e4 '
			awk -v t="$2" 'BEGIN { n = int(1000000 / length(t)); for (i = 0; i < n; i++) printf "%s", t; print " *" }'
		} >"$f"
	fi
}
flood variations '(e4) '
flood powers '(2=W) '
flood ellipses '... '
flood numbers '1. '
flood dots '.'
flood bangs '!'
flood parens '()'
flood brackets '[]'
flood semicolons ';\n'
for f in "$DIR"/flood-*.agn; do
	for c in check html "export --to pgn" "tree --format json"; do
		# shellcheck disable=SC2086
		run "$(basename "$f" .agn) ($c)" $c "$f"
	done
done
