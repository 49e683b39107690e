#!/usr/bin/env bash
# The instructor's screen against the test run's private PostgreSQL cluster (ARBITER_TEST_PG, from
# scripts/pg-test-cluster run): seeds a database with class go-3 (李明, 王芳, 张伟 and 40 numbered
# candidates with answers under twelve articles, two mock exams, a scheduled exam two of them sat)
# taught by the instructor role, and
# class go-2 taught by another; runs SCRIPT (its @CONNINFO@ replaced by the instructor's URI) in
# the trainer; then checks that the CSV the screen exported is byte for byte what
# `arbiter-cli centre report --class go-3 --csv` writes, and that the settings file kept the
# connection without a password.
#   instructor_report.sh TRAINER CLI SCRIPT OUTDIR
set -euo pipefail
trainer=$1 cli=$2 script=$3 outdir=$4

source "$(dirname "$0")/centre_test_db.sh"
centre_test_db ui "$cli"
chen="${db}_chen"
psql -q "$admin" -v ON_ERROR_STOP=1 >/dev/null <<SQL
SELECT centre_add_class('上海棋院', 'go-3', '围棋三级 2026');
SELECT centre_add_class('上海棋院', 'go-2', '围棋二级 2026');
SELECT centre_add_instructor('go-3', '$chen', '陈老师');
SELECT centre_add_instructor('go-2', '${db}_sun', '孙老师');
SELECT centre_add_candidate('go-3', '李明', '${db}_li');
SELECT centre_add_candidate('go-3', '王芳', '${db}_wang');
SELECT centre_add_candidate('go-3', '张伟', '${db}_zhang');
SELECT centre_add_candidate('go-2', '赵六', '${db}_zhao');
SELECT centre_add_candidate('go-3', format('考生%s', lpad(i::text, 2, '0')), format('${db}_c%s', i)) FROM generate_series(1, 40) i;

-- Answers pushed as the trainer pushes them (the owner writes them here directly).
CREATE FUNCTION pg_temp.answer(who text, n int, art text, topic text, score float8, at timestamptz) RETURNS void AS \$\$
  INSERT INTO attempts(candidate_id, source_id, mode, item_id, fingerprint, topics, articles, answer, score, parts, seconds, answered_at)
  SELECT c.id, 'store/a' || n, 'practice', 'q-' || n, 'f', ARRAY[topic], ARRAY[art], '{}', score, '[]', 30, at
  FROM candidates c WHERE c.name = who
\$\$ LANGUAGE sql;
-- 李明: the ko article 1 right of 4, the byo-yomi one 2 of 2; 王芳: 3 answers; 张伟: none.
SELECT pg_temp.answer('李明', 1, 'cn-go-2002 17.1', 'ko', 0, '2026-11-21 12:00+00');
SELECT pg_temp.answer('李明', 2, 'cn-go-2002 17.1', 'ko', 0, '2026-11-21 12:01+00');
SELECT pg_temp.answer('李明', 3, 'cn-go-2002 17.1', 'ko', 1, '2026-11-21 12:02+00');
SELECT pg_temp.answer('李明', 4, 'cn-go-2002 17.1', 'ko', 0, '2026-11-21 12:03+00');
SELECT pg_temp.answer('李明', 5, 'cn-go-2002 12.3', 'byo-yomi', 1, '2026-11-21 12:04+00');
SELECT pg_temp.answer('李明', 6, 'cn-go-2002 12.3', 'byo-yomi', 1, '2026-11-21 12:05+00');
SELECT pg_temp.answer('王芳', 1, 'cn-go-2002 17.1', 'ko', 1, '2026-11-22 09:00+00');
SELECT pg_temp.answer('王芳', 2, 'cn-go-2002 12.3', 'byo-yomi', 0, '2026-11-22 09:01+00');
SELECT pg_temp.answer('王芳', 3, 'cn-go-2002 12.3', 'byo-yomi', 0.5, '2026-11-22 09:02+00');
-- The 40 numbered candidates: two answers under each of twelve articles, scores spread over the bands.
SELECT pg_temp.answer(format('考生%s', lpad(i::text, 2, '0')), j * 2 + k, format('cn-go-2002 %s.%s', 10 + j / 3, j % 3 + 1),
                      'go-rules', ((i * 7 + j * 5 + k * 3) % 11) / 10.0, '2026-11-23 08:00+00')
