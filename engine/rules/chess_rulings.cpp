// The chess rulings' dispatcher and what every chess ruling uses (chess_rulings.hpp). The rulings
// themselves live by family in chess_*_rulings.cpp; this file only sends each event to its one.
#include <algorithm>

#include "engine/chess/notation.hpp"
#include "engine/chess/position.hpp"
#include "engine/rules/chess_judgements.hpp"
#include "engine/rules/chess_rulings.hpp"

namespace arbiter::rules::detail {

clock::Side side(Player p) { return p == Player::White ? clock::Side::White : clock::Side::Black; }

bool blitz(const State& s) { return s.rules.text("format") == "blitz"; }

std::vector<Citation> with(std::vector<Citation> first, const std::vector<Citation>& more) {
    first.insert(first.end(), more.begin(), more.end());
    return first;
}

// The format's own article for illegal moves and claims (A.4 / A.5.2 / B.2 / B.3), if any.
std::vector<Citation> format_citations(const State& s, bool time_penalty) {
    const std::string format = s.rules.text("format");
    std::vector<Citation> out;
    if (format == "standard") return out;
    if (time_penalty && s.rules.number("illegal_move_penalty_s") == 60) out.push_back(s.cite("A.3"));
    if (format == "rapid") out.push_back(s.cite(supervised_play(s.rules) ? "A.4" : "A.5.2"));
    else out.push_back(s.cite(supervised_play(s.rules) ? "B.2" : "B.3"));
    return out;
}

// The event's move as the board shows it, for the explanation: SAN from the position before it
// ("Rd8#", "e8=Q#") when the board is followed and the move is legal there; otherwise from square
// to square ("e7-e8=Q"), as an illegal move has no SAN. The file's UCI ("d1d8") is for the engine.
std::string readable_move(const State& s, const std::string& uci) {
    if (uci.size() < 4) return uci;
    const Moment& before = s.before();
    if (before.board_known)
        if (auto pos = chess::Position::from_fen(before.fen))
            if (auto m = chess::parse_uci(*pos, uci)) return chess::to_san(*pos, *m);
    if (!chess::parse_square(uci.substr(0, 2)) || !chess::parse_square(uci.substr(2, 2))) return uci;
    std::string out = uci.substr(0, 2) + "-" + uci.substr(2, 2);
    if (uci.size() == 5) out += std::string("=") + static_cast<char>(uci[4] >= 'a' ? uci[4] - 'a' + 'A' : uci[4]);
    return out;
}

// An article of A.5; in blitz B.3 is what brings it in.
std::vector<Citation> a5(const State& s, std::string_view article) {
    std::vector<Citation> out{s.cite(article)};
    if (blitz(s)) out.push_back(s.cite("B.3"));
    return out;
}

// Moves each player had completed: the event's `moves`, else the clock's count, else 0.
std::int64_t moves_each(const State& s, const Event& e) {
    if (e.has("moves")) return e.integer("moves");
    if (const auto* c = s.chess_clock())
        return std::min(c->moves_done(clock::Side::White), c->moves_done(clock::Side::Black));
    return 0;
}

// Every event kind is named, so that a new kind does not compile until it is placed (-Wswitch is
// an error, cmake/Warnings.cmake). The Go-only kinds cannot reach here: the loader refuses them in
// a chess incident.
void chess_event(State& s, const Event& e) {
    switch (e.kind) {
        case EventKind::Move: chess_move(s, e); return;
        case EventKind::ClockPress: chess_clock_press(s, e); return;
        case EventKind::SealedMove: chess_sealed_move(s, e); return;
        case EventKind::IllegalPosition: chess_illegal_position(s, e); return;
        case EventKind::FlagFall: chess_flag_fall(s, e); return;
        case EventKind::BothFlags: chess_both_flags(s, e); return;
        case EventKind::ClockSettingWrong: chess_clock_setting(s, e); return;
        case EventKind::IncrementRequest: chess_increment_request(s, e); return;
        case EventKind::QuickplayClaim: chess_quickplay_claim(s, e); return;
        case EventKind::ClockPaused: chess_clock_paused(s, e); return;
        case EventKind::Claim: chess_claim(s, e); return;
        case EventKind::DrawOffer: chess_draw_offer(s, e); return;
        case EventKind::DrawAgreed: chess_draw_agreed(s, e); return;
        case EventKind::Resign: chess_resign(s, e); return;
        case EventKind::FoundAfterGame: chess_found_after_game(s, e); return;
        case EventKind::Touch: chess_touch(s, e); return;
        case EventKind::PiecesDisplaced: chess_pieces_displaced(s, e); return;
        case EventKind::WrongSetup: chess_wrong_setup(s, e); return;
        case EventKind::PieceMisplaced: chess_piece_misplaced(s, e); return;
        case EventKind::Phone:
        case EventKind::Disturbance:
        case EventKind::Consultation: chess_conduct(s, e); return;
        case EventKind::PersistentRefusal: chess_persistent_refusal(s, e); return;
        case EventKind::ThirdPartyReport: chess_third_party_report(s, e); return;
        case EventKind::StopsRecording: chess_stops_recording(s, e); return;
        case EventKind::LateArrival: chess_late_arrival(s, e); return;
        case EventKind::LeavePlayingArea: chess_leave_playing_area(s, e); return;
        case EventKind::Warning: return;       // counted by the replay
        case EventKind::DrawDeclined: return;  // the replay closes the offer (9.1.2.1)
        case EventKind::Pass: case EventKind::StoneMoved: case EventKind::StoneReplayed: case EventKind::StonesScattered:
        case EventKind::WrongCapture: case EventKind::GameCycle: case EventKind::EndOfGame:
        case EventKind::DeadStoneDispute: case EventKind::LeaveSeat: case EventKind::Overtime: case EventKind::LeaveGame:
        case EventKind::LifeClaim: case EventKind::CannotEndClaim:
            return;  // Go only
    }
}

}  // namespace arbiter::rules::detail
