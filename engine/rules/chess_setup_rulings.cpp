// FIDE Laws of Chess (2023): pieces out of place. Pieces displaced by a player (7.4), colours
// reversed, pieces set up wrongly or the board turned (7.2, 7.3, A.5.1.2), and a piece found during
// the game on a square it does not stand on by the record (7.6): the position before the
// irregularity is reinstated, or the last identifiable one; the moves made since go with it, and the
// arbiter sets the clocks by his best judgement — not a displacement (7.4) and not an illegal move
// (7.5): nobody is penalised. The replay (replay_chess_irregularities.cpp) names the piece and finds
// the position. Source: /work/shared/reference/fide-laws-of-chess.md (§4, §7.2, §7.3).

#include <map>
#include <string>

#include "engine/chess/notation.hpp"
#include "engine/rules/chess_judgements.hpp"
#include "engine/rules/chess_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

// "the white bishop" from the FEN letter the replay found on the square.
LocalizedText piece_words(const std::string& letter) {
    if (letter.empty()) return L("一个棋子", "一個棋子", "a piece");
    const bool white = letter[0] >= 'A' && letter[0] <= 'Z';
    static const std::map<char, LocalizedText> kinds = {
        {'k', L("王", "王", "king")},   {'q', L("后", "后", "queen")},  {'r', L("车", "車", "rook")},
        {'b', L("象", "象", "bishop")}, {'n', L("马", "馬", "knight")}, {'p', L("兵", "兵", "pawn")},
    };
    const char kind = static_cast<char>(white ? letter[0] - 'A' + 'a' : letter[0]);
    const auto it = kinds.find(kind);
    const LocalizedText name = it == kinds.end() ? L("棋子", "棋子", "piece") : it->second;
    return ((white ? L("白方的", "白方的", "the white ") : L("黑方的", "黑方的", "the black ")) + name);
}

// Where it was found and where it belongs; only squares are shown (the fields are the author's text).
LocalizedText squares(const Event& e) {
    const std::string found = e.text("square"), right = e.text("belongs_on");
    if (!chess::parse_square(found) || !chess::parse_square(right)) return {};
    return fill_localized(L("在{found}，按记录它应在{right}", "在{found}，按記錄它應在{right}", " on {found}, where by the record it stands on {right}"),
                          {{"found", found}, {"right", right}});
}

}  // namespace

