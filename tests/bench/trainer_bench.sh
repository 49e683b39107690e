#!/bin/sh
# Prints the trainer's start-up and idle figures (goals: first frame on screen <= 350 ms, idle CPU
# <= 1 %, resident memory <= 120 MiB). Figures, not assertions. Use the Release build:
#   tests/bench/trainer_bench.sh build/bin/arbiter-trainer [screen] [runs]
#
# Three kinds of start, each `runs` times (default 3), the trainer's own --report-timing lines and
# the median of "first frame":
#   fresh, first start  the page cache holds none of the trainer's files (its binary, every shared
#                       library it maps — Mesa's driver and libLLVM among them —, the fonts, the
#                       content) and no font atlas is cached: a machine just booted, the program
#                       started for the first time
#   fresh               the same files out of the page cache, the atlas cached: the first start of
#                       the day
#   warm                everything cached: any later start
# "Out of the page cache" is done file by file (dd iflag=nocache: posix_fadvise DONTNEED), not by
# dropping every cache of a machine other people are using; a page another running process has
# mapped stays in memory, as it would on a fresh machine where the desktop already uses libc.
# Then, on the last warm start, idle CPU over 10 s and resident memory with where it goes.
#
# Runs in a private Xvfb with throw-away config, data and cache folders, so the user's settings
# and training history are untouched (the trainer opens an empty database there). The content
# loads on a thread of its own after the first frame (docs/architecture.md "Start-up"); resident
# memory is measured after it is in.
set -eu
trainer="${1:?usage: trainer_bench.sh path/to/arbiter-trainer [screen] [runs]}"
screen="${2:-home}"
runs="${3:-3}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export ARBITER_CONTENT_ROOT="${ARBITER_CONTENT_ROOT:-$root}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
ARBITER_FORCE_XVFB=1 XDG_CONFIG_HOME="$work" XDG_DATA_HOME="$work" XDG_CACHE_HOME="$work/cache" \
  "$root/tests/ui/with_display.sh" sh -c '
  trainer="$1"; screen="$2"; runs="$3"; work="$4"; content="$5"
  # One start, its report on stderr kept in $work/last; leaves the process running as $pid.
  start() {
    rm -f "$work/last"
    "$trainer" --screen "$screen" --report-timing 2>"$work/last" &
    pid=$!
    i=0
    while [ $i -lt 100 ] && ! grep -q "after the process started" "$work/last" 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
  }
  stop() { kill $pid; wait $pid 2>/dev/null || true; }
  figure() { sed -n "s/.*first frame on screen \([0-9]*\) ms.*/\1/p" "$work/last"; }
  median() { sort -n | awk "{ a[NR] = \$1 } END { if (NR) print a[int((NR + 1) / 2)] }"; }
  # The files the trainer reads at a start: whatever it maps (found on a first, uncounted run),
  # the content, and the font atlas cache when that is to go too.
  start; sleep 2
  awk "\$6 ~ /^\\// { print \$6 }" /proc/$pid/maps | sort -u > "$work/mapped"
  stop
  evict() {
    while read -r file; do dd if="$file" iflag=nocache count=0 status=none 2>/dev/null || true; done < "$work/mapped"
    find "$content/assets" "$content/scenarios" "$content/question_bank" -type f -exec dd if={} iflag=nocache count=0 status=none \; 2>/dev/null || true
    dd if="$trainer" iflag=nocache count=0 status=none
  }
  for kind in "fresh, first start" fresh warm; do
    : > "$work/figures"
    echo "== $kind"
    n=0
    while [ $n -lt "$runs" ]; do
      case "$kind" in
        "fresh, first start") rm -rf "$work/cache"; evict ;;
        fresh) evict ;;
      esac
      start
      grep -A2 "first frame" "$work/last" | sed "s/^/  /" || echo "  first frame: not reported"
      figure >> "$work/figures"
      n=$((n + 1))
      [ "$kind" = warm ] && [ $n -eq "$runs" ] && break
      stop
      sleep 1
    done
    echo "  median first frame: $(median < "$work/figures") ms over $runs runs ($(tr "\n" " " < "$work/figures")ms)"
  done
  # The last warm start is still running: let the content load and the loop settle, then idle.
  sleep 5
  hz=$(getconf CLK_TCK)
  t0=$(awk "{print \$14+\$15}" /proc/$pid/stat)
  sleep 10
  t1=$(awk "{print \$14+\$15}" /proc/$pid/stat)
  echo "idle CPU over 10 s: $(( (t1 - t0) * 100 / hz / 10 )).$(( (t1 - t0) * 1000 / hz / 10 % 10 )) % ($((t1 - t0)) ticks of $hz/s)"
  echo "resident memory at idle: $(awk "/VmRSS/ {printf \"%.1f MiB\", \$2 / 1024}" /proc/$pid/status)"
  # Where it goes: the GL driver (libLLVM and the other Mesa libraries), the heap, other anonymous
  # memory (llvmpipe and Mesa buffers, the malloc arenas of the other threads), the fonts, everything else.
  awk "/^[0-9a-f]+-[0-9a-f]+ / { name = \$6 } /^Rss:/ {
         if (name ~ /LLVM/) llvm += \$2; else if (name ~ /(mesa|dri|swrast|libGL|libgallium)/) mesa += \$2;
         else if (name == \"[heap]\") heap += \$2; else if (name == \"\") anon += \$2;
         else if (name ~ /fonts/) fonts += \$2; else other += \$2 }
       END { printf \"  libLLVM %.1f MiB, other Mesa/GL %.1f MiB, [heap] %.1f MiB, anonymous %.1f MiB, fonts %.1f MiB, other files %.1f MiB\\n\",
             llvm/1024, mesa/1024, heap/1024, anon/1024, fonts/1024, other/1024 }" /proc/$pid/smaps
  stop
' bench "$trainer" "$screen" "$runs" "$work" "$ARBITER_CONTENT_ROOT"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
