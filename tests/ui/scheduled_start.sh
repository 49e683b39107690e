#!/bin/sh
# A class's scheduled exam started from the trainer's exam list is recorded as that exam's sitting
# (store v7 scheduled_sittings; the push sends its id, docs/centre.md § Reports): a store made by
# a first run gets a kept schedule open now (written with sqlite3, as a pull would), then the
# script presses the exam's Start and the store must hold the session and its sitting.
#   scheduled_start.sh TRAINER SCRIPT DIR
set -eu
trainer=$1 script=$2 dir=$3
db="$dir/scheduled.db"
rm -f "$db" "$db-wal" "$db-shm"
printf 'click nav.exam\nexpect screen exam\n' >"$dir/open.txt"
"$trainer" --db "$db" --script "$dir/open.txt" --settings "$dir/settings.yaml"
now=$(($(date +%s) * 1000))
sqlite3 "$db" "INSERT INTO class_schedule(profile_id, server_id, class_code, blueprint_id, seed, opens_at, closes_at,
  scheduled_by, pulled_at) SELECT id, 77, 'go-3', 'go-cn-3', 92, $((now - 3600000)), $((now + 3600000)), 'chen', $now
  FROM profiles"
"$trainer" --db "$db" --script "$script" --settings "$dir/settings.yaml"
found=$(sqlite3 "$db" "SELECT s.blueprint_id, s.seed, t.server_id FROM exam_sessions s JOIN scheduled_sittings t
  ON t.exam_session_id = s.id" | tr '\n' ' ' | sed 's/ $//')
if [ "$found" = "go-cn-3|92|77" ]; then
  echo "ok: the session started from the exam list is scheduled exam 77's sitting"
else
  echo "FAILED: sessions with their sittings: '$found', expected 'go-cn-3|92|77'"
  exit 1
fi
