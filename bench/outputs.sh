#!/usr/bin/env bash
# bench/outputs.sh BEFORE AFTER [games]
#
# The before/after comparison of every command's output: runs each command
# of the CLI, with both binaries, on the corpus (valid and invalid records)
# and on generated games (AGN in French and English, synchronous, with
# handicaps, Awélé alone, and their PGN and OGN exports), and compares
# standard output, standard error, exit status and the files written.
# Prints a summary and the diffs; exits 1 when something differs, 2 on a
# usage error. bench/README.md says more.
#
# games: games per generated file (default 2000; six files).
# OUTPUTS_DIR=dir keeps the inputs and every output there (default: a
# temporary directory, removed at the end unless something differs).
# OUTPUTS_TIMEOUT: most seconds one command may run (default 900).
set -u

if [ $# -lt 2 ]; then
	echo "usage: bench/outputs.sh BEFORE AFTER [games]" >&2
	exit 2
fi
before=$(realpath "$1") || exit 2
after=$(realpath "$2") || exit 2
games=${3:-2000}
for b in "$before" "$after"; do
	if [ ! -x "$b" ]; then
		echo "outputs.sh: $b is not an executable" >&2
		exit 2
	fi
done
root=$(cd "$(dirname "$0")/.." && pwd)
keep=${OUTPUTS_DIR:+1}
work=${OUTPUTS_DIR:-$(mktemp -d)}
timeout=${OUTPUTS_TIMEOUT:-900}
mkdir -p "$work" || exit 2
work=$(realpath "$work")
rm -rf "$work/in" "$work/run" "$work/out"
mkdir -p "$work/in" "$work/run/before" "$work/run/after" "$work/out"
diffs=$work/diffs.txt
: >"$diffs"

# Every run sees the same inputs under the same relative paths (in/...),
# writes its files under o/, and speaks French unless told --lang en
# (LC_MESSAGES=fr: a locale bash need not have installed).
unset LC_ALL LC_MESSAGES
export LANG=C.UTF-8
export NO_COLOR=1 TERM=dumb
ln -s "$work/in" "$work/run/before/in"
ln -s "$work/in" "$work/run/after/in"

runs=0
differ=0
differing=()

# norm NAME FILE: removes what changes from run to run (durations, node
# counts of a timed search) from the outputs of solve and analyse.
norm() {
	case $1 in
	solve* | analyse*)
		sed -E -i 's/[0-9]+([.,][0-9]+)?(\s|\xc2\xa0|\xe2\x80\xaf)?(ns|µs|us|ms|s)\]/<time>]/g; s/"time_ms":[0-9.e+-]+/"time_ms":<time>/g' "$2"
		;;
	esac
}

# run NAME COMMAND: runs COMMAND (a shell command in which $A is the
# binary) with each binary, then compares.
run() {
	local name=$1 cmd=$2 side bin d
	for side in before after; do
		bin=$before
		[ $side = after ] && bin=$after
		d=$work/out/$side/$name
		rm -rf "$d" "$work/run/$side/o"
		mkdir -p "$d" "$work/run/$side/o"
		(cd "$work/run/$side" && A=$bin LC_MESSAGES=fr timeout "$timeout" bash -c "$cmd" </dev/null >"$d/stdout" 2>"$d/stderr"
			echo $? >"$d/rc")
		norm "$name" "$d/stdout"
		norm "$name" "$d/stderr"
		mv "$work/run/$side/o" "$d/files"
	done
	runs=$((runs + 1))
	local b=$work/out/before/$name a=$work/out/after/$name
	if ! diff -rq "$b" "$a" >/dev/null; then
		differ=$((differ + 1))
		differing+=("$name")
		{
			echo "=== $name: $cmd"
			for f in rc stdout stderr; do
				if ! cmp -s "$b/$f" "$a/$f"; then
					echo "--- $f (exit status before $(cat "$b/rc"), after $(cat "$a/rc"))"
					diff -u "$b/$f" "$a/$f" | head -40
				fi
			done
			if ! diff -rq "$b/files" "$a/files" >/dev/null; then
				echo "--- files"
				diff -ru "$b/files" "$a/files" | head -40
			fi
		} >>"$diffs"
	fi
	printf '.' >&2
}

