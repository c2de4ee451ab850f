package cli

import (
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
	"github.com/awechec/awechec/internal/web"
)

// webOptions holds the flags of awechec web.
type webOptions struct {
	*IO             // the run's streams, language and limits
	output   string // -o: the site's directory
	wasm     string // a module already built, instead of go build
	wasmExec string // its wasm_exec.js
	link     bool   // --link: print a link to a game of a file
	base     string // --base: the address of the page the link opens
	game     int    // --game: the game linked to, from 1
	ply      string // --ply: the move the link opens at, "" for the start
	// --awele-game, --awele-ply: an Awélé move the link opens at, as
	// render --awele-game --awele-ply name it (0: unset)
	aweleGame, awelePly int
}

// runWebLink prints a link to game --game of one file: the page's address
// (web.PublishedURL or --base), the #agn= fragment carrying the game, and
// the move --ply names, numbered as the page's replayer numbers it.
func runWebLink(cmd *cobra.Command, opts webOptions, args []string) error {
	if len(args) != 1 {
		return usage(i18n.WebLinkOneFile)
	}
	if opts.game < 1 {
		return usage(i18n.CliRenderGameNum, opts.game)
	}
	base, err := linkBase(opts.base)
	if err != nil {
		return err
	}
	at, err := parseMove(opts.ply)
	if err != nil {
		return err
	}
	if at, err = aweleMove(at, opts.aweleGame, opts.awelePly); err != nil {
		return err
	}
	in := cmd.InOrStdin()
	name := ""
	if args[0] != "-" {
		// A FIFO or a device would wait or never end: regular files
		// only, as every other command reads them.
		f, err := openRegular(args[0])
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: pathError(args[0], err)}
		}
		defer f.Close()
		in, name = f, args[0]
	}
	g, err := nthGame(opts.IO, in, name, opts.game)
	if err != nil {
		return err
	}
	param := ""
	if at != nil {
		r := validate.Game(g, validate.Options{File: name})
		steps := render.StepsIn(r, opts.Lang)
		i, err := at.find(r, steps, displayName(name), opts.game)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		param = web.StepParam(steps, i)
	}
	_, err = fmt.Fprintln(cmd.OutOrStdout(), web.Link(base, g.Source, param))
	return err
}

// nthGame reads game n (from 1) of a file; the games before it are only
// read. The game limit bounds the memory of an endless standard input.
func nthGame(o *IO, in io.Reader, name string, n int) (*notation.Game, error) {
	rd := o.newReader(in, name)
	for i := 1; ; i++ {
		g, err := rd.Next()
		if err == io.EOF {
			if i == 1 {
				return nil, usage(i18n.CliNoGameToShow, displayName(name))
			}
			return nil, usage(i18n.CliRenderNoGame, displayName(name), i-1, n)
		}
		if err != nil {
			return nil, &ExitError{Code: ExitUsage, Err: fmt.Errorf("%s: %w", displayName(name), err)}
		}
		if i < n {
			continue
		}
		// A game too large to be read is held as its first line only, a
		// word processor's document as nothing: a link to that would
		// show another game.
		for _, d := range g.Diags {
			if d.Code == diag.GameTooLarge || d.Msg.Key() == i18n.GWordProcessor {
				return nil, &ExitError{Code: ExitUsage, Err: d}
			}
		}
		return g, nil
	}
}

// linkBase checks --base: an http or https address with no fragment (the
// game goes there); "" is the published page.
func linkBase(base string) (string, error) {
	if base == "" {
		return web.PublishedURL, nil
	}
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || strings.Contains(base, "#") {
		return "", usage(i18n.WebLinkBase, base)
	}
	return base, nil
}

// move is a point of a game named by --ply: a chess half-move (ply >= 0,
// null moves counted, as render --ply counts them) or a move as players
// write it, number and colour (12. White's twelfth, 12... Black's); or
// by --awele-game and --awele-ply: a move of an Awélé game (0: its
// start), as render names it.
type move struct {
	text   string
	ply    int // the half-move, -1 when number is given
	number int
	colour movegen.Color

	aweleGame, awelePly int
}

