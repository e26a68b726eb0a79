#!/bin/bash
# Count n in shards on a few machines with GNU parallel over ssh, from any
# directory (a shared home directory too). Here and on every host: rsync.
# Each line of the hosts file is one ssh login ("host" or "user@host", keys
# set up, as for plain ssh; a host listed twice still counts once). Each
# host runs SLOTS shards at a time with CPUS workers each (default: one
# shard on all its cores). Settings, here or in the environment:
#
#   N=20 SHARDS=64 deploy/parallel/count-over-ssh.sh hosts.txt
#
# Results are copied back into results/ and merged at the end. A shard that
# fails is retried (RETRIES times, on any host): on the same host it goes on
# from its checkpoint. Run the same command again to rerun only the shards
# that failed or never ran (--resume-failed with the job log).
set -euo pipefail

HOSTS=${1:-hosts.txt}
N=${N:-20}               # board size
SHARDS=${SHARDS:-64}     # shards: pick so one shard takes minutes to an hour (README.md)
CPUS=${CPUS:-0}          # workers per shard; 0: every core of the host
SLOTS=${SLOTS:-1}        # shards at once on each host (then set CPUS to cores / SLOTS)
EVERY=${EVERY:-1m}       # how often a shard saves its checkpoint
RETRIES=${RETRIES:-3}    # tries per shard
# nqueens on the hosts: ssh commands get a short PATH (often without
# ~/go/bin), so give a full path there if it is not in /usr/local/bin.
NQUEENS=${NQUEENS:-nqueens}

die() { echo "count-over-ssh.sh: $*" >&2; exit 2; }
[ -r "$HOSTS" ] || die "no hosts file $HOSTS: one ssh login per line"
[[ $N =~ ^[0-9]+$ && $SHARDS =~ ^[0-9]+$ && $SHARDS -ge 1 && $CPUS =~ ^[0-9]+$ && $SLOTS =~ ^[1-9][0-9]*$ ]] ||
  die "N, SHARDS, CPUS and SLOTS must be whole numbers"
command -v nqueens >/dev/null || die "no nqueens here to merge with: go install github.com/nqueens/nqueens/cmd/nqueens@latest"

# On each host the shards work in ~/nqueens-work/nN-of-M, where their
# checkpoints and results stay (a few KB a shard; remove it when done).
# Nothing is deleted there: when this directory and that one are the same
# (a shared home), a copy back and a cleanup would remove the results.
work=nqueens-work/n$N-of-$SHARDS
name=results/n$N-shard{}-of-$SHARDS
umask 022 # results others can read, here and on the hosts
mkdir -p results

# Every host answers and has nqueens, before any shard starts.
parallel --nonall --tag --sshloginfile "$HOSTS" \
  "command -v $NQUEENS >/dev/null || { echo 'no $NQUEENS on this host: set NQUEENS to its full path there'; exit 1; }" ||
  die "a host is unreachable or has no $NQUEENS (above)"

status=0
seq 0 $((SHARDS - 1)) | parallel --sshloginfile "$HOSTS" --jobs "$SLOTS" --retries "$RETRIES" \
  --joblog "results/n$N-of-$SHARDS.joblog" --resume-failed --tag \
  --workdir "$work" --return "$name.json" \
  "umask 022; mkdir -p results; if [ -s $name.json ]; then echo done already; exit 0; fi;
   $NQUEENS count $N --shard {}/$SHARDS --workers $CPUS --checkpoint $name.ckpt --checkpoint-every $EVERY --resume --output $name.json" ||
  status=$?
if [ "$status" -ne 0 ]; then
  echo "count-over-ssh.sh: parallel exit $status: shards failed (results/n$N-of-$SHARDS.joblog); run the same command again to rerun them" >&2
fi
nqueens count merge results/n"$N"-shard*-of-"$SHARDS".json
