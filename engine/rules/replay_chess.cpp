// The timeline replay on a chess board (replay_runner.hpp): moves and why they are illegal, the
// move made on release, the replacement move, illegal moves pointed out later, touches, claims,
// draw offers, can-mate, and the clock effects of the Guidelines III.
#include <algorithm>

#include "engine/chess/illegal_move.hpp"
#include "engine/chess/notation.hpp"
#include "engine/rules/chess_judgements.hpp"
#include "engine/rules/board_words.hpp"
#include "engine/rules/replay_runner.hpp"

namespace arbiter::rules::replay_detail {

void Runner::start_chess() {
    if (inc_.position.empty()) {
        now_.to_move = inc_.to_move;
        return;
    }
    LocalizedText fen_error;
    auto start = chess::Position::from_fen(inc_.position, &fen_error);
    if (!start) {
        problem(kNoEvent, "position", say(L("局面：{words}", "局面：{words}", "position: {words}"), {.words = fen_error}));
        now_.to_move = inc_.to_move;
        return;
    }
    if (auto why = start->illegality()) {
        problem(kNoEvent, "position", say(L("无法从这个局面开始对局：{words}", "無法從這個局面開始對局：{words}", "position cannot be played from: {words}"), {.words = *why}));
        now_.to_move = inc_.to_move;
        return;
    }
    chess_.emplace(*start);
    LocalizedText error;
    for (const auto& uci : inc_.moves_before)
        if (!chess_->play_uci(uci, &error)) {
            problem(kNoEvent, "position",
                    // The move quoted: it is the author's text, maybe not a move at all.
                    say(L("时间线之前的着法“{move}”不合法：{words}", "時間線之前的著法「{move}」不合法：{words}", "the move {move} before the timeline is illegal: {words}"),
                        {.move = uci, .words = error}));
            chess_.reset();
            now_.to_move = inc_.to_move;
            return;
        }
    now_.board_known = true;
    now_.fen = chess_->position().fen();
    note_board_chances();
    const Player side_to_move = player_of(chess_->position().side_to_move());
    if (inc_.to_move && *inc_.to_move != side_to_move)
        problem(kNoEvent, "to_move",
                say(L("写的是 `to_move: {written}`，但开始局面轮到{player}走棋", "寫的是 `to_move: {written}`，但開始局面輪到{player}走棋", "to_move is {written}, but in the start position {side_to_move} is to move"),
                    {.player = side_to_move,
                     .values = {{"written", std::string(player_name(*inc_.to_move))}, {"side_to_move", std::string(player_name(side_to_move))}}}));
    now_.to_move = side_to_move;
}

void Runner::note_can_mate() {
    if (!chess_) return;
    for (auto [colour, side] : {std::pair{chess::Color::White, "white"}, std::pair{chess::Color::Black, "black"}}) {
        const chess::MateSearchResult result = chess_->mate_possibility(colour);
        const std::string key = std::string(side) + "_can_mate";
        chess_facts().can_mate[idx(player_of(colour))] =
            ChessFacts::CanMate{result.verdict != chess::Winnability::CannotMate, result.verdict == chess::Winnability::Undecided};
        const auto stated = inc_.facts.find(key);
        if (stated == inc_.facts.end() || result.verdict == chess::Winnability::Undecided) continue;
        const bool can = result.verdict == chess::Winnability::CanMate;
        if (stated->second == can || refuted_facts_.count(key)) continue;
        refuted_facts_.insert(key);
        const Vars v{.move = witness_text(result), .values = {{"fact", key}, {"fen", chess_->position().fen()}}};
        problem(kNoEvent, "facts." + key,
                can ? say(L("写的是 `{fact}: false`，但引擎在局面 `{fen}` 中找到了一系列将杀的合法着法（{move}）", "寫的是 `{fact}: false`，但引擎在局面 `{fen}` 中找到了一系列將殺的合法著法（{move}）",
                            "{fact}: false, but the engine finds a series of legal moves that mates in {fen} ({move})"),
                          v)
                    : say(L("写的是 `{fact}: true`，但引擎在局面 `{fen}` 中找不到任何一系列将杀的合法着法", "寫的是 `{fact}: true`，但引擎在局面 `{fen}` 中找不到任何一系列將殺的合法著法",
                            "{fact}: true, but the engine finds no series of legal moves that mates in {fen}"),
                          v));
    }
}

std::string Runner::witness_text(const chess::MateSearchResult& result) {
    std::string out;
    for (std::size_t k = 0; k < result.witness.size() && k < 12; ++k) out += (k ? " " : "") + chess::to_uci(result.witness[k]);
    if (result.witness.size() > 12) out += " …";
    return out;
}

void Runner::lose_board() {
    chess_.reset();
    now_.board_known = false;
}

void Runner::chess_event(std::size_t i, const Event& e) {
    correct_if_found(e);
    switch (e.kind) {
        case EventKind::Move: chess_move(i, e); break;
        case EventKind::ClockPress: {
            const Player by = *e.player("by");
            if (unfinished_ && unfinished_->by == by) {
                complete_unfinished(i, e);
                break;
            }
            const bool running = !now_.clocks.running || *now_.clocks.running == by;
            chess_facts().had_the_move = running;
            if (running) {
                press(by, e.at, false);
                now_.clocks.running = by;  // the arbiter restarts the offender's clock
            }
            // 7.5.3: pressing without a move counts as a completed illegal move.
            completed_illegal_move(by, e, false);
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
                chess_facts().offer_open = open;
            }
            now_.draw_offer.reset();
            break;
        }
        // Whether a side can still mate is asked where a ruling turns on it (6.9, 5.1.2, 7.5.5,
        // A.5.5): the search is bounded but not free, so not after every move.
        case EventKind::FlagFall:
        case EventKind::BothFlags:
        case EventKind::Resign:
        case EventKind::ThirdPartyReport: note_can_mate(); break;
        case EventKind::Warning: {
            const Player by = *e.player("by");
            now_.warnings[idx(by)] += static_cast<int>(e.integer("count", 1));
            break;
        }
        case EventKind::IllegalPosition:
            // Standard and supervised play: a completed illegal move made it, so the position
            // before it is reinstated and it counts towards 7.5.5 (A.5.4 otherwise: wait).
            if (const auto by = e.player("by"); by && supervised_play(*rules_)) {
                completed_illegal_move(*by, e, false);
                note_can_mate();
            }
            break;
        case EventKind::IncrementRequest: guidelines_iii(i, e); break;
        case EventKind::QuickplayClaim:
            note_can_mate();  // an opponent who cannot mate at all cannot win by normal means (III.5)
            guidelines_iii(i, e);
            break;
        case EventKind::StopsRecording: stops_recording(i, e); break;
        case EventKind::ClockPaused: chess_clock_paused(i, e); break;
        case EventKind::PieceMisplaced: chess_piece_misplaced(i, e); break;
        case EventKind::Pass: case EventKind::PiecesDisplaced: case EventKind::StoneMoved: case EventKind::StoneReplayed:
        case EventKind::StonesScattered: case EventKind::WrongCapture: case EventKind::GameCycle: case EventKind::Phone:
        case EventKind::LateArrival: case EventKind::SealedMove: case EventKind::EndOfGame:
        case EventKind::DeadStoneDispute: case EventKind::LeaveSeat: case EventKind::Overtime: case EventKind::Disturbance:
        case EventKind::Consultation: case EventKind::LeaveGame: case EventKind::FoundAfterGame:
        case EventKind::ClockSettingWrong: case EventKind::WrongSetup: case EventKind::PersistentRefusal:
        case EventKind::LeavePlayingArea: case EventKind::LifeClaim: case EventKind::CannotEndClaim:
            break;  // nothing of these changes the board, the clocks or the turn
    }
    if (chess_) now_.fen = chess_->position().fen();
    note_board_chances();
}

