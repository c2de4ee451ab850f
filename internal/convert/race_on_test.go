//go:build race

package convert_test

// raceOn: the race detector drops sync.Pool items at random, so what a
// run allocates is not repeatable under it.
const raceOn = true
