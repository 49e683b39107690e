#include "engine/rules/chess_judgements.hpp"

namespace arbiter::rules {

bool supervised_play(const RuleContext& rules) { return rules.text("format") == "standard" || rules.flag("supervised"); }

bool illegal_once_completed(bool legal, bool unpromoted, bool two_hands, bool ends_game) {
    return !legal || unpromoted || (two_hands && !ends_game);
}

bool illegal_once_completed(const Event& e) {
    return illegal_once_completed(e.flag("legal", true), e.flag("unpromoted"), e.flag("two_hands"), !e.text("ends_game").empty());
}

bool completed_illegal_move(const Event& e) {
    if (e.kind == EventKind::ClockPress) return e.has("completes") && illegal_once_completed(e);
    return e.kind == EventKind::Move && e.flag("pressed", true) && illegal_once_completed(e);
}

bool legal_on_board(const Event& move) {
    return move.flag("legal", true) && !move.flag("unpromoted") && !completed_illegal_move(move);
}

}  // namespace arbiter::rules
