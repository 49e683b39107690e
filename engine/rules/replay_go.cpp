// The timeline replay on a Go board (replay_runner.hpp): legality and the turn (void moves,
// forfeits, replayed and moved stones), a take-back claim's timing, and the count at the end.
#include <algorithm>
#include <stdexcept>

#include "engine/go/diagram.hpp"
#include "engine/go/repetition_life.hpp"
#include "engine/go/scoring.hpp"
#include "engine/go/sgf.hpp"
#include "engine/rules/board_words.hpp"
#include "engine/rules/replay_runner.hpp"

namespace arbiter::rules::replay_detail {

void Runner::start_go() {
    const std::string& text = inc_.position;
    now_.to_move = inc_.to_move;
    if (text.empty()) return;
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '(') {
        auto read = go::read_sgf(text);
        const LocalizedText sgf = L("局面的 `SGF`：{words}", "局面的 `SGF`：{words}", "position SGF: {words}");
        for (const auto& e : read.errors) problem(kNoEvent, "position", say(sgf, {.words = e.message}));
        if (!read.record || !read.errors.empty()) return;
        std::vector<go::SgfError> sgf_problems;
        go::Game game = go::game_from_sgf(*read.record, go::KoRule::Simple, &sgf_problems);
        for (const auto& p : sgf_problems) problem(kNoEvent, "position", say(sgf, {.words = p.message}));
        if (!sgf_problems.empty()) return;
        go_.emplace(std::move(game));
        if (!go_->record().empty()) {
            const Player next = go_->record().back().color == go::Color::Black ? Player::White : Player::Black;
            if (inc_.to_move && *inc_.to_move != next)
                problem(kNoEvent, "to_move",
                        say(L("写的是 `to_move: {written}`，但按棋谱的最后一手，轮到{player}下", "寫的是 `to_move: {written}`，但按棋譜的最後一手，輪到{player}下",
                              "to_move is {written}, but after the record's last move {next} is to move"),
                            {.player = next, .values = {{"written", std::string(player_name(*inc_.to_move))}, {"next", std::string(player_name(next))}}}));
            now_.to_move = next;
        }
    } else {
        try {
            go_.emplace(go::game_from_diagram(text, go::KoRule::Simple));
        } catch (const go::DiagramError& e) {
            // The diagram reader says what is wrong in the three languages.
            problem(kNoEvent, "position", say(L("局面：{words}", "局面：{words}", "position: {words}"), {.words = e.text()}));
            return;
        }
    }
    now_.board_known = true;
    snapshot_go();
}

void Runner::snapshot_go() {
    if (!go_) return;
    now_.go_size = go_->size();
    now_.go_rows = go::board_rows(*go_);
}

void Runner::lose_go_board() {
    go_.reset();
    now_.board_known = false;
}

std::optional<go::Vertex> Runner::point(std::size_t i, const std::string& field, const std::string& name) {
    if (!go_) return std::nullopt;
    auto v = go::parse_vertex(name, go_->size());
    if (!v)
        problem(i, field, say(L("“{move}”不是 {number}×{number} 棋盘上的点", "「{move}」不是 {number}×{number} 棋盤上的點", "'{move}' is not a point of a {number}x{number} board"),
                              {.move = name, .number = go_->size()}));
    return v;
}

void Runner::go_turn_passes(Player by, const Event& e) {
    if (e.flag("pressed", true)) press(by, e.at, true);
    now_.to_move = other(by);
}

