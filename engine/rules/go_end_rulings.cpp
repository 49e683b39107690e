// Go: the end of the game — resignation (1988 7.2, 2002 7), confirming the end (21.1) and the
// count that follows it (Art. 9, komi Art. 11), and disputes about dead stones (21.3).
#include <string>

#include "engine/rules/go_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

// A number of stones in quarters as the Chinese rules write it: 184¼, 2¾, ½.
std::string stones_text(std::int64_t quarters) {
    static const char* const kFraction[] = {"", "¼", "½", "¾"};
    const std::int64_t q = quarters < 0 ? -quarters : quarters;
    const std::int64_t whole = q / 4;
    const char* fraction = kFraction[q % 4];
    return whole == 0 && q % 4 != 0 ? std::string(fraction) : std::to_string(whole) + fraction;
}

// Both confirmed the end and the replay counted the board (Art. 9, komi Art. 11): the result.
void count_result(State& s, Part& part, const Event& e, const GoCount& count) {
    const std::int64_t margin = count.margin_q;
    const Player winner = margin > 0 ? Player::Black : Player::White;
    part.id = "go.count";
    part.outcome = win_for(winner);
    part.outcome_citations = {go_cite(s, "21.1"), go_cite(s, "9", "9"), go_cite(s, "11", "11")};
    // 1988 21.2: points both sides could still contest after both declared the end are treated
    // as seki — nobody plays them out, they are split. The 2002 text's clause was not recovered
    // (its Art. 9 splits shared points all the same), so only the 1988 ruling cites it.
    const std::vector<std::string>& shared = count.shared_points;
    const bool seki_points = !shared.empty() && !s.rules.cites_go_2002();
    if (seki_points) part.outcome_citations.push_back(go_cite(s, "21.2"));
    const std::string black = stones_text(count.black_q), white = stones_text(count.white_q);
    const std::string komi = stones_text(count.komi_q), by = stones_text(margin);
    const std::string half = stones_text(count.board_points * 2);  // half the board, in quarters
    const std::string dead = std::to_string(count.dead_count);
    s.fact("count", "B " + black + " / W " + white + ", komi " + komi);
    s.fact("result", std::string(winner == Player::Black ? "B+" : "W+") + by);
    part.sentence = say(L("双方确认终局，提去双方认定的{dead}个死子后数子：黑方{black}子，白方{white}子。以{half}子为归本数，黑方贴{komi}子，"
                          "{player}胜{margin}子。",
                          "雙方確認終局，提去雙方認定的{dead}個死子後數子：黑方{black}子，白方{white}子。以{half}子為歸本數，黑方貼{komi}子，"
                          "{player}勝{margin}子。",
                          "Both players confirmed the end. With the agreed dead stones removed ({dead}), Black counts {black} and "
                          "White {white}; against half the board ({half}) and a komi of {komi} stones, {player} wins by {margin} "
                          "stone(s)."),
                        Vars{.player = winner, .at = e.at,
                             .values = {{"dead", dead}, {"black", black}, {"white", white}, {"half", half}, {"komi", komi}, {"margin", by}}});
    if (seki_points) {
        std::string points, listed;  // "E5, E4" and "E5、E4"
        for (const auto& p : shared) {
            points += (points.empty() ? "" : ", ") + p;
            listed += (listed.empty() ? "" : "、") + p;
        }
        s.fact("shared_points", points);
        part.sentence += say(L("数子时，盘上尚留有{number}个双方可争之点（{points}），按双活处理，不再续下，双方各得一半。",
                               "數子時，盤上尚留有{number}個雙方可爭之點（{points}），按雙活處理，不再續下，雙方各得一半。",
                               " At the count, {number} point(s) both sides could still contest ({points}) are treated as seki: "
                               "they are not played out, and each side gets half."),
                             Vars{.number = static_cast<std::int64_t>(shared.size()), .values = {{"points", LocalizedText{listed, listed, points}}}});
    }
}

}  // namespace

// 21.1: the player to move confirms the end. With the opponent's agreement the game is counted
// (by the replay when the dead stones are given, else "decided by counting"); without it, play on.
void go_end_of_game(State& s, const Event& e) {
    Part part;
    if (const auto& count = s.go_facts().count; e.flag("opponent_agrees") && count) {
        count_result(s, part, e, *count);
    } else if (e.flag("opponent_agrees")) {
        part.id = "go.end-confirmed";
        part.outcome = Outcome::Counting;
        // The result is counted: by area (Art. 9), with the komi (Art. 11).
        part.outcome_citations = {go_cite(s, "21.1"), go_cite(s, "9", "9"), go_cite(s, "11", "11")};
        part.sentence = L("双方确认终局，进入计算胜负。", "雙方確認終局，進入計算勝負。",
                          "Both players confirm the end of the game; the result is decided by counting.");
    } else {
        part.id = "go.end-disputed";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {go_cite(s, "21.1")};
        part.sentence = say(L("{player}确认终局，着手随之弃权；{opponent}不同意，可以再下，{player}恢复着手权利，对局继续。",
                              "{player}確認終局，著手隨之棄權；{opponent}不同意，可以再下，{player}恢復著手權利，對局繼續。",
                              "{player} confirmed the end, which counts as a pass; {opponent} does not agree and may play on, "
                              "{player} regains the right to move, and the game continues."),
                            event_vars(e));
    }
    s.add(std::move(part), e);
}

void go_dead_stone_dispute(State& s, const Event& e) {
    Part part;
    part.id = "go.dead-stone-dispute";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {go_cite(s, "21.3")};
    part.corrections.push_back({CorrectionKind::ResolveByPlay, std::nullopt, "", {go_cite(s, "21.3")}});
    part.sentence = L("双方对死活意见不一致，以实战解决：继续下，直到分清死活。", "雙方對死活意見不一致，以實戰解決：繼續下，直到分清死活。",
                      "The players disagree about which stones are dead: it is settled by playing it out.");
    s.add(std::move(part), e);
}

void go_resign(State& s, const Event& e) {
    Part part;
    part.id = "go.resignation";
    part.outcome = win_for(other(*e.player("by")));
    part.outcome_citations = {go_cite(s, "7.2", "7")};
    part.sentence = say(L("{player}中途认输，{opponent}获胜。", "{player}中途認輸，{opponent}獲勝。", "{player} resigned; {opponent} wins."), event_vars(e));
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
