// Go: the players' conduct — phones (1988: as disturbing the opponent, 24.2; 2002 23-7 as
// reported), disturbing the opponent (24.2), leaving the game without reason (24.1) and consulting
// material or other people (24.3). The 2002 texts of 24.1–24.3 were not recovered: the 1988 ones
// are applied and cited (docs/rulings.md).
#include <string>

#include "engine/rules/go_rulings.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::rules::detail {

namespace {

// Neither text in the reference says anything about a device that is merely carried.
void silent_phone(State& s, const Event& e) {
    Part part;
    part.id = "go.phone-silent";
    part.outcome = Outcome::Continues;
    part.sentence = say(L("{player}身上带有手机，但既没有响也没有使用：所依据的围棋规则对此没有规定，不予处罚（赛事规程可另有规定）。",
                          "{player}身上帶有手機，但既沒有響也沒有使用：所依據的圍棋規則對此沒有規定，不予處罰（賽事規程可另有規定）。",
                          "{player} had a phone that neither rang nor was used: the Go rules followed here say "
                          "nothing about that, so there is no penalty (event regulations may say otherwise)."),
                        event_vars(e));
    s.add(std::move(part), e);
}

// `phone_rule: warning_then_loss`, 2002 23-7 as reported (its text is not in the reference): a
// ringing phone, or a player looking at one, is a warning the first time and a loss the second.
void phone_warning_then_loss(State& s, const Event& e, bool used) {
    const Player by = *e.player("by");
    const Vars v = event_vars(e);
    const Citation c = State::cite_in("cn-go-2002", "23.7");
    const std::string key = "phone_offences_" + std::string(player_name(by));
    // The count is a fact this function wrote itself (std::to_string below), so it reads back.
    const int before = s.ruling.fact(key) ? parse_whole_number<int>(s.ruling.fact(key)->value).value_or(0) : 0;
    s.fact(key, std::to_string(before + 1));
    Part part;
    if (before >= 1) {
        part.id = "go.phone-second";
        lose(part, by, {c});
        part.sentence = say(used ? L("{player}在对局中查看手机，这是本局第二次手机违规：{player}判负。",
                                     "{player}在對局中查看手機，這是本局第二次手機違規：{player}判負。",
                                     "{player} looked at a phone during the game, the second phone offence in this "
                                     "game: {player} loses.")
                                 : L("{player}的手机在对局中响起，这是本局第二次手机违规：{player}判负。",
                                     "{player}的手機在對局中響起，這是本局第二次手機違規：{player}判負。",
                                     "{player}'s phone rang during the game, the second phone offence in this game: "
                                     "{player} loses."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    part.id = "go.phone";
    // As 23-7 is applied (reference §A2's practice note: warnings come with 罚一子), the first
    // offence is a warning and `ko_stone_deduction` stones off the count (docs/rulings.md).
    const std::int64_t stones = s.rules.number("ko_stone_deduction");
    Vars with_stones = v;
    with_stones.number = stones;
    part.sentence = say(used ? (stones > 0 ? L("{player}在对局中查看手机：本局第一次，警告一次并罚{number}子；再有一次即判负。",
                                               "{player}在對局中查看手機：本局第一次，警告一次並罰{number}子；再有一次即判負。",
                                               "{player} looked at a phone during the game: the first time in this game, a "
                                               "warning and {number} stone(s) off {player}'s count; a second time loses.")
                                           : L("{player}在对局中查看手机：本局第一次，警告一次；再有一次即判负。",
                                               "{player}在對局中查看手機：本局第一次，警告一次；再有一次即判負。",
                                               "{player} looked at a phone during the game: the first time in this game, a "
                                               "warning; a second time loses."))
                             : (stones > 0 ? L("{player}的手机在对局中响起：本局第一次，警告一次并罚{number}子；再有一次即判负。",
                                               "{player}的手機在對局中響起：本局第一次，警告一次並罰{number}子；再有一次即判負。",
                                               "{player}'s phone rang during the game: the first time in this game, a warning "
                                               "and {number} stone(s) off {player}'s count; a second time loses.")
                                           : L("{player}的手机在对局中响起：本局第一次，警告一次；再有一次即判负。",
                                               "{player}的手機在對局中響起：本局第一次，警告一次；再有一次即判負。",
                                               "{player}'s phone rang during the game: the first time in this game, a warning; "
                                               "a second time loses.")),
                        with_stones);
    s.warn(part, by, {c});
    if (stones > 0 && !part.outcome) part.penalties.push_back({by, PenaltyKind::StoneDeduction, stones, {c}});
    s.add(std::move(part), e);
}

// `phone_rule: disturbance` (1988, which has no article on phones): disturbing the opponent, 24.2.
void phone_as_disturbance(State& s, const Event& e, bool used) {
    Part part;
    part.id = "go.phone";
    minor_sanction(s, part, e, *e.player("by"), go_cite(s, "24.2"), true,
                   used ? L("{player}在对局中查看手机，按妨碍对方思考处理，{sanction}。", "{player}在對局中查看手機，按妨礙對方思考處理，{sanction}。",
                            "{player} looked at a phone during the game, treated as disturbing the opponent: {sanction}.")
                        : L("{player}的手机在对局中响起，妨碍对方思考，{sanction}。", "{player}的手機在對局中響起，妨礙對方思考，{sanction}。",
                            "{player}'s phone rang during the game, disturbing the opponent: {sanction}."),
                   event_vars(e));
    s.add(std::move(part), e);
}

}  // namespace

void go_phone(State& s, const Event& e) {
    const bool rang = e.flag("rang", true);
    const bool used = e.flag("used");
    if (!rang && !used) silent_phone(s, e);
    else if (s.rules.text("phone_rule") == "warning_then_loss") phone_warning_then_loss(s, e, used);
    else phone_as_disturbance(s, e, used);
}

// 24.2: admonition or warning ("劝告或警告一次").
void go_disturbance(State& s, const Event& e) {
    Part part;
    part.id = "go.disturbance";
    const Citation c = go_cite(s, "24.2");
    minor_sanction(s, part, e, *e.player("by"), c, true,
                   L("{player}有妨碍对方思考的行为，{sanction}。", "{player}有妨礙對方思考的行為，{sanction}。",
                     "{player} disturbed the opponent's thinking: {sanction}."),
                   event_vars(e));
    s.add(std::move(part), e);
}

// 1988 24.1 (the 2002 text of this article was not recovered: the 1988 one is applied).
void go_leave_game(State& s, const Event& e) {
    const Citation c = go_cite(s, "24.1");
    Part part;
    if (e.flag("with_reason")) {
        part.id = "go.left-game-excused";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {c};
        part.sentence = say(L("{player}中途离开赛场，但有裁判员认可的理由：不属无故退场，不予处罚。",
                              "{player}中途離開賽場，但有裁判員認可的理由：不屬無故退場，不予處罰。",
                              "{player} left the playing hall with a reason the arbiter accepts: not leaving without "
                              "reason, so no penalty."),
                            event_vars(e));
        s.add(std::move(part), e);
        return;
    }
    // No outcome of its own: the warning may be the second in the game (25.2).
    const Player by = *e.player("by");
    part.id = "go.left-game";
    part.corrections.push_back({CorrectionKind::ReportToCommittee, by, "", {c}});
    part.sentence = say(L("{player}在比赛中无故中途退场：警告一次，并申报大会组委会。",
                          "{player}在比賽中無故中途退場：警告一次，並申報大會組委會。",
                          "{player} left the game without reason: a warning, and the case is reported to the "
                          "organising committee."),
                        event_vars(e));
    s.warn(part, by, {c});
    s.add(std::move(part), e);
}

// 24.3: a warning; a serious case loses.
void go_consultation(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Citation c = go_cite(s, "24.3");
    Part part;
    if (e.flag("serious")) {
        part.id = "go.consultation-serious";
        lose(part, by, {c});
        part.sentence = say(L("{player}在对局中查阅资料或与他人议论棋势，情节严重，判负。",
                              "{player}在對局中查閱資料或與他人議論棋勢，情節嚴重，判負。",
                              "{player} consulted material or discussed the game with others, a serious case: {player} loses."),
                            event_vars(e));
    } else {
        part.id = "go.consultation";
        part.sentence = say(L("{player}在对局中查阅资料或与他人交谈，警告一次。", "{player}在對局中查閱資料或與他人交談，警告一次。",
                              "{player} consulted material or talked with others during the game: a warning."),
                            event_vars(e));
        s.warn(part, by, {c});
    }
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
