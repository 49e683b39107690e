// FIDE Laws of Chess (2023): the players' conduct. Electronic devices (11.3.2), distracting the
// opponent, disrepute and improper clock handling (11.5, 11.1, 6.2.4, with 11.6 and 12.9), notes and
// outside help (11.3.1), persistent refusal to comply with the Laws (11.7, 11.8), third parties who
// speak up (12.7) and a player who stops recording the moves (8.1.1, 8.4, A.2).
// Source: /work/shared/reference/fide-laws-of-chess.md (§11).

#include <map>
#include <string>
#include <vector>

#include "engine/rules/chess_judgements.hpp"
#include "engine/rules/chess_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

// The English text with its first letter in upper case (for sentences that open with a phrase).
LocalizedText sentence_case(LocalizedText text) {
    if (!text.en.empty() && text.en[0] >= 'a' && text.en[0] <= 'z') text.en[0] = static_cast<char>(text.en[0] - 'a' + 'A');
    return text;
}

}  // namespace

void chess_conduct(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v{.player = by, .at = e.at, .move = e.text("what")};
    Part part;
    if (e.kind == EventKind::Phone) {
        if (e.flag("allowed_in_bag") && !e.flag("rang", true) && !e.flag("used")) {
            part.id = "chess.device-allowed";
            part.outcome = Outcome::Continues;
            part.outcome_citations = {s.cite("11.3.2.1")};
            part.sentence = say(L("{player}的设备按规程关机放在包里，没有违规。", "{player}的設備按規程關機放在包裡，沒有違規。",
                                  "{player}'s device was switched off in the bag as the regulations allow: no offence."),
                                v);
            s.add(std::move(part), e);
            return;
        }
        part.id = "chess.phone";
        lose(part, by, {s.cite("11.3.2.2")});
        part.sentence = say(L("{player}身上的电子设备在赛场内响了：{player}判负，{opponent}获胜——此条没有“无法将杀则和棋”的例外。",
                              "{player}身上的電子設備在賽場內響了：{player}判負，{opponent}獲勝——此條沒有「無法將殺則和棋」的例外。",
                              "{player}'s electronic device sounded in the playing venue: {player} loses and {opponent} wins — this rule has "
                              "no cannot-mate exception."),
                            v);
    } else if (e.kind == EventKind::Disturbance) {
        // 11.5 distracting the opponent, 11.1 bringing the game into disrepute, 6.2.4 handling the
        // clock improperly: each sent to the menu of 12.9 (11.6 for Article 11; 6.2.4 names it).
        const std::string offence = e.text("offence", "distraction");
        part.id = "chess.disturbance";
        if (offence == "disrepute") {
            part.id = "chess.unsportsmanlike-conduct";
            part.penalties.push_back(menu_12_9(by, {s.cite("11.1"), s.cite("11.6"), s.cite("12.9")}));
            part.sentence = say(L("{player}的行为有损国际象棋的声誉（违反11.1），按11.6处罚。", "{player}的行為有損國際象棋的聲譽（違反11.1），按11.6處罰。",
                                  "{player}'s conduct brings the game of chess into disrepute, a breach of 11.1 penalised "
                                  "under 11.6."),
                                v);
        } else if (offence == "clock_handling") {
            part.id = "chess.clock-handled-improperly";
            part.penalties.push_back(menu_12_9(by, {s.cite("6.2.4"), s.cite("12.9")}));
            part.sentence = say(L("{player}操作棋钟不当（违反6.2.4，如重拍、拿起或碰倒棋钟）。", "{player}操作棋鐘不當（違反6.2.4，如重拍、拿起或碰倒棋鐘）。",
                                  "{player} handled the clock improperly (slamming it, picking it up or knocking it over), a "
                                  "breach of 6.2.4."),
                                v);
        } else {
            part.penalties.push_back(menu_12_9(by, {s.cite("11.5"), s.cite("11.6"), s.cite("12.9")}));
            part.sentence = say(L("{player}干扰了对手（违反11.5），按11.6处罚。", "{player}干擾了對手（違反11.5），按11.6處罰。",
                                  "{player} distracted the opponent, a breach of 11.5 penalised under 11.6."),
                                v);
        }
        part.sentence = (part.sentence + menu_12_9_words(by));
    } else {
        const bool serious = e.flag("serious");
        part.id = serious ? "chess.outside-help" : "chess.notes-consulted";
        part.penalties.push_back(serious ? Penalty{by, PenaltyKind::Loss, 0, {s.cite("11.3.1"), s.cite("12.9")}}
                                         : Penalty{by, PenaltyKind::ArbiterPenalty, 0, {s.cite("11.3.1"), s.cite("11.6"), s.cite("12.9")}});
        if (serious) {
            part.outcome = win_for(other(by));
            part.outcome_citations = {s.cite("11.3.1"), s.cite("12.9")};
        }
        part.sentence = say(serious ? L("{player}在对局中使用外部帮助，判负。", "{player}在對局中使用外部幫助，判負。",
                                        "{player} used outside help during the game and loses.")
                                    : L("{player}在对局中查阅了笔记，按12.9处罚。", "{player}在對局中查閱了筆記，按12.9處罰。",
                                        "{player} consulted notes during the game: a penalty under 12.9."),
                            v);
    }
    s.add(std::move(part), e);
}

