package unpack

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// text is a few hundred KiB of games, more than one buffer of the queue.
func text() []byte {
	var b bytes.Buffer
	for i := 0; b.Len() < 3*bufSize/2; i++ {
		fmt.Fprintf(&b, "[Event \"game %d\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n", i)
	}
	return b.Bytes()
}

func gz(t testing.TB, p []byte) []byte {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write(p)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func zst(t testing.TB, p []byte) []byte {
	var b bytes.Buffer
	w, err := zstd.NewWriter(&b)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(p)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Each codec is known by its bytes and read back whole; several members
// (pigz, concatenated zstd frames, pbzip2) are read one after the other;
// plain text comes back as it is.
func TestOpenReadsEveryCodec(t *testing.T) {
	plain := text()
	bz, err := os.ReadFile("testdata/twice.pgn.bz2")
	if err != nil {
		t.Fatal(err)
	}
	mate := "[Event \"bzip2\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	tests := []struct {
		name  string
		in    []byte
		codec Codec
		want  []byte
	}{
		{"plain", plain, None, plain},
		{"gzip", gz(t, plain), Gzip, plain},
		{"gzip members", append(gz(t, plain[:1000]), gz(t, plain[1000:])...), Gzip, plain},
		{"zstd", zst(t, plain), Zstd, plain},
		{"zstd frames", append(zst(t, plain[:1000]), zst(t, plain[1000:])...), Zstd, plain},
		{"bzip2 streams", bz, Bzip2, []byte(mate + mate)},
		{"empty", nil, None, nil},
		{"BZh alone is text", []byte("BZh9 is not bzip2\n"), None, []byte("BZh9 is not bzip2\n")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, c := Open(bytes.NewReader(tt.in))
			defer r.Close()
			if c != tt.codec {
				t.Errorf("codec %v, want %v", c, tt.codec)
			}
			got, err := io.ReadAll(r)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, tt.want) {
				t.Errorf("read %d bytes, want %d", len(got), len(tt.want))
			}
		})
	}
}

// A stream cut short, or damaged, ends with an *Error saying so after the
// bytes read before the fault; never with a plain end of file.
func TestOpenDamagedStreams(t *testing.T) {
	plain := text()
	g, z := gz(t, plain), zst(t, plain)
	bz, _ := os.ReadFile("testdata/mate.pgn.bz2")
	badHeader := append([]byte{}, g...)
	badHeader[3] = 0xe0 // reserved flag bits
	badZstd := append([]byte{}, z...)
	for i := 20; i < len(badZstd); i += 7 {
		badZstd[i] ^= 0x5a
	}
	tests := []struct {
		name      string
		in        []byte
		truncated bool // else damaged
	}{
		{"gzip cut", g[:len(g)/2], true},
		{"gzip without trailer", g[:len(g)-4], true},
		{"zstd cut", z[:len(z)/2], true},
		{"bzip2 cut", bz[:len(bz)-20], true},
		{"gzip bad header", badHeader, false},
		{"zstd damaged", badZstd, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, _ := Open(bytes.NewReader(tt.in))
			defer r.Close()
			got, err := io.ReadAll(r)
			var ue *Error
			if !errors.As(err, &ue) {
				t.Fatalf("error %v after %d bytes, want an *unpack.Error", err, len(got))
			}
			// A damaged stream may look cut short to its decoder: only
			// a cut one must be said cut.
			if tt.truncated && !errors.Is(err, io.ErrUnexpectedEOF) {
				t.Errorf("error %q: not said truncated", err)
			}
			if !strings.Contains(err.Error(), ue.Codec.String()) {
				t.Errorf("error %q does not name %s", err, ue.Codec)
			}
		})
	}
}

// Strip leaves out the compression ending, in any case; Sniff does not
// take text for a compressed stream.
func TestStripAndSniff(t *testing.T) {
	for name, want := range map[string]string{
		"a.pgn.gz": "a.pgn", "a.AGN.ZST": "a.AGN", "x/y.pgn.bz2": "x/y.pgn", "a.pgn": "a.pgn", "gz": "gz", "a.tar": "a.tar",
	} {
		if got := Strip(name); got != want {
			t.Errorf("Strip(%q) = %q, want %q", name, got, want)
		}
	}
	for _, head := range []string{"", "[Event", "\x1f", "\x1f\x8b", "BZh91AY", "(\xb5/"} {
		if c := Sniff([]byte(head)); c != None {
			t.Errorf("Sniff(%q) = %v", head, c)
		}
	}
}

// A reader closed before the end of its stream, or dropped, ends its
// goroutine: memory and goroutines stay flat over many files.
func TestAbandonedReadersEnd(t *testing.T) {
	z := zst(t, text())
	before := runtime.NumGoroutine()
	for i := 0; i < 50; i++ {
		r, _ := Open(bytes.NewReader(z))
		r.Read(make([]byte, 10))
		if i%2 == 0 {
			r.Close()
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before+2 && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before+2 {
		t.Errorf("%d goroutines left, %d before", n, before)
	}
}

// FuzzOpen: any bytes, compressed-looking or not, are read to an end or
// an *Error, never a panic; text given compressed comes back whole.
func FuzzOpen(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n1. e4 *\n"))
	f.Add(gz(f, []byte("[Event \"x\"]\n1. e4 *\n")))
	f.Add(zst(f, []byte("[Event \"x\"]\n1. e4 *\n")))
	bz, _ := os.ReadFile("testdata/mate.pgn.bz2")
	f.Add(bz)
	f.Fuzz(func(t *testing.T, in []byte) {
		r, _ := Open(bytes.NewReader(in))
		defer r.Close()
		got, err := io.ReadAll(io.LimitReader(r, 1<<24))
		var ue *Error
		if err != nil && !errors.As(err, &ue) {
			t.Fatalf("error %T %v", err, err)
		}
		for _, c := range []Codec{Gzip, Zstd} {
			var packed []byte
			if c == Gzip {
				packed = gz(t, in)
			} else {
				packed = zst(t, in)
			}
			r, codec := Open(bytes.NewReader(packed))
			back, err := io.ReadAll(r)
			r.Close()
			if codec != c && len(in) > 0 || err != nil || !bytes.Equal(back, in) {
				t.Fatalf("%v: codec %v, err %v, %d bytes back of %d", c, codec, err, len(back), len(in))
			}
		}
		_ = got
	})
}
