// FIDE Laws of Chess (2023): moves and illegal moves. A move that ends the game (5.1.1, 5.2, 9.6,
// complete without a press by 6.2.1.1); a completed illegal move (7.5.1, with 7.5.2 an unpromoted
// pawn, 7.5.3 a press without a move, 7.5.4 two hands) and its second offence (7.5.5); an illegal
// move not completed (6.2.1) and the move that replaces it (4.3, 4.7); rapid and blitz without
// adequate supervision (A.5.2, A.5.4); illegal positions seen on the board (A.5.4, 7.5.1); the
// sealed move (Guidelines I.8.1). Source: /work/shared/reference/fide-laws-of-chess.md.

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "engine/chess/notation.hpp"
#include "engine/chess/position.hpp"
#include "engine/rules/chess_judgements.hpp"
#include "engine/rules/chess_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

// The format's article for an illegal move under the full Competition Rules (A.3 with A.4 / B.2).
std::vector<Citation> supervised_format_citations(const State& s, bool time_penalty) {
    const std::string format = s.rules.text("format");
    std::vector<Citation> out;
    if (format == "standard") return out;
    if (time_penalty && s.rules.number("illegal_move_penalty_s") == 60) out.push_back(s.cite("A.3"));
    out.push_back(s.cite(format == "rapid" ? "A.4" : "B.2"));
    return out;
}

// The move that replaces an illegal one (7.5.1: 4.3 and 4.7 apply to it). After an illegal
// castling the king must make another move, or any legal move when it has none (4.4.3). After an
// illegal capture the player touched his piece and the opponent's (4.3.3): his own piece, deemed
// touched first, must move if it can, else the opponent's piece must be captured if it can be,
// else any legal move. Otherwise the piece that was moved must move if it can (4.3.1), else any
// legal move (4.5). Whether it can comes from the replay when the incident has a position
// (`f`: what it found about the move `e`, or about the press that completed it).
Correction replacement_move(const State& s, const Event& e, const ChessFacts& f, Player by) {
    if (f.reason == "castling_illegal") {
        if (f.king_can_move) return {CorrectionKind::KingMoveRequired, by, "", {s.cite("4.4.3")}};
        return {CorrectionKind::AnyLegalMove, by, "", {s.cite("4.4.3")}};
    }
    const std::string uci = f.completes ? *f.completes : e.text("move");
    const bool capture = f.captures_square.has_value();
    const std::string touch_rule = capture ? "4.3.3" : "4.3.1";
    if (f.moved_piece_can_move)
        return {CorrectionKind::TouchedPieceMustMove, by, uci.substr(0, std::min<std::size_t>(2, uci.size())), {s.cite(touch_rule), s.cite("4.7")}};
    if (capture && f.captured_can_be_taken)
        return {CorrectionKind::MustCaptureTouched, by, *f.captures_square, {s.cite("4.3.3")}};
    return {CorrectionKind::AnyLegalMove, by, "", {s.cite("4.5")}};
}

