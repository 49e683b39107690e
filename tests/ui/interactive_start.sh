#!/bin/sh
# The interactive start (no --screenshot, no --script): the content's worker begins reading only
# after the window's first frame is on screen (--report-timing's times, measured on the worker),
# the content arrives, and no GLFW error is printed. Run once per way of making the GL context:
# EGL (the default), GLX asked for, and EGL failing (no EGL vendor), which must fall back to GLX
# and still draw (docs/ui.md "Start-up").
#   interactive_start.sh TRAINER WORK_DIR
set -eu
trainer=$1 dir=$2
mkdir -p "$dir"
failed=0
check() {  # check NAME ENV-ASSIGNMENT
  name=$1
  log="$dir/$name.log"
  rm -rf "$dir/home" "$log"
  mkdir -p "$dir/home"
  env "$2" XDG_CONFIG_HOME="$dir/home" XDG_DATA_HOME="$dir/home" XDG_CACHE_HOME="$dir/home/cache" \
    "$trainer" --report-timing 2>"$log" &
  pid=$!
  i=0
  while [ $i -lt 300 ] && ! grep -q "content read" "$log" 2>/dev/null && kill -0 $pid 2>/dev/null; do
    sleep 0.1
    i=$((i + 1))
  done
  kill $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
  frame=$(sed -n 's/.*first frame on screen \([0-9]*\) ms.*/\1/p' "$log")
  began=$(sed -n 's/.*content read from \([0-9-]*\) to [0-9]* ms after start.*/\1/p' "$log")
  content=$(sed -n 's/.*content read from [0-9-]* to \([0-9]*\) ms after start.*/\1/p' "$log")
  if [ -z "$frame" ] || [ -z "$content" ]; then
    echo "FAIL $name: no first frame or no content (log below)"; cat "$log"; failed=1; return
  fi
  if [ "$began" -lt "$frame" ]; then
    echo "FAIL $name: the content's reading began ($began ms) before the first frame ($frame ms)"; failed=1; return
  fi
  if grep -q "GLFW error" "$log"; then
    echo "FAIL $name: GLFW reported an error"; cat "$log"; failed=1; return
  fi
  echo "ok $name: first frame $frame ms, content $content ms"
}
check egl A=1
check glx ARBITER_GL_API=glx
check egl-missing __EGL_VENDOR_LIBRARY_FILENAMES=/nonexistent.json
exit $failed
