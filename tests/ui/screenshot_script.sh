#!/bin/sh
# Runs a screenshot script in the trainer, then proves every picture it names is a real picture:
#   screenshot_script.sh TRAINER PNG_CHECK SCRIPT [trainer options...]
# tests/ui/CMakeLists.txt writes one such script per language (every screen and tab, reached
# through the sidebar and the tabs). Run in the screenshot folder, where the pictures land. The
# trainer's own failures come first: a missing glyph (exit 3), an unwritable PNG (4), a failed
# step such as a target that is not on the screen (6).
set -u
trainer=$1 check=$2 script=$3
shift 3
pictures=$(sed -n 's/^screenshot //p' "$script")
if [ -z "$pictures" ]; then
  echo "FAILED: $script names no screenshot" >&2
  exit 1
fi
# A picture left by an earlier run must not pass for this one.
for png in $pictures; do rm -f "$png"; done
"$trainer" --script "$script" "$@"
status=$?
if [ "$status" -ne 0 ]; then
  echo "FAILED: arbiter-trainer exited $status on $script" >&2
  exit "$status"
fi
for png in $pictures; do
  # The walks picture the window at 1280 x 800 and at 1024 x 640 (…-1024x640*.png).
  case "$png" in
    *-1024x640*) size="--min-width 1024 --min-height 640" ;;
    *) size="--min-width 1280 --min-height 800" ;;
  esac
  if ! "$check" "$png" $size; then
    echo "FAILED: $png" >&2
    status=1
  fi
done
exit "$status"
