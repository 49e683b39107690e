// Go: whole-board repetition at the end of the game — 1988 Art. 20.2 (false life, "假生", is not
// accepted as alive), 20.3 (a triple or quadruple ko, eternal life or 双提二子 neither side gives
// way in: draw or replay) and 20.4 (a repeating situation is no reason the game cannot end), by
// the principle of Art. 6. The replay reads the board (replay_go.cpp): whether a claimed group's
// life turns on a repetition and whose, and which move of a claimed endless play would repeat the
// board. 2002 keeps the split: 20.2 forbids 假生类多劫循环, 20.3 leaves other cycles to the event's
// rules (reference §A1.2); for 20.4 the 1988 article is cited (docs/rulings.md).
#include "engine/rules/go_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

// 20.2: the claimed group survives only by a repetition its own side keeps going, and with
// repetition forbidden its side gains nothing while the opponent takes it (the figure-3 kind, moonshine
// life): false life, dead at the count.
void false_life(State& s, const Event& e, const Vars& v) {
    Part part;
    part.id = "go.false-life";
    part.outcome = Outcome::Counting;
    // The group is dead at the count: the result is then counted (Art. 9, komi Art. 11).
    part.outcome_citations = {go_cite(s, "20.2", "20.2"), play_rule(s, "6"), go_cite(s, "9", "9"), go_cite(s, "11", "11")};
    part.sentence = say(L("{player}主张{move}一块棋是活棋。读棋可知：这块棋只有靠不断造成全局同形再现才能不被提取，而这个循环只有{player}需要："
                          "一旦禁止同形再现，{player}先下也赢不到什么，对方却能提掉这块棋。按禁止全局同形再现的原则，这是“假生”，"
                          "不作为活棋，计算胜负时按死棋处理。",
                          "{player}主張{move}一塊棋是活棋。讀棋可知：這塊棋只有靠不斷造成全局同形再現才能不被提取，而這個循環只有{player}需要："
                          "一旦禁止同形再現，{player}先下也贏不到什麼，對方卻能提掉這塊棋。按禁止全局同形再現的原則，這是「假生」，"
                          "不作為活棋，計算勝負時按死棋處理。",
                          "{player} says the group at {move} is alive. Reading it out shows it escapes capture only by "
                          "repeating the whole board, a cycle only {player} needs: once repetition is forbidden, {player} gains "
                          "nothing by moving first, while the opponent captures the group. By the principle forbidding "
                          "whole-board repetition this is false life, not accepted as alive: the group counts as dead."),
                        v);
    s.add(std::move(part), e);
}

// 20.3 reached through 21.3: both sides have stones at stake in a multi-ko race, each winning if
// it may move first once repetition is forbidden, so neither can be made to give way. The life is
// disputed, so it is played out (21.3); a play-out in which both keep recapturing is the cycle of
// 20.3 — a draw or a replay (1988), or what the event's rules say (2002). It is not false life.
void mutual_cycle(State& s, const Event& e, const Vars& v) {
    Part part;
    part.id = "go.cycle";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {go_cite(s, "21.3"), go_cite(s, "20.3", "20.3")};
    part.corrections.push_back({CorrectionKind::ResolveByPlay, std::nullopt, "", {go_cite(s, "21.3")}});
    const bool edition_2002 = s.rules.cites_go_2002();
    const LocalizedText then = edition_2002
        ? L("若双方都不让步，形成三劫一类的循环，按赛事规程处理（无胜负、和棋或重赛）。",
            "若雙方都不讓步，形成三劫一類的循環，按賽事規程處理（無勝負、和棋或重賽）。",
            " If neither gives way, the triple-ko kind of cycle is handled by the event's rules (no result, a draw or a replay).")
        : L("若双方都不让步，形成双方互不相让的三劫一类循环，可判和棋或者重下。",
            "若雙方都不讓步，形成雙方互不相讓的三劫一類循環，可判和棋或者重下。",
            " If neither gives way, it is a triple-ko kind of cycle neither side yields in: a draw or a replay.");
    LocalizedText text = L("{player}主张{move}一块棋是活棋，对方不同意。读棋可知：这是双方都有棋子要冒险的多劫对杀，"
                           "禁止同形再现时谁先下谁胜，双方都必须不断回提，不是“假生”。死活有争议，以实战解决。",
                           "{player}主張{move}一塊棋是活棋，對方不同意。讀棋可知：這是雙方都有棋子要冒險的多劫對殺，"
                           "禁止同形再現時誰先下誰勝，雙方都必須不斷回提，不是「假生」。死活有爭議，以實戰解決。",
                           "{player} says the group at {move} is alive and the opponent disagrees. Reading it out shows a "
                           "multi-ko race in which both sides have stones at stake: with repetition forbidden whoever "
                           "moves first wins, so both must keep recapturing. That is not false life. The disputed life "
                           "is played out.");
    text += then;
    part.sentence = say(text, v);
    s.add(std::move(part), e);
}

}  // namespace

