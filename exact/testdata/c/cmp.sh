#!/bin/bash
# Interleaved CPU-time comparison of whole programs on a noisy machine.
# usage: cmp.sh REPS "label1::command 1" "label2::command 2" ...
# Runs each command once per round, REPS rounds, and prints per label the
# median CPU time (user+sys) and every run as cpu/wall seconds.
set -u
reps=$1; shift
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
declare -A res
for _ in $(seq "$reps"); do
  for spec in "$@"; do
    label=${spec%%::*}; cmd=${spec#*::}
    /usr/bin/time -o "$tmp" -f "%U %S %e" bash -c "$cmd" >/dev/null 2>&1
    res[$label]="${res[$label]:-} $(awk '{printf "%.2f/%.2f", $1+$2, $3}' "$tmp")"
  done
done
for spec in "$@"; do
  label=${spec%%::*}
  med=$(echo ${res[$label]} | tr ' ' '\n' | cut -d/ -f1 | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}')
  echo "$label: median cpu $med s; runs cpu/wall:${res[$label]}"
done
