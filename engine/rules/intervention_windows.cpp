// The arbiter's intervention windows, read off the replay (intervention_windows.hpp). Nothing here
// plays a move or runs a clock forward: every fact comes from the replay's moments and the derived
// fields of its events; the clock snapshots are only asked when a flag falls and which count calls
// a turn's length produces.
#include "engine/rules/chess_judgements.hpp"
#include "engine/rules/intervention_windows.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "engine/core/kind_words.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::rules {

namespace {

constexpr std::array kActionWords = {
    std::pair{InterventionAction::CallFlag, std::string_view("call_flag")},
    std::pair{InterventionAction::StopClockIllegalMove, std::string_view("stop_clock_illegal_move")},
    std::pair{InterventionAction::DeclareDraw, std::string_view("declare_draw")},
    std::pair{InterventionAction::StopClockDevice, std::string_view("stop_clock_device")},
    std::pair{InterventionAction::AnswerClaim, std::string_view("answer_claim")},
    std::pair{InterventionAction::CallCount, std::string_view("call_count")},
    std::pair{InterventionAction::StopPlay, std::string_view("stop_play")},
    std::pair{InterventionAction::NoAction, std::string_view("no_action")},
};

// "白方" + "的旗落下…" / "White" + "'s flag falls…": the player named as the rulings name him
// (player_text), then the rest; an English rest that starts with an apostrophe is a possessive.
LocalizedText sentence(Player p, LocalizedText rest) {
    const bool possessive = !rest.en.empty() && rest.en.front() == '\'';
    return player_text(p) + LocalizedText{"", "", possessive ? "" : " "} + rest;
}

class WindowFinder {
public:
    WindowFinder(const Incident& incident, const Replay& replayed) : inc_(incident), r_(replayed) {
        rules_.emplace(rule_set_for(incident), incident.options);
    }

    InterventionTimeline run() {
        out_.times = event_times(r_, inc_.clock.starts_at);
        find_times();
        if (inc_.game == GameKind::Chess) {
            chess_flags();
            for (std::size_t i = 0; i < r_.steps.size(); ++i) chess_event(i);
        } else {
            go_counts();
            for (std::size_t i = 0; i < r_.steps.size(); ++i) go_event(i);
        }
        // A window that opens after the game ended never opens: a flag that falls after the mate
        // (5.1.1, 6.8), a count after the resignation.
        if (out_.game_ends)
            std::erase_if(out_.windows, [&](const InterventionWindow& w) { return w.from > *out_.game_ends; });
        std::stable_sort(out_.windows.begin(), out_.windows.end(),
                         [](const InterventionWindow& a, const InterventionWindow& b) { return a.from < b.from; });
        return std::move(out_);
    }

private:
    const Incident& inc_;
    const Replay& r_;
    std::optional<RuleContext> rules_;
    InterventionTimeline out_;

    Citation cite(std::string_view article) const { return rules_->cite(article); }
    bool blitz() const { return rules_->text("format") == "blitz"; }
    bool go_2002() const { return rules_->cites_go_2002(); }

    // A window with what every window has; the rest is set on it by name: .until(t), .duty(d),
    // .player(p), .call(code). Duty defaults to must, until to "until the game ends".
    class WindowRef {
    public:
        explicit WindowRef(InterventionWindow& w) : w_(w) {}
        WindowRef& until(std::optional<clock::Millis> t) { return set(w_.until, t); }
        WindowRef& duty(Duty d) { return set(w_.duty, d); }
        WindowRef& player(std::optional<Player> p) { return set(w_.player, p); }
        WindowRef& call(std::string code) { return set(w_.call, std::move(code)); }

    private:
        template <class T, class V>
        WindowRef& set(T& field, V&& value) {
            field = std::forward<V>(value);
            return *this;
        }
        InterventionWindow& w_;
    };
    WindowRef open_window(clock::Millis from, InterventionAction action, std::vector<Citation> articles,
                          std::size_t event, LocalizedText what) {
        InterventionWindow& w = out_.windows.emplace_back();
        w.from = from;
        w.action = action;
        w.articles = std::move(articles);
        w.event = event;
        w.what = std::move(what);
        return WindowRef(w);
    }