void Runner::note_board_chances() {
    now_.threefold_claimable = false;
    now_.fifty_move_claimable = false;
    now_.mate_in_one.clear();
    if (!chess_ || now_.over || chess_->auto_end_ply()) return;
    now_.threefold_claimable = chess_->threefold_claimable();
    now_.fifty_move_claimable = chess_->fifty_move_claimable();
    const chess::Position& pos = chess_->position();
    for (const chess::Move m : pos.legal_moves()) {
        const chess::Position next = pos.after(m);
        if (next.in_check() && next.legal_moves().empty()) {
            now_.mate_in_one = chess::to_uci(m);
            break;
        }
    }
}

void Runner::stops_recording(std::size_t i, const Event& e) {
    ChessFacts& f = chess_facts();
    const Player by = *e.player("by");
    const clock::ChessClock* c = now_.clocks.chess ? &*now_.clocks.chess : nullptr;
    if (c && e.at) {
        const clock::Millis left = c->remaining(side(by), *e.at);
        const clock::Millis increment =
            c->control().stages.empty() ? 0 : c->control().stages[c->control().stage_for(c->moves_done(side(by)))].increment;
        for (const auto& [field, value] : {std::pair<const char*, clock::Millis>{"time_left", left}, {"increment", increment}})
            if (const auto stated = e.time(field); stated && *stated != value)
                problem(i, field, say(L("棋钟显示 {shown}，但事件写的是 `{field}: {written}`", "棋鐘顯示 {shown}，但事件寫的是 `{field}: {written}`",
                                        "the clock shows {shown}, but the event says {field}: {written}"),
                                      {.values = {{"shown", clock::format_game_time(value)}, {"field", field}, {"written", clock::format_game_time(*stated)}}}));
        f.time_left = left;
        f.increment = increment;
    }
    if (!f.time_left) return;  // no clock and nothing stated: the adjudicator asks for it
    const bool exempt = *f.time_left < clock::seconds(300) && f.increment.value_or(0) < clock::seconds(30);
    check_stated_flag(i, e, "exempt", exempt,
                      L("剩余时间不足五分钟且每步加秒不足30秒，8.4适用，但事件写的是 `exempt: {written}`",
                        "剩餘時間不足五分鐘且每步加秒不足30秒，8.4適用，但事件寫的是 `exempt: {written}`",
                        "under five minutes left and an increment under 30 seconds: 8.4 applies, but the "
                        "event says exempt: {written}"),
                      L("剩余时间不少于五分钟或每步加秒达30秒，8.4不适用，但事件写的是 `exempt: {written}`",
                        "剩餘時間不少於五分鐘或每步加秒達30秒，8.4不適用，但事件寫的是 `exempt: {written}`",
                        "five minutes or more left, or an increment of 30 seconds or more: 8.4 does not "
                        "apply, but the event says exempt: {written}"));
    f.exempt = exempt;
}