// aweleMove adds --awele-game and --awele-ply to the point --ply named
// (chess), refusing them together as render does.
func aweleMove(m *move, game, ply int) (*move, error) {
	switch {
	case game == 0 && ply == 0:
		return m, nil
	case m != nil:
		return nil, usage(i18n.CliRenderTwoPoints)
	case game == 0:
		return nil, usage(i18n.CliRenderAwelePly)
	case game < 0 || ply < 0:
		return nil, usage(i18n.CliRenderNegative)
	}
	return &move{ply: -1, aweleGame: game, awelePly: ply}, nil
}

// parseMove reads --ply: "" (nil: the start), "24", "12.", "12..." or
// "12…" (a word processor writes the three dots as one character).
func parseMove(s string) (*move, error) {
	if s == "" {
		return nil, nil
	}
	m := &move{text: s, ply: -1}
	digits := strings.TrimRight(s, ".…")
	n, err := strconv.Atoi(digits)
	if err != nil || n < 0 || digits != strings.TrimLeft(digits, "+-") {
		return nil, usage(i18n.WebLinkPlyBad, s)
	}
	switch s[len(digits):] {
	case "":
		m.ply = n
	case ".":
		m.number, m.colour = n, movegen.White
	case "...", "…":
		m.number, m.colour = n, movegen.Black
	default:
		return nil, usage(i18n.WebLinkPlyBad, s)
	}
	if m.ply < 0 && n == 0 {
		return nil, usage(i18n.WebLinkPlyBad, s)
	}
	return m, nil
}

// find returns the index in steps of the step after the move m names, as
// render --ply finds it; file and game name the game in the errors.
func (m *move) find(r *validate.Report, steps []render.Step, file string, game int) (int, error) {
	if m.aweleGame > 0 {
		return m.findAwele(r, steps, file, game)
	}
	if len(r.Plies) == 0 {
		return 0, i18n.Errorf(i18n.WebLinkNoChess, file, game)
	}
	ply := m.ply
	if ply < 0 {
		for _, p := range r.Plies {
			if p.MoveNumber == m.number && p.Colour == m.colour {
				ply = p.Index
			}
		}
		if ply < 0 {
			first, last := &r.Plies[0], &r.Plies[len(r.Plies)-1]
			return 0, i18n.Errorf(i18n.WebLinkNoMove, file, game, m.text, moveName(first), moveName(last))
		}
	}
	if ply > len(r.Plies) {
		return 0, i18n.Errorf(i18n.WebLinkPlies, file, game, len(r.Plies), ply)
	}
	return render.Find(steps, render.Point{Ply: ply})
}

// moveName writes a half-move's number as players write it: 12. or 12...
func moveName(p *validate.Ply) string {
	if p.Colour == movegen.Black {
		return strconv.Itoa(p.MoveNumber) + "..."
	}
	return strconv.Itoa(p.MoveNumber) + "."
}

// findAwele returns the index in steps of the Awélé move m names.
func (m *move) findAwele(r *validate.Report, steps []render.Step, file string, game int) (int, error) {
	played := 0 // the Awélé games with moves
	for i := range r.Awele {
		if len(r.Awele[i].Moves) > 0 {
			played++
		}
	}
	if m.aweleGame > len(r.Awele) || len(r.Awele[m.aweleGame-1].Moves) == 0 {
		return 0, i18n.Errorf(i18n.WebLinkAweleGames, file, game, played, m.aweleGame)
	}
	if n := len(r.Awele[m.aweleGame-1].Moves); m.awelePly > n {
		return 0, i18n.Errorf(i18n.WebLinkAweleMoves, file, game, m.aweleGame, n, m.awelePly)
	}
	return render.Find(steps, render.Point{Ply: -1, AweleGame: m.aweleGame, AwelePly: m.awelePly})
}