    clock::Millis time_of(std::size_t i) const { return out_.times[i]; }
    // The time of the first event after i that satisfies `pred`.
    template <class Pred>
    std::optional<clock::Millis> next_time(std::size_t i, Pred pred) const {
        for (std::size_t k = i + 1; k < r_.steps.size(); ++k)
            if (pred(r_.steps[k].event)) return out_.times[k];
        return std::nullopt;
    }
    std::optional<clock::Millis> next_move(std::size_t i, std::optional<Player> by = std::nullopt) const {
        return next_time(i, [&](const Event& e) {
            return (e.kind == EventKind::Move || e.kind == EventKind::Pass) && (!by || e.player("by") == by);
        });
    }

    void find_times() {
        for (std::size_t i = 0; i < r_.steps.size(); ++i) {
            const ReplayStep& step = r_.steps[i];
            const Event& e = step.event;
            if (!out_.first_event) out_.first_event = time_of(i);
            out_.last_event = time_of(i);
            if (out_.game_ends) continue;
            if (step.count_out) {
                out_.game_ends = step.count_out->at;
                continue;
            }
            const bool ended_by_itself = step.after.over && !r_.before(i).over;
            const bool ends = ended_by_itself || e.kind == EventKind::Resign || e.kind == EventKind::FlagFall ||
                              e.kind == EventKind::BothFlags || e.kind == EventKind::Overtime ||
                              (e.kind == EventKind::DrawAgreed && step.chess.offer_open);
            if (ends) out_.game_ends = time_of(i);
        }
    }

    // ---- chess

    // A flag falls when the running player's time runs out before he presses (6.1): the clock
    // snapshot after each event projects it, and a projection the next event does not overtake
    // is the fall.
    void chess_flags() {
        std::array<std::optional<clock::Millis>, 2> fell{};
        for (std::size_t k = 0; k <= r_.steps.size(); ++k) {
            const Moment& m = k == 0 ? r_.start : r_.steps[k - 1].after;
            if (!m.clocks.chess || !m.clocks.chess->started()) continue;
            // The moment holds until the next event that has a time (the last one holds to the end).
            std::optional<clock::Millis> horizon;
            for (std::size_t j = k; j < r_.steps.size() && !horizon; ++j) horizon = r_.steps[j].event.at;
            if (!horizon) horizon = out_.last_event;
            for (Player p : {Player::White, Player::Black}) {
                const auto t = m.clocks.chess->flag_time(p == Player::White ? clock::Side::White : clock::Side::Black);
                auto& first = fell[static_cast<std::size_t>(p)];
                if (!t || (horizon && *t > *horizon)) continue;
                if (!first || *t < *first) first = t;
            }
        }
        for (Player p : {Player::White, Player::Black})
            if (auto t = fell[static_cast<std::size_t>(p)]) flag_window(*t, p, kNoEvent);
    }

    void flag_window(clock::Millis from, Player p, std::size_t event) {
        for (const auto& w : out_.windows)
            if (w.action == InterventionAction::CallFlag && w.player == p) return;  // one fall per player
        std::vector<Citation> articles = {cite("6.8")};
        if (!supervised_play(*rules_)) articles.push_back(cite("A.5.5"));
        open_window(from, InterventionAction::CallFlag, std::move(articles), event,
                    sentence(p, {"的旗落下：裁判员看到即应宣布", "的旗落下：裁判員看到即應宣佈",
                                 "'s flag falls: the arbiter calls it when he sees it"}))
            .player(p);
    }

