// What a candidate trains for: the sport(s) (a Chinese referee grade is held in one sport: 围棋 or
// 国际象棋) and the target grade, and what follows from them: which items belong to the sport and
// which mock-exam blueprint fits. Shared by the CLI and the GUI; see docs/training.md § Sport and grade.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/content/question.hpp"

namespace arbiter::training {

// "go"/"围棋"/"圍棋"/"weiqi" → "go"; "chess"/"国际象棋"/"國際象棋" → "chess"; "both"/"全部" → "both".
std::optional<std::string> normalize_sport(std::string_view text);
// The grades a candidate can aim for, in the order they are climbed: 三级 first, the FIDE titles last.
inline constexpr std::string_view kGradeLadder[] = {"cn-3", "cn-2", "cn-1", "cn-national", "fide-fa", "fide-ia"};

// "cn-3"/"三级"/"三級"/"3" → "cn-3" (likewise cn-2, cn-1, cn-national/国家级), "fide-fa"/"fa"/"FA",
// "fide-ia"/"ia"/"IA". nullopt for anything else.
std::optional<std::string> normalize_grade(std::string_view text);
// The question bank's level for a grade: "fide-fa" and "fide-ia" → "fide", the Chinese grades
// themselves.
std::string grade_level(std::string_view grade);
// The question bank's levels a candidate aiming for `grade` studies: that grade's and the grades
// below it ("cn-2" → cn-3, cn-2), never those above (a 三级 candidate gets no 一级 item unless he
// asks). A FIDE title studies the FIDE level. Empty for an unknown or no grade: every level.
std::vector<std::string> levels_within_grade(std::string_view grade);
// Whether an item of `levels` is studied for a grade's `grade_levels` (levels_within_grade): one of
// its levels is among them, or it has none; empty `grade_levels` take everything.
bool item_within_grade(const std::vector<std::string>& levels, const std::vector<std::string>& grade_levels);
// FIDE titles are chess titles: a Go-only candidate cannot aim for one.
bool grade_fits_sport(std::string_view grade, std::string_view sport);

// The games a sport choice covers: "go" → {go}, "chess" → {chess}, "both" or "" → {go, chess}.
std::vector<std::string> sport_games(std::string_view sport);

// Whether an item whose games (PracticeItem::games / TrainingItem::games) are `games` belongs to
// `sport`. A general item (no game: duties, competition systems, certification facts ...) belongs
// to every sport; an item citing both games belongs to both; "both" and "" take everything.
bool item_in_sport(const std::vector<std::string>& games, std::string_view sport);

// A question's games: "go" or "chess" from its topic area, else from a sub-topic naming the game,
// else from the documents it cites (cn-go-* → go; fide-*, *chess*, ecu-*, cca-*, olympiad-* → chess);
// none for a general item. The exam's draw and the validator's check that a blueprint can be drawn both
// go by it, so they cannot disagree.
std::vector<std::string> question_games(const content::Question& question);

// The id of the mock-exam blueprint for one game and a grade: "go-cn-3", "chess-cn-3", ...,
// "chess-fide-fa", "chess-fide-ia" (question_bank/exam_blueprints/). Empty when there is none
// (Go and a FIDE title).
std::string exam_blueprint_id(std::string_view game, std::string_view grade);

// The blueprints of sport-less mixed exams used before issue 20 ("cn-3", ..., "fide"): sessions in
// existing databases name them. A running exam resumes from the snapshot its session keeps; starting
// such an id anew gives the blueprint for `game` and the same level (see exam_blueprint_id).
std::string current_blueprint_id(std::string_view old_id, std::string_view game);

}  // namespace arbiter::training
