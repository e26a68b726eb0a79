// Package longrun runs counts too long for one process or one machine.
// A count split into independent, deterministic tasks ([Tasks]: exact's
// Plan and MITMPlan, complete's Plan) gets from it, with no code of its
// own:
//
//   - shards: shard K of M owns the tasks whose index i has i mod M = K
//     ([ShardTasks], [ParseShard]), so M machines count one n apart;
//   - checkpoints: [Job.Run] records each task in a [Checkpoint] as it
//     finishes and hands its encoding to a save function every few
//     seconds ([SaveFile] replaces a file atomically), so a stopped run
//     resumes where it stopped;
//   - shard results and their merge: a finished shard is a
//     [ShardResult] (a JSON file), and [Merge] checks that a set of them
//     is every shard of one split exactly once, each consistent in
//     itself, and adds them up;
//   - estimates: [Job.Estimate] predicts a count's CPU time from a
//     sample of its tasks;
//   - records: [Record] and [EstimateRecord] are what a count, a merge
//     and an estimate report (JSON.md: count, merge, estimate, shard).
//
// [Long] puts these together for one run of one shard: its checkpoint
// file opened or resumed, an estimate, the run, its record and result.
//
// # Checks
//
// A shard result carries the count of every one of its tasks and its sums
// modulo three primes (the largest below 2^32), summed apart from the uint64 sums task
// by task, and the plan's checksum ([Tasks.Checksum]): merge finds a
// damaged file, a count that overflowed, a shard missing, given twice or
// of another split, and names the file and the shard, without the
// published count. A checkpoint is protected by a SHA-256 sum of its
// content and checked the same way before it is used. Files of another
// [FormatVersion] are refused with a message that says so.
//
// # Name
//
// The package is named for what it is for, runs that outlast a sitting,
// rather than for one of its parts: "job" would read job.Job, and "shard"
// names one of five ideas here. It imports no counter: a method plugs in
// by implementing [Tasks] (and optionally [Estimator], [Resulter]), and
// the caller names it in a [Job].
//
// The package never prints: progress is a callback, checkpoints and
// results are bytes. The one file it touches is a checkpoint the caller
// names ([OpenCheckpoint], [SaveFile], [Long]).
package longrun