# The inputs: the corpus's records as they are, then generated games.
(cd "$root" && find corpus -name '*.agn' | while read -r f; do
	mkdir -p "$work/in/$(dirname "$f")"
	cp "$f" "$work/in/$f"
done)
q=$((games / 4 > 0 ? games / 4 : 1))
mkdir -p "$work/in/gen" "$work/in/pgn" "$work/in/ogn" "$work/in/small"
# generate is a command like the others: its outputs are compared, and
# the before binary's are the inputs of the runs that follow.
run generate-fr "\$A generate -n $games --seed 1 --lang fr"
run generate-en "\$A generate -n $games --seed 2 --lang en"
run generate-synchronous "\$A generate -n $q --seed 3 --synchronous --lang en"
run generate-handicap "\$A generate -n $q --seed 4 --handicap"
run generate-synchronous-handicap "\$A generate -n $q --seed 5 --synchronous --handicap --lang en"
run generate-awele "\$A generate -n $q --seed 6 --variant awele"
run generate-j1 "\$A generate -n 200 --seed 7 -j 1"
for g in fr en synchronous handicap synchronous-handicap awele; do
	cp "$work/out/before/generate-$g/stdout" "$work/in/gen/$g.agn"
done
# A few games for the slow commands (solve, analyse, html, render).
"$before" generate -n 12 --seed 8 >"$work/in/small/fr.agn"
"$before" generate -n 6 --seed 9 --lang en --handicap >"$work/in/small/en.agn"
"$before" generate -n 6 --seed 10 --variant awele >"$work/in/small/awele.agn"
# PGN and OGN inputs: the before binary's exports of the same games.
for g in fr en synchronous handicap synchronous-handicap awele; do
	"$before" export --to pgn "$work/in/gen/$g.agn" >"$work/in/pgn/$g.pgn" 2>/dev/null
done
(cd "$work/in" && "$before" export --to pgn corpus/valid corpus/awele corpus/seed000-fr.agn >pgn/corpus.pgn 2>/dev/null)
"$before" export --to ogn --split "$work/in/ogn" "$work/in/gen/awele.agn" >/dev/null 2>&1
(cd "$work/in" && "$before" export --to ogn corpus/awele/abapa.agn >ogn/abapa.ogn 2>/dev/null)
# A PGN with an illegal move, and a file that is not a record at all.
printf '[Event "x"]\n[White "a"]\n[Black "b"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 Nc6 *\n' >"$work/in/pgn/illegal.pgn"
printf 'not a game\n\x00\x01\n' >"$work/in/junk.agn"
printf '\xff\xfe[\x00E\x00' >"$work/in/utf16.agn"

C=in/corpus
G=in/gen
ALL="$C in/gen in/junk.agn in/utf16.agn"
echo "inputs: $(find "$work/in" -type f | wc -l) files, $(cat "$work/in"/gen/*.agn | grep -c '^\[Event ') generated games, $(du -sh "$work/in" | cut -f1)" >&2

# check
for l in fr en; do
	run check-$l "\$A --lang $l check $ALL"
	run check-json-$l "\$A --lang $l check --format json $ALL"
	run check-strict-$l "\$A --lang $l check --strict $C"
	run check-quiet-$l "\$A --lang $l check -q -j 1 $ALL"
	run check-pgn-$l "\$A --lang $l check in/pgn"
	run check-ogn-$l "\$A --lang $l check in/ogn/*"
done
run check-stdin "\$A check - < $G/en.agn"
run check-stdin-pgn "\$A check --format json - < in/pgn/illegal.pgn"
run check-missing "\$A check in/nosuchfile.agn"
run check-badflag "\$A check --format yaml $C"
# fmt
run fmt "\$A fmt $ALL"
run fmt-width "\$A fmt --width 40 $C/valid $G/en.agn"
run fmt-list "\$A fmt -l $ALL"
run fmt-check "\$A fmt --check $ALL"
run fmt-write "cp -r $C o/c && \$A fmt -w o/c"
run fmt-stdin "\$A fmt - < $C/valid/loose-forms-fr.agn"
# convert
for to in fr en de es it nl; do
	run convert-$to "\$A convert --to $to $ALL"