    void chess_event(std::size_t i) {
        const Event& e = r_.steps[i].event;
        const ChessFacts& f = r_.steps[i].chess;
        const auto by = e.player("by");
        switch (e.kind) {
            case EventKind::Move: {
                // A two-handed move that ends the game stands (6.2.1.1; 5.1.1 asks 4.2-4.7, not 4.1).
                if (!by) break;
                if (completed_illegal_move(e, f)) illegal_move(i, *by, f.broken_article.value_or(""));
                if (legal_on_board(e, f)) after_legal_move(i, *by);
                break;
            }
            case EventKind::ClockPress:
                // A press that completes the player's unfinished move is no 7.5.3; it completes an
                // illegal move when that move was one (the replay carries its facts onto the press).
                if (by && f.completes) {
                    if (completed_illegal_move(e, f)) illegal_move(i, *by, f.broken_article.value_or(""));
                } else if (by && f.had_the_move) {
                    illegal_move(i, *by, "7.5.3");
                }
                break;
            case EventKind::FlagFall:
                // No clock to read the fall from: it is known when the event says so.
                if (auto p = e.player("player"); p && !inc_.clock.configured()) flag_window(time_of(i), *p, i);
                break;
            case EventKind::IllegalPosition: illegal_position(i); break;
            case EventKind::Phone:
                if (by && e.flag("rang", true))
                    open_window(time_of(i), InterventionAction::StopClockDevice, {cite("11.3.2.2")}, i,
                                sentence(*by, {"的电子设备在赛场内响起：裁判员应立即处理",
                                               "的電子設備在賽場內響起：裁判員應立即處理",
                                               "'s device sounds in the playing venue: the arbiter acts at once"}))
                        .player(by);
                break;
            case EventKind::Claim: claim_window(i, by, cite(e.text("claim") == "threefold" ? "9.2" : "9.3")); break;
            case EventKind::IncrementRequest: claim_window(i, by, cite("III.4")); break;
            case EventKind::QuickplayClaim: claim_window(i, by, cite("III.5")); break;
            case EventKind::Pass: case EventKind::BothFlags: case EventKind::DrawOffer: case EventKind::DrawAgreed:
            case EventKind::Resign: case EventKind::Touch: case EventKind::PiecesDisplaced: case EventKind::StoneMoved:
            case EventKind::StoneReplayed: case EventKind::StonesScattered: case EventKind::WrongCapture:
            case EventKind::GameCycle: case EventKind::LateArrival: case EventKind::SealedMove: case EventKind::Warning:
            case EventKind::EndOfGame: case EventKind::DeadStoneDispute: case EventKind::LeaveSeat:
            case EventKind::Overtime: case EventKind::Disturbance: case EventKind::Consultation: case EventKind::LeaveGame:
            case EventKind::FoundAfterGame: case EventKind::ClockSettingWrong: case EventKind::WrongSetup:
            case EventKind::PersistentRefusal: case EventKind::LeavePlayingArea: case EventKind::ThirdPartyReport:
            case EventKind::DrawDeclined: case EventKind::ClockPaused: case EventKind::PieceMisplaced:
            case EventKind::LifeClaim: case EventKind::CannotEndClaim: case EventKind::StopsRecording:
                break;  // no window of their own
        }
    }

    // The player calls the arbiter: he comes when called; that is not a false alarm.
    void claim_window(std::size_t i, std::optional<Player> by, Citation article) {
        open_window(time_of(i), InterventionAction::AnswerClaim, {std::move(article)}, i,
                    by ? sentence(*by, {"向裁判员提出申请：裁判员到场处理", "向裁判員提出申請：裁判員到場處理",
                                        "calls the arbiter with a claim"})
                       : LocalizedText{"棋手提出申请", "棋手提出申請", "A player calls the arbiter"})
            .duty(Duty::May)
            .player(by);
    }

    void illegal_move(std::size_t i, Player by, const std::string& broken) {
        const clock::Millis at = time_of(i);
        // The sanction's article first, then the format's, then the rule the move broke.
        std::vector<Citation> articles;
        std::optional<clock::Millis> until;
        LocalizedText what;
        if (supervised_play(*rules_)) {
            articles.push_back(cite("7.5.1"));
            if (rules_->text("format") == "rapid") articles.push_back(cite("A.4"));
            if (blitz()) articles.push_back(cite("B.2"));
            what = sentence(
                by, {"完成了不合法着法：裁判员一经发现即应停钟纠正，对局中任何时候都可以",
                     "完成了不合法著法：裁判員一經發現即應停鐘糾正，對局中任何時候都可以",
                     "completes an illegal move: the arbiter stops the clock whenever he sees it during the game"});
        } else {
            // Normal rapid and blitz: only until the opponent has made his next move (A.5.2, B.3).
            until = next_move(i, other(by));
            articles.push_back(cite("A.5.2"));
            if (blitz()) articles.push_back(cite("B.3"));
            what = sentence(
                by, {"完成了不合法着法：裁判员须在对方走下一步之前停钟", "完成了不合法著法：裁判員須在對方走下一步之前停鐘",
                     "completes an illegal move: the arbiter must stop the clock before the opponent's next move"});
        }
        if (!broken.empty()) articles.push_back(cite(broken));
        open_window(at, InterventionAction::StopClockIllegalMove, std::move(articles), i, std::move(what))
            .until(until)
            .player(by);
        if (!until) return;
        open_window(
            *until, InterventionAction::NoAction, {cite("A.5.2")}, i,
            sentence(other(by), {"已走下一步：这个不合法着法不再纠正，裁判员不得干预",
                                 "已走下一步：這個不合法著法不再糾正，裁判員不得干預",
                                 "has made his next move: the illegal move stands and the arbiter must not intervene"}))
            .duty(Duty::MustNot)
            .player(by);
    }

