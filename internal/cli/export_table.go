package cli

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/dataset"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/validate"
)

// runExportTable is export --to csv and --to parquet: the games table
// (every tag a column, so that the columns are known only once every game
// is read: the rows wait in a temporary file, one JSON line each, and
// only the tag names stay in memory) and, with --moves, the moves table
// written as the games come, in a file beside it (games-moves.csv for
// -o games.csv). Both are written whole or not at all (safe writes).
func runExportTable(cmd *cobra.Command, opts exportOptions, args []string) error {
	if opts.split != "" {
		return usage(i18n.CliSplitOGN)
	}
	toFile := opts.output != "" && opts.output != "-"
	if opts.moves && !toFile {
		return usage(i18n.CliMovesOutput)
	}
	if opts.to == "parquet" && !toFile && batch.IsTerminal(cmd.OutOrStdout()) {
		return usage(i18n.CliParquetTerminal)
	}
	f, ok := record.ParseFormat(opts.from)
	if !ok {
		return usage(i18n.CliBadInput, opts.from)
	}
	b, err := newBatchRun(cmd, args, f)
	if err != nil {
		return err
	}
	if err := b.open(opts.output); err != nil {
		return b.finish(err)
	}
	newWriter := func(w io.Writer, name string, cols []dataset.Column) dataset.Writer {
		if opts.to == "parquet" {
			return dataset.NewParquet(w, name, cols)
		}
		return dataset.NewCSV(w, cols)
	}
	var moves dataset.Writer
	var movesOut *output
	var movesBuf *bufio.Writer
	if opts.moves {
		movesOut, err = createOutput(cmd, movesName(opts.output), b.files)
		if err != nil {
			return b.finish(&ExitError{Code: ExitUsage, Err: err})
		}
		defer movesOut.discard()
		movesBuf = bufio.NewWriterSize(movesOut, 1<<16)
		moves = newWriter(movesBuf, "moves", dataset.MoveColumns())
	}
	spool, err := os.CreateTemp("", "awechec-games-*.jsonl")
	if err != nil {
		return b.finish(err)
	}
	registerTemp(spool.Name())
	defer func() {
		spool.Close()
		os.Remove(spool.Name())
		unregisterTemp(spool.Name())
	}()
	spoolBuf := bufio.NewWriterSize(spool, 1<<16)
	enc := json.NewEncoder(spoolBuf)
	stderr := b.progressBar()
	type done struct {
		r     *validate.Report
		file  string
		game  dataset.Game
		moves [][]dataset.Cell
	}
	work := func(it gameItem) done {
		g := it.game(nil)
		r := validate.Game(g, validate.Options{File: it.file})
		d := done{r: r, file: it.file}
		if g.Diags.Errors() == 0 {
			d.game = dataset.GameOf(displayName(it.file), r)
			if opts.moves {
				d.moves = dataset.Moves(displayName(it.file), r)
			}
		}
		return d
	}
	var tags dataset.Tags
	emit := func(d done) error {
		if err := printDiags(stderr, d.r, opts.Lang); err != nil {
			return err
		}
		if !d.r.Valid {
			b.defect = true
		}
		if d.r.Game.Diags.Errors() > 0 {
			return reportSkip(stderr, d.file, d.r.Game, readError(d.r.Game), opts.Lang)
		}
		tags.Add(d.game.Tags)
		if err := enc.Encode(&d.game); err != nil {
			return &ioFailure{err}
		}
		for _, row := range d.moves {
			if err := moves.Write(row); err != nil {
				return &ioFailure{err}
			}
		}
		return nil
	}
	size := func(d done) int { return len(d.r.Game.Source) }
	if err := eachGame(b, pool{heap: true, progress: true}, work, size, emit); err != nil {
		return b.finish(err)
	}
	if err := spoolBuf.Flush(); err != nil {
		return b.finish(err)
	}
	if err := writeGamesTable(spool, &tags, newWriter(b.out, "games", tags.Columns())); err != nil {
		return b.finish(err)
	}
	if moves != nil {
		if err := moves.Close(); err != nil {
			return b.finish(err)
		}
		if err := movesBuf.Flush(); err != nil {
			return b.finish(err)
		}
		if err := movesOut.commit(); err != nil {
			return b.finish(err)
		}
	}
	return b.finish(nil)
}

// writeGamesTable reads the games back from the spool and writes their
// rows, a cell per column of tags.
func writeGamesTable(spool *os.File, tags *dataset.Tags, w dataset.Writer) error {
	if _, err := spool.Seek(0, io.SeekStart); err != nil {
		return err
	}
	dec := json.NewDecoder(bufio.NewReaderSize(spool, 1<<16))
	for {
		var g dataset.Game
		if err := dec.Decode(&g); err == io.EOF {
			break
		} else if err != nil {
			return err
		}
		if err := w.Write(tags.Row(&g)); err != nil {
			return err
		}
	}
	return w.Close()
}

// movesName is the moves table's file beside the games table's:
// games-moves.parquet for games.parquet.
func movesName(games string) string {
	ext := filepath.Ext(games)
	return strings.TrimSuffix(games, ext) + "-moves" + ext
}
