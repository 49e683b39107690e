#include "engine/rules/ruling.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "engine/core/kind_words.hpp"

namespace arbiter::rules {

namespace {

constexpr std::array<std::pair<Outcome, std::string_view>, 9> kOutcomes = {{
    {Outcome::Continues, "continues"},
    {Outcome::WhiteWins, "white_wins"},
    {Outcome::BlackWins, "black_wins"},
    {Outcome::Draw, "draw"},
    {Outcome::Replay, "replay"},
    {Outcome::BothLose, "both_lose"},
    {Outcome::DrawOrReplay, "draw_or_replay"},
    {Outcome::ChiefArbiter, "chief_arbiter"},
    {Outcome::Counting, "counting"},
}};

constexpr std::array<std::pair<PenaltyKind, std::string_view>, 8> kPenalties = {{
    {PenaltyKind::Warning, "warning"},
    {PenaltyKind::Admonition, "admonition"},
    {PenaltyKind::ForfeitTurn, "forfeit_turn"},
    {PenaltyKind::TimeToOpponent, "time_to_opponent"},
    {PenaltyKind::TimeDeducted, "time_deducted"},
    {PenaltyKind::StoneDeduction, "stone_deduction"},
    {PenaltyKind::Loss, "loss"},
    {PenaltyKind::ArbiterPenalty, "arbiter_penalty"},
}};

constexpr std::array<std::pair<CorrectionKind, std::string_view>, 29> kCorrections = {{
    {CorrectionKind::RestorePosition, "restore_position"},
    {CorrectionKind::VoidMove, "void_move"},
    {CorrectionKind::PutStoneBack, "put_stone_back"},
    {CorrectionKind::AcceptMovedStone, "accept_moved_stone"},
    {CorrectionKind::ReconstructPosition, "reconstruct_position"},
    {CorrectionKind::ReplacePawnWithQueen, "replace_pawn_with_queen"},
    {CorrectionKind::TouchedPieceMustMove, "touched_piece_must_move"},
    {CorrectionKind::MustCaptureTouched, "must_capture_touched"},
    {CorrectionKind::MustCastle, "must_castle"},
    {CorrectionKind::KingMoveRequired, "king_move_required"},
    {CorrectionKind::AnyLegalMove, "any_legal_move"},
    {CorrectionKind::IntendedMoveMustBePlayed, "intended_move_must_be_played"},
    {CorrectionKind::RemoveIncrement, "remove_increment"},
    {CorrectionKind::RestoreOnOwnTime, "restore_on_own_time"},
    {CorrectionKind::OpponentMoves, "opponent_moves"},
    {CorrectionKind::ChooseAnyPoint, "choose_any_point"},
    {CorrectionKind::ResolveByPlay, "resolve_by_play"},
    {CorrectionKind::ContinueCounting, "continue_counting"},
    {CorrectionKind::AllowPlay, "allow_play"},
    {CorrectionKind::ClaimRejected, "claim_rejected"},
    {CorrectionKind::IllegalMoveStands, "illegal_move_stands"},
    {CorrectionKind::ReportToCommittee, "report_to_committee"},
    {CorrectionKind::CorrectClockSetting, "correct_clock_setting"},
    {CorrectionKind::TransferToCorrectBoard, "transfer_to_correct_board"},
    {CorrectionKind::CastlingRestricted, "castling_restricted"},
    {CorrectionKind::IntroduceIncrement, "introduce_increment"},
    {CorrectionKind::ExpelInterferer, "expel_interferer"},
    {CorrectionKind::CompletePromotion, "complete_promotion"},
    {CorrectionKind::UpdateScoresheet, "update_scoresheet"},
}};

}  // namespace

std::string_view outcome_name(Outcome o) { return table_word(kOutcomes, o, "?"); }
std::optional<Outcome> parse_outcome(std::string_view name) { return table_kind(kOutcomes, name); }
Outcome win_for(Player p) { return p == Player::White ? Outcome::WhiteWins : Outcome::BlackWins; }
bool ends_game(Outcome o) { return o != Outcome::Continues && o != Outcome::ChiefArbiter; }

std::string_view penalty_name(PenaltyKind k) { return table_word(kPenalties, k, "?"); }
std::optional<PenaltyKind> parse_penalty(std::string_view name) { return table_kind(kPenalties, name); }
std::string_view correction_name(CorrectionKind k) { return table_word(kCorrections, k, "?"); }
std::optional<CorrectionKind> parse_correction(std::string_view name) { return table_kind(kCorrections, name); }

bool acts_on_play(CorrectionKind k) {
    switch (k) {
        case CorrectionKind::ClaimRejected:
        case CorrectionKind::IllegalMoveStands:
        case CorrectionKind::ReportToCommittee:
        case CorrectionKind::ExpelInterferer: return false;
        default: return true;
    }
}

std::vector<Citation> Ruling::all_citations() const {
    std::vector<Citation> out = outcome_citations;
    for (const auto& p : penalties) out.insert(out.end(), p.citations.begin(), p.citations.end());
    for (const auto& c : corrections) out.insert(out.end(), c.citations.begin(), c.citations.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

namespace {
// The annexes and guidelines that change a rule for the format: A (rapid), B (blitz), Guidelines
// I (adjourned games) and III (games without increment).
bool annex_article(const Citation& c) {
    const std::string& a = c.article;
    return a.rfind("A.", 0) == 0 || a.rfind("B.", 0) == 0 || a.rfind("I.", 0) == 0 || a.rfind("III.", 0) == 0;
}
}  // namespace

std::vector<Citation> Ruling::articles() const {
    std::vector<Citation> in_order = outcome_citations;
    for (const auto& c : corrections) in_order.insert(in_order.end(), c.citations.begin(), c.citations.end());
    for (const auto& p : penalties) in_order.insert(in_order.end(), p.citations.begin(), p.citations.end());
    std::vector<Citation> out;
    for (const auto& c : in_order)
        if (!annex_article(c) && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    // The annexes last, in their own order (A.3 before B.2, III.4 after both).
    const std::size_t laws = out.size();
    for (const auto& c : in_order)
        if (annex_article(c) && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(laws), out.end());
    return out;
}

const Fact* Ruling::fact(std::string_view key) const {
    for (const auto& f : facts)
        if (f.key == key) return &f;
    return nullptr;
}

}  // namespace arbiter::rules
