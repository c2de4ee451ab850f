package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newSelectCmd) }

// selectOptions holds the flags of awechec select.
type selectOptions struct {
	*IO // the run's streams, language and limits
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
	// aliases is the alias file of --aliases (archive.ReadAliases).
	aliases string
}

// selectFlags lists the filter flags in the order --help shows them, with
// their kind (their help is in the catalogues, helpTexts).
var selectFlags = []struct{ name, kind string }{
	{"tag", archive.KindTag},
	{"player", archive.KindPlayer},
	{"from", archive.KindFrom},
	{"to", archive.KindTo},
	{"result", archive.KindResult},
	{"termination", archive.KindTermination},
	{"variant", archive.KindVariant},
	{"handicap", archive.KindHandicap},
	{"language", archive.KindLanguage},
	{"rules", archive.KindRules},
	{"code", archive.KindCode},
	{"fen", archive.KindFEN},
	{"material", archive.KindMaterial},
	{"awele-board", archive.KindAweleBoard},
	{"queue", archive.KindQueue},
	{"awele-games", archive.KindAweleGames},
	{"plies", archive.KindPlies},
	{"null-moves", archive.KindNullMoves},
	{"eco", archive.KindECO},
	{"elo", archive.KindElo},
	{"white-elo", archive.KindWhiteElo},
	{"black-elo", archive.KindBlackElo},
	{"year", archive.KindYear},
}

