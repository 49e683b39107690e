#!/bin/sh
# Prints the first exam seed whose third-grade draw suits tests/ui/scripts/short_exam.txt: items 0
# and 1 are scenarios (answered on the board, and "retry" of item 0 opens the practice screen), and
# items 2 and 5 are neither scenarios nor choice questions (so exactly two answers are options).
# The draw depends on the content's fingerprints, so an edit of a scenario or question may need a
# new seed (ARBITER_SHORT_EXAM_SEED in tests/ui/CMakeLists.txt); the terminal draws the same exam
# as the trainer, so it is asked here. Run it with a release build: it starts the CLI per seed.
#   find_exam_seed.sh CLI
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
seed=1
while [ "$seed" -le 400 ]; do
  rm -f "$dir"/seed.db*
  types=$(printf ':n\n:n\n:n\n:n\n:n\nq\n' | "$cli" exam --blueprint go-cn-3 --seed "$seed" --db "$dir/seed.db" --json-lines 2>/dev/null |
          grep '"event": "item"' | sed 's/.*"type": "\([a-z_]*\)".*/\1/' | head -6 | tr '\n' ' ')
  set -- $types
  if [ $# -ge 6 ] && [ "$1" = scenario_options ] && [ "$2" = scenario_options ]; then
    case "$3" in scenario_options|single_choice|multiple_choice) ;; *)
      case "$6" in scenario_options|single_choice|multiple_choice) ;; *) echo "$seed"; exit 0 ;; esac ;;
    esac
  fi
  seed=$((seed + 1))
done
echo "find_exam_seed.sh: no seed up to 400 suits the short exam script" >&2
exit 1
