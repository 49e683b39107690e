#include "app/ui/data/scenario_replay.hpp"

#include <algorithm>
#include <array>

#include "app/ui/text_format.hpp"
#include "engine/chess/game.hpp"
#include "engine/chess/position.hpp"
#include "engine/clock/chess_clock.hpp"
#include "engine/clock/go_clock.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/game.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/starting_clocks.hpp"

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

std::string event_label(const rules::Event& e, const UiStrings& strings, Language language) {
    const std::string key = "event." + std::string(rules::event_name(e.kind));
    std::string label = strings.has(key) ? strings.get(key) : std::string(rules::event_name(e.kind));
    std::string who;
    for (const char* field : {"by", "player"})
        if (auto p = e.player(field)) who = rules::player_text(*p).get(language);
    if (!who.empty()) label = who + (language == Language::En ? " " : "") + label;
    const std::string move = e.text("move");
    if (!move.empty()) label += " " + move;
    if (e.kind == EventKind::Move && !e.flag("legal", true)) label += strings.get("replay.illegal_mark");
    return label;
}

// The clocks as the adjudicator sets them up (rules::starting_clocks), run forward to `at`.
struct ClockReplay {
    const content::Scenario& s;
    std::optional<clock::ChessClock> chess;
    std::optional<clock::ByoYomi> byo;
    std::array<clock::GoClockState, 2> go_state{};
    clock::Millis turn_started = 0;
    Player running = Player::White;

    explicit ClockReplay(const content::Scenario& scenario) : s(scenario) {
        const rules::ClockSetup& c = s.incident.clock;
        running = c.running.value_or(s.incident.to_move.value_or(s.incident.game == rules::GameKind::Go ? Player::Black : Player::White));
        turn_started = c.starts_at;
        std::vector<std::string> ignored;  // a scenario on screen has passed its checks
        rules::StartingClocks clocks = rules::starting_clocks(s.incident, ignored);
        chess = std::move(clocks.chess);
        byo = clocks.go;
        go_state = clocks.go_state;
    }

    // A move or a press by `by` at `at` ends that player's turn.
    void press(Player by, clock::Millis at) {
        if (at < turn_started) return;
        if (chess && by == running) chess->press(at);
        if (byo && by == running) go_state[idx(by)] = clock::time_move(*byo, go_state[idx(by)], at - turn_started).after;
        if (by == running) {
            running = rules::other(by);
            turn_started = at;
        }
    }

    ClockView view(clock::Millis now, const UiStrings& strings, Language language) const {
        ClockView v;
        const bool go = s.incident.game == rules::GameKind::Go;
        // Go: Black on the left; chess: White on the left (as the boards are set up).
        const Player left = go ? Player::Black : Player::White;
        auto side = [&](Player p) {
            ClockSideView out;
            out.player = rules::player_text(p).get(language);
            out.to_move = p == running;
            if (chess) {
                const auto cs = p == Player::White ? clock::Side::White : clock::Side::Black;
                out.main_seconds = static_cast<double>(chess->remaining(cs, now)) / 1000.0;
                out.flag_fallen = chess->flag_down(cs, now);
            } else if (byo) {
                clock::GoClockState st = go_state[idx(p)];
                if (p == running && now > turn_started) st = clock::time_move(*byo, st, now - turn_started).after;
                out.main_seconds = static_cast<double>(st.main_left) / 1000.0;
                out.in_byoyomi = st.main_left <= 0;
                out.periods_left = st.periods_left;
                const clock::Millis to_loss = clock::time_to_loss(*byo, st);
                out.period_seconds = static_cast<double>(std::min<clock::Millis>(byo->period, to_loss - static_cast<clock::Millis>(std::max(0, st.periods_left - 1)) * byo->period)) / 1000.0;
                out.flag_fallen = st.lost_on_time;
            }
            return out;
        };
        v.left = side(left);
        v.right = side(rules::other(left));
        if (go) {
            v.kind = ClockView::Kind::GoByoyomi;
            if (byo) {
                v.period_length = static_cast<double>(byo->period) / 1000.0;
                if (now > turn_started)
                    if (auto call = clock::call_at(*byo, go_state[idx(running)], now - turn_started)) v.count_out = call->words.get(language);
                const auto& c = s.incident.clock;
                v.control = fill(strings.get(c.go_system == "periods" ? "replay.go_control_periods" : "replay.go_control_reserve"),
                                 {{"main", std::to_string(c.main / 60000)},
                                  {"n", std::to_string(byo->count)},
                                  {"period", std::to_string(byo->period / 1000)}});
            }
        } else {
            // "5400+30" in words; other PGN forms (stages, delays) as written.
            const std::string& control = s.incident.clock.control;
            const auto plus = control.find('+');
            const bool simple = plus != std::string::npos && plus > 0 &&
                                control.find_first_not_of("0123456789+") == std::string::npos;
            v.control = simple ? fill(strings.get("replay.chess_control"),
                                      {{"min", std::to_string(std::stoi(control.substr(0, plus)) / 60)},
                                       {"inc", control.substr(plus + 1)}})
                               : control;
        }
        return v;
    }
};

}  // namespace