void Runner::guidelines_iii(std::size_t i, const Event& e) {
    ChessFacts& f = chess_facts();
    const Player by = *e.player("by");
    const clock::ChessClock* c = now_.clocks.chess ? &*now_.clocks.chess : nullptr;
    const bool has_increment = c && !c->control().stages.empty() && c->control().stages.front().increment > 0;
    std::optional<clock::Millis> left = e.time("time_left");
    if (!left && c && e.at) left = c->remaining(side(by), *e.at);
    if (left) f.time_left = *left;
    const bool request = e.kind == EventKind::IncrementRequest;
    std::string denied;
    if (!e.flag("guidelines_announced", true)) denied = "III.2.1";
    else if (rules_->text("format") == "blitz" || has_increment) denied = "III.2.2";
    else if (left && *left >= clock::seconds(120)) denied = request ? "III.4" : "III.5";
    if (!denied.empty()) {
        f.guidelines_denied_by = denied;
        return;
    }
    if (!request) {
        // III.5: an opponent who cannot mate by any series of legal moves cannot win by normal means.
        const auto& searched = f.can_mate[idx(other(by))];
        const bool cannot_mate = searched && !searched->can && !searched->undecided;
        if (cannot_mate && f.opponent_can_win.value_or(false))
            problem(i, "opponent_can_win", say(L("{player}在这个局面中无法用任何合法着法将杀，不可能以正常方式取胜，但事件写的是 `opponent_can_win: true`",
                                                 "{player}在這個局面中無法用任何合法著法將殺，不可能以正常方式取勝，但事件寫的是 `opponent_can_win: true`",
                                                 "{player} cannot checkmate by any series of legal moves here, so cannot win by normal "
                                                 "means, but the event says opponent_can_win: true"),
                                               {.player = other(by)}));
        if (cannot_mate) f.opponent_can_win = false;
        // The decision left to the engine (III.5): the claim holds when either ground is made
        // out, fails when neither is, and is postponed while the arbiter cannot yet tell.
        if (!e.has("decision")) {
            const auto can_win = f.opponent_can_win;
            const auto trying = e.maybe_flag("opponent_trying");
            const std::string decision = (can_win && !*can_win) || (trying && !*trying) ? "accept"
                                         : can_win && trying                           ? "reject"
                                                                                       : "postpone";
            f.decision = decision;
            f.decision_derived = true;
        }
    }
    const bool award = request ? !e.flag("opponent_accepts") && e.flag("arbiter_agrees", true)
                               : f.decision != "accept" && (f.decision != "postpone" || e.flag("two_minutes", true));
    if (award) add_time(other(by), 120, e.at);
}

void Runner::completed_illegal_move(Player by, const Event& e, bool stands) {
    if (stands) return;
    const int count = ++now_.illegal_moves[idx(by)];
    if (count == 1) add_time(other(by), rules_->number("illegal_move_penalty_s"), e.at);
    else note_can_mate();
}