void chess_pieces_displaced(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v{.player = by, .at = e.at};
    const std::string restored = e.text("restored_by", "displacer");
    Part part;
    if (restored == "opponent" && !e.flag("arbiter_called", false)) {
        part.id = "chess.displaced-restored-by-opponent";
        part.outcome_citations = {};
        part.corrections.push_back({CorrectionKind::RestoreOnOwnTime, by, "", {s.cite("7.4.1")}});
        part.sentence = say(L("{player}碰乱了棋子，{opponent}自己在自己的时间里复原而没有请裁判；规则要求碰乱者用自己的时间复原，事后无从补偿。",
                              "{player}碰亂了棋子，{opponent}自己在自己的時間裡復原而沒有請裁判；規則要求碰亂者用自己的時間復原，事後無從補償。",
                              "{player} displaced pieces and {opponent} put them back on {opponent}'s own time without calling the arbiter; the "
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
                            ? L("{player}碰乱棋子后未复原就按了钟：{opponent}暂停棋钟请裁判，{player}在自己的钟走时复原棋子，裁判可按12.9处罚{player}。",
                                "{player}碰亂棋子後未復原就按了鐘：{opponent}暫停棋鐘請裁判，{player}在自己的鐘走時復原棋子，裁判可按12.9處罰{player}。",
                                "{player} displaced pieces and pressed the clock without restoring them: {opponent} pauses the clock and "
                                "calls the arbiter; {player} restores them with {player}'s own clock running and may be penalised "
                                "under 12.9.")
                            : L("{player}碰乱了棋子，须在自己的时间里复原。", "{player}碰亂了棋子，須在自己的時間裡復原。",
                                "{player} displaced pieces and must restore them on {player}'s own time."),
                        v);
    s.add(std::move(part), e);
}

// ---- 7.2, 7.3, A.5.1.2: colours reversed, pieces set up wrongly, board turned ----

void chess_wrong_setup(State& s, const Event& e) {
    const std::string what = e.text("what");
    const std::int64_t moves = moves_each(s, e);
    Vars v{.at = e.at, .number = moves};
    Part part;
    if (what == "colours_reversed") {
        part.outcome_citations = {s.cite("7.3")};
        if (moves < 10) {
            part.id = "chess.colours-reversed-new-game";
            part.outcome = Outcome::Replay;
            part.sentence = say(L("这盘棋开始时双方颜色颠倒，发现时双方各走了{number}步，不足十步：停止这盘棋，按正确的颜色重下（7.3）。",
                                  "這盤棋開始時雙方顏色顛倒，發現時雙方各走了{number}步，不足十步：停止這盤棋，按正確的顏色重下（7.3）。",
                                  "The game started with colours reversed and this was found after {number} moves each, "
                                  "fewer than ten: it is discontinued and a new game is played with the correct colours "
                                  "(7.3)."),
                                v);
        } else {
            part.id = "chess.colours-reversed-continue";
            part.outcome = Outcome::Continues;
            part.sentence = say(L("这盘棋开始时双方颜色颠倒，发现时双方已各走{number}步，满了十步：对局照常继续（7.3）。",
                                  "這盤棋開始時雙方顏色顛倒，發現時雙方已各走{number}步，滿了十步：對局照常繼續（7.3）。",
                                  "The game started with colours reversed and this was found after {number} moves each, ten or "
                                  "more: the game continues as it is (7.3)."),
                                v);
        }
        s.add(std::move(part), e);
        return;
    }
    if (!supervised_play(s.rules) && moves >= 10) {
        // A.5.1.2: no claim about the set-up once each player has completed ten moves.
        part.id = "chess.setup-claim-too-late";
        part.outcome = Outcome::Continues;
        part.outcome_citations = a5(s, "A.5.1.2");
        LocalizedText sentence = L("无充分监督的快棋/超快棋中，双方已各走满{number}步：不能再就棋子或棋盘的摆法提出申诉，对局继续（A.5.1.2）。",
                                   "無充分監督的快棋/超快棋中，雙方已各走滿{number}步：不能再就棋子或棋盤的擺法提出申訴，對局繼續（A.5.1.2）。",
                                   "In rapid or blitz without adequate supervision each player has completed {number} moves: no "
                                   "claim can be made about the set-up of the pieces or the board any more, and the game "
                                   "continues (A.5.1.2).");
        const std::string misplaced = e.text("misplaced");
        if (what == "pieces" && (misplaced == "king" || misplaced == "rook")) {
            part.corrections.push_back({CorrectionKind::CastlingRestricted, std::nullopt, misplaced, a5(s, "A.5.1.2")});
            sentence = (sentence + (misplaced == "king" ? L("摆错的王不得易位。", "擺錯的王不得易位。",
                                                              " The wrongly placed king may not castle.")
                                                          : L("摆错的车不得用来易位。", "擺錯的車不得用來易位。",
                                                              " The wrongly placed rook may not be used to castle.")));
        }
        part.sentence = say(sentence, v);
        s.add(std::move(part), e);
        return;
    }
    if (what == "pieces") {
        part.id = "chess.setup-wrong-new-game";
        part.outcome = Outcome::Replay;
        part.outcome_citations = {s.cite("7.2.1")};
        part.sentence = L("对局中发现开局时棋子摆错了：取消这盘棋，重下一盘（7.2.1）。", "對局中發現開局時棋子擺錯了：取消這盤棋，重下一盤（7.2.1）。",
                          "The pieces are found to have been set up wrongly at the start: the game is cancelled and a "
                          "new game is played (7.2.1).");
    } else {
        part.id = "chess.board-placed-wrongly";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("7.2.2")};
        part.corrections.push_back({CorrectionKind::TransferToCorrectBoard, std::nullopt, "", {s.cite("7.2.2")}});
        part.sentence = L("对局中发现棋盘摆放方向错误：对局继续，把已形成的局面移到摆正的棋盘上（7.2.2）。",
                          "對局中發現棋盤擺放方向錯誤：對局繼續，把已形成的局面移到擺正的棋盤上（7.2.2）。",
                          "The board is found placed the wrong way round: the game continues, with the position "
                          "transferred to a correctly placed board (7.2.2).");
    }
    s.add(std::move(part), e);
}

void chess_piece_misplaced(State& s, const Event& e) {
    const ChessFacts& f = s.chess_facts();
    Part part;
    part.id = "chess.misplaced-piece-restored";
    part.outcome = Outcome::Continues;
    part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, "", {s.cite("7.6")}});
    LocalizedText where_found = squares(e);
    if (where_found.en.empty())
        where_found = L("不在应在的格子上", "不在應在的格子上", " is found off the square it stands on by the record");
    else
        where_found = (L("放", "放", " is found") + where_found);
    const LocalizedText found = (L("对局中发现", "對局中發現", "During the game ") + piece_words(f.misplaced_piece) +
                                      where_found + L("。", "。", ". "));
    const std::string& by = f.identified_by;
    const std::int64_t back = f.moves_taken_back.value_or(0);
    const Vars v{.at = e.time("since"), .number = back};
    LocalizedText where;
    if (by == "since")
        where = L("违例发生的时间（{time}）已知，恢复违例前的那个局面（7.6）", "違例發生的時間（{time}）已知，恢復違例前的那個局面（7.6）",
                  "When the irregularity happened ({time}) is known, so the position before it is reinstated (7.6)");
    else if (by == "last_move")
        where = L("无法确定违例前一刻的局面，就从违例前最后一个可确认的局面继续：这个棋子最后一次走到该格之后的局面（7.6）",
                  "無法確定違例前一刻的局面，就從違例前最後一個可確認的局面繼續：這個棋子最後一次走到該格之後的局面（7.6）",
                  "The position immediately before the irregularity cannot be determined, so play continues from the "
                  "last identifiable position before it: the one just after this piece last moved to its square (7.6)");
    else if (by == "start")
        where = L("无法确定违例前一刻的局面，而这个棋子在记录中从未走动：从记录开始时的局面继续，那是违例前最后一个可确认的局面（7.6）",
                  "無法確定違例前一刻的局面，而這個棋子在記錄中從未走動：從記錄開始時的局面繼續，那是違例前最後一個可確認的局面（7.6）",
                  "The position immediately before the irregularity cannot be determined and this piece never moved in "
                  "the record: play continues from the position where the record starts, the last identifiable one "
                  "before the irregularity (7.6)");
    else
        where = L("恢复违例前的局面；无法确定时，从违例前最后一个可确认的局面继续（7.6）",
                  "恢復違例前的局面；無法確定時，從違例前最後一個可確認的局面繼續（7.6）",
                  "The position before the irregularity is reinstated, or if it cannot be determined the last "
                  "identifiable one before it (7.6)");
    const LocalizedText moves =
        !f.moves_taken_back ? L("。", "。", ".")
        : back == 0 ? L("；此后没有走过棋，只需把棋子放回原位。", "；此後沒有走過棋，只需把棋子放回原位。",
                        "; no move has been made since, so the piece simply goes back to its square.")
                    : L("；此后双方所走的{number}步（半回合）一并撤回。", "；此後雙方所走的{number}步（半回合）一併撤回。",
                        "; the {number} moves (half-moves) made since are taken back with it.");
    const LocalizedText rest = L("棋钟由裁判凭最佳判断调整（也可以不改）。这不是不合法着法，也不是碰乱棋子后当场复原，不罚任何一方，对局继续。",
                                 "棋鐘由裁判憑最佳判斷調整（也可以不改）。這不是不合法著法，也不是碰亂棋子後當場復原，不罰任何一方，對局繼續。",
                                 " The arbiter sets the clocks by his best judgement (he may leave them as they are). "
                                 "This is neither an illegal move nor a displacement put right on the spot: nobody is "
                                 "penalised, and the game continues.");
    part.sentence = say((found + where + moves + rest), v);
    if (const std::string& fen = f.reinstated; !fen.empty()) s.fact("reinstated_position", fen);
    if (f.moves_taken_back) s.fact("moves_taken_back", std::to_string(back));
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
