// Go: the moves of play — playing twice (1988 17.1, 2002 17-2), forbidden points (19), immediate
// ko recaptures (20-1) and whole-board cycles (20-3), moves that cannot stand (25.1), pressing the
// clock before removing captured stones (1988 23.4, 2002 22-6) or before placing the stone (2002
// 17-4), wrongly removed stones (18) and a sealed move on an occupied point (22).
#include <map>

#include "engine/rules/go_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

void played_twice(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v = event_vars(e);
    Part part{"go.play-twice", {}, {}, {}, {}, {}, {}};
    const Citation c = go_cite(s, "17.1", "17.2");
    if (s.rules.text("play_twice") == "loss") {
        lose(part, by, {c, play_rule(s, "2.1")});
        part.sentence = say(L("{opponent}并未弃权，{player}连走两步（第二步{move}），判{player}负。", "{opponent}並未棄權，{player}連走兩步（第二步{move}），判{player}負。",
                              "{opponent} had not passed and {player} played twice in a row (the second stone {move}): {player} loses."),
                            v);
    } else {
        part.corrections.push_back({CorrectionKind::VoidMove, by, e.text("move"), {c, play_rule(s, "2.1")}});
        part.sentence = say(L("{player}连走两步，第二步{move}无效，警告一次。", "{player}連走兩步，第二步{move}無效，警告一次。",
                              "{player} played twice in a row: the second stone {move} is void and {player} is warned."),
                            v);
        s.warn(part, by, {c});
    }
    s.add(std::move(part), e);
}

// CWA practice (reference §A2): the retake is taken back and the offender is warned, with
// `ko_stone_deduction` stones off his count; he then plays elsewhere, no turn is forfeited.
void ko_retake_warned(State& s, const Event& e) {
    const Player by = *e.player("by");
    const std::int64_t stones = s.rules.number("ko_stone_deduction");
    Part part;
    part.id = "go.ko-recapture";
    const Citation c = go_cite(s, "20.1", "20.1");
    part.corrections.push_back({CorrectionKind::VoidMove, by, e.text("move"), {c, play_rule(s, "6")}});
    Vars with_stones = event_vars(e);
    with_stones.number = stones;
    part.sentence = say(stones > 0 ? L("{player}在{move}劫争马上回提：着手无效，按现行做法警告一次并罚{number}子，{player}另行落子。",
                                       "{player}在{move}劫爭馬上回提：著手無效，按現行做法警告一次並罰{number}子，{player}另行落子。",
                                       "{player} retook the ko at {move} immediately: the move is void and, as current "
                                       "practice has it, {player} is warned and {number} stone(s) come off {player}'s count; {player} "
                                       "plays elsewhere.")
                                   : L("{player}在{move}劫争马上回提：着手无效，按现行做法警告一次，{player}另行落子。",
                                       "{player}在{move}劫爭馬上回提：著手無效，按現行做法警告一次，{player}另行落子。",
                                       "{player} retook the ko at {move} immediately: the move is void and, as current "
                                       "practice has it, {player} is warned; {player} plays elsewhere."),
                        with_stones);
    s.warn(part, by, {c});
    if (stones > 0) part.penalties.push_back({by, PenaltyKind::StoneDeduction, stones, {c}});
    s.add(std::move(part), e);  // still the offender's turn
}

// 1988 19 and 20-1 (the 2002 text of 20-1 too): the move is void and the turn is forfeited; a ko
// retake may also cost `ko_stone_deduction` stones.
void void_move_forfeits_turn(State& s, const Event& e, bool ko) {
    const Player by = *e.player("by");
    const std::int64_t stones = s.rules.number("ko_stone_deduction");
    Part part;
    part.id = ko ? "go.ko-recapture" : "go.forbidden-point";
    const Citation c = ko ? go_cite(s, "20.1", "20.1") : go_cite(s, "19");
    part.corrections.push_back({CorrectionKind::VoidMove, by, e.text("move"), {c, play_rule(s, ko ? "6" : "5")}});
    part.penalties.push_back({by, PenaltyKind::ForfeitTurn, 0, {c}});
    if (ko && stones > 0) part.penalties.push_back({by, PenaltyKind::StoneDeduction, stones, {c}});
    part.sentence = say(ko ? L("{player}在{move}劫争马上回提：着手无效，弃权一次，由{opponent}接着下。",
                               "{player}在{move}劫爭馬上回提：著手無效，棄權一次，由{opponent}接著下。",
                               "{player} retook the ko at {move} immediately: the move is void and {player} forfeits one turn; "
                               "{opponent} plays next.")
                             : L("{player}下在禁着点{move}：着手无效，弃权一次，由{opponent}接着下。",
                                 "{player}下在禁著點{move}：著手無效，棄權一次，由{opponent}接著下。",
                                 "{player} played on the forbidden point {move}: the move is void and {player} forfeits one "
                                 "turn; {opponent} plays next."),
                        event_vars(e));
    s.add(std::move(part), e);
}