void Runner::chess_move(std::size_t i, const Event& e) {
    ChessFacts& f = chess_facts();
    const Player by = *e.player("by");
    std::string uci = e.text("move");
    const bool pressed = e.flag("pressed", true);
    const bool unpromoted = e.flag("unpromoted");
    // The move that follows an unfinished one of the same player: it completes a legal move
    // (6.2.1.2) or replaces an illegal one never completed (7.5.1, with 4.3 / 4.7 on the
    // replacement). The opponent's moves leave it unfinished: its maker may still press (6.2.2).
    std::optional<UnfinishedMove> before_this;
    if (unfinished_ && unfinished_->by == by) {
        before_this = std::move(unfinished_);
        unfinished_.reset();
    }
    if (before_this) {
        const Event& earlier = out_.steps[before_this->event].event;
        ChessFacts& earlier_facts = out_.steps[before_this->event].chess;
        if (before_this->irregular && !before_this->on_board) {
            f.replaces = earlier.text("move");
            earlier_facts.replaced = true;
            if (chess_ && chess_->is_legal_uci(uci)) f.replacement_obeys = replacement_obeys(chess_->position(), earlier, earlier_facts, uci);
        } else {
            earlier_facts.completed = true;  // 6.2.1.2: completed by the player's next move
        }
    }
    // 7.5.2: a pawn left on the last rank is judged as the move it should have been, with the
    // queen the arbiter puts there.
    if (unpromoted && chess_ && !chess_->is_legal_uci(uci) && chess_->is_legal_uci(uci + "q")) uci += "q";
    f.had_the_move = !now_.to_move || *now_.to_move == by;
    if (chess_) {
        const chess::Position& pos = chess_->position();
        const auto why = chess::why_illegal(pos, uci);
        const bool legal = !why;
        if (auto stated = e.maybe_flag("legal"); stated && *stated != legal) {
            if (legal) {
                problem(i, "legal",
                        say(L("引擎认为 {move} 在局面 `{fen}` 中合法，但事件写的是 `legal: false`", "引擎認為 {move} 在局面 `{fen}` 中合法，但事件寫的是 `legal: false`",
                              "the engine finds {move} legal in {fen}, but the event says legal: false"),
                            {.move = e.text("move"), .values = {{"fen", pos.fen()}}}));
            } else {
                std::string error;
                chess::parse_uci(pos, uci, &error);
                // The English names the notation reader's finding; the Chinese says why in words.
                problem(i, "legal",
                        say(L("{move} 在局面 `{fen}` 中不合法（{words}）；请标上 `legal: false`", "{move} 在局面 `{fen}` 中不合法（{words}）；請標上 `legal: false`",
                              "{move} is illegal in {fen} ({reader_error}); mark it legal: false"),
                            {.move = e.text("move"), .words = illegality_words(why->word), .values = {{"fen", pos.fen()}, {"reader_error", error}}}));
            }
            lose_board();
        } else {
            f.legal = legal;
            if (why) {
                const std::string said = e.text("reason");
                if (!said.empty() && said != "other" && why->word != "other" && said != why->word)
                    problem(i, "reason",
                            say(L("{move} 不合法的原因是{words}（第 {article} 条，`reason: {reason}`），不是 `reason: {written}`", "{move} 不合法的原因是{words}（第 {article} 條，`reason: {reason}`），不是 `reason: {written}`",
                                  "{move} is illegal as {reason} (Art. {article}), not {written}"),
                                {.move = e.text("move"), .words = illegality_words(why->word), .values = {{"reason", why->word}, {"article", why->article}, {"written", said}}}));
                f.reason = why->word == "other" && !said.empty() ? said : why->word;
                f.broken_article = why->article;
                f.king_can_move = why->king_can_move;
                f.moved_piece_can_move = why->moved_piece_can_move;
                // An illegal capture touched the opponent's piece too: the replacement obeys 4.3.3.
                if (uci.size() >= 4)
                    if (const auto to = chess::parse_square(uci.substr(2, 2))) {
                        const chess::Piece target = pos.piece_on(*to);
                        if (target != chess::NoPiece && chess::color_of(target) != chess_colour(by) &&
                            chess::type_of(target) != chess::King) {
                            f.captures_square = chess::square_name(*to);
                            f.captured_can_be_taken = chess::piece_can_be_captured(pos, *to);
                        }
                    }
                if (f.reason == "castling_illegal" && why->reason != chess::IllegalReason::Castling)
                    problem(i, "reason", say(L("{move} 不是王车易位", "{move} 不是王車易位", "{move} is not a castling move"), {.move = e.text("move")}));
            }
        }
    }
    const bool legal = f.legal;
    // A legal move made with two hands: an illegal move once pressed (7.5.4), unless it ends the
    // game, which completes it without a press (6.2.1.1; 5.1.1 asks 4.2–4.7 of a mate, not 4.1).
    const bool two_handed = e.flag("two_hands") && legal && !unpromoted;
    bool ends = !f.ends_game.empty();
    if (two_handed && chess_) {
        chess::Game probe = *chess_;
        ends = probe.play_uci(uci) && !chess_ending_word(probe.outcome()).empty();
    }
    const bool irregular = illegal_once_completed(legal, unpromoted, e.flag("two_hands"), ends);
    if (irregular && !pressed && two_handed) {
        // Made, with two hands, and not pressed: a legal move on the board for now (6.2.1, 4.7);
        // the press would make it an illegal move (7.5.4).
        std::optional<chess::Game> before = chess_;
        if (chess_) play_on_board(i, e, uci);
        f.completed = false;
        unfinished_ = UnfinishedMove{i, by, uci, true, true, std::move(before)};
        now_.to_move = other(by);
        now_.touched.clear();
        if (now_.draw_offer && *now_.draw_offer == other(by)) now_.draw_offer.reset();
        return;
    }
    if (irregular && !pressed) {
        // Not completed (6.2.1): no illegal move yet (7.5.1). The same player still has the move
        // and the piece he moved must move if it can (4.3, 4.7); his press would complete it.
        unfinished_ = UnfinishedMove{i, by, uci, true, false, std::nullopt};
        now_.to_move = by;
        now_.touched = {uci.substr(0, std::min<std::size_t>(2, uci.size()))};
        return;
    }
    if (irregular) {
        press(by, e.at, true);
        const std::optional<clock::Millis> noticed = when_pointed_out(i, e, by);
        const bool stands = !supervised_play(*rules_) && f.noticed_after_reply;
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
        correct_at_once(i, e, by, uci, legal, unpromoted);
        return;
    }
    if (legal && f.replacement_obeys && !*f.replacement_obeys) {
        // The replacement broke touch-move: it is taken back and the touched piece must move.
        now_.to_move = by;
        now_.touched = {f.replaces.value_or("").substr(0, 2)};
        now_.clocks.running = by;
        return;
    }
    // A legal move: made when the piece is released (4.7), completed by the press (6.2.1).
    if (chess_) {
        play_on_board(i, e, uci);
    } else if (!f.ends_game.empty()) {
        now_.over = true;
    }
    if (pressed) press(by, e.at, true);
    const bool completed = pressed || !f.ends_game.empty();
    f.completed = completed;
    if (!completed) unfinished_ = UnfinishedMove{i, by, uci, false, false, std::nullopt};
    now_.to_move = other(by);
    now_.touched.clear();
    // Moving a piece rejects an offer the opponent made (9.1.2.1).
    if (now_.draw_offer && *now_.draw_offer == other(by)) now_.draw_offer.reset();
}

