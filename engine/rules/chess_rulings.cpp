// FIDE Laws of Chess (2023) applied to one event at a time. Sources: /work/shared/reference/
// fide-laws-of-chess.md (§1–§7 and the §11 format matrix); choices are in docs/rulings.md.
#include <algorithm>

#include "engine/chess/notation.hpp"
#include "engine/chess/position.hpp"
#include "engine/rules/adjudication_state.hpp"

namespace arbiter::rules::detail {

namespace {

clock::Side side(Player p) { return p == Player::White ? clock::Side::White : clock::Side::Black; }

bool supervised(const State& s) { return s.rules.text("format") == "standard" || s.rules.flag("supervised"); }

// The format's own article for illegal moves and claims (A.4 / A.5.2 / B.2 / B.3), if any.
std::vector<Citation> format_citations(const State& s, bool time_penalty) {
    const std::string format = s.rules.text("format");
    std::vector<Citation> out;
    if (format == "standard") return out;
    if (time_penalty && s.rules.number("illegal_move_penalty_s") == 60) out.push_back(s.cite("A.3"));
    if (format == "rapid") out.push_back(s.cite(supervised(s) ? "A.4" : "A.5.2"));
    else out.push_back(s.cite(supervised(s) ? "B.2" : "B.3"));
    return out;
}

std::vector<Citation> with(std::vector<Citation> first, const std::vector<Citation>& more) {
    first.insert(first.end(), more.begin(), more.end());
    return first;
}

// The move that replaces an illegal one (7.5.1: 4.3 and 4.7 apply to it). After an illegal
// castling the king must make another move, or any legal move when it has none (4.4.3). After an
// illegal capture the player touched his piece and the opponent's (4.3.3): his own piece, deemed
// touched first, must move if it can, else the opponent's piece must be captured if it can be,
// else any legal move. Otherwise the piece that was moved must move if it can (4.3.1), else any
// legal move (4.5). Whether it can comes from the replay when the incident has a position.
Correction replacement_move(const State& s, const Event& e, Player by) {
    if (e.text("reason") == "castling_illegal") {
        if (e.flag("king_can_move", true)) return {CorrectionKind::KingMoveRequired, by, "", {s.cite("4.4.3")}};
        return {CorrectionKind::AnyLegalMove, by, "", {s.cite("4.4.3")}};
    }
    const std::string uci = e.has("completes") ? e.text("completes") : e.text("move");
    const bool capture = e.has("captures_square");
    const std::string touch_rule = capture ? "4.3.3" : "4.3.1";
    if (e.flag("moved_piece_can_move", true))
        return {CorrectionKind::TouchedPieceMustMove, by, uci.substr(0, std::min<std::size_t>(2, uci.size())), {s.cite(touch_rule), s.cite("4.7")}};
    if (capture && e.flag("captured_can_be_taken"))
        return {CorrectionKind::MustCaptureTouched, by, e.text("captures_square"), {s.cite("4.3.3")}};
    return {CorrectionKind::AnyLegalMove, by, "", {s.cite("4.5")}};
}

// Says which move must replace the illegal one, and why, after the part's other sentences.
// The event's move as the board shows it, for the explanation: SAN from the position before it
// ("Rd8#", "e8=Q#") when the board is followed and the move is legal there; otherwise from square
// to square ("e7-e8=Q"), as an illegal move has no SAN. The file's UCI ("d1d8") is for the engine.
std::string readable_move(const State& s, const std::string& uci) {
    if (uci.size() < 4) return uci;
    const Moment& before = s.before();
    if (before.board_known)
        if (auto pos = chess::Position::from_fen(before.fen))
            if (auto m = chess::parse_uci(*pos, uci)) return chess::to_san(*pos, *m);
    if (!chess::parse_square(uci.substr(0, 2)) || !chess::parse_square(uci.substr(2, 2))) return uci;
    std::string out = uci.substr(0, 2) + "-" + uci.substr(2, 2);
    if (uci.size() == 5) out += std::string("=") + static_cast<char>(uci[4] >= 'a' ? uci[4] - 'a' + 'A' : uci[4]);
    return out;
}

void add_replacement_sentence(Part& part, Player by) {
    for (const Correction& c : part.corrections) {
        LocalizedText t;
        const bool castling = !c.citations.empty() && c.citations.front().article == "4.4.3";
        if (c.kind == CorrectionKind::KingMoveRequired)
            t = L("{p}必须另走一步王（第4.4.3条）。", "{p}必須另走一步王（第4.4.3條）。", " {p} must make another king move (4.4.3).");
        else if (c.kind == CorrectionKind::AnyLegalMove && castling)
            t = L("王没有任何合法着法，所以{p}可任走一步合法着法（第4.4.3条）。", "王沒有任何合法著法，所以{p}可任走一步合法著法（第4.4.3條）。",
                  " The king has no legal move at all, so {p} may make any legal move (4.4.3).");
        else if (c.kind == CorrectionKind::AnyLegalMove)
            t = L("走动的棋子没有合法着法，{p}可任走一步合法着法（第4.5条）。", "走動的棋子沒有合法著法，{p}可任走一步合法著法（第4.5條）。",
                  " The piece that was moved has no legal move, so {p} may make any legal move (4.5).");
        else if (c.kind == CorrectionKind::TouchedPieceMustMove && c.citations.front().article == "4.3.3")
            t = L("这步不合法着法是吃子，{p}摸了自己的棋子也摸了对方的棋子：替代的着法先须走{m}的棋子（第4.3.3、4.7条）。",
                  "這步不合法著法是吃子，{p}摸了自己的棋子也摸了對方的棋子：替代的著法先須走{m}的棋子（第4.3.3、4.7條）。",
                  " The illegal move was a capture, so {p} touched a piece of each colour: the replacement must move the "
                  "piece on {m} (4.3.3, 4.7).");
        else if (c.kind == CorrectionKind::TouchedPieceMustMove)
            t = L("替代的着法仍受摸子走子约束：{p}必须走{m}的棋子（第4.3.1、4.7条）。",
                  "替代的著法仍受摸子走子約束：{p}必須走{m}的棋子（第4.3.1、4.7條）。",
                  " The replacement move obeys touch-move: {p} must move the piece on {m} (4.3.1, 4.7).");
        else if (c.kind == CorrectionKind::MustCaptureTouched)
            t = L("这步不合法着法是吃子，而走动的棋子已没有合法着法：{p}必须吃掉{m}上被摸过的对方棋子（第4.3.3条）。",
                  "這步不合法著法是吃子，而走動的棋子已沒有合法著法：{p}必須吃掉{m}上被摸過的對方棋子（第4.3.3條）。",
                  " The illegal move was a capture and the piece moved has no legal move: {p} must capture the "
                  "opponent's piece on {m}, which was touched too (4.3.3).");
        else
            continue;
        t = say(t, Vars{.player = by, .move = c.detail});
        for (Language l : kAllLanguages) part.sentence.get(l) += t.get(l);
        return;
    }
}

void drop_replacement_move(Part& part) {
    std::erase_if(part.corrections, [](const Correction& c) {
        return c.kind == CorrectionKind::TouchedPieceMustMove || c.kind == CorrectionKind::KingMoveRequired ||
               c.kind == CorrectionKind::AnyLegalMove;
    });
}

// The article of Article 3 the move broke, as the replay found it (or as the reason says).
std::vector<Citation> broken_rule(const State& s, const Event& e) {
    if (e.has("broken_article")) return {s.cite(e.text("broken_article"))};
    const std::string reason = e.text("reason");
    if (reason == "leaves_king_in_check") return {s.cite("3.9.2")};
    if (reason == "castling_illegal") return {s.cite("3.8.2")};
    if (reason == "wrong_en_passant") return {s.cite("3.7.3.1")};
    if (reason == "captures_king") return {s.cite("1.4.1")};
    return {};
}

// The move an event is about: a move's own, or the unfinished move a clock press completes.
std::string move_of(const Event& e) { return e.has("completes") ? e.text("completes") : e.text("move"); }

// A completed illegal move (7.5), or an act the Laws treat as one (7.5.2–7.5.4).
void illegal_move(State& s, const Event& e, Player by, Part part, const std::vector<Citation>& kind_citations) {
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, move_of(e))};
    if (!supervised(s) && e.flag("noticed_after_reply")) {
        // A.5.2: in rapid/blitz without adequate supervision the window closes with the opponent's next move.
        part.id = "chess.illegal-move-stands";
        drop_replacement_move(part);  // the move stands: nothing replaces it
        part.corrections.push_back({CorrectionKind::IllegalMoveStands, by, move_of(e), {s.cite("A.5.2")}});
        part.sentence = say(L("{p}的不合法着法直到对手走了下一步才被指出；在无充分监督的快棋/超快棋中，此时已不能纠正，着法有效。",
                              "{p}的不合法著法直到對手走了下一步才被指出；在無充分監督的快棋/超快棋中，此時已不能糾正，著法有效。",
                              "{p}'s illegal move was only pointed out after the opponent's next move; in rapid or blitz "
                              "without adequate supervision it can no longer be corrected and stands."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    // The replay counts completed illegal moves, those made before the position included.
    const int count = s.after().illegal_moves[State::idx(by)];
    s.fact("illegal_moves_" + std::string(player_name(by)), std::to_string(count));
    const auto fmt = format_citations(s, count == 1);
    if (count >= 2) {
        drop_replacement_move(part);  // the game ends: no move replaces this one
        part.id = "chess.second-illegal-move";
        const bool draw = !s.can_mate(other(by), e);
        part.outcome = draw ? Outcome::Draw : win_for(other(by));
        // 7.5.5 settles it; the rule the move broke is cited beside it (the restoring correction,
        // where the first illegal move cited it, does not come: the game is over).
        part.outcome_citations = with(with({s.cite("7.5.5")}, kind_citations), fmt);
        if (draw) part.id = "chess.second-illegal-move-cannot-mate";
        else part.penalties.push_back({by, PenaltyKind::Loss, 0, with({s.cite("7.5.5")}, fmt)});
        part.sentence.zh_hans += draw ? "这是{p}的第二次不合法着法，但{o}无法用任何合法着法将杀，判和棋。"
                                      : "这是{p}本局第二次完成不合法着法，{p}判负。";
        part.sentence.zh_hant += draw ? "這是{p}的第二次不合法著法，但{o}無法用任何合法著法將殺，判和棋。"
                                      : "這是{p}本局第二次完成不合法著法，{p}判負。";
        part.sentence.en += draw ? " This is {p}'s second illegal move, but {o} cannot checkmate by any series of legal "
                                   "moves: the game is drawn."
                                 : " This is {p}'s second completed illegal move in the game: {p} loses.";
        part.sentence = say(part.sentence, v);
        s.add(std::move(part), e);
        return;
    }
    const std::int64_t secs = s.rules.number("illegal_move_penalty_s");
    part.penalties.push_back({by, PenaltyKind::TimeToOpponent, secs, with({s.cite("7.5.5")}, fmt)});
    // 7.5.1 reinstates the position before the irregularity; an unpromoted pawn is instead
    // replaced by a queen (7.5.2), which is already among the part's corrections.
    if (part.id != "chess.pawn-not-promoted")
        part.corrections.insert(part.corrections.begin(),
                                {CorrectionKind::RestorePosition, std::nullopt, "", with({s.cite("7.5.1")}, kind_citations)});
    if (s.chess_clock() && !s.chess_clock()->control().stages.empty() &&
        s.chess_clock()->control().stages.front().increment > 0)
        part.corrections.push_back({CorrectionKind::RemoveIncrement, by, "", {s.cite("7.5.1")}});
    part.sentence.zh_hans += "恢复违例前的局面，{o}加{s}秒。";
    part.sentence.zh_hant += "恢復違例前的局面，{o}加{s}秒。";
    part.sentence.en += " The position before the irregularity is restored and {o} gets {s} seconds more.";
    Vars with_secs = v;
    with_secs.seconds = secs;
    part.sentence = say(part.sentence, with_secs);
    add_replacement_sentence(part, by);
    s.add(std::move(part), e);
}

// The ruling on a completed illegal move (or an act the Laws treat as one): the move's own
// event, or the clock press that completed it later (`completes`).
void completed_illegal_move(State& s, const Event& e, Player by) {
    const bool unpromoted = e.flag("unpromoted");
    const bool two_hands = e.flag("two_hands");
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, move_of(e))};
    Part part;
    std::vector<Citation> kind;
    if (unpromoted) {
        part.id = "chess.pawn-not-promoted";
        kind = {s.cite("7.5.2")};
        part.corrections.push_back({CorrectionKind::ReplacePawnWithQueen, by, move_of(e), {s.cite("7.5.2")}});
        part.sentence = say(L("{p}的兵走到底线未升变并按钟，按不合法着法处理，兵换成同色的后。",
                              "{p}的兵走到底線未升變並按鐘，按不合法著法處理，兵換成同色的后。",
                              "{p} moved a pawn to the last rank, left it unpromoted and pressed the clock: an illegal "
                              "move; the pawn is replaced by a queen of the same colour."),
                            v);
    } else if (two_hands && e.flag("legal", true)) {
        part.id = "chess.two-hands";
        kind = {s.cite("7.5.4")};
        part.corrections.push_back(replacement_move(s, e, by));
        part.sentence = say(L("{p}用双手走一步棋并按钟，按不合法着法处理。", "{p}用雙手走一步棋並按鐘，按不合法著法處理。",
                              "{p} made a move with two hands and pressed the clock: treated as an illegal move."),
                            v);
    } else {
        part.id = "chess.illegal-move";
        kind = broken_rule(s, e);
        part.corrections.push_back(replacement_move(s, e, by));
        part.sentence = say(e.has("completes")
                                ? L("{p}走出不合法着法{m}后没有按钟，到{t}按了钟，这步不合法着法就此完成。",
                                    "{p}走出不合法著法{m}後沒有按鐘，到{t}按了鐘，這步不合法著法就此完成。",
                                    "{p} made the illegal move {m} without pressing, then pressed the clock at {t}: the "
                                    "press completed the illegal move.")
                                : L("{p}在{t}完成了不合法着法{m}（已按钟）。", "{p}在{t}完成了不合法著法{m}（已按鐘）。",
                                    "{p} completed the illegal move {m} at {t} (the clock was pressed)."),
                            v);
    }
    illegal_move(s, e, by, std::move(part), kind);
}

// An illegal move (or an unpromoted pawn, a two-handed move) released but not completed (6.2.1):
// 7.5.1 penalises only completed illegal moves, so nothing is penalised; the player takes it back
// and makes a legal move instead, bound by touch-move (4.3, 4.7; 4.3.3 after a capture). A pawn
// left on the last rank is a promotion not finished: the player puts a piece of his choice there
// (4.6, 4.7). In rapid and blitz without adequate supervision the arbiter waits for the move to
// be completed before he acts (A.5.2 and A.5.4 act on completed moves).
void move_not_completed(State& s, const Event& e, Player by) {
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, e.text("move"))};
    Part part;
    part.outcome = Outcome::Continues;
    part.outcome_citations = {s.cite("6.2.1")};
    if (e.flag("unpromoted") && e.flag("legal", true)) {
        part.id = "chess.promotion-not-completed";
        part.corrections.push_back({CorrectionKind::CompletePromotion, by, e.text("move"), {s.cite("4.6"), s.cite("4.7")}});
        part.sentence = say(L("{p}把兵走到底线却没有换上新棋子，也没有按钟：这步棋还没有走完（升变要把新棋子放到升变格才算走出），不是不合法着法，不罚时；{p}须完成升变，换上自选的棋子。",
                              "{p}把兵走到底線卻沒有換上新棋子，也沒有按鐘：這步棋還沒有走完（升變要把新棋子放到升變格才算走出），不是不合法著法，不罰時；{p}須完成升變，換上自選的棋子。",
                              "{p} moved a pawn to the last rank without putting a new piece there and did not press: the "
                              "move is not yet made (a promotion is made when the new piece is released on the square), so "
                              "it is no illegal move and there is no penalty; {p} must complete the promotion with a "
                              "piece of his choice."),
                            v);
    } else {
        part.id = "chess.illegal-move-not-completed";
        part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, "", with({s.cite("7.5.1")}, broken_rule(s, e))});
        part.corrections.push_back(replacement_move(s, e, by));
        part.sentence = say(L("{p}的不合法着法{m}未按钟，尚未完成：不罚时，但恢复局面后须按规则改走。",
                              "{p}的不合法著法{m}未按鐘，尚未完成：不罰時，但恢復局面後須按規則改走。",
                              "{p}'s illegal move {m} was made but the clock was not pressed, so it was not completed: "
                              "no penalty, but the position is restored and the replacement move follows the rules."),
                            v);
        add_replacement_sentence(part, by);
    }
    if (!supervised(s)) {
        // A.5.4 / A.5.2 (B.3 in blitz): the arbiter acts once the move is completed.
        part.outcome_citations.push_back(s.cite(e.flag("unpromoted") ? "A.5.4" : "A.5.2"));
        if (s.rules.text("format") == "blitz") part.outcome_citations.push_back(s.cite("B.3"));
        const LocalizedText wait = L("在无充分监督的快棋/超快棋中，裁判等这步棋完成（按钟）后才依规则处理。",
                                     "在無充分監督的快棋/超快棋中，裁判等這步棋完成（按鐘）後才依規則處理。",
                                     " In rapid or blitz without adequate supervision the arbiter waits until the move is "
                                     "completed (the clock pressed) before he acts.");
        for (Language l : kAllLanguages) part.sentence.get(l) += wait.get(l);
    }
    s.add(std::move(part), e);
}

