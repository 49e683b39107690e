#!/bin/sh
# Runs the question-editor script, then proves the file it saved is a valid question file that
# holds the question as edited:
#   question_editor_saves.sh TRAINER CLI SCRIPT   (run in the folder the file is saved to)
set -u
trainer=$1 cli=$2 script=$3
rm -f question-editor-saved.yaml
"$trainer" --script "$script" || exit $?
[ -f question-editor-saved.yaml ] || { echo "FAILED: nothing saved"; exit 1; }
"$cli" validate question-editor-saved.yaml || { echo "FAILED: the saved file does not validate"; exit 1; }
for expected in "id: ui-test-true-false" "type: true_false" "answer: true"; do
  grep -q "^ *- *$expected\$\|^ *$expected\$" question-editor-saved.yaml || { echo "FAILED: no '$expected' in the file"; cat question-editor-saved.yaml; exit 1; }
done
echo "ok: saved, valid, and as edited"