void Runner::go_event(std::size_t i, const Event& e) {
    const auto by = e.player("by");
    switch (e.kind) {
        case EventKind::Move: go_move(i, e); break;
        case EventKind::Pass:
            if (go_) go_->pass(go_colour(*by));
            go_turn_passes(*by, e);
            break;
        case EventKind::StoneReplayed: {
            // One stone, placed, lifted and played elsewhere: one move by `by` (1988 17.2,
            // 2002 17-3). The arbiter puts it back on its first point, so the board shows it there.
            for (const char* key : {"from", "to"})
                if (e.has(key))
                    if (auto v = point(i, key, e.text(key)); v && go_->at(*v) != go::Color::Empty)
                        problem(i, key, say(L("{move} 已有棋子，不可能在那里落子", "{move} 已有棋子，不可能在那裡落子",
                                              "{move} is occupied, so no stone can have been placed there"),
                                            {.move = e.text(key)}));
            take_back_claim_in_time(i, e);
            // A take-back objected to too late stands where it was played (2002 17-3).
            const char* stands_on = go_facts().claimed_in_time ? "from" : "to";
            if (go_ && !e.flag("slipped") && e.has(stands_on)) {
                if (auto v = go::parse_vertex(e.text(stands_on), go_->size()); v && go_->check(go_colour(*by), *v).legal) {
                    go_->play(go_colour(*by), *v);
                    now_.last_move = e.text(stands_on);
                } else {
                    lose_go_board();
                }
            } else if (go_) {
                lose_go_board();  // where the stone ends up is the chief arbiter's or the player's choice
            }
            go_turn_passes(*by, e);
            break;
        }
        case EventKind::StoneMoved: {
            if (go_ && e.has("from"))
                if (auto v = point(i, "from", e.text("from")); v && go_->at(*v) == go::Color::Empty)
                    problem(i, "from", say(L("{move} 上没有棋子，无从移动", "{move} 上沒有棋子，無從移動", "no stone stands on {move} to have been moved"),
                                           {.move = e.text("from")}));
            if (go_ && e.has("to"))
                if (auto v = point(i, "to", e.text("to")); v && go_->at(*v) != go::Color::Empty)
                    problem(i, "to", say(L("{move} 已有棋子，棋子不可能移到那里", "{move} 已有棋子，棋子不可能移到那裡", "{move} is occupied, so no stone can have moved there"),
                                         {.move = e.text("to")}));
            // Put back, the board is as it was and nobody gets a move; left where it was found,
            // the board is no longer the record's.
            const bool put_back = e.flag("agreed") && e.text("agreed_action", "move_back") == "move_back";
            if (!put_back) lose_go_board();
            break;
        }
        case EventKind::WrongCapture:
            if (go_)
                for (const auto& name : e.list("stones")) {
                    auto v = point(i, "stones", name);
                    if (v && go_->at(*v) != go_colour(other(*by)))
                        problem(i, "stones", say(L("{move} 上没有可能被错提的{opponent}棋子", "{move} 上沒有可能被錯提的{opponent}棋子",
                                                   "{move} holds no {colour} stone that could have been wrongly removed"),
                                                 {.player = *by, .move = name, .values = {{"colour", std::string(player_name(other(*by)))}}}));
                }
            lose_go_board();
            break;
        case EventKind::StonesScattered: lose_go_board(); break;
        case EventKind::DeadStoneDispute:
            if (go_)
                for (const auto& name : e.list("stones"))
                    if (auto v = point(i, "stones", name); v && go_->at(*v) == go::Color::Empty)
                        problem(i, "stones", say(L("{move} 上没有棋子，无从争议", "{move} 上沒有棋子，無從爭議", "no stone stands on {move} to be disputed"),
                                                 {.move = name}));
            break;
        case EventKind::SealedMove:
            if (go_ && e.has("move")) {
                if (auto v = point(i, "move", e.text("move"))) {
                    const bool occupied = go_->at(*v) != go::Color::Empty;
                    if (e.has("occupied") && occupied != e.flag("occupied"))
                        problem(i, "occupied",
                                say(occupied ? L("封棋之点 {move} 已有棋子，但事件写的是 `occupied: {written}`", "封棋之點 {move} 已有棋子，但事件寫的是 `occupied: {written}`",
                                                 "the sealed point {move} is occupied, but the event says occupied: {written}")
                                             : L("封棋之点 {move} 是空点，但事件写的是 `occupied: {written}`", "封棋之點 {move} 是空點，但事件寫的是 `occupied: {written}`",
                                                 "the sealed point {move} is empty, but the event says occupied: {written}"),
                                    {.move = e.text("move"), .values = {{"written", yes_no(e.flag("occupied"))}}}));
                    go_facts().occupied = occupied;
                    if (!occupied && go_->check(go_colour(*by), *v).legal) go_->play(go_colour(*by), *v);
                }
            }
            now_.to_move = other(*by);
            break;
        case EventKind::EndOfGame:
            // Confirming the end counts as a pass; if the opponent plays on, he has the move.
            if (!e.flag("opponent_agrees")) {
                go_turn_passes(*by, e);
            } else {
                now_.over = true;
                count(i, e);
            }
            break;
        case EventKind::Overtime:
            if (e.flag("requested_pass") && rules_->flag("overtime_pass_on_request"))
                go_turn_passes(*by, e);
            else
                now_.over = true;
            break;
        case EventKind::GameCycle:
            if (by && e.text("cycle") == "sending_two_returning_one" &&
                rules_->text("sending_two_returning_one") == "forbidden" && e.flag("neither_yields", true))
                now_.to_move = other(*by);
            break;
        case EventKind::LateArrival: {
            // Lateness within the limit comes off the late player's main time (1988 23.3, 2002 22-1).
            const clock::Millis late_by = e.time("late_by").value_or(0);
            const bool lodging = rules_->flag("lodging_venue_limit") && e.text("venue") == "lodging";
            const clock::Millis limit = e.time("default_time").value_or(
                clock::seconds(rules_->number(lodging ? "late_limit_lodging_s" : "late_limit_s")));
            if (now_.clocks.go && late_by <= limit) {
                auto& st = now_.clocks.go_state[idx(*by)];
                st.main_left = std::max<clock::Millis>(0, st.main_left - late_by * rules_->number("late_charge_factor"));
            }
            break;
        }
        case EventKind::Warning:
            now_.warnings[idx(*by)] += static_cast<int>(e.integer("count", 1));
            break;
        case EventKind::LifeClaim: read_life_claim(i, e); break;
        case EventKind::CannotEndClaim: read_cannot_end_claim(i, e); break;
        case EventKind::LeaveSeat:
            // 1988 23.6 / 2002 22-7 concern byo-yomi: whether the player was in it, from the clock.
            if (now_.clocks.go && e.at) {
                const clock::GoClockState& st = now_.clocks.go_state[idx(*by)];
                const bool running = now_.clocks.running == by;
                const clock::Millis main_left =
                    running ? std::max<clock::Millis>(0, st.main_left - (*e.at - now_.clocks.turn_started)) : st.main_left;
                const bool reading = main_left == 0;
                check_stated_flag(i, e, "in_byoyomi", reading,
                                  L("{player}的基本时间已经用完，正在读秒，但事件写的是 `in_byoyomi: {written}`",
                                    "{player}的基本時間已經用完，正在讀秒，但事件寫的是 `in_byoyomi: {written}`",
                                    "{player}'s main time is used up and the count is on, but the event says in_byoyomi: {written}"),
                                  L("{player}的基本时间还剩{duration}，还没有读秒，但事件写的是 `in_byoyomi: {written}`",
                                    "{player}的基本時間還剩{duration}，還沒有讀秒，但事件寫的是 `in_byoyomi: {written}`",
                                    "{player} still has {duration} of main time and is not in byo-yomi, but the event says "
                                    "in_byoyomi: {written}"),
                                  {.player = by, .duration = main_left});
                go_facts().in_byoyomi = reading;
            }
            break;
        case EventKind::ClockPress: case EventKind::FlagFall: case EventKind::BothFlags: case EventKind::Claim:
        case EventKind::DrawOffer: case EventKind::DrawAgreed: case EventKind::Resign: case EventKind::Touch:
        case EventKind::PiecesDisplaced: case EventKind::Phone: case EventKind::Disturbance: case EventKind::Consultation:
        case EventKind::LeaveGame: case EventKind::FoundAfterGame: case EventKind::IllegalPosition:
        case EventKind::ClockSettingWrong: case EventKind::WrongSetup: case EventKind::PersistentRefusal:
        case EventKind::LeavePlayingArea: case EventKind::ThirdPartyReport: case EventKind::IncrementRequest:
        case EventKind::QuickplayClaim: case EventKind::DrawDeclined: case EventKind::ClockPaused:
        case EventKind::PieceMisplaced: case EventKind::StopsRecording:
            break;  // nothing of these changes the board, the clocks or the turn
    }
    snapshot_go();
}