// ---- 11.7, 11.8: persistent refusal to comply with the Laws ----

void chess_persistent_refusal(State& s, const Event& e) {
    const std::string by = e.text("by");
    Part part;
    if (by == "both") {
        part.id = "chess.persistent-refusal-both";
        part.outcome = Outcome::BothLose;
        part.outcome_citations = {s.cite("11.8")};
        for (Player p : {Player::White, Player::Black}) part.penalties.push_back({p, PenaltyKind::Loss, 0, {s.cite("11.8")}});
        part.sentence = L("双方都坚持拒不遵守规则：双方均判负（11.8）。", "雙方都堅持拒不遵守規則：雙方均判負（11.8）。",
                          "Both players persistently refuse to comply with the Laws: both lose (11.8).");
        s.add(std::move(part), e);
        return;
    }
    const Player p = *parse_player(by);
    part.id = "chess.persistent-refusal";
    lose(part, p, {s.cite("11.7")});
    part.sentence = say(L("{player}坚持拒不遵守规则：{player}判负，{opponent}的得分由裁判决定，这里判{opponent}胜（11.7）。此条没有“无法将杀则和棋”的例外。",
                          "{player}堅持拒不遵守規則：{player}判負，{opponent}的得分由裁判決定，這裡判{opponent}勝（11.7）。此條沒有「無法將殺則和棋」的例外。",
                          "{player} persistently refuses to comply with the Laws: {player} loses, and the arbiter decides {opponent}'s "
                          "score, here a win (11.7). This rule has no cannot-mate exception."),
                        Vars{.player = p, .at = e.at});
    s.add(std::move(part), e);
}

// ---- 12.7: a third party speaks up; the player himself makes no claim ----

