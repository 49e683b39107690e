#include "engine/rules/chess_judgements.hpp"

namespace arbiter::rules {

bool supervised_play(const RuleContext& rules) { return rules.text("format") == "standard" || rules.flag("supervised"); }

bool illegal_once_completed(bool legal, bool unpromoted, bool two_hands, bool ends_game) {
    return !legal || unpromoted || (two_hands && !ends_game);
}

bool illegal_once_completed(const ChessFacts& f) {
    return illegal_once_completed(f.legal, f.unpromoted, f.two_hands, !f.ends_game.empty());
}

bool completed_illegal_move(const Event& e, const ChessFacts& f) {
    if (e.kind == EventKind::ClockPress) return f.completes && illegal_once_completed(f);
    return e.kind == EventKind::Move && e.flag("pressed", true) && illegal_once_completed(f);
}

bool legal_on_board(const Event& move, const ChessFacts& f) {
    return f.legal && !f.unpromoted && !completed_illegal_move(move, f);
}

}  // namespace arbiter::rules