// Says which move must replace the illegal one, and why, after the part's other sentences.
void add_replacement_sentence(Part& part, Player by) {
    for (const Correction& c : part.corrections) {
        LocalizedText t;
        const bool castling = !c.citations.empty() && c.citations.front().article == "4.4.3";
        if (c.kind == CorrectionKind::KingMoveRequired)
            t = L("{player}必须另走一步王（第4.4.3条）。", "{player}必須另走一步王（第4.4.3條）。", " {player} must make another king move (4.4.3).");
        else if (c.kind == CorrectionKind::AnyLegalMove && castling)
            t = L("王没有任何合法着法，所以{player}可任走一步合法着法（第4.4.3条）。", "王沒有任何合法著法，所以{player}可任走一步合法著法（第4.4.3條）。",
                  " The king has no legal move at all, so {player} may make any legal move (4.4.3).");
        else if (c.kind == CorrectionKind::AnyLegalMove)
            t = L("走动的棋子没有合法着法，{player}可任走一步合法着法（第4.5条）。", "走動的棋子沒有合法著法，{player}可任走一步合法著法（第4.5條）。",
                  " The piece that was moved has no legal move, so {player} may make any legal move (4.5).");
        else if (c.kind == CorrectionKind::TouchedPieceMustMove && c.citations.front().article == "4.3.3")
            t = L("这步不合法着法是吃子，{player}摸了自己的棋子也摸了对方的棋子：替代的着法先须走{move}的棋子（第4.3.3、4.7条）。",
                  "這步不合法著法是吃子，{player}摸了自己的棋子也摸了對方的棋子：替代的著法先須走{move}的棋子（第4.3.3、4.7條）。",
                  " The illegal move was a capture, so {player} touched a piece of each colour: the replacement must move the "
                  "piece on {move} (4.3.3, 4.7).");
        else if (c.kind == CorrectionKind::TouchedPieceMustMove)
            t = L("替代的着法仍受摸子走子约束：{player}必须走{move}的棋子（第4.3.1、4.7条）。",
                  "替代的著法仍受摸子走子約束：{player}必須走{move}的棋子（第4.3.1、4.7條）。",
                  " The replacement move obeys touch-move: {player} must move the piece on {move} (4.3.1, 4.7).");
        else if (c.kind == CorrectionKind::MustCaptureTouched)
            t = L("这步不合法着法是吃子，而走动的棋子已没有合法着法：{player}必须吃掉{move}上被摸过的对方棋子（第4.3.3条）。",
                  "這步不合法著法是吃子，而走動的棋子已沒有合法著法：{player}必須吃掉{move}上被摸過的對方棋子（第4.3.3條）。",
                  " The illegal move was a capture and the piece moved has no legal move: {player} must capture the "
                  "opponent's piece on {move}, which was touched too (4.3.3).");
        else
            continue;
        t = say(t, Vars{.player = by, .move = c.detail});
        part.sentence += t;
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
std::vector<Citation> broken_rule(const State& s) {
    const ChessFacts& f = s.chess_facts();
    if (f.broken_article) return {s.cite(*f.broken_article)};
    const std::string& reason = f.reason;
    if (reason == "leaves_king_in_check") return {s.cite("3.9.2")};
    if (reason == "castling_illegal") return {s.cite("3.8.2")};
    if (reason == "wrong_en_passant") return {s.cite("3.7.3.1")};
    if (reason == "captures_king") return {s.cite("1.4.1")};
    return {};
}

// The move an event is about: a move's own, or the unfinished move a clock press completes.
std::string move_of(const State& s, const Event& e) {
    const std::optional<std::string>& completes = s.chess_facts().completes;
    return completes ? *completes : e.text("move");
}

// A completed illegal move (7.5), or an act the Laws treat as one (7.5.2–7.5.4).
void illegal_move(State& s, const Event& e, Player by, Part part, const std::vector<Citation>& kind_citations) {
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, move_of(s, e))};
    if (!supervised_play(s.rules) && s.chess_facts().noticed_after_reply) {
        // A.5.2: in rapid/blitz without adequate supervision the window closes with the opponent's next move.
        part.id = "chess.illegal-move-stands";
        drop_replacement_move(part);  // the move stands: nothing replaces it
        part.corrections.push_back({CorrectionKind::IllegalMoveStands, by, move_of(s, e), {s.cite("A.5.2")}});
        part.sentence = say(L("{player}的不合法着法直到对手走了下一步才被指出；在无充分监督的快棋/超快棋中，此时已不能纠正，着法有效。",
                              "{player}的不合法著法直到對手走了下一步才被指出；在無充分監督的快棋/超快棋中，此時已不能糾正，著法有效。",
                              "{player}'s illegal move was only pointed out after the opponent's next move; in rapid or blitz "
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
        part.sentence += say(draw ? L("这是{player}的第二次不合法着法，但{opponent}无法用任何合法着法将杀，判和棋。",
                                      "這是{player}的第二次不合法著法，但{opponent}無法用任何合法著法將殺，判和棋。",
                                      " This is {player}'s second illegal move, but {opponent} cannot checkmate by any series of "
                                      "legal moves: the game is drawn.")
                                    : L("这是{player}本局第二次完成不合法着法，{player}判负。", "這是{player}本局第二次完成不合法著法，{player}判負。",
                                        " This is {player}'s second completed illegal move in the game: {player} loses."),
                             v);
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
    Vars with_secs = v;
    with_secs.seconds = secs;
    part.sentence += say(L("恢复违例前的局面，{opponent}加{seconds}秒。", "恢復違例前的局面，{opponent}加{seconds}秒。",
                           " The position before the irregularity is restored and {opponent} gets {seconds} seconds more."),
                         with_secs);
    add_replacement_sentence(part, by);
    s.add(std::move(part), e);
}

// The ruling on a completed illegal move (or an act the Laws treat as one): the move's own
// event, or the clock press that completed it later (`completes`).
void completed_illegal_move_ruling(State& s, const Event& e, Player by) {
    const ChessFacts& f = s.chess_facts();
    const bool unpromoted = f.unpromoted;
    const bool two_hands = f.two_hands;
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, move_of(s, e))};
    Part part;
    std::vector<Citation> kind;
    if (unpromoted) {
        part.id = "chess.pawn-not-promoted";
        kind = {s.cite("7.5.2")};
        part.corrections.push_back({CorrectionKind::ReplacePawnWithQueen, by, move_of(s, e), {s.cite("7.5.2")}});
        part.sentence = say(L("{player}的兵走到底线未升变并按钟，按不合法着法处理，兵换成同色的后。",
                              "{player}的兵走到底線未升變並按鐘，按不合法著法處理，兵換成同色的后。",
                              "{player} moved a pawn to the last rank, left it unpromoted and pressed the clock: an illegal "
                              "move; the pawn is replaced by a queen of the same colour."),
                            v);
    } else if (two_hands && f.legal) {
        part.id = "chess.two-hands";
        kind = {s.cite("7.5.4")};
        part.corrections.push_back(replacement_move(s, e, s.chess_facts(), by));
        part.sentence = say(L("{player}用双手走一步棋并按钟，按不合法着法处理。", "{player}用雙手走一步棋並按鐘，按不合法著法處理。",
                              "{player} made a move with two hands and pressed the clock: treated as an illegal move."),
                            v);
    } else {
        part.id = "chess.illegal-move";
        kind = broken_rule(s);
        part.corrections.push_back(replacement_move(s, e, s.chess_facts(), by));
        part.sentence = say(f.completes
                                ? L("{player}走出不合法着法{move}后没有按钟，到{time}按了钟，这步不合法着法就此完成。",
                                    "{player}走出不合法著法{move}後沒有按鐘，到{time}按了鐘，這步不合法著法就此完成。",
                                    "{player} made the illegal move {move} without pressing, then pressed the clock{at_time}: the "
                                    "press completed the illegal move.")
                                : L("{player}{at_time}完成了不合法着法{move}（已按钟）。", "{player}{at_time}完成了不合法著法{move}（已按鐘）。",
                                    "{player} completed the illegal move {move}{at_time} (the clock was pressed)."),
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
    if (s.chess_facts().unpromoted && s.chess_facts().legal) {
        part.id = "chess.promotion-not-completed";
        part.corrections.push_back({CorrectionKind::CompletePromotion, by, e.text("move"), {s.cite("4.6"), s.cite("4.7")}});
        part.sentence = say(L("{player}把兵走到底线却没有换上新棋子，也没有按钟：这步棋还没有走完（升变要把新棋子放到升变格才算走出），不是不合法着法，不罚时；{player}须完成升变，换上自选的棋子。",
                              "{player}把兵走到底線卻沒有換上新棋子，也沒有按鐘：這步棋還沒有走完（升變要把新棋子放到升變格才算走出），不是不合法著法，不罰時；{player}須完成升變，換上自選的棋子。",
                              "{player} moved a pawn to the last rank without putting a new piece there and did not press: the "
                              "move is not yet made (a promotion is made when the new piece is released on the square), so "
                              "it is no illegal move and there is no penalty; {player} must complete the promotion with a "
                              "piece of his choice."),
                            v);
    } else {
        part.id = "chess.illegal-move-not-completed";
        part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, "", with({s.cite("7.5.1")}, broken_rule(s))});
        part.corrections.push_back(replacement_move(s, e, s.chess_facts(), by));
        part.sentence = say(L("{player}的不合法着法{move}未按钟，尚未完成：不罚时，但恢复局面后须按规则改走。",
                              "{player}的不合法著法{move}未按鐘，尚未完成：不罰時，但恢復局面後須按規則改走。",
                              "{player}'s illegal move {move} was made but the clock was not pressed, so it was not completed: "
                              "no penalty, but the position is restored and the replacement move follows the rules."),
                            v);
        add_replacement_sentence(part, by);
    }
    if (!supervised_play(s.rules)) {
        // A.5.4 / A.5.2 (B.3 in blitz): the arbiter acts once the move is completed.
        part.outcome_citations.push_back(s.cite(s.chess_facts().unpromoted ? "A.5.4" : "A.5.2"));
        if (s.rules.text("format") == "blitz") part.outcome_citations.push_back(s.cite("B.3"));
        const LocalizedText wait = L("在无充分监督的快棋/超快棋中，裁判等这步棋完成（按钟）后才依规则处理。",
                                     "在無充分監督的快棋/超快棋中，裁判等這步棋完成（按鐘）後才依規則處理。",
                                     " In rapid or blitz without adequate supervision the arbiter waits until the move is "
                                     "completed (the clock pressed) before he acts.");
        part.sentence += wait;
    }
    s.add(std::move(part), e);
}

// The move a player makes after his own illegal move that he never completed: no illegal move
// was completed, so no penalty (7.5.1), but touch-move binds the replacement (4.3, 4.7, 4.3.3).
void replacement_of_unfinished(State& s, const Event& e, Player by) {
    std::optional<std::size_t> illegal;
    for (std::size_t j = s.current; j-- > 0;)
        if (s.incident.events[j].kind == EventKind::Move && s.replay.steps[j].chess.replaced &&
            s.incident.events[j].player("by") == by) {
            illegal = j;
            break;
        }
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, e.text("move"))};
    Part part;
    part.id = "chess.illegal-move-not-completed";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {s.cite("6.2.1"), s.cite("7.5.1")};
    const Correction owed = illegal ? replacement_move(s, s.incident.events[*illegal], s.replay.steps[*illegal].chess, by)
                                    : Correction{CorrectionKind::AnyLegalMove, by, "", {s.cite("4.5")}};
    if (s.chess_facts().replacement_obeys.value_or(true)) {
        part.id = "chess.illegal-move-replaced";
        part.outcome = Outcome::Continues;
        part.outcome_citations.insert(part.outcome_citations.end(), owed.citations.begin(), owed.citations.end());
        part.sentence = say(L("{player}的不合法着法没有按钟就收回了，改走{move}，符合摸子走子的要求：没有完成的不合法着法不受处罚，对局继续。",
                              "{player}的不合法著法沒有按鐘就收回了，改走{move}，符合摸子走子的要求：沒有完成的不合法著法不受處罰，對局繼續。",
                              "{player} took back the illegal move before pressing and played {move} instead, as touch-move "
                              "requires: an illegal move never completed is not penalised, and play goes on."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    // The replacement broke touch-move: it is taken back, and the piece owed must move.
    part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, e.text("move"), owed.citations});
    part.corrections.push_back(owed);
    part.sentence = say(L("{player}收回了没有按钟的不合法着法，却改走{move}，违反摸子走子：{move}须收回，不罚时。",
                          "{player}收回了沒有按鐘的不合法著法，卻改走{move}，違反摸子走子：{move}須收回，不罰時。",
                          "{player} took back the illegal move before pressing but then played {move}, against touch-move: {move} "
                          "is taken back; no penalty."),
                        v);
    add_replacement_sentence(part, by);
    s.add(std::move(part), e);
}

}  // namespace

