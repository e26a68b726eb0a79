#!/usr/bin/env bash
# tmux-check.sh QS1 [NQUEENS]: drive `qs1 --animate` in a real terminal (a detached
# tmux session on a private socket) and check what a person would see:
# the board is drawn, the cursor is hidden while animating and shown again
# afterwards, q and Ctrl-C stop the search at once, and the terminal mode
# (stty) is the same after the program as before. Run by TestTmux; by hand:
#   go build -o /tmp/qs1 ./cmd/qs1 && bash cmd/internal/animate/testdata/tmux-check.sh /tmp/qs1
# With NQUEENS (the umbrella command) it also walks `nqueens demo` with
# Enter and q.
set -euo pipefail
bin=$1
nqueens=${2:-}
sock="nqueens-check-$$"
dir=$(mktemp -d)
tm() { tmux -L "$sock" "$@"; }
cleanup() { tm kill-server 2>/dev/null || true; rm -rf "$dir"; }
trap cleanup EXIT

fail() {
  echo "FAIL: $*"
  echo "---- screen ----"
  tm capture-pane -p -t "$cur" 2>/dev/null || true
  exit 1
}

# start CMD: run CMD in a fresh 100x40 session; the pane records the exit
# status and whether stty settings survived, then stays open.
# Each case has its own session: killing the last session would stop the
# server while the next one starts.
cases=0
start() {
  cases=$((cases + 1))
  cur="check$cases"
  tm -f /dev/null new-session -d -s "$cur" -x 100 -y 40 \
    "stty -g > $dir/before; $1; echo EXIT=\$?; stty -g > $dir/after; cmp -s $dir/before $dir/after && echo TTY=same || echo TTY=changed; sleep 60"
}

# wait_for PATTERN SECONDS: poll the screen until grep -E finds PATTERN.
wait_for() {
  local i
  for ((i = 0; i < $2 * 20; i++)); do
    screen=$(tm capture-pane -p -t "$cur")
    if grep -qE -- "$1" <<<"$screen"; then return 0; fi
    if grep -q 'EXIT=' <<<"$screen"; then fail "the program ended before '$1' appeared"; fi
    sleep 0.05
  done
  fail "no '$1' on the screen after $2 s"
}

# settled: after EXIT= is on the screen, wait for the TTY= line the pane
# prints next (grepping right after EXIT= raced with it under load).
settled() {
  local i
  for ((i = 0; i < 200; i++)); do
    if tm capture-pane -p -t "$cur" | grep -qE 'TTY=(same|changed)'; then return 0; fi
    sleep 0.05
  done
  fail "no TTY= line 10 s after the program ended"
}

cursor() { tm display -p -t "$cur" '#{cursor_flag}'; }

# 1. The example of the manual: a short animation runs to the end.
start "env LANG=C.UTF-8 $bin 8 --animate --delay 50ms"
wait_for 'EXIT=' 20
settled
screen=$(tm capture-pane -p -t "$cur")
grep -q 'EXIT=0' <<<"$screen" || fail "qs1 8 --animate did not exit 0"
grep -q '♛' <<<"$screen" || fail "no queen glyph on the screen"
grep -q 'verified' <<<"$screen" || fail "no summary line after the animation"
grep -q 'TTY=same' <<<"$screen" || fail "terminal mode changed"
[ "$(cursor)" = 1 ] || fail "cursor hidden after the animation ended"
echo "ok: animation runs to the end, cursor shown, terminal mode kept"

# 2 and 3. A long animation stopped by q, then by Ctrl-C.
for key in q C-c; do
  start "env LANG=C.UTF-8 $bin 24 --classic --animate --delay 2s --seed 5"
  wait_for 'q or Ctrl-C: stop' 20
  [ "$(cursor)" = 0 ] || fail "cursor visible while animating"
  tm capture-pane -p -t "$cur" | grep -q '♛' || fail "no board while animating"
  tm send-keys -t "$cur" "$key"
  wait_for 'EXIT=' 30
  settled
  screen=$(tm capture-pane -p -t "$cur")
  grep -q 'TTY=same' <<<"$screen" || fail "terminal mode changed after $key"
  [ "$(cursor)" = 1 ] || fail "cursor not restored after $key"
  echo "ok: $key stops the animation at once and restores the cursor"
done

# 4. No UTF-8 locale: the ASCII board.
start "env -u LC_ALL -u LC_CTYPE LANG=C $bin 8 --animate --delay 0"
wait_for 'EXIT=' 20
settled
screen=$(tm capture-pane -p -t "$cur")
grep -q '♛' <<<"$screen" && fail "Unicode drawn under LANG=C"
grep -qE '^ *1 .*Q' <<<"$screen" || grep -qE '^ *[0-9]+ .*Q' <<<"$screen" || fail "no ASCII queens under LANG=C"
[ "$(cursor)" = 1 ] || fail "cursor hidden after the ASCII animation"
echo "ok: ASCII board when the locale is not UTF-8"

# 5. The demo waits for Enter between steps and stops on q.
if [ -n "$nqueens" ]; then
  start "env LANG=C.UTF-8 $nqueens demo"
  wait_for '\[Enter: step 2 of' 30
  grep -q 'Step 2 of' <<<"$(tm capture-pane -p -t "$cur")" && fail "step 2 ran before Enter"
  tm send-keys -t "$cur" Enter
  wait_for 'Step 2 of' 30
  if tm capture-pane -p -t "$cur" | grep -q '\[Enter: step 3 of'; then :; else wait_for '\[Enter: step 3 of|End of the tour' 60; fi
  if tm capture-pane -p -t "$cur" | grep -q '\[Enter: step 3 of'; then
    tm send-keys -t "$cur" q Enter
    wait_for 'The tour stops here' 30
  fi
  wait_for 'EXIT=0' 30
  settled
  grep -q 'TTY=same' <<<"$(tm capture-pane -p -t "$cur")" || fail "terminal mode changed by the demo"
  echo "ok: the demo waits for Enter and stops on q"
fi

# 6. count --list --animate: q stops the backtracking search cleanly.
if [ -n "$nqueens" ]; then
  start "env LANG=C.UTF-8 $nqueens count 8 --list --animate --delay 1s"
  wait_for 'q or Ctrl-C: stop' 20
  tm capture-pane -p -t "$cur" | grep -q 'count --list: n = 8, backtracking' || fail "no backtracking frame"
  [ "$(cursor)" = 0 ] || fail "cursor visible while animating count"
  tm send-keys -t "$cur" q
  wait_for 'EXIT=0' 30
  settled
  screen=$(tm capture-pane -p -t "$cur")
  grep -q 'stopped with q after' <<<"$screen" || fail "count did not say it stopped"
  grep -q 'TTY=same' <<<"$screen" || fail "terminal mode changed by count --animate"
  [ "$(cursor)" = 1 ] || fail "cursor not restored after count --animate"
  echo "ok: count --list --animate stops on q and restores the terminal"
fi