    // A.5.4 (normal rapid and blitz): both kings in check or a pawn on the last rank — wait for
    // the next completed move, then, if the position is still illegal, declare a draw. In standard
    // and supervised play the illegal move that made it is corrected (7.5.1).
    void illegal_position(std::size_t i) {
        const Event& e = r_.steps[i].event;
        const auto by = e.player("by");
        if (supervised_play(*rules_)) {
            if (by) illegal_move(i, *by, "");
            return;
        }
        const auto next = next_time(
            i, [](const Event& later) { return later.kind == EventKind::Move && later.flag("pressed", true); });
        open_window(time_of(i), InterventionAction::NoAction, {cite("A.5.4")}, i,
                    {"局面不合法（双王被将或兵在底线）：裁判员等下一步着法完成",
                     "局面不合法（雙王被將或兵在底線）：裁判員等下一步著法完成",
                     "An illegal position (both kings in check or a pawn on the last rank): the arbiter waits for the "
                     "next completed move"})
            .until(next)
            .duty(Duty::MustNot);
        if (!next || !e.flag("still_there_after_next_move", true)) return;
        open_window(*next, InterventionAction::DeclareDraw, {cite("A.5.4")}, i,
                    {"下一步完成后局面仍不合法：裁判员宣布和棋", "下一步完成後局面仍不合法：裁判員宣佈和棋",
                     "Still illegal after the next completed move: the arbiter declares a draw"});
    }

    void after_legal_move(std::size_t i, Player by) {
        const ReplayStep& step = r_.steps[i];
        const Event& e = step.event;
        const clock::Millis at = time_of(i);
        const std::string& ends = step.chess.ends_game;
        if (ends == "fivefold" || ends == "seventy_five_moves") {
            const bool fivefold = ends == "fivefold";
            open_window(
                at, InterventionAction::DeclareDraw, {cite(fivefold ? "9.6.1" : "9.6.2")}, i,
                fivefold ? LocalizedText{"同一局面第五次出现：对局自动和棋，裁判员应介入",
                                         "同一局面第五次出現：對局自動和棋，裁判員應介入",
                                         "The same position a fifth time: the game is drawn and the arbiter steps in"}
                         : LocalizedText{"七十五回合无吃子无兵动：对局自动和棋，裁判员应介入",
                                         "七十五回合無吃子無兵動：對局自動和棋，裁判員應介入",
                                         "Seventy-five moves each without a capture or pawn move: the game is drawn "
                                         "and the arbiter steps in"});
            return;
        }
        if (!ends.empty() || !step.after.board_known) return;
        const auto next = next_move(i);
        const Moment& before = r_.before(i);
        const Moment& after = step.after;
        // Only a player claims a draw (9.2, 9.3): the arbiter says nothing.
        if (after.threefold_claimable || after.fifty_move_claimable) {
            std::vector<Citation> articles;
            if (after.threefold_claimable) articles.push_back(cite("9.2"));
            if (after.fifty_move_claimable) articles.push_back(cite("9.3"));
            articles.push_back(cite("12.6"));
            open_window(at, InterventionAction::NoAction, std::move(articles), i,
                        sentence(other(by),
                                 {"可以申请和棋：只有棋手才能申请，裁判员不得提示",
                                  "可以申請和棋：只有棋手才能申請，裁判員不得提示",
                                  "could claim a draw: only a player claims it, and the arbiter must not prompt him"}))
                .until(next)
                .duty(Duty::MustNot)
                .player(other(by));
        }
        // A win missed or a mate allowed is the players' game (12.6; others keep out too, 12.7).
        const bool missed = !before.mate_in_one.empty() && before.to_move == by && e.text("move") != before.mate_in_one;
        const bool allowed = !after.mate_in_one.empty() && after.to_move == other(by);
        if (missed || allowed)
            open_window(at, InterventionAction::NoAction, {cite("12.6"), cite("12.7")}, i,
                        missed ? sentence(by, {"错过了一步杀：裁判员不得干预对局", "錯過了一步殺：裁判員不得干預對局",
                                               "misses a mate in one: the arbiter does not intervene"})
                               : sentence(by, {"走了一步坏棋，让对方可以一步杀：裁判员不得干预",
                                               "走了一步壞棋，讓對方可以一步殺：裁判員不得干預",
                                               "blunders into a mate in one: the arbiter does not intervene"}))
                .until(next)
                .duty(Duty::MustNot)
                .player(by);
    }

