package movegen

import "testing"

// FuzzScanCommonSAN: the common form's reader reads what ScanSAN's
// general path reads, to the same length and parts, whenever it reads
// anything at all.
func FuzzScanCommonSAN(f *testing.F) {
	for _, s := range []string{"e4", "exd5 ", "Nf3+", "Nbd7)", "R1a3\n", "Qh4xe1#", "e2e4", "xe4", "e8=Q", "Nxe5+\r", "e4!", "a1x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if s == "" {
			return
		}
		var p SANParts
		n := ScanCommonSAN([]byte(s), 0, &p)
		if n == 0 {
			return
		}
		wn, wp := ScanSAN(s)
		if n != wn || p != wp {
			t.Fatalf("ScanCommonSAN(%q) = %d %+v; scanSAN %d %+v", s, n, p, wn, wp)
		}
		if bn, bp := ScanSAN([]byte(s)); bn != n || bp != p {
			t.Fatalf("ScanSAN([]byte(%q)) = %d %+v; string %d %+v", s, bn, bp, n, p)
		}
	})
}