FROM generate_series(1, 40) i, generate_series(0, 11) j, generate_series(0, 1) k;
SELECT pg_temp.answer('赵六', 1, 'cn-go-2002 17.1', 'ko', 1, '2026-11-21 12:00+00');

INSERT INTO exam_sessions(candidate_id, source_id, blueprint_id, seed, time_limit_ms, started_at, submitted_at)
SELECT id, 'store/e1', 'go-cn-3', '1', 3600000, '2026-11-24 01:00+00', '2026-11-24 01:40+00' FROM candidates WHERE name IN ('李明', '王芳');
INSERT INTO exam_results(candidate_id, exam_source_id, items, answered, score, percent, pass_mark, passed, topics)
SELECT id, 'store/e1', 3, 3, CASE WHEN name = '李明' THEN 3 ELSE 1 END, CASE WHEN name = '李明' THEN 1.0 ELSE 1.0 / 3 END, 0.8,
       name = '李明',
       CASE WHEN name = '李明'
            THEN '[{"topic":"ko","items":2,"answered":2,"correct":2,"score":2,"percent":1.0},{"topic":"byo-yomi","items":1,"answered":1,"correct":1,"score":1,"percent":1.0}]'
            ELSE '[{"topic":"ko","items":2,"answered":2,"correct":0,"score":0,"percent":0.0},{"topic":"byo-yomi","items":1,"answered":1,"correct":1,"score":1,"percent":1.0}]' END::jsonb
FROM candidates WHERE name IN ('李明', '王芳');
-- A scheduled exam: go-cn-3 drawn with seed 1, open 2026-11-24 00:00 to 03:00 UTC. 李明 and 王芳 sat
-- it (their sessions above began at 01:00); nobody else has.
INSERT INTO scheduled_exams(class_id, blueprint_id, seed, opens_at, closes_at)
SELECT id, 'go-cn-3', 1, '2026-11-24 00:00+00', '2026-11-24 03:00+00' FROM classes WHERE code = 'go-3';
SQL

uri="postgresql:///$db?host=$host&port=${port:-5432}&user=$chen"
text=$(cat "$script")
# The replacement quoted: bash 5.2 reads a bare & in it as the matched text.
printf '%s\n' "${text//@CONNINFO@/"$uri"}" >"$work/script.txt"
export XDG_DATA_HOME="$work/data"
(cd "$outdir" && "$trainer" --lang zh-Hans --script "$work/script.txt" --settings "$work/settings.yaml")

status=0
exported=$(ls "$work"/data/arbiter-trainer/centre/go-3-exams-*.csv 2>/dev/null | head -n 1)
if [[ -z "$exported" ]]; then
  echo "FAILED: no CSV in $work/data/arbiter-trainer/centre/"; status=1
elif ! "$cli" centre report "$uri" --class go-3 --csv | cmp -s - "$exported"; then
  echo "FAILED: the exported CSV differs from arbiter-cli centre report --csv:"; cat "$exported"; status=1
else
  echo "ok: $exported is what arbiter-cli centre report --csv writes ($(wc -l <"$exported") lines)"
fi
if ! grep -q "centre_conninfo" "$work/settings.yaml" || ! grep -qF "$uri" "$work/settings.yaml" || ! grep -q "centre_class: go-3" "$work/settings.yaml"; then
  echo "FAILED: the settings file did not keep the connection and class:"; cat "$work/settings.yaml"; status=1
elif grep -q "secret" "$work/settings.yaml"; then
  echo "FAILED: the refused password reached the settings file"; status=1
else
  echo "ok: the settings keep the connection and the class, no password"
fi
exit $status
