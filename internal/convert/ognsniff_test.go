package convert

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
)

// TestOGNUTF16AndDocument: an OGN file saved as UTF-16 (Windows Notepad's
// "Unicode") is decoded and read, with the note the AGN reader gives; a
// word processor's document is refused once, saying to save it as plain
// text. Before, the UTF-16 file was one syntax error of NUL bytes.
func TestOGNUTF16AndDocument(t *testing.T) {
	const src = "[Variant \"Oware Abapa\"]\r\n[Result \"*\"]\r\n\r\n1. F a 2. E b\r\n"
	u16 := []byte{0xff, 0xfe}
	for _, c := range utf16.Encode([]rune(src)) {
		u16 = append(u16, byte(c), byte(c>>8))
	}
	rd, err := NewOGNReader(bytes.NewReader(u16), "u.ogn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Diags) != 1 || g.Diags[0].Code != diag.Charset || g.Diags[0].Severity != diag.Note ||
		!strings.Contains(g.Diags[0].MessageIn(i18n.English), "not UTF-8 but UTF-16LE") ||
		!strings.Contains(g.Diags[0].MessageIn(i18n.French), "pas en UTF-8 mais en UTF-16LE") {
		t.Errorf("diagnostics %v", g.Diags)
	}
	if v, _ := g.Tag("Result"); v != "*" {
		t.Errorf("game %+v", g.Tags)
	}
	_, err = NewOGNReader(strings.NewReader("PK\x03\x04\x14\x00\x00\x00word/document.xml"), "partie.odt")
	if err == nil || !strings.Contains(i18n.ErrorMsg(err).In(i18n.French), "enregistrez-le en texte brut (.txt)") ||
		!strings.Contains(i18n.ErrorMsg(err).In(i18n.English), "save it as plain text (.txt)") {
		t.Errorf("a document: %v", err)
	}
}
