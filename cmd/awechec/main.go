// Command awechec reads, checks, converts and analyses records of Awechec
// (Awarichess) and Awélé/Oware games. See the README for a tour.
package main

import (
	"os"

	"github.com/awechec/awechec/internal/cli"
)

func main() {
	os.Exit(cli.Execute(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
