//go:build js || noparquet

package dataset

import (
	"io"

	"github.com/awechec/awechec/internal/i18n"
)

// NewParquet is not built into the web page (parquet-go would add 11 MB
// to its WebAssembly) nor into a program built with -tags noparquet (9 MB
// less): its writer fails at once, saying so.
func NewParquet(w io.Writer, name string, cols []Column) Writer { return noParquet{} }

type noParquet struct{}

func (noParquet) Write([]Cell) error { return i18n.Errorf(i18n.TableNoParquet) }
func (noParquet) Close() error       { return i18n.Errorf(i18n.TableNoParquet) }