void chess_third_party_report(State& s, const Event& e) {
    static const std::map<std::string, LocalizedText> reporters = {
        {"spectator", L("一名观众", "一名觀眾", "a spectator")},
        {"team_captain", L("一名队长", "一名隊長", "a team captain")},
        {"other_player", L("另一盘棋的一名棋手", "另一盤棋的一名棋手", "a player from another game")},
    };
    static const std::map<std::string, LocalizedText> subjects = {
        {"flag_fall", L("旗落", "旗落", "a flag fall")},
        {"illegal_move", L("一步不合法着法", "一步不合法著法", "an illegal move")},
        {"other", L("一处违规", "一處違規", "an irregularity")},
    };
    const std::string about = e.text("about");
    const LocalizedText who = reporters.at(e.text("reporter"));
    const auto player = e.player("player");
    const Vars v{.player = player, .at = e.at};
    Part part;
    if (e.text("told", "arbiter") == "player") {
        part.id = "chess.third-party-interference";
        part.outcome = Outcome::Continues;
        part.corrections.push_back({CorrectionKind::ExpelInterferer, std::nullopt, e.text("reporter"), {s.cite("12.7")}});
        part.sentence = sentence_case((who + L("把", "把", " told the player about ") + subjects.at(about) +
                                           L("告诉了棋手：旁人只能向裁判报告，不得干预对局，裁判警告干扰者或将其逐出赛场（12.7）。这句话本身不改变对局。",
                                             "告訴了棋手：旁人只能向裁判報告，不得干預對局，裁判警告干擾者或將其逐出賽場（12.7）。這句話本身不改變對局。",
                                             ": others may inform only the arbiter and must not interfere in a game, so the "
                                             "arbiter warns the interferer or expels him from the venue (12.7). The remark "
                                             "itself changes nothing in the game.")));
        s.add(std::move(part), e);
        return;
    }
    if (about == "flag_fall" && e.flag("arbiter_sees") && player) {
        // The report is allowed (12.7); what decides is the arbiter's own sight of the flag (6.8, A.5.5).
        const bool draw = !s.can_mate(other(*player), e);
        part.id = draw ? "chess.third-party-flag-seen-cannot-mate" : "chess.third-party-flag-seen";
        part.outcome = draw ? Outcome::Draw : win_for(other(*player));
        part.outcome_citations = {s.cite("6.9"), s.cite("6.8")};
        if (!supervised_play(s.rules)) part.outcome_citations = with(part.outcome_citations, a5(s, "A.5.5"));
        part.outcome_citations.push_back(s.cite("12.7"));
        if (!draw) part.penalties.push_back({*player, PenaltyKind::Loss, 0, {s.cite("6.9")}});
        if (e.at) s.fact("flag_seen_at", clock::format_game_time(*e.at));
        LocalizedText sentence = (who + L("向裁判报告{player}的旗落，裁判随即亲眼看到{player}的旗已落下：旁人可以向裁判报告（12.7），而裁判看到的旗落即算数（6.8",
                                             "向裁判報告{player}的旗落，裁判隨即親眼看到{player}的旗已落下：旁人可以向裁判報告（12.7），而裁判看到的旗落即算數（6.8",
                                             " told the arbiter about {player}'s flag and the arbiter then saw it down himself: "
                                             "telling the arbiter is allowed (12.7), and a flag counts once the arbiter "
                                             "sees it (6.8"));
        if (!supervised_play(s.rules))
            sentence = (sentence + L("；无充分监督的快棋/超快棋中裁判看到旗落也应宣布，A.5.5", "；無充分監督的快棋/超快棋中裁判看到旗落也應宣佈，A.5.5",
                                        "; in rapid or blitz without adequate supervision he calls it too, A.5.5"));
        sentence = (sentence + (draw ? L("）。但{opponent}无法用任何合法着法将杀{player}，判和棋（6.9）。",
                                           "）。但{opponent}無法用任何合法著法將殺{player}，判和棋（6.9）。",
                                           "). But {opponent} cannot checkmate {player} by any series of legal moves: the game is drawn "
                                           "(6.9).")
                                         : L("）。{player}超时判负（6.9）。", "）。{player}超時判負（6.9）。", "). {player} loses on time (6.9).")));
        part.sentence = say(sentence_case(sentence), v);
        s.add(std::move(part), e);
        return;
    }
    part.id = "chess.third-party-report";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {s.cite("12.7")};
    LocalizedText sentence = (who + L("向裁判报告了", "向裁判報告了", " told the arbiter about ") + subjects.at(about) +
                                  L("，棋手本人没有提出申诉。旁人只可向裁判报告（12.7），但裁判只依据自己看到的情况行事。",
                                    "，棋手本人沒有提出申訴。旁人只可向裁判報告（12.7），但裁判只依據自己看到的情況行事。",
                                    ", and the player himself makes no claim. Others may inform the arbiter and no one else "
                                    "(12.7), but the arbiter acts only on what he establishes himself."));
    if (about == "flag_fall") {
        part.outcome_citations.push_back(s.cite("6.8"));
        sentence = (sentence + L("旗落只有在裁判看到或棋手提出有效申诉时才算数（6.8）；裁判没有看到旗落，对局继续。",
                                    "旗落只有在裁判看到或棋手提出有效申訴時才算數（6.8）；裁判沒有看到旗落，對局繼續。",
                                    " A flag counts only when the arbiter sees it or a player makes a valid claim (6.8); "
                                    "the arbiter has not seen it, so play continues."));
    } else {
        sentence = (sentence + L("对局继续；裁判如亲自确认有违规，再按相应条款处理。", "對局繼續；裁判如親自確認有違規，再按相應條款處理。",
                                    " Play continues; if the arbiter establishes an irregularity himself, he deals with it "
                                    "under its own article."));
    }
    part.sentence = sentence_case(sentence);
    s.add(std::move(part), e);
}

// ---- 8.1.1, 8.4, A.2: a player stops recording the moves ----

