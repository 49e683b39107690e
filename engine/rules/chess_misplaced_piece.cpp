// FIDE Laws of Chess (2023) 7.6: a piece found during the game on a square it does not stand on by
// the record. The position before the irregularity is reinstated; if that cannot be determined, the
// last identifiable position before it; the moves made since go with it, and the arbiter sets the
// clocks by his best judgement. Not a displacement the player who caused it restores at once (7.4)
// and not an illegal move (7.5): nobody is penalised. The replay (replay_chess_irregularities.cpp)
// names the piece and finds the position. Source: /work/shared/reference/fide-laws-of-chess.md §4.
#include "engine/chess/notation.hpp"
#include "engine/rules/adjudication_state.hpp"

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
    return cat({white ? L("白方的", "白方的", "the white ") : L("黑方的", "黑方的", "the black "), name});
}

// Where it was found and where it belongs; only squares are shown (the fields are the author's text).
LocalizedText squares(const Event& e) {
    const std::string found = e.text("square"), right = e.text("belongs_on");
    if (!chess::parse_square(found) || !chess::parse_square(right)) return {};
    return L(("在" + found + "，按记录它应在" + right).c_str(), ("在" + found + "，按記錄它應在" + right).c_str(),
             (" on " + found + ", where by the record it stands on " + right).c_str());
}

}  // namespace

void chess_piece_misplaced(State& s, const Event& e) {
    Part part;
    part.id = "chess.misplaced-piece-restored";
    part.outcome = Outcome::Continues;
    part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, "", {s.cite("7.6")}});
    LocalizedText where_found = squares(e);
    if (where_found.en.empty())
        where_found = L("不在应在的格子上", "不在應在的格子上", " is found off the square it stands on by the record");
    else
        where_found = cat({L("放", "放", " is found"), where_found});
    const LocalizedText found = cat({L("对局中发现", "對局中發現", "During the game "), piece_words(e.text("piece")),
                                      where_found, L("。", "。", ". ")});
    const std::string by = e.text("identified_by");
    const std::int64_t back = e.integer("moves_taken_back", 0);
    const Vars v{.at = e.time("since"), .number = back};
    LocalizedText where;
    if (by == "since")
        where = L("违例发生的时间（{t}）已知，恢复违例前的那个局面（7.6）", "違例發生的時間（{t}）已知，恢復違例前的那個局面（7.6）",
                  "When the irregularity happened ({t}) is known, so the position before it is reinstated (7.6)");
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
        !e.has("moves_taken_back") ? L("。", "。", ".")
        : back == 0 ? L("；此后没有走过棋，只需把棋子放回原位。", "；此後沒有走過棋，只需把棋子放回原位。",
                        "; no move has been made since, so the piece simply goes back to its square.")
                    : L("；此后双方所走的{n}步（半回合）一并撤回。", "；此後雙方所走的{n}步（半回合）一併撤回。",
                        "; the {n} moves (half-moves) made since are taken back with it.");
    const LocalizedText rest = L("棋钟由裁判凭最佳判断调整（也可以不改）。这不是不合法着法，也不是碰乱棋子后当场复原，不罚任何一方，对局继续。",
                                 "棋鐘由裁判憑最佳判斷調整（也可以不改）。這不是不合法著法，也不是碰亂棋子後當場復原，不罰任何一方，對局繼續。",
                                 " The arbiter sets the clocks by his best judgement (he may leave them as they are). "
                                 "This is neither an illegal move nor a displacement put right on the spot: nobody is "
                                 "penalised, and the game continues.");
    part.sentence = say(cat({found, where, moves, rest}), v);
    if (const std::string fen = e.text("reinstated"); !fen.empty()) s.fact("reinstated_position", fen);
    if (e.has("moves_taken_back")) s.fact("moves_taken_back", std::to_string(back));
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
