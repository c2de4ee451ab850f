package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newSelectCmd) }

// selectOptions holds the flags of awechec select.
type selectOptions struct {
	// filters maps each kind of test (archive.Kind*) to the values given.
	filters map[string]*[]string
	valid   bool
	invalid bool

	count      bool
	invert     bool
	output     string
	format     string // agn, pgn or json; text or json with --duplicates
	canonical  bool   // agn: as fmt writes it, not as written
	duplicates bool
	unique     bool
	depth      int
	split      int
	splitBy    string
	sort       []string
	workers    int
	width      int
}

// selectFlags lists the filter flags in the order --help shows them, with
// their kind and help text.
var selectFlags = []struct{ name, kind, help string }{
	{"tag", archive.KindTag, "tag test: Name=value (exact), Name=~regexp, or Name (present)"},
	{"player", archive.KindPlayer, "regular expression matched against White and Black"},
	{"from", archive.KindFrom, "games dated on or after YYYY.MM.DD (parts may be ??)"},
	{"to", archive.KindTo, "games dated on or before YYYY.MM.DD (parts may be ??)"},
	{"result", archive.KindResult, "result: 1-0, 0-1, 1/2-1/2 or *"},
	{"termination", archive.KindTermination, "how the game (or an Awélé game) ended: mate, stalemate, resignation, agreement, famine, ..."},
	{"variant", archive.KindVariant, "variant: Awechec, \"Awechec Synchronous\", Awele, Standard"},
	{"handicap", archive.KindHandicap, "handicap: none, any, white, black or a value such as \"Blancs 3/2\""},
	{"language", archive.KindLanguage, "language of the record: fr, en, de, es, it, nl"},
	{"rules", archive.KindRules, "Awélé rule set of an Awélé game (a preset matches its variants)"},
	{"code", archive.KindCode, "games with this diagnostic code (docs/DIAGNOSTICS.md)"},
	{"fen", archive.KindFEN, "a chess position reached: FEN placement, optionally the side to move"},
	{"material", archive.KindMaterial, "material reached, White:Black, e.g. KQ:KR (or in French RD:RT)"},
	{"awele-board", archive.KindAweleBoard, "an Awélé position reached: 12 holes A..F a..f joined by -, optionally the stores and S/N"},
	{"queue", archive.KindQueue, "regular expression matched against an Awélé game's queue of powers (W and B), e.g. ^WWB"},
	{"awele-games", archive.KindAweleGames, "number of Awélé games: N, N..M, N.. or ..M"},
	{"plies", archive.KindPlies, "number of chess half-moves (null moves included): N, N..M, N.. or ..M"},
	{"null-moves", archive.KindNullMoves, "number of null moves: N, N..M, N.. or ..M"},
}

