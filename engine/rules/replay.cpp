// The timeline replay's driver (replay_runner.hpp): one step per event, the clocks both games
// share, and what a problem says. The boards are in replay_chess.cpp and replay_go.cpp.
#include "engine/rules/replay.hpp"

#include <algorithm>

#include "engine/rules/event_schema.hpp"
#include "engine/rules/replay_runner.hpp"
#include "engine/rules/ruling_text.hpp"
#include "engine/rules/starting_clocks.hpp"

namespace arbiter::rules {

namespace replay_detail {

void Runner::run() {
    // An unknown rule set is the adjudicator's to report; the board and clocks follow the defaults.
    rules_.emplace(rule_set_for(inc_), inc_.options);
    now_.warnings = inc_.warnings_before;
    now_.illegal_moves = inc_.illegal_moves_before;
    now_.at = inc_.clock.starts_at;
    start_clocks();
    if (inc_.game == GameKind::Chess) start_chess();
    else start_go();
    if (!now_.clocks.running) now_.clocks.running = now_.to_move;
    out_.start = now_;
    for (std::size_t i = 0; i < inc_.events.size(); ++i) {
        // The step is added first: the event's facts (chess_facts(), go_facts()) are filled in as it is played.
        ReplayStep& step = out_.steps.emplace_back();
        step.event = inc_.events[i];
        const Event& e = step.event;
        if (e.at) now_.at = e.at;
        if (inc_.game == GameKind::Go) {
            stated_facts(e, step.go);
            step.count_out = count_out_before(e);
            go_event(i, e);
        } else {
            stated_facts(e, step.chess);
            chess_event(i, e);
        }
        step.after = now_;
    }
}

void Runner::stated_facts(const Event& e, ChessFacts& f) {
    f.legal = e.flag("legal", true);
    f.reason = e.text("reason");
    f.king_can_move = e.flag("king_can_move", true);
    f.unpromoted = e.flag("unpromoted");
    f.two_hands = e.flag("two_hands");
    f.ends_game = e.text("ends_game");
    f.noticed_after_reply = e.flag("noticed_after_reply");
    f.has_move = e.flag("has_move", true);
    f.can_move = e.flag("can_move", true);
    f.after_pressing = e.flag("after_pressing");
    f.valid = e.maybe_flag("valid");
    f.time_left = e.time("time_left");
    f.increment = e.time("increment");
    f.exempt = e.flag("exempt");
    f.opponent_can_win = e.maybe_flag("opponent_can_win");
    f.decision = e.text("decision");
    f.can_promote = e.maybe_flag("can_promote");
    f.piece_available = e.maybe_flag("piece_available");
    if (e.kind == EventKind::PieceMisplaced) f.misplaced_piece = e.text("piece");
}

void Runner::stated_facts(const Event& e, GoFacts& f) {
    f.legal = e.flag("legal", true);
    f.reason = e.text("reason");
    f.occupied = e.flag("occupied");
    f.in_byoyomi = e.flag("in_byoyomi", true);
    f.claimed_in_time = e.flag("claimed_in_time", true);
}

void Runner::problem(std::size_t event, std::string field, LocalizedText message) {
    out_.problems.push_back({event, std::move(field), std::move(message)});
}

void Runner::check_stated_flag(std::size_t event, const Event& e, const std::string& field, bool derived,
                               const LocalizedText& found_true, const LocalizedText& found_false, Vars vars) {
    const std::optional<bool> stated = e.maybe_flag(field);
    if (!stated || *stated == derived) return;
    vars.values.emplace_back("derived", yes_no(derived));
    vars.values.emplace_back("written", yes_no(*stated));
    problem(event, field, say(derived ? found_true : found_false, vars));
}

void Runner::start_clocks() {
    std::vector<LocalizedText> problems;
    StartingClocks clocks = starting_clocks(inc_, problems);
    for (auto& p : problems) problem(kNoEvent, "clock", std::move(p));
    now_.clocks.chess = std::move(clocks.chess);
    now_.clocks.go = clocks.go;
    now_.clocks.go_state = clocks.go_state;
    now_.clocks.turn_started = inc_.clock.starts_at;
    now_.clocks.running = inc_.clock.running;
    if (!now_.clocks.running && inc_.to_move) now_.clocks.running = inc_.to_move;
}

void Runner::press(Player by, std::optional<clock::Millis> at, bool moved) {
    ClockSnapshot& c = now_.clocks;
    if (c.running && *c.running != by) return;  // his clock was not running: nothing changes
    if (at && c.chess && c.chess->running() == side(by)) {
        if (moved) c.chess->press(*at);
        else c.chess->press_without_move(*at);
    }
    if (at && c.go) {
        auto& st = c.go_state[idx(by)];
        st = clock::time_move(*c.go, st, std::max<clock::Millis>(0, *at - c.turn_started - uncounted_)).after;
    }
    c.running = other(by);
    if (at) c.turn_started = *at;
}

void Runner::add_time(Player to, std::int64_t seconds, std::optional<clock::Millis> at) {
    if (now_.clocks.chess && at) now_.clocks.chess->add_time(side(to), clock::seconds(seconds), *at);
}

std::optional<CountOut> Runner::count_out_before(const Event& e) {
    ClockSnapshot& c = now_.clocks;
    // 1988 23.4: "在读秒时，提子不计时间" — removing captured stones is not counted once the
    // player is in byo-yomi (his main time gone when the move began); in main time, and under
    // 2002, it is part of the move.
    uncounted_ = 0;
    const bool reading = c.go && c.running && c.go_state[idx(*c.running)].main_left == 0;
    if (e.kind == EventKind::Move && c.running && e.player("by") == *c.running && reading &&
        !rules_->flag("captures_count_in_byoyomi"))
        uncounted_ = e.time("capture_time").value_or(0);
    if (!c.go || !c.running || !e.at || now_.over) return std::nullopt;
    const Player p = *c.running;
    // 2002 22-5: an overstep the player asks to turn into a pass is ruled by that event.
    if (e.kind == EventKind::Overtime && e.player("by") == p && e.flag("requested_pass")) return std::nullopt;
    const clock::Millis elapsed = *e.at - c.turn_started - uncounted_;
    if (elapsed <= 0) return std::nullopt;
    // The mover's own stone placed exactly at the last second is in time; a later event is not.
    const clock::MoveTiming timing = clock::time_move(*c.go, c.go_state[idx(p)], elapsed);
    if (uncounted_ > 0 && !timing.timed_out_at) {
        // Counted, the removal would have lost the game or used up a reserved minute.
        const clock::MoveTiming counted = clock::time_move(*c.go, c.go_state[idx(p)], elapsed + uncounted_);
        go_facts().removal_saved = counted.timed_out_at.has_value() || counted.after.periods_left < timing.after.periods_left;
    }
    if (!timing.timed_out_at) return std::nullopt;
    CountOut out{p, c.turn_started + *timing.timed_out_at, timing.calls};
    c.go_state[idx(p)] = timing.after;
    now_.over = true;
    return out;
}

}  // namespace replay_detail

Replay replay(const Incident& incident) {
    Replay out;
    replay_detail::Runner(incident, out).run();
    return out;
}

LocalizedText event_place(const Incident& incident, std::size_t event) {
    const Event& e = incident.events[event];
    // What the event is called is event_text's (着法 / 落子 / "move"), not the file's word.
    return e.line ? detail::say(detail::L("第 {number} 行的事件", "第 {number} 行的事件", "event at line {number}"), {.number = static_cast<std::int64_t>(e.line)})
                  : detail::say(detail::L("第 {number} 个事件（{words}）", "第 {number} 個事件（{words}）", "event {number} ({event_word})"),
                                {.number = static_cast<std::int64_t>(event + 1), .words = event_text(e.kind, incident.game),
                                 .values = {{"event_word", std::string(event_name(e.kind))}}});
}

LocalizedText describe(const Incident& incident, const ReplayProblem& p) {
    if (p.event == kNoEvent || p.event >= incident.events.size()) return p.message;
    const LocalizedText where = event_place(incident, p.event);
    return where + detail::L("：", "：", ": ") + p.message;
}

}  // namespace arbiter::rules
