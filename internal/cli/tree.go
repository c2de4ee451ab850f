package cli

import (
	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newTreeCmd) }

// treeOptions holds the flags of awechec tree.
type treeOptions struct {
	*IO     // the run's streams, language and limits
	awele   bool
	fen     string
	depth   int
	min     int
	format  string
	letters string
	workers int
}

func newTreeCmd() *cobra.Command {
	var opts treeOptions
	cmd := &cobra.Command{
		Use: "tree [flags] [path ...]",
		Example: `  awechec tree archives/
  awechec tree --depth 3 --min 5 archives/
  awechec tree --awele --depth 2 archives/
  awechec tree --letters fr --depth 2 archives/
  awechec tree --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b' archives/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runTree(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&opts.awele, "awele", false, "")
	f.StringVar(&opts.fen, "fen", "", "")
	f.IntVar(&opts.depth, "depth", 1, "")
	f.IntVar(&opts.min, "min", 1, "")
	f.StringVar(&opts.format, "format", "text", "")
	f.StringVar(&opts.letters, "letters", "", "")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "")
	return cmd
}

// treeStart is what tree's flags ask: the letters of the moves, the
// position to start from (nil: the start) and the title.
type treeStart struct {
	lang  notation.Language
	from  *archive.FENPattern
	title i18n.Msg
}

// treeFlags checks tree's flags and returns what they ask.
func treeFlags(opts treeOptions) (t treeStart, err error) {
	if opts.format != "text" && opts.format != "json" {
		return t, usage(i18n.CliTreeFormat, opts.format)
	}
	letters := opts.letters
	if letters == "" {
		// In French, "(B) 0" says White's power: the text speaks the
		// letters of its messages; JSON is for scripts, in English.
		letters = "en"
		if opts.format == "text" && opts.Lang == i18n.French {
			letters = "fr"
		}
	}
	lang, ok := notation.ParseLanguage(letters)
	if !ok {
		return t, usage(i18n.CliTreeLetters, opts.letters)
	}
	if opts.depth < 1 {
		return t, usage(i18n.CliTreeDepth, opts.depth)
	}
	if opts.awele && opts.fen != "" {
		return t, usage(i18n.CliTreeFenAwele)
	}
	t.lang, t.title = lang, i18n.M(i18n.ArcTreeChess)
	if opts.awele {
		t.title = i18n.M(i18n.ArcTreeAwele)
	}
	if opts.fen != "" {
		p, err := archive.ParseFENPattern(opts.fen)
		if err != nil {
			return t, usage(i18n.CliSelFlag, "fen", i18n.ErrorMsg(err))
		}
		t.from = &p
		t.title = i18n.M(i18n.ArcTreeFEN, opts.fen)
	}
	return t, nil
}

// slowTree makes tree read and replay every game (tests compare it with
// the quick reading of plain PGN games).
var slowTree = false

func runTree(cmd *cobra.Command, opts treeOptions, args []string) error {
	start, err := treeFlags(opts)
	if err != nil {
		return err
	}
	from, title := start.from, start.title
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	type line struct {
		steps  []archive.Step
		ok     bool
		result string
		info   archive.GameInfo
		size   int
	}
	work := func(it gameItem) line {
		if it.PGNText() && it.Chunk.Whole() && !opts.awele && !slowTree {
			// A plain chess game of a PGN file: its first moves are
			// read and played without the reader (archive.QuickLine);
			// one that never reaches the position is left out so.
			if tags, movetext, ok := archive.ScanPGNGame(it.Chunk.Src); ok {
				if steps, result, found, ok := archive.QuickLine(tags, movetext, from, opts.depth); ok {
					if !found {
						return line{size: len(it.Chunk.Src)}
					}
					return line{steps: steps, ok: true, result: result, info: archive.InfoOf(&notation.Game{Tags: tags}), size: len(it.Chunk.Src)}
				}
			}
		}
		g := it.game(nil)
		l := line{size: len(g.Source), result: archive.GameResult(g), info: archive.InfoOf(g)}
		o := validate.Options{File: it.file, NoBoards: true}
		if opts.awele {
			// The first Awélé game is over when the chess moves start.
			o.Stop = func(*validate.Report) bool { return true }
		} else {
			// English SAN and, for --fen, the positions, as far as the
			// tree goes.
			o.NoBoards = false
			o.Stop = archive.LineStop(from, opts.depth)
		}
		r := validate.Game(g, o)
		l.result = r.Result
		if opts.awele {
			l.steps, l.ok = archive.AweleLine(r, opts.depth)
		} else {
			l.steps, l.ok = archive.ChessLine(r, from, opts.depth)
		}
		return l
	}
	var tree archive.Tree
	emit := func(l line) error {
		if l.ok {
			tree.Add(l.steps, l.result, l.info)
		}
		return nil
	}
	if err := eachGame(b, pool{workers: opts.workers, progress: true, heap: true}, work, func(l line) int { return l.size }, emit); err != nil {
		return b.finish(err)
	}
	tree.Finish(opts.min)
	tree.Translate(start.lang)
	b.open("")
	if opts.format == "json" {
		err = tree.WriteJSON(b.out, title.In(i18n.English))
	} else {
		err = tree.WriteTextIn(b.out, title.In(opts.Lang), opts.Lang)
	}
	if err == nil && tree.Root.Games == 0 {
		if err = b.out.Flush(); err == nil {
			err = &ExitError{Code: ExitDefects}
		}
	}
	return b.finish(err)
}
