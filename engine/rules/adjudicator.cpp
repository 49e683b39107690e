#include "engine/rules/adjudicator.hpp"

#include <algorithm>
#include <string_view>

#include "engine/rules/adjudication_state.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/go_rulings.hpp"
#include "engine/rules/replay.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::rules {

namespace {
const LocalizedText kWhite{"白方", "白方", "White"};
const LocalizedText kBlack{"黑方", "黑方", "Black"};
}  // namespace

const LocalizedText& player_text(Player p) { return p == Player::White ? kWhite : kBlack; }

namespace detail {

State::State(const Incident& inc, const Replay& r, const RuleSet& rule_set, std::vector<LocalizedText>& problems)
    : incident(inc), replay(r), rules(rule_set, inc.options, &problems), problems_(&problems) {}

bool State::can_mate(Player p, const Event& at) const {
    // The author's statement where there is one (the replay has checked it against a decided
    // search); else what the replay's search found at this event.
    const std::string side = p == Player::White ? "white" : "black";
    auto it = incident.facts.find(side + "_can_mate");
    if (it != incident.facts.end()) return it->second;
    const auto& searched = chess_facts().can_mate[idx(p)];
    if (searched && searched->undecided && problems_) {
        problems_->push_back(say(L("引擎在搜索限度内无法判定{player}在“{words}”事件时是否还能将杀；裁决取决于此，请写明：`facts: {{side}_can_mate: true}` 或 `false`", "引擎在搜索限度內無法判定{player}在「{words}」事件時是否還能將殺；裁決取決於此，請寫明：`facts: {{side}_can_mate: true}` 或 `false`",
                                   "the engine cannot decide within its search budget whether {side} can still checkmate at the {event_word} "
                                   "event; the ruling depends on it, so state it: facts: {{side}_can_mate: true or false}"),
                                 {.player = p, .words = event_text(at.kind, incident.game),
                                  .values = {{"side", side}, {"event_word", std::string(event_name(at.kind))}}}));
    }
    return !searched || searched->can;
}

bool State::surely_cannot_mate(Player p) const {
    const std::string side = p == Player::White ? "white" : "black";
    if (auto it = incident.facts.find(side + "_can_mate"); it != incident.facts.end()) return !it->second;
    const auto& searched = chess_facts().can_mate[idx(p)];
    return searched && !searched->can && !searched->undecided;
}

void State::warn(Part& part, Player p, std::vector<Citation> citations) {
    part.penalties.push_back({p, PenaltyKind::Warning, 0, citations});
    ++issued_warnings[idx(p)];
    fact("warnings_" + std::string(player_name(p)), std::to_string(warnings(p)));
    if (incident.game == GameKind::Go && warnings(p) >= 2 && rules.flag("second_warning_loses") && !part.outcome) {
        // 1988 25.2 (kept in 2002 practice): the second warning in one game loses it.
        part.id = "go.second-warning";
        part.outcome = win_for(other(p));
        part.outcome_citations = {cite_in("cn-go-1988", "25.2")};
        part.penalties.push_back({p, PenaltyKind::Loss, 0, {cite_in("cn-go-1988", "25.2")}});
        part.sentence += say(L("这是{player}本局第二次警告，判负。", "這是{player}本局第二次警告，判負。",
                               " This is {player}'s second warning in this game, so {player} loses."),
                             Vars{.player = p});
    }
}

void State::add(Part part, const Event& event) {
    // FIDE 12.9 leaves the penalty to the arbiter: a warning, time to the opponent, time off the
    // offender's clock are all within the menu for these offences (a loss is not what they call for).
    for (auto& p : part.penalties) {
        const bool menu = std::any_of(p.citations.begin(), p.citations.end(), [](const Citation& c) { return c.article == "12.9"; });
        if (!menu || p.kind == PenaltyKind::Loss) continue;
        for (PenaltyKind k : {PenaltyKind::ArbiterPenalty, PenaltyKind::Warning, PenaltyKind::TimeToOpponent, PenaltyKind::TimeDeducted})
            if (k != p.kind && std::find(p.also_allowed.begin(), p.also_allowed.end(), k) == p.also_allowed.end()) p.also_allowed.push_back(k);
    }
    ruling.parts.push_back(part.id);
    const std::size_t corrections_before = ruling.corrections.size();
    for (auto& p : part.penalties) ruling.penalties.push_back(std::move(p));
    for (auto& c : part.corrections) ruling.corrections.push_back(std::move(c));
    for (auto& o : part.options) ruling.options.push_back(std::move(o));
    if (part.outcome) {
        ruling.outcome = *part.outcome;
        ruling.outcome_citations = std::move(part.outcome_citations);
        if (ends_game(*part.outcome)) {
            over = true;
            ending_id = part.id;
            ended_at = event.at;
            ending_corrections = corrections_before;
        }
    }
    if (!part.sentence.en.empty()) sentences.push_back(std::move(part.sentence));
    // The ruling is named after the part that ended the game, else the latest irregularity.
    if (!part.id.empty() && (over ? ending_id == part.id : true)) {
        ruling.id = part.id;
        ruling.decided_at = current;
    }
}

// A "no irregularity" ruling still answers a question: it cites the article that settles it, read
// off the last event (and what the replay derived about it).
std::vector<Citation> settling_citations(const State& s) {
    if (s.incident.events.empty()) return {};
    const Event& e = s.incident.events.back();
    const std::size_t last = s.incident.events.size() - 1;
    if (s.incident.game == GameKind::Chess) {
        if (e.kind == EventKind::Move && e.flag("two_hands") && !e.flag("pressed", true))
            return {s.cite("7.5.4")};  // two hands count as an illegal move only once the clock is pressed
        if (e.kind == EventKind::Move && !e.flag("pressed", true))
            return {s.cite("6.2.1"), s.cite("12.6")};  // not completed; the arbiter does not tell him
        if (e.kind == EventKind::ClockPress && s.replay.steps[last].chess.completes)
            return {s.cite("6.2.1"), s.cite("6.2.2")};  // the press completes his move, whenever it comes
        return {s.cite("12.6")};  // the arbiter intervenes only where the Laws say so
    }
    if (e.kind == EventKind::SealedMove) return {go_cite(s, "14")};
    if (e.kind != EventKind::Move) return {};
    if (last > 0) {
        const Event& before = s.incident.events[last - 1];
        if (before.kind == EventKind::Pass && before.player("by") != e.player("by"))
            return {go_cite(s, "17.1", "17.2")};  // the opponent passed: not two moves in a row
    }
    const GoFacts& f = s.replay.steps[last].go;
    if (f.captures > 0 && f.would_be_suicide) {
        // A ko capture is legal unless it is the immediate recapture (20.1); a point that takes
        // stones is no forbidden point (5).
        if (f.ko_retake) return {go_cite(s, "5"), go_cite(s, "20.1", "20.1"), go_cite(s, "6", "6")};
        return {go_cite(s, "5")};
    }
    // 23.4: the removal of captured stones, not counted in byo-yomi, kept the move within time.
    if (f.removal_saved) return {go_cite(s, "12.2", "12"), go_cite(s, "23.4")};
    if (s.before().clocks.go) return {go_cite(s, "12.2", "12")};  // the byo-yomi: a move under the minute costs nothing
    return {};
}

void lose(Part& part, Player p, std::vector<Citation> cites) {
    part.outcome = win_for(other(p));
    part.outcome_citations = cites;
    part.penalties.push_back({p, PenaltyKind::Loss, 0, std::move(cites)});
}

Penalty menu_12_9(Player offender, std::vector<Citation> citations) {
    return {offender, PenaltyKind::Warning, 0, std::move(citations),
            {PenaltyKind::ArbiterPenalty, PenaltyKind::TimeToOpponent, PenaltyKind::TimeDeducted}};
}

LocalizedText menu_12_9_words(Player offender) {
    return say(L("裁判从12.9的处罚中选择：通常是警告，给{opponent}加时或扣减{player}的时间也同样可以。",
                 "裁判從12.9的處罰中選擇：通常是警告，給{opponent}加時或扣減{player}的時間也同樣可以。",
                 " The arbiter chooses the penalty from the list of 12.9: usually a warning, but adding time to {opponent}'s "
                 "clock or taking time off {player}'s is as open to him."),
               Vars{.player = offender});
}

void nothing_after_the_end(State& s) {
    // The game is over: no position is restored, no move replaces another, no touch obligation
    // or clock correction is left to carry out. Penalties already given stay (they were given).
    std::vector<Correction>& corrections = s.ruling.corrections;
    std::vector<LocalizedText> dropped;
    std::vector<CorrectionKind> seen;
    for (const Correction& c : corrections) {
        if (!acts_on_play(c.kind) || std::find(seen.begin(), seen.end(), c.kind) != seen.end()) continue;
        seen.push_back(c.kind);
        dropped.push_back(correction_text(c.kind));
    }
    if (seen.empty()) return;
    // The part that ended the game keeps citing what its corrections cited: the rule it broke (a
    // wrongful capture's 4 beside 18 and 25.2) is still the model answer's, only the act is gone.
    for (std::size_t i = s.ending_corrections; i < corrections.size(); ++i)
        if (acts_on_play(corrections[i].kind))
            for (const Citation& c : corrections[i].citations)
                if (std::find(s.ruling.outcome_citations.begin(), s.ruling.outcome_citations.end(), c) == s.ruling.outcome_citations.end())
                    s.ruling.outcome_citations.push_back(c);
    std::erase_if(corrections, [](const Correction& c) { return acts_on_play(c.kind); });
    s.sentences.push_back(say(L("对局已经结束，此前的纠正不再执行（{words}）。", "對局已經結束，此前的糾正不再執行（{words}）。",
                                "The game is over, so no earlier correction is carried out any more ({words})."),
                              Vars{.words = join(dropped, L("、", "、", "; "))}));
}

void after_end(State& s, const Event& e) {
    Part part;
    // {time_aside}: the time in brackets after what happened, when it is known.
    const std::string t = e.at ? clock::format_game_time(*e.at) : "";
    const Vars v{.player = e.player("by") ? e.player("by") : e.player("player"), .at = e.at, .move = e.text("move"),
                 .words = event_text(e.kind, s.incident.game),  // never the file's word (clock_press)
                 .values = {{"time_aside", e.at ? LocalizedText{"（" + t + "）", "（" + t + "）", " (" + t + ")"} : LocalizedText{}}}};
    if (e.kind == EventKind::FlagFall && s.ending_id.rfind("chess.", 0) == 0 &&
        (s.ending_id == "chess.checkmate" || s.ending_id == "chess.stalemate" || s.ending_id == "chess.dead-position" ||
         s.ending_id == "chess.automatic-draw")) {
        // 6.9 opens with its exceptions: a game already ended by mate, stalemate or a dead position
        // cannot be lost on time afterwards; 6.8: the flag only counts once it is seen or claimed.
        s.ruling.id = s.ending_id == "chess.checkmate" ? "chess.mate-beats-flag" : "chess.ending-beats-flag";
        s.ruling.outcome_citations.push_back(s.cite("6.9"));
        s.ruling.parts.push_back(s.ruling.id);
        s.sentences.push_back(say(
            L("{player}的旗落被发现时{time_aside}对局已经结束，此后的旗落不影响结果。",
              "{player}的旗落被發現時{time_aside}對局已經結束，此後的旗落不影響結果。",
              "{player}'s flag was seen down{time_aside} after the game had already ended, so a later flag fall changes nothing."),
            v));
        return;
    }
    if (e.kind == EventKind::Move && s.ending_id == "chess.flag-fall" && !s.chess_facts().ends_game.empty()) {
        s.ruling.id = "chess.flag-before-mate";
        s.ruling.parts.push_back(s.ruling.id);
        s.sentences.push_back(say(L("{player}的着法{time_aside}在旗落被确认之后，对局已经结束，这步棋不算。",
                                    "{player}的著法{time_aside}在旗落被確認之後，對局已經結束，這步棋不算。",
                                    "{player}'s move{time_aside} came after the flag fall had been established; the game was "
                                    "already over and the move does not count."),
                                  v));
        return;
    }
    s.sentences.push_back(say(L("此后的{words}{time_aside}发生在对局结束之后，不影响结果。",
                                "此後的{words}{time_aside}發生在對局結束之後，不影響結果。",
                                "The later {words}{time_aside} came after the game had ended and does not change the result."),
                              v));
}

}  // namespace detail

