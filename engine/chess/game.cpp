#include "engine/chess/game.hpp"

#include "engine/chess/endings.hpp"
#include "engine/chess/movegen.hpp"
#include "engine/chess/notation.hpp"
#include "engine/core/english_error.hpp"
#include "engine/core/localized_fill.hpp"

namespace arbiter::chess {

const char* outcome_name(Outcome outcome) {
    switch (outcome) {
        case Outcome::None: return "none";
        case Outcome::Checkmate: return "checkmate";
        case Outcome::Stalemate: return "stalemate";
        case Outcome::InsufficientMaterial: return "insufficient_material";
        case Outcome::DeadPosition: return "dead_position";
        case Outcome::FivefoldRepetition: return "fivefold_repetition";
        case Outcome::SeventyFiveMove: return "seventy_five_move";
    }
    return "none";
}

Game::Game(const Position& start) {
    positions_.push_back(start);
    keys_.push_back(start.repetition_key());
    outcomes_.push_back(evaluate(0));
    if (outcomes_.back() != Outcome::None) end_ply_ = 0;
}

Outcome Game::evaluate(int ply) const {
    const Position& pos = positions_[static_cast<std::size_t>(ply)];
    MoveList list;
    generate_legal(pos, list);
    if (list.size() == 0) return pos.in_check() ? Outcome::Checkmate : Outcome::Stalemate;
    if (insufficient_material(pos)) return Outcome::InsufficientMaterial;
    if (automatic_dead_position(pos)) return Outcome::DeadPosition;
    if (repetition_count_at(ply) >= 5) return Outcome::FivefoldRepetition;
    if (pos.halfmove_clock() >= 150) return Outcome::SeventyFiveMove;
    return Outcome::None;
}

int Game::occurrences_of(std::uint64_t key, int ply, int halfmove_clock) const {
    // Positions before the last capture or pawn move cannot recur, so look back only that far.
    int count = 0;
    for (int j = ply; j >= 0 && j >= ply - halfmove_clock; j -= 2)
        if (keys_[static_cast<std::size_t>(j)] == key) ++count;
    return count;
}

int Game::repetition_count_at(int ply) const {
    const auto k = static_cast<std::size_t>(ply);
    return occurrences_of(keys_[k], ply, positions_[k].halfmove_clock());
}

bool Game::play(Move m, std::string* error) {
    if (!position().is_legal(m)) {
        if (error) *error = "illegal move " + to_uci(m);
        return false;
    }
    positions_.push_back(position().after(m));
    keys_.push_back(positions_.back().repetition_key());
    moves_.push_back(m);
    outcomes_.push_back(evaluate(ply()));
    if (!end_ply_ && outcomes_.back() != Outcome::None) end_ply_ = ply();
    return true;
}

bool Game::play_uci(std::string_view uci, std::string* error) {
    return with_english_error(error, [&](LocalizedText* why) { return play_uci(uci, why); });
}

bool Game::play_uci(std::string_view uci, LocalizedText* error) {
    // parse_uci returns only legal moves, so play() cannot refuse one.
    if (auto m = parse_uci(position(), uci, error)) return play(*m);
    if (error && end_ply_ && (outcome() == Outcome::Checkmate || outcome() == Outcome::Stalemate)) {
        const LocalizedText ending = outcome() == Outcome::Checkmate ? L("将杀", "將殺", "checkmate") : L("逼和", "逼和", "stalemate");
        *error = fill_localized(L("{why}（对局已在第 {ply} 个半回合以{ending}结束）", "{why}（對局已在第 {ply} 個半回合以{ending}結束）",
                                  "{why} (the game ended by {ending} at ply {ply})"),
                                {{"why", *error}, {"ending", ending}, {"ply", std::to_string(*end_ply_)}});
    }
    return false;
}

bool Game::play_san(std::string_view san, std::string* error) {
    auto m = parse_san(position(), san, error);
    return m && play(*m, error);
}

bool Game::is_legal_uci(std::string_view uci) const { return parse_uci(position(), uci).has_value(); }

bool Game::undo() {
    if (moves_.empty()) return false;
    positions_.pop_back();
    keys_.pop_back();
    outcomes_.pop_back();
    moves_.pop_back();
    if (end_ply_ && *end_ply_ > ply()) end_ply_.reset();
    return true;
}

std::string Game::result() const {
    switch (auto_end_outcome()) {
        case Outcome::None: return "*";
        case Outcome::Checkmate:
            // The side to move at the ending is the one mated.
            return position_at(*end_ply_).side_to_move() == Color::White ? "0-1" : "1-0";
        default: return "1/2-1/2";
    }
}

bool Game::can_checkmate(Color side) const { return chess::can_checkmate(position(), side); }

MateSearchResult Game::mate_possibility(Color side, std::uint64_t node_budget) const {
    return chess::mate_possibility(position(), side, node_budget);
}

bool Game::threefold_after(Move m) const {
    const Position next = position().after(m);
    const int count = occurrences_of(next.repetition_key(), ply() - 1, next.halfmove_clock() - 2) + 1;
    return count >= 3;
}

bool Game::fifty_after(Move m) const {
    const Position next = position().after(m);
    if (next.halfmove_clock() < 100) return false;
    // A move that mates wins: checkmate takes precedence over the claim (5.1.1).
    MoveList replies;
    generate_legal(next, replies);
    return !(replies.size() == 0 && next.in_check());
}

namespace {

// A 9.2 / 9.3 claim in a game still on: its condition holds now, or will after the move the
// claimant writes down (9.2.1 / 9.3.1), which must be legal here.
template <class HoldsAfter>
bool claim_stands(const Position& pos, bool holds_now, std::optional<std::string_view> intended_uci,
                  HoldsAfter holds_after) {
    if (holds_now) return true;
    if (!intended_uci) return false;
    auto m = parse_uci(pos, *intended_uci);
    return m && holds_after(*m);
}

}  // namespace

bool Game::threefold_claim_valid(std::optional<std::string_view> intended_uci) const {
    return !end_ply_ && claim_stands(position(), repetition_count() >= 3, intended_uci,
                                     [this](Move m) { return threefold_after(m); });
}

bool Game::fifty_move_claim_valid(std::optional<std::string_view> intended_uci) const {
    return !end_ply_ && claim_stands(position(), halfmove_clock() >= 100, intended_uci,
                                     [this](Move m) { return fifty_after(m); });
}

bool Game::threefold_claimable() const {
    if (end_ply_) return false;
    if (repetition_count() >= 3) return true;
    for (Move m : position().legal_moves())
        if (threefold_after(m)) return true;
    return false;
}

bool Game::fifty_move_claimable() const {
    if (end_ply_) return false;
    if (halfmove_clock() >= 100) return true;
    if (halfmove_clock() < 99) return false;
    for (Move m : position().legal_moves())
        if (fifty_after(m)) return true;
    return false;
}

}  // namespace arbiter::chess