int incident_event(const content::Scenario& scenario) { return static_cast<int>(scenario.incident.events.size()) - 1; }

ReplayFrame replay_scenario(const content::Scenario& s, int current, const UiStrings& strings, Language language) {
    ReplayFrame frame;
    const auto& events = s.incident.events;
    current = std::clamp(current, -1, static_cast<int>(events.size()) - 1);
    const int incident = incident_event(s);
    for (std::size_t i = 0; i < events.size(); ++i) {
        const auto& e = events[i];
        frame.timeline.events.push_back({static_cast<double>(e.at.value_or(s.incident.clock.starts_at)) / 1000.0,
                                         event_label(e, strings, language), static_cast<int>(i) == incident});
    }
    frame.timeline.current = current;

    ClockReplay clocks(s);
    clock::Millis now = s.incident.clock.starts_at;
    if (s.incident.game == rules::GameKind::Go) {
        GoBoardView view;
        try {
            std::string diagram;
            for (const auto& row : s.start.go_rows) diagram += row + "\n";
            go::Game game = diagram.empty() ? go::Game(s.start.go_size > 0 ? s.start.go_size : 19) : go::game_from_diagram(diagram);
            view = GoBoardView::empty(game.size());
            for (int i = 0; i <= current; ++i) {
                const auto& e = events[static_cast<std::size_t>(i)];
                const bool last = i == current;
                const auto by = e.player("by");
                if (e.at) now = *e.at;
                if (e.kind == EventKind::Move && by) {
                    const go::Color colour = *by == Player::Black ? go::Color::Black : go::Color::White;
                    auto v = go::parse_vertex(e.text("move"), game.size());
                    if (v && e.flag("legal", true)) {
                        game.play_ignoring_ko(colour, *v);
                        if (last) view.last_move = go_point(e.text("move"), game.size());
                        if (e.flag("pressed", true)) clocks.press(*by, now);
                    } else if (v && last) {
                        view.refused_move = go_point(e.text("move"), game.size());
                        view.refused_colour = colour == go::Color::Black ? 'X' : 'O';
                    }
                } else if ((e.kind == EventKind::Pass || e.kind == EventKind::ClockPress) && by) {
                    clocks.press(*by, now);
                } else if (e.kind == EventKind::StoneMoved && last) {
                    view.moved_from = go_point(e.text("from"), game.size());
                    view.moved_to = go_point(e.text("to"), game.size());
                }
            }
            std::string stones;
            for (const auto& row : go::board_rows(game)) stones += row;
            view.stones = stones;
            view.size = game.size();
        } catch (const std::exception&) {
            view = GoBoardView::empty(s.start.go_size > 0 ? s.start.go_size : 19);
        }
        frame.go = view;
    } else {
        auto start = chess::Position::from_fen(s.start.fen.empty() ? s.incident.position : s.start.fen);
        if (start) {
            chess::Game game(*start);
            std::optional<std::pair<int, int>> last_move;
            for (int i = 0; i <= current; ++i) {
                const auto& e = events[static_cast<std::size_t>(i)];
                const auto by = e.player("by");
                if (e.at) now = *e.at;
                if (e.kind == EventKind::Move && by) {
                    const std::string uci = e.text("move");
                    if (e.flag("legal", true) && game.play_uci(uci)) {
                        if (e.flag("pressed", true)) clocks.press(*by, now);  // a move without a press leaves the clock running
                        if (uci.size() >= 4)
                            last_move = std::pair{(uci[0] - 'a') + 8 * (uci[1] - '1'), (uci[2] - 'a') + 8 * (uci[3] - '1')};
                    }
                } else if (e.kind == EventKind::ClockPress && by) {
                    clocks.press(*by, now);
                }
            }
            frame.chess = chess_view_from_fen(game.position().fen());
            if (frame.chess && last_move) {
                frame.chess->last_move_from = last_move->first;
                frame.chess->last_move_to = last_move->second;
            }
        }
    }
    if (current >= 0) {
        const auto& e = events[static_cast<std::size_t>(current)];
        if (e.at) now = *e.at;
        frame.happened = frame.timeline.events[static_cast<std::size_t>(current)].label;
    }
    frame.clock = clocks.view(now, strings, language);
    return frame;
}

}  // namespace arbiter::ui
