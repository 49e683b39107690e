#include "app/ui/data/scenario_replay.hpp"

#include <algorithm>
#include <array>

#include <cctype>

#include "app/ui/text_format.hpp"
#include "engine/chess/notation.hpp"
#include "engine/chess/position.hpp"
#include "engine/clock/chess_clock.hpp"
#include "engine/clock/go_clock.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/replay.hpp"
#include "engine/go/vertex.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::ui {

namespace {

using rules::EventKind;
using rules::Player;

std::size_t idx(Player p) { return p == Player::White ? 0 : 1; }

std::optional<GoPoint> go_point(std::string_view name, int size) {
    auto v = go::parse_vertex(name, size);
    if (!v) return std::nullopt;
    return GoPoint{v->x, size - 1 - v->y};
}

// A move as the board shows it: SAN for chess ("Nf3", "exd6", "e8=Q#"), worked out with the
// engine's SAN writer from the position before it; an illegal move has no SAN, so it reads from
// square to square ("h5-h4", "e7-e8=Q"). Never the UCI the content stores ("e2e4"). Go points are
// already the board's coordinates ("Q16").
std::string readable_move(const std::string& move, const rules::Moment& before, rules::GameKind game) {
    if (game != rules::GameKind::Chess || move.size() < 4) return move;
    if (before.board_known) {
        if (auto pos = chess::Position::from_fen(before.fen))
            if (auto m = chess::parse_uci(*pos, move)) return chess::to_san(*pos, *m);
    }
    const bool squares = chess::parse_square(move.substr(0, 2)) && chess::parse_square(move.substr(2, 2));
    if (!squares) return move;  // not a move in UCI: as written
    std::string out = move.substr(0, 2) + "-" + move.substr(2, 2);
    if (move.size() == 5) out += "=" + std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(move[4]))));
    return out;
}

std::string event_label(const rules::Event& e, const rules::Moment& before, rules::GameKind game, const UiStrings& strings,
                        Language language) {
    const std::string key = "event." + std::string(rules::event_name(e.kind));
    std::string label = strings.has(key) ? strings.get(key) : std::string(rules::event_name(e.kind));
    std::string who;
    for (const char* field : {"by", "player"})
        if (auto p = e.player(field)) who = rules::player_text(*p).get(language);
    if (!who.empty()) label = who + (language == Language::En ? " " : "") + label;
    const std::string move = e.text("move");
    if (!move.empty()) label += " " + readable_move(move, before, game);
    if (e.kind == EventKind::Move && !e.flag("legal", true)) label += strings.get("replay.illegal_mark");
    return label;
}

// The clocks of one moment of the engine's replay, as the clock widget draws them at `now`.
struct ClockReplay {
    const content::Scenario& s;
    const rules::ClockSnapshot& c;

    ClockView view(clock::Millis now, const UiStrings& strings, Language language) const {
        ClockView v;
        const bool go = s.incident.game == rules::GameKind::Go;
        // Go: Black on the left; chess: White on the left (as the boards are set up).
        const Player left = go ? Player::Black : Player::White;
        auto side = [&](Player p) {
            ClockSideView out;
            out.player = rules::player_text(p).get(language);
            out.to_move = c.running && p == *c.running;
            if (c.chess) {
                const auto cs = p == Player::White ? clock::Side::White : clock::Side::Black;
                out.main_seconds = static_cast<double>(c.chess->remaining(cs, now)) / 1000.0;
                out.flag_fallen = c.chess->flag_down(cs, now);
            } else if (c.go) {
                const clock::Millis elapsed = out.to_move && now > c.turn_started ? now - c.turn_started : 0;
                const clock::GoClockFace face = clock::clock_face(*c.go, c.go_state[idx(p)], elapsed);
                out.main_seconds = static_cast<double>(face.main_left) / 1000.0;
                out.in_byoyomi = face.main_left <= 0;
                out.periods_left = face.units_left;
                out.period_seconds = static_cast<double>(face.reading ? face.unit_left : face.lost ? 0 : c.go->period) / 1000.0;
                out.flag_fallen = face.lost;
            }
            return out;
        };
        v.left = side(left);
        v.right = side(rules::other(left));
        v.present = static_cast<bool>(c.chess) || static_cast<bool>(c.go);
        if (go) {
            v.kind = ClockView::Kind::GoByoyomi;
            if (c.go) {
                const clock::ByoYomi* byo = &*c.go;
                v.period_length = static_cast<double>(byo->period) / 1000.0;
                if (c.running && now > c.turn_started)
                    if (auto call = clock::call_at(*byo, c.go_state[idx(*c.running)], now - c.turn_started))
                        v.count_out = call->words.get(language);
                const auto& setup = s.incident.clock;
                v.control = fill(strings.get(setup.go_system == "periods" ? "replay.go_control_periods" : "replay.go_control_reserve"),
                                 {{"main", std::to_string(setup.main / 60000)},
                                  {"n", std::to_string(byo->count)},
                                  {"period", std::to_string(byo->period / 1000)}});
            }
        } else {
            // "5400+30" in words; other PGN forms (stages, delays) as written.
            const std::string& control = s.incident.clock.control;
            const auto plus = control.find('+');
            const auto seconds = plus == std::string::npos ? std::nullopt : parse_whole_number<int>(control.substr(0, plus));
            const bool simple = seconds && parse_whole_number<int>(control.substr(plus + 1)).has_value();
            v.control = simple ? fill(strings.get("replay.chess_control"),
                                      {{"min", std::to_string(*seconds / 60)}, {"inc", control.substr(plus + 1)}})
                               : control;
        }
        return v;
    }
};

}  // namespace

