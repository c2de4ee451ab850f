// Package table writes the tables of the text outputs for a person (tree,
// stats --players): columns aligned on the width a terminal shows (runes,
// not bytes: "Aïcha", "½"), heads in the user's language, and under the
// table a legend for the heads kept short. The numbers in the cells are
// written by the caller in the user's language (i18n.Percent, i18n.T with
// i18n.SCount): one way of writing a percentage per language.
package table

import (
	"io"
	"strings"
	"unicode/utf8"
)

// Align says on which side a column's cells line up.
type Align int

// Alignments.
const (
	Right Align = iota // numbers
	Left               // names, moves
)

// Column is a column of a table: its head, how its cells line up, and a
// legend line ("" for none) that says what a short head stands for.
type Column struct {
	Head   string
	Align  Align
	Legend string
}

// Table is a table being filled: columns, then rows of cells.
type Table struct {
	Cols []Column
	rows [][]string
}

// New returns a table of those columns.
func New(cols ...Column) *Table { return &Table{Cols: cols} }

// Add appends a row; missing cells are empty, extra ones dropped.
func (t *Table) Add(cells ...string) {
	row := make([]string, len(t.Cols))
	copy(row, cells)
	t.rows = append(t.rows, row)
}

// Write writes the heads, the rows and the legend, each line without
// trailing blanks; columns are two spaces apart.
func (t *Table) Write(w io.Writer) error {
	width := make([]int, len(t.Cols))
	for i, c := range t.Cols {
		width[i] = utf8.RuneCountInString(c.Head)
	}
	for _, r := range t.rows {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	var b strings.Builder
	line := func(cells []string) {
		var l strings.Builder
		for i, c := range cells {
			if i > 0 {
				l.WriteString("  ")
			}
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if t.Cols[i].Align == Left {
				l.WriteString(c + pad)
			} else {
				l.WriteString(pad + c)
			}
		}
		b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
	}
	heads := make([]string, len(t.Cols))
	for i, c := range t.Cols {
		heads[i] = c.Head
	}
	line(heads)
	for _, r := range t.rows {
		line(r)
	}
	for _, c := range t.Cols {
		if c.Legend != "" {
			b.WriteString(c.Legend + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