void Runner::correct_at_once(std::size_t i, const Event& e, Player by, const std::string& uci, bool legal, bool unpromoted) {
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
}

void Runner::complete_unfinished(std::size_t i, const Event& e) {
    const UnfinishedMove move = *unfinished_;
    unfinished_.reset();
    ChessFacts& made = out_.steps[move.event].chess;
    made.completed_by_press = true;
    // The press carries what the move was, so the ruling on it reads like the move's own.
    ChessFacts& f = chess_facts();
    f.completes = out_.steps[move.event].event.text("move");
    f.legal = made.legal;
    f.reason = made.reason;
    f.broken_article = made.broken_article;
    f.king_can_move = made.king_can_move;
    f.moved_piece_can_move = made.moved_piece_can_move;
    f.captures_square = made.captures_square;
    f.captured_can_be_taken = made.captured_can_be_taken;
    f.unpromoted = made.unpromoted;
    f.two_hands = made.two_hands;
    const Player by = move.by;
    if (move.on_board) {
        // The two-handed move is taken off the board again: the position before it comes back.
        chess_ = move.board_before;
        now_.board_known = chess_.has_value();
    }
    if (!move.irregular) {
        press(by, e.at, true);  // 6.2.1: the move is completed; the opponent's clock runs
        return;
    }
    // The press completes an illegal move (7.5.1; A.5.2 and B.3 in normal rapid and blitz, where
    // the opponent has not moved yet): pointed out now, it is corrected at once.
    now_.clocks.running = by;
    press(by, e.at, true);
    completed_illegal_move(by, e, false);
    correct_at_once(i, e, by, move.uci, made.legal, made.unpromoted);
}

