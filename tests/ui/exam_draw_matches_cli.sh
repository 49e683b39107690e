#!/bin/sh
# The desktop trainer and the terminal draw the same mock exam — questions and scenarios — for
# the same blueprint and seed (both draw from every training item):
#   exam_draw_matches_cli.sh TRAINER CLI SCRIPT WORKDIR
# SCRIPT starts the cn-3 exam; both run with the seed find_exam_seed.sh picks for it.
set -u
trainer=$1 cli=$2 script=$3 dir=$4
mkdir -p "$dir"
rm -f "$dir"/gui.db* "$dir"/cli.db*
seed=$("$(dirname "$0")/find_exam_seed.sh" "$cli") || exit 1
"$trainer" --script "$script" --db "$dir/gui.db" --exam-seed "$seed" || exit $?
echo q | "$cli" exam --blueprint cn-3 --seed "$seed" --db "$dir/cli.db" --json-lines >/dev/null || exit $?
query="select group_concat(item_id, ' ') from (select item_id from exam_items order by position)"
gui=$(sqlite3 "$dir/gui.db" "$query")
cli=$(sqlite3 "$dir/cli.db" "$query")
echo "trainer: $gui"
echo "cli:     $cli"
[ -n "$gui" ] && [ "$gui" = "$cli" ] || { echo "FAILED: the two exams differ"; exit 1; }
echo "ok: the same $(echo "$gui" | wc -w) items"