namespace {

// What must hold before a timeline can be replayed and ruled on: a rule set of the incident's game,
// and events known to that game with their required fields (events built in code get the checks
// the loader makes). Returns the rule set, or nothing with the problems in `out`.
// The game in words (国际象棋 / "chess"), for a sentence that is not the file's `game:` word.
LocalizedText game_words(GameKind game) {
    return game == GameKind::Chess ? detail::L("国际象棋", "國際象棋", "chess") : detail::L("围棋", "圍棋", "go");
}

const RuleSet* ready_to_rule(const Incident& given, Adjudication& out) {
    using detail::L;
    using detail::say;
    using detail::Vars;
    const RuleSet* rule_set = find_rule_set(given.rule_set);
    if (!rule_set) {
        out.problems.push_back(say(L("未知的规则集“{rule_set}”", "未知的規則集「{rule_set}」", "unknown rule set '{rule_set}'"), {.values = {{"rule_set", given.rule_set}}}));
        return nullptr;
    }
    if (rule_set->game != given.game) {
        // Two words in the sentence: the rule set's game and the incident's, each in the language.
        LocalizedText text = say(L("规则集“{rule_set}”用于{words}，", "規則集「{rule_set}」用於{words}，", "rule set '{rule_set}' is for {words}, "),
                                 {.words = game_words(rule_set->game), .values = {{"rule_set", given.rule_set}}});
        text += say(L("而这个事件描述是{words}", "而這個事件描述是{words}", "the incident is {words}"), {.words = game_words(given.game)});
        out.problems.push_back(std::move(text));
        return nullptr;
    }
    for (std::size_t i = 0; i < given.events.size(); ++i) {
        const Event& e = given.events[i];
        const EventSpec& spec = event_spec(e.kind);
        // "event 3 (move)" / "第 3 个事件（着法）": the event's place and what it is called.
        const Vars which{.number = static_cast<std::int64_t>(i + 1), .words = event_text(e.kind, given.game),
                         .values = {{"event_word", std::string(spec.name)}}};
        const auto problem = [&](const LocalizedText& text, FillValue value, std::optional<LocalizedText> words = {}) {
            Vars v = which;
            if (words) v.words = *words;
            v.values.push_back(std::move(value));
            out.problems.push_back(say(text, v));
        };
        if ((spec.games == Games::GoOnly && given.game != GameKind::Go) ||
            (spec.games == Games::ChessOnly && given.game != GameKind::Chess))
            problem(L("第 {number} 个事件（`{event_word}`）在{words}中不存在", "第 {number} 個事件（`{event_word}`）在{words}中不存在",
                      "event {number} ({event_word}) does not exist in {game}"),
                    {"game", std::string(game_name(given.game))}, game_words(given.game));
        for (const auto& f : spec.fields) {
            if (f.required && !e.has(f.name))
                problem(L("第 {number} 个事件（{words}）需要字段 `{field}`", "第 {number} 個事件（{words}）需要字段 `{field}`", "event {number} ({event_word}) needs '{field}'"),
                        {"field", std::string(f.name)});
            if (f.type == FieldType::Player && e.has(f.name) && !e.player(f.name))
                problem(L("第 {number} 个事件（{words}）：`{field}` 必须是 `white` 或 `black`", "第 {number} 個事件（{words}）：`{field}` 必須是 `white` 或 `black`",
                          "event {number} ({event_word}): '{field}' must be white or black"),
                        {"field", std::string(f.name)});
        }
    }
    return out.problems.empty() ? rule_set : nullptr;
}

}  // namespace

