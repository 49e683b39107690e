#include "engine/rules/replay.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "engine/chess/game.hpp"
#include "engine/chess/illegal_move.hpp"
#include "engine/chess/unwinnability.hpp"
#include "engine/chess/notation.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/game.hpp"
#include "engine/go/scoring.hpp"
#include "engine/go/sgf.hpp"
#include "engine/rules/board_words.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/starting_clocks.hpp"

namespace arbiter::rules {

namespace {

std::size_t idx(Player p) { return static_cast<std::size_t>(p); }
chess::Color chess_colour(Player p) { return p == Player::White ? chess::Color::White : chess::Color::Black; }
Player player_of(chess::Color c) { return c == chess::Color::White ? Player::White : Player::Black; }
go::Color go_colour(Player p) { return p == Player::Black ? go::Color::Black : go::Color::White; }
clock::Side side(Player p) { return p == Player::White ? clock::Side::White : clock::Side::Black; }
const char* yes_no(bool b) { return b ? "true" : "false"; }

// The points next to `v` on a board of `size`.
std::vector<go::Vertex> neighbours(go::Vertex v, int size) {
    std::vector<go::Vertex> out;
    for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
        const go::Vertex n{v.x + dx, v.y + dy};
        if (n.x >= 0 && n.y >= 0 && n.x < size && n.y < size) out.push_back(n);
    }
    return out;
}

// A completed illegal move is corrected whenever it is found in standard play and in supervised
// rapid and blitz (7.5.1, A.4, B.2); otherwise only before the opponent's next move (A.5.2, B.3).
bool corrected_whenever_found(const RuleContext& rules) {
    return rules.text("format") == "standard" || rules.flag("supervised");
}

class Runner {
public:
    Runner(const Incident& incident, Replay& out) : inc_(incident), out_(out) {}

    void run() {
        const RuleSet* rule_set = find_rule_set(inc_.rule_set);
        if (!rule_set || rule_set->game != inc_.game) {
            // The adjudicator reports the rule set; replay the board and clocks with defaults.
            rule_set = nullptr;
            for (const auto& rs : rule_sets())
                if (rs.game == inc_.game) {
                    rule_set = &rs;
                    break;
                }
        }
        rules_.emplace(*rule_set, inc_.options);
        now_.warnings = inc_.warnings_before;
        now_.illegal_moves = inc_.illegal_moves_before;
        now_.at = inc_.clock.starts_at;
        start_clocks();
        if (inc_.game == GameKind::Chess) start_chess();
        else start_go();
        if (!now_.clocks.running) now_.clocks.running = now_.to_move;
        out_.start = now_;
        for (std::size_t i = 0; i < inc_.events.size(); ++i) {
            ReplayStep step;
            step.event = inc_.events[i];
            if (step.event.at) now_.at = step.event.at;
            if (inc_.game == GameKind::Go) {
                step.count_out = count_out_before(step.event);
                go_event(i, step.event);
            } else {
                chess_event(i, step.event);
            }
            step.after = now_;
            out_.steps.push_back(std::move(step));
        }
    }

private:
    const Incident& inc_;
    Replay& out_;
    std::optional<RuleContext> rules_;
    Moment now_;
    std::optional<chess::Game> chess_;
    std::optional<go::Game> go_;
    clock::Millis uncounted_ = 0;
    std::set<std::string> refuted_facts_;  // stated can-mate facts already reported as refuted
    // A completed illegal move the players went on from, to be corrected when it is pointed out.
    struct PendingCorrection {
        clock::Millis noticed = 0;
        Player by = Player::White;
        std::string from;
        std::optional<chess::Game> before;
    };
    std::optional<PendingCorrection> pending_;  // Go: time of the current move not charged to the byo-yomi (1988 23.4)

    void problem(std::size_t event, std::string field, std::string message) {
        out_.problems.push_back({event, std::move(field), std::move(message)});
    }

    // ------------------------------------------------------------------------------ clocks

    void start_clocks() {
        std::vector<std::string> problems;
        StartingClocks clocks = starting_clocks(inc_, problems);
        for (auto& p : problems) problem(kNoEvent, "clock", std::move(p));
        now_.clocks.chess = std::move(clocks.chess);
        now_.clocks.go = clocks.go;
        now_.clocks.go_state = clocks.go_state;
        now_.clocks.turn_started = inc_.clock.starts_at;
        now_.clocks.running = inc_.clock.running;
        if (!now_.clocks.running && inc_.to_move) now_.clocks.running = inc_.to_move;
    }