void Runner::go_move(std::size_t i, const Event& e) {
    GoFacts& f = go_facts();
    const Player by = *e.player("by");
    // Two stones in a row without the opponent passing (1988 17.1, 2002 17-2).
    const bool twice = now_.to_move && *now_.to_move != by;
    f.played_twice = twice;
    if (go_) {
        const std::string name = e.text("move");
        const bool said_legal = e.flag("legal", true);
        const std::string said_reason = e.text("reason");
        auto v = go::parse_vertex(name, go_->size());
        if (!v) {
            if (said_legal || said_reason != "off_board")
                problem(i, "move", say(L("“{move}”不是这个 {number}×{number} 棋盘上的点", "「{move}」不是這個 {number}×{number} 棋盤上的點", "'{move}' is not a point of this {number}x{number} board"),
                                       {.move = name, .number = go_->size()}));
            f.legal = false;
            f.reason = "off_board";
        } else {
            const go::MoveReport report = go_->check(go_colour(by), *v);
            const std::string reason(go_illegality_word(report.reason, report.simple_ko_violation));
            if (said_legal && !report.legal && e.has("legal"))
                problem(i, "legal", say(L("{player}在 {move} 落子在棋盘上不合法（{words}），但事件写的是 `legal: true`", "{player}在 {move} 落子在棋盤上不合法（{words}），但事件寫的是 `legal: true`",
                                          "{colour} at {move} is illegal ({reason}) on the board, but the event says legal: true"),
                                        {.player = by, .move = name, .words = illegality_words(reason),
                                         .values = {{"colour", std::string(player_name(by))}, {"reason", reason}}}));
            else if (!said_legal && report.legal)
                problem(i, "legal", say(L("引擎认为{player}在 {move} 落子合法，但事件写的是 `legal: false`", "引擎認為{player}在 {move} 落子合法，但事件寫的是 `legal: false`",
                                          "the engine finds {colour} at {move} legal, but the event says legal: false"),
                                        {.player = by, .move = name, .values = {{"colour", std::string(player_name(by))}}}));
            else if (!said_legal && !said_reason.empty() && said_reason != "other" && said_reason != reason)
                problem(i, "reason", say(L("{move} 的落子不合法的原因是{words}（`reason: {reason}`），不是 `reason: {written}`", "{move} 的落子不合法的原因是{words}（`reason: {reason}`），不是 `reason: {written}`",
                                           "the move at {move} is illegal because of {reason}, not {written}"),
                                         {.move = name, .words = illegality_words(reason), .values = {{"reason", reason}, {"written", said_reason}}}));
            if (report.legal && e.flag("press_before_captures_removed") && report.captures.empty())
                problem(i, "press_before_captures_removed",
                        say(L("{move} 没有提子，所以棋盘上不可能留有应提的棋子", "{move} 沒有提子，所以棋盤上不可能留有應提的棋子",
                              "{move} captures nothing, so no captured stones can have been left on the board"),
                            {.move = name}));
            f.legal = report.legal;
            if (!report.legal) f.reason = reason;
            f.captures = static_cast<std::int64_t>(report.captures.size());
            if (twice) return;  // the second stone is void: the board and the turn stay
            if (report.legal) {
                go_->play(go_colour(by), *v);
                now_.last_move = name;
                // A capture that would be suicide without the stones it takes: a ko capture
                // when one stone takes one and is left with its one liberty.
                if (!report.captures.empty()) {
                    const int liberties = go_->liberties(*v);
                    bool alone = true;
                    int freed_neighbours = 0;
                    for (const go::Vertex n : neighbours(*v, go_->size())) {
                        if (go_->at(n) == go_colour(by)) alone = false;
                        if (std::find(report.captures.begin(), report.captures.end(), n) != report.captures.end()) ++freed_neighbours;
                    }
                    f.would_be_suicide = liberties <= freed_neighbours;
                    const bool ko_shape = alone && report.captures.size() == 1 && liberties == 1;
                    // A retake of a ko: the stone taken had itself taken one stone as it was played.
                    bool retake = false;
                    const auto& record = go_->record();
                    for (std::size_t r = 0; ko_shape && r + 1 < record.size(); ++r)
                        if (record[r].vertex && *record[r].vertex == report.captures.front() && record[r].captured == 1) retake = true;
                    f.ko_retake = retake;
                }
            }
        }
    }
    if (twice) return;
    if (f.legal) {
        go_turn_passes(by, e);
        return;
    }
    const std::string reason = f.reason.empty() ? "other" : f.reason;
    const bool ko_warning = reason == "ko_recapture" && rules_->text("ko_recapture_penalty") == "warning";
    if ((reason == "suicide" || reason == "ko_recapture") && !ko_warning) {
        // 19, 20.1: the move is void and the offender forfeits the turn.
        go_turn_passes(by, e);
        if (go_) go_->set_to_move(go_colour(other(by)));
    }
    // Otherwise the stone cannot stand and the same player plays again.
}