// Any other disputed life — really alive, or dead without any repetition, or a claim with no
// board to read — is settled by playing it out (21.3).
void go_life_claim(State& s, const Event& e) {
    const std::string life = s.go_facts().life.empty() ? "unread" : s.go_facts().life;
    const Vars v{.player = e.player("by"), .at = e.at, .move = e.text("group")};
    s.fact("group_life", life);
    if (life == "false_life") return false_life(s, e, v);
    if (life == "mutual_cycle") return mutual_cycle(s, e, v);
    Part part;
    part.id = "go.dead-stone-dispute";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {go_cite(s, "21.3")};
    part.corrections.push_back({CorrectionKind::ResolveByPlay, std::nullopt, "", {go_cite(s, "21.3")}});
    // Without a board the group is named only as the author wrote it: the sentence does not repeat it.
    const LocalizedText unread = L("{player}主张自己的一块棋是活棋，对方不同意。双方意见不一致，以实战解决。",
                                   "{player}主張自己的一塊棋是活棋，對方不同意。雙方意見不一致，以實戰解決。",
                                   "{player} says a group of his is alive and the opponent disagrees: it is settled by playing it out.");
    const LocalizedText read = L("{player}主张{move}一块棋是活棋，对方不同意。这块棋的死活不靠全局同形再现，没有“假生”的问题："
                                 "双方意见不一致，以实战解决。",
                                 "{player}主張{move}一塊棋是活棋，對方不同意。這塊棋的死活不靠全局同形再現，沒有「假生」的問題："
                                 "雙方意見不一致，以實戰解決。",
                                 "{player} says the group at {move} is alive and the opponent disagrees. Its life does not turn on "
                                 "repeating the whole board, so there is no false life: the disagreement is settled by "
                                 "playing it out.");
    part.sentence = say(life == "unread" ? unread : read, v);
    s.add(std::move(part), e);
}

// 20.4: the play the claimant calls endless would repeat an earlier whole-board position at
// `repeat_step`, which Art. 6 forbids, so it cannot go on and cannot keep the game from ending.
void go_cannot_end_claim(State& s, const Event& e) {
    const Player by = *e.player("by");
    Part part;
    part.id = "go.repetition-no-bar-to-end";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {go_cite(s, "20.4"), play_rule(s, "6")};
    part.corrections.push_back({CorrectionKind::ClaimRejected, by, "", part.outcome_citations});
    const std::optional<GoFacts::Repeat>& repeat = s.go_facts().repeat;
    if (!repeat) {  // no board to play the sequence on: the principle alone
        part.sentence = say(L("{player}以同形循环为由认为对局不能终局。按禁止全局同形再现的原则，不得以此为不能终局的理由：主张不成立，对局继续，照常终局。",
                              "{player}以同形循環為由認為對局不能終局。按禁止全局同形再現的原則，不得以此為不能終局的理由：主張不成立，對局繼續，照常終局。",
                              "{player} says a repeating play stops the game from ending. By the principle forbidding whole-board "
                              "repetition that is no reason the game cannot end: the claim fails, and the game goes on to end "
                              "as usual."),
                            Vars{.player = by, .at = e.at});
        s.add(std::move(part), e);
        return;
    }
    const std::string step = std::to_string(repeat->step);
    const auto repeater = parse_player(repeat->by);
    s.fact("repeats_at", step + ": " + repeat->by + " " + repeat->point);
    const LocalizedText who = repeater == Player::Black ? L("黑方", "黑方", "Black") : L("白方", "白方", "White");
    part.sentence = say(L("{player}认为这样的循环可以无限进行，对局不能终局。按所说的次序，第{step}步{repeater}在{move}下子将使全局同形再现，"
                          "这是禁止的，循环无法继续。不得以此为不能终局的理由：主张不成立，对局继续，照常终局。",
                          "{player}認為這樣的循環可以無限進行，對局不能終局。按所說的次序，第{step}步{repeater}在{move}下子將使全局同形再現，"
                          "這是禁止的，循環無法繼續。不得以此為不能終局的理由：主張不成立，對局繼續，照常終局。",
                          "{player} says the cycle can go on for ever, so the game cannot end. In the order given, move {step}, "
                          "{repeater} at {move}, would repeat the whole board, which is forbidden, so the cycle cannot go on. It is "
                          "no reason the game cannot end: the claim fails, and the game goes on to end as usual."),
                        Vars{.player = by, .at = e.at, .move = repeat->point, .values = {{"step", step}, {"repeater", who}}});
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