// Any other stone that cannot stand (25.1): taken back, and the same player plays again.
void move_refused(State& s, const Event& e) {
    const Player by = *e.player("by");
    Part part;
    part.id = "go.move-refused";
    part.corrections.push_back({CorrectionKind::VoidMove, by, e.text("move"), {go_cite(s, "25.1")}});
    part.sentence = say(L("{player}的着手{move}不能成立（该点不可落子），取回，{player}重新下。",
                          "{player}的著手{move}不能成立（該點不可落子），取回，{player}重新下。",
                          "{player}'s stone at {move} cannot stand (the point is not playable): it is taken back and "
                          "{player} plays again."),
                        event_vars(e));
    s.add(std::move(part), e);  // still the same player's turn
}

void illegal_move(State& s, const Event& e) {
    const std::string reason = s.go_facts().reason.empty() ? "other" : s.go_facts().reason;
    if (reason == "ko_recapture" && s.rules.text("ko_recapture_penalty") == "warning") ko_retake_warned(s, e);
    else if (reason == "suicide" || reason == "ko_recapture") void_move_forfeits_turn(s, e, reason == "ko_recapture");
    else move_refused(s, e);
}

void pressed_before_removing_captures(State& s, const Event& e) {
    const Player by = *e.player("by");
    Part part{"go.press-before-removing-captures", {}, {}, {}, {}, {}, {}};
    const Citation c = go_cite(s, "23.4", "22.6");
    minor_sanction(s, part, e, by, c, s.rules.flag("capture_press_admonition"),
                   L("{player}提子时未把死子提清就按钟，{sanction}。", "{player}提子時未把死子提清就按鐘，{sanction}。",
                     "{player} pressed the clock before removing all the captured stones: {sanction}."),
                   event_vars(e));
    if (s.rules.number("ko_stone_deduction") > 0)
        part.penalties.push_back({by, PenaltyKind::StoneDeduction, s.rules.number("ko_stone_deduction"), {c}});
    s.add(std::move(part), e);
}

// One player gives way: no cycle to rule on.
void cycle_left(State& s, const Event& e) {
    Part part;
    part.id = "go.cycle";
    part.outcome_citations = {go_cite(s, "20.3", "20.3")};
    part.outcome = Outcome::Continues;
    part.sentence = L("循环劫中有一方让步，对局继续。", "循環劫中有一方讓步，對局繼續。",
                      "One player gives way in the cycle: play continues.");
    s.add(std::move(part), e);
}

// `sending_two_returning_one: forbidden`, the CWA intent (reference §A2 conflict): the retake that
// repeats the cycle is illegal, handled like an immediate ko recapture (20-1).
void sending_two_retake_forbidden(State& s, const Event& e) {
    const Player retaker = *e.player("by");
    const Citation k = go_cite(s, "20.1", "20.1");
    Part part;
    part.id = "go.cycle";
    part.outcome = Outcome::Continues;
    part.corrections.push_back({CorrectionKind::VoidMove, retaker, e.text("move"), {k}});
    part.penalties.push_back({retaker, PenaltyKind::ForfeitTurn, 0, {k}});
    part.sentence = say(L("双提二子中{player}回提一子使全局同形再现，按本赛事规定此着禁止：着手无效，弃权一次，由{opponent}接着下。",
                          "雙提二子中{player}回提一子使全局同形再現，按本賽事規定此著禁止：著手無效，棄權一次，由{opponent}接著下。",
                          "In the sending-two-returning-one cycle {player}'s retake of one stone repeats the "
                          "whole-board position, which this event forbids: the move is void and {player} forfeits "
                          "one turn; {opponent} plays next."),
                        Vars{.player = retaker, .at = e.at});
    s.add(std::move(part), e);
}