// The move a player makes after his own illegal move that he never completed: no illegal move
// was completed, so no penalty (7.5.1), but touch-move binds the replacement (4.3, 4.7, 4.3.3).
void replacement_of_unfinished(State& s, const Event& e, Player by) {
    const Event* illegal = nullptr;
    for (std::size_t j = s.current; j-- > 0;)
        if (s.incident.events[j].kind == EventKind::Move && s.incident.events[j].flag("replaced") &&
            s.incident.events[j].player("by") == by) {
            illegal = &s.incident.events[j];
            break;
        }
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, e.text("move"))};
    Part part;
    part.id = "chess.illegal-move-not-completed";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {s.cite("6.2.1"), s.cite("7.5.1")};
    const Correction owed = illegal ? replacement_move(s, *illegal, by) : Correction{CorrectionKind::AnyLegalMove, by, "", {s.cite("4.5")}};
    if (e.flag("replacement_obeys", true)) {
        part.id = "chess.illegal-move-replaced";
        part.outcome = Outcome::Continues;
        part.outcome_citations.insert(part.outcome_citations.end(), owed.citations.begin(), owed.citations.end());
        part.sentence = say(L("{p}的不合法着法没有按钟就收回了，改走{m}，符合摸子走子的要求：没有完成的不合法着法不受处罚，对局继续。",
                              "{p}的不合法著法沒有按鐘就收回了，改走{m}，符合摸子走子的要求：沒有完成的不合法著法不受處罰，對局繼續。",
                              "{p} took back the illegal move before pressing and played {m} instead, as touch-move "
                              "requires: an illegal move never completed is not penalised, and play goes on."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    // The replacement broke touch-move: it is taken back, and the piece owed must move.
    part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, e.text("move"), owed.citations});
    part.corrections.push_back(owed);
    part.sentence = say(L("{p}收回了没有按钟的不合法着法，却改走{m}，违反摸子走子：{m}须收回，不罚时。",
                          "{p}收回了沒有按鐘的不合法著法，卻改走{m}，違反摸子走子：{m}須收回，不罰時。",
                          "{p} took back the illegal move before pressing but then played {m}, against touch-move: {m} "
                          "is taken back; no penalty."),
                        v);
    add_replacement_sentence(part, by);
    s.add(std::move(part), e);
}