int incident_event(const content::Scenario& scenario) { return static_cast<int>(scenario.incident.events.size()) - 1; }

namespace {

// The frame after event `current`; the clocks read at `clock_at`, else at that event's time.
ReplayFrame frame_at(const content::Scenario& s, int current, std::optional<clock::Millis> clock_at, const UiStrings& strings,
                     Language language) {
    ReplayFrame frame;
    const auto& events = s.incident.events;
    current = std::clamp(current, -1, static_cast<int>(events.size()) - 1);
    const int incident = incident_event(s);
    // The board, clocks and turn come from the engine's one replay of the timeline, made when the
    // scenario was loaded; this screen only maps them into what the widgets draw, every frame.
    std::optional<rules::Replay> made_here;
    const rules::Replay& replayed = s.replay ? *s.replay : made_here.emplace(rules::replay(s.incident));
    for (std::size_t i = 0; i < events.size(); ++i) {
        const auto& e = events[i];
        const rules::Moment& before = i < replayed.steps.size() + 1 ? replayed.before(i) : replayed.start;
        frame.timeline.events.push_back({static_cast<double>(e.at.value_or(s.incident.clock.starts_at)) / 1000.0,
                                         event_label(e, before, s.incident.game, strings, language), static_cast<int>(i) == incident});
    }
    frame.timeline.current = current;
    const rules::Moment& moment = current < 0 ? replayed.start : replayed.steps[static_cast<std::size_t>(current)].after;
    clock::Millis now = moment.at.value_or(s.incident.clock.starts_at);
    if (s.incident.game == rules::GameKind::Go) {
        const int size = moment.board_known ? moment.go_size : (s.start.go_size > 0 ? s.start.go_size : 19);
        GoBoardView view = GoBoardView::empty(size);
        std::string stones;
        for (const auto& row : moment.board_known ? moment.go_rows : s.start.go_rows) stones += row;
        if (stones.size() == static_cast<std::size_t>(size * size)) view.stones = stones;
        if (current >= 0) {
            const rules::ReplayStep& step = replayed.steps[static_cast<std::size_t>(current)];
            const auto& e = step.event;
            const auto by = e.player("by");
            if (e.kind == EventKind::Move && by && step.go.legal && !step.go.played_twice) {
                view.last_move = go_point(e.text("move"), size);
            } else if (e.kind == EventKind::Move && by) {
                view.refused_move = go_point(e.text("move"), size);
                view.refused_colour = *by == Player::Black ? 'X' : 'O';
            } else if (e.kind == EventKind::StoneMoved) {
                view.moved_from = go_point(e.text("from"), size);
                view.moved_to = go_point(e.text("to"), size);
            }
        }
        frame.go = view;
    } else {
        const std::string fen = moment.board_known ? moment.fen : (s.start.fen.empty() ? s.incident.position : s.start.fen);
        frame.chess = chess_view_from_fen(fen);
        // The last move made on the board up to here (an illegal move taken back is not one).
        const std::string& last = moment.last_move;
        if (frame.chess && last.size() >= 4) {
            frame.chess->last_move_from = (last[0] - 'a') + 8 * (last[1] - '1');
            frame.chess->last_move_to = (last[2] - 'a') + 8 * (last[3] - '1');
        }
    }
    if (current >= 0) {
        const auto& e = events[static_cast<std::size_t>(current)];
        if (e.at) now = *e.at;
        frame.happened = frame.timeline.events[static_cast<std::size_t>(current)].label;
    }
    if (clock_at) {
        // A drill in real time: the clocks run to the moment, and stop where a finished game ended.
        now = moment.over && moment.at ? std::min(*clock_at, *moment.at) : *clock_at;
    }
    frame.clock = ClockReplay{s, moment.clocks}.view(now, strings, language);
    if (clock_at) frame.clock.running = !moment.over;
    return frame;
}

}  // namespace

ReplayFrame replay_scenario(const content::Scenario& s, int current, const UiStrings& strings, Language language) {
    return frame_at(s, current, std::nullopt, strings, language);
}

ReplayFrame replay_scenario_at(const content::Scenario& s, const std::vector<clock::Millis>& times, clock::Millis now,
                               const UiStrings& strings, Language language) {
    int current = -1;
    for (std::size_t i = 0; i < times.size() && times[i] <= now; ++i) current = static_cast<int>(i);
    ReplayFrame frame = frame_at(s, current, now, strings, language);
    // Only what has happened so far, at the drill's times.
    frame.timeline.events.resize(static_cast<std::size_t>(current + 1));
    for (std::size_t i = 0; i < frame.timeline.events.size(); ++i) {
        frame.timeline.events[i].seconds = static_cast<double>(times[i]) / 1000.0;
        frame.timeline.events[i].incident = false;
    }
    frame.clock.count_out.clear();
    return frame;
}

}  // namespace arbiter::ui
