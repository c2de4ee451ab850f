//go:build !js && !noparquet

package dataset

import (
	"io"

	"github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/compress/zstd"
)

// parquetWriter writes rows in Parquet, zstd-compressed.
type parquetWriter struct {
	w     *parquet.Writer
	cols  []Column
	order []int // order[i]: the cell of the schema's i-th leaf column
	buf   []parquet.Row
}

// NewParquet returns a Writer of Parquet: strings as UTF-8 byte arrays,
// numbers as 64-bit integers, booleans; optional columns may be NULL.
// The schema's columns come in order of name (Parquet groups are).
func NewParquet(w io.Writer, name string, cols []Column) Writer {
	group := parquet.Group{}
	pos := map[string]int{}
	for i, c := range cols {
		var n parquet.Node
		switch c.Kind {
		case Int:
			n = parquet.Int(64)
		case Bool:
			n = parquet.Leaf(parquet.BooleanType)
		default:
			n = parquet.String()
		}
		if c.Optional {
			n = parquet.Optional(n)
		}
		group[c.Name] = n
		pos[c.Name] = i
	}
	schema := parquet.NewSchema(name, group)
	p := &parquetWriter{w: parquet.NewWriter(w, schema, parquet.Compression(&zstd.Codec{})), cols: cols}
	for _, path := range schema.Columns() {
		p.order = append(p.order, pos[path[0]])
	}
	return p
}

func (p *parquetWriter) Write(row []Cell) error {
	r := make(parquet.Row, len(p.order))
	for leaf, i := range p.order {
		c, col := row[i], p.cols[i]
		def := 0
		if col.Optional {
			def = 1
		}
		var v parquet.Value
		switch {
		case c.Null:
			v, def = parquet.NullValue(), 0
		case col.Kind == Int:
			v = parquet.Int64Value(c.I)
		case col.Kind == Bool:
			v = parquet.BooleanValue(c.B)
		default:
			v = parquet.ByteArrayValue([]byte(c.S))
		}
		r[leaf] = v.Level(0, def, leaf)
	}
	p.buf = append(p.buf, r)
	if len(p.buf) == 1024 {
		return p.flush()
	}
	return nil
}

func (p *parquetWriter) flush() error {
	_, err := p.w.WriteRows(p.buf)
	p.buf = p.buf[:0]
	return err
}

func (p *parquetWriter) Close() error {
	if err := p.flush(); err != nil {
		return err
	}
	return p.w.Close()
}