void move_event(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, e.text("move"))};
    const bool pressed = e.flag("pressed", true);
    if (e.text("press_hand") == "other") {
        Part part{"chess.press-other-hand", {}, {}, {}, {}, {}, {}};
        part.penalties.push_back(menu_12_9(by, {s.cite("6.2.3"), s.cite("12.9")}));
        part.sentence = cat({say(L("{p}用另一只手按钟：这不是不合法着法，而是违反6.2.3的操作。",
                                   "{p}用另一隻手按鐘：這不是不合法著法，而是違反6.2.3的操作。",
                                   "{p} pressed the clock with the other hand: not an illegal move but a breach of 6.2.3."),
                                 v),
                             menu_12_9_words(by)});
        s.add(std::move(part), e);
    }
    if (e.has("replaces")) {
        replacement_of_unfinished(s, e, by);
        if (!e.flag("replacement_obeys", true)) return;  // taken back: nothing else of it counts
    }
    const bool unpromoted = e.flag("unpromoted");
    // A legal move made with two hands is an illegal move once pressed (7.5.4), unless it ended
    // the game: then 6.2.1.1 completed it without a press and 5.1.1 does not ask 4.1 of a mate.
    const bool two_handed = e.flag("two_hands") && e.flag("legal", true) && !unpromoted;
    if (!e.flag("legal", true) || unpromoted || (two_handed && e.text("ends_game").empty())) {
        if (!pressed) {
            // Completed later by the player's press, or replaced by his own next move: ruled there.
            // A legal two-handed move not pressed is no illegal move yet (7.5.4 needs the press).
            if (e.flag("completed_by_press") || e.flag("replaced") || two_handed) return;
            move_not_completed(s, e, by);
            return;
        }
        completed_illegal_move(s, e, by);
        return;
    }

    // A legal move. Some end the game by themselves and are complete without a press (6.2.1.1).
    const std::string ends = e.text("ends_game");
    if (s.chess_clock() && e.at && s.chess_clock()->flag_down(side(by), *e.at))
        s.fact("flag_down_unnoticed", std::string(player_name(by)) + " " +
                                          clock::format_game_time(*s.chess_clock()->flag_time(side(by))));
    if (!ends.empty()) {
        Part part;
        std::vector<Citation> cites;
        if (ends == "checkmate") {
            part.id = "chess.checkmate";
            part.outcome = win_for(by);
            cites = {s.cite("5.1.1")};
            part.sentence = say(L("{p}在{t}走{m}将杀，对局立即结束。", "{p}在{t}走{m}將殺，對局立即結束。",
                                  "{p} checkmated with {m} at {t}; the game ended at once."),
                                v);
        } else {
            part.outcome = Outcome::Draw;
            if (ends == "stalemate") {
                part.id = "chess.stalemate";
                cites = {s.cite("5.2.1")};
            } else if (ends == "dead_position") {
                part.id = "chess.dead-position";
                cites = {s.cite("5.2.2")};
            } else {
                part.id = "chess.automatic-draw";
                cites = {s.cite(ends == "fivefold" ? "9.6.1" : "9.6.2")};
            }
            // The ending that happened, not the list of the endings that could have.
            const LocalizedText ending =
                ends == "stalemate"       ? L("形成逼和", "形成逼和", "stalemated the opponent")
                : ends == "dead_position" ? L("形成死局（双方都无法将杀）", "形成死局（雙方都無法將殺）",
                                              "left a dead position (neither player can checkmate)")
                : ends == "fivefold"      ? L("使同一局面第五次出现", "使同一局面第五次出現",
                                              "made the same position appear for the fifth time (fivefold repetition)")
                                          : L("使双方都已连续走满七十五步而无吃子、无动兵", "使雙方都已連續走滿七十五步而無吃子、無動兵",
                                              "completed 75 moves by each player without a capture or a pawn move");
            part.sentence = say(L(("{p}在{t}走{m}，" + ending.zh_hans + "，对局立即以和棋结束，无须申请。").c_str(),
                                  ("{p}在{t}走{m}，" + ending.zh_hant + "，對局立即以和棋結束，無須申請。").c_str(),
                                  ("{p}'s move {m} at {t} " + ending.en + ": the game is drawn at once and no claim is "
                                   "needed.").c_str()),
                                v);
        }
        if (!pressed) {
            cites.push_back(s.cite("6.2.1.1"));
            part.sentence.zh_hans += "这步棋未按钟，但结束对局的着法无须按钟即告完成。";
            part.sentence.zh_hant += "這步棋未按鐘，但結束對局的著法無須按鐘即告完成。";
            part.sentence.en += " The clock was not pressed, but a move that ends the game is completed without a press.";
        }
        if (const auto* f = s.ruling.fact("flag_down_unnoticed")) {
            cites.push_back(s.cite("6.8"));
            // The fact reads "white 5:21" (whose flag, when); the sentence names the player in words.
            const std::size_t space = f->value.find(' ');
            const std::string fell = f->value.substr(space + 1);
            const LocalizedText& who = player_text(parse_player(f->value.substr(0, space)).value_or(by));
            part.sentence.zh_hans += "此前" + who.zh_hans + "的旗已倒（" + fell + "）但无人发现，旗落只在被看到或申请时才算数。";
            part.sentence.zh_hant += "此前" + who.zh_hant + "的旗已倒（" + fell + "）但無人發現，旗落只在被看到或申請時才算數。";
            part.sentence.en += " " + who.en + "'s flag had fallen (" + fell +
                                ") but nobody had seen or claimed it, and a flag only counts once it is.";
        }
        part.outcome_citations = cites;
        if (e.at) s.fact(part.id == "chess.checkmate" ? "checkmate_at" : "game_ended_at", clock::format_game_time(*e.at));
        s.add(std::move(part), e);
        return;
    }
    if (!pressed) s.fact("move_not_completed", std::string(player_name(by)) + " " + e.text("move"));
}

