// The pairing drill as the product offers it (docs/drills.md § Pairing drill): which round the
// candidate pairs (a generated Swiss round, an instructor's authored one, or a round of the Berger
// tables), grading it with the engine (engine/tournament/swiss/pairing_drill.hpp), the result as the
// store keeps it, and who is offered the drill. Both front ends (`arbiter-cli drill pairing`, the
// trainer's pairing screen) go through these functions, so a drill id means the same round in both.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/core/content/pairing_drill_loader.hpp"
#include "app/core/json.hpp"
#include "app/core/store/records.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "engine/core/language.hpp"
#include "engine/tournament/swiss/pairing_drill.hpp"

namespace arbiter::training {

enum class PairingExerciseKind { Swiss, RoundRobin };

struct PairingExercise {
    // "pairing.swiss-<seed>", "pairing.swiss-<seed>-n<players>" (a field size asked for),
    // "pairing.round-robin-<seed>", or "pairing.<authored id>": the store's
    // item_id, and what find_pairing_exercise() turns back into the same round.
    std::string id;
    PairingExerciseKind kind = PairingExerciseKind::Swiss;
    bool authored = false;
    LocalizedText title;                        // one line: what the round is
    std::optional<LocalizedText> note;          // an authored drill's teaching note, shown with the grade
    tournament::swiss::PairingDrill swiss;      // kind Swiss
    tournament::swiss::RoundRobinDrill round_robin;  // kind RoundRobin
};

// The field sizes a generated Swiss drill can be asked for (issue 33: 8 to 40 players).
inline constexpr int kMinDrillPlayers = 8;
inline constexpr int kMaxDrillPlayers = 40;

// A generated Swiss round; `players` 0 lets the seed choose the field (8 to 24), otherwise it is the
// field's size (kMinDrillPlayers..kMaxDrillPlayers).
PairingExercise swiss_exercise(std::uint64_t seed, int players = 0);
PairingExercise round_robin_exercise(std::uint64_t seed);
PairingExercise authored_exercise(const content::AuthoredPairingDrill& drill);

// The `n`-th Swiss drill offered (n from 1): with authored drills, every third one is authored
// (the 1st, 4th, 7th ... in turn, the first of them first), the others are generated from seed n;
// without authored drills every one is generated. The trainer and the terminal count n from the
// pairing drills the profile has taken, so both offer the same next drill.
PairingExercise offered_swiss_exercise(std::uint64_t n, const std::vector<content::AuthoredPairingDrill>& authored);

// The exercise an id names (a stored result's item_id); nullopt for an id no drill has.
std::optional<PairingExercise> find_pairing_exercise(std::string_view id,
                                                     const std::vector<content::AuthoredPairingDrill>& authored);

// The right pairing (board order, the bye last as black 0) and the pairing numbers to pair.
std::vector<tournament::swiss::CandidateBoard> exercise_answer(const PairingExercise& exercise);
std::vector<int> exercise_players(const PairingExercise& exercise);

// The boards as the candidate typed them, read as whole characters: what an input method gives
// (full-width digits and dashes, Chinese punctuation, the ideographic space; typed_text.hpp) is
// folded first, then parse_boards reads "1-4 5-2 3 bye" / "3 轮空". nullopt with `problem` set when
// a board cannot be read.
std::optional<std::vector<tournament::swiss::CandidateBoard>> read_typed_boards(std::string_view typed, LocalizedText& problem);

// A board in the interface's words: "1-4", or "3 轮空" with `bye` the word for the bye; a list of
// them two spaces apart.
std::string board_words(const tournament::swiss::CandidateBoard& board, std::string_view bye);
std::string boards_words(const std::vector<tournament::swiss::CandidateBoard>& boards, std::string_view bye);

tournament::swiss::PairingGrade grade_exercise(const PairingExercise& exercise,
                                               const std::vector<tournament::swiss::CandidateBoard>& boards);

// The result as the store keeps it: drill_kind "pairing", item_id the exercise's id, score the
// grade's (half for each right pair, half for its colours), hits the boards right with their colours,
// misses the right answer's other boards, false_alarms the boards that break an absolute rule (a
// second meeting, a bye to a player who may not have it). detail_json: the kind, the boards given
// and the engine's, each board's verdict, the counts and the problems (English).
store::DrillResultRecord pairing_record(const PairingExercise& exercise,
                                        const std::vector<tournament::swiss::CandidateBoard>& given,
                                        const tournament::swiss::PairingGrade& grade, store::TimePoint taken_at);
json::Value pairing_detail_json(const PairingExercise& exercise, const std::vector<tournament::swiss::CandidateBoard>& given,
                                const tournament::swiss::PairingGrade& grade);

// The pairing cards as both front ends show them: one row per player to pair, in pairing order,
// cells in the order of kPairingCardColumns (number, name, rating, points, colours, preference,
// floats, rounds without a game, opponents met; "-" for an empty one).
inline constexpr const char* kPairingCardColumns[] = {"number", "name", "rating", "score", "colours",
                                                      "preference", "floats", "unplayed", "met"};
std::vector<std::vector<std::string>> pairing_card_rows(const PairingExercise& exercise);
// The players not paired this round: pairing number and why ('H', 'F', 'Z' a bye asked for, ' ' absent).
std::vector<std::pair<int, char>> pairing_not_paired(const PairingExercise& exercise);

// "correct", "colours_reversed", "wrong_pair", "invalid".
const char* verdict_code(tournament::swiss::BoardVerdict verdict);

// ---- who is offered the drill --------------------------------------------------------------

// A mock exam asks for pairings when it has a competition-systems section (question_bank/
// exam_blueprints/: every 二级, 一级 and 国家级 exam through its shared sections, and both FIDE
// titles; no 三级 exam). docs/drills.md § Who is offered it gives the sources.
bool exam_asks_for_pairings(const ExamBlueprint& blueprint);

// Whether a candidate aiming for `grade` in `sport` ("go", "chess", "both" or "") gets the pairing
// drill on the home screen and in the plan: when the chess exam of that grade asks for pairings
// (二级, 一级, 国家级, FA, IA). Not for a Go-only profile (the drill is FIDE's Dutch system), nor
// without a grade chosen.
bool pairing_drill_offered(const std::vector<ExamBlueprint>& blueprints, std::string_view grade, std::string_view sport);

}  // namespace arbiter::training
