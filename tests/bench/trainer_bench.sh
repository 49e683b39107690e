#!/bin/sh
# Prints the trainer's start-up and idle figures (issue 10's goals: first frame <= 350 ms under
# Xvfb, idle CPU <= 1 %, <= 120 MiB). Figures, not assertions. Use the Release build:
#   tests/ui/trainer_bench.sh build/bin/arbiter-trainer [screen]
# Runs in a private Xvfb with throw-away config, data and cache folders, so the user's settings and
# training history are untouched (the trainer opens an empty database there). All content
# (questions, drills, scenarios with their rulings, facts, blueprints) is loaded before the first
# frame, so "resident memory" is after loading all content.
set -eu
trainer="${1:?usage: trainer_bench.sh path/to/arbiter-trainer [screen]}"
screen="${2:-home}"
here="$(cd "$(dirname "$0")" && pwd)"
export ARBITER_CONTENT_ROOT="${ARBITER_CONTENT_ROOT:-$(cd "$here/../.." && pwd)}"
config="$(mktemp -d)"
trap 'rm -rf "$config"' EXIT
ARBITER_FORCE_XVFB=1 XDG_CONFIG_HOME="$config" XDG_DATA_HOME="$config" XDG_CACHE_HOME="$config" "$here/with_display.sh" sh -c '
  # The first start finds no font atlas in its (throw-away) cache and rasterises one; the second
  # reads it back, as every later start of a user does (docs/ui.md "The first frame").
  "$1" --screen "$2" --report-timing 2>"$3/stderr-cold" &
  pid=$!
  sleep 3
  echo "without a cached atlas:"
  grep -A1 "first frame" "$3/stderr-cold" || echo "first frame: not reported"
  kill $pid
  wait $pid 2>/dev/null || true
  "$1" --screen "$2" --report-timing 2>"$3/stderr" &
  pid=$!
  sleep 3
  echo "with the atlas cached:"
  grep -A1 "first frame" "$3/stderr" || echo "first frame: not reported"
  grep "after the process started" "$3/stderr" || true
  hz=$(getconf CLK_TCK)
  t0=$(awk "{print \$14+\$15}" /proc/$pid/stat)
  sleep 10
  t1=$(awk "{print \$14+\$15}" /proc/$pid/stat)
  echo "idle CPU over 10 s: $(( (t1 - t0) * 100 / hz / 10 )).$(( (t1 - t0) * 1000 / hz / 10 % 10 )) % ($((t1 - t0)) ticks of $hz/s)"
  echo "resident memory: $(awk "/VmRSS/ {printf \"%.0f MiB\", \$2 / 1024}" /proc/$pid/status)"
  # Where it goes: the GL driver (libLLVM and the other Mesa libraries), the heap, other anonymous
  # memory (llvmpipe and Mesa buffers are anonymous too), everything else.
  awk "/^[0-9a-f]+-[0-9a-f]+ / { name = \$6 } /^Rss:/ {
         if (name ~ /LLVM/) llvm += \$2; else if (name ~ /(mesa|dri|swrast|libGL|libgallium)/) mesa += \$2;
         else if (name == \"[heap]\") heap += \$2; else if (name == \"\") anon += \$2; else other += \$2 }
       END { printf \"  libLLVM %.0f MiB, other Mesa/GL %.0f MiB, [heap] %.0f MiB, anonymous %.0f MiB, other files %.0f MiB\\n\",
             llvm/1024, mesa/1024, heap/1024, anon/1024, other/1024 }" /proc/$pid/smaps
  kill $pid
  wait $pid 2>/dev/null || true
' bench "$trainer" "$screen" "$config"
