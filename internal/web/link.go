package web

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"io"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/render"
)

// PublishedURL is the one address where the web page is published (the
// GitHub Pages site of github.com/awechec/awechec). A link to a game is
// this address followed by the game in the fragment; the docs name it
// too, and a test checks that they agree with this constant.
const PublishedURL = "https://awechec.github.io/awechec/"

// LinkPrefix begins the URL fragment that carries a record: #agn= then the
// record's text compressed with raw DEFLATE (RFC 1951, what the browser's
// CompressionStream("deflate-raw") writes) in unpadded base64url (RFC
// 4648 §5).
const LinkPrefix = "#agn="

// MaxLinkText bounds the text a link may unpack to (a link is a game, not
// an archive): DecodeLink and the page stop there.
const MaxLinkText = 4 << 20

// EncodeLink returns the fragment (#agn=...) that carries text.
func EncodeLink(text []byte) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression) // the level is valid
	w.Write(text)
	w.Close()
	return LinkPrefix + base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// DecodeLink returns the text a fragment made by EncodeLink (or by the
// page's "copy link" button) carries; the fragment may be a whole URL.
func DecodeLink(link string) ([]byte, error) {
	i := strings.Index(link, LinkPrefix)
	if i < 0 {
		return nil, i18n.Errorf(i18n.WebLinkNoPrefix, LinkPrefix)
	}
	enc := link[i+len(LinkPrefix):]
	if j := strings.IndexAny(enc, "&#"); j >= 0 {
		enc = enc[:j]
	}
	z, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(enc, "="))
	if err != nil {
		return nil, i18n.Errorf(i18n.WebLinkCut, i18n.ErrorMsg(err)).Wrap(err)
	}
	text, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(z)), MaxLinkText+1))
	if err != nil {
		return nil, i18n.Errorf(i18n.WebLinkCut, i18n.ErrorMsg(err)).Wrap(err)
	}
	if len(text) > MaxLinkText {
		return nil, i18n.Errorf(i18n.WebLinkTooLong, MaxLinkText)
	}
	return text, nil
}

// Link returns the whole address of a link to the record text: base (the
// page's address; PublishedURL when empty), the fragment that carries
// text, then the point shown when at is not empty ("&" at; see
// StepParam).
func Link(base string, text []byte, at string) string {
	if base == "" {
		base = PublishedURL
	}
	link := base + EncodeLink(text)
	if at != "" {
		link += "&" + at
	}
	return link
}

// StepParam returns the fragment's parameter that names step i of a
// game's steps, as the page writes it when its replayer shows that step
// and reads it back: "ply=K" after chess half-move K (null moves count, as
// render --ply counts them), "awele=A.M" after move M of Awélé game A (as
// render --awele-game A --awele-ply M), "step=I" for another step (an
// Awélé ending, a refused move: the replayer's own index), "" for the
// start. The numbers come from the record, not from the replayer, so a
// link keeps its move when the replayer's steps change.
func StepParam(steps []render.Step, i int) string {
	if i <= 0 || i >= len(steps) {
		return ""
	}
	switch s := &steps[i]; {
	case s.Kind == render.KindChess && s.Ply > 0:
		return "ply=" + strconv.Itoa(s.Ply)
	case s.Kind == render.KindAwele && s.AweleGame > 0 && s.AwelePly > 0:
		return "awele=" + strconv.Itoa(s.AweleGame) + "." + strconv.Itoa(s.AwelePly)
	}
	return "step=" + strconv.Itoa(i)
}