void chess_move(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v{.player = by, .at = e.at, .move = readable_move(s, e.text("move"))};
    const bool pressed = e.flag("pressed", true);
    if (e.text("press_hand") == "other") {
        Part part{"chess.press-other-hand", {}, {}, {}, {}, {}, {}};
        part.penalties.push_back(menu_12_9(by, {s.cite("6.2.3"), s.cite("12.9")}));
        part.sentence = (say(L("{player}用另一只手按钟：这不是不合法着法，而是违反6.2.3的操作。",
                                   "{player}用另一隻手按鐘：這不是不合法著法，而是違反6.2.3的操作。",
                                   "{player} pressed the clock with the other hand: not an illegal move but a breach of 6.2.3."),
                                 v) +
                             menu_12_9_words(by));
        s.add(std::move(part), e);
    }
    const ChessFacts& facts = s.chess_facts();
    if (facts.replaces) {
        replacement_of_unfinished(s, e, by);
        if (!facts.replacement_obeys.value_or(true)) return;  // taken back: nothing else of it counts
    }
    if (illegal_once_completed(facts)) {
        if (!pressed) {
            // Completed later by the player's press, or replaced by his own next move: ruled there.
            // A legal two-handed move not pressed is no illegal move yet (7.5.4 needs the press).
            if (facts.completed_by_press || facts.replaced || legal_on_board(e, facts)) return;
            move_not_completed(s, e, by);
            return;
        }
        completed_illegal_move_ruling(s, e, by);
        return;
    }

    // A legal move. Some end the game by themselves and are complete without a press (6.2.1.1).
    const std::string ends = facts.ends_game;
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
            part.sentence = say(L("{player}{at_time}走{move}将杀，对局立即结束。", "{player}{at_time}走{move}將殺，對局立即結束。",
                                  "{player} checkmated with {move}{at_time}; the game ended at once."),
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
            Vars with_ending = v;
            with_ending.words = ending;
            part.sentence = say(L("{player}{at_time}走{move}，{words}，对局立即以和棋结束，无须申请。",
                                  "{player}{at_time}走{move}，{words}，對局立即以和棋結束，無須申請。",
                                  "{player}'s move {move}{at_time} {words}: the game is drawn at once and no claim is needed."),
                                with_ending);
        }
        if (!pressed) {
            cites.push_back(s.cite("6.2.1.1"));
            part.sentence += L("这步棋未按钟，但结束对局的着法无须按钟即告完成。", "這步棋未按鐘，但結束對局的著法無須按鐘即告完成。",
                               " The clock was not pressed, but a move that ends the game is completed without a press.");
        }
        if (const auto* f = s.ruling.fact("flag_down_unnoticed")) {
            cites.push_back(s.cite("6.8"));
            // The fact reads "white 5:21" (whose flag, when); the sentence names the player in words.
            const std::size_t space = f->value.find(' ');
            part.sentence += say(L("此前{flagged}的旗已倒（{fell}）但无人发现，旗落只在被看到或申请时才算数。",
                                   "此前{flagged}的旗已倒（{fell}）但無人發現，旗落只在被看到或申請時才算數。",
                                   " {flagged}'s flag had fallen ({fell}) but nobody had seen or claimed it, and a flag only counts once it is."),
                                 Vars{.values = {{"flagged", player_text(parse_player(f->value.substr(0, space)).value_or(by))},
                                                 {"fell", f->value.substr(space + 1)}}});
        }
        part.outcome_citations = cites;
        if (e.at) s.fact(part.id == "chess.checkmate" ? "checkmate_at" : "game_ended_at", clock::format_game_time(*e.at));
        s.add(std::move(part), e);
        return;
    }
    if (!pressed) s.fact("move_not_completed", std::string(player_name(by)) + " " + e.text("move"));
}

