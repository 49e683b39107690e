// FIDE Laws of Chess (2023): claims, draws and results. Threefold and fifty-move claims (9.2, 9.3,
// 9.4, 9.5), draw offers and agreements (9.1.2.1, 5.2.3), resignation (5.1.2) and irregularities
// found after the game (8.7). Source: /work/shared/reference/fide-laws-of-chess.md.

#include <map>
#include <string>
#include <vector>

#include "engine/rules/chess_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

Outcome result_of(const std::string& word) { return parse_outcome(word).value_or(Outcome::Draw); }

// A game result as written on a scoresheet.
LocalizedText result_words(Outcome o) {
    if (o == Outcome::WhiteWins) return L("1-0，白方胜", "1-0，白方勝", "1-0, a White win");
    if (o == Outcome::BlackWins) return L("0-1，黑方胜", "0-1，黑方勝", "0-1, a Black win");
    return L("½-½，和棋", "½-½，和棋", "½-½, a draw");
}

}  // namespace

void chess_claim(State& s, const Event& e) {
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
        part.sentence = say(L("{player}在申请前已触摸棋子，本步失去申请和棋的权利。", "{player}在申請前已觸摸棋子，本步失去申請和棋的權利。",
                              "{player} touched a piece before claiming and has lost the right to claim on this move."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    const ChessFacts& f = s.chess_facts();
    const bool valid = f.valid.value_or(false) && !f.after_pressing;
    if (valid) {
        part.id = "chess." + kind + "-correct";
        part.outcome = Outcome::Draw;
        part.outcome_citations = threefold ? std::vector<Citation>{s.cite("9.2"), rule, s.cite("9.5.2")}
                                           : std::vector<Citation>{rule, s.cite("9.5.2")};
        part.sentence = say(L("{player}的和棋申请经核实正确，对局和棋。", "{player}的和棋申請經核實正確，對局和棋。",
                              "{player}'s claim was checked and found correct: the game is drawn."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    part.id = f.after_pressing ? "chess.claim-after-pressing" : "chess." + kind + "-incorrect";
    const auto fmt = format_citations(s, true);
    part.penalties.push_back({by, PenaltyKind::TimeToOpponent, s.rules.number("claim_penalty_s"),
                              with({s.cite("9.5.3")}, fmt)});
    part.corrections.push_back({CorrectionKind::ClaimRejected, by, "", {threefold ? s.cite("9.2") : s.cite("9.3")}});
    if (!intended.empty())
        part.corrections.push_back({CorrectionKind::IntendedMoveMustBePlayed, by, intended, {s.cite("9.5.3")}});
    part.sentence = say(f.after_pressing
                            ? L("{player}已经走完自己的一步（棋子已落定，按没按钟都一样），不再轮到他走棋，无权按9.2申请；申请不成立，对方加{seconds}秒。",
                                "{player}已經走完自己的一步（棋子已落定，按沒按鐘都一樣），不再輪到他走棋，無權按9.2申請；申請不成立，對方加{seconds}秒。",
                                "{player} had already made his move (the piece was released, pressed or not) and no longer had "
                                "the move, so could not claim under 9.2: the claim fails and the opponent gets {seconds} seconds.")
                            : L("{player}的和棋申请不正确：对方加{seconds}秒，对局继续。", "{player}的和棋申請不正確：對方加{seconds}秒，對局繼續。",
                                "{player}'s claim is incorrect: the opponent gets {seconds} seconds and play continues."),
                        v);
    if (!intended.empty()) {
        part.sentence += say(L("写下的着法{move}必须走出。", "寫下的著法{move}必須走出。", " The written move {move} must be played."),
                             Vars{.move = written});
    }
    s.add(std::move(part), e);
}

// An offer is recorded; whether it is still open when accepted is the replay's (9.1.2.1).
void chess_draw_offer(State& s, const Event& e) {
    s.fact("draw_offer", std::string(player_name(*e.player("by"))));
    return;
}

// A draw agreed: void when the offer had lapsed (9.1.2.1) or came before both players moved (5.2.3).
void chess_draw_agreed(State& s, const Event& e) {
    Part part;
    if (!s.chess_facts().offer_open) {
        // 9.1.2.1: the offer lapsed when the opponent rejected it by touching or moving a
        // piece (or orally); a later "I accept" accepts nothing.
        part.id = "chess.draw-acceptance-void";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("9.1.2.1")};
        part.sentence = say(L("{opponent}的提和已经失效（{player}此前已触摸或走动棋子，等于拒绝），{player}后来说“同意”不成立，对局继续。",
                              "{opponent}的提和已經失效（{player}此前已觸摸或走動棋子，等於拒絕），{player}後來說「同意」不成立，對局繼續。",
                              "{opponent}'s draw offer had lapsed ({player} had touched or moved a piece, which rejects it), so "
                              "{player}'s later \"I accept\" accepts nothing: the game continues."),
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

// A resignation wins for the opponent, unless he cannot mate by any series of legal moves (5.1.2).
void chess_resign(State& s, const Event& e) {
    const Player by = *e.player("by");
    Part part;
    const bool draw = !s.can_mate(other(by), e);
    part.id = draw ? "chess.resignation-cannot-mate" : "chess.resignation";
    part.outcome = draw ? Outcome::Draw : win_for(other(by));
    part.outcome_citations = {s.cite("5.1.2")};
    part.sentence = say(draw ? L("{player}认输，但{opponent}无法用任何合法着法将杀，按2023年规则判和棋。",
                                 "{player}認輸，但{opponent}無法用任何合法著法將殺，按2023年規則判和棋。",
                                 "{player} resigned, but {opponent} cannot checkmate by any series of legal moves: under the "
                                 "2023 Laws the game is drawn.")
                             : L("{player}认输，{opponent}获胜。", "{player}認輸，{opponent}獲勝。", "{player} resigned; {opponent} wins."),
                        Vars{.player = by, .at = e.at});
    s.add(std::move(part), e);
    return;
}

// ---- 8.7: found after the game ----

void chess_found_after_game(State& s, const Event& e) {
    static const std::map<std::string, LocalizedText> found = {
        {"illegal_move", L("一步不合法着法", "一步不合法著法", "an illegal move")},
        {"illegal_position", L("不合法的局面", "不合法的局面", "an illegal position")},
        {"wrong_result", L("记录纸上的结果有误", "記錄紙上的結果有誤", "a wrong result on the scoresheets")},
        {"other", L("一处违规", "一處違規", "an irregularity")},
    };
    const std::string what = e.text("what");
    const Outcome recorded = result_of(e.text("result"));
    const bool signed_sheets = e.flag("signed", true);
    Part part;
    LocalizedText sentence = (L("对局结束后才发现", "對局結束後才發現", "After the game had ended, ") + found.at(what) +
                                  L("。", "。", " came to light. "));
    const LocalizedText recorded_words = result_words(recorded);
    if (e.has("arbiter_decision")) {
        const Outcome decided = result_of(e.text("arbiter_decision"));
        part.id = "chess.result-corrected";
        part.outcome = decided;
        sentence = (sentence + L("记录的结果是", "記錄的結果是", "The recorded result was ") + recorded_words +
                        L("；裁判按8.7另作决定，结果改为", "；裁判按8.7另作決定，結果改為",
                          ", but the arbiter decides otherwise under 8.7 and sets the result: ") +
                        result_words(decided) + L("。", "。", "."));
    } else if (what == "wrong_result" && !signed_sheets && e.has("actual_result")) {
        // 8.7 keeps a wrong result only once both players have signed it.
        const Outcome actual = result_of(e.text("actual_result"));
        part.id = "chess.result-corrected";
        part.outcome = actual;
        sentence = (sentence + L("记录的结果（", "記錄的結果（", "The recorded result (") + recorded_words +
                        L("）双方尚未签字确认，按实际结果（", "）雙方尚未簽字確認，按實際結果（",
                          ") had not been signed by both players, so the actual result (") +
                        result_words(actual) + L("）记录（8.7）。", "）記錄（8.7）。", ") is entered (8.7)."));
    } else {
        part.id = "chess.result-stands";
        part.outcome = recorded;
        if (signed_sheets)
            sentence = (sentence + L("双方已在记录纸上签字确认结果（", "雙方已在記錄紙上簽字確認結果（",
                                        "Both players signed the scoresheets with the result (") +
                            recorded_words +
                            L("）：签字的结果即使有误也有效，裁判没有另作决定（8.7）。",
                              "）：簽字的結果即使有誤也有效，裁判沒有另作決定（8.7）。",
                              "): a signed result stands even if it is wrong, and the arbiter has not decided otherwise "
                              "(8.7)."));
        else
            sentence = (sentence + L("对局已经结束，结果（", "對局已經結束，結果（", "The game had clearly finished, so the result (") +
                            recorded_words +
                            L("）有效。", "）有效。", ") stands."));
        if (what != "wrong_result")
            sentence = (sentence + L("对局结束后，对局中的违规不再纠正。", "對局結束後，對局中的違規不再糾正。",
                                        " Nothing that happened during play is corrected once the game has ended."));
    }
    part.outcome_citations = {s.cite("8.7")};
    part.sentence = sentence;
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
