package dataset

import (
	"bytes"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/notation"
)

func TestTagColumns(t *testing.T) {
	var tags Tags
	g1 := Game{File: "a.pgn", Game: 1, Tags: []notation.Tag{{Name: "Event", Value: "e"}, {Name: "White", Value: "w"}, {Name: "plies", Value: "x"}}}
	g2 := Game{File: "a.pgn", Game: 2, Tags: []notation.Tag{{Name: "white", Value: "W2"}, {Name: "Round", Value: "3"}, {Name: "White", Value: "W3"}}}
	tags.Add(g1.Tags)
	tags.Add(g2.Tags)
	if got, want := strings.Join(tags.Names, ","), "Event,White,tag_plies,Round"; got != want {
		t.Errorf("tag columns %q, want %q", got, want)
	}
	var b bytes.Buffer
	w := NewCSV(&b, tags.Columns())
	w.Write(tags.Row(&g1))
	w.Write(tags.Row(&g2))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	tests := []struct {
		line int
		want string
	}{
		{0, "file,game,line,valid,errors,warnings,codes,replay_variant,replay_result,replay_termination,plies,null_moves,awele_games,eco_code,eco_opening,eco_variation,year,white_elo,black_elo,final_fen,Event,White,tag_plies,Round"},
		// Game 1: no Round tag (NULL, an empty field); no Elo, year or
		// opening (NULL).
		{1, "a.pgn,1,0,false,0,0,,,,,0,0,0,,,,,,,,e,w,x,"},
		// Game 2: "white" falls in White's column, the first value kept.
		{2, "a.pgn,2,0,false,0,0,,,,,0,0,0,,,,,,,,,W2,,3"},
	}
	for _, tc := range tests {
		if lines[tc.line] != tc.want {
			t.Errorf("line %d:\n%s\nwant\n%s", tc.line, lines[tc.line], tc.want)
		}
	}
}

func TestParquetWrites(t *testing.T) {
	var b bytes.Buffer
	cols := []Column{{"name", String, false}, {"n", Int, true}, {"ok", Bool, false}}
	w := NewParquet(&b, "t", cols)
	for _, row := range [][]Cell{{Str("a"), Num(1), Flag(true)}, {Str("b"), NullCell(), Flag(false)}} {
		if err := w.Write(row); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b.Bytes(), []byte("PAR1")) || !bytes.HasSuffix(b.Bytes(), []byte("PAR1")) {
		t.Errorf("not a Parquet file: %d bytes", b.Len())
	}
}