bool Runner::replacement_obeys(const chess::Position& pos, const Event& illegal, const ChessFacts& facts, const std::string& uci) const {
    const auto move = chess::parse_uci(pos, uci);
    if (!move) return false;
    const std::string made = illegal.text("move");
    std::optional<chess::Square> from;  // the square the illegal move left (as an if: GCC 12 -O1 misreads the ?: as uninitialised)
    if (made.size() >= 4) from = chess::parse_square(made.substr(0, 2));
    if (facts.unpromoted || facts.two_hands)
        // The promotion completed, or the two-handed move made again with one hand: the same piece.
        return from && move->from() == *from;
    if (facts.reason == "castling_illegal") {
        if (!facts.king_can_move) return true;  // 4.4.3: any legal move
        return chess::type_of(pos.piece_on(move->from())) == chess::King;
    }
    if (facts.moved_piece_can_move) return from && move->from() == *from;  // 4.3.1, 4.3.3, 4.7
    if (facts.captures_square && facts.captured_can_be_taken)
        return chess::square_name(move->to()) == *facts.captures_square;  // 4.3.3
    return true;  // 4.5
}

std::optional<clock::Millis> Runner::when_pointed_out(std::size_t i, const Event& e, Player by) {
    const auto noticed = e.time("noticed_at");
    if (!noticed) return std::nullopt;
    bool replied = false;
    for (std::size_t j = i + 1; j < inc_.events.size() && !replied; ++j) {
        const Event& later = inc_.events[j];
        if (later.at && *later.at > *noticed) break;
        if (later.kind == EventKind::Move && later.player("by") == other(by)) replied = true;
    }
    check_stated_flag(i, e, "noticed_after_reply", replied,
                      L("指出时对方已经走了下一步，但事件写的是 `noticed_after_reply: {written}`", "指出時對方已經走了下一步，但事件寫的是 `noticed_after_reply: {written}`",
                        "the opponent had made his next move by the time it was pointed out, but the event says "
                        "noticed_after_reply: {written}"),
                      L("指出时对方还没有走棋，但事件写的是 `noticed_after_reply: {written}`", "指出時對方還沒有走棋，但事件寫的是 `noticed_after_reply: {written}`",
                        "the opponent had not moved by the time it was pointed out, but the event says "
                        "noticed_after_reply: {written}"));
    chess_facts().noticed_after_reply = replied;
    return noticed;
}

