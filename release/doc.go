// Package release holds what the release archives carry besides the
// program (a guide per system in French then English, an example game;
// .goreleaser.yaml puts them in) and the test that builds the archives as
// the release does, unpacks the Linux one and runs it as a player would
// (release_test.go).
package release
