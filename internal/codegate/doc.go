// Package codegate holds the repository's code gates, as tests that fail
// when production code breaks a rule of the project: no function over 40
// in cyclomatic complexity (gocyclo, pinned in go.mod), and `unsafe`
// imported only by the files listed with their reason. It has no code of
// its own; `go test ./internal/codegate` runs the gates.
package codegate