    // ---- Go

    // Every turn run on a byo-yomi clock gives the calls its length produces (1988 12.2; N × T
    // periods as the organisers set them). A turn is one (running player, turn start) pair in the
    // replay's clock snapshots; it ends where the next one starts, at a count-out (whose calls the
    // replay already made) or at the end of the game or timeline.
    void go_counts() {
        const clock::ByoYomi* rules = r_.start.clocks.go ? &*r_.start.clocks.go : nullptr;
        if (!rules) return;
        struct Turn {
            Player p;
            clock::Millis started;
            clock::GoClockState state;
            std::optional<clock::Millis> ended;
            bool counted_out = false;  // the replay's count-out holds this turn's calls
        };
        std::vector<Turn> turns;
        for (std::size_t k = 0; k <= r_.steps.size(); ++k) {
            const Moment& m = k == 0 ? r_.start : r_.steps[k - 1].after;
            if (k > 0 && r_.steps[k - 1].count_out && !turns.empty() && !turns.back().ended) {
                const CountOut& out = *r_.steps[k - 1].count_out;
                for (const auto& call : out.calls)
                    count_window(out.player, out.at - out.calls.back().offset + call.offset, call, k - 1);
                turns.back().counted_out = true;
                turns.back().ended = out.at;
            }
            if (!m.clocks.go || !m.clocks.running || m.over) continue;
            const Player p = *m.clocks.running;
            const clock::Millis started = m.clocks.turn_started;
            if (!turns.empty() && turns.back().p == p && turns.back().started == started) continue;
            if (!turns.empty() && !turns.back().ended) turns.back().ended = m.at;
            turns.push_back({p, started, m.clocks.go_state[static_cast<std::size_t>(p)], std::nullopt});
        }
        for (const Turn& turn : turns) {
            if (turn.counted_out) continue;
            const std::optional<clock::Millis> end =
                turn.ended ? turn.ended : (out_.game_ends ? out_.game_ends : out_.last_event);
            if (!end || *end <= turn.started) continue;
            for (const auto& call : clock::time_move(*rules, turn.state, *end - turn.started).calls)
                count_window(turn.p, turn.started + call.offset, call, kNoEvent);
        }
    }

    void count_window(Player p, clock::Millis at, const clock::CountCall& call, std::size_t event) {
        // 1988 12.2, 2002 12: as the overtime ruling cites them.
        open_window(at, InterventionAction::CallCount, {cite(go_2002() ? "12" : "12.2")}, event,
                    player_text(p) + LocalizedText{"读秒：", "讀秒：", "'s count: "} + call.words)
            .until(at + kCountCallTolerance)
            .player(p)
            .call(call.code);
    }

    void go_event(std::size_t i) {
        const Event& e = r_.steps[i].event;
        const GoFacts& f = r_.steps[i].go;
        const auto by = e.player("by");
        if (e.kind == EventKind::Move && by && !f.legal) {
            const std::string& reason = f.reason;
            const bool ko = reason == "ko_recapture" || f.ko_retake;
            if (!ko && reason != "suicide") return;
            // A forbidden point cites the 1988 text under both editions, as the ruling does.
            open_window(time_of(i), InterventionAction::StopPlay, {ko ? cite("20.1") : Citation{"cn-go-1988", "19"}}, i,
                        ko ? sentence(*by, {"劫争马上回提：裁判员立即停止对局", "劫爭馬上回提：裁判員立即停止對局",
                                            "retakes the ko at once: the arbiter stops play immediately"})
                           : sentence(*by, {"下在禁着点：裁判员立即停止对局", "下在禁著點：裁判員立即停止對局",
                                            "plays on a forbidden point: the arbiter stops play immediately"}))
                .until(next_move(i))
                .player(by);
            return;
        }
        if (e.kind == EventKind::StoneReplayed && by) take_back(i, *by);
    }

