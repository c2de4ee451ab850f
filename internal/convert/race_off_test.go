//go:build !race

package convert_test

// raceOn: see race_on_test.go.
const raceOn = false
