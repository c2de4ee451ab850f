package web

import (
	"bytes"
	"compress/flate"
	"encoding/base64"

	"io"
	"strings"

	"github.com/awechec/awechec/internal/i18n"
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
