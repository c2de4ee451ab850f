package i18n

import "testing"

// Every entry of both catalogues compiles (a bad one would panic when
// first worded), and every key is worded from its catalogue: the printers
// compile an entry the first time it is worded, and a key missing from
// x/text's catalogue would be worded as its id.
func TestCatalogueCompiles(t *testing.T) {
	for _, l := range Langs() {
		for _, k := range Keys() {
			if got := printer(l, k).Sprintf(k.ID(), 1, 2, 3, 4, 5, 6); got == k.ID() {
				t.Errorf("%s %s: worded as its id", l, k.ID())
			}
			if err := compile(l, k); err != nil {
				t.Errorf("%s %s: %v", l, k.ID(), err)
			}
		}
	}
}
