package grammar

import "fmt"

// Key says all that the chunk's game depends on but the line it starts
// on: two chunks of equal keys parse to the same game, their line numbers
// apart by the difference of their Line. A check made again after an edit
// reuses the games whose key is unchanged (package web's Checker) and
// shifts their lines.
func (c Chunk) Key() string {
	charset := 0
	if c.charset > 0 {
		charset = c.charset - c.start.Line + 1
	}
	return fmt.Sprintf("%q %d %d %t %d %q %d %d\x00", c.File, c.Index, c.start.Column, c.cutTag, charset, c.utf16, c.tooLarge, c.size) + string(c.Src)
}

// Offset is the byte offset in the file at which the chunk begins.
func (c Chunk) Offset() int { return c.start.Offset }
