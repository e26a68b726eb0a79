package counttab

import (
	"fmt"
	"io"
	"time"

	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/longrun"
)

// WriteMerged writes r, the record of files shard results merged
// ([longrun.Merge]), as `count merge` prints it: the counts, the
// shards, the counting time added up, and whether OEIS agrees (nothing
// when it differs: the caller says so, as a failure).
func WriteMerged(w io.Writer, r longrun.Record, files int) error {
	var unique uint64
	if r.Unique != nil {
		unique = *r.Unique
	}
	_, err := fmt.Fprintf(w, "n = %d: total %s, unique %s, from %d of %d shards (%s of counting)\n",
		r.N, units.Thousands(int64(r.Total)), units.Thousands(int64(unique)), files, r.Shards, units.Duration(time.Duration(r.ElapsedNS)))
	switch {
	case err != nil:
	case r.Published == nil:
		_, err = fmt.Fprintln(w, "no published count to check against")
	case *r.Published:
		_, err = fmt.Fprintln(w, "OEIS A000170 and A002562 agree")
	}
	return err
}

// Reached says what a stopped count reached: "n = 12: 5 of 10 tasks
// done, 1,234 solutions so far" for a method with tasks, "n = 12" for the
// others (what they found is not a count of anything).
func Reached(r longrun.Record) string {
	if r.Tasks == nil {
		return fmt.Sprintf("n = %d", r.N)
	}
	return fmt.Sprintf("n = %d: %s of %s tasks done, %s so far", r.N, units.Thousands(int64(*r.TasksDone)), units.Thousands(int64(*r.Tasks)), units.Count(int64(r.Total), "solution"))
}

// what names a count as messages do: "n = 27", or for a shard (shard
// and shards non-nil) "n = 27, shard 3/8".
func what(n int, shard, shards *int) string {
	if shard != nil {
		return fmt.Sprintf("n = %d, shard %d/%d", n, *shard, *shards)
	}
	return fmt.Sprintf("n = %d", n)
}

// LongWhat names l's count as messages do: "n = 27", or for a shard
// "n = 27, shard 3/8". Call it after [longrun.Long.Open].
func LongWhat(l *longrun.Long) string {
	if shard, shards, ok := l.Sharded(); ok {
		return what(l.Job.N, &shard, &shards)
	}
	return what(l.Job.N, nil, nil)
}

// Summary says r's figures in one line: "n = 27, shard 3/8: 1,234
// tasks, about 2 days on 1 core, 1 day on 2 cores (from 40 samples)"; on
// one worker only the first time; then, when r has it, "; 1.8 GiB of
// memory on 2 workers". r must have them (status Solved).
func Summary(r longrun.EstimateRecord) string {
	s := fmt.Sprintf("%s: %s, about %s (from %s)", what(r.N, r.Shard, r.Shards),
		Many(int64(r.TasksLeft), "task"), OnCores(*r.CPUSeconds, *r.Seconds, r.Workers), Many(int64(*r.Samples), "sample"))
	if r.MemoryBytes != nil {
		s += fmt.Sprintf("; %s of memory on %s", units.Bytes(*r.MemoryBytes), Many(int64(r.Workers), "worker"))
	}
	return s
}

// OnCores says how long work of cpu seconds on one core takes on 1 core
// and, when workers > 1, in sec on that many: "2 days on 1 core, 1 day
// on 2 cores", or "46s on 1 core".
func OnCores(cpu, sec float64, workers int) string {
	if workers <= 1 {
		return units.Rough(cpu) + " on 1 core"
	}
	return fmt.Sprintf("%s on 1 core, %s on %d cores", units.Rough(cpu), units.Rough(sec), workers)
}

// Many writes n and a noun with thousands separators, the noun with an s
// unless n is 1: "1 task", "141,856 tasks".
func Many(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return units.Thousands(n) + " " + noun + "s"
}
