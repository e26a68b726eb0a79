#!/bin/bash
# usage: cmp.sh REPS "label1::cmd1" "label2::cmd2" ... ; prints median user+sys CPU seconds per label
reps=$1; shift
declare -A res
for i in $(seq $reps); do
  for spec in "$@"; do
    label=${spec%%::*}; cmd=${spec#*::}
    /usr/bin/time -o /tmp/exact/t.$$ -f "%U %S %e" bash -c "$cmd" >/dev/null 2>&1
    t=$(awk '{printf "%.2f/%.2f", $1+$2, $3}' /tmp/exact/t.$$)
    res[$label]="${res[$label]} $t"
  done
done
for spec in "$@"; do label=${spec%%::*}; echo "$label: median cpu $(echo ${res[$label]} | tr ' ' '\n' | cut -d/ -f1 | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}') s; runs cpu/wall:${res[$label]}"; done
