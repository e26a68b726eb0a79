#!/bin/bash
# Count n in shards on a few machines with GNU parallel over ssh. Every
# machine in hosts.txt (one "user@host" per line, ssh keys set up) needs
# nqueens on its PATH (go install github.com/nqueens/nqueens/cmd/nqueens).
# Each runs one shard at a time on all its cores; results are copied back
# into results/ and merged at the end. A shard that fails is retried, on
# any machine, from the start of that shard.
#
#   N=20 SHARDS=64 deploy/parallel/count-over-ssh.sh hosts.txt
set -euo pipefail
HOSTS=${1:-hosts.txt}
N=${N:-20}
SHARDS=${SHARDS:-64}
mkdir -p results

seq 0 $((SHARDS - 1)) | parallel --sshloginfile "$HOSTS" --jobs 1 --retries 3 \
  --return "results/n$N-shard{}.json" --cleanup --joblog "results/n$N.joblog" \
  "mkdir -p results && nqueens count $N --shard {}/$SHARDS --output results/n$N-shard{}.json"

nqueens count merge results/n"$N"-shard*.json
