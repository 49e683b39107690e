// Go: the clock and attendance — the count-out and overtime (1988 12.1 / 12.2 / 23.5, 2002 22-5),
// a claim that the opponent's time is up (1988 12.2, 23.4), late arrival (1988 23.1–23.3, 2002
// 22-1 to 22-3) and leaving the seat in byo-yomi (1988 23.6, 2002 22-7).
#include "engine/rules/go_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

// A loss on time: 23.5 is the sanction, 12.2 the byo-yomi that measured the time, and 12.1 the
// rule broken ("棋手用时不得超过规定时限"). The 2002 text numbers its timing article 12 as a whole.
std::vector<Citation> time_limit_citations(const State& s) {
    if (s.rules.cites_go_2002()) return {go_cite(s, "23.5", "22.5"), go_cite(s, "12.2", "12")};
    return {go_cite(s, "23.5"), go_cite(s, "12.2"), go_cite(s, "12.1")};
}

// The last move `p` made before the current event, if any, as the replay played it.
const ReplayStep* last_move_by(const State& s, Player p) {
    for (std::size_t i = s.current; i-- > 0;) {
        const Event& e = s.incident.events[i];
        if (e.kind == EventKind::Move && e.player("by") == p) return &s.replay.steps[i];
    }
    return nullptr;
}

// One late player, or — after a first forfeit — the second (1988 23.2, 2002 22-3: both lose).
void late_beyond_limit(State& s, const Event& e, const Vars& v, bool lodging) {
    const Player by = *e.player("by");
    Part part;
    if (s.over && s.ending_id == "go.late-beyond-limit") {
        part.id = "go.both-late";
        part.outcome = Outcome::BothLose;
        part.outcome_citations = {go_cite(s, "23.2", "22.3")};
        part.penalties.push_back({by, PenaltyKind::Loss, 0, part.outcome_citations});
        part.sentence = say(L("{player}也迟到超过规定时间：双方均弃权作负。", "{player}也遲到超過規定時間：雙方均棄權作負。",
                              "{player} was also later than the limit: both players forfeit."),
                            v);
        s.over = false;
    } else {
        part.id = "go.late-beyond-limit";
        lose(part, by, {go_cite(s, "23.1", lodging ? "22.2" : "22.1")});
        part.sentence = say(L("{player}迟到{duration}，超过规定的{limit}，判弃权作负。", "{player}遲到{duration}，超過規定的{limit}，判棄權作負。",
                              "{player} arrived {duration} late, beyond the {limit} allowed: {player} forfeits the game."),
                            v);
    }
    s.add(std::move(part), e);
}

// 1988 23.3, 2002 22-1: the player plays and the lateness (doubled in 2002) comes off his time.
void late_within_limit(State& s, const Event& e, Vars v, bool lodging) {
    const Player by = *e.player("by");
    const clock::Millis late_by = *e.time("late_by");
    Part part;
    part.id = "go.late-within-limit";
    const std::int64_t factor = s.rules.number("late_charge_factor");
    // At the lodging venue the lateness is charged as 22-1 charges it (docs/rulings.md): both cited.
    std::vector<Citation> c = {go_cite(s, "23.3", "22.1")};
    if (const Citation lodging_article = go_cite(s, "23.3", "22.2"); lodging && lodging_article != c.front())
        c.insert(c.begin(), lodging_article);
    part.penalties.push_back({by, PenaltyKind::TimeDeducted, late_by * factor / 1000, c});
    part.corrections.push_back({CorrectionKind::AllowPlay, by, "", c});
    v.seconds = late_by * factor / 1000;
    part.sentence = say(factor == 1 ? L("{player}迟到{duration}，未超过规定时间，可以比赛，从{player}的时限中扣除迟到时间（{seconds}秒）。",
                                        "{player}遲到{duration}，未超過規定時間，可以比賽，從{player}的時限中扣除遲到時間（{seconds}秒）。",
                                        "{player} arrived {duration} late, within the limit: {player} plays, and the lateness ({seconds} s) "
                                        "comes off {player}'s time.")
                                    : L("{player}迟到{duration}，未超过规定时间，可以比赛，迟到时间加倍从时限中扣除（{seconds}秒）。",
                                        "{player}遲到{duration}，未超過規定時間，可以比賽，遲到時間加倍從時限中扣除（{seconds}秒）。",
                                        "{player} arrived {duration} late, within the limit: {player} plays, and twice the lateness "
                                        "({seconds} s) comes off {player}'s time."),
                        v);
    s.add(std::move(part), e);
}

}  // namespace