// A press that completes the player's own unfinished move (6.2.1, 6.2.2): a legal one is simply
// completed, an illegal one becomes a completed illegal move (7.5.1). A press with no move at all
// is treated as an illegal move (7.5.3).
void chess_clock_press(State& s, const Event& e) {
    const Player by = *e.player("by");
    if (s.chess_facts().completes) {
        // The press completes the player's own unfinished move (6.2.1, 6.2.2): a legal one
        // is simply completed; an illegal one becomes a completed illegal move (7.5.1).
        if (completed_illegal_move(e, s.chess_facts())) completed_illegal_move_ruling(s, e, by);
        return;
    }
    Part part{"chess.clock-without-move", {}, {}, {}, {}, {}, {}};
    part.sentence = say(L("{player}{at_time}未走棋就按了钟，按不合法着法处理。", "{player}{at_time}未走棋就按了鐘，按不合法著法處理。",
                          "{player} pressed the clock{at_time} without making a move: treated as an illegal move."),
                        Vars{.player = by, .at = e.at});
    illegal_move(s, e, by, std::move(part), {s.cite("7.5.3")});
    return;
}

// An ambiguous or illegal sealed move loses (Guidelines I.8.1).
void chess_sealed_move(State& s, const Event& e) {
    const Player by = *e.player("by");
    Part part;
    if (!e.flag("legal", true) || e.flag("ambiguous")) {
        part.id = "chess.sealed-move-invalid";
        lose(part, by, {s.cite("I.8.1")});
        part.sentence = say(L("{player}的封棋着法{move}含义不清或不合法，{player}判负。", "{player}的封棋著法{move}含義不清或不合法，{player}判負。",
                              "{player}'s sealed move {move} is ambiguous or illegal: {player} loses."),
                            Vars{.player = by, .at = e.at, .move = e.text("move")});
        s.add(std::move(part), e);
    }
    return;
}

