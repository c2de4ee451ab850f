package awechec_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/awechec/awechec"
)

// Count the games of a file as awechec check's last line does (French
// puts a no-break space before the colon).
func ExampleTally() {
	const records = `[Variant "Standard"]
1. e4 e5 2. Nf3 Nc6 *

[Variant "Standard"]
1. e4 e5 2. Ke3 *
`
	rd := awechec.NewReader(strings.NewReader(records), "two.agn", awechec.AGN)
	var t awechec.Tally
	for {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		t.Add(g.Check())
	}
	fmt.Println(t.Summary(awechec.English))
	fmt.Println(t.Summary(awechec.French))
	// Output:
	// 2 games: 1 valid, 1 with errors
	// 2 parties : 1 valide, 1 avec erreurs
}