// 1988 12.2 / 23.5, 2002 22-5: the count reached "10, overtime loses". The replay finds the second
// from the clock alone, so no `overtime` event is needed and nothing after it counts.
void go_count_out(State& s, const CountOut& out) {
    const Player by = out.player;
    // The last calls before the loss, in each language ("50秒, 1, 2 … 9, 10，超时判负").
    std::vector<LocalizedText> last_calls;
    const clock::Millis turn_started = s.before().clocks.turn_started;
    for (const auto& c : out.calls)
        if (turn_started + c.offset + clock::seconds(12) >= out.at) last_calls.push_back(c.words);
    const LocalizedText calls = join(last_calls, L("、", "、", ", "));
    s.fact("count_out", calls.zh_hans);
    s.fact("lost_on_time_at", clock::format_game_time(out.at));
    Part part{"go.overtime", {}, {}, {}, {}, {}, {}};
    lose(part, by, time_limit_citations(s));
    part.sentence = say(L("{player}的读秒{at_time}读到“10，超时判负”（{calls}），{player}超时判负。",
                          "{player}的讀秒{at_time}讀到「10，超時判負」（{calls}），{player}超時判負。",
                          "{player}'s count reached \"10 — lost on time\"{at_time} ({calls}): {player} loses on time."),
                        Vars{.player = by, .at = out.at, .values = {{"calls", calls}}});
    Event at_loss;
    at_loss.at = out.at;
    s.add(std::move(part), at_loss);
}

// An `overtime` event: a loss, or one forfeited turn when the player asks for it and the rule set
// allows it (`overtime_pass_on_request`, 2002 22-5).
void go_overtime(State& s, const Event& e) {
    const Player by = *e.player("by");
    Part part;
    if (e.flag("requested_pass") && s.rules.flag("overtime_pass_on_request")) {
        part.id = "go.overtime-pass";
        const Citation c = go_cite(s, "23.5", "22.5");
        part.penalties.push_back({by, PenaltyKind::ForfeitTurn, 0, {c}});
        part.outcome = Outcome::Continues;
        part.outcome_citations = {c};
        part.sentence = say(L("{player}超时，申请改为弃权一次：{opponent}接着下，读秒照旧。", "{player}超時，申請改為棄權一次：{opponent}接著下，讀秒照舊。",
                              "{player} overstepped the time and asked for a pass instead of a loss: {opponent} plays next "
                              "and the byo-yomi goes on as before."),
                            event_vars(e));
    } else {
        part.id = "go.overtime";
        lose(part, by, time_limit_citations(s));
        part.sentence = say(L("{player}用时超过时限（读到“10，超时判负”），判负。", "{player}用時超過時限（讀到「10，超時判負」），判負。",
                              "{player} exceeded the time limit (the count reached \"10 — lost on time\"): {player} loses."),
                            event_vars(e));
    }
    s.add(std::move(part), e);
}

