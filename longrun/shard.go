package longrun

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/bits"
	"strings"

	"github.com/nqueens/nqueens/internal/jsonerr"
)

// Long counts are split into shards: shard K of M (0 <= K < M) owns the
// tasks of the plan whose index i has i mod M = K ([ShardTasks]). Any M
// gives shards that add up to the total. Each shard's count is a
// [ShardResult]; [Merge] checks that a set of results is one complete
// split, each result consistent in itself, and adds them up. A
// [Checkpoint] records the tasks of a shard (or of the whole count) done
// so far, so an interrupted count resumes where it stopped.

// FormatVersion is written into results and checkpoints. Version 2 added
// the residues and task counts, version 3 the task residues (see
// TasksMod). Files of version 2 are still read, merged and resumed, with
// every check but the task residues' (a checkpoint of version 2 gets
// them when read, from its task counts); other versions are refused with
// a message that names them.
const FormatVersion = 3

// oldestVersion is the oldest format read.
const oldestVersion = 2

// readable says whether files of format version v are read, and if not,
// why, as the end of a sentence about the file ("it ...").
func readable(v int) error {
	if v < oldestVersion || v > FormatVersion {
		return fmt.Errorf("it is format version %d, this program reads %d to %d", v, oldestVersion, FormatVersion)
	}
	return nil
}

// moduli are the primes (the three largest below 2^32) modulo which
// results and checkpoints keep their sums a second time, task by task:
// a total that was damaged, or that wrapped past 2^64-1, disagrees with
// them except with probability about 2^-96.
var moduli = [3]uint64{4294967291, 4294967279, 4294967231}

// maxShards is the most shards a count is split into: more than any
// plan has tasks (mitm's plan of n = 27 has 70 million, of n = 31 1.2
// billion), and an int everywhere.
const maxShards = 1<<31 - 1

// ParseShard reads "K/M" (0 <= K < M <= 2^31-1).
func ParseShard(s string) (k, m int, err error) {
	a, b, ok := strings.Cut(s, "/")
	if ok {
		_, err1 := fmt.Sscanf(a, "%d", &k)
		_, err2 := fmt.Sscanf(b, "%d", &m)
		ok = err1 == nil && err2 == nil && fmt.Sprintf("%d/%d", k, m) == strings.TrimSpace(s)
	}
	if !ok {
		return 0, 0, fmt.Errorf("shard %q: write K/M, such as 3/64 (shard K of M, K from 0 to M-1)", s)
	}
	if m < 1 || k < 0 || k >= m || m > maxShards {
		return 0, 0, fmt.Errorf("shard %q: K must be in 0..M-1 and M from 1 to %d", s, maxShards)
	}
	return k, m, nil
}

// ShardResult is the count of one shard, as written to a JSON file of
// O(tasks of the shard) bytes. Beside its sums it carries what lets
// [Merge] find a damaged, overflowed, relabelled or reordered count
// without the published value: the count of every task, the sums modulo
// the three largest primes below 2^32 kept separately from the uint64
// sums while counting, and the task residues that bind each count to its
// task ([ShardResult.Check]). The count of every task also lets any of
// them be counted again by another method ([Recount]).
type ShardResult struct {
	Version int    `json:"version"`
	N       int    `json:"n"`
	Shard   int    `json:"shard"`  // K
	Shards  int    `json:"shards"` // M
	Method  string `json:"method"`
	// Total and Unique are the sums of the shard's tasks: its part of the
	// counts (of 8 times the unique count for mitm, see [Resulter]).
	Total  uint64 `json:"total"`
	Unique uint64 `json:"unique"`
	// TotalMod and UniqueMod are Total and Unique modulo 4294967291, 4294967279 and 4294967231.
	TotalMod  []uint64 `json:"total_mod"`
	UniqueMod []uint64 `json:"unique_mod"`
	// TasksMod are the task residues (format 3 on; empty in format 2):
	// modulo each of those primes, the tasks' counts weighted by a checksum of
	// each task (see bind.go).
	TasksMod []uint64 `json:"tasks_mod,omitempty"`
	// TasksDone is the number of tasks counted, which must be all the
	// shard owns; Tasks is the number of tasks of the whole plan.
	TasksDone int `json:"tasks_done"`
	Tasks     int `json:"tasks"`
	// TaskTotals and TaskUniques are the counts of the shard's tasks,
	// in order (task Shard + j*Shards at j).
	TaskTotals  []uint64 `json:"task_totals"`
	TaskUniques []uint64 `json:"task_uniques"`
	// Plan is the plan's checksum (hex): results of different plans are
	// never merged.
	Plan      string `json:"plan"`
	ElapsedNS int64  `json:"elapsed_ns"`
}

// Marshal encodes r as one line of JSON.
func (r ShardResult) Marshal() []byte {
	b, _ := json.Marshal(r)
	return append(b, '\n')
}

// Write writes r to w as one line of JSON ([ShardResult.Marshal]),
// returning w's error.
func (r ShardResult) Write(w io.Writer) error {
	_, err := w.Write(r.Marshal())
	return err
}