    // The player `by` ends his turn on the clock at `at` (a move with a press, a pass).
    void press(Player by, std::optional<clock::Millis> at, bool moved) {
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

    void add_time(Player to, std::int64_t seconds, std::optional<clock::Millis> at) {
        if (now_.clocks.chess && at) now_.clocks.chess->add_time(side(to), clock::seconds(seconds), *at);
    }

    // Go: the running player's byo-yomi ran out before this event (1988 12.2 / 23.5): the game
    // was lost at that second, whatever the event is.
    std::optional<CountOut> count_out_before(const Event& e) {
        ClockSnapshot& c = now_.clocks;
        // 1988 23.4: removing captured stones is not counted in byo-yomi; under 2002 it is part
        // of the move.
        uncounted_ = 0;
        if (e.kind == EventKind::Move && c.running && e.player("by") == *c.running && !rules_->flag("captures_count_in_byoyomi"))
            uncounted_ = e.time("capture_time").value_or(0);
        if (!c.go || !c.running || !e.at || now_.over) return std::nullopt;
        const Player p = *c.running;
        // 2002 22-5: an overstep the player asks to turn into a pass is ruled by that event.
        if (e.kind == EventKind::Overtime && e.player("by") == p && e.flag("requested_pass")) return std::nullopt;
        const clock::Millis elapsed = *e.at - c.turn_started - uncounted_;
        if (elapsed <= 0) return std::nullopt;
        // The mover's own stone placed exactly at the last second is in time; a later event is not.
        const clock::MoveTiming timing = clock::time_move(*c.go, c.go_state[idx(p)], elapsed);
        if (!timing.timed_out_at) return std::nullopt;
        CountOut out{p, c.turn_started + *timing.timed_out_at, timing.calls};
        c.go_state[idx(p)] = timing.after;
        now_.over = true;
        return out;
    }

    // ------------------------------------------------------------------------------- chess

    void start_chess() {
        if (inc_.position.empty()) {
            now_.to_move = inc_.to_move;
            return;
        }
        std::string error;
        auto start = chess::Position::from_fen(inc_.position, &error);
        if (!start) {
            problem(kNoEvent, "position", "position: " + error);
            now_.to_move = inc_.to_move;
            return;
        }
        if (auto why = start->illegality()) {
            problem(kNoEvent, "position", "position cannot be played from: " + *why);
            now_.to_move = inc_.to_move;
            return;
        }
        chess_.emplace(*start);
        for (const auto& uci : inc_.moves_before)
            if (!chess_->play_uci(uci, &error)) {
                problem(kNoEvent, "position", "the move " + uci + " before the timeline is illegal: " + error);
                chess_.reset();
                now_.to_move = inc_.to_move;
                return;
            }
        now_.board_known = true;
        now_.fen = chess_->position().fen();
        const Player side_to_move = player_of(chess_->position().side_to_move());
        if (inc_.to_move && *inc_.to_move != side_to_move)
            problem(kNoEvent, "to_move",
                    "to_move is " + std::string(player_name(*inc_.to_move)) + ", but in the start position " +
                        std::string(player_name(side_to_move)) + " is to move");
        now_.to_move = side_to_move;
    }

    const chess::Position* board() const { return chess_ ? &chess_->position() : nullptr; }

    // Can each side still mate "by any series of legal moves" (6.9, 5.1.2, 7.5.5, A.5.5)? The
    // bounded search decides it or says it cannot (engine/chess/unwinnability.hpp); an author's
    // stated fact that a decided answer contradicts is an error, and an undecided answer is left
    // to the author's fact (the adjudicator asks for one when the ruling needs it).
    void note_can_mate(Event& e) {
        if (!chess_) return;
        for (auto [colour, side] : {std::pair{chess::Color::White, "white"}, std::pair{chess::Color::Black, "black"}}) {
            const chess::MateSearchResult result = chess_->mate_possibility(colour);
            const std::string key = std::string(side) + "_can_mate";
            e.fields["derived_" + key] = result.verdict != chess::Winnability::CannotMate;
            e.fields["derived_" + key + "_undecided"] = result.verdict == chess::Winnability::Undecided;
            const auto stated = inc_.facts.find(key);
            if (stated == inc_.facts.end() || result.verdict == chess::Winnability::Undecided) continue;
            const bool can = result.verdict == chess::Winnability::CanMate;
            if (stated->second == can || refuted_facts_.count(key)) continue;
            refuted_facts_.insert(key);
            problem(kNoEvent, "facts." + key,
                    can ? key + ": false, but the engine finds a series of legal moves that mates in " + chess_->position().fen() +
                              " (" + witness_text(result) + ")"
                        : key + ": true, but the engine finds no series of legal moves that mates in " + chess_->position().fen());
        }
    }

    // The first moves of the engine's mating line, in UCI.
    static std::string witness_text(const chess::MateSearchResult& result) {
        std::string out;
        for (std::size_t k = 0; k < result.witness.size() && k < 12; ++k) out += (k ? " " : "") + chess::to_uci(result.witness[k]);
        if (result.witness.size() > 12) out += " …";
        return out;
    }

    void lose_board() {
        chess_.reset();
        now_.board_known = false;
    }

    void chess_event(std::size_t i, Event& e) {
        correct_if_found(e);
        switch (e.kind) {
            case EventKind::Move: chess_move(i, e); break;
            case EventKind::ClockPress: {
                const Player by = *e.player("by");
                const bool running = !now_.clocks.running || *now_.clocks.running == by;
                e.fields["had_the_move"] = running;
                if (running) {
                    // 7.5.3: pressing without a move counts as a completed illegal move.
                    press(by, e.at, false);
                    now_.clocks.running = by;  // the arbiter restarts the offender's clock
                    completed_illegal_move(by, e, false);
                }
                break;
            }
            case EventKind::Touch: chess_touch(i, e); break;
            case EventKind::Claim: chess_claim(i, e); break;
            case EventKind::DrawOffer: now_.draw_offer = e.player("by"); break;
            case EventKind::DrawDeclined:
                // Rejected orally: the offer lapses (9.1.2.1).
                if (now_.draw_offer && e.player("by") == other(*now_.draw_offer)) now_.draw_offer.reset();
                break;
            case EventKind::DrawAgreed: {
                // An acceptance needs an offer still open (9.1.2.1): it lapses when the opponent
                // touches a piece with intent, rejects it, or the game ends otherwise.
                if (auto by = e.player("by")) {
                    const bool open = now_.draw_offer && *now_.draw_offer == other(*by);
                    e.fields["offer_open"] = open;
                }
                now_.draw_offer.reset();
                break;
            }
            // Whether a side can still mate is asked where a ruling turns on it (6.9, 5.1.2, 7.5.5,
            // A.5.5): the search is bounded but not free, so not after every move.
            case EventKind::FlagFall:
            case EventKind::BothFlags:
            case EventKind::Resign:
            case EventKind::ThirdPartyReport: note_can_mate(e); break;
            case EventKind::Warning: {
                const Player by = *e.player("by");
                now_.warnings[idx(by)] += static_cast<int>(e.integer("count", 1));
                break;
            }
            case EventKind::IllegalPosition:
                // Standard and supervised play: a completed illegal move made it, so the position
                // before it is reinstated and it counts towards 7.5.5 (A.5.4 otherwise: wait).
                if (const auto by = e.player("by"); by && corrected_whenever_found(*rules_)) {
                    completed_illegal_move(*by, e, false);
                    note_can_mate(e);
                }
                break;
            case EventKind::IncrementRequest:
            case EventKind::QuickplayClaim: guidelines_iii(e); break;
            default: break;
        }
        if (chess_) now_.fen = chess_->position().fen();
    }

    // Guidelines III.4 / III.5 (the quickplay finish), read off the clock: they apply only when
    // announced (III.2.1), not in blitz nor with an increment (III.2.2), and to a claimant with
    // under two minutes. When they apply, the two minutes the opponent gets go on his clock.
    void guidelines_iii(Event& e) {
        const Player by = *e.player("by");
        const clock::ChessClock* c = now_.clocks.chess ? &*now_.clocks.chess : nullptr;
        const bool has_increment = c && !c->control().stages.empty() && c->control().stages.front().increment > 0;
        std::optional<clock::Millis> left = e.time("time_left");
        if (!left && c && e.at) left = c->remaining(side(by), *e.at);
        if (left) e.fields["time_left"] = static_cast<std::int64_t>(*left);
        const bool request = e.kind == EventKind::IncrementRequest;
        std::string denied;
        if (!e.flag("guidelines_announced", true)) denied = "III.2.1";
        else if (rules_->text("format") == "blitz" || has_increment) denied = "III.2.2";
        else if (left && *left >= clock::seconds(120)) denied = request ? "III.4" : "III.5";
        if (!denied.empty()) {
            e.fields["guidelines_denied_by"] = denied;
            return;
        }
        const bool award = request ? !e.flag("opponent_accepts") && e.flag("arbiter_agrees", true)
                                   : e.text("decision") != "accept" && (e.text("decision") != "postpone" || e.flag("two_minutes", true));
        if (award) add_time(other(by), 120, e.at);
    }

    // A completed illegal move (or an act the Laws treat as one) by `by`. It counts towards 7.5.5
    // when it is corrected; in normal rapid and blitz one found only after the opponent's next
    // move stands and is not counted (A.5.2).
    void completed_illegal_move(Player by, Event& e, bool stands) {
        if (stands) return;
        const int count = ++now_.illegal_moves[idx(by)];
        e.fields["illegal_move_number"] = static_cast<std::int64_t>(count);
        if (count == 1) add_time(other(by), rules_->number("illegal_move_penalty_s"), e.at);
        else note_can_mate(e);
    }

    void chess_move(std::size_t i, Event& e) {
        const Player by = *e.player("by");
        std::string uci = e.text("move");
        const bool pressed = e.flag("pressed", true);
        const bool unpromoted = e.flag("unpromoted");
        // 7.5.2: a pawn left on the last rank is judged as the move it should have been, with the
        // queen the arbiter puts there.
        if (unpromoted && chess_ && !chess_->is_legal_uci(uci) && chess_->is_legal_uci(uci + "q")) uci += "q";
        e.fields["had_the_move"] = !now_.to_move || *now_.to_move == by;
        if (chess_) {
            const chess::Position& pos = chess_->position();
            const auto why = chess::why_illegal(pos, uci);
            const bool legal = !why;
            if (auto stated = e.maybe_flag("legal"); stated && *stated != legal) {
                if (legal) {
                    problem(i, "legal", "the engine finds " + e.text("move") + " legal in " + pos.fen() +
                                            ", but the event says legal: false");
                } else {
                    std::string error;
                    chess::parse_uci(pos, uci, &error);
                    problem(i, "legal", e.text("move") + " is illegal in " + pos.fen() + " (" + error +
                                            "); mark it legal: false");
                }
                lose_board();
            } else {
                e.fields["legal"] = legal;
                if (why) {
                    const std::string said = e.text("reason");
                    if (!said.empty() && said != "other" && why->word != "other" && said != why->word)
                        problem(i, "reason", e.text("move") + " is illegal as " + why->word + " (Art. " + why->article +
                                                 "), not " + said);
                    e.fields["reason"] = why->word == "other" && !said.empty() ? said : why->word;
                    e.fields["broken_article"] = why->article;
                    e.fields["king_can_move"] = why->king_can_move;
                    e.fields["moved_piece_can_move"] = why->moved_piece_can_move;
                    if (e.text("reason") == "castling_illegal" && why->reason != chess::IllegalReason::Castling)
                        problem(i, "reason", e.text("move") + " is not a castling move");
                }
            }
        }
        const bool legal = e.flag("legal", true);
        const bool two_hands = e.flag("two_hands");
        if (!legal || unpromoted || (two_hands && pressed)) {
            if (!pressed) {
                // Not completed: the position is restored and the same player still has the move;
                // the piece he moved must move if it can (4.3, 4.7).
                now_.to_move = by;
                const std::string from = uci.substr(0, 2);
                now_.touched = {from};
                return;
            }
            press(by, e.at, true);
            const std::optional<clock::Millis> noticed = when_pointed_out(i, e, by);
            const bool stands = !corrected_whenever_found(*rules_) && e.flag("noticed_after_reply");
            completed_illegal_move(by, e, stands);
            if (stands || (noticed && e.at && *noticed > *e.at)) {
                // Nobody has pointed it out yet: the game goes on from the board as it is (A.5.2:
                // for good, once the opponent has moved in normal rapid and blitz; 7.5.1: until it
                // is found, and then the later moves go with it).
                std::optional<chess::Game> before = chess_;
                go_on_from_the_board(i, e, uci, legal);
                now_.to_move = other(by);
                now_.touched.clear();
                if (!stands && noticed) pending_ = PendingCorrection{*noticed, by, uci.substr(0, 2), std::move(before)};
                return;
            }
            now_.clocks.running = by;  // corrected: the offender replays on his own time
            // 7.5.1: the position before the irregularity is reinstated (a pawn left unpromoted is
            // replaced by a queen: the board then shows the queen, 7.5.2).
            if (unpromoted && legal && chess_) {
                play_on_board(i, e, uci);
                now_.to_move = other(by);
                now_.touched.clear();
                now_.clocks.running = other(by);
                return;
            }
            now_.to_move = by;
            now_.touched = {uci.substr(0, std::min<std::size_t>(2, uci.size()))};
            return;
        }
        // A legal move: made when the piece is released (4.7), completed by the press (6.2.1).
        if (chess_) {
            play_on_board(i, e, uci);
        } else {
            const std::string ends = e.text("ends_game");
            if (!ends.empty()) now_.over = true;
        }
        if (pressed || !e.text("ends_game").empty()) {
            if (pressed) press(by, e.at, true);
        }
        e.fields["completed"] = pressed || !e.text("ends_game").empty();
        now_.to_move = other(by);
        now_.touched.clear();
        // Moving a piece rejects an offer the opponent made (9.1.2.1).
        if (now_.draw_offer && *now_.draw_offer == other(by)) now_.draw_offer.reset();
    }

    // When a completed illegal move was pointed out: `noticed_at`, else at once. Whether the
    // opponent had made his next move by then (released a piece, 4.7) follows from the timeline;
    // it closes the window of A.5.2 in normal rapid and blitz.
    std::optional<clock::Millis> when_pointed_out(std::size_t i, Event& e, Player by) {
        const auto noticed = e.time("noticed_at");
        if (!noticed) return std::nullopt;
        bool replied = false;
        for (std::size_t j = i + 1; j < inc_.events.size() && !replied; ++j) {
            const Event& later = inc_.events[j];
            if (later.at && *later.at > *noticed) break;
            if (later.kind == EventKind::Move && later.player("by") == other(by)) replied = true;
        }
        if (auto stated = e.maybe_flag("noticed_after_reply"); stated && *stated != replied)
            problem(i, "noticed_after_reply",
                    std::string("the opponent ") + (replied ? "had made his next move" : "had not moved") +
                        " by the time it was pointed out, but the event says noticed_after_reply: " + yes_no(*stated));
        e.fields["noticed_after_reply"] = replied;
        return noticed;
    }

    // The illegal move as physically made: the board follows it (and the player's opponent has
    // the move), or, when no playable board results, stops being followed.
    void go_on_from_the_board(std::size_t i, Event& e, const std::string& uci, bool legal) {
        if (!chess_) return;
        if (legal) {
            play_on_board(i, e, uci);
            return;
        }
        if (auto forced = chess::force_move(chess_->position(), uci)) {
            chess_.emplace(*forced);  // the history before it no longer leads here
            now_.last_move = uci;
        } else {
            lose_board();
        }
    }

    // 7.5.1: an illegal move found later is corrected then, and the moves made since go with it.
    void correct_if_found(const Event& e) {
        if (!pending_ || !e.at || *e.at <= pending_->noticed) return;
        chess_ = std::move(pending_->before);
        now_.board_known = chess_.has_value();
        if (chess_) now_.fen = chess_->position().fen();
        now_.to_move = pending_->by;
        now_.touched = {pending_->from};
        now_.clocks.running = pending_->by;
        pending_.reset();
    }

    void play_on_board(std::size_t i, Event& e, const std::string& uci) {
        if (!chess_->play_uci(uci)) {
            lose_board();
            return;
        }
        now_.last_move = uci;
        const std::string ending(chess_ending_word(chess_->outcome()));
        if (e.has("ends_game") && e.text("ends_game") != ending) {
            problem(i, "ends_game",
                    "after " + e.text("move") + " the engine finds " +
                        (ending.empty() ? std::string("no end of the game") : "ends_game: " + ending) + ", but the event says " +
                        e.text("ends_game"));
        }
        if (!ending.empty()) {
            e.fields["ends_game"] = ending;
            now_.over = true;
            now_.draw_offer.reset();
        }
    }

    // The squares of a touch event, in the order touched: `squares`, else `square`.
    static std::vector<std::string> touch_squares(const Event& e) {
        std::vector<std::string> out = e.list("squares");
        if (out.empty() && e.has("square")) out.push_back(e.text("square"));
        return out;
    }

    void chess_touch(std::size_t i, Event& e) {
        const Player by = *e.player("by");
        const bool has_move = !now_.to_move || *now_.to_move == by;
        e.fields["has_move"] = has_move;
        if (e.flag("accidental") || e.flag("announced_adjust")) return;
        // Touching a piece with intent rejects an offer the opponent made (9.1.2.1).
        if (has_move && now_.draw_offer && *now_.draw_offer == other(by)) now_.draw_offer.reset();
        const std::vector<std::string> squares = touch_squares(e);
        if (has_move)
            for (const auto& sq : squares) now_.touched.push_back(sq);
        if (!chess_ || squares.empty()) return;
        const chess::Position& pos = chess_->position();
        const chess::Color mover = chess_colour(by);
        std::vector<chess::Square> own, theirs, order;
        for (const auto& name : squares) {
            const auto sq = chess::parse_square(name);
            if (!sq) {
                problem(i, "square", "'" + name + "' is not a square");
                return;
            }
            const chess::Piece piece = pos.piece_on(*sq);
            if (piece == chess::NoPiece) {
                problem(i, "square", "no piece stands on " + name + " to be touched");
                return;
            }
            (chess::color_of(piece) == mover ? own : theirs).push_back(*sq);
            order.push_back(*sq);
        }
        const std::string what = e.text("touched");
        if ((what == "own" || what == "king_then_rook" || what == "rook_then_king") && !theirs.empty()) {
            problem(i, "touched", "the piece on " + chess::square_name(theirs.front()) + " is the opponent's, but touched is " + what);
            return;
        }
        if (what == "opponent" && !own.empty()) {
            problem(i, "touched", "the piece on " + chess::square_name(own.front()) + " is the toucher's own, but touched is opponent");
            return;
        }
        if (what == "own_and_opponent" && (own.empty() || theirs.empty()) && squares.size() > 1) {
            problem(i, "touched", "touched is own_and_opponent, but the squares hold pieces of one colour only");
            return;
        }
        if (!has_move || pos.side_to_move() != mover) return;  // 4.3 binds only the player having the move
        // 4.3.3 needs both pieces: with one square given, the author's can_move stands.
        if (what == "own_and_opponent" && (own.empty() || theirs.empty())) return;
        // What 4.3 / 4.4 make of the touches, in order.
        bool can = false;
        std::optional<chess::Square> must;
        if (what == "king_then_rook") {
            const chess::Square rook = order.size() > 1 ? order[1] : order.front();
            const bool rook_given = order.size() > 1 || chess::type_of(pos.piece_on(rook)) == chess::Rook;
            if (rook_given) can = chess::castling_legal(pos, rook);
            else can = e.flag("can_move", true);
        } else if (what == "own" || what == "rook_then_king") {
            for (auto sq : order)
                if (chess::piece_can_move(pos, sq)) {
                    can = true;
                    must = sq;
                    break;
                }
        } else if (what == "opponent") {
            for (auto sq : order)
                if (chess::piece_can_be_captured(pos, sq)) {
                    can = true;
                    must = sq;
                    break;
                }
        } else {  // own_and_opponent, 4.3.3: the first own piece takes the first enemy piece, if it can
            if (!own.empty() && !theirs.empty() && chess::can_capture_with(pos, own.front(), theirs.front())) {
                can = true;
                must = theirs.front();
                e.fields["capture_with"] = chess::square_name(own.front());
            } else {
                for (auto sq : order) {
                    const bool mine = chess::color_of(pos.piece_on(sq)) == mover;
                    if (mine ? chess::piece_can_move(pos, sq) : chess::piece_can_be_captured(pos, sq)) {
                        can = true;
                        must = sq;
                        e.fields["must_kind"] = std::string(mine ? "move" : "capture");
                        break;
                    }
                }
            }
        }
        if (auto stated = e.maybe_flag("can_move"); stated && *stated != can)
            problem(i, "can_move", std::string("the board says can_move: ") + yes_no(can) + " in " + pos.fen() +
                                       ", but the event says can_move: " + yes_no(*stated));
        e.fields["can_move"] = can;
        if (must) e.fields["must_square"] = chess::square_name(*must);
        const bool king = chess::king_can_move(pos);
        if (auto stated = e.maybe_flag("king_can_move"); stated && *stated != king)
            problem(i, "king_can_move", std::string("the king has ") + (king ? "a legal move" : "no legal move") + " in " +
                                            pos.fen() + ", but the event says king_can_move: " + yes_no(*stated));
        e.fields["king_can_move"] = king;
    }

    void chess_claim(std::size_t i, Event& e) {
        const Player by = *e.player("by");
        // 9.2 / 9.3: the claim belongs to the player having the move; one who has made his move
        // (released the piece, 1.3 / 4.7) no longer has it, whether or not he pressed the clock.
        const bool has_move = !now_.to_move || *now_.to_move == by;
        if (now_.to_move) {
            const bool after = !has_move;
            if (auto stated = e.maybe_flag("after_pressing"); stated && *stated != after)
                problem(i, "after_pressing",
                        std::string("the claimant ") + (has_move ? "has the move" : "has already made his move") +
                            ", but the event says after_pressing: " + yes_no(*stated));
            e.fields["after_pressing"] = after;
        }
        if (!chess_) return;
        const std::string intended = e.text("intended");
        if (!intended.empty() && has_move && !chess_->is_legal_uci(intended)) {
            problem(i, "intended", "the intended move " + intended + " is illegal in " + chess_->position().fen());
            return;
        }
        std::optional<std::string_view> move;
        if (!intended.empty()) move = intended;
        const bool valid = e.text("claim") == "threefold" ? chess_->threefold_claim_valid(move) : chess_->fifty_move_claim_valid(move);
        if (auto stated = e.maybe_flag("valid"); stated && *stated != valid)
            problem(i, "valid", "the engine finds this " + e.text("claim") + " claim " + (valid ? "correct" : "incorrect") +
                                    " on the record, but the event says valid: " + yes_no(*stated));
        e.fields["valid"] = valid;
        if (!(valid && has_move) && !e.flag("touched_piece")) add_time(other(by), rules_->number("claim_penalty_s"), e.at);
    }

    // ---------------------------------------------------------------------------------- Go

    void start_go() {
        const std::string& text = inc_.position;
        now_.to_move = inc_.to_move;
        if (text.empty()) return;
        const auto first = text.find_first_not_of(" \t\r\n");
        if (first != std::string::npos && text[first] == '(') {
            auto read = go::read_sgf(text);
            for (const auto& e : read.errors) problem(kNoEvent, "position", "position SGF: " + e.message);
            if (!read.record || !read.errors.empty()) return;
            std::vector<go::SgfError> sgf_problems;
            go::Game game = go::game_from_sgf(*read.record, go::KoRule::Simple, &sgf_problems);
            for (const auto& p : sgf_problems) problem(kNoEvent, "position", "position SGF: " + p.message);
            if (!sgf_problems.empty()) return;
            go_.emplace(std::move(game));
            if (!go_->record().empty()) {
                const Player next = go_->record().back().color == go::Color::Black ? Player::White : Player::Black;
                if (inc_.to_move && *inc_.to_move != next)
                    problem(kNoEvent, "to_move",
                            "to_move is " + std::string(player_name(*inc_.to_move)) + ", but after the record's last move " +
                                std::string(player_name(next)) + " is to move");
                now_.to_move = next;
            }
        } else {
            try {
                go_.emplace(go::game_from_diagram(text, go::KoRule::Simple));
            } catch (const std::invalid_argument& e) {
                problem(kNoEvent, "position", std::string("position: ") + e.what());
                return;
            }
        }
        now_.board_known = true;
        snapshot_go();
    }

    void snapshot_go() {
        if (!go_) return;
        now_.go_size = go_->size();
        now_.go_rows = go::board_rows(*go_);
    }

    void lose_go_board() {
        go_.reset();
        now_.board_known = false;
    }

    std::optional<go::Vertex> point(std::size_t i, const std::string& field, const std::string& name) {
        if (!go_) return std::nullopt;
        auto v = go::parse_vertex(name, go_->size());
        if (!v)
            problem(i, field, "'" + name + "' is not a point of a " + std::to_string(go_->size()) + "x" +
                                  std::to_string(go_->size()) + " board");
        return v;
    }

    // The player `by` has played (a stone, a pass, a void move that forfeits the turn): the
    // opponent has the move and the clock goes over if pressed.
    void go_turn_passes(Player by, const Event& e) {
        if (e.flag("pressed", true)) press(by, e.at, true);
        now_.to_move = other(by);
    }

    void go_event(std::size_t i, Event& e) {
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
                            problem(i, key, e.text(key) + " is occupied, so no stone can have been placed there");
                take_back_claim_in_time(i, e);
                // A take-back objected to too late stands where it was played (2002 17-3).
                const char* stands_on = e.flag("claimed_in_time", true) ? "from" : "to";
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
                        problem(i, "from", "no stone stands on " + e.text("from") + " to have been moved");
                if (go_ && e.has("to"))
                    if (auto v = point(i, "to", e.text("to")); v && go_->at(*v) != go::Color::Empty)
                        problem(i, "to", e.text("to") + " is occupied, so no stone can have moved there");
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
                            problem(i, "stones", name + " holds no " + std::string(player_name(other(*by))) +
                                                     " stone that could have been wrongly removed");
                    }
                lose_go_board();
                break;
            case EventKind::StonesScattered: lose_go_board(); break;
            case EventKind::DeadStoneDispute:
                if (go_)
                    for (const auto& name : e.list("stones"))
                        if (auto v = point(i, "stones", name); v && go_->at(*v) == go::Color::Empty)
                            problem(i, "stones", "no stone stands on " + name + " to be disputed");
                break;
            case EventKind::SealedMove:
                if (go_ && e.has("move")) {
                    if (auto v = point(i, "move", e.text("move"))) {
                        const bool occupied = go_->at(*v) != go::Color::Empty;
                        if (e.has("occupied") && occupied != e.flag("occupied"))
                            problem(i, "occupied", "the sealed point " + e.text("move") + " is " + (occupied ? "occupied" : "empty") +
                                                       ", but the event says occupied: " + yes_no(e.flag("occupied")));
                        e.fields["occupied"] = occupied;
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
                if (e.flag("requested_pass") && rules_->flag("overtime_pass_on_request") &&
                    rules_->rule_set().id == "cn-go-2002")
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
                const bool lodging = rules_->rule_set().id == "cn-go-2002" && e.text("venue") == "lodging";
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
            default: break;
        }
        snapshot_go();
    }

    void go_move(std::size_t i, Event& e) {
        const Player by = *e.player("by");
        // Two stones in a row without the opponent passing (1988 17.1, 2002 17-2).
        const bool twice = now_.to_move && *now_.to_move != by;
        e.fields["played_twice"] = twice;
        if (go_) {
            const std::string name = e.text("move");
            const bool said_legal = e.flag("legal", true);
            const std::string said_reason = e.text("reason");
            auto v = go::parse_vertex(name, go_->size());
            if (!v) {
                if (said_legal || said_reason != "off_board")
                    problem(i, "move", "'" + name + "' is not a point of this " + std::to_string(go_->size()) + "x" +
                                           std::to_string(go_->size()) + " board");
                e.fields["legal"] = false;
                e.fields["reason"] = std::string("off_board");
            } else {
                const go::MoveReport report = go_->check(go_colour(by), *v);
                const std::string reason(go_illegality_word(report.reason, report.simple_ko_violation));
                if (said_legal && !report.legal && e.has("legal"))
                    problem(i, "legal", std::string(player_name(by)) + " at " + name + " is illegal (" + reason +
                                            ") on the board, but the event says legal: true");
                else if (!said_legal && report.legal)
                    problem(i, "legal", "the engine finds " + std::string(player_name(by)) + " at " + name +
                                            " legal, but the event says legal: false");
                else if (!said_legal && !said_reason.empty() && said_reason != "other" && said_reason != reason)
                    problem(i, "reason", "the move at " + name + " is illegal because of " + reason + ", not " + said_reason);
                if (report.legal && e.flag("press_before_captures_removed") && report.captures.empty())
                    problem(i, "press_before_captures_removed",
                            name + " captures nothing, so no captured stones can have been left on the board");
                e.fields["legal"] = report.legal;
                if (!report.legal) e.fields["reason"] = reason;
                e.fields["captures"] = static_cast<std::int64_t>(report.captures.size());
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
                        e.fields["would_be_suicide"] = liberties <= freed_neighbours;
                        const bool ko_shape = alone && report.captures.size() == 1 && liberties == 1;
                        // A retake of a ko: the stone taken had itself taken one stone as it was played.
                        bool retake = false;
                        const auto& record = go_->record();
                        for (std::size_t r = 0; ko_shape && r + 1 < record.size(); ++r)
                            if (record[r].vertex && *record[r].vertex == report.captures.front() && record[r].captured == 1) retake = true;
                        e.fields["ko_retake"] = retake;
                    }
                }
            }
        }
        if (twice) return;
        if (e.flag("legal", true)) {
            go_turn_passes(by, e);
            return;
        }
        const std::string reason = e.text("reason", "other");
        const bool ko_warning = reason == "ko_recapture" && rules_->text("ko_recapture_penalty") == "warning";
        if ((reason == "suicide" || reason == "ko_recapture") && !ko_warning) {
            // 19, 20.1: the move is void and the offender forfeits the turn.
            go_turn_passes(by, e);
            if (go_) go_->set_to_move(go_colour(other(by)));
        }
        // Otherwise the stone cannot stand and the same player plays again.
    }