// III.5: the arbiter postponed his decision on the flagged player's quickplay claim; now the flag
// has fallen he declares the result: a draw if the opponent could not win the final position by
// normal means or was not making sufficient attempts to, else the loss on time stands.
void quickplay_final_decision(State& s, const Event& e, Player flagged, const Event& claim) {
    const auto can_win = claim.maybe_flag("opponent_can_win");
    const auto trying = claim.maybe_flag("opponent_trying");
    const Vars v{.player = flagged, .at = e.at};
    if (!can_win && !trying) {
        s.problem(say(L("{p}的快速结束申请被推迟，现在{p}的旗已落：裁判的最终决定取决于对方能否以正常方式取胜、是否在争胜；请在申请事件上写明 `opponent_can_win` 或 `opponent_trying`",
                        "{p}的快速結束申請被推遲，現在{p}的旗已落：裁判的最終決定取決於對方能否以正常方式取勝、是否在爭勝；請在申請事件上寫明 `opponent_can_win` 或 `opponent_trying`",
                        "{p}'s postponed quickplay claim is decided now that {p}'s flag has fallen, and the decision turns on "
                        "whether the opponent could win by normal means and was trying to: state opponent_can_win or "
                        "opponent_trying on the claim"),
                      v));
        return;
    }
    Part part;
    if ((can_win && !*can_win) || (trying && !*trying)) {
        part.id = "chess.quickplay-final-draw";
        part.outcome = Outcome::Draw;
        part.outcome_citations = {s.cite("III.5")};
        part.sentence = say(can_win && !*can_win
                                ? L("{p}的旗在{t}落下。此前裁判推迟了对{p}快速结束和棋申请的决定，现在作出最终决定：{o}无法以正常方式赢下最后的局面，判和棋（III.5）。",
                                    "{p}的旗在{t}落下。此前裁判推遲了對{p}快速結束和棋申請的決定，現在作出最終決定：{o}無法以正常方式贏下最後的局面，判和棋（III.5）。",
                                    "{p}'s flag fell at {t}. The arbiter had postponed his decision on {p}'s quickplay claim "
                                    "and now decides: {o} could not win the final position by normal means, so the game is "
                                    "drawn (III.5).")
                                : L("{p}的旗在{t}落下。此前裁判推迟了对{p}快速结束和棋申请的决定，现在作出最终决定：{o}没有以正常方式充分争胜，判和棋（III.5）。",
                                    "{p}的旗在{t}落下。此前裁判推遲了對{p}快速結束和棋申請的決定，現在作出最終決定：{o}沒有以正常方式充分爭勝，判和棋（III.5）。",
                                    "{p}'s flag fell at {t}. The arbiter had postponed his decision on {p}'s quickplay claim "
                                    "and now decides: {o} was not making sufficient attempts to win by normal means, so the "
                                    "game is drawn (III.5)."),
                            v);
    } else {
        part.id = "chess.quickplay-final-loss";
        part.outcome = win_for(other(flagged));
        part.outcome_citations = {s.cite("6.9"), s.cite("6.8"), s.cite("III.5")};
        part.penalties.push_back({flagged, PenaltyKind::Loss, 0, {s.cite("6.9")}});
        part.sentence = say(L("{p}的旗在{t}落下。此前裁判推迟了对{p}快速结束和棋申请的决定，现在作出最终决定：{o}能以正常方式取胜，而且一直在争胜，申请不成立，{p}超时判负（III.5，6.9）。",
                              "{p}的旗在{t}落下。此前裁判推遲了對{p}快速結束和棋申請的決定，現在作出最終決定：{o}能以正常方式取勝，而且一直在爭勝，申請不成立，{p}超時判負（III.5，6.9）。",
                              "{p}'s flag fell at {t}. The arbiter had postponed his decision on {p}'s quickplay claim and "
                              "now decides: {o} could win by normal means and was trying to, so the claim fails and {p} "
                              "loses on time (III.5, 6.9)."),
                            v);
    }
    if (e.at) s.fact("flag_seen_at", clock::format_game_time(*e.at));
    s.add(std::move(part), e);
}

