module github.com/awechec/awechec

go 1.24.0

require (
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/corentings/chess/v2 v2.3.2
	github.com/spf13/cobra v1.10.2
	github.com/spf13/pflag v1.0.9
	golang.org/x/text v0.34.0
)

require (
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	golang.org/x/exp v0.0.0-20250128182459-e0ece0dbea4c // indirect
)