void Runner::count(std::size_t i, const Event& e) {
    if (!go_ || !e.has("dead")) return;  // without the agreed dead stones ([] for none) nothing is counted
    std::vector<go::Vertex> dead;
    for (const auto& name : e.list("dead")) {
        auto v = point(i, "dead", name);
        if (!v) return;
        if (go_->at(*v) == go::Color::Empty) {
            problem(i, "dead", say(L("{move} 上没有棋子，无从算作死子", "{move} 上沒有棋子，無從算作死子", "no stone stands on {move} to be dead"), {.move = name}));
            return;
        }
        dead.push_back(*v);
    }
    const double komi_points = static_cast<double>(rules_->number("komi_half_points")) / 2.0;
    const go::AreaScore score = go::score_area(*go_, dead, komi_points);
    // Whole numbers in quarter stones (子), so no rounding can creep into a result.
    auto quarters = [](double stones) { return static_cast<std::int64_t>(stones * 4.0 + (stones < 0 ? -0.5 : 0.5)); };
    GoCount& counted = go_facts().count.emplace();
    counted.black_q = quarters(score.black_area);
    counted.white_q = quarters(score.white_area);
    counted.komi_q = quarters(komi_points / 2.0);
    counted.margin_q = quarters(score.margin_stones);
    counted.dead_count = static_cast<std::int64_t>(dead.size());
    counted.board_points = static_cast<std::int64_t>(go_->size() * go_->size());
    // The empty points left between both sides' live stones: points both could still contest,
    // which 1988 Art. 21.2 treats as seki once both have declared the end (split half each).
    std::vector<std::string> shared;
    const std::vector<go::Color> owner = go::area_map(*go_, dead);
    for (int y = go_->size() - 1; y >= 0; --y)
        for (int x = 0; x < go_->size(); ++x)
            if (owner[static_cast<std::size_t>(y * go_->size() + x)] == go::Color::Empty &&
                go_->at(go::Vertex{x, y}) == go::Color::Empty)
                shared.push_back(go::vertex_name(go::Vertex{x, y}));
    counted.shared_points = shared;
}