void flag_fall(State& s, const Event& e) {
    const Player flagged = *e.player("player");
    const std::string who = e.text("noticed_by", "arbiter");
    const Vars v{.player = flagged, .at = e.at, .move = "@"};
    if (s.chess_clock() && e.at && !s.chess_clock()->flag_down(side(flagged), *e.at)) {
        Part part{"chess.flag-not-down", {}, {}, {}, {}, {}, {}};
        part.corrections.push_back({CorrectionKind::ClaimRejected, flagged, "", {s.cite("6.8")}});
        part.sentence = say(L("{t}时{p}的钟上还有时间，旗并未倒下，对局继续。", "{t}時{p}的鐘上還有時間，旗並未倒下，對局繼續。",
                              "At {t} {p}'s clock still showed time: the flag had not fallen and play continues."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    Part part;
    const bool draw = !s.can_mate(other(flagged), e);
    if (!draw && s.postponed_quickplay && s.incident.events[*s.postponed_quickplay].player("by") == flagged) {
        quickplay_final_decision(s, e, flagged, s.incident.events[*s.postponed_quickplay]);
        return;
    }
    // Neither side can mate: the position is dead and the game was drawn already (5.2.2); else
    // 6.9 settles it (a loss, or a draw when the opponent cannot mate), the flag counting by 6.8.
    const bool dead = draw && s.surely_cannot_mate(flagged, e);
    part.id = dead ? "chess.flag-fall-dead-position" : draw ? "chess.flag-fall-cannot-mate" : "chess.flag-fall";
    part.outcome = draw ? Outcome::Draw : win_for(other(flagged));
    part.outcome_citations = {s.cite("6.9"), s.cite("6.8")};
    if (dead) part.outcome_citations.insert(part.outcome_citations.begin(), s.cite("5.2.2"));
    if (!draw) part.penalties.push_back({flagged, PenaltyKind::Loss, 0, {s.cite("6.9")}});
    if (s.chess_clock() && e.at) s.fact("flag_fell_at", clock::format_game_time(*s.chess_clock()->flag_time(side(flagged))));
    if (e.at) s.fact("flag_seen_at", clock::format_game_time(*e.at));
    part.sentence = draw ? say(L("{p}的旗在{t}被确认落下，但{o}无法用任何合法着法将杀{p}，判和棋。",
                                 "{p}的旗在{t}被確認落下，但{o}無法用任何合法著法將殺{p}，判和棋。",
                                 "{p}'s flag was established down at {t}, but {o} cannot checkmate {p} by any series of "
                                 "legal moves: the game is drawn."),
                               v)
                         : say(L("{p}的旗在{t}被确认落下（由{m}发现），{p}未在规定时间内完成规定着数，判负。",
                                 "{p}的旗在{t}被確認落下（由{m}發現），{p}未在規定時間內完成規定著數，判負。",
                                 "{p}'s flag was established down at {t} (noticed by @); {p} had not completed the "
                                 "moves in time and loses."),
                               v);
    if (dead)
        part.sentence = cat({part.sentence, L("双方都无法将杀：这是死局，对局在形成死局时就已经以和棋结束（5.2.2）。",
                                              "雙方都無法將殺：這是死局，對局在形成死局時就已經以和棋結束（5.2.2）。",
                                              " Neither player can checkmate: the position is dead, and the game was drawn "
                                              "the moment it arose (5.2.2).")});
    // Who noticed it, in each language.
    static const std::map<std::string, LocalizedText> noticers = {
        {"arbiter", L("裁判", "裁判", "the arbiter")},
        {"white", L("白方", "白方", "White")},
        {"black", L("黑方", "黑方", "Black")},
        {"spectator", L("观众", "觀眾", "a spectator")},
    };
    for (Language l : kAllLanguages) {
        std::string& t = part.sentence.get(l);
        if (const auto at = t.find('@'); at != std::string::npos) t.replace(at, 1, noticers.at(who).get(l));
    }
    if (!supervised(s) && who == player_name(other(flagged))) {
        // A.5.3 (B.3 in blitz): without adequate supervision the claimant may pause the clock and
        // notify the arbiter; the claim is still a draw when the claimant cannot mate.
        part.outcome_citations.push_back(s.cite("A.5.3"));
        if (s.rules.text("format") == "blitz") part.outcome_citations.push_back(s.cite("B.3"));
        const LocalizedText a53 = draw ? L("无充分监督的快棋/超快棋中，申请超时胜的一方可以暂停棋钟并告知裁判，但他无法将杀对方时仍判和棋（A.5.3）。",
                                           "無充分監督的快棋/超快棋中，申請超時勝的一方可以暫停棋鐘並告知裁判，但他無法將殺對方時仍判和棋（A.5.3）。",
                                           " In rapid or blitz without adequate supervision the claimant may pause the "
                                           "clock and notify the arbiter, but the game is still drawn when the claimant "
                                           "cannot checkmate (A.5.3).")
                                       : L("无充分监督的快棋/超快棋中，申请超时胜的一方可以暂停棋钟并告知裁判（A.5.3）；他能够将杀对方，申请成立。",
                                           "無充分監督的快棋/超快棋中，申請超時勝的一方可以暫停棋鐘並告知裁判（A.5.3）；他能夠將殺對方，申請成立。",
                                           " In rapid or blitz without adequate supervision the claimant may pause the "
                                           "clock and notify the arbiter (A.5.3); the claimant can still checkmate, so "
                                           "the claim succeeds.");
        for (Language l : kAllLanguages) part.sentence.get(l) += a53.get(l);
    }
    s.add(std::move(part), e);
}

void both_flags(State& s, const Event& e) {
    std::string first = e.text("first");
    std::optional<clock::Millis> white_fell, black_fell;
    if (s.chess_clock()) {
        white_fell = s.chess_clock()->flag_time(clock::Side::White);
        black_fell = s.chess_clock()->flag_time(clock::Side::Black);
        if (white_fell && black_fell) {
            s.fact("flags_fell_at", "white " + clock::format_game_time(*white_fell) + ", black " +
                                        clock::format_game_time(*black_fell));
            if (first.empty() && *white_fell != *black_fell) first = *white_fell < *black_fell ? "white" : "black";
        }
    }
    Part part;
    if (first == "white" || first == "black") {
        const Player p = *parse_player(first);
        const bool draw = !s.can_mate(other(p), e);
        part.id = "chess.both-flags-first-known";
        part.outcome = draw ? Outcome::Draw : win_for(other(p));
        part.outcome_citations = {s.cite("6.9")};
        if (!draw) part.penalties.push_back({p, PenaltyKind::Loss, 0, {s.cite("6.9")}});
        part.sentence = say(draw ? L("双方的旗都已落下，棋钟显示{p}的旗先落，但{o}无法将杀{p}：和棋。",
                                     "雙方的旗都已落下，棋鐘顯示{p}的旗先落，但{o}無法將殺{p}：和棋。",
                                     "Both flags are down and the clock shows {p}'s fell first, but {o} cannot checkmate "
                                     "{p}: draw.")
                                 : L("双方的旗都已落下，棋钟显示{p}的旗先落，{p}超时判负。",
                                     "雙方的旗都已落下，棋鐘顯示{p}的旗先落，{p}超時判負。",
                                     "Both flags are down and the clock shows {p}'s fell first: {p} loses on time."),
                            Vars{.player = p, .at = e.at});
        if (white_fell && black_fell) {
            // The replayed clock says when each flag fell.
            const std::string w = clock::format_game_time(*white_fell), b = clock::format_game_time(*black_fell);
            part.sentence.zh_hans += "（白方旗落于" + w + "，黑方旗落于" + b + "）";
            part.sentence.zh_hant += "（白方旗落於" + w + "，黑方旗落於" + b + "）";
            part.sentence.en += " (White's flag fell at " + w + ", Black's at " + b + ".)";
        }
    } else if (e.flag("last_period")) {
        part.id = "chess.both-flags-unknown-last-period";
        part.outcome = Outcome::Draw;
        part.outcome_citations = {s.cite("III.3.1.2")};
        part.sentence = L("双方的旗都已落下，无法确定谁先落，且在最后阶段：和棋。",
                          "雙方的旗都已落下，無法確定誰先落，且在最後階段：和棋。",
                          "Both flags are down, it cannot be told which fell first, and it is the last period: draw.");
    } else {
        part.id = "chess.both-flags-unknown";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("III.3.1.1")};
        part.sentence = L("双方的旗都已落下，无法确定谁先落，但不是最后阶段：对局继续。",
                          "雙方的旗都已落下，無法確定誰先落，但不是最後階段：對局繼續。",
                          "Both flags are down and it cannot be told which fell first, but it is not the last period: "
                          "the game continues.");
    }
    s.add(std::move(part), e);
}

void claim(State& s, const Event& e) {
    const Player by = *e.player("by");
    const bool threefold = e.text("claim") == "threefold";
    const std::string intended = e.text("intended");  // UCI, for the correction's detail
    const std::string written = readable_move(s, intended);  // as the board shows it, for the words
    const Vars v{.player = by, .at = e.at, .move = written, .seconds = s.rules.number("claim_penalty_s")};
    Part part;
    const std::string kind = threefold ? "threefold" : "fifty-move";
    const Citation rule = s.cite(threefold ? (intended.empty() ? "9.2.2" : "9.2.1") : "9.3");
    if (e.flag("touched_piece")) {
        part.id = "chess.claim-after-touching";
        part.corrections.push_back({CorrectionKind::ClaimRejected, by, "", {s.cite("9.4")}});
        part.sentence = say(L("{p}在申请前已触摸棋子，本步失去申请和棋的权利。", "{p}在申請前已觸摸棋子，本步失去申請和棋的權利。",
                              "{p} touched a piece before claiming and has lost the right to claim on this move."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    const bool valid = e.flag("valid") && !e.flag("after_pressing");
    if (valid) {
        part.id = "chess." + kind + "-correct";
        part.outcome = Outcome::Draw;
        part.outcome_citations = threefold ? std::vector<Citation>{s.cite("9.2"), rule, s.cite("9.5.2")}
                                           : std::vector<Citation>{rule, s.cite("9.5.2")};
        part.sentence = say(L("{p}的和棋申请经核实正确，对局和棋。", "{p}的和棋申請經核實正確，對局和棋。",
                              "{p}'s claim was checked and found correct: the game is drawn."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    part.id = e.flag("after_pressing") ? "chess.claim-after-pressing" : "chess." + kind + "-incorrect";
    const auto fmt = format_citations(s, true);
    part.penalties.push_back({by, PenaltyKind::TimeToOpponent, s.rules.number("claim_penalty_s"),
                              with({s.cite("9.5.3")}, fmt)});
    part.corrections.push_back({CorrectionKind::ClaimRejected, by, "", {threefold ? s.cite("9.2") : s.cite("9.3")}});
    if (!intended.empty())
        part.corrections.push_back({CorrectionKind::IntendedMoveMustBePlayed, by, intended, {s.cite("9.5.3")}});
    part.sentence = say(e.flag("after_pressing")
                            ? L("{p}已经走完自己的一步（棋子已落定，按没按钟都一样），不再轮到他走棋，无权按9.2申请；申请不成立，对方加{s}秒。",
                                "{p}已經走完自己的一步（棋子已落定，按沒按鐘都一樣），不再輪到他走棋，無權按9.2申請；申請不成立，對方加{s}秒。",
                                "{p} had already made his move (the piece was released, pressed or not) and no longer had "
                                "the move, so could not claim under 9.2: the claim fails and the opponent gets {s} seconds.")
                            : L("{p}的和棋申请不正确：对方加{s}秒，对局继续。", "{p}的和棋申請不正確：對方加{s}秒，對局繼續。",
                                "{p}'s claim is incorrect: the opponent gets {s} seconds and play continues."),
                        v);
    if (!intended.empty()) {
        part.sentence.zh_hans += "写下的着法" + written + "必须走出。";
        part.sentence.zh_hant += "寫下的著法" + written + "必須走出。";
        part.sentence.en += " The written move " + written + " must be played.";
    }
    s.add(std::move(part), e);
}

void touch(State& s, const Event& e) {
    const Player by = *e.player("by");
    const std::string what = e.text("touched");
    Vars v{.player = by, .at = e.at, .move = e.text("square")};
    Part part;
    if (e.flag("accidental") || e.flag("announced_adjust")) {
        part.id = "chess.adjust";
        part.sentence = say(L("{p}事先声明整理棋子（或接触纯属意外），不适用摸子走子。",
                              "{p}事先聲明整理棋子（或接觸純屬意外），不適用摸子走子。",
                              "{p} announced the adjustment first (or the contact was clearly accidental): touch-move "
                              "does not apply."),
                            v);
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite(e.flag("accidental") ? "4.2.2" : "4.2.1")};
        s.add(std::move(part), e);
        return;
    }
    if (e.flag("claimant_touched_first")) {
        part.id = "chess.touch-claim-lost";
        part.corrections.push_back({CorrectionKind::ClaimRejected, other(by), "", {s.cite("4.8")}});
        part.sentence = say(L("{o}在提出摸子走子申诉前已触摸棋子，失去申诉权。", "{o}在提出摸子走子申訴前已觸摸棋子，失去申訴權。",
                              "{o} touched a piece before claiming the touch-move breach and has lost the right to claim."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    if (!e.flag("has_move", true)) {
        // 4.3 binds "the player having the move": one who has made his move (released the piece,
        // 4.7) touches the board without obligation, whatever the opponent says.
        part.id = "chess.touch-without-the-move";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("4.3")};
        if (!e.text("played").empty())  // a claim against the move then made: nothing bound it
            part.corrections.push_back({CorrectionKind::ClaimRejected, other(by), e.text("played"), {s.cite("4.3")}});
        part.sentence = say(L("{p}触摸棋子时并不轮到他走棋（他已走完自己的一步），摸子走子规则只约束轮到走棋的一方：没有义务。",
                              "{p}觸摸棋子時並不輪到他走棋（他已走完自己的一步），摸子走子規則只約束輪到走棋的一方：沒有義務。",
                              "{p} touched the piece when it was not {p}'s move ({p} had already made his move); touch-move "
                              "binds only the player having the move, so there is no obligation."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    const bool can = e.flag("can_move", true);
    // The piece 4.3 names, from the ordered touches when the replay had a board; else the first.
    const std::string must = e.text("must_square", e.text("square"));
    v.move = must;
    if (what == "king_then_rook") {
        if (can) {
            part.id = "chess.touch-must-castle";
            part.corrections.push_back({CorrectionKind::MustCastle, by, "", {s.cite("4.4.1")}});
        } else if (e.flag("king_can_move", true)) {
            part.id = "chess.touch-castling-illegal";
            part.corrections.push_back({CorrectionKind::KingMoveRequired, by, "", {s.cite("4.4.3")}});
        } else {
            // 4.4.3's last sentence, not 4.5: the rook may well be movable, but the player who
            // meant to castle owes a king move, and with none available any legal move will do.
            part.id = "chess.touch-castling-illegal-king-stuck";
            part.corrections.push_back({CorrectionKind::AnyLegalMove, by, "", {s.cite("4.4.3")}});
        }
    } else if (!can) {
        part.id = "chess.touch-none-movable";
        part.corrections.push_back({CorrectionKind::AnyLegalMove, by, "", {s.cite("4.5")}});
    } else if (what == "own" || what == "rook_then_king" || (what == "own_and_opponent" && e.text("must_kind") == "move")) {
        // 4.3.3's fallback when the own piece cannot take the enemy one: the first touched piece
        // that can be moved or captured — here an own piece, so it moves.
        part.id = "chess.touch-own";
        part.corrections.push_back({CorrectionKind::TouchedPieceMustMove, by, must,
                                    {s.cite(what == "own" ? "4.3.1" : what == "rook_then_king" ? "4.4.2" : "4.3.3")}});
    } else {
        part.id = "chess.touch-opponent";
        part.corrections.push_back({CorrectionKind::MustCaptureTouched, by, must,
                                    {s.cite(what == "opponent" ? "4.3.2" : "4.3.3")}});
    }
    // A move was then made and the opponent objects: a move that keeps the obligation stands and
    // the claim is rejected (4.5 lets any legal move stand when nothing touched can move); one that
    // breaks it is taken back, under the same article, and the obligation holds.
    const bool played = !e.text("played").empty();
    const bool stands = played && e.flag("played_obeys", false);
    if (stands) {
        const Correction owed = part.corrections.front();
        part.corrections = {{CorrectionKind::ClaimRejected, other(by), e.text("played"), owed.citations}};
    } else if (played) {
        part.corrections.insert(part.corrections.begin(), {CorrectionKind::RestorePosition, std::nullopt, e.text("played"),
                                                           part.corrections.front().citations});
    }
    static const std::map<std::string, LocalizedText> sentences = {
        {"chess.touch-must-castle", L("{p}有意先摸王再摸车，王车易位合法，必须易位。", "{p}有意先摸王再摸車，王車易位合法，必須易位。",
                                      "{p} deliberately touched the king and then the rook and castling is legal: {p} must castle.")},
        {"chess.touch-castling-illegal", L("{p}想易位而触摸了王和车，但这样易位不合法，必须另走一步王。",
                                           "{p}想易位而觸摸了王和車，但這樣易位不合法，必須另走一步王。",
                                           "{p} touched king and rook to castle, but that castling is illegal: {p} must make "
                                           "another king move.")},
        {"chess.touch-castling-illegal-king-stuck",
         L("{p}想易位而触摸了王和车，但这样易位不合法，而王又没有合法着法，可任走一步合法着法。",
           "{p}想易位而觸摸了王和車，但這樣易位不合法，而王又沒有合法著法，可任走一步合法著法。",
           "{p} touched king and rook to castle, but that castling is illegal and the king has no legal move: "
           "{p} may make any legal move.")},
        {"chess.touch-none-movable", L("{p}触摸的棋子都不能合法走动或被吃，可任走一步合法着法。",
                                       "{p}觸摸的棋子都不能合法走動或被吃，可任走一步合法著法。",
                                       "None of the pieces {p} touched can be moved or captured legally: any legal move.")},
        {"chess.touch-own", L("{p}有意触摸了自己的棋子{m}，必须走这个棋子。", "{p}有意觸摸了自己的棋子{m}，必須走這個棋子。",
                              "{p} deliberately touched {p}'s own piece on {m} and must move it.")},
        {"chess.touch-opponent", L("{p}有意触摸了对方的棋子{m}，必须吃掉它。", "{p}有意觸摸了對方的棋子{m}，必須吃掉它。",
                                   "{p} deliberately touched the opponent's piece on {m} and must capture it.")},
    };
    part.sentence = say(sentences.at(part.id), v);
    if (played) {
        const Vars move{.player = by, .move = readable_move(s, e.text("played"))};
        part.sentence = cat({part.sentence, say(stands ? L("{p}走的{m}符合这一要求，着法有效，{o}的申诉不成立。",
                                                           "{p}走的{m}符合這一要求，著法有效，{o}的申訴不成立。",
                                                           " The move {m} that {p} made keeps to it: it stands, and {o}'s "
                                                           "claim is rejected.")
                                                       : L("已走的{m}不符合这一要求，须收回。", "已走的{m}不符合這一要求，須收回。",
                                                           " The move {m} that was made breaks it and is taken back."),
                                                move)});
    }
    s.add(std::move(part), e);
}

void displaced(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v{.player = by, .at = e.at};
    const std::string restored = e.text("restored_by", "displacer");
    Part part;
    if (restored == "opponent" && !e.flag("arbiter_called", false)) {
        part.id = "chess.displaced-restored-by-opponent";
        part.outcome_citations = {};
        part.corrections.push_back({CorrectionKind::RestoreOnOwnTime, by, "", {s.cite("7.4.1")}});
        part.sentence = say(L("{p}碰乱了棋子，{o}自己在自己的时间里复原而没有请裁判；规则要求碰乱者用自己的时间复原，事后无从补偿。",
                              "{p}碰亂了棋子，{o}自己在自己的時間裡復原而沒有請裁判；規則要求碰亂者用自己的時間復原，事後無從補償。",
                              "{p} displaced pieces and {o} put them back on {o}'s own time without calling the arbiter; the "
                              "Laws make the displacer restore them on his own time, but nothing can be corrected afterwards."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    part.id = e.flag("clock_pressed") ? "chess.pieces-displaced-pressed" : "chess.pieces-displaced";
    part.corrections.push_back({CorrectionKind::RestoreOnOwnTime, by, "", {s.cite("7.4.1")}});
    if (e.flag("clock_pressed")) {
        // 7.4.3 says the arbiter *may* penalise: the menu of 12.9, usually a warning (reference 4-C).
        part.penalties.push_back(menu_12_9(by, {s.cite("7.4.3"), s.cite("12.9")}));
        part.corrections.back().citations.push_back(s.cite("7.4.2"));
    }
    part.sentence = say(e.flag("clock_pressed")
                            ? L("{p}碰乱棋子后未复原就按了钟：{o}暂停棋钟请裁判，{p}在自己的钟走时复原棋子，裁判可按12.9处罚{p}。",
                                "{p}碰亂棋子後未復原就按了鐘：{o}暫停棋鐘請裁判，{p}在自己的鐘走時復原棋子，裁判可按12.9處罰{p}。",
                                "{p} displaced pieces and pressed the clock without restoring them: {o} pauses the clock and "
                                "calls the arbiter; {p} restores them with {p}'s own clock running and may be penalised "
                                "under 12.9.")
                            : L("{p}碰乱了棋子，须在自己的时间里复原。", "{p}碰亂了棋子，須在自己的時間裡復原。",
                                "{p} displaced pieces and must restore them on {p}'s own time."),
                        v);
    s.add(std::move(part), e);
}

void penalise_conduct(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v{.player = by, .at = e.at, .move = e.text("what")};
    Part part;
    if (e.kind == EventKind::Phone) {
        if (e.flag("allowed_in_bag") && !e.flag("rang", true) && !e.flag("used")) {
            part.id = "chess.device-allowed";
            part.outcome = Outcome::Continues;
            part.outcome_citations = {s.cite("11.3.2.1")};
            part.sentence = say(L("{p}的设备按规程关机放在包里，没有违规。", "{p}的設備按規程關機放在包裡，沒有違規。",
                                  "{p}'s device was switched off in the bag as the regulations allow: no offence."),
                                v);
            s.add(std::move(part), e);
            return;
        }
        part.id = "chess.phone";
        part.outcome = win_for(other(by));
        part.outcome_citations = {s.cite("11.3.2.2")};
        part.penalties.push_back({by, PenaltyKind::Loss, 0, {s.cite("11.3.2.2")}});
        part.sentence = say(L("{p}身上的电子设备在赛场内响了：{p}判负，{o}获胜——此条没有“无法将杀则和棋”的例外。",
                              "{p}身上的電子設備在賽場內響了：{p}判負，{o}獲勝——此條沒有「無法將殺則和棋」的例外。",
                              "{p}'s electronic device sounded in the playing venue: {p} loses and {o} wins — this rule has "
                              "no cannot-mate exception."),
                            v);
    } else if (e.kind == EventKind::Disturbance) {
        // 11.5 distracting the opponent, 11.1 bringing the game into disrepute, 6.2.4 handling the
        // clock improperly: each sent to the menu of 12.9 (11.6 for Article 11; 6.2.4 names it).
        const std::string offence = e.text("offence", "distraction");
        part.id = "chess.disturbance";
        if (offence == "disrepute") {
            part.id = "chess.unsportsmanlike-conduct";
            part.penalties.push_back(menu_12_9(by, {s.cite("11.1"), s.cite("11.6"), s.cite("12.9")}));
            part.sentence = say(L("{p}的行为有损国际象棋的声誉（违反11.1），按11.6处罚。", "{p}的行為有損國際象棋的聲譽（違反11.1），按11.6處罰。",
                                  "{p}'s conduct brings the game of chess into disrepute, a breach of 11.1 penalised "
                                  "under 11.6."),
                                v);
        } else if (offence == "clock_handling") {
            part.id = "chess.clock-handled-improperly";
            part.penalties.push_back(menu_12_9(by, {s.cite("6.2.4"), s.cite("12.9")}));
            part.sentence = say(L("{p}操作棋钟不当（违反6.2.4，如重拍、拿起或碰倒棋钟）。", "{p}操作棋鐘不當（違反6.2.4，如重拍、拿起或碰倒棋鐘）。",
                                  "{p} handled the clock improperly (slamming it, picking it up or knocking it over), a "
                                  "breach of 6.2.4."),
                                v);
        } else {
            part.penalties.push_back(menu_12_9(by, {s.cite("11.5"), s.cite("11.6"), s.cite("12.9")}));
            part.sentence = say(L("{p}干扰了对手（违反11.5），按11.6处罚。", "{p}干擾了對手（違反11.5），按11.6處罰。",
                                  "{p} distracted the opponent, a breach of 11.5 penalised under 11.6."),
                                v);
        }
        part.sentence = cat({part.sentence, menu_12_9_words(by)});
    } else {
        const bool serious = e.flag("serious");
        part.id = serious ? "chess.outside-help" : "chess.notes-consulted";
        part.penalties.push_back(serious ? Penalty{by, PenaltyKind::Loss, 0, {s.cite("11.3.1"), s.cite("12.9")}}
                                         : Penalty{by, PenaltyKind::ArbiterPenalty, 0, {s.cite("11.3.1"), s.cite("11.6"), s.cite("12.9")}});
        if (serious) {
            part.outcome = win_for(other(by));
            part.outcome_citations = {s.cite("11.3.1"), s.cite("12.9")};
        }
        part.sentence = say(serious ? L("{p}在对局中使用外部帮助，判负。", "{p}在對局中使用外部幫助，判負。",
                                        "{p} used outside help during the game and loses.")
                                    : L("{p}在对局中查阅了笔记，按12.9处罚。", "{p}在對局中查閱了筆記，按12.9處罰。",
                                        "{p} consulted notes during the game: a penalty under 12.9."),
                            v);
    }
    s.add(std::move(part), e);
}

void late_arrival(State& s, const Event& e) {
    const Player by = *e.player("by");
    const clock::Millis late = *e.time("late_by");
    const clock::Millis allowed = e.time("default_time").value_or(clock::seconds(s.rules.number("default_time_s")));
    Vars v{.player = by, .at = e.at, .duration = late, .limit = allowed};
    Part part;
    if (late > allowed) {
        if (s.over && s.ending_id == "chess.late-default") {
            part.id = "chess.both-late";
            part.outcome = Outcome::BothLose;
            part.outcome_citations = {s.cite("6.7.1")};
            part.penalties.push_back({by, PenaltyKind::Loss, 0, {s.cite("6.7.1")}});
            part.sentence = say(L("{p}也超过了弃权时间：双方均判负。", "{p}也超過了棄權時間：雙方均判負。",
                                  "{p} was also later than the default time: both players lose."),
                                v);
            s.over = false;
            s.add(std::move(part), e);
            return;
        }
        part.id = "chess.late-default";
        part.outcome = win_for(other(by));
        part.outcome_citations = {s.cite("6.7.1")};
        part.penalties.push_back({by, PenaltyKind::Loss, 0, {s.cite("6.7.1")}});
        part.sentence = say(L("{p}迟到{d}才到棋盘，超过弃权时间（{e}），判负。", "{p}遲到{d}才到棋盤，超過棄權時間（{e}），判負。",
                              "{p} reached the board {d} late, after the default time of {e}: {p} loses."),
                            v);
    } else {
        part.id = "chess.late-within-default";
        part.corrections.push_back({CorrectionKind::AllowPlay, by, "", {s.cite("6.7.1")}});
        part.sentence = say(L("{p}迟到{d}，未超过弃权时间（{e}），可以比赛，迟到的时间已在{p}的钟上走掉。",
                              "{p}遲到{d}，未超過棄權時間（{e}），可以比賽，遲到的時間已在{p}的鐘上走掉。",
                              "{p} arrived {d} late, within the default time of {e}: {p} plays, and the time lost "
                              "stays off {p}'s clock."),
                            v);
    }
    s.add(std::move(part), e);
}

}  // namespace

void chess_event(State& s, const Event& e) {
    switch (e.kind) {
        case EventKind::Move: move_event(s, e); return;
        case EventKind::ClockPress: {
            const Player by = *e.player("by");
            if (e.has("completes")) {
                // The press completes the player's own unfinished move (6.2.1, 6.2.2): a legal one
                // is simply completed; an illegal one becomes a completed illegal move (7.5.1).
                const bool unpromoted = e.flag("unpromoted");
                if (!e.flag("legal", true) || unpromoted || e.flag("two_hands")) completed_illegal_move(s, e, by);
                return;
            }
            Part part{"chess.clock-without-move", {}, {}, {}, {}, {}, {}};
            part.sentence = say(L("{p}在{t}未走棋就按了钟，按不合法着法处理。", "{p}在{t}未走棋就按了鐘，按不合法著法處理。",
                                  "{p} pressed the clock at {t} without making a move: treated as an illegal move."),
                                Vars{.player = by, .at = e.at});
            illegal_move(s, e, by, std::move(part), {s.cite("7.5.3")});
            return;
        }
        case EventKind::FlagFall: flag_fall(s, e); return;
        case EventKind::BothFlags: both_flags(s, e); return;
        case EventKind::Claim: claim(s, e); return;
        case EventKind::DrawOffer: {
            s.fact("draw_offer", std::string(player_name(*e.player("by"))));
            return;
        }
        case EventKind::DrawAgreed: {
            Part part;
            if (!e.flag("offer_open", true)) {
                // 9.1.2.1: the offer lapsed when the opponent rejected it by touching or moving a
                // piece (or orally); a later "I accept" accepts nothing.
                part.id = "chess.draw-acceptance-void";
                part.outcome = Outcome::Continues;
                part.outcome_citations = {s.cite("9.1.2.1")};
                part.sentence = say(L("{o}的提和已经失效（{p}此前已触摸或走动棋子，等于拒绝），{p}后来说“同意”不成立，对局继续。",
                                      "{o}的提和已經失效（{p}此前已觸摸或走動棋子，等於拒絕），{p}後來說「同意」不成立，對局繼續。",
                                      "{o}'s draw offer had lapsed ({p} had touched or moved a piece, which rejects it), so "
                                      "{p}'s later \"I accept\" accepts nothing: the game continues."),
                                    Vars{.player = e.player("by"), .at = e.at});
            } else if (e.flag("before_first_moves")) {
                part.id = "chess.draw-agreed-too-early";
                part.outcome = Outcome::Continues;
                part.outcome_citations = {s.cite("5.2.3")};
                part.sentence = L("双方在都走过一步之前同意和棋，协议无效，对局继续。", "雙方在都走過一步之前同意和棋，協議無效，對局繼續。",
                                  "The draw was agreed before both players had made a move: the agreement is invalid and "
                                  "the game continues.");
            } else {
                part.id = "chess.draw-agreed";
                part.outcome = Outcome::Draw;
                part.outcome_citations = {s.cite("5.2.3")};
                part.sentence = L("双方同意和棋，对局结束。", "雙方同意和棋，對局結束。", "The players agreed a draw.");
            }
            s.add(std::move(part), e);
            return;
        }
        case EventKind::Resign: {
            const Player by = *e.player("by");
            Part part;
            const bool draw = !s.can_mate(other(by), e);
            part.id = draw ? "chess.resignation-cannot-mate" : "chess.resignation";
            part.outcome = draw ? Outcome::Draw : win_for(other(by));
            part.outcome_citations = {s.cite("5.1.2")};
            part.sentence = say(draw ? L("{p}认输，但{o}无法用任何合法着法将杀，按2023年规则判和棋。",
                                         "{p}認輸，但{o}無法用任何合法著法將殺，按2023年規則判和棋。",
                                         "{p} resigned, but {o} cannot checkmate by any series of legal moves: under the "
                                         "2023 Laws the game is drawn.")
                                     : L("{p}认输，{o}获胜。", "{p}認輸，{o}獲勝。", "{p} resigned; {o} wins."),
                                Vars{.player = by, .at = e.at});
            s.add(std::move(part), e);
            return;
        }
        case EventKind::Touch: touch(s, e); return;
        case EventKind::PiecesDisplaced: displaced(s, e); return;
        case EventKind::Phone:
        case EventKind::Disturbance:
        case EventKind::Consultation: penalise_conduct(s, e); return;
        case EventKind::LateArrival: late_arrival(s, e); return;
        case EventKind::SealedMove: {
            const Player by = *e.player("by");
            Part part;
            if (!e.flag("legal", true) || e.flag("ambiguous")) {
                part.id = "chess.sealed-move-invalid";
                part.outcome = win_for(other(by));
                part.outcome_citations = {s.cite("I.8.1")};
                part.penalties.push_back({by, PenaltyKind::Loss, 0, {s.cite("I.8.1")}});
                part.sentence = say(L("{p}的封棋着法{m}含义不清或不合法，{p}判负。", "{p}的封棋著法{m}含義不清或不合法，{p}判負。",
                                      "{p}'s sealed move {m} is ambiguous or illegal: {p} loses."),
                                    Vars{.player = by, .at = e.at, .move = e.text("move")});
                s.add(std::move(part), e);
            }
            return;
        }
        case EventKind::Warning: return;  // counted by the replay
        case EventKind::FoundAfterGame: chess_irregularity(s, e); return;
        case EventKind::IllegalPosition: chess_irregularity(s, e); return;
        case EventKind::ClockSettingWrong: chess_irregularity(s, e); return;
        case EventKind::WrongSetup: chess_irregularity(s, e); return;
        case EventKind::PersistentRefusal: chess_irregularity(s, e); return;
        case EventKind::LeavePlayingArea: chess_irregularity(s, e); return;
        case EventKind::ThirdPartyReport: chess_irregularity(s, e); return;
        case EventKind::IncrementRequest: chess_irregularity(s, e); return;
        case EventKind::QuickplayClaim: chess_irregularity(s, e); return;
        case EventKind::StopsRecording: chess_irregularity(s, e); return;
        case EventKind::DrawDeclined: return;  // the replay closes the offer (9.1.2.1)
        case EventKind::ClockPaused: chess_clock_paused(s, e); return;
        case EventKind::PieceMisplaced: chess_piece_misplaced(s, e); return;
        default: return;  // Go-only kinds are refused by the loader
    }
}

}  // namespace arbiter::rules::detail