// ErrResult is returned (wrapped) for a shard result that is not one or
// does not agree with itself.
var ErrResult = errors.New("longrun: not a consistent shard result")

// ReadShardResult decodes one shard result (unknown keys and trailing data
// refused) and checks it in itself ([ShardResult.Check]). Errors start
// with name (the file's) and the shard, if it was read. Time
// O(len(data)).
func ReadShardResult(data []byte, name string) (ShardResult, error) {
	var r ShardResult
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a Windows editor's byte-order mark
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return ShardResult{}, fmt.Errorf("%w: %s is not a shard result: %s", ErrResult, name, jsonerr.Explain(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return ShardResult{}, fmt.Errorf("%w: %s holds more than one result", ErrResult, name)
	}
	if err := r.Check(); err != nil {
		return ShardResult{}, fmt.Errorf("%w: %s (shard %d/%d): %s", ErrResult, name, r.Shard, r.Shards, r.explain(err))
	}
	return r, nil
}

// explain is the text of an error of Check without its sentinel.
func (r ShardResult) explain(err error) string {
	return strings.TrimPrefix(err.Error(), ErrResult.Error()+": ")
}

// Check reports whether r agrees with itself: its version, one count per
// task of its shard, sums equal to the sum of its tasks (with no
// overflow) and to its residues, and task residues of those tasks. A
// disagreement is named: a damaged total, damaged task counts, damaged
// residues, a count past 2^64-1, or counts that are not of the shard's
// tasks. Time O(tasks of the shard).
func (r ShardResult) Check() error {
	if err := readable(r.Version); err != nil {
		return fmt.Errorf("%w: %v", ErrResult, err)
	}
	switch {
	case r.Shards < 1 || r.Shard < 0 || r.Shard >= r.Shards:
		return fmt.Errorf("%w: it names shard %d of %d", ErrResult, r.Shard, r.Shards)
	case r.Tasks < 0 || r.TasksDone < 0:
		return fmt.Errorf("%w: it counts %d of %d tasks", ErrResult, r.TasksDone, r.Tasks)
	}
	own := shardLen(r.Tasks, r.Shard, r.Shards)
	if len(r.TaskTotals) != own || len(r.TaskUniques) != own {
		return fmt.Errorf("%w: it lists %d and %d task counts for the %d tasks of shard %d/%d", ErrResult, len(r.TaskTotals), len(r.TaskUniques), own, r.Shard, r.Shards)
	}
	if len(r.TotalMod) != len(moduli) || len(r.UniqueMod) != len(moduli) {
		return fmt.Errorf("%w: it holds %d and %d residues, not %d", ErrResult, len(r.TotalMod), len(r.UniqueMod), len(moduli))
	}
	if err := checkSums(r.Total, r.Unique, r.TotalMod, r.UniqueMod, r.TaskTotals, r.TaskUniques); err != nil {
		return fmt.Errorf("%w: %v", ErrResult, err)
	}
	if err := r.checkBinding(); err != nil {
		return fmt.Errorf("%w: %v", ErrResult, err)
	}
	return nil
}

// checkSums checks total and unique against the sums of the tasks and
// against their residues, and says which of the three disagrees.
func checkSums(total, unique uint64, totalMod, uniqueMod, totals, uniques []uint64) error {
	if err := checkSum("total", total, totalMod, totals); err != nil {
		return err
	}
	return checkSum("unique count", unique, uniqueMod, uniques)
}

func checkSum(what string, sum uint64, mods, tasks []uint64) error {
	var hi, lo uint64 // the true sum of the tasks, past 2^64 too (128 bits)
	var res [len(moduli)]uint64
	for _, c := range tasks {
		var carry uint64
		lo, carry = bits.Add64(lo, c, 0)
		hi += carry
		for x, p := range moduli {
			res[x] = (res[x] + c%p) % p
		}
	}
	exact := new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64)
	exact.Or(exact, new(big.Int).SetUint64(lo))
	matches := func(v uint64) bool {
		for x, p := range moduli {
			if v%p != mods[x] {
				return false
			}
		}
		return true
	}
	tasksAgree := true
	for x := range moduli {
		tasksAgree = tasksAgree && res[x] == mods[x]
	}
	switch {
	case !exact.IsUint64():
		return fmt.Errorf("its tasks' %ss add up to %s, past 2^64-1: the count overflowed", what, exact)
	case exact.Uint64() == sum && tasksAgree:
		return nil
	case exact.Uint64() == sum:
		return fmt.Errorf("its %s residues were damaged: they disagree with its %s and its tasks (%d)", what, what, sum)
	case tasksAgree:
		return fmt.Errorf("its %s was damaged: %d, but its tasks and residues say %d", what, sum, exact.Uint64())
	case matches(sum):
		return fmt.Errorf("its task counts were damaged: their %ss add up to %d, but its %s and residues say %d", what, exact.Uint64(), what, sum)
	}
	return fmt.Errorf("it was damaged: its %s %d, the sum of its tasks (%d) and its residues all disagree", what, sum, exact.Uint64())
}