void Runner::take_back_claim_in_time(std::size_t i, const Event& e) {
    const Player by = *e.player("by");
    bool in_time = true;
    if (const auto claimed = e.time("claimed_at")) {
        for (std::size_t j = i + 1; j < inc_.events.size(); ++j) {
            const Event& later = inc_.events[j];
            if (!later.at || *later.at > *claimed) break;
            if ((later.kind == EventKind::Move || later.kind == EventKind::Pass) && later.player("by") == other(by)) {
                in_time = false;
                break;
            }
        }
    }
    // Without `claimed_at` the timeline cannot show the objection's moment: the problem says what to write.
    const LocalizedText hint = e.has("claimed_at") ? LocalizedText{}
                                                   : L("（请写出 `claimed_at`，并把对方的那一手写进时间线）", "（請寫出 `claimed_at`，並把對方的那一手寫進時間線）",
                                                       " (give claimed_at and put the opponent's move in the timeline)");
    check_stated_flag(i, e, "claimed_in_time", in_time,
                      L("对方在悔棋与提出异议之间没有下棋，但事件写的是 `claimed_in_time: {written}`", "對方在悔棋與提出異議之間沒有下棋，但事件寫的是 `claimed_in_time: {written}`",
                        "the opponent made no move between the take-back and the objection, but the event says "
                        "claimed_in_time: {written}") + hint,
                      L("对方提出异议之前已经下了下一手，但事件写的是 `claimed_in_time: {written}`", "對方提出異議之前已經下了下一手，但事件寫的是 `claimed_in_time: {written}`",
                        "the opponent had made his next move before objecting, but the event says claimed_in_time: {written}") + hint);
    go_facts().claimed_in_time = in_time;
}

