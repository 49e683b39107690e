// 中国围棋竞赛规则 1988 (third chapter, 裁判法, Art. 17–25, from the seed text) and 2002 (the
// "2002(b)" numbering of the Go reference §A1.1/§A2). Where the 2002 text was not recovered the
// 1988 article is applied and cited (docs/rulings.md). This file sends each Go event to the
// function that rules on it (go_rulings.hpp lists them by file) and holds what they share.
#include "engine/rules/go_rulings.hpp"

namespace arbiter::rules::detail {

Citation go_cite(const State& s, std::string_view a1988, std::string_view a2002) {
    if (s.rules.cites_go_2002() && !a2002.empty()) return State::cite_in("cn-go-2002", a2002);
    return State::cite_in("cn-go-1988", a1988);
}

Citation play_rule(const State& s, std::string_view a1988) { return go_cite(s, a1988, a1988 == "6" ? "6" : ""); }

void minor_sanction(State& s, Part& part, const Event& e, Player by, const Citation& c, bool allow_admonition,
                    const LocalizedText& sentence, const Vars& v) {
    const bool admonition = allow_admonition && e.text("sanction", s.rules.text("minor_sanction")) == "admonition";
    const LocalizedText words = admonition ? L("劝告", "勸告", "an admonition") : L("警告一次", "警告一次", "a warning");
    Vars with_sanction = v;
    with_sanction.values.emplace_back("sanction", words);
    part.sentence = say(sentence, with_sanction);
    if (admonition) part.penalties.push_back({by, PenaltyKind::Admonition, 0, {c}});
    else s.warn(part, by, {c});
    // "劝告或警告一次": the other sanction is as right as the one chosen.
    if (allow_admonition)
        for (auto& p : part.penalties)
            if (p.player == by && (p.kind == PenaltyKind::Admonition || p.kind == PenaltyKind::Warning) && p.also_allowed.empty())
                p.also_allowed = {p.kind == PenaltyKind::Warning ? PenaltyKind::Admonition : PenaltyKind::Warning};
}

Vars event_vars(const Event& e) { return Vars{.player = e.player("by"), .at = e.at, .move = e.text("move")}; }

namespace {

// A `warning` event given earlier in the game: the replay counts it; the ruling states the count.
void warning_given(State& s, const Event& e) {
    const Player by = *e.player("by");
    s.fact("warnings_" + std::string(player_name(by)), std::to_string(s.warnings(by)));
}

}  // namespace

void go_event(State& s, const Event& e) {
    switch (e.kind) {
        case EventKind::Move: go_move(s, e); return;
        case EventKind::Pass: return;
        case EventKind::ClockPress: go_clock_press(s, e); return;
        case EventKind::WrongCapture: go_wrong_capture(s, e); return;
        case EventKind::GameCycle: go_game_cycle(s, e); return;
        case EventKind::SealedMove: go_sealed_move(s, e); return;
        case EventKind::StoneMoved: go_stone_moved(s, e); return;
        case EventKind::StoneReplayed: go_stone_replayed(s, e); return;
        case EventKind::StonesScattered: go_stones_scattered(s, e); return;
        case EventKind::Overtime: go_overtime(s, e); return;
        case EventKind::FlagFall: go_flag_fall(s, e); return;
        case EventKind::LateArrival: go_late_arrival(s, e); return;
        case EventKind::LeaveSeat: go_leave_seat(s, e); return;
        case EventKind::Phone: go_phone(s, e); return;
        case EventKind::Disturbance: go_disturbance(s, e); return;
        case EventKind::LeaveGame: go_leave_game(s, e); return;
        case EventKind::Consultation: go_consultation(s, e); return;
        case EventKind::EndOfGame: go_end_of_game(s, e); return;
        case EventKind::DeadStoneDispute: go_dead_stone_dispute(s, e); return;
        case EventKind::Resign: go_resign(s, e); return;
        case EventKind::LifeClaim: go_life_claim(s, e); return;
        case EventKind::CannotEndClaim: go_cannot_end_claim(s, e); return;
        case EventKind::Warning: warning_given(s, e); return;
        case EventKind::BothFlags: case EventKind::Claim: case EventKind::DrawOffer: case EventKind::DrawAgreed:
        case EventKind::Touch: case EventKind::PiecesDisplaced: case EventKind::FoundAfterGame:
        case EventKind::IllegalPosition: case EventKind::ClockSettingWrong: case EventKind::WrongSetup:
        case EventKind::PersistentRefusal: case EventKind::LeavePlayingArea: case EventKind::ThirdPartyReport:
        case EventKind::IncrementRequest: case EventKind::QuickplayClaim: case EventKind::DrawDeclined:
        case EventKind::ClockPaused: case EventKind::PieceMisplaced: case EventKind::StopsRecording:
            return;  // chess only: the loader refuses them in a Go incident
    }
}

}  // namespace arbiter::rules::detail