func newSelectCmd() *cobra.Command {
	opts := selectOptions{filters: map[string]*[]string{}}
	cmd := &cobra.Command{
		Use:   "select [flags] [path ...]",
		Short: "Pick games from collections by tags, validity and play; find duplicates; split, sort and merge",
		Example: `  awechec select --player Dupont --from 2024.01.01 archives/ -o dupont.agn
  awechec select --tag 'Event=Championnat du club' --result 1-0 --count archives/
  awechec select --duplicates archives/
  awechec select --unique --sort Date,Round a.agn b.agn -o tout.agn
  awechec select --split-by Event -o club.agn archives/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSelect(cmd, &opts, args)
		},
	}
	f := cmd.Flags()
	for _, sf := range selectFlags {
		v := new([]string)
		opts.filters[sf.kind] = v
		f.StringArrayVar(v, sf.name, nil, sf.help)
	}
	f.BoolVar(&opts.valid, "valid", false, "only valid games")
	f.BoolVar(&opts.invalid, "invalid", false, "only games with errors")
	f.BoolVarP(&opts.count, "count", "c", false, "print the number of games selected instead of the games")
	f.BoolVarP(&opts.invert, "invert", "v", false, "select the games that do not match")
	f.StringVarP(&opts.output, "output", "o", "", "write to this file instead of standard output")
	f.StringVar(&opts.format, "format", "", "output format: agn (default), pgn or json; with --duplicates: text (default) or json")
	f.BoolVar(&opts.canonical, "canonical", false, "agn: write the games in canonical AGN, as fmt does, instead of as written")
	f.BoolVar(&opts.duplicates, "duplicates", false, "report the groups of games with the same moves")
	f.BoolVar(&opts.unique, "unique", false, "write only the first game of each group of duplicates")
	f.IntVar(&opts.depth, "depth", 0, "duplicates: compare only the first N moves (0: all)")
	f.IntVar(&opts.split, "split", 0, "write files of N games each, named from -o")
	f.StringVar(&opts.splitBy, "split-by", "", "write one file per value of this tag (Player: per player), named from -o")
	f.StringArrayVar(&opts.sort, "sort", nil, "order the games by this tag's value (repeat, or Date,Round)")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "games read at once (default: every core)")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "longest movetext line, in columns")
	f.SortFlags = false
	return cmd
}

// buildFilter turns the filter flags into an archive.Filter.
func buildFilter(flags *pflag.FlagSet, opts *selectOptions) (*archive.Filter, error) {
	var filter archive.Filter
	for _, sf := range selectFlags {
		for _, v := range *opts.filters[sf.kind] {
			if err := filter.Add(sf.kind, v); err != nil {
				return nil, i18n.Errorf(i18n.CliSelFlag, sf.name, i18n.ErrorMsg(err))
			}
		}
	}
	if opts.valid {
		filter.Add(archive.KindValid, "yes")
	}
	if opts.invalid {
		filter.Add(archive.KindValid, "no")
	}
	return &filter, nil
}

// picked is one game on its way from a worker to the output.
type picked struct {
	file     string
	index    int
	line     int
	size     int
	selected bool
	key      archive.Key
	// text is the game written in the output format; skip says why it is
	// not written (the reader could not read it).
	text []byte
	skip i18n.Msg
	// sortKeys and splitValues are the tag values --sort and --split-by
	// read.
	sortKeys    []string
	splitValues []string
}

func runSelect(cmd *cobra.Command, opts *selectOptions, args []string) error {
	usage := func(k i18n.Key, a ...any) error {
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(k, a...)}
	}
	filter, err := buildFilter(cmd.Flags(), opts)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	dedup := opts.duplicates || opts.unique
	switch {
	case opts.duplicates && opts.unique:
		return usage(i18n.CliSelDupUnique)
	case opts.duplicates && (opts.count || opts.split > 0 || opts.splitBy != "" || len(opts.sort) > 0):
		return usage(i18n.CliSelDupOutput)
	case opts.depth < 0:
		return usage(i18n.CliSelDepth, opts.depth)
	case opts.canonical && opts.format != "" && opts.format != "agn":
		return usage(i18n.CliSelCanonical)
	case opts.depth > 0 && !dedup:
		return usage(i18n.CliSelDepthFor)
	case opts.split < 0:
		return usage(i18n.CliSelSplit, opts.split)
	case opts.split > 0 && opts.splitBy != "":
		return usage(i18n.CliSelSplitBoth)
	case (opts.split > 0 || opts.splitBy != "") && (opts.output == "" || opts.output == "-"):
		return usage(i18n.CliSelSplitName)
	case opts.count && (opts.split > 0 || opts.splitBy != "" || len(opts.sort) > 0 || opts.output != ""):
		return usage(i18n.CliSelCount)
	}
	format := opts.format
	if opts.duplicates {
		if format == "" {
			format = "text"
		}
		if format != "text" && format != "json" {
			return usage(i18n.CliSelDupFormat, format)
		}
	} else {
		if format == "" {
			format = "agn"
		}
		if format != "agn" && format != "pgn" && format != "json" {
			return usage(i18n.CliSelFormat, format)
		}
	}
	var sortTags []string
	for _, s := range opts.sort {
		sortTags = append(sortTags, splitList(s)...)
	}
	splitBy := strings.TrimSpace(opts.splitBy)

	// The replay each game needs: the filter's, the key's, the format's.
	level := filter.Level()
	writes := !opts.count && !opts.duplicates
	stderr := cmd.ErrOrStderr()
	// Games whose plain tags already fail a tag test are left out without
	// being parsed (archive.ScanTags).
	// When the tags decide alone and the games are written as they stand,
	// no game is parsed whose tags scan plainly.
	quick := filter.Quick() && !opts.invert && !dedup
	tagsDecide := filter.TagsOnly() && !dedup && (!writes || format == "agn" && !opts.canonical)
	work := func(it chunkItem) picked {
		// A game read from a PGN or OGN file (it.g) has no AGN text of
		// its own to scan or to write as it stands.
		if (quick || tagsDecide) && it.g == nil {
			tags, ok := archive.ScanTags(it.c.Src)
			switch {
			case ok && tagsDecide:
				p := picked{file: it.file, index: it.c.Index, line: it.c.Line(), size: len(it.c.Src)}
				p.selected = !filter.RejectTags(tags) != opts.invert
				if p.selected {
					tagValues(&p, &notation.Game{Tags: tags}, sortTags, splitBy)
					if writes {
						p.text = asWritten(it.c.Src)
					}
				}
				return p
			case ok && filter.RejectTags(tags):
				return picked{size: len(it.c.Src)}
			}
		}
		g := it.game(nil)
		p := picked{file: it.file, index: g.Index, line: g.Start.Line, size: len(g.Source)}
		match := filter.MatchTags(g)
		need := archive.Tags
		if match && level > archive.Tags {
			need = level
		}
		if dedup {
			need = max(need, archive.Moves)
		}
		var r *validate.Report
		replay := func(l archive.Level) {
			if r == nil || l > need {
				need = max(need, l)
				r = validate.Game(g, need.Options(it.file))
			}
		}
		if need > archive.Tags {
			replay(need)
		}
		if match && level > archive.Tags {
			match = filter.Match(g, r)
		}
		p.selected = match != opts.invert
		if !p.selected {
			return p
		}
		if dedup {
			p.key = archive.GameKey(r, opts.depth)
		}
		tagValues(&p, g, sortTags, splitBy)
		if !writes {
			return p
		}
		if format == "agn" && !opts.canonical && it.g == nil {
			p.text = asWritten(g.Source)
			return p
		}
		if g.Diags.Errors() > 0 {
			if format == "agn" {
				// Written as it stands: what the reader could not read
				// cannot be rewritten without losing text.
				p.text = asWritten(g.Source)
			} else {
				p.skip = readError(g)
			}
			return p
		}
		var b bytes.Buffer
		var err error
		switch format {
		case "agn":
			if convert.HasColourlessPower(g) {
				replay(archive.Moves)
				err = convert.WriteAGN(&b, convert.FillColours(r), convert.Options{Width: opts.width})
			} else {
				err = convert.WriteAGN(&b, g, convert.Options{Width: opts.width})
			}
		case "pgn":
			replay(archive.Moves)
			err = convert.WritePGN(&b, convert.FillColours(r), convert.PGNOptions{Lang: r.Lang, Variant: &r.Variant, Width: opts.width})
		case "json":
			replay(archive.Boards)
			err = convert.WriteJSON(&b, displayName(it.file), r)
		}
		if err != nil {
			p.skip = i18n.ErrorMsg(err)
			return p
		}
		p.text = b.Bytes()
		return p
	}

	var sink *selectSink
	var out *bufio.Writer
	var dest *output
	if writes {
		sink, err = newSelectSink(cmd, opts.output, args, opts.split, splitBy != "", len(sortTags) > 0)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		defer sink.discard()
	} else {
		dest, err = createOutput(cmd, opts.output, args)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		defer dest.discard()
		out = bufio.NewWriterSize(dest, 1<<16)
	}
	index := archive.NewIndex()
	selected := 0
	emit := func(p picked) error {
		if !p.selected {
			return nil
		}
		if dedup && !p.key.Empty() {
			seen := index.Add(p.key, archive.Place{File: displayName(p.file), Game: p.index, Line: p.line})
			if opts.unique && seen {
				return nil
			}
		}
		if !p.skip.IsZero() {
			fmt.Fprintf(stderr, "%s:%d: %s\n", displayName(p.file), p.line, i18n.M(i18n.CliSkipped, p.index, p.skip))
			return nil
		}
		selected++
		if !writes {
			return nil
		}
		return sink.add(p)
	}
	bad, err := eachChunk(cmd, args, opts.workers, work, func(p picked) int { return p.size }, emit)
	if err != nil {
		return bad.result(err)
	}
	switch {
	case writes:
		err = sink.finish()
	case opts.duplicates:
		groups := index.Groups()
		selected = len(groups)
		err = writeGroups(out, groups, format)
	default:
		_, err = fmt.Fprintln(out, selected)
	}
	if err == nil && out != nil {
		err = out.Flush()
		if err == nil {
			err = dest.commit()
		}
	}
	if err != nil {
		return bad.result(&ExitError{Code: ExitUsage, Err: err})
	}
	if selected == 0 {
		return bad.result(&ExitError{Code: ExitDefects})
	}
	return bad.result(nil)
}

// asWritten is a game's text as it stands in its file, ending with one
// blank line, as select writes it without --canonical.
func asWritten(src []byte) []byte {
	src = bytes.TrimRight(src, " \t\r\n")
	out := make([]byte, 0, len(src)+2)
	return append(append(out, src...), "\n\n"...)
}

// tagValues reads the tag values --sort and --split-by order and file the
// game by.
func tagValues(p *picked, g *notation.Game, sortTags []string, splitBy string) {
	for _, t := range sortTags {
		v, _ := g.Tag(t)
		if t == "Date" && v != "" {
			// 15/06/2024 sorts as 2024.06.15.
			if d, err := archive.ParseDate(v); err == nil {
				v = d.String()
			}
		}
		p.sortKeys = append(p.sortKeys, v)
	}
	if splitBy != "" {
		p.splitValues = splitValues(g, splitBy)
	}
}

// splitValues are the values of the tag a game is filed under by
// --split-by: "Player" files it under White's and Black's names.
func splitValues(g *notation.Game, tag string) []string {
	if strings.EqualFold(tag, "Player") {
		w, _ := g.Tag("White")
		b, _ := g.Tag("Black")
		if w == b {
			return []string{w}
		}
		return []string{w, b}
	}
	v, _ := g.Tag(tag)
	return []string{v}
}

// writeGroups writes the groups of duplicates: for a person, each group
// with one line per copy and a summary; in JSON, one object per group and
// line.
func writeGroups(w io.Writer, groups [][]archive.Place, format string) error {
	if format == "json" {
		type jsonPlace struct {
			File string `json:"file"`
			Game int    `json:"game"`
			Line int    `json:"line"`
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		for _, g := range groups {
			obj := struct {
				Games []jsonPlace `json:"games"`
			}{}
			for _, p := range g {
				obj.Games = append(obj.Games, jsonPlace{p.File, p.Game, p.Line})
			}
			if err := enc.Encode(obj); err != nil {
				return err
			}
		}
		return nil
	}
	copies := 0
	for i, g := range groups {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, i18n.M(i18n.CliSelCopies, len(g)))
		for _, p := range g {
			fmt.Fprintln(w, i18n.M(i18n.CliSelCopy, p.File, p.Line, p.Game))
		}
		copies += len(g) - 1
	}
	if len(groups) > 0 {
		fmt.Fprintln(w)
	}
	_, err := fmt.Fprintln(w, i18n.M(i18n.CliSelDupSummary, len(groups), copies))
	return err
}
