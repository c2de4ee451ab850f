#!/usr/bin/env bash
# bench/apisurface.sh [commit ...]
#
# go list figures of the module at each commit given (default: c0cf905,
# the start of the issue-12 round; 34d5685, before the internal/ move; and
# the working tree, named "."): packages (non-test, cmd left out), exported
# names per package and in all, the importable (non-internal) packages and
# their exported names, the ten longest functions and the lines of Go.
# Each commit is extracted with git archive into a temporary directory;
# the counting is bench/apisurface (go run), the same program for every
# commit. -v lists every exported name. bench/README.md keeps the figures.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
verbose=
if [ "${1:-}" = -v ]; then
	verbose=-v
	shift
fi
[ $# -eq 0 ] && set -- c0cf905 34d5685 .
tool=$(mktemp -d)
trap 'rm -rf "$tool"' EXIT
(cd "$root" && go build -o "$tool/apisurface" ./bench/apisurface)
for c in "$@"; do
	if [ "$c" = . ]; then
		echo "== working tree ($(cd "$root" && git rev-parse --short HEAD)+)"
		"$tool/apisurface" $verbose "$root"
	else
		src=$tool/$c
		mkdir -p "$src"
		(cd "$root" && git archive "$c") | tar -x -C "$src"
		echo "== $c $(cd "$root" && git log -1 --format=%s "$c" | cut -c1-70)"
		"$tool/apisurface" $verbose "$src"
	fi
	echo
done
