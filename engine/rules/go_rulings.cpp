// 中国围棋竞赛规则 1988 (third chapter, 裁判法, Art. 17–25, from the seed text) and 2002 (the
// "2002(b)" numbering of the Go reference §A1.1/§A2). Where the 2002 text was not recovered the
// 1988 article is applied and cited (docs/rulings.md).
#include "engine/rules/adjudication_state.hpp"

namespace arbiter::rules::detail {

namespace {

// The article for a topic: the 2002 number when that edition has one, else the 1988 article.
Citation go_cite(const State& s, std::string_view a1988, std::string_view a2002 = {}) {
    if (s.is_2002() && !a2002.empty()) return State::cite_in("cn-go-2002", a2002);
    return State::cite_in("cn-go-1988", a1988);
}

// The rule of play an irregularity broke, cited beside the sanction: 2.1 (alternate moves), 2.3
// (a stone once placed does not move), 4 (capturing), 5 (forbidden points), 6 (no repetition of the
// whole board). The 2002 text keeps 6; for the others its wording was not recovered and the 1988
// article is cited.
Citation play_rule(const State& s, std::string_view a1988) { return go_cite(s, a1988, a1988 == "6" ? "6" : ""); }

void lose(Part& part, Player p, std::vector<Citation> cites) {
    part.outcome = win_for(other(p));
    part.outcome_citations = cites;
    part.penalties.push_back({p, PenaltyKind::Loss, 0, std::move(cites)});
}

// 1988 23.4 and 24.2 say "劝告或警告一次": the event names the arbiter's choice, else the rule set's
// `minor_sanction` decides. Only a warning is recorded towards 25.2. `allow_admonition` is false
// where the article applied names a warning only (2002 22-6). The template's '@' becomes the sanction.
void minor_sanction(State& s, Part& part, const Event& e, Player by, const Citation& c, bool allow_admonition,
                    const LocalizedText& sentence, const Vars& v) {
    const bool admonition = allow_admonition && e.text("sanction", s.rules.text("minor_sanction")) == "admonition";
    const LocalizedText words = admonition ? L("劝告", "勸告", "an admonition") : L("警告一次", "警告一次", "a warning");
    part.sentence = say(sentence, v);
    for (Language l : kAllLanguages) {
        std::string& t = part.sentence.get(l);
        t.replace(t.find('@'), 1, words.get(l));
    }
    if (admonition) part.penalties.push_back({by, PenaltyKind::Admonition, 0, {c}});
    else s.warn(part, by, {c});
    // "劝告或警告一次": the other sanction is as right as the one chosen.
    if (allow_admonition)
        for (auto& p : part.penalties)
            if (p.player == by && (p.kind == PenaltyKind::Admonition || p.kind == PenaltyKind::Warning) && p.also_allowed.empty())
                p.also_allowed = {p.kind == PenaltyKind::Warning ? PenaltyKind::Admonition : PenaltyKind::Warning};
}

}  // namespace

// 1988 12.2 / 23.5, 2002 22-5: the count reached "10, overtime loses". The replay finds the second
// from the clock alone, so no `overtime` event is needed and nothing after it counts.
void go_count_out(State& s, const CountOut& out) {
    const Player by = out.player;
    // The last calls before the loss, in each language ("50秒, 1, 2 … 9, 10，超时判负").
    LocalizedText calls;
    const clock::Millis turn_started = s.before().clocks.turn_started;
    for (const auto& c : out.calls) {
        if (turn_started + c.offset + clock::seconds(12) < out.at) continue;
        for (Language l : kAllLanguages) {
            std::string& t = calls.get(l);
            t += (t.empty() ? "" : (l == Language::En ? ", " : "、")) + c.words.get(l);
        }
    }
    s.fact("count_out", calls.zh_hans);
    s.fact("lost_on_time_at", clock::format_game_time(out.at));
    Part part{"go.overtime", {}, {}, {}, {}, {}, {}};
    lose(part, by, {go_cite(s, "23.5", "22.5"), go_cite(s, "12.2", "12")});
    part.sentence = say(L("{p}的读秒在{t}读到“10，超时判负”（@），{p}超时判负。",
                          "{p}的讀秒在{t}讀到「10，超時判負」（@），{p}超時判負。",
                          "{p}'s count reached \"10 — lost on time\" at {t} (@): {p} loses on time."),
                        Vars{.player = by, .at = out.at});
    for (Language l : kAllLanguages) {
        std::string& t = part.sentence.get(l);
        t.replace(t.find('@'), 1, calls.get(l));
    }
    Event at_loss;
    at_loss.at = out.at;
    s.add(std::move(part), at_loss);
}

namespace {

void move_event(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v{.player = by, .at = e.at, .move = e.text("move")};
    if (e.flag("played_twice")) {
        Part part{"go.play-twice", {}, {}, {}, {}, {}, {}};
        const Citation c = go_cite(s, "17.1", "17.2");
        if (s.rules.text("play_twice") == "loss") {
            lose(part, by, {c, play_rule(s, "2.1")});
            part.sentence = say(L("{o}并未弃权，{p}连走两步（第二步{m}），判{p}负。", "{o}並未棄權，{p}連走兩步（第二步{m}），判{p}負。",
                                  "{o} had not passed and {p} played twice in a row (the second stone {m}): {p} loses."),
                                v);
        } else {
            part.corrections.push_back({CorrectionKind::VoidMove, by, e.text("move"), {c, play_rule(s, "2.1")}});
            part.sentence = say(L("{p}连走两步，第二步{m}无效，警告一次。", "{p}連走兩步，第二步{m}無效，警告一次。",
                                  "{p} played twice in a row: the second stone {m} is void and {p} is warned."),
                                v);
            s.warn(part, by, {c});
        }
        s.add(std::move(part), e);
        return;
    }
    if (!e.flag("legal", true)) {
        const std::string reason = e.text("reason", "other");
        Part part;
        const std::int64_t stones = s.rules.number("ko_stone_deduction");
        if (reason == "ko_recapture" && s.rules.text("ko_recapture_penalty") == "warning") {
            // CWA practice (reference §A2): the retake is taken back and the offender is warned, with
            // `ko_stone_deduction` stones off his count; he then plays elsewhere, no turn is forfeited.
            part.id = "go.ko-recapture";
            const Citation c = go_cite(s, "20.1", "20.1");
            part.corrections.push_back({CorrectionKind::VoidMove, by, e.text("move"), {c, play_rule(s, "6")}});
            Vars with_stones = v;
            with_stones.number = stones;
            part.sentence = say(stones > 0 ? L("{p}在{m}劫争马上回提：着手无效，按现行做法警告一次并罚{n}子，{p}另行落子。",
                                               "{p}在{m}劫爭馬上回提：著手無效，按現行做法警告一次並罰{n}子，{p}另行落子。",
                                               "{p} retook the ko at {m} immediately: the move is void and, as current "
                                               "practice has it, {p} is warned and {n} stone(s) come off {p}'s count; {p} "
                                               "plays elsewhere.")
                                           : L("{p}在{m}劫争马上回提：着手无效，按现行做法警告一次，{p}另行落子。",
                                               "{p}在{m}劫爭馬上回提：著手無效，按現行做法警告一次，{p}另行落子。",
                                               "{p} retook the ko at {m} immediately: the move is void and, as current "
                                               "practice has it, {p} is warned; {p} plays elsewhere."),
                                with_stones);
            s.warn(part, by, {c});
            if (stones > 0) part.penalties.push_back({by, PenaltyKind::StoneDeduction, stones, {c}});
            s.add(std::move(part), e);
            return;  // still the offender's turn
        }
        if (reason == "suicide" || reason == "ko_recapture") {
            const bool ko = reason == "ko_recapture";
            part.id = ko ? "go.ko-recapture" : "go.forbidden-point";
            const Citation c = ko ? go_cite(s, "20.1", "20.1") : go_cite(s, "19");
            part.corrections.push_back({CorrectionKind::VoidMove, by, e.text("move"), {c, play_rule(s, ko ? "6" : "5")}});
            part.penalties.push_back({by, PenaltyKind::ForfeitTurn, 0, {c}});
            if (ko && stones > 0) part.penalties.push_back({by, PenaltyKind::StoneDeduction, stones, {c}});
            part.sentence = say(ko ? L("{p}在{m}劫争马上回提：着手无效，弃权一次，由{o}接着下。",
                                       "{p}在{m}劫爭馬上回提：著手無效，棄權一次，由{o}接著下。",
                                       "{p} retook the ko at {m} immediately: the move is void and {p} forfeits one turn; "
                                       "{o} plays next.")
                                     : L("{p}下在禁着点{m}：着手无效，弃权一次，由{o}接着下。",
                                         "{p}下在禁著點{m}：著手無效，棄權一次，由{o}接著下。",
                                         "{p} played on the forbidden point {m}: the move is void and {p} forfeits one "
                                         "turn; {o} plays next."),
                                v);
        } else {
            part.id = "go.move-refused";
            part.corrections.push_back({CorrectionKind::VoidMove, by, e.text("move"), {go_cite(s, "25.1")}});
            part.sentence = say(L("{p}的着手{m}不能成立（该点不可落子），取回，{p}重新下。",
                                  "{p}的著手{m}不能成立（該點不可落子），取回，{p}重新下。",
                                  "{p}'s stone at {m} cannot stand (the point is not playable): it is taken back and "
                                  "{p} plays again."),
                                v);
            s.add(std::move(part), e);
            return;  // still the same player's turn
        }
        s.add(std::move(part), e);
        return;
    }
    if (e.flag("press_before_captures_removed")) {
        Part part{"go.press-before-removing-captures", {}, {}, {}, {}, {}, {}};
        const Citation c = go_cite(s, "23.4", "22.6");
        minor_sanction(s, part, e, by, c, !s.is_2002(),
                       L("{p}提子时未把死子提清就按钟，@。", "{p}提子時未把死子提清就按鐘，@。",
                         "{p} pressed the clock before removing all the captured stones: @."),
                       v);
        if (s.rules.number("ko_stone_deduction") > 0)
            part.penalties.push_back({by, PenaltyKind::StoneDeduction, s.rules.number("ko_stone_deduction"), {c}});
        s.add(std::move(part), e);
    }
}

// A number of stones in quarters as the Chinese rules write it: 184¼, 2¾, ½.
std::string stones_text(std::int64_t quarters) {
    static const char* const kFraction[] = {"", "¼", "½", "¾"};
    const std::int64_t q = quarters < 0 ? -quarters : quarters;
    const std::int64_t whole = q / 4;
    const char* fraction = kFraction[q % 4];
    return whole == 0 && q % 4 != 0 ? std::string(fraction) : std::to_string(whole) + fraction;
}

// Both confirmed the end and the replay counted the board (Art. 9, komi Art. 11): the result.
void count_result(State& s, Part& part, const Event& e) {
    const std::int64_t margin = e.integer("margin_q");
    const Player winner = margin > 0 ? Player::Black : Player::White;
    part.id = "go.count";
    part.outcome = win_for(winner);
    part.outcome_citations = {go_cite(s, "21.1"), go_cite(s, "9", "9"), go_cite(s, "11", "11")};
    const std::string black = stones_text(e.integer("black_count_q")), white = stones_text(e.integer("white_count_q"));
    const std::string komi = stones_text(e.integer("komi_q")), by = stones_text(margin);
    const std::string half = stones_text(e.integer("board_points") * 2);  // half the board, in quarters
    const std::string dead = std::to_string(e.integer("dead_count"));
    s.fact("count", "B " + black + " / W " + white + ", komi " + komi);
    s.fact("result", std::string(winner == Player::Black ? "B+" : "W+") + by);
    part.sentence = say(L(("双方确认终局，提去双方认定的" + dead + "个死子后数子：黑方" + black + "子，白方" + white +
                           "子。以" + half + "子为归本数，黑方贴" + komi + "子，{p}胜" + by + "子。").c_str(),
                          ("雙方確認終局，提去雙方認定的" + dead + "個死子後數子：黑方" + black + "子，白方" + white +
                           "子。以" + half + "子為歸本數，黑方貼" + komi + "子，{p}勝" + by + "子。").c_str(),
                          ("Both players confirmed the end. With the agreed dead stones removed (" + dead + "), Black counts " +
                           black + " and White " + white + "; against half the board (" + half + ") and a komi of " + komi +
                           " stones, {p} wins by " + by + " stone(s).").c_str()),
                        Vars{.player = winner, .at = e.at});
}

void stone_moved(State& s, const Event& e) {
    const auto by = e.player("by");
    const Citation c = go_cite(s, "17.3", "17.5");
    const Vars v{.player = by, .at = e.time("discovered_at") ? e.time("discovered_at") : e.at, .move = e.text("to")};
    Part part;
    if (e.flag("intentional") && by) {
        part.id = "go.stone-moved-intentional";
        lose(part, *by, {c});
        part.sentence = say(L("{p}故意移动棋子，判{p}负。", "{p}故意移動棋子，判{p}負。", "{p} moved a stone on purpose: {p} loses."), v);
        s.add(std::move(part), e);
        return;
    }
    const std::string decision = e.flag("agreed") ? e.text("agreed_action", "move_back") : e.text("chief_decision");
    part.id = e.flag("agreed") ? "go.stone-moved-agreed" : "go.stone-moved-disputed";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {c};
    if (decision == "move_back" || decision == "reasonable_point") {
        part.corrections.push_back({CorrectionKind::PutStoneBack, std::nullopt, e.text("from"), {c}});
    } else if (decision == "accept") {
        part.corrections.push_back({CorrectionKind::AcceptMovedStone, std::nullopt, e.text("to"), {c}});
    } else if (decision == "draw") {
        part.outcome = Outcome::Draw;
    } else if (decision == "replay") {
        part.outcome = Outcome::Replay;
    } else if (decision == "both_lose" && s.rules.flag("chief_may_rule_both_lose")) {
        part.outcome = Outcome::BothLose;
    } else {
        // No decision yet: the chief arbiter chooses by how much the moved stone affected the game.
        // 1988 17.3: move it back, accept it, draw, replay. 2002 17-5: move it to a reasonable
        // point (where it stood may not be known), accept it, draw, replay, both lose.
        part.outcome = Outcome::ChiefArbiter;
        part.options = {{s.is_2002() ? "reasonable_point" : "move_back", Outcome::Continues, CorrectionKind::PutStoneBack},
                        {"accept", Outcome::Continues, CorrectionKind::AcceptMovedStone},
                        {"draw", Outcome::Draw, std::nullopt},
                        {"replay", Outcome::Replay, std::nullopt}};
        if (s.rules.flag("chief_may_rule_both_lose")) part.options.push_back({"both_lose", Outcome::BothLose, std::nullopt});
    }
    static const std::map<std::string, LocalizedText> said = {
        {"move_back", L("挪回原处", "挪回原處", "the stone goes back")},
        {"reasonable_point", L("挪到合理的位置", "挪到合理的位置", "the stone goes to a reasonable point")},
        {"accept", L("移动之子有效", "移動之子有效", "the moved stone stands")},
        {"draw", L("判和棋", "判和棋", "the game is drawn")},
        {"replay", L("重下", "重下", "the game is replayed")},
        {"both_lose", L("双方判负", "雙方判負", "both players lose")},
    };
    LocalizedText sentence = e.flag("agreed")
                                 ? L("对局中发现棋子已被移动（现在{m}），双方意见一致：", "對局中發現棋子已被移動（現在{m}），雙方意見一致：",
                                     "A stone was found moved (now on {m}) and both players agree:")
                                 : L("对局中发现棋子已被移动（现在{m}），双方意见不一致，报请裁判长处理：",
                                     "對局中發現棋子已被移動（現在{m}），雙方意見不一致，報請裁判長處理：",
                                     "A stone was found moved (now on {m}); the players disagree and the chief arbiter decides:");
    auto it = said.find(decision);
    if (it != said.end() && part.outcome != Outcome::ChiefArbiter) {
        for (Language l : kAllLanguages) sentence.get(l) += (l == Language::En ? " " : "") + it->second.get(l) + (l == Language::En ? "." : "。");
    } else {
        // Exactly the options the ruling lists, in its order.
        for (Language l : kAllLanguages) {
            const bool en = l == Language::En;
            std::string list;
            for (std::size_t k = 0; k < part.options.size(); ++k) {
                const auto words = said.find(part.options[k].id);
                if (words == said.end()) continue;
                if (k > 0) list += k + 1 == part.options.size() ? (en ? " or " : "或") : (en ? ", " : "、");
                list += words->second.get(l);
            }
            const char* tail = en ? ", according to how much the moved stone affected the game."
                               : l == Language::ZhHant ? "，視移動之子對棋局的影響而定。" : "，视移动之子对棋局的影响而定。";
            sentence.get(l) += (en ? " " : "可判") + list + tail;
        }
    }
    part.sentence = say(sentence, v);
    s.add(std::move(part), e);
}

void scattered(State& s, const Event& e) {
    const auto by = e.player("by");
    const std::string cause = e.text("cause");
    const Citation c = go_cite(s, "17.4", "17.6");
    const Vars v{.player = by, .at = e.at};
    Part part;
    if (cause == "deliberate" && by) {
        part.id = "go.scattered-deliberate";
        lose(part, *by, {c});
        part.sentence = say(L("{p}故意弄乱棋局，判{p}负。", "{p}故意弄亂棋局，判{p}負。", "{p} scattered the stones on purpose: {p} loses."), v);
    } else if (e.flag("reconstructable")) {
        part.id = "go.scattered-reconstructed";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {c};
        part.corrections.push_back({CorrectionKind::ReconstructPosition, std::nullopt, "", {c}});
        part.sentence = L("棋局散乱，双方复盘确认后继续比赛。", "棋局散亂，雙方復盤確認後繼續比賽。",
                          "The stones were scattered; the players reconstruct the position, confirm it, and play on.");
    } else if (cause == "accident" && by) {
        part.id = "go.scattered-accident-lost";
        lose(part, *by, {c});
        part.sentence = say(L("{p}无意中弄乱了棋局，且无法复盘：判弄乱棋局的{p}负。", "{p}無意中弄亂了棋局，且無法復盤：判弄亂棋局的{p}負。",
                              "{p} scattered the stones by accident and the position cannot be rebuilt: {p} loses."),
                            v);
    } else {
        part.id = "go.scattered-outside-lost";
        const std::string decision = e.text("chief_decision");
        part.outcome = decision == "draw" ? Outcome::Draw
                       : decision == "replay" ? Outcome::Replay
                       : decision == "both_lose" && s.is_2002() ? Outcome::BothLose
                                                                 : Outcome::DrawOrReplay;
        part.outcome_citations = {c};
        if (part.outcome == Outcome::DrawOrReplay)
            part.options = {{"draw", Outcome::Draw, std::nullopt}, {"replay", Outcome::Replay, std::nullopt}};
        part.sentence = L("外界不可抗拒的原因使棋局散乱，双方无法复盘：判和棋或重下。",
                          "外界不可抗拒的原因使棋局散亂，雙方無法復盤：判和棋或重下。",
                          "An outside cause scattered the stones and the players cannot rebuild the position: a draw or "
                          "a replay.");
    }
    s.add(std::move(part), e);
}

void late(State& s, const Event& e) {
    const Player by = *e.player("by");
    const clock::Millis late_by = *e.time("late_by");
    // 2002 22-2: when the playing hall is in the players' lodging the limit is 15 minutes, not 1 hour.
    const bool lodging = s.is_2002() && e.text("venue") == "lodging";
    const clock::Millis limit = e.time("default_time").value_or(
        clock::seconds(s.rules.number(lodging ? "late_limit_lodging_s" : "late_limit_s")));
    Vars v{.player = by, .at = e.at, .duration = late_by, .limit = limit};
    Part part;
    if (late_by > limit) {
        if (s.over && s.ending_id == "go.late-beyond-limit") {
            part.id = "go.both-late";
            part.outcome = Outcome::BothLose;
            part.outcome_citations = {go_cite(s, "23.2", "22.3")};
            part.penalties.push_back({by, PenaltyKind::Loss, 0, part.outcome_citations});
            part.sentence = say(L("{p}也迟到超过规定时间：双方均弃权作负。", "{p}也遲到超過規定時間：雙方均棄權作負。",
                                  "{p} was also later than the limit: both players forfeit."),
                                v);
            s.over = false;
        } else {
            part.id = "go.late-beyond-limit";
            lose(part, by, {go_cite(s, "23.1", lodging ? "22.2" : "22.1")});
            part.sentence = say(L("{p}迟到{d}，超过规定的{e}，判弃权作负。", "{p}遲到{d}，超過規定的{e}，判棄權作負。",
                                  "{p} arrived {d} late, beyond the {e} allowed: {p} forfeits the game."),
                                v);
        }
    } else {
        part.id = "go.late-within-limit";
        const std::int64_t factor = s.rules.number("late_charge_factor");
        // At the lodging venue the lateness is charged as 22-1 charges it (docs/rulings.md): both cited.
        std::vector<Citation> c = {go_cite(s, "23.3", "22.1")};
        if (lodging) c.insert(c.begin(), go_cite(s, "23.3", "22.2"));
        part.penalties.push_back({by, PenaltyKind::TimeDeducted, late_by * factor / 1000, c});
        part.corrections.push_back({CorrectionKind::AllowPlay, by, "", c});
        v.seconds = late_by * factor / 1000;
        part.sentence = say(factor == 1 ? L("{p}迟到{d}，未超过规定时间，可以比赛，从{p}的时限中扣除迟到时间（{s}秒）。",
                                            "{p}遲到{d}，未超過規定時間，可以比賽，從{p}的時限中扣除遲到時間（{s}秒）。",
                                            "{p} arrived {d} late, within the limit: {p} plays, and the lateness ({s} s) "
                                            "comes off {p}'s time.")
                                        : L("{p}迟到{d}，未超过规定时间，可以比赛，迟到时间加倍从时限中扣除（{s}秒）。",
                                            "{p}遲到{d}，未超過規定時間，可以比賽，遲到時間加倍從時限中扣除（{s}秒）。",
                                            "{p} arrived {d} late, within the limit: {p} plays, and twice the lateness "
                                            "({s} s) comes off {p}'s time."),
                            v);
    }
    s.add(std::move(part), e);
}

}  // namespace

void go_event(State& s, const Event& e) {
    const auto by = e.player("by");
    const Vars v{.player = by, .at = e.at, .move = e.text("move")};
    Part part;
    switch (e.kind) {
        case EventKind::Move: move_event(s, e); return;
        case EventKind::Pass: return;
        case EventKind::ClockPress: {
            part.id = "go.press-before-placing";
            const Citation c = go_cite(s, "25.1", "17.4");
            part.sentence = say(L("{p}未落子先按钟，警告一次，钟的读数不予更正。", "{p}未落子先按鐘，警告一次，鐘的讀數不予更正。",
                                  "{p} pressed the clock before placing a stone: a warning; the clock readings are not "
                                  "corrected."),
                                v);
            s.warn(part, *by, {c});
            // 2002 as practised (24-1): the warning costs one stone at the count.
            if (const std::int64_t stones = s.rules.number("ko_stone_deduction"); stones > 0 && !part.outcome)
                part.penalties.push_back({*by, PenaltyKind::StoneDeduction, stones, {c}});
            break;
        }
        case EventKind::StoneMoved: stone_moved(s, e); return;
        case EventKind::StoneReplayed: {
            const Citation c = go_cite(s, "17.2", "17.3");
            if (s.is_2002() && !e.flag("claimed_in_time", true)) {
                part.id = "go.stone-replayed-claim-late";
                part.outcome = Outcome::Continues;
                part.outcome_citations = {c};
                part.sentence = say(L("{o}在自己下一着之后才提出，{p}的改下不再追究。", "{o}在自己下一著之後才提出，{p}的改下不再追究。",
                                      "{o} only objected after making the next move: {p}'s replayed stone stands."),
                                    v);
            } else if (e.flag("slipped") && s.is_2002() && !e.flag("opponent_consents")) {
                // 2002 17-3: a dropped stone is replaced only with the opponent's consent; otherwise
                // the chief arbiter decides whether it stands where it fell or may be replaced.
                part.id = "go.stone-slipped-chief";
                part.outcome_citations = {c};
                const std::string d = e.text("chief_decision");
                part.outcome = d.empty() ? Outcome::ChiefArbiter : Outcome::Continues;
                if (d == "stands") part.corrections.push_back({CorrectionKind::AcceptMovedStone, *by, e.text("from"), {c}});
                if (d == "replace") part.corrections.push_back({CorrectionKind::ChooseAnyPoint, *by, "", {c}});
                if (d.empty())
                    part.options = {{"stands", Outcome::Continues, CorrectionKind::AcceptMovedStone},
                                    {"replace", Outcome::Continues, CorrectionKind::ChooseAnyPoint}};
                LocalizedText said = L("{p}的棋子掉落在{m}，{o}不同意拣起重下：报请裁判长处理，",
                                       "{p}的棋子掉落在{m}，{o}不同意揀起重下：報請裁判長處理，",
                                       "{p}'s stone slipped onto {m} and {o} does not consent to its being replaced: the "
                                       "chief arbiter decides —");
                const LocalizedText decided = d == "stands"    ? L("掉落之子有效。", "掉落之子有效。", " the stone stands where it fell.")
                                              : d == "replace" ? L("允许拣起后任选着点。", "允許揀起後任選著點。",
                                                                   " the player may pick it up and play any point.")
                                                               : L("掉落之子有效，或允许拣起重下。", "掉落之子有效，或允許揀起重下。",
                                                                   " the stone stands where it fell, or it may be replaced.");
                for (Language l : kAllLanguages) said.get(l) += decided.get(l);
                part.sentence = say(said, Vars{.player = by, .at = e.at, .move = e.text("from")});
            } else if (e.flag("slipped")) {
                part.id = "go.stone-slipped";
                part.corrections.push_back({CorrectionKind::ChooseAnyPoint, *by, "", {c}});
                part.sentence = say(L("{p}的棋子确系掉落，允许拣起后任选着点。", "{p}的棋子確係掉落，允許揀起後任選著點。",
                                      "{p}'s stone genuinely slipped from the hand: {p} may pick it up and play any point."),
                                    v);
            } else {
                part.id = "go.stone-replayed";
                part.corrections.push_back({CorrectionKind::PutStoneBack, *by, e.text("from"), {c, play_rule(s, "2.3")}});
                part.sentence = say(L("{p}落子后又拿起下在别处：棋子放回原处，警告一次。", "{p}落子後又拿起下在別處：棋子放回原處，警告一次。",
                                      "{p} placed a stone, picked it up and played elsewhere: the stone goes back to its "
                                      "first point and {p} is warned."),
                                    v);
                s.warn(part, *by, {c});
            }
            break;
        }
        case EventKind::StonesScattered: scattered(s, e); return;
        case EventKind::WrongCapture: {
            part.id = "go.wrong-capture";
            const Citation c = go_cite(s, "18");
            std::string stones;
            for (const auto& st : e.list("stones")) stones += (stones.empty() ? "" : " ") + st;
            part.corrections.push_back({CorrectionKind::PutStoneBack, std::nullopt, stones, {c, play_rule(s, "4")}});
            part.sentence = say(L("{p}误将对方有气之子提取：棋子放回原处，警告一次。", "{p}誤將對方有氣之子提取：棋子放回原處，警告一次。",
                                  "{p} removed opponent stones that still had liberties: they go back and {p} is warned."),
                                v);
            s.warn(part, *by, {c});
            break;
        }
        case EventKind::GameCycle: {
            const Citation c = go_cite(s, "20.3", "20.3");
            part.id = "go.cycle";
            part.outcome_citations = {c};
            if (!e.flag("neither_yields", true)) {
                part.outcome = Outcome::Continues;
                part.sentence = L("循环劫中有一方让步，对局继续。", "循環劫中有一方讓步，對局繼續。",
                                  "One player gives way in the cycle: play continues.");
                break;
            }
            if (e.text("cycle") == "sending_two_returning_one" && s.rules.text("sending_two_returning_one") == "forbidden") {
                // The CWA intent (reference §A2 conflict): the retake that repeats the cycle is illegal,
                // handled like an immediate ko recapture (20-1).
                const Player retaker = *by;
                const Citation k = go_cite(s, "20.1", "20.1");
                part.outcome = Outcome::Continues;
                part.outcome_citations = {};
                part.corrections.push_back({CorrectionKind::VoidMove, retaker, e.text("move"), {k}});
                part.penalties.push_back({retaker, PenaltyKind::ForfeitTurn, 0, {k}});
                part.sentence = say(L("双提二子中{p}回提一子使全局同形再现，按本赛事规定此着禁止：着手无效，弃权一次，由{o}接着下。",
                                      "雙提二子中{p}回提一子使全局同形再現，按本賽事規定此著禁止：著手無效，棄權一次，由{o}接著下。",
                                      "In the sending-two-returning-one cycle {p}'s retake of one stone repeats the "
                                      "whole-board position, which this event forbids: the move is void and {p} forfeits "
                                      "one turn; {o} plays next."),
                                    Vars{.player = retaker, .at = e.at});
                break;
            }
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
            part.sentence = say(L(("出现双方互不相让的全局循环（" + cycle.zh_hans + "）：可判和棋或者重下。").c_str(),
                                  ("出現雙方互不相讓的全局循環（" + cycle.zh_hant + "）：可判和棋或者重下。").c_str(),
                                  ("A whole-board cycle (" + cycle.en + ") that neither player will leave: a draw or a replay.")
                                      .c_str()),
                                Vars{.player = by, .at = e.at});
            break;
        }
        case EventKind::Phone: {
            const bool rang = e.flag("rang", true);
            const bool used = e.flag("used");
            if (!rang && !used) {
                // Neither text in the reference says anything about a device that is merely carried.
                part.id = "go.phone-silent";
                part.outcome = Outcome::Continues;
                part.sentence = say(L("{p}身上带有手机，但既没有响也没有使用：所依据的围棋规则对此没有规定，不予处罚（赛事规程可另有规定）。",
                                      "{p}身上帶有手機，但既沒有響也沒有使用：所依據的圍棋規則對此沒有規定，不予處罰（賽事規程可另有規定）。",
                                      "{p} had a phone that neither rang nor was used: the Go rules followed here say "
                                      "nothing about that, so there is no penalty (event regulations may say otherwise)."),
                                    v);
                break;
            }
            if (s.rules.text("phone_rule") == "warning_then_loss") {
                // 2002 23-7 as reported (its text is not in the reference): a ringing phone, or a
                // player looking at one, is a warning the first time and a loss the second.
                const Citation c = State::cite_in("cn-go-2002", "23.7");
                const std::string key = "phone_offences_" + std::string(player_name(*by));
                const int before = s.ruling.fact(key) ? std::stoi(s.ruling.fact(key)->value) : 0;
                s.fact(key, std::to_string(before + 1));
                if (before >= 1) {
                    part.id = "go.phone-second";
                    lose(part, *by, {c});
                    part.sentence = say(used ? L("{p}在对局中查看手机，这是本局第二次手机违规：{p}判负。",
                                                 "{p}在對局中查看手機，這是本局第二次手機違規：{p}判負。",
                                                 "{p} looked at a phone during the game, the second phone offence in this "
                                                 "game: {p} loses.")
                                             : L("{p}的手机在对局中响起，这是本局第二次手机违规：{p}判负。",
                                                 "{p}的手機在對局中響起，這是本局第二次手機違規：{p}判負。",
                                                 "{p}'s phone rang during the game, the second phone offence in this game: "
                                                 "{p} loses."),
                                        v);
                    break;
                }
                part.id = "go.phone";
                part.sentence = say(used ? L("{p}在对局中查看手机：本局第一次，警告一次；再有一次即判负。",
                                             "{p}在對局中查看手機：本局第一次，警告一次；再有一次即判負。",
                                             "{p} looked at a phone during the game: the first time in this game, a warning; "
                                             "a second time loses.")
                                         : L("{p}的手机在对局中响起：本局第一次，警告一次；再有一次即判负。",
                                             "{p}的手機在對局中響起：本局第一次，警告一次；再有一次即判負。",
                                             "{p}'s phone rang during the game: the first time in this game, a warning; a "
                                             "second time loses."),
                                    v);
                s.warn(part, *by, {c});
                break;
            }
            part.id = "go.phone";
            minor_sanction(s, part, e, *by, go_cite(s, "24.2"), true,
                           used ? L("{p}在对局中查看手机，按妨碍对方思考处理，@。", "{p}在對局中查看手機，按妨礙對方思考處理，@。",
                                    "{p} looked at a phone during the game, treated as disturbing the opponent: @.")
                                : L("{p}的手机在对局中响起，妨碍对方思考，@。", "{p}的手機在對局中響起，妨礙對方思考，@。",
                                    "{p}'s phone rang during the game, disturbing the opponent: @."),
                           v);
            break;
        }
        case EventKind::Disturbance: {
            part.id = "go.disturbance";
            const Citation c = go_cite(s, "24.2");
            minor_sanction(s, part, e, *by, c, true,
                           L("{p}有妨碍对方思考的行为，@。", "{p}有妨礙對方思考的行為，@。",
                             "{p} disturbed the opponent's thinking: @."),
                           v);
            break;
        }
        case EventKind::LeaveGame: {
            // 1988 24.1 (the 2002 text of this article was not recovered: the 1988 one is applied).
            const Citation c = go_cite(s, "24.1");
            if (e.flag("with_reason")) {
                part.id = "go.left-game-excused";
                part.outcome = Outcome::Continues;
                part.outcome_citations = {c};
                part.sentence = say(L("{p}中途离开赛场，但有裁判员认可的理由：不属无故退场，不予处罚。",
                                      "{p}中途離開賽場，但有裁判員認可的理由：不屬無故退場，不予處罰。",
                                      "{p} left the playing hall with a reason the arbiter accepts: not leaving without "
                                      "reason, so no penalty."),
                                    v);
                break;
            }
            // No outcome of its own: the warning may be the second in the game (25.2).
            part.id = "go.left-game";
            part.corrections.push_back({CorrectionKind::ReportToCommittee, *by, "", {c}});
            part.sentence = say(L("{p}在比赛中无故中途退场：警告一次，并申报大会组委会。",
                                  "{p}在比賽中無故中途退場：警告一次，並申報大會組委會。",
                                  "{p} left the game without reason: a warning, and the case is reported to the "
                                  "organising committee."),
                                v);
            s.warn(part, *by, {c});
            break;
        }
        case EventKind::Consultation: {
            const Citation c = go_cite(s, "24.3");
            if (e.flag("serious")) {
                part.id = "go.consultation-serious";
                lose(part, *by, {c});
                part.sentence = say(L("{p}在对局中查阅资料或与他人议论棋势，情节严重，判负。",
                                      "{p}在對局中查閱資料或與他人議論棋勢，情節嚴重，判負。",
                                      "{p} consulted material or discussed the game with others, a serious case: {p} loses."),
                                    v);
            } else {
                part.id = "go.consultation";
                part.sentence = say(L("{p}在对局中查阅资料或与他人交谈，警告一次。", "{p}在對局中查閱資料或與他人交談，警告一次。",
                                      "{p} consulted material or talked with others during the game: a warning."),
                                    v);
                s.warn(part, *by, {c});
            }
            break;
        }
        case EventKind::LateArrival: late(s, e); return;
        case EventKind::SealedMove:
            if (!e.flag("occupied")) return;
            part.id = "go.sealed-occupied";
            part.penalties.push_back({*by, PenaltyKind::ForfeitTurn, 0, {go_cite(s, "22")}});
            part.corrections.push_back({CorrectionKind::OpponentMoves, other(*by), "", {go_cite(s, "22")}});
            part.sentence = say(L("{p}封棋之点{m}已有棋子：判弃权一次，轮{o}下子。", "{p}封棋之點{m}已有棋子：判棄權一次，輪{o}下子。",
                                  "{p}'s sealed point {m} is already occupied: {p} forfeits one turn and {o} plays."),
                                v);
            break;
        case EventKind::Warning:
            s.fact("warnings_" + std::string(player_name(*by)), std::to_string(s.warnings(*by)));
            return;
        case EventKind::EndOfGame:
            if (e.flag("opponent_agrees") && e.has("margin_q")) {
                count_result(s, part, e);
            } else if (e.flag("opponent_agrees")) {
                part.id = "go.end-confirmed";
                part.outcome = Outcome::Counting;
                part.outcome_citations = {go_cite(s, "21.1")};
                part.sentence = L("双方确认终局，进入计算胜负。", "雙方確認終局，進入計算勝負。",
                                  "Both players confirm the end of the game; the result is decided by counting.");
            } else {
                part.id = "go.end-disputed";
                part.outcome = Outcome::Continues;
                part.outcome_citations = {go_cite(s, "21.1")};
                part.sentence = say(L("{p}确认终局，着手随之弃权；{o}不同意，可以再下，{p}恢复着手权利，对局继续。",
                                      "{p}確認終局，著手隨之棄權；{o}不同意，可以再下，{p}恢復著手權利，對局繼續。",
                                      "{p} confirmed the end, which counts as a pass; {o} does not agree and may play on, "
                                      "{p} regains the right to move, and the game continues."),
                                    v);
            }
            break;
        case EventKind::DeadStoneDispute:
            part.id = "go.dead-stone-dispute";
            part.outcome = Outcome::Continues;
            part.outcome_citations = {go_cite(s, "21.3")};
            part.corrections.push_back({CorrectionKind::ResolveByPlay, std::nullopt, "", {go_cite(s, "21.3")}});
            part.sentence = L("双方对死活意见不一致，以实战解决：继续下，直到分清死活。", "雙方對死活意見不一致，以實戰解決：繼續下，直到分清死活。",
                              "The players disagree about which stones are dead: it is settled by playing it out.");
            break;
        case EventKind::LeaveSeat: {
            const Citation c = go_cite(s, "23.6", "22.7");
            const bool allowed = e.flag("permission") && e.flag("during_opponent_time") && e.integer("times_before", 0) == 0;
            part.id = allowed ? "go.leave-seat-permitted" : "go.leave-seat";
            part.outcome = Outcome::Continues;
            part.outcome_citations = {c};
            if (!allowed) part.corrections.push_back({CorrectionKind::ContinueCounting, *by, "", {c}});
            part.sentence = say(allowed ? L("{p}在对方思考时提出并经裁判同意离席，本局仅此一次。",
                                            "{p}在對方思考時提出並經裁判同意離席，本局僅此一次。",
                                            "{p} asked during the opponent's time and the arbiter agreed: one absence "
                                            "allowed in this game.")
                                        : L("{p}读秒时离席：裁判照常读秒，超时判负。", "{p}讀秒時離席：裁判照常讀秒，超時判負。",
                                            "{p} left the seat during byo-yomi: the arbiter keeps counting, and overtime "
                                            "loses."),
                                v);
            break;
        }
        case EventKind::Overtime: {
            if (s.is_2002() && e.flag("requested_pass") && s.rules.flag("overtime_pass_on_request")) {
                part.id = "go.overtime-pass";
                const Citation c = go_cite(s, "23.5", "22.5");
                part.penalties.push_back({*by, PenaltyKind::ForfeitTurn, 0, {c}});
                part.outcome = Outcome::Continues;
                part.outcome_citations = {c};
                part.sentence = say(L("{p}超时，申请改为弃权一次：{o}接着下，读秒照旧。", "{p}超時，申請改為棄權一次：{o}接著下，讀秒照舊。",
                                      "{p} overstepped the time and asked for a pass instead of a loss: {o} plays next "
                                      "and the byo-yomi goes on as before."),
                                    v);
            } else {
                part.id = "go.overtime";
                lose(part, *by, {go_cite(s, "23.5", "22.5"), go_cite(s, "12.2", "12")});
                part.sentence = say(L("{p}用时超过时限（读到“10，超时判负”），判负。", "{p}用時超過時限（讀到「10，超時判負」），判負。",
                                      "{p} exceeded the time limit (the count reached \"10 — lost on time\"): {p} loses."),
                                    v);
            }
            break;
        }
        case EventKind::Resign:
            part.id = "go.resignation";
            part.outcome = win_for(other(*by));
            part.outcome_citations = {go_cite(s, "7.2", "7")};
            part.sentence = say(L("{p}中途认输，{o}获胜。", "{p}中途認輸，{o}獲勝。", "{p} resigned; {o} wins."), v);
            break;
        default: return;  // chess-only kinds are refused by the loader
    }
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
