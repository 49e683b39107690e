// A game from a start position: the move history, automatic endings (Laws 5.1.1, 5.2.1, 5.2.2,
// 9.6) kept apart from the draws a player must claim (9.2, 9.3), and the first ply at which the
// game had already ended — moves played after it do not count, and the arbiter rules on the
// first ending.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/position.hpp"
#include "engine/chess/unwinnability.hpp"

namespace arbiter::chess {

enum class Outcome { None, Checkmate, Stalemate, InsufficientMaterial, DeadPosition,
                     FivefoldRepetition, SeventyFiveMove };
// "checkmate", "stalemate", "insufficient_material", "dead_position", "fivefold_repetition",
// "seventy_five_move"; "none" for Outcome::None.
const char* outcome_name(Outcome outcome);

class Game {
public:
    explicit Game(const Position& start);
    const Position& position() const { return positions_.back(); }
    const Position& start_position() const { return positions_.front(); }
    const Position& position_at(int ply) const { return positions_.at(static_cast<std::size_t>(ply)); }
    const std::vector<Move>& moves() const { return moves_; }

    // Plays a UCI move ("e2e4", "e7e8n", castling as the king's two-square move).
    // false (and not applied) when illegal; `error` says why. Moves after an automatic ending that
    // leaves legal moves (fivefold, 75 moves, dead position) are played and recorded: see auto_end_ply().
    bool play_uci(std::string_view uci, std::string* error = nullptr);
    // The same, with the reason in the three languages (a scenario's moves before its timeline).
    bool play_uci(std::string_view uci, LocalizedText* error);
    bool play_san(std::string_view san, std::string* error = nullptr);
    bool play(Move m, std::string* error = nullptr);
    bool is_legal_uci(std::string_view uci) const;
    bool undo();
    int ply() const { return static_cast<int>(moves_.size()); }

    // Automatic ending of the current position, first applicable in this order: checkmate,
    // stalemate, insufficient material, dead position, fivefold repetition, 75-move rule. The
    // dead position is automatic_dead_position() (endings.hpp): proven by the cheap rules, or by
    // a small search where one is plausible; a position the search leaves undecided plays on.
    Outcome outcome() const { return outcomes_.back(); }
    Outcome outcome_at(int ply) const { return outcomes_.at(static_cast<std::size_t>(ply)); }
    // First ply at which the game had already ended (0 = the start position), and how.
    std::optional<int> auto_end_ply() const { return end_ply_; }
    Outcome auto_end_outcome() const { return end_ply_ ? outcomes_[static_cast<std::size_t>(*end_ply_)] : Outcome::None; }
    // The result of the first automatic ending: "1-0", "0-1", "1/2-1/2", or "*" while none.
    std::string result() const;

    // 6.9 / 5.1.2: some series of legal moves mates; conservative (never false when it can).
    bool can_checkmate(Color side) const;
    // The same question with its three answers, witness line and node count (unwinnability.hpp).
    MateSearchResult mate_possibility(Color side, std::uint64_t node_budget = kDefaultMateSearchBudget) const;
    // Occurrences of the current position in the game, this one included (Law 9.2.2 identity:
    // same placement, side to move, castling rights, and en passant only when it is legal).
    int repetition_count() const { return repetition_count_at(ply()); }
    int repetition_count_at(int ply) const;
    int halfmove_clock() const { return position().halfmove_clock(); }

    // 9.2 / 9.3 claims, optionally with the move the claimant intends to play (written, not played).
    // Both are false once the game has ended automatically.
    bool threefold_claim_valid(std::optional<std::string_view> intended_uci = std::nullopt) const;
    bool fifty_move_claim_valid(std::optional<std::string_view> intended_uci = std::nullopt) const;
    // Whether the player to move could claim now, with no move or with some legal intended move.
    bool threefold_claimable() const;
    bool fifty_move_claimable() const;

private:
    Outcome evaluate(int ply) const;
    int occurrences_of(std::uint64_t key, int ply, int halfmove_clock) const;
    bool threefold_after(Move m) const;
    bool fifty_after(Move m) const;

    std::vector<Position> positions_;  // positions_[k]: after k plies
    std::vector<std::uint64_t> keys_;  // repetition keys of positions_
    std::vector<Outcome> outcomes_;
    std::vector<Move> moves_;
    std::optional<int> end_ply_;
};

}  // namespace arbiter::chess
