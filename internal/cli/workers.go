package cli

import (
	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/i18n"
)

// workerFlags are the flags that give a number of games worked on at once.
var workerFlags = []string{"jobs", "workers"}

// checkWorkers refuses a negative number of workers (-j -1 ran on every
// core, as 0 does, without a word). A large one is capped by
// batch.Workers at a few per core.
func checkWorkers(cmd *cobra.Command) error {
	for _, name := range workerFlags {
		f := cmd.Flags().Lookup(name)
		if f == nil || !f.Changed {
			continue
		}
		if n, err := cmd.Flags().GetInt(name); err == nil && n < 0 {
			return usage(i18n.CliBadWorkers, "--"+name, f.Value.String())
		}
	}
	return nil
}
