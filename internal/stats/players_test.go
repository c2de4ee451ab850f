package stats

import (
	"bytes"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
)

func TestPlayersTallies(t *testing.T) {
	ps := NewPlayers()
	games := []PlayerGame{
		// Anne (2000) beats Bob (1800) as White, giving a handicap.
		{Names: [2]string{"Anne", "Bob"}, Elo: [2]int{2000, 1800}, Result: "1-0", Handicap: 0, AweleGames: 2, Powers: [2]int{30, 20}, NullOwn: [2]int{1, 0}, NullImposed: [2]int{2, 1}},
		// Bob draws Anne as White, Anne giving the handicap as Black.
		{Names: [2]string{"Bob", "Anne"}, Elo: [2]int{1800, 2000}, Result: "1/2-1/2", Handicap: 1, AweleGames: 1, Powers: [2]int{15, 10}},
		// Anne loses to Cleo (no Elo) without handicap; an unfinished game.
		{Names: [2]string{"Cleo", "Anne"}, Result: "1-0", Handicap: -1, AweleGames: 1, Powers: [2]int{12, 12}},
		{Names: [2]string{"Anne", "Cleo"}, Result: "*", Handicap: -1},
	}
	for _, g := range games {
		ps.Add(g)
	}
	list := ps.List()
	var anne Player
	for _, p := range list {
		if p.Name == "Anne" {
			anne = p
		}
	}
	if anne.Games != 4 || anne.Points != 1.5 || anne.Wins != 1 || anne.Draws != 1 || anne.Losses != 1 {
		t.Errorf("Anne's tally: %+v", anne.Tally)
	}
	if anne.Score != 50 {
		t.Errorf("score %v, want 50 (1.5 of 3 finished games)", anne.Score)
	}
	// Rated games: Bob twice (1800), a win and a draw: 1800 + 400*1/2.
	if anne.Performance != 2000 {
		t.Errorf("performance %d, want 2000", anne.Performance)
	}
	if anne.White.Games != 2 || anne.White.Points != 1 || anne.Black.Games != 2 || anne.Black.Points != 0.5 {
		t.Errorf("by colour: white %+v black %+v", anne.White, anne.Black)
	}
	if anne.HandicapGiven.Games != 2 || anne.HandicapGiven.Points != 1.5 || anne.NoHandicap.Games != 2 || anne.HandicapReceived.Games != 0 {
		t.Errorf("by handicap: given %+v received %+v none %+v", anne.HandicapGiven, anne.HandicapReceived, anne.NoHandicap)
	}
	// Powers: 30 + 10 + 12 over 4 Awélé games.
	if anne.Powers != 52 || anne.AweleGames != 4 || anne.PowersPerAwele != 13 {
		t.Errorf("powers %d over %d Awélé games: %v", anne.Powers, anne.AweleGames, anne.PowersPerAwele)
	}
	if anne.NullOwn != 1 || anne.NullImposed != 2 {
		t.Errorf("null moves: own %d imposed %d", anne.NullOwn, anne.NullImposed)
	}
	if list[0].Name != "Cleo" && list[0].Name != "Anne" {
		t.Errorf("order: %v", list)
	}
	var b bytes.Buffer
	if err := ps.WriteText(&b); err != nil || !strings.Contains(b.String(), "Anne") || !strings.Contains(b.String(), " 2000\n") {
		t.Errorf("text:\n%s", b.String())
	}
}

func TestCrosstable(t *testing.T) {
	ct := NewCrosstable("Open")
	for _, g := range []PlayerGame{
		{Event: "Open", Names: [2]string{"A", "B"}, Result: "1-0"},
		{Event: "Open", Names: [2]string{"B", "C"}, Result: "1/2-1/2"},
		{Event: "Open", Names: [2]string{"C", "A"}, Result: "0-1"},
		{Event: "Open", Names: [2]string{"A", "B"}, Result: "*"},
		{Event: "Other", Names: [2]string{"A", "D"}, Result: "1-0"},
	} {
		ct.Add(g)
	}
	rows := ct.Rows()
	if ct.Games() != 4 || len(rows) != 3 {
		t.Fatalf("%d games, %d players", ct.Games(), len(rows))
	}
	if rows[0].Name != "A" || rows[0].Points != 2 || rows[1].Points != 0.5 || rows[2].Points != 0.5 || rows[1].Rank != 2 || rows[2].Rank != 2 {
		t.Errorf("rows %+v", rows)
	}
	if got := strings.Join(rows[0].Results["B"], ""); got != "1*" {
		t.Errorf("A against B: %q", got)
	}
	var b bytes.Buffer
	ct.WriteText(&b)
	if !strings.Contains(b.String(), "Open: 4 games, 3 players") || !strings.Contains(b.String(), "1*") {
		t.Errorf("text:\n%s", b.String())
	}
}

// The points column groups its thousands as the games column beside it
// does, in each language (it wrote 1500½ beside 3 001 in French; English groups neither).
func TestPlayersPointsGrouped(t *testing.T) {
	ps := NewPlayers()
	for i := 0; i < 3001; i++ {
		res := "1-0"
		switch {
		case i == 0:
			res = "1/2-1/2"
		case i%2 == 0:
			res = "0-1"
		}
		ps.Add(PlayerGame{Names: [2]string{"Anne", "Bob"}, Result: res})
	}
	for _, c := range []struct {
		l     i18n.Lang
		games string
		pts   string
	}{
		{i18n.French, "3\u00a0001", "1\u00a0500½"},
		{i18n.English, "3001", "1500½"},
	} {
		var b bytes.Buffer
		if err := ps.WriteTextIn(&b, c.l); err != nil {
			t.Fatal(err)
		}
		var anne string
		for _, line := range strings.Split(b.String(), "\n") {
			if strings.HasPrefix(line, "Anne") {
				anne = line
			}
		}
		if f := strings.Fields(anne); len(f) < 3 || !strings.Contains(anne, c.games) || !strings.Contains(anne, c.pts) {
			t.Errorf("%v: Anne's line %q, want games %q and points %q", c.l, anne, c.games, c.pts)
		}
	}
}