void Runner::go_on_from_the_board(std::size_t i, const Event& e, const std::string& uci, bool legal) {
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

void Runner::correct_if_found(const Event& e) {
    if (!pending_ || !e.at || *e.at <= pending_->noticed) return;
    chess_ = std::move(pending_->before);
    now_.board_known = chess_.has_value();
    if (chess_) now_.fen = chess_->position().fen();
    now_.to_move = pending_->by;
    now_.touched = {pending_->from};
    now_.clocks.running = pending_->by;
    pending_.reset();
}

void Runner::play_on_board(std::size_t i, const Event& e, const std::string& uci) {
    if (!chess_->play_uci(uci)) {
        lose_board();
        return;
    }
    now_.last_move = uci;
    const std::string ending(chess_ending_word(chess_->outcome()));
    if (e.has("ends_game") && e.text("ends_game") != ending) {
        problem(i, "ends_game",
                say(ending.empty() ? L("引擎认为 {move} 没有结束对局，但事件写的是 `ends_game: {written}`", "引擎認為 {move} 沒有結束對局，但事件寫的是 `ends_game: {written}`",
                                       "after {move} the engine finds no end of the game, but the event says {written}")
                                   : L("引擎认为 {move} 结束了对局（`ends_game: {ending}`），但事件写的是 `ends_game: {written}`", "引擎認為 {move} 結束了對局（`ends_game: {ending}`），但事件寫的是 `ends_game: {written}`",
                                       "after {move} the engine finds ends_game: {ending}, but the event says {written}"),
                    {.move = e.text("move"), .values = {{"ending", ending}, {"written", e.text("ends_game")}}}));
    }
    if (!ending.empty()) {
        chess_facts().ends_game = ending;
        now_.over = true;
        now_.draw_offer.reset();
    }
}

std::vector<std::string> Runner::touch_squares(const Event& e) {
    std::vector<std::string> out = e.list("squares");
    if (out.empty() && e.has("square")) out.push_back(e.text("square"));
    return out;
}

void Runner::chess_touch(std::size_t i, const Event& e) {
    ChessFacts& f = chess_facts();
    const Player by = *e.player("by");
    const bool has_move = !now_.to_move || *now_.to_move == by;
    f.has_move = has_move;
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
            problem(i, "square", say(L("“{move}”不是棋盘上的格子", "「{move}」不是棋盤上的格子", "'{move}' is not a square"), {.move = name}));
            return;
        }
        const chess::Piece piece = pos.piece_on(*sq);
        if (piece == chess::NoPiece) {
            problem(i, "square", say(L("{move} 上没有棋子，无从触摸", "{move} 上沒有棋子，無從觸摸", "no piece stands on {move} to be touched"), {.move = name}));
            return;
        }
        (chess::color_of(piece) == mover ? own : theirs).push_back(*sq);
        order.push_back(*sq);
    }
    const std::string what = e.text("touched");
    if ((what == "own" || what == "king_then_rook" || what == "rook_then_king") && !theirs.empty()) {
        problem(i, "touched", say(L("{move} 上的棋子是对方的，但事件写的是 `touched: {written}`", "{move} 上的棋子是對方的，但事件寫的是 `touched: {written}`",
                                    "the piece on {move} is the opponent's, but touched is {written}"),
                                  {.move = chess::square_name(theirs.front()), .values = {{"written", what}}}));
        return;
    }
    if (what == "opponent" && !own.empty()) {
        problem(i, "touched", say(L("{move} 上的棋子是触摸者自己的，但事件写的是 `touched: opponent`", "{move} 上的棋子是觸摸者自己的，但事件寫的是 `touched: opponent`",
                                    "the piece on {move} is the toucher's own, but touched is opponent"),
                                  {.move = chess::square_name(own.front())}));
        return;
    }
    if (what == "own_and_opponent" && (own.empty() || theirs.empty()) && squares.size() > 1) {
        problem(i, "touched", L("事件写的是 `touched: own_and_opponent`，但这些格子上只有一方的棋子", "事件寫的是 `touched: own_and_opponent`，但這些格子上只有一方的棋子",
                                "touched is own_and_opponent, but the squares hold pieces of one colour only"));
        return;
    }
    if (!has_move || pos.side_to_move() != mover) {  // 4.3 binds only the player having the move
        if (e.has("played")) f.played_obeys = true;
        return;
    }
    // 4.3.3 needs both pieces: with one square given, the author's can_move stands.
    if (what == "own_and_opponent" && (own.empty() || theirs.empty())) return;
    // What 4.3 / 4.4 make of the touches, in order.
    bool can = false;
    std::optional<chess::Square> must;
    if (what == "king_then_rook") {
        const chess::Square rook = order.size() > 1 ? order[1] : order.front();
        const bool rook_given = order.size() > 1 || chess::type_of(pos.piece_on(rook)) == chess::Rook;
        if (rook_given) f.rook_square = chess::square_name(rook);
        if (rook_given) can = chess::castling_legal(pos, rook);
        else can = e.flag("can_move", true);
    } else if (what == "own" || what == "rook_then_king") {
        if (what == "rook_then_king") f.rook_square = chess::square_name(order.front());
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
            f.capture_with = chess::square_name(own.front());
        } else {
            for (auto sq : order) {
                const bool mine = chess::color_of(pos.piece_on(sq)) == mover;
                if (mine ? chess::piece_can_move(pos, sq) : chess::piece_can_be_captured(pos, sq)) {
                    can = true;
                    must = sq;
                    f.must_kind = mine ? "move" : "capture";
                    break;
                }
            }
        }
    }
    check_stated_flag(i, e, "can_move", can,
                      L("按局面 `{fen}` 应是 `can_move: {derived}`，但事件写的是 `can_move: {written}`", "按局面 `{fen}` 應是 `can_move: {derived}`，但事件寫的是 `can_move: {written}`",
                        "the board says can_move: {derived} in {fen}, but the event says can_move: {written}"),
                      {.values = {{"fen", pos.fen()}}});
    f.can_move = can;
    if (must) f.must_square = chess::square_name(*must);
    const bool king = chess::king_can_move(pos);
    check_stated_flag(i, e, "king_can_move", king,
                      L("局面 `{fen}` 中王有合法着法，但事件写的是 `king_can_move: {written}`", "局面 `{fen}` 中王有合法著法，但事件寫的是 `king_can_move: {written}`",
                        "the king has a legal move in {fen}, but the event says king_can_move: {written}"),
                      L("局面 `{fen}` 中王没有合法着法，但事件写的是 `king_can_move: {written}`", "局面 `{fen}` 中王沒有合法著法，但事件寫的是 `king_can_move: {written}`",
                        "the king has no legal move in {fen}, but the event says king_can_move: {written}"),
                      {.values = {{"fen", pos.fen()}}});
    f.king_can_move = king;
    // The move the player then made: it stands when it keeps the obligation (a claim against it is
    // rejected), and is taken back otherwise (the replay keeps the board before it).
    const std::string played = e.text("played");
    if (played.empty()) return;
    const auto move = chess::parse_uci(pos, played);
    if (!move || !chess_->is_legal_uci(played)) {
        problem(i, "played",
                say(L("走出的着法 {move} 在局面 `{fen}` 中不合法；请把它写成单独的 `move` 事件（`legal: false`）",
                      "走出的著法 {move} 在局面 `{fen}` 中不合法；請把它寫成單獨的 `move` 事件（`legal: false`）",
                      "the move played, {move}, is illegal in {fen}; write it as a move event of its own (legal: false)"),
                    {.move = played, .values = {{"fen", pos.fen()}}}));
        return;
    }
    const bool obeys = played_obeys(pos, e, f, *move);
    f.played_obeys = obeys;
    if (!obeys) return;
    play_on_board(i, e, played);
    if (e.at) press(by, e.at, true);
    now_.to_move = other(by);
    now_.touched.clear();
}