void Runner::read_life_claim(std::size_t i, const Event& e) {
    if (!go_) return;  // no board to read: the claim is an ordinary dispute (21.3)
    const Player by = *e.player("by");
    const auto v = point(i, "group", e.text("group"));
    if (!v) return;
    if (go_->at(*v) != go_colour(by)) {
        problem(i, "group", say(L("{move} 上没有{player}的棋子", "{move} 上沒有{player}的棋子", "no {colour} stone stands on {move}"),
                                {.player = by, .move = e.text("group"), .values = {{"colour", std::string(player_name(by))}}}));
        return;
    }
    // Whose turn it is decides a race: the play-out 21.3 asks for starts with the side to move.
    if (!now_.to_move) {
        problem(i, "group", say(L("要判断 {move} 这块棋的死活，须知道轮谁下：请写出 `to_move`", "要判斷 {move} 這塊棋的死活，須知道輪誰下：請寫出 `to_move`",
                                  "reading the group at {move} needs the side to move: give to_move"),
                                {.move = e.text("group")}));
        return;
    }
    const go::RepetitionReading reading = go::read_repetition_life(*go_, *v, go_colour(*now_.to_move));
    if (reading.life == go::RepetitionLife::Unsettled) {
        problem(i, "group", say(L("对 {move} 这块棋的计算没有完成（{number} 个局面）；请给一个更小的局部", "對 {move} 這塊棋的計算沒有完成（{number} 個局面）；請給一個更小的局部",
                                  "the reading of the group at {move} did not finish ({number} positions); give a smaller fight"),
                                {.move = e.text("group"), .number = static_cast<std::int64_t>(reading.nodes)}));
        return;
    }
    go_facts().life = std::string(go::repetition_life_name(reading.life));
}

void Runner::read_cannot_end_claim(std::size_t i, const Event& e) {
    if (!go_) return;  // no board: 20.4 still rejects the claim, without naming the repeating move
    go::Game g = *go_;
    g.set_ko_rule(go::KoRule::PositionalSuperko);
    Player mover = e.player("first").value_or(now_.to_move.value_or(Player::Black));
    std::vector<std::pair<go::Vertex, go::Vertex>> kos;  // single-stone captures, for telling a triple ko apart
    const auto steps = e.list("sequence");
    for (std::size_t k = 0; k < steps.size(); ++k, mover = other(mover)) {
        if (steps[k] == "pass") {
            g.pass(go_colour(mover));
            continue;
        }
        const auto v = point(i, "sequence", steps[k]);
        if (!v) return;
        const go::MoveReport r = g.check(go_colour(mover), *v);
        if (r.superko_violation) {
            go_facts().repeat = GoFacts::Repeat{static_cast<std::int64_t>(k + 1), steps[k], std::string(player_name(mover))};
            if (kos.size() >= 3)
                problem(i, "sequence",
                        say(L("这个次序涉及 {number} 个劫：三劫或四劫循环应写成 `game_cycle` 事件（第 20.3 条），而不是无法终局的主张", "這個次序涉及 {number} 個劫：三劫或四劫循環應寫成 `game_cycle` 事件（第 20.3 條），而不是無法終局的主張",
                              "the sequence turns on {number} kos: a triple or quadruple ko is a game_cycle (20.3), not a claim that "
                              "the game cannot end"),
                            {.number = static_cast<std::int64_t>(kos.size())}));
            return;
        }
        if (!r.legal) {
            problem(i, "sequence", say(L("第 {number} 步{player}在 {move} 落子在棋盘上不合法（{words}）", "第 {number} 步{player}在 {move} 落子在棋盤上不合法（{words}）",
                                         "{colour} at {move} (step {number}) is illegal on the board ({reason})"),
                                       {.player = mover, .move = steps[k], .number = static_cast<std::int64_t>(k + 1),
                                        .words = illegality_words(go_illegality_word(r.reason, r.simple_ko_violation)),
                                        .values = {{"colour", std::string(player_name(mover))}, {"reason", std::string(go::illegality_name(r.reason))}}}));
            return;
        }
        // One ko is one pair of points, whoever takes: the stone played and the stone it took.
        if (r.captures.size() == 1) {
            auto key = [&](go::Vertex a) { return a.y * g.size() + a.x; };
            const go::Vertex a = key(*v) < key(r.captures.front()) ? *v : r.captures.front();
            const go::Vertex b = key(*v) < key(r.captures.front()) ? r.captures.front() : *v;
            if (std::find(kos.begin(), kos.end(), std::pair{a, b}) == kos.end()) kos.emplace_back(a, b);
        }
        g.play(go_colour(mover), *v);
    }
    problem(i, "sequence", L("这个次序从未重复之前的全局局面，所以不是同形再现", "這個次序從未重復之前的全局局面，所以不是同形再現",
                             "the sequence never repeats an earlier whole-board position, so it is no repetition"));
}

}  // namespace arbiter::rules::replay_detail
