#!/usr/bin/env bash
# The trainer's background sync installs the pack the class was given and the class's scheduled
# exam of that pack's blueprint becomes startable without a restart (docs/centre.md § Background
# sync), against the test run's private PostgreSQL cluster (ARBITER_TEST_PG, scripts/pg-test-cluster
# run): a class go-3 with an instructor and a candidate; the instructor's pack (one question and an
# exam blueprint, built with arbiter-cli pack build) given to the class and an exam of its
# blueprint scheduled open now; the candidate's training database joined to the class. The trainer
# (a script run with --background-sync, its packs folder in a temporary XDG_DATA_HOME) then shows
# the pack installed, and SCRIPT starts the scheduled exam. The store must hold its sitting and the
# packs folder the pack. Without a server it fails and says why.
#   background_pack.sh TRAINER CLI SCRIPT
set -euo pipefail
trainer=$1 cli=$2 script=$3

source "$(dirname "$0")/centre_test_db.sh"
centre_test_db bgpack "$cli"
psql -q "$admin" -v ON_ERROR_STOP=1 >/dev/null <<SQL
SELECT centre_add_class('上海棋院', 'go-3', '围棋三级 2026');
SELECT centre_add_instructor('go-3', '${db}_chen', '陈老师');
SELECT centre_add_candidate('go-3', '李明', '${db}_li');
SQL
uri() { echo "postgresql:///$db?host=$host&port=${port:-5432}&user=${db}_$1"; }

# The instructor's course: one Go question and a one-item mock exam over go-rules.
course="$work/course"
mkdir -p "$course/question_bank/course" "$course/question_bank/exam_blueprints"
cat >"$course/question_bank/course/course.yaml" <<'YAML'
items:
  - id: bgpack-q-1
    type: single_choice
    levels: [cn-3, cn-2]
    topics: [go-rules, penalty]
    difficulty: 2
    prompt:
      zh-Hans: "对方并未表示弃权，一方连走两步。按1988年规则应如何判？（课程包练习）"
      zh-Hant: "對方並未表示棄權，一方連走兩步。按1988年規則應如何判？（課程包練習）"
      en: "The opponent has not passed, but a player plays two moves in a row. What is the ruling under the 1988 rules? (course pack)"
    options:
      - zh-Hans: "判连走两步者为负"
        zh-Hant: "判連走兩步者為負"
        en: "The player who moved twice loses"
      - zh-Hans: "第二步无效，不予处罚"
        zh-Hant: "第二步無效，不予處罰"
        en: "The second move is void, no penalty"
    answer: 0
    explanation:
      zh-Hans: "第十七条第一款：一方并未表示弃权，另一方连走二步，判连走二步者为负。"
      zh-Hant: "第十七條第一款：一方並未表示棄權，另一方連走二步，判連走二步者為負。"
      en: "Article 17.1: if the opponent has not passed and a player moves twice, the player who moved twice loses."
    source:
      - {document: cn-go-1988, article: "17.1"}
YAML
cat >"$course/question_bank/exam_blueprints/bgpack-exam.yaml" <<'YAML'
id: bgpack-go-cn-2
level: cn-2
sport: go
title:
  zh-Hans: 二级课程模拟考试
  zh-Hant: 二級課程模擬考試
  en: Second-grade course mock exam
time_limit_minutes: 10
pass_mark: 0.8
sections:
  - {topic: go-rules, items: 1}
YAML
"$cli" pack build "$course" -o "$work/course.arbpack" --id bgpack-course --version 1 --author 陈老师 \
  --title-zh-Hans 二级课程练习 --title-en "Second-grade course" >/dev/null
"$cli" centre give-pack "$(uri chen)" --class go-3 "$work/course.arbpack" >/dev/null
now=$(date -u +%s)
exam=$(psql -qtA "$admin" -v ON_ERROR_STOP=1 -c "INSERT INTO scheduled_exams(class_id, blueprint_id, seed, opens_at, closes_at)
  SELECT id, 'bgpack-go-cn-2', 31, to_timestamp($now - 3600), to_timestamp($now + 3600) FROM classes WHERE code = 'go-3'
  RETURNING id")

trainer_db="$work/trainer.db"
export XDG_DATA_HOME="$work/data"
"$cli" centre join "$(uri li)" --class go-3 --candidate 李明 --db "$trainer_db" >/dev/null
sed "s/@EXAM@/$exam/g" "$script" >"$work/script.txt"
"$trainer" --lang en --db "$trainer_db" --background-sync --script "$work/script.txt" --settings "$work/settings.yaml"

status=0
found=$(sqlite3 "$trainer_db" "SELECT s.blueprint_id, s.seed, t.server_id FROM exam_sessions s JOIN scheduled_sittings t
  ON t.exam_session_id = s.id" | tr '\n' ' ' | sed 's/ $//')
if [[ "$found" == "bgpack-go-cn-2|31|$exam" ]]; then
  echo "ok: the scheduled exam of the pack the trainer installed was started and is its sitting"
else
  echo "FAILED: sessions with their sittings: '$found', expected 'bgpack-go-cn-2|31|$exam'"; status=1
fi
if "$cli" pack list | grep -q "bgpack-course"; then
  echo "ok: the pack is installed in the packs folder"
else
  echo "FAILED: no installed bgpack-course in $XDG_DATA_HOME/arbiter-trainer/packs/"; ls -R "$XDG_DATA_HOME" || true; status=1
fi
exit $status