func newSelectCmd() *cobra.Command {
	opts := selectOptions{filters: map[string]*[]string{}}
	cmd := &cobra.Command{
		Use: "select [flags] [path ...]",
		Example: `  awechec select --player Dupont --from 2024.01.01 archives/ -o dupont.agn
  awechec select --tag 'Event=Championnat du club' --result 1-0 --count archives/
  awechec select --duplicates archives/
  awechec select --unique --sort Date,Round a.agn b.agn -o tout.agn
  awechec select --split-by Event -o club.agn archives/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runSelect(cmd, &opts, args)
		},
	}
	f := cmd.Flags()
	for _, sf := range selectFlags {
		v := new([]string)
		opts.filters[sf.kind] = v
		f.StringArrayVar(v, sf.name, nil, "")
	}
	f.StringVar(&opts.aliases, "aliases", "", "")
	f.BoolVar(&opts.valid, "valid", false, "")
	f.BoolVar(&opts.invalid, "invalid", false, "")
	f.BoolVarP(&opts.count, "count", "c", false, "")
	f.BoolVarP(&opts.invert, "invert", "v", false, "")
	f.StringVarP(&opts.output, "output", "o", "", "")
	f.StringVar(&opts.format, "format", "", "")
	f.BoolVar(&opts.canonical, "canonical", false, "")
	f.BoolVar(&opts.duplicates, "duplicates", false, "")
	f.BoolVar(&opts.unique, "unique", false, "")
	f.IntVar(&opts.depth, "depth", 0, "")
	f.IntVar(&opts.split, "split", 0, "")
	f.StringVar(&opts.splitBy, "split-by", "", "")
	f.StringArrayVar(&opts.sort, "sort", nil, "")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "")
	f.SortFlags = false
	return cmd
}

// buildFilter turns the filter flags into an archive.Filter.
func buildFilter(flags *pflag.FlagSet, opts *selectOptions) (*archive.Filter, error) {
	var filter archive.Filter
	aliases, err := readAliases(opts.aliases)
	if err != nil {
		return nil, err
	}
	filter.SetAliases(aliases)
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

// selectFormat checks the flags of select that go together and returns the
// output format: agn (default), pgn or json; text (default) or json with
// --duplicates.
func selectFormat(opts *selectOptions) (string, error) {
	dedup := opts.duplicates || opts.unique
	switch {
	case opts.duplicates && opts.unique:
		return "", usage(i18n.CliSelDupUnique)
	case opts.duplicates && (opts.count || opts.split > 0 || opts.splitBy != "" || len(opts.sort) > 0):
		return "", usage(i18n.CliSelDupOutput)
	case opts.depth < 0:
		return "", usage(i18n.CliSelDepth, opts.depth)
	case opts.canonical && opts.format != "" && opts.format != "agn" && opts.format != "pgn":
		return "", usage(i18n.CliSelCanonical)
	case opts.depth > 0 && !dedup:
		return "", usage(i18n.CliSelDepthFor)
	case opts.split < 0:
		return "", usage(i18n.CliSelSplit, opts.split)
	case opts.split > 0 && opts.splitBy != "":
		return "", usage(i18n.CliSelSplitBoth)
	case (opts.split > 0 || opts.splitBy != "") && (opts.output == "" || opts.output == "-"):
		return "", usage(i18n.CliSelSplitName)
	case opts.count && (opts.split > 0 || opts.splitBy != "" || len(opts.sort) > 0 || opts.output != ""):
		return "", usage(i18n.CliSelCount)
	}
	format := opts.format
	if opts.duplicates {
		if format == "" {
			format = "text"
		}
		if format != "text" && format != "json" {
			return "", usage(i18n.CliSelDupFormat, format)
		}
	} else {
		if format == "" {
			format = "agn"
		}
		if format != "agn" && format != "pgn" && format != "json" {
			return "", usage(i18n.CliSelFormat, format)
		}
	}
	return format, nil
}

// selection is what select does with each game: the filter, and what it
// writes of the games it picks.
type selection struct {
	opts     *selectOptions
	filter   *archive.Filter
	format   string
	sortTags []string
	splitBy  string
	// level is the replay the filter needs.
	level archive.Level
	// dedup: the games' keys are wanted (--duplicates, --unique); writes:
	// the games are written (not --count nor --duplicates).
	dedup, writes bool
	// stop ends a replay once the filter's position searches are decided
	// (archive.Filter.Stop); nil when the filter needs the whole replay.
	stop func(*validate.Report) bool
	// searches are the filter's positions when they are its only tests
	// beyond the tags: a PGN game may be left out by its moves alone
	// (archive.QuickMiss).
	searches []*archive.FENPattern
	// quick: games whose tags already fail a tag test are left out
	// without their movetext being read (byTags: an AGN game's tags read
	// by the reader's pass, gateTags, a PGN game's scanned). tagsDecide:
	// the tags decide alone and the games are written as they stand, so
	// that no AGN game's movetext is read, nor a PGN game's whose tags
	// scan plainly.
	quick, tagsDecide bool
}

func newSelection(opts *selectOptions, filter *archive.Filter, format string) *selection {
	s := &selection{opts: opts, filter: filter, format: format, level: filter.Level()}
	for _, t := range opts.sort {
		s.sortTags = append(s.sortTags, splitList(t)...)
	}
	s.splitBy = strings.TrimSpace(opts.splitBy)
	s.dedup = opts.duplicates || opts.unique
	s.writes = !opts.count && !opts.duplicates
	s.stop = filter.Stop()
	if !opts.invert && !s.dedup {
		s.searches = filter.Searches()
	}
	s.quick = (filter.Quick() || s.searches != nil) && !opts.invert && !s.dedup
	s.tagsDecide = filter.TagsOnly() && !s.dedup && (!s.writes || (format == "agn" || format == "pgn") && !opts.canonical)
	return s
}

// selectGames holds the games select parsed and is done with, parsed
// into again (grammar.Chunk.ParseInto, convert.ReadPGNGameInto): a
// collection's games cost no allocation each.
var selectGames sync.Pool

// pick tests one game and, when it is selected, writes it in the output
// format; it runs on the workers. The game's memory is used again for
// the next when what pick returns holds nothing of it (no tag values to
// sort or split by, no message about it).
func (s *selection) pick(it gameItem) picked {
	old, _ := selectGames.Get().(*notation.Game)
	if old == nil {
		// A game to read into, put back when done with: a game whose
		// tags decide (read no further) leaves it to the next.
		old = new(notation.Game)
	}
	p, g := s.pickGame(it, old)
	if g != nil && len(s.sortTags) == 0 && s.splitBy == "" && p.skip.IsZero() {
		if it.Text() {
			selectGames.Put(g)
		} else if old != nil {
			// Another reader's game (PGN) is read into old.
			selectGames.Put(old)
		}
	} else if g == nil && old != nil {
		selectGames.Put(old)
	}
	return p
}

// pickGame is pick for one game, parsed into old's memory; it returns the
// game parsed (nil when its tags decided without parsing it).
func (s *selection) pickGame(it gameItem, old *notation.Game) (picked, *notation.Game) {
	// A game read from an OGN file has no text of its own to scan or to
	// write as it stands. An AGN game's tags are told by the reader's
	// one pass, which reads no further when they decide (gateTags); a
	// PGN game's plain tags are scanned (archive.ScanPGNGame).
	var g *notation.Game
	if (s.quick || s.tagsDecide) && it.Chunk.Whole() {
		var p picked
		switch {
		case it.Text():
			if p, g = s.gateTags(it, old); g == nil {
				return p, nil
			}
		case it.PGNText():
			if tags, movetext, ok := archive.ScanPGNGame(it.Chunk.Src); ok {
				if p, done := s.byTags(it, &notation.Game{Tags: tags}, movetext); done {
					return p, nil
				}
			}
		}
	}
	if g == nil {
		g = it.game(old)
	}
	p := picked{file: it.file, index: g.Index, line: g.Start.Line, size: len(g.Source)}
	match := s.filter.MatchTags(g)
	need := archive.Tags
	if match && s.level > archive.Tags {
		need = s.level
	}
	if s.dedup {
		need = max(need, archive.Moves)
	}
	var r *validate.Report
	replay := func(l archive.Level) *validate.Report {
		if r == nil || l > need || r.Stopped {
			need = max(need, l)
			r = validate.Game(g, need.Options(it.file))
		}
		return r
	}
	if need > archive.Tags {
		o := need.Options(it.file)
		if !s.dedup {
			// A position search ends the replay once it has its answer;
			// the game is replayed whole again if it is written.
			o.Stop = s.stop
		}
		r = validate.Game(g, o)
	}
	if match && s.level > archive.Tags {
		match = s.filter.Match(g, r)
	}
	p.selected = match != s.opts.invert
	if !p.selected {
		return p, g
	}
	if s.dedup {
		p.key = archive.GameKey(r, s.opts.depth)
		if a := s.filter.Aliases(); a != nil {
			// With an alias file, the players are compared too.
			w, _ := g.Tag("White")
			b, _ := g.Tag("Black")
			p.key = p.key.WithPlayers(w, b, a)
		}
	}
	tagValues(&p, g, s.sortTags, s.splitBy)
	if !s.writes {
		return p, g
	}
	p.text, p.skip = s.text(it, g, replay)
	return p, g
}

// byTags picks a game by its tags alone, when they decide (tagsDecide,
// the game written as it stands), or leave it out (a tag test fails, or
// a PGN game's movetext never reaches the positions looked for); done is
// false when the game must be read. tags is a game of which only the
// tags are known.
func (s *selection) byTags(it gameItem, tags *notation.Game, movetext []byte) (p picked, done bool) {
	switch {
	case s.tagsDecide && (!s.writes || s.asWritten(it)):
		p = picked{file: it.file, index: it.Chunk.Index, line: it.Chunk.Line(), size: len(it.Chunk.Src)}
		p.selected = !s.filter.RejectTags(tags) != s.opts.invert
		if p.selected {
			tagValues(&p, tags, s.sortTags, s.splitBy)
			if s.writes {
				p.text = asWritten(it.Chunk.Src)
			}
		}
		return p, true
	case s.quick && s.filter.RejectTags(tags):
		// (quick: not under --invert, where such a game is picked.)
		return picked{size: len(it.Chunk.Src)}, true
	case s.quick && movetext != nil && archive.QuickMiss(tags.Tags, movetext, s.searches):
		// A plain chess game that never reaches the positions looked
		// for, told by its moves alone.
		return picked{size: len(it.Chunk.Src)}, true
	}
	return p, false
}

// tagGate is select's visitor of an AGN game's tags
// (grammar.Chunk.VisitTags): when they decide (byTags), the movetext is
// passed over, unread, and p is the game picked. game holds the tags
// for the filter (Filter.RejectTags), with no game to allocate.
type tagGate struct {
	s    *selection
	it   gameItem
	tags []notation.Tag
	game notation.Game
	p    picked
}

// gateTags reads an AGN game with a tagGate: the game read into old, or
// nil and the game picked when its tags decide.
func (s *selection) gateTags(it gameItem, old *notation.Game) (picked, *notation.Game) {
	gate, _ := tagGates.Get().(*tagGate)
	if gate == nil {
		gate = new(tagGate)
	}
	*gate = tagGate{s: s, it: it, tags: gate.tags[:0]}
	g := it.Chunk.VisitTags(old, gate)
	p := gate.p
	clear(gate.tags)
	tagGates.Put(gate)
	return p, g
}

// tagGates holds the tag gates done with, whose tag slices are used
// again.
var tagGates sync.Pool

func (t *tagGate) BeginGame()          {}
func (t *tagGate) Tag(tg notation.Tag) { t.tags = append(t.tags, tg) }
func (t *tagGate) EndTags() grammar.Skip {
	t.game.Tags = t.tags
	p, done := t.s.byTags(t.it, &t.game, nil)
	t.p = p
	return grammar.Skip(done)
}

// asWritten reports whether a selected game is written as it stands: an
// AGN game in AGN, a PGN game in PGN, without --canonical (the text of
// the file is already in the output format, and nothing of it is lost).
func (s *selection) asWritten(it gameItem) bool {
	return !s.opts.canonical && (s.format == "agn" && it.Text() || s.format == "pgn" && it.PGNText())
}

// text writes a selected game in the output format, replaying it as far
// as the format needs (replay); skip says why it is not written.
func (s *selection) text(it gameItem, g *notation.Game, replay func(archive.Level) *validate.Report) (text []byte, skip i18n.Msg) {
	if s.asWritten(it) {
		return asWritten(g.Source), skip
	}
	if g.Diags.Errors() > 0 {
		if s.format == "agn" {
			// Written as it stands: what the reader could not read
			// cannot be rewritten without losing text.
			return asWritten(g.Source), skip
		}
		return nil, readError(g)
	}
	var b bytes.Buffer
	var err error
	switch s.format {
	case "agn":
		if convert.HasColourlessPower(g) {
			err = convert.WriteAGN(&b, convert.FillColours(replay(archive.Moves)), convert.Options{Width: s.opts.width})
		} else {
			err = convert.WriteAGN(&b, g, convert.Options{Width: s.opts.width})
		}
	case "pgn":
		err = convert.WriteReportPGN(&b, replay(archive.Moves), s.opts.width)
	case "json":
		err = convert.WriteJSONIn(&b, displayName(it.file), replay(archive.Boards), s.opts.Lang)
	}
	if err != nil {
		return nil, i18n.ErrorMsg(err)
	}
	return b.Bytes(), skip
}

func runSelect(cmd *cobra.Command, opts *selectOptions, args []string) error {
	filter, err := buildFilter(cmd.Flags(), opts)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	format, err := selectFormat(opts)
	if err != nil {
		return err
	}
	sel := newSelection(opts, filter, format)
	dedup, writes := sel.dedup, sel.writes
	stderr := cmd.ErrOrStderr()
	var sink *selectSink
	var out *bufio.Writer
	var dest *output
	if writes {
		sink, err = newSelectSink(cmd, opts.output, args, opts.split, sel.splitBy != "", len(sel.sortTags) > 0)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		defer sink.discard()
	} else {
		dest, err = createOutput(cmd, opts.output, args)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		out = bufio.NewWriterSize(dest, 1<<16)
	}
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		if dest != nil {
			dest.discard()
		}
		return err
	}
	b.dest, b.out = dest, out
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
			fmt.Fprintf(stderr, "%s:%d: %s\n", displayName(p.file), p.line, i18n.M(i18n.CliSkipped, p.index, p.skip).In(opts.Lang))
			return nil
		}
		selected++
		if !writes {
			return nil
		}
		return sink.add(p)
	}
	if err := eachGame(b, pool{workers: opts.workers, progress: true, heap: true}, sel.pick, func(p picked) int { return p.size }, emit); err != nil {
		return b.finish(err)
	}
	switch {
	case writes:
		err = sink.finish()
	case opts.duplicates:
		groups := index.Groups()
		selected = len(groups)
		err = writeGroups(out, groups, format, opts.Lang)
	default:
		_, err = fmt.Fprintln(out, selected)
	}
	if err != nil {
		return b.finish(err)
	}
	if out != nil {
		// The count or the groups are written even when none is found.
		if err := out.Flush(); err != nil {
			return b.finish(err)
		}
		if err := dest.commit(); err != nil {
			return b.finish(err)
		}
	}
	if selected == 0 {
		return b.finish(&ExitError{Code: ExitDefects})
	}
	return b.finish(nil)
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
func writeGroups(w io.Writer, groups [][]archive.Place, format string, l i18n.Lang) error {
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
		fmt.Fprintln(w, i18n.M(i18n.CliSelCopies, len(g)).In(l))
		for _, p := range g {
			// A file name may hold an ESC: shown as ␛, never sent
			// to the terminal. file:line is a place editors open: its
			// line is never grouped (94 824 in French).
			fmt.Fprintln(w, i18n.M(i18n.CliSelCopy, diag.Visible(p.File)+":"+strconv.Itoa(p.Line), p.Game).In(l))
		}
		copies += len(g) - 1
	}
	if len(groups) > 0 {
		fmt.Fprintln(w)
	}
	_, err := fmt.Fprintln(w, i18n.M(i18n.CliSelDupSummary, len(groups), copies).In(l))
	return err
}