// ---- A.5.4 / 7.5.1: both kings in check, a pawn on the last rank ----

void chess_illegal_position(State& s, const Event& e) {
    static const std::map<std::string, LocalizedText> seen = {
        {"both_kings_in_check", L("双方的王同时被将军", "雙方的王同時被將軍", "both kings in check")},
        {"pawn_on_last_rank", L("一个兵停在底线上", "一個兵停在底線上", "a pawn standing on the last rank")},
    };
    const std::string what = e.text("what");
    Part part;
    if (!supervised_play(s.rules)) {
        // A.5.4: the arbiter waits for the next completed move; an illegal position still there is a draw.
        LocalizedText sentence = (L("无充分监督的快棋/超快棋中，裁判看到", "無充分監督的快棋/超快棋中，裁判看到",
                                        "In rapid or blitz without adequate supervision the arbiter sees ") +
                                      seen.at(what) +
                                      L("：按A.5.4，他要等到下一步棋走完。", "：按A.5.4，他要等到下一步棋走完。",
                                        ": under A.5.4 he waits until the next move has been completed."));
        part.outcome_citations = a5(s, "A.5.4");
        if (!e.has("still_there_after_next_move")) {
            part.id = "chess.illegal-position-wait";
            part.outcome = Outcome::Continues;
            sentence = (sentence + L("届时不合法局面仍在，即判和棋；现在对局继续。", "屆時不合法局面仍在，即判和棋；現在對局繼續。",
                                        " If the illegal position is still on the board then, the game is drawn; for now "
                                        "play continues."));
        } else if (e.flag("still_there_after_next_move")) {
            part.id = "chess.illegal-position-draw";
            part.outcome = Outcome::Draw;
            sentence = (sentence + L("下一步棋走完后不合法局面仍在：判和棋。", "下一步棋走完後不合法局面仍在：判和棋。",
                                        " The next move has been completed and the illegal position is still there: the "
                                        "game is drawn."));
        } else {
            part.id = "chess.illegal-position-gone";
            part.outcome = Outcome::Continues;
            sentence = (sentence + L("下一步棋走完后局面已经合法：不判和，对局继续。", "下一步棋走完後局面已經合法：不判和，對局繼續。",
                                        " After the next completed move the position is no longer illegal: no draw, "
                                        "play continues."));
        }
        part.sentence = sentence;
        s.add(std::move(part), e);
        return;
    }
    // Standard play, or rapid/blitz under the full Competition Rules (A.4 / B.2): the position came
    // from a completed illegal move, so 7.5.1 reinstates the position before the irregularity.
    part.id = "chess.illegal-position-restored";
    std::vector<Citation> restore = {s.cite("7.5.1")};
    if (what == "pawn_on_last_rank") restore.push_back(s.cite("7.5.2"));
    LocalizedText sentence = (L("在慢棋或有充分监督的快棋/超快棋中发现", "在慢棋或有充分監督的快棋/超快棋中發現",
                                    "In standard play, or rapid/blitz with adequate supervision, the board shows ") +
                                  seen.at(what) +
                                  L("：这是一步完成了的不合法着法造成的，恢复违例前的局面（7.5.1）。",
                                    "：這是一步完成了的不合法著法造成的，恢復違例前的局面（7.5.1）。",
                                    ": it comes from a completed illegal move, and the position before the irregularity "
                                    "is reinstated (7.5.1)."));
    const auto by = e.player("by");
    if (!by) {
        part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, "", restore});
        part.sentence = sentence;
        s.add(std::move(part), e);
        return;
    }
    // The replay counts it with the player's other completed illegal moves (and adds the time).
    const int count = s.after().illegal_moves[State::idx(*by)];
    s.fact("illegal_moves_" + std::string(player_name(*by)), std::to_string(count));
    const auto fmt = supervised_format_citations(s, count == 1);
    Vars v{.player = *by, .at = e.at};
    if (count >= 2) {
        // 7.5.5: the second completed illegal move loses, unless the opponent cannot mate.
        const bool draw = !s.can_mate(other(*by), e);
        part.id = draw ? "chess.second-illegal-move-cannot-mate" : "chess.second-illegal-move";
        part.outcome = draw ? Outcome::Draw : win_for(other(*by));
        part.outcome_citations = with({s.cite("7.5.5")}, fmt);
        if (!draw) part.penalties.push_back({*by, PenaltyKind::Loss, 0, with({s.cite("7.5.5")}, fmt)});
        sentence = (sentence + (draw ? L("这是{player}的第二次不合法着法，但{opponent}无法用任何合法着法将杀，判和棋。",
                                           "這是{player}的第二次不合法著法，但{opponent}無法用任何合法著法將殺，判和棋。",
                                           " This is {player}'s second illegal move, but {opponent} cannot checkmate by any series "
                                           "of legal moves: the game is drawn.")
                                         : L("这是{player}本局第二次完成不合法着法，{player}判负。", "這是{player}本局第二次完成不合法著法，{player}判負。",
                                             " This is {player}'s second completed illegal move in the game: {player} loses.")));
        part.sentence = say(sentence, v);
        s.add(std::move(part), e);
        return;
    }
    part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, "", restore});
    const std::int64_t secs = s.rules.number("illegal_move_penalty_s");
    part.penalties.push_back({*by, PenaltyKind::TimeToOpponent, secs, with({s.cite("7.5.5")}, fmt)});
    v.seconds = secs;
    sentence = (sentence + L("这是{player}的第一次不合法着法，{opponent}加{seconds}秒。", "這是{player}的第一次不合法著法，{opponent}加{seconds}秒。",
                                " It is {player}'s first illegal move: {opponent} gets {seconds} seconds more."));
    part.sentence = say(sentence, v);
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
