#!/bin/sh
# The desktop trainer and the terminal draw the same mock exam — questions and scenarios — for
# the same blueprint and seed (both draw from every training item):
#   exam_draw_matches_cli.sh TRAINER CLI SCRIPT WORKDIR SEED
# SCRIPT starts the go-cn-3 exam; both draw it with SEED (tests/ui/CMakeLists.txt: the one
# find_exam_seed.sh picks for the script).
set -u
trainer=$1 cli=$2 script=$3 dir=$4 seed=$5
mkdir -p "$dir"
rm -f "$dir"/gui.db* "$dir"/cli.db*
"$trainer" --script "$script" --db "$dir/gui.db" --exam-seed "$seed" || exit $?
echo q | "$cli" exam --blueprint go-cn-3 --seed "$seed" --db "$dir/cli.db" --json-lines >/dev/null || exit $?
query="select group_concat(item_id, ' ') from (select item_id from exam_items order by position)"
gui=$(sqlite3 "$dir/gui.db" "$query")
cli=$(sqlite3 "$dir/cli.db" "$query")
echo "trainer: $gui"
echo "cli:     $cli"
[ -n "$gui" ] && [ "$gui" = "$cli" ] || { echo "FAILED: the two exams differ"; exit 1; }
echo "ok: the same $(echo "$gui" | wc -w) items"
