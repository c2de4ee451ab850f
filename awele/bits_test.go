package awele

import "math/bits"

func popcount(m uint16) int      { return bits.OnesCount16(m) }
func trailingZeros(m uint16) int { return bits.TrailingZeros16(m) }
