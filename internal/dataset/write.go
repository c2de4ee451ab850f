package dataset

import (
	"encoding/csv"
	"io"
	"strconv"
)

// Writer writes the rows of a table.
type Writer interface {
	// Write writes a row, a cell per column.
	Write(row []Cell) error
	// Close writes what is left (Parquet's footer); the writer it was
	// given is not closed.
	Close() error
}

// NewCSV returns a Writer of CSV (RFC 4180) with a header of the columns'
// names; NULL is an empty field, booleans are true and false.
func NewCSV(w io.Writer, cols []Column) Writer {
	c := &csvWriter{w: csv.NewWriter(w), cols: cols, rec: make([]string, len(cols))}
	for i, col := range cols {
		c.rec[i] = col.Name
	}
	c.w.Write(c.rec)
	return c
}

type csvWriter struct {
	w    *csv.Writer
	cols []Column
	rec  []string
}

func (c *csvWriter) Write(row []Cell) error {
	for i, cell := range row {
		switch {
		case cell.Null:
			c.rec[i] = ""
		case c.cols[i].Kind == Int:
			c.rec[i] = strconv.FormatInt(cell.I, 10)
		case c.cols[i].Kind == Bool:
			c.rec[i] = strconv.FormatBool(cell.B)
		default:
			c.rec[i] = cell.S
		}
	}
	return c.w.Write(c.rec)
}

func (c *csvWriter) Close() error {
	c.w.Flush()
	return c.w.Error()
}
