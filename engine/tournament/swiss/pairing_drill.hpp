// The pairing drill: the candidate sees the pairing cards before a round and makes the pairing
// with colours, as an arbiter does (and as FIDE's arbiter exams and the Chinese 二级/一级 exams ask);
// it is graded board by board against the engine, each difference explained. Swiss rounds come
// from seeded random tournaments (byes, forfeits, withdrawals) or an instructor's TRF; round-robin
// rounds from the Berger tables (C.05 Annex 1).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/tournament/swiss/dutch_pairing.hpp"
#include "engine/tournament/swiss/trf.hpp"

namespace arbiter::tournament::swiss {

struct PairingDrillOptions {
    int min_players = 8;
    int max_players = 24;
    int min_rounds = 5;       // the event's length
    int max_rounds = 9;
    int incident_percent = 4; // forfeits, requested byes and withdrawals (per board or player and round)
};

struct PairingDrill {
    std::uint64_t seed = 0;   // 0 for an authored drill
    SwissTournament state;    // before the round to pair
    DutchResult answer;       // the engine's pairing
};

// A drill with a round that can be paired; the same seed gives the same drill everywhere.
PairingDrill generate_pairing_drill(std::uint64_t seed, const PairingDrillOptions& options = {});
// An authored drill: the state written as TRF. Problems (a malformed file, a round that cannot be
// paired) are returned instead.
std::optional<PairingDrill> pairing_drill_from_trf(std::string_view trf, std::vector<LocalizedText>& problems);

// One board as the candidate writes it: pairing numbers, White first; black 0 for the bye.
struct CandidateBoard {
    int white = 0;
    int black = 0;
};

enum class BoardVerdict { Correct, ColoursReversed, WrongPair, Invalid };

struct BoardFeedback {
    CandidateBoard given;
    BoardVerdict verdict = BoardVerdict::WrongPair;
    std::vector<LocalizedText> why;  // for anything but Correct
};

struct PairingGrade {
    int boards = 0;          // boards (the bye included) in the right answer
    int pairs_right = 0;     // the candidate's boards with the right players (or the right bye)
    int colours_right = 0;   // of those, with the right colours
    std::vector<BoardFeedback> feedback;  // one per board the candidate gave, in their order
    std::vector<LocalizedText> missed;    // right boards the candidate did not make, with the reason
    std::vector<LocalizedText> problems;  // unknown numbers, a player twice, someone left out

    // Half a point for the right pair, half for its colours.
    double score() const { return boards == 0 ? 0.0 : (pairs_right + colours_right) / (2.0 * boards); }
    bool all_right() const { return boards > 0 && colours_right == boards && pairs_right == boards && problems.empty(); }
};

PairingGrade grade_pairing_drill(const PairingDrill& drill, const std::vector<CandidateBoard>& answer);

// The engine's boards of a drill, as pairing numbers (black 0 for the bye).
std::vector<CandidateBoard> drill_boards(const PairingDrill& drill);

// ---- round robin ------------------------------------------------------------------------------

struct RoundRobinDrill {
    std::uint64_t seed = 0;
    int players = 0;          // 3..16; an odd field plays with a bye
    int round = 1;
    std::vector<CandidateBoard> answer;  // the Berger table's round, board order
};

RoundRobinDrill generate_round_robin_drill(std::uint64_t seed);
PairingGrade grade_round_robin_drill(const RoundRobinDrill& drill, const std::vector<CandidateBoard>& answer);

// Reads "1-4 5-2 3-6 7-0" or "1-4, 5-2, 7 bye" (also with Chinese punctuation and 轮空): White first.
// Returns nullopt with a message when a board cannot be read.
std::optional<std::vector<CandidateBoard>> parse_boards(std::string_view text, LocalizedText& problem);
// The boards as parse_boards reads them: "1-4 5-2 3 bye" (White first, the bye as "N bye").
std::string boards_text(const std::vector<CandidateBoard>& boards);

}  // namespace arbiter::tournament::swiss