bool Runner::played_obeys(const chess::Position& pos, const Event& t, const ChessFacts& f, chess::Move m) const {
    const std::string what = t.text("touched");
    const bool king_moves = chess::type_of(pos.piece_on(m.from())) == chess::King;
    if (!f.can_move) {
        // 4.4.3: castling that way is illegal, so another king move, or any move when the king has
        // none; 4.5: no touched piece can move or be captured, so any legal move.
        if (what == "king_then_rook" && f.king_can_move) return king_moves;
        return true;
    }
    const auto must = chess::parse_square(f.must_square.value_or(""));
    // Castling towards the touched rook (4.4.1 asks for it; 4.4.2 forbids it after the rook).
    const auto rook = chess::parse_square(f.rook_square);
    const bool castles_with_rook = m.kind() == chess::Move::Castling && rook &&
                                   (chess::file_of(m.to()) > chess::file_of(m.from())) == (chess::file_of(*rook) > chess::file_of(m.from()));
    if (what == "king_then_rook") return castles_with_rook;
    if (what == "own") return must && m.from() == *must;
    if (what == "rook_then_king") return must && m.from() == *must && !(king_moves && m.kind() == chess::Move::Castling && castles_with_rook);
    if (what == "opponent") return must && m.to() == *must;
    // 4.3.3: the first own piece takes the first enemy piece; else the first that can move or be taken.
    if (const auto with = chess::parse_square(f.capture_with)) return must && m.from() == *with && m.to() == *must;
    if (f.must_kind == "move") return must && m.from() == *must;
    return must && m.to() == *must;
}

void Runner::chess_claim(std::size_t i, const Event& e) {
    const Player by = *e.player("by");
    // 9.2 / 9.3: the claim belongs to the player having the move; one who has made his move
    // (released the piece, 1.3 / 4.7) no longer has it, whether or not he pressed the clock.
    const bool has_move = !now_.to_move || *now_.to_move == by;
    if (now_.to_move) {
        const bool after = !has_move;
        check_stated_flag(i, e, "after_pressing", after,
                          L("提出要求的一方已经走了棋，但事件写的是 `after_pressing: {written}`", "提出要求的一方已經走了棋，但事件寫的是 `after_pressing: {written}`",
                            "the claimant has already made his move, but the event says after_pressing: {written}"),
                          L("提出要求的一方还没有走棋，但事件写的是 `after_pressing: {written}`", "提出要求的一方還沒有走棋，但事件寫的是 `after_pressing: {written}`",
                            "the claimant has the move, but the event says after_pressing: {written}"));
        chess_facts().after_pressing = after;
    }
    if (!chess_) return;
    const std::string intended = e.text("intended");
    if (!intended.empty() && has_move && !chess_->is_legal_uci(intended)) {
        problem(i, "intended", say(L("要走的着法“{move}”在局面 `{fen}` 中不合法", "要走的著法「{move}」在局面 `{fen}` 中不合法", "the intended move {move} is illegal in {fen}"),
                                   {.move = intended, .values = {{"fen", chess_->position().fen()}}}));
        return;
    }
    std::optional<std::string_view> move;
    if (!intended.empty()) move = intended;
    const bool valid = e.text("claim") == "threefold" ? chess_->threefold_claim_valid(move) : chess_->fifty_move_claim_valid(move);
    check_stated_flag(i, e, "valid", valid,
                      L("按棋谱引擎认为这次和棋要求（`claim: {claim}`）正确，但事件写的是 `valid: {written}`", "按棋譜引擎認為這次和棋要求（`claim: {claim}`）正確，但事件寫的是 `valid: {written}`",
                        "the engine finds this {claim} claim correct on the record, but the event says valid: {written}"),
                      L("按棋谱引擎认为这次和棋要求（`claim: {claim}`）不正确，但事件写的是 `valid: {written}`", "按棋譜引擎認為這次和棋要求（`claim: {claim}`）不正確，但事件寫的是 `valid: {written}`",
                        "the engine finds this {claim} claim incorrect on the record, but the event says valid: {written}"),
                      {.values = {{"claim", e.text("claim")}}});
    chess_facts().valid = valid;
    if (!(valid && has_move) && !e.flag("touched_piece")) add_time(other(by), rules_->number("claim_penalty_s"), e.at);
}

}  // namespace arbiter::rules::replay_detail
