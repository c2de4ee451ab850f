package search

import (
	"reflect"
	"strings"
	"testing"

	"github.com/awechec/awechec/notation"
)

// TestRecordWordsAsWritten: the words analyse writes into a record come
// from the catalogue as written there: ordinary spaces (no French
// no-break space before the colon), the markers analyse looks for.
func TestRecordWordsAsWritten(t *testing.T) {
	fr, en := WordsFor(notation.French), WordsFor(notation.English)
	if fr.Marker != "analyse :" || en.Marker != "analysis:" {
		t.Errorf("markers %q and %q", fr.Marker, en.Marker)
	}
	if fr.Sep != " ; " || en.Sep != "; " || !fr.DecimalComma || en.DecimalComma {
		t.Errorf("separators %q and %q, decimal comma %v and %v", fr.Sep, en.Sep, fr.DecimalComma, en.DecimalComma)
	}
	for _, w := range []*Words{fr, en} {
		v := reflect.ValueOf(*w)
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if f.Kind() != reflect.String {
				continue
			}
			if s := f.String(); s == "" || strings.ContainsRune(s, '\u00a0') {
				t.Errorf("%s: %q", v.Type().Field(i).Name, s)
			}
		}
	}
	if got := fr.Score(-300); got != "-3,00" {
		t.Errorf("French score %q", got)
	}
}