    // 1988 17.2: the arbiter puts the stone back himself. 2002 17-3 (option
    // take_back_needs_claim_in_time): only on the opponent's claim before his own next move; the
    // arbiter does not step in on his own.
    void take_back(std::size_t i, Player by) {
        const Event& e = r_.steps[i].event;
        const clock::Millis at = time_of(i);
        const Citation article = cite(go_2002() ? "17.3" : "17.2");  // as the ruling cites it
        if (!rules_->flag("take_back_needs_claim_in_time")) {
            open_window(
                at, InterventionAction::StopPlay, {article}, i,
                sentence(by,
                         {"落子后拿起另下：裁判员应立即处理（放回原处并警告）",
                          "落子後拿起另下：裁判員應立即處理（放回原處並警告）",
                          "lifts a placed stone and plays elsewhere: the arbiter acts at once (back, and a warning)"}))
                .player(by);
            return;
        }
        const clock::Millis claimed = e.time("claimed_at").value_or(at);
        if (claimed > at)
            open_window(at, InterventionAction::NoAction, {article}, i,
                        sentence(by, {"悔棋：2002年规则只在对方下一步之前提出时处理，裁判员不主动干预",
                                      "悔棋：2002年規則只在對方下一步之前提出時處理，裁判員不主動干預",
                                      "takes back a stone: under 2002 only the opponent's claim before his next move "
                                      "is ruled on; the arbiter does not act on his own"}))
                .until(claimed)
                .duty(Duty::MustNot)
                .player(by);
        const bool in_time = r_.steps[i].go.claimed_in_time;
        open_window(claimed, in_time ? InterventionAction::StopPlay : InterventionAction::NoAction, {article}, i,
                    in_time ? sentence(other(by),
                                       {"在自己下一步之前提出：裁判员处理悔棋", "在自己下一步之前提出：裁判員處理悔棋",
                                        "claims before his own next move: the arbiter rules on the take-back"})
                            : sentence(other(by), {"已下了下一步才提出：不再处理", "已下了下一步才提出：不再處理",
                                                   "claims only after his own next move: too late, nothing is done"}))
            .duty(in_time ? Duty::Must : Duty::MustNot)
            .player(other(by));
    }
};

}  // namespace

std::string_view duty_word(Duty duty) {
    switch (duty) {
        case Duty::Must: return "must";
        case Duty::May: return "may";
        case Duty::MustNot: return "must_not";
    }
    return "must";
}

std::string_view action_word(InterventionAction action) { return table_word(kActionWords, action, "no_action"); }

std::optional<InterventionAction> parse_action(std::string_view word) { return table_kind(kActionWords, word); }

std::vector<clock::Millis> event_times(const Replay& replayed, clock::Millis start) {
    const std::size_t n = replayed.steps.size();
    std::vector<std::optional<clock::Millis>> known(n);
    for (std::size_t i = 0; i < n; ++i) known[i] = replayed.steps[i].event.at;
    std::vector<clock::Millis> times(n, start);
    std::optional<std::size_t> previous;  // the last event with a time
    for (std::size_t i = 0; i <= n; ++i) {
        if (i < n && !known[i]) continue;
        // Events previous+1 … i-1 have no time: spread them evenly between their neighbours, or
        // a step apart before the first and after the last known time.
        const std::size_t gap_begin = previous ? *previous + 1 : 0;
        for (std::size_t k = gap_begin; k < i; ++k) {
            if (previous && i < n) {
                const clock::Millis a = *known[*previous], b = *known[i];
                times[k] =
                    a + (b - a) * static_cast<clock::Millis>(k - *previous) / static_cast<clock::Millis>(i - *previous);
            } else if (previous) {
                times[k] = *known[*previous] + kUntimedEventStep * static_cast<clock::Millis>(k - *previous);
            } else if (i < n) {
                times[k] = std::max(start, *known[i] - kUntimedEventStep * static_cast<clock::Millis>(i - k));
            } else {
                times[k] = start + kUntimedEventStep * static_cast<clock::Millis>(k + 1);
            }
        }
        if (i < n) {
            times[i] = *known[i];
            previous = i;
        }
    }
    return times;
}

bool is_routine_call(const InterventionWindow& window) {
    return window.action == InterventionAction::CallCount && window.call != "timeout";
}

InterventionTimeline intervention_windows(const Incident& incident, const Replay& replayed) {
    return WindowFinder(incident, replayed).run();
}

InterventionTimeline intervention_windows(const Incident& incident) {
    return intervention_windows(incident, replay(incident));
}

}  // namespace arbiter::rules
