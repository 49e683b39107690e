#!/bin/sh
# Runs a UI script against a fresh database, then checks what it left in the store with sqlite3:
#   check_store.sh TRAINER SCRIPT DB [trainer options...] -- 'SQL' EXPECTED ['SQL' EXPECTED ...]
# Each SQL query's output (rows joined by spaces) must equal EXPECTED. The script's own failures
# (exit 6) fail the test first.
set -u
trainer=$1 script=$2 db=$3
shift 3
options=""
while [ $# -gt 0 ] && [ "$1" != "--" ]; do options="$options $1"; shift; done
[ $# -gt 0 ] && shift
rm -f "$db" "$db-wal" "$db-shm"
# shellcheck disable=SC2086
"$trainer" --script "$script" --db "$db" $options || exit $?
status=0
while [ $# -ge 2 ]; do
  found=$(sqlite3 "$db" "$1" | tr '\n' ' ' | sed 's/ $//')
  if [ "$found" = "$2" ]; then
    echo "ok: $1 -> $found"
  else
    echo "FAILED: $1 -> '$found', expected '$2'"
    status=1
  fi
  shift 2
done
exit $status