Adjudication adjudicate(const Incident& given) {
    Adjudication out;
    if (!ready_to_rule(given, out)) return out;
    // One replay of the timeline: the board, the clocks, the turn, and the facts derived from
    // them. A statement of the author's that contradicts them is a problem, not an override.
    return adjudicate(given, replay(given));
}

Adjudication adjudicate(const Incident& given, const Replay& replayed) {
    Adjudication out;
    const RuleSet* rule_set = ready_to_rule(given, out);
    if (!rule_set) return out;
    for (const auto& p : replayed.problems) out.problems.push_back(describe(given, p));
    if (!out.problems.empty()) return out;
    const Incident& incident = given;
    for (std::size_t i = 0; i < incident.events.size(); ++i)
        if (incident.events[i].kind == EventKind::Claim && !replayed.steps[i].chess.valid)
            out.problems.push_back(detail::L("没有给出可以核对的局面时，和棋要求需要写明 `valid`", "沒有給出可以核對的局面時，和棋要求需要寫明 `valid`",
                                             "a claim needs 'valid' when the incident gives no position to check it against"));
    if (!out.problems.empty()) return out;

    detail::State state(incident, replayed, *rule_set, out.problems);
    if (incident.game == GameKind::Go) {
        // Fields that only some rule-set options can use.
        for (const Event& e : incident.events) {
            if (e.kind == EventKind::GameCycle && e.text("cycle") == "sending_two_returning_one" && !e.has("by") &&
                state.rules.text("sending_two_returning_one") == "forbidden")
                out.problems.push_back(detail::L("在 `sending_two_returning_one: forbidden` 下，`game_cycle` 事件需要写明 `by`（谁回提）", "在 `sending_two_returning_one: forbidden` 下，`game_cycle` 事件需要寫明 `by`（誰回提）",
                                                 "with sending_two_returning_one: forbidden the game_cycle needs 'by' (who retook)"));
            if (e.kind == EventKind::Move && e.flag("press_before_captures_removed") &&
                !state.rules.flag("capture_press_admonition") && e.text("sanction") == "admonition")
                out.problems.push_back(detail::L("2002 年规则第 22-6 条对未提子先按钟判警告，而不是劝告", "2002 年規則第 22-6 條對未提子先按鐘判警告，而不是勸告",
                                                 "2002 Art. 22-6 gives a warning, not an admonition, for pressing before removing "
                                                 "captured stones"));
        }
    }
    if (!out.problems.empty()) return out;
    for (std::size_t i = 0; i < incident.events.size(); ++i) {
        const Event& event = incident.events[i];
        state.current = i;
        // Go: the byo-yomi ran out before this event; the game was lost at that second.
        if (const auto& out_of_time = replayed.steps[i].count_out; out_of_time && !state.over)
            detail::go_count_out(state, *out_of_time);
        if (state.over) {
            // A second late arrival decides "both lose" even though the first already forfeited the game.
            const bool both_late = event.kind == EventKind::LateArrival && (state.ending_id == "chess.late-default" ||
                                                                            state.ending_id == "go.late-beyond-limit");
            if (!both_late) {
                detail::after_end(state, event);
                continue;
            }
        }
        if (incident.game == GameKind::Chess) detail::chess_event(state, event);
        else detail::go_event(state, event);
    }
    if (!out.problems.empty()) return out;  // e.g. a can-mate question the search could not settle
    Ruling& r = state.ruling;
    if (ends_game(r.outcome)) detail::nothing_after_the_end(state);
    if (r.id.empty()) {
        r.id = incident.game == GameKind::Chess ? "chess.no-irregularity" : "go.no-irregularity";
        r.outcome_citations = detail::settling_citations(state);
        state.sentences.push_back(detail::L("没有违规，对局继续。", "沒有違規，對局繼續。", "No irregularity: the game continues."));
        // 23.4: say why the move's time is what it is when the removal of captures was left out.
        if (!replayed.steps.empty() && replayed.steps.back().go.removal_saved)
            state.sentences.push_back(detail::L("读秒时提子不计时间：扣除提子的时间后，这步棋既没有超时，也没有多用保留的一分钟。",
                                                "讀秒時提子不計時間：扣除提子的時間後，這步棋既沒有超時，也沒有多用保留的一分鐘。",
                                                "In byo-yomi the removal of captured stones is not timed: without it the move neither "
                                                "overstepped the time nor used up a reserved minute."));
    }
    r.explanation = join(state.sentences, L("", "", " "));
    out.ruling = std::move(r);
    return out;
}

}  // namespace arbiter::rules