    // Both players confirmed the end: remove the dead stones they agree on and count the areas
    // (1988 / 2002 Art. 9, shared points half each), komi from the rule set (Art. 11).
    void count(std::size_t i, Event& e) {
        if (!go_ || !e.has("dead")) return;  // without the agreed dead stones ([] for none) nothing is counted
        std::vector<go::Vertex> dead;
        for (const auto& name : e.list("dead")) {
            auto v = point(i, "dead", name);
            if (!v) return;
            if (go_->at(*v) == go::Color::Empty) {
                problem(i, "dead", "no stone stands on " + name + " to be dead");
                return;
            }
            dead.push_back(*v);
        }
        const double komi_points = static_cast<double>(rules_->number("komi_half_points")) / 2.0;
        const go::AreaScore score = go::score_area(*go_, dead, komi_points);
        // Whole numbers in quarter stones (子), so no rounding can creep into a result.
        auto quarters = [](double stones) { return static_cast<std::int64_t>(stones * 4.0 + (stones < 0 ? -0.5 : 0.5)); };
        e.fields["black_count_q"] = quarters(score.black_area);
        e.fields["white_count_q"] = quarters(score.white_area);
        e.fields["komi_q"] = quarters(komi_points / 2.0);
        e.fields["margin_q"] = quarters(score.margin_stones);
        e.fields["dead_count"] = static_cast<std::int64_t>(dead.size());
        e.fields["board_points"] = static_cast<std::int64_t>(go_->size() * go_->size());
    }

