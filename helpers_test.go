package awechec_test

import "os"

func readFile(path string) ([]byte, error) { return os.ReadFile(path) }

func mustReadF(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	return string(b)
}
