#!/bin/bash
# Submit the count of one n as a Slurm job array, one array task per shard,
# from a directory on a file system the compute nodes share (your home
# directory on most clusters). Everything you may want to change is in the
# block below; set it there or in the environment:
#
#   N=21 SHARDS=256 deploy/slurm/submit.sh      # all shards 0..SHARDS-1
#   N=21 SHARDS=256 deploy/slurm/submit.sh 5,17  # rerun shards 5 and 17
#   # when squeue shows nothing left:
#   nqueens count merge results/n21-shard*-of-256.json
#
# Results go to $RESULTS/nN-shardK-of-M.json (readable by everyone), a
# checkpoint beside each; logs to logs/nqueens-N-JOBID_K.out. A shard that
# already has its result is not counted again, and one that was stopped
# (scancel, preemption, a node lost) goes on from its checkpoint.
set -euo pipefail

N=${N:-20}                 # board size
SHARDS=${SHARDS:-64}       # shards (array tasks): pick so one shard takes minutes to an hour (README.md)
CPUS=${CPUS:-auto}         # CPUs per task; auto: the CPUs of the smallest node in PARTITION
MEM=${MEM:-512M}           # memory per task: README.md, "Memory", by n and CPUS
TIME=${TIME:-12:00:00}     # wall time per task (at most the partition's limit)
PARTITION=${PARTITION:-}   # empty: the cluster's default partition
EVERY=${EVERY:-1m}         # how often a shard saves its checkpoint
RESULTS=${RESULTS:-results}
# The nqueens binary, at this path on every compute node (a static binary in
# your home directory works: see README.md).
NQUEENS=${NQUEENS:-$(command -v nqueens || true)}

die() { echo "submit.sh: $*" >&2; exit 2; }
[ -n "$NQUEENS" ] || die "no nqueens on PATH: set NQUEENS=/shared/path/to/nqueens"
NQUEENS=$(realpath "$NQUEENS")
[ -x "$NQUEENS" ] || die "$NQUEENS is not an executable"
[[ $N =~ ^[0-9]+$ && $SHARDS =~ ^[0-9]+$ && $SHARDS -ge 1 ]] || die "N and SHARDS must be whole numbers"
if [ "$CPUS" = auto ]; then
  CPUS=$(sinfo --noheader --Node --format=%c ${PARTITION:+--partition="$PARTITION"} | sort -n | head -n 1)
  [[ $CPUS =~ ^[0-9]+$ ]] || die "could not read the nodes' CPU count from sinfo: set CPUS"
fi
array=${1:-0-$((SHARDS - 1))}

mkdir -p "$RESULTS" logs
RESULTS=$(realpath "$RESULTS")
here=$(dirname "$(realpath "$0")")
exec sbatch --parsable --array="$array" --cpus-per-task="$CPUS" --mem="$MEM" --time="$TIME" \
  ${PARTITION:+--partition="$PARTITION"} --job-name="nqueens-$N" --output="logs/nqueens-$N-%A_%a.out" \
  "$here/nqueens-count.sbatch" "$N" "$SHARDS" "$RESULTS" "$NQUEENS" "$EVERY"