void chess_stops_recording(State& s, const Event& e) {
    const Player by = *e.player("by");
    const std::string format = s.rules.text("format");
    const ChessFacts& f = s.chess_facts();
    Vars v{.player = by, .at = e.at, .duration = f.time_left};
    Part part;
    part.outcome = Outcome::Continues;
    if (format != "standard") {
        // A.2: in rapid the players need not record (they keep the claims a scoresheet would
        // support); blitz without adequate supervision takes A.2 in through B.3. Under B.2 the
        // arbiter records; the reference does not say the players must (docs/rulings.md).
        part.id = "chess.recording-not-required";
        part.outcome_citations = format == "rapid"   ? std::vector<Citation>{s.cite("A.2")}
                                 : supervised_play(s.rules) ? std::vector<Citation>{s.cite("B.2")}
                                                      : std::vector<Citation>{s.cite("A.2"), s.cite("B.3")};
        part.sentence = say(format == "rapid" || !supervised_play(s.rules)
                                ? L("{player}停止记录着法：快棋和无充分监督的超快棋中棋手无须记录（A.2），不过仍保有凭记录提出申请的权利。没有违规。",
                                    "{player}停止記錄著法：快棋和無充分監督的超快棋中棋手無須記錄（A.2），不過仍保有憑記錄提出申請的權利。沒有違規。",
                                    "{player} stopped recording the moves: in rapid, and in blitz without adequate supervision, the "
                                    "players need not record (A.2), though they keep the claims a scoresheet would support. No "
                                    "offence.")
                                : L("{player}停止记录着法：有充分监督的超快棋由裁判或其助手记录（B.2），不要求棋手记录。没有违规。",
                                    "{player}停止記錄著法：有充分監督的超快棋由裁判或其助手記錄（B.2），不要求棋手記錄。沒有違規。",
                                    "{player} stopped recording the moves: in blitz with adequate supervision the arbiter or his "
                                    "assistant records the game (B.2), and the players are not required to. No offence."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    if (!f.time_left) {
        s.problem(say(L("没有棋钟可读时，`stops_recording` 事件需要写明 `time_left`（8.4取决于剩余时间）",
                        "沒有棋鐘可讀時，`stops_recording` 事件需要寫明 `time_left`（8.4取決於剩餘時間）",
                        "without a clock to read, the stops_recording event needs time_left (8.4 turns on it)"),
                      v));
        return;
    }
    if (f.exempt) {
        part.id = "chess.recording-exempt";
        part.outcome_citations = {s.cite("8.4")};
        part.sentence = say(L("{player}停止记录着法时只剩{duration}，不足五分钟，每步加秒也不足30秒：按8.4，本阶段余下的着法无须记录。没有违规，裁判不干预。",
                              "{player}停止記錄著法時只剩{duration}，不足五分鐘，每步加秒也不足30秒：按8.4，本階段餘下的著法無須記錄。沒有違規，裁判不干預。",
                              "{player} stopped recording with {duration} left, under five minutes, and an increment under 30 seconds: "
                              "under 8.4 he need not record for the rest of the period. No offence; the arbiter does not "
                              "intervene."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    // 8.1.1: every move is recorded; outside 8.4 the arbiter has the player bring the scoresheet
    // up to date. A player who refuses is penalised from 12.9 (persistent refusal: 11.7).
    part.id = "chess.stopped-recording";
    part.corrections.push_back({CorrectionKind::UpdateScoresheet, by, "", {s.cite("8.1.1")}});
    // Say which of 8.4's two conditions fails: five minutes or more left, or the increment.
    const bool time_enough = *f.time_left >= clock::seconds(300);
    part.sentence = say(time_enough
                            ? L("{player}停止记录着法时还有{duration}，不少于五分钟，8.4不适用：按8.1.1他必须记录每一步，裁判让他补记并继续记录。",
                                "{player}停止記錄著法時還有{duration}，不少於五分鐘，8.4不適用：按8.1.1他必須記錄每一步，裁判讓他補記並繼續記錄。",
                                "{player} stopped recording with {duration} left, five minutes or more, so 8.4 does not apply: 8.1.1 "
                                "requires every move to be recorded, and the arbiter has {player} bring the scoresheet up to "
                                "date and go on recording.")
                            : L("{player}停止记录着法时只剩{duration}，但每步加秒达30秒，8.4不适用：按8.1.1他必须记录每一步，裁判让他补记并继续记录。",
                                "{player}停止記錄著法時只剩{duration}，但每步加秒達30秒，8.4不適用：按8.1.1他必須記錄每一步，裁判讓他補記並繼續記錄。",
                                "{player} stopped recording with {duration} left, but with an increment of 30 seconds or more, so 8.4 "
                                "does not apply: 8.1.1 requires every move to be recorded, and the arbiter has {player} bring "
                                "the scoresheet up to date and go on recording."),
                        v);
    if (e.flag("refuses")) {
        part.penalties.push_back(menu_12_9(by, {s.cite("8.1.1"), s.cite("12.9")}));
        part.sentence = (part.sentence + say(L("{player}拒绝补记。", "{player}拒絕補記。", " {player} refuses."), v) + menu_12_9_words(by));
    }
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