done
run convert-default "\$A convert $C $G/en.agn"
run convert-output "\$A convert --to en -o o/out.agn $G/fr.agn"
run convert-from-pgn "\$A convert --from pgn in/pgn"
run convert-from-pgn-fr "\$A convert --from pgn --to fr in/pgn/corpus.pgn in/pgn/illegal.pgn"
run convert-from-ogn "\$A convert --from ogn --to fr in/ogn"
run convert-width "\$A convert --to de --width 60 $C/valid"
# export
for to in pgn json ogn; do
	run export-$to "\$A export --to $to $ALL"
	run export-$to-from-pgn "\$A export --from pgn --to $to in/pgn"
done
run export-ogn-split "\$A export --to ogn --split o/split $G/awele.agn $C/awele"
run export-ogn-from-ogn "\$A export --from ogn --to json in/ogn"
run export-pgn-width "\$A export --to pgn --width 50 $C/valid"
run export-pgn-output "\$A export --to pgn -o o/x.pgn $G/handicap.agn"
run export-noto "\$A export $C"
# annotate
run annotate "\$A annotate $ALL"
run annotate-en "\$A --lang en annotate $G/en.agn $G/synchronous-handicap.agn"
run annotate-only "\$A annotate --only powers,checks $C $G/fr.agn"
run annotate-no "\$A annotate --no-queues --no-captures --no-deciders $C $G/handicap.agn"
run annotate-from-pgn "\$A annotate --from pgn in/pgn/corpus.pgn in/pgn/en.pgn"
run annotate-from-ogn "\$A annotate --from ogn in/ogn/abapa.ogn"
# render: one picture per corpus file and several points of generated games
for f in $(cd "$work/in" && find corpus -name '*.agn' | sort); do
	run "render-${f//\//_}" "\$A render in/$f"
done
for a in "--game 3 --ply 24" "--game 5 --ply 0" "--game 2" "--awele-game 1 --awele-ply 5" "--game 4 --awele-game 2" "--game 99" "--ply 100000"; do
	run "render-small-${a// /_}" "\$A render in/small/fr.agn $a"
done
run render-awele "\$A render in/small/awele.agn --awele-game 1 --awele-ply 7"
run render-handicap "\$A --lang en render in/small/en.agn --game 2 --ply 30 -o o/p.svg"
# html
run html "\$A html $C/valid $C/awele in/small"
run html-invalid "\$A html --title 'Partie & <test>' $C/invalid"
run html-gen "\$A html -o o/p.html $G/en.agn"
# stats
for f in text json csv; do
	for l in fr en; do
		run stats-$f-$l "\$A --lang $l stats --format $f $ALL"
	done
	run stats-per-game-$f "\$A stats --per-game --format $f $ALL"
	run stats-players-$f "\$A stats --players --format $f $ALL"
