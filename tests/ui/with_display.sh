#!/bin/sh
# Runs a command with an X display: the current one if there is one, else a private Xvfb.
# The screen is large enough for the default 1280x800 window.
if [ -n "${DISPLAY:-}" ] && [ -z "${ARBITER_FORCE_XVFB:-}" ]; then
  exec "$@"
fi
exec xvfb-run -a -s "-screen 0 1600x1000x24" "$@"