    // 2002 17-3: a take-back is ruled on only when the opponent objects before his own next move.
    // The event is the take-back; `claimed_at` is when the opponent objected (default: at once).
    void take_back_claim_in_time(std::size_t i, Event& e) {
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
        if (auto stated = e.maybe_flag("claimed_in_time"); stated && *stated != in_time)
            problem(i, "claimed_in_time",
                    std::string("the opponent ") +
                        (in_time ? "made no move between the take-back and the objection" : "had made his next move before objecting") +
                        ", but the event says claimed_in_time: " + yes_no(*stated) +
                        (e.has("claimed_at") ? "" : " (give claimed_at and put the opponent's move in the timeline)"));
        e.fields["claimed_in_time"] = in_time;
    }
};

}  // namespace

Replay replay(const Incident& incident) {
    Replay out;
    Runner(incident, out).run();
    return out;
}

std::string describe(const Incident& incident, const ReplayProblem& p) {
    if (p.event == kNoEvent || p.event >= incident.events.size()) return p.message;
    const Event& e = incident.events[p.event];
    std::string where = e.line ? "event at line " + std::to_string(e.line)
                               : "event " + std::to_string(p.event + 1) + " (" + std::string(event_name(e.kind)) + ")";
    return where + ": " + p.message;
}

}  // namespace arbiter::rules