done
run stats-strict "\$A stats --strict $C"
run stats-pgn "\$A stats --format json in/pgn"
run stats-crosstable "\$A stats --crosstable \"\$(grep -m1 '^\\[Event ' $G/fr.agn | cut -d'\"' -f2)\" $G"
# select
run select-valid "\$A select --valid --count $ALL"
run select-invalid "\$A select --invalid $C"
run select-player "\$A select --player '^[A-M]' $G/fr.agn"
run select-result "\$A select --result 1-0 --format pgn $G/en.agn"
run select-termination "\$A select --termination famine --count $G"
run select-term-mate "\$A select --termination mate -v --count $G"
run select-variant "\$A select --variant Awele --variant 'Awechec Synchronous' --count $G $C"
run select-handicap "\$A select --handicap any --format json $G/handicap.agn"
run select-handicap-black "\$A select --handicap black --count $G"
run select-language "\$A select --language en --count $ALL"
run select-rules "\$A select --rules abapa --count $G $C"
run select-code "\$A select --code illegal-move --code power-mismatch $C"
run select-fen "\$A select --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b' --count $G"
run select-material "\$A select --material KQ:KR --count $G"
run select-material-fr "\$A --lang fr select --material RD:RT --count $G"
run select-awele-board "\$A select --awele-board 4-4-4-4-4-4-4-4-4-4-4-4 --count $G"
run select-queue "\$A select --queue '^WWB' --count $G"
run select-counts "\$A select --awele-games 2.. --plies ..150 --null-moves 3..10 --count $G"
run select-date "\$A select --from 2020.01.01 --to 2024.12.31 --count $G"
run select-tag "\$A select --tag 'Event=~[0-9]' --tag Round --count $G"
run select-canonical "\$A select --canonical --language fr $C"
run select-duplicates "cat $G/fr.agn $G/fr.agn > o/twice.agn && \$A select --duplicates o/twice.agn $C"
run select-duplicates-json "\$A select --duplicates --format json --depth 4 $G"
run select-unique "\$A select --unique --sort Date,Round $G/en.agn $G/en.agn -o o/u.agn"
run select-split "\$A select --split 500 -o o/part.agn $G/fr.agn"
run select-split-by "\$A select --split-by Event -o o/ev.agn $C"
run select-split-player "\$A select --split-by Player -o o/pl.agn in/small"
run select-pgn-in "\$A select --count in/pgn"
run select-bad "\$A select --plies x $C"
# tree
for l in fr en; do
	run tree-$l "\$A --lang $l tree --depth 2 $ALL"
done
run tree-json "\$A tree --format json --depth 3 --min 5 $G"
run tree-awele "\$A tree --awele --depth 2 $G $C"
run tree-letters "\$A tree --letters de --depth 2 $G/en.agn"
run tree-fen "\$A tree --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b' $G"
run tree-pgn "\$A tree in/pgn"
# rules
run rules "\$A rules"
run rules-en "\$A --lang en rules"
for p in awechec abapa awele-001 cote-divoire mbekh; do
	run rules-$p "\$A rules $p"
done
run rules-param "\$A --lang en rules abapa,grand-slam=allowed,majority=20"
run rules-bad "\$A rules nosuch"
# solve and analyse on the studies and a few games
run solve "\$A solve --threads 1 --workers 1 $C/studies"
run solve-json "\$A solve --format json --threads 1 --workers 1 $C/studies $C/valid/dead-position-study-fr.agn"
run solve-depth "\$A --lang en solve --depth 3 --threads 1 --workers 1 in/small/fr.agn"
run analyse "\$A analyse --no-engine --threads 1 --workers 1 --depth 2 --awele-depth 4 $C/valid/multi-awele-resign-fr.agn in/small/en.agn"
run analyse-json "\$A analyse --no-engine --format json --threads 1 --workers 1 --depth 2 --awele-depth 4 $C/seed000-fr.agn"
run analyse-invalid "\$A analyse --no-engine --threads 1 --workers 1 --depth 1 --awele-depth 2 $C/invalid"
# web: the link, and the site around a given module
run web-link "\$A web --link $C/seed000-fr.agn"
run web-link-stdin "\$A web --link - < $G/en.agn"
run web-site "printf '\\0asm\\1\\0\\0\\0' > o/m.wasm && printf '// js' > o/e.js && \$A web -o o/site --wasm o/m.wasm --wasm-exec o/e.js"
# help, usage, version
run help "\$A --help"
run help-en "\$A --lang en --help"
for c in check fmt convert export annotate render html stats select tree rules solve analyse web generate; do
	run help-$c "\$A $c --help"
done
run unknown "\$A nosuchcommand"
run version "\$A version"
echo >&2

echo "commands run: $runs, each with both binaries"
echo "inputs: $(find "$work/in" -type f | wc -l) files ($(find "$work/in/corpus" -type f | wc -l) from corpus/), $(cat "$work/in"/gen/*.agn | grep -c '^\[Event ') generated games"
echo "differences: $differ"
if [ "$differ" -gt 0 ]; then
	printf '  %s\n' "${differing[@]}"
	echo
	cat "$diffs"
	echo "outputs kept in $work"
	exit 1
fi
[ -z "$keep" ] && rm -rf "$work"
exit 0