// 20-3: a cycle neither player leaves is drawn or replayed, as the arbiter decides.
void cycle_draw_or_replay(State& s, const Event& e) {
    Part part;
    part.id = "go.cycle";
    part.outcome_citations = {go_cite(s, "20.3", "20.3")};
    const std::string d = e.text("chief_decision");
    part.outcome = d == "draw" ? Outcome::Draw : d == "replay" ? Outcome::Replay : Outcome::DrawOrReplay;
    if (part.outcome == Outcome::DrawOrReplay)
        part.options = {{"draw", Outcome::Draw, std::nullopt}, {"replay", Outcome::Replay, std::nullopt}};
    // The cycle in words (the file's word, e.g. triple_ko, is never shown).
    static const std::map<std::string, LocalizedText> cycles = {
        {"triple_ko", L("三劫循环", "三劫循環", "triple ko")},
        {"quadruple_ko", L("四劫循环", "四劫循環", "quadruple ko")},
        {"eternal_life", L("长生", "長生", "eternal life")},
        {"sending_two_returning_one", L("双提二子", "雙提二子", "sending two, returning one")},
        {"round_robin_ko", L("循环劫", "循環劫", "round-robin ko")},
    };
    const auto it = cycles.find(e.text("cycle"));
    const LocalizedText cycle = it != cycles.end() ? it->second : L("全局同形", "全局同形", "repetition");
    part.sentence = say(L("出现双方互不相让的全局循环（{words}）：可判和棋或者重下。", "出現雙方互不相讓的全局循環（{words}）：可判和棋或者重下。",
                          "A whole-board cycle ({words}) that neither player will leave: a draw or a replay."),
                        Vars{.player = e.player("by"), .at = e.at, .words = cycle});
    s.add(std::move(part), e);
}

}  // namespace

void go_move(State& s, const Event& e) {
    if (s.go_facts().played_twice) played_twice(s, e);
    else if (!s.go_facts().legal) illegal_move(s, e);
    else if (e.flag("press_before_captures_removed")) pressed_before_removing_captures(s, e);
}

// 2002 17-4 (1988: not covered, 25.1): a warning; the clock readings stand.
void go_clock_press(State& s, const Event& e) {
    const Player by = *e.player("by");
    Part part;
    part.id = "go.press-before-placing";
    const Citation c = go_cite(s, "25.1", "17.4");
    part.sentence = say(L("{player}未落子先按钟，警告一次，钟的读数不予更正。", "{player}未落子先按鐘，警告一次，鐘的讀數不予更正。",
                          "{player} pressed the clock before placing a stone: a warning; the clock readings are not "
                          "corrected."),
                        event_vars(e));
    s.warn(part, by, {c});
    // 2002 as practised (24-1): the warning costs one stone at the count.
    if (const std::int64_t stones = s.rules.number("ko_stone_deduction"); stones > 0 && !part.outcome)
        part.penalties.push_back({by, PenaltyKind::StoneDeduction, stones, {c}});
    s.add(std::move(part), e);
}

// 18: stones that still had liberties go back, and a warning.
void go_wrong_capture(State& s, const Event& e) {
    const Player by = *e.player("by");
    Part part;
    part.id = "go.wrong-capture";
    const Citation c = go_cite(s, "18");
    std::string stones;
    for (const auto& st : e.list("stones")) stones += (stones.empty() ? "" : " ") + st;
    part.corrections.push_back({CorrectionKind::PutStoneBack, std::nullopt, stones, {c, play_rule(s, "4")}});
    part.sentence = say(L("{player}误将对方有气之子提取：棋子放回原处，警告一次。", "{player}誤將對方有氣之子提取：棋子放回原處，警告一次。",
                          "{player} removed opponent stones that still had liberties: they go back and {player} is warned."),
                        event_vars(e));
    s.warn(part, by, {c});
    s.add(std::move(part), e);
}

void go_game_cycle(State& s, const Event& e) {
    if (!e.flag("neither_yields", true)) cycle_left(s, e);
    else if (e.text("cycle") == "sending_two_returning_one" && s.rules.text("sending_two_returning_one") == "forbidden")
        sending_two_retake_forbidden(s, e);
    else cycle_draw_or_replay(s, e);
}

// 22: the sealed point is occupied: one turn forfeited, the opponent plays. A sealed move that can
// stand needs no ruling.
void go_sealed_move(State& s, const Event& e) {
    if (!s.go_facts().occupied) return;
    const Player by = *e.player("by");
    Part part;
    part.id = "go.sealed-occupied";
    part.penalties.push_back({by, PenaltyKind::ForfeitTurn, 0, {go_cite(s, "22")}});
    part.corrections.push_back({CorrectionKind::OpponentMoves, other(by), "", {go_cite(s, "22")}});
    part.sentence = say(L("{player}封棋之点{move}已有棋子：判弃权一次，轮{opponent}下子。", "{player}封棋之點{move}已有棋子：判棄權一次，輪{opponent}下子。",
                          "{player}'s sealed point {move} is already occupied: {player} forfeits one turn and {opponent} plays."),
                        event_vars(e));
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
