package web

// go generate ./internal/web builds the page's module from these sources
// and writes it, gzipped, with its wasm_exec.js into internal/web/bundle,
// which a build with -tags webembed (EmbedTag) carries.
//go:generate go run ./genbundle