// A flag (the count) claimed down while the replay finds the player still within time: had it
// run out, the count-out would already have ended the game. In byo-yomi under 1988 the time spent
// removing captured stones is not counted (23.4); when that is what kept the player's last move
// within the minute, the ruling says so and cites it.
void go_flag_fall(State& s, const Event& e) {
    const Player p = *e.player("player");
    const ReplayStep* last = last_move_by(s, p);
    const bool removal_saved = last && last->go.removal_saved;
    const std::string claimant = e.text("noticed_by", "arbiter");
    Part part;
    part.id = "go.time-claim-rejected";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {go_cite(s, "12.2", "12")};
    if (removal_saved) part.outcome_citations.push_back(go_cite(s, "23.4"));
    if (claimant == "white" || claimant == "black")
        part.corrections.push_back({CorrectionKind::ClaimRejected, parse_player(claimant), "", part.outcome_citations});
    Vars v{.player = p, .at = e.at};
    if (last && last->event.at) v.duration = last->event.time("capture_time").value_or(0);
    part.sentence = say(removal_saved
                            ? L("{player}读秒中提子用了{duration}；按1988年规则读秒时提子不计时间，扣除后{player}的这步棋没有用满读秒时间，未超时，对局继续。",
                                "{player}讀秒中提子用了{duration}；按1988年規則讀秒時提子不計時間，扣除後{player}的這步棋沒有用滿讀秒時間，未超時，對局繼續。",
                                "{player} spent {duration} removing captured stones in byo-yomi; under the 1988 rules removal time is not "
                                "counted in byo-yomi, and without it {player}'s move stayed within the count: no overtime, play on.")
                            : L("{player}的读秒还没有读到“10，超时判负”，未超时，对局继续。", "{player}的讀秒還沒有讀到「10，超時判負」，未超時，對局繼續。",
                                "{player}'s count has not reached \"10 — lost on time\": no overtime, play on."),
                        v);
    s.add(std::move(part), e);
}

void go_late_arrival(State& s, const Event& e) {
    const clock::Millis late_by = *e.time("late_by");
    // 2002 22-2: when the playing hall is in the players' lodging the limit is 15 minutes, not 1 hour.
    const bool lodging = s.rules.flag("lodging_venue_limit") && e.text("venue") == "lodging";
    const clock::Millis limit = e.time("default_time").value_or(
        clock::seconds(s.rules.number(lodging ? "late_limit_lodging_s" : "late_limit_s")));
    const Vars v{.player = e.player("by"), .at = e.at, .duration = late_by, .limit = limit};
    if (late_by > limit) late_beyond_limit(s, e, v, lodging);
    else late_within_limit(s, e, v, lodging);
}

// 1988 23.6, 2002 22-7: one absence asked for in the opponent's time and allowed by the arbiter;
// any other absence in byo-yomi does not stop the count.
void go_leave_seat(State& s, const Event& e) {
    const Citation c = go_cite(s, "23.6", "22.7");
    if (!s.go_facts().in_byoyomi) {
        // The article speaks of byo-yomi only: a player with main time left who leaves his seat
        // uses his own time, and the rules see no irregularity in it.
        Part part;
        part.id = "go.leave-seat-main-time";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {c};
        part.sentence = say(L("{player}离席时还没有进入读秒，他的钟照走，用的是自己的时间：规则只限制读秒时离席，这里没有违规。",
                              "{player}離席時還沒有進入讀秒，他的鐘照走，用的是自己的時間：規則只限制讀秒時離席，這裡沒有違規。",
                              "{player} left the seat before byo-yomi began: his clock runs on his own time, and the rule on "
                              "leaving the seat concerns byo-yomi only, so there is no irregularity."),
                            event_vars(e));
        s.add(std::move(part), e);
        return;
    }
    const bool allowed = e.flag("permission") && e.flag("during_opponent_time") && e.integer("times_before", 0) == 0;
    Part part;
    part.id = allowed ? "go.leave-seat-permitted" : "go.leave-seat";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {c};
    if (!allowed) part.corrections.push_back({CorrectionKind::ContinueCounting, *e.player("by"), "", {c}});
    part.sentence = say(allowed ? L("{player}在对方思考时提出并经裁判同意离席，本局仅此一次。",
                                    "{player}在對方思考時提出並經裁判同意離席，本局僅此一次。",
                                    "{player} asked during the opponent's time and the arbiter agreed: one absence "
                                    "allowed in this game.")
                                : L("{player}读秒时离席：裁判照常读秒，超时判负。", "{player}讀秒時離席：裁判照常讀秒，超時判負。",
                                    "{player} left the seat during byo-yomi: the arbiter keeps counting, and overtime "
                                    "loses."),
                        event_vars(e));
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
