// FIDE Laws of Chess (2023) Article 4: touch-move. Adjusting (4.2), the touched piece that must move
// or be captured (4.3, 4.4 for king and rook, 4.5 when none can), the player who has the move (4.3),
// the claim lost by touching first (4.8), and the move then made (4.7). The replay works out from the
// position whether a touched piece can move. Source: /work/shared/reference/fide-laws-of-chess.md.

#include <map>
#include <string>

#include "engine/rules/chess_rulings.hpp"

namespace arbiter::rules::detail {

void chess_touch(State& s, const Event& e) {
    const Player by = *e.player("by");
    const std::string what = e.text("touched");
    Vars v{.player = by, .at = e.at, .move = e.text("square")};
    Part part;
    if (e.flag("accidental") || e.flag("announced_adjust")) {
        part.id = "chess.adjust";
        part.sentence = say(L("{player}事先声明整理棋子（或接触纯属意外），不适用摸子走子。",
                              "{player}事先聲明整理棋子（或接觸純屬意外），不適用摸子走子。",
                              "{player} announced the adjustment first (or the contact was clearly accidental): touch-move "
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
        part.sentence = say(L("{opponent}在提出摸子走子申诉前已触摸棋子，失去申诉权。", "{opponent}在提出摸子走子申訴前已觸摸棋子，失去申訴權。",
                              "{opponent} touched a piece before claiming the touch-move breach and has lost the right to claim."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    const ChessFacts& f = s.chess_facts();
    if (!f.has_move) {
        // 4.3 binds "the player having the move": one who has made his move (released the piece,
        // 4.7) touches the board without obligation, whatever the opponent says.
        part.id = "chess.touch-without-the-move";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("4.3")};
        if (!e.text("played").empty())  // a claim against the move then made: nothing bound it
            part.corrections.push_back({CorrectionKind::ClaimRejected, other(by), e.text("played"), {s.cite("4.3")}});
        part.sentence = say(L("{player}触摸棋子时并不轮到他走棋（他已走完自己的一步），摸子走子规则只约束轮到走棋的一方：没有义务。",
                              "{player}觸摸棋子時並不輪到他走棋（他已走完自己的一步），摸子走子規則只約束輪到走棋的一方：沒有義務。",
                              "{player} touched the piece when it was not {player}'s move ({player} had already made his move); touch-move "
                              "binds only the player having the move, so there is no obligation."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    const bool can = f.can_move;
    // The piece 4.3 names, from the ordered touches when the replay had a board; else the first.
    const std::string must = f.must_square.value_or(e.text("square"));
    v.move = must;
    if (what == "king_then_rook") {
        if (can) {
            part.id = "chess.touch-must-castle";
            part.corrections.push_back({CorrectionKind::MustCastle, by, "", {s.cite("4.4.1")}});
        } else if (f.king_can_move) {
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
    } else if (what == "own" || what == "rook_then_king" || (what == "own_and_opponent" && f.must_kind == "move")) {
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
    const bool stands = played && f.played_obeys;
    if (stands) {
        const Correction owed = part.corrections.front();
        part.corrections = {{CorrectionKind::ClaimRejected, other(by), e.text("played"), owed.citations}};
    } else if (played) {
        part.corrections.insert(part.corrections.begin(), {CorrectionKind::RestorePosition, std::nullopt, e.text("played"),
                                                           part.corrections.front().citations});
    }
    static const std::map<std::string, LocalizedText> sentences = {
        {"chess.touch-must-castle", L("{player}有意先摸王再摸车，王车易位合法，必须易位。", "{player}有意先摸王再摸車，王車易位合法，必須易位。",
                                      "{player} deliberately touched the king and then the rook and castling is legal: {player} must castle.")},
        {"chess.touch-castling-illegal", L("{player}想易位而触摸了王和车，但这样易位不合法，必须另走一步王。",
                                           "{player}想易位而觸摸了王和車，但這樣易位不合法，必須另走一步王。",
                                           "{player} touched king and rook to castle, but that castling is illegal: {player} must make "
                                           "another king move.")},
        {"chess.touch-castling-illegal-king-stuck",
         L("{player}想易位而触摸了王和车，但这样易位不合法，而王又没有合法着法，可任走一步合法着法。",
           "{player}想易位而觸摸了王和車，但這樣易位不合法，而王又沒有合法著法，可任走一步合法著法。",
           "{player} touched king and rook to castle, but that castling is illegal and the king has no legal move: "
           "{player} may make any legal move.")},
        {"chess.touch-none-movable", L("{player}触摸的棋子都不能合法走动或被吃，可任走一步合法着法。",
                                       "{player}觸摸的棋子都不能合法走動或被吃，可任走一步合法著法。",
                                       "None of the pieces {player} touched can be moved or captured legally: any legal move.")},
        {"chess.touch-own", L("{player}有意触摸了自己的棋子{move}，必须走这个棋子。", "{player}有意觸摸了自己的棋子{move}，必須走這個棋子。",
                              "{player} deliberately touched {player}'s own piece on {move} and must move it.")},
        {"chess.touch-opponent", L("{player}有意触摸了对方的棋子{move}，必须吃掉它。", "{player}有意觸摸了對方的棋子{move}，必須吃掉它。",
                                   "{player} deliberately touched the opponent's piece on {move} and must capture it.")},
    };
    part.sentence = say(sentences.at(part.id), v);
    if (played) {
        const Vars move{.player = by, .move = readable_move(s, e.text("played"))};
        part.sentence = (part.sentence + say(stands ? L("{player}走的{move}符合这一要求，着法有效，{opponent}的申诉不成立。",
                                                           "{player}走的{move}符合這一要求，著法有效，{opponent}的申訴不成立。",
                                                           " The move {move} that {player} made keeps to it: it stands, and {opponent}'s "
                                                           "claim is rejected.")
                                                       : L("已走的{move}不符合这一要求，须收回。", "已走的{move}不符合這一要求，須收回。",
                                                           " The move {move} that was made breaks it and is taken back."),
                                                move));
    }
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
