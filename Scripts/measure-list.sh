#!/usr/bin/env bash
# Measures `termui-bench --list N` in a real terminal (tmux): time from exec to the first frame on screen,
# TermUI's own time per ↓ (key read to bytes written, from TERMUI_TRACE), and bytes the terminal receives per ↓.
#
#   Scripts/measure-list.sh [ROWS] [PRESSES] [COLSxROWS]      (defaults: 10000 100 200x50)
#
# Build first: swift build -c release --product termui-bench
set -euo pipefail
rows=${1:-10000} presses=${2:-100} size=${3:-200x50}
cd "$(dirname "$0")/.."
bin=$PWD/.build/release/termui-bench
[ -x "$bin" ] || { echo "build first: swift build -c release --product termui-bench" >&2; exit 2; }
work=$(mktemp -d) sock=measure-$$
trap 'tmux -L $sock kill-server 2>/dev/null; rm -rf "$work"' EXIT
t() { tmux -L "$sock" -f /dev/null "$@"; }
t new-session -d -s m -x "${size%x*}" -y "${size#*x}" \
  "sh -c 'date +%s%N > $work/t0; TERMUI_TRACE=$work/trace exec $bin --list $rows'"
until t capture-pane -p -t m | grep -q "Row 0"; do sleep 0.01; done
sleep 0.3
t pipe-pane -t m -o "cat > $work/bytes"
sleep 0.2
for _ in $(seq "$presses"); do t send-keys -t m Down; sleep 0.02; done
sleep 0.5
t pipe-pane -t m
t send-keys -t m q
while [ ! -s "$work/trace" ]; do sleep 0.05; done
start=$(cat "$work/t0") first=$(awk '/first_frame/ {print $2}' "$work/trace")
echo "rows: $rows, terminal: $size, presses of ↓: $presses"
echo "exec to first frame: $(( (first - start) / 1000 )) µs"
awk '/^input/ {print $5}' "$work/trace" | sort -n | awk '{v[NR]=$1} END {
  printf "own time per ↓ (key read to bytes written): median %.0f µs, p99 %.0f µs, max %.0f µs over %d batches\n",
  v[int((NR+1)/2)], v[int(NR*0.99+0.5)], v[NR], NR }'
echo "bytes to the terminal per ↓: $(( $(stat -c %s "$work/bytes") / presses ))"
