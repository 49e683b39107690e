// FIDE Laws of Chess (2023): the clock. A flag seen down (6.8, 6.9, with 5.2.2 and the cannot-mate
// draw; A.5.3 in rapid and blitz without adequate supervision), both flags down (6.9, III.3.1), a
// clock set wrongly (6.10.2, A.5.1.1), the quickplay finish of Guidelines III (III.4, III.5) and
// pausing the clock (6.11: the arbiter pauses it when the game must be interrupted and decides when
// it restarts; a player may pause it only to seek the arbiter's help, e.g. a promotion piece that is
// not available; without a valid reason the player is penalised under 12.9, 6.11.4).
// Source: /work/shared/reference/fide-laws-of-chess.md (§3.1, §6.1, §11).

#include <map>
#include <string>
#include <vector>

#include "engine/rules/chess_judgements.hpp"
#include "engine/rules/chess_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

// III.5: the arbiter postponed his decision on the flagged player's quickplay claim; now the flag
// has fallen he declares the result: a draw if the opponent could not win the final position by
// normal means or was not making sufficient attempts to, else the loss on time stands.
void quickplay_final_decision(State& s, const Event& e, Player flagged, const Event& claim, const ChessFacts& claim_facts) {
    const auto can_win = claim_facts.opponent_can_win;
    const auto trying = claim.maybe_flag("opponent_trying");
    const Vars v{.player = flagged, .at = e.at};
    if (!can_win && !trying) {
        s.problem(say(L("{player}的快速结束申请被推迟，现在{player}的旗已落：裁判的最终决定取决于对方能否以正常方式取胜、是否在争胜；请在申请事件上写明 `opponent_can_win` 或 `opponent_trying`",
                        "{player}的快速結束申請被推遲，現在{player}的旗已落：裁判的最終決定取決於對方能否以正常方式取勝、是否在爭勝；請在申請事件上寫明 `opponent_can_win` 或 `opponent_trying`",
                        "{player}'s postponed quickplay claim is decided now that {player}'s flag has fallen, and the decision turns on "
                        "whether the opponent could win by normal means and was trying to: state opponent_can_win or "
                        "opponent_trying on the claim"),
                      v));
        return;
    }
    Part part;
    if ((can_win && !*can_win) || (trying && !*trying)) {
        part.id = "chess.quickplay-final-draw";
        part.outcome = Outcome::Draw;
        part.outcome_citations = {s.cite("III.5")};
        part.sentence = say(can_win && !*can_win
                                ? L("{player}的旗{at_time}落下。此前裁判推迟了对{player}快速结束和棋申请的决定，现在作出最终决定：{opponent}无法以正常方式赢下最后的局面，判和棋（III.5）。",
                                    "{player}的旗{at_time}落下。此前裁判推遲了對{player}快速結束和棋申請的決定，現在作出最終決定：{opponent}無法以正常方式贏下最後的局面，判和棋（III.5）。",
                                    "{player}'s flag fell{at_time}. The arbiter had postponed his decision on {player}'s quickplay claim "
                                    "and now decides: {opponent} could not win the final position by normal means, so the game is "
                                    "drawn (III.5).")
                                : L("{player}的旗{at_time}落下。此前裁判推迟了对{player}快速结束和棋申请的决定，现在作出最终决定：{opponent}没有以正常方式充分争胜，判和棋（III.5）。",
                                    "{player}的旗{at_time}落下。此前裁判推遲了對{player}快速結束和棋申請的決定，現在作出最終決定：{opponent}沒有以正常方式充分爭勝，判和棋（III.5）。",
                                    "{player}'s flag fell{at_time}. The arbiter had postponed his decision on {player}'s quickplay claim "
                                    "and now decides: {opponent} was not making sufficient attempts to win by normal means, so the "
                                    "game is drawn (III.5)."),
                            v);
    } else {
        part.id = "chess.quickplay-final-loss";
        part.outcome = win_for(other(flagged));
        part.outcome_citations = {s.cite("6.9"), s.cite("6.8"), s.cite("III.5")};
        part.penalties.push_back({flagged, PenaltyKind::Loss, 0, {s.cite("6.9")}});
        part.sentence = say(L("{player}的旗{at_time}落下。此前裁判推迟了对{player}快速结束和棋申请的决定，现在作出最终决定：{opponent}能以正常方式取胜，而且一直在争胜，申请不成立，{player}超时判负（III.5，6.9）。",
                              "{player}的旗{at_time}落下。此前裁判推遲了對{player}快速結束和棋申請的決定，現在作出最終決定：{opponent}能以正常方式取勝，而且一直在爭勝，申請不成立，{player}超時判負（III.5，6.9）。",
                              "{player}'s flag fell{at_time}. The arbiter had postponed his decision on {player}'s quickplay claim and "
                              "now decides: {opponent} could win by normal means and was trying to, so the claim fails and {player} "
                              "loses on time (III.5, 6.9)."),
                            v);
    }
    if (e.at) s.fact("flag_seen_at", clock::format_game_time(*e.at));
    s.add(std::move(part), e);
}

// Guidelines III apply only when announced (III.2.1), and only to standard and rapid games without
// increment (III.2.2); III.4 and III.5 need the claimant to have under two minutes. Returns true
// (after adding the part) when the request or claim has no basis.
bool quickplay_not_applicable(State& s, const Event& e, Player by, std::string_view article) {
    // The replay read the clock and says which article denies the request, if any.
    const std::string& denied = s.chess_facts().guidelines_denied_by;
    if (denied.empty()) return false;
    const std::optional<clock::Millis> left = s.chess_facts().time_left;
    Vars v{.player = by, .at = e.at, .duration = left};
    Part part;
    std::string cited;
    if (denied == "III.2.1") {
        cited = "III.2.1";
        part.sentence = L("本赛事事先没有宣布采用准则III，{player}的要求没有依据（III.2.1）。", "本賽事事先沒有宣佈採用準則III，{player}的要求沒有依據（III.2.1）。",
                          "The event did not announce Guidelines III beforehand, so {player}'s request has no basis (III.2.1).");
    } else if (denied == "III.2.2" && blitz(s)) {
        cited = "III.2.2";
        part.sentence = L("准则III不适用于超快棋，{player}的要求没有依据（III.2.2）。", "準則III不適用於超快棋，{player}的要求沒有依據（III.2.2）。",
                          "Guidelines III do not apply to blitz, so {player}'s request has no basis (III.2.2).");
    } else if (denied == "III.2.2") {
        cited = "III.2.2";
        part.sentence = L("这盘棋本来就有加秒，准则III不适用，{player}的要求没有依据（III.2.2）。", "這盤棋本來就有加秒，準則III不適用，{player}的要求沒有依據（III.2.2）。",
                          "The game is played with an increment, so Guidelines III do not apply and {player}'s request has no "
                          "basis (III.2.2).");
    } else {
        cited = std::string(article);
        part.sentence = article == "III.4"
                            ? L("{player}还有{duration}，不少于两分钟，不能提出这一要求（III.4）。", "{player}還有{duration}，不少於兩分鐘，不能提出這一要求（III.4）。",
                                "{player} still has {duration}, not less than two minutes, so the request cannot be made (III.4).")
                            : L("{player}还有{duration}，不少于两分钟，不能提出这一申请（III.5）。", "{player}還有{duration}，不少於兩分鐘，不能提出這一申請（III.5）。",
                                "{player} still has {duration}, not less than two minutes, so the claim cannot be made (III.5).");
    }
    part.id = "chess.quickplay-not-applicable";
    part.outcome = Outcome::Continues;
    part.corrections.push_back({CorrectionKind::ClaimRejected, by, "", {s.cite(cited)}});
    part.sentence = say(part.sentence, v);
    s.add(std::move(part), e);
    return true;
}

LocalizedText piece_words(const std::string& piece) {
    if (piece == "rook") return L("车", "車", "rook");
    if (piece == "bishop") return L("象", "象", "bishop");
    if (piece == "knight") return L("马", "馬", "knight");
    return L("后", "后", "queen");
}

void arbiter_paused(State& s, const Event& e) {
    Part part;
    part.id = "chess.arbiter-paused-clock";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {s.cite("6.11.1"), s.cite("6.11.3")};
    part.sentence = L("对局必须中断，由裁判暂停棋钟（6.11.1）；中断期间双方的时间都不走，何时恢复对局由裁判决定（6.11.3）。对局没有结束，也不处罚任何一方。",
                      "對局必須中斷，由裁判暫停棋鐘（6.11.1）；中斷期間雙方的時間都不走，何時恢復對局由裁判決定（6.11.3）。對局沒有結束，也不處罰任何一方。",
                      "The game has to be interrupted, so the arbiter pauses the clock (6.11.1); neither player's time "
                      "runs meanwhile, and the arbiter decides when the game restarts (6.11.3). The game has not "
                      "ended and nobody is penalised.");
    s.add(std::move(part), e);
}

// Why a player's pause has no valid reason, or nothing when it has one (6.11.2, 6.11.4).
std::optional<LocalizedText> no_valid_reason(const Event& e, const ChessFacts& f) {
    const std::string reason = e.text("reason", "none");
    // Something the arbiter must settle, or an interruption he must be called to, is his help.
    if (reason == "arbiter_help" || reason == "interruption") return std::nullopt;
    if (reason == "promotion_piece") {
        const LocalizedText piece = piece_words(e.text("piece", "queen"));
        if (!f.has_move)
            return L("但当时轮到对方走棋，没有他的升变可言。", "但當時輪到對方走棋，沒有他的升變可言。",
                     " But it was the opponent's move, so no promotion of his was due.");
        if (!f.can_promote.value_or(true))
            return L("但他没有能升变的兵，不存在要补的升变棋子。", "但他沒有能升變的兵，不存在要補的升變棋子。",
                     " But none of his pawns can promote, so no promotion piece was needed.");
        if (f.piece_available.value_or(false))
            return (L("但棋盘外就有一个他这一方的", "但棋盤外就有一個他這一方的", " But a ") + piece +
                         L("（已被吃掉的棋子），升变所需的棋子并不缺。", "（已被吃掉的棋子），升變所需的棋子並不缺。",
                           " of his colour is among the pieces off the board, so the piece was not missing."));
        return std::nullopt;
    }
    if (reason == "personal")
        return L("去洗手间等个人原因不是暂停棋钟的理由，这段时间应当照走他自己的钟。",
                 "去洗手間等個人原因不是暫停棋鐘的理由，這段時間應當照走他自己的鐘。",
                 " A personal reason such as a toilet break is no reason to pause the clock: his own clock should "
                 "have kept running.");
    return L("他没有需要裁判协助的事。", "他沒有需要裁判協助的事。", " He needed nothing from the arbiter.");
}

void player_paused(State& s, const Event& e, Player by) {
    const Vars v{.player = by, .at = e.at};
    const std::string reason = e.text("reason", "none");
    LocalizedText sentence = L("{player}暂停了棋钟。棋手只有为请裁判协助才可暂停棋钟（6.11.2），由裁判判断理由是否正当（6.11.4）。",
                               "{player}暫停了棋鐘。棋手只有為請裁判協助才可暫停棋鐘（6.11.2），由裁判判斷理由是否正當（6.11.4）。",
                               "{player} paused the clock. A player may pause the clock only to seek the arbiter's help "
                               "(6.11.2), and the arbiter judges whether the reason was valid (6.11.4).");
    Part part;
    part.outcome = Outcome::Continues;
    if (const auto why_not = no_valid_reason(e, s.chess_facts())) {
        part.id = "chess.clock-paused-without-reason";
        part.penalties.push_back(menu_12_9(by, {s.cite("6.11.2"), s.cite("6.11.4"), s.cite("12.9")}));
        part.sentence = (say((sentence + *why_not +
                                        L("没有正当理由暂停棋钟，按6.11.4处罚，对局继续。",
                                          "沒有正當理由暫停棋鐘，按6.11.4處罰，對局繼續。",
                                          " Pausing the clock without a valid reason is penalised under 6.11.4; the game "
                                          "continues.")),
                                  v) +
                              menu_12_9_words(by));
        s.add(std::move(part), e);
        return;
    }
    part.id = "chess.clock-paused-for-help";
    part.outcome_citations = {s.cite("6.11.2"), s.cite("6.11.4")};
    const LocalizedText help =
        reason == "promotion_piece"
            ? (L("他要升变，而棋盘外没有他这一方的", "他要升變，而棋盤外沒有他這一方的",
                      " He has a promotion to make and no ") +
                    piece_words(e.text("piece", "queen")) +
                    L("：这正是6.11.2所举的理由。裁判拿来所需的棋子（倒放的车仍然是车，不能当后），然后决定何时恢复对局。不处罚。",
                      "：這正是6.11.2所舉的理由。裁判拿來所需的棋子（倒放的車仍然是車，不能當后），然後決定何時恢復對局。不處罰。",
                      " of his colour is off the board: exactly the reason 6.11.2 gives. The arbiter brings the piece "
                      "(an upside-down rook would still be a rook, not a queen) and decides when play resumes. No "
                      "penalty."))
            : reason == "interruption"
            ? L("对局必须中断，他停钟是为了请裁判处理，理由正当：此后由裁判决定何时恢复对局，不处罚。",
                "對局必須中斷，他停鐘是為了請裁判處理，理由正當：此後由裁判決定何時恢復對局，不處罰。",
                " The game had to be interrupted and he paused the clock to call the arbiter, a valid reason: the "
                "arbiter decides when play resumes. No penalty.")
            : L("他需要裁判处理一件事，理由正当：裁判处理后决定何时恢复对局，不处罚。",
                "他需要裁判處理一件事，理由正當：裁判處理後決定何時恢復對局，不處罰。",
                " He needed the arbiter to deal with a matter, a valid reason: the arbiter deals with it and decides "
                "when play resumes. No penalty.");
    part.sentence = say((sentence + help), v);
    s.add(std::move(part), e);
}

}  // namespace

void chess_flag_fall(State& s, const Event& e) {
    const Player flagged = *e.player("player");
    const std::string who = e.text("noticed_by", "arbiter");
    // Who noticed it, in each language.
    static const std::map<std::string, LocalizedText> noticers = {
        {"arbiter", L("裁判", "裁判", "the arbiter")},
        {"white", L("白方", "白方", "White")},
        {"black", L("黑方", "黑方", "Black")},
        {"spectator", L("观众", "觀眾", "a spectator")},
    };
    const auto noticer = noticers.find(who);
    const Vars v{.player = flagged, .at = e.at,
                 .values = {{"noticer", noticer != noticers.end() ? noticer->second : LocalizedText{who, who, who}}}};
    if (s.chess_clock() && e.at && !s.chess_clock()->flag_down(side(flagged), *e.at)) {
        Part part{"chess.flag-not-down", {}, {}, {}, {}, {}, {}};
        part.corrections.push_back({CorrectionKind::ClaimRejected, flagged, "", {s.cite("6.8")}});
        part.sentence = say(L("{when}{player}的钟上还有时间，旗并未倒下，对局继续。", "{when}{player}的鐘上還有時間，旗並未倒下，對局繼續。",
                              "{when}{player}'s clock still showed time: the flag had not fallen and play continues."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    Part part;
    const bool draw = !s.can_mate(other(flagged), e);
    if (!draw && s.postponed_quickplay && s.incident.events[*s.postponed_quickplay].player("by") == flagged) {
        quickplay_final_decision(s, e, flagged, s.incident.events[*s.postponed_quickplay], s.replay.steps[*s.postponed_quickplay].chess);
        return;
    }
    // Neither side can mate: the position is dead and the game was drawn already (5.2.2); else
    // 6.9 settles it (a loss, or a draw when the opponent cannot mate), the flag counting by 6.8.
    const bool dead = draw && s.surely_cannot_mate(flagged);
    part.id = dead ? "chess.flag-fall-dead-position" : draw ? "chess.flag-fall-cannot-mate" : "chess.flag-fall";
    part.outcome = draw ? Outcome::Draw : win_for(other(flagged));
    part.outcome_citations = {s.cite("6.9"), s.cite("6.8")};
    if (dead) part.outcome_citations.insert(part.outcome_citations.begin(), s.cite("5.2.2"));
    if (!draw) part.penalties.push_back({flagged, PenaltyKind::Loss, 0, {s.cite("6.9")}});
    if (s.chess_clock() && e.at) s.fact("flag_fell_at", clock::format_game_time(*s.chess_clock()->flag_time(side(flagged))));
    if (e.at) s.fact("flag_seen_at", clock::format_game_time(*e.at));
    part.sentence = draw ? say(L("{player}的旗{at_time}被确认落下，但{opponent}无法用任何合法着法将杀{player}，判和棋。",
                                 "{player}的旗{at_time}被確認落下，但{opponent}無法用任何合法著法將殺{player}，判和棋。",
                                 "{player}'s flag was established down{at_time}, but {opponent} cannot checkmate {player} by any series of "
                                 "legal moves: the game is drawn."),
                               v)
                         : say(L("{player}的旗{at_time}被确认落下（由{noticer}发现），{player}未在规定时间内完成规定着数，判负。",
                                 "{player}的旗{at_time}被確認落下（由{noticer}發現），{player}未在規定時間內完成規定著數，判負。",
                                 "{player}'s flag was established down{at_time} (noticed by {noticer}); {player} had not completed the "
                                 "moves in time and loses."),
                               v);
    if (dead)
        part.sentence = (part.sentence + L("双方都无法将杀：这是死局，对局在形成死局时就已经以和棋结束（5.2.2）。",
                                              "雙方都無法將殺：這是死局，對局在形成死局時就已經以和棋結束（5.2.2）。",
                                              " Neither player can checkmate: the position is dead, and the game was drawn "
                                              "the moment it arose (5.2.2)."));
    if (!supervised_play(s.rules) && who == player_name(other(flagged))) {
        // A.5.3 (B.3 in blitz): without adequate supervision the claimant may pause the clock and
        // notify the arbiter; the claim is still a draw when the claimant cannot mate.
        part.outcome_citations.push_back(s.cite("A.5.3"));
        if (s.rules.text("format") == "blitz") part.outcome_citations.push_back(s.cite("B.3"));
        const LocalizedText a53 = draw ? L("无充分监督的快棋/超快棋中，申请超时胜的一方可以暂停棋钟并告知裁判，但他无法将杀对方时仍判和棋（A.5.3）。",
                                           "無充分監督的快棋/超快棋中，申請超時勝的一方可以暫停棋鐘並告知裁判，但他無法將殺對方時仍判和棋（A.5.3）。",
                                           " In rapid or blitz without adequate supervision the claimant may pause the "
                                           "clock and notify the arbiter, but the game is still drawn when the claimant "
                                           "cannot checkmate (A.5.3).")
                                       : L("无充分监督的快棋/超快棋中，申请超时胜的一方可以暂停棋钟并告知裁判（A.5.3）；他能够将杀对方，申请成立。",
                                           "無充分監督的快棋/超快棋中，申請超時勝的一方可以暫停棋鐘並告知裁判（A.5.3）；他能夠將殺對方，申請成立。",
                                           " In rapid or blitz without adequate supervision the claimant may pause the "
                                           "clock and notify the arbiter (A.5.3); the claimant can still checkmate, so "
                                           "the claim succeeds.");
        part.sentence += a53;
    }
    s.add(std::move(part), e);
}

void chess_both_flags(State& s, const Event& e) {
    std::string first = e.text("first");
    std::optional<clock::Millis> white_fell, black_fell;
    if (s.chess_clock()) {
        white_fell = s.chess_clock()->flag_time(clock::Side::White);
        black_fell = s.chess_clock()->flag_time(clock::Side::Black);
        if (white_fell && black_fell) {
            s.fact("flags_fell_at", "white " + clock::format_game_time(*white_fell) + ", black " +
                                        clock::format_game_time(*black_fell));
            if (first.empty() && *white_fell != *black_fell) first = *white_fell < *black_fell ? "white" : "black";
        }
    }
    Part part;
    if (first == "white" || first == "black") {
        const Player p = *parse_player(first);
        const bool draw = !s.can_mate(other(p), e);
        part.id = "chess.both-flags-first-known";
        part.outcome = draw ? Outcome::Draw : win_for(other(p));
        part.outcome_citations = {s.cite("6.9")};
        if (!draw) part.penalties.push_back({p, PenaltyKind::Loss, 0, {s.cite("6.9")}});
        part.sentence = say(draw ? L("双方的旗都已落下，棋钟显示{player}的旗先落，但{opponent}无法将杀{player}：和棋。",
                                     "雙方的旗都已落下，棋鐘顯示{player}的旗先落，但{opponent}無法將殺{player}：和棋。",
                                     "Both flags are down and the clock shows {player}'s fell first, but {opponent} cannot checkmate "
                                     "{player}: draw.")
                                 : L("双方的旗都已落下，棋钟显示{player}的旗先落，{player}超时判负。",
                                     "雙方的旗都已落下，棋鐘顯示{player}的旗先落，{player}超時判負。",
                                     "Both flags are down and the clock shows {player}'s fell first: {player} loses on time."),
                            Vars{.player = p, .at = e.at});
        if (white_fell && black_fell) {
            // The replayed clock says when each flag fell.
            part.sentence += say(L("（白方旗落于{white_fell}，黑方旗落于{black_fell}）", "（白方旗落於{white_fell}，黑方旗落於{black_fell}）",
                                   " (White's flag fell at {white_fell}, Black's at {black_fell}.)"),
                                 Vars{.values = {{"white_fell", clock::format_game_time(*white_fell)},
                                                 {"black_fell", clock::format_game_time(*black_fell)}}});
        }
    } else if (e.flag("last_period")) {
        part.id = "chess.both-flags-unknown-last-period";
        part.outcome = Outcome::Draw;
        part.outcome_citations = {s.cite("III.3.1.2")};
        part.sentence = L("双方的旗都已落下，无法确定谁先落，且在最后阶段：和棋。",
                          "雙方的旗都已落下，無法確定誰先落，且在最後階段：和棋。",
                          "Both flags are down, it cannot be told which fell first, and it is the last period: draw.");
    } else {
        part.id = "chess.both-flags-unknown";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("III.3.1.1")};
        part.sentence = L("双方的旗都已落下，无法确定谁先落，但不是最后阶段：对局继续。",
                          "雙方的旗都已落下，無法確定誰先落，但不是最後階段：對局繼續。",
                          "Both flags are down and it cannot be told which fell first, but it is not the last period: "
                          "the game continues.");
    }
    s.add(std::move(part), e);
}

// ---- 6.10.2 / A.5.1.1: the clock set wrongly ----

void chess_clock_setting(State& s, const Event& e) {
    const std::int64_t moves = moves_each(s, e);
    Vars v{.at = e.at, .number = moves};
    Part part;
    part.outcome = Outcome::Continues;
    if (!supervised_play(s.rules) && moves >= 10 && !e.flag("schedule_affected")) {
        part.id = "chess.clock-setting-stands";
        part.outcome_citations = a5(s, "A.5.1.1");
        part.sentence = say(L("无充分监督的快棋/超快棋中发现棋钟设置错误时，双方已各走满{number}步：设置不再改动（A.5.1.1），对局照常进行。",
                              "無充分監督的快棋/超快棋中發現棋鐘設置錯誤時，雙方已各走滿{number}步：設置不再改動（A.5.1.1），對局照常進行。",
                              "In rapid or blitz without adequate supervision, each player had completed {number} moves when "
                              "the wrong clock setting was found: the setting is not changed (A.5.1.1) and play goes on."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    part.id = "chess.clock-setting-corrected";
    std::vector<Citation> cites = {s.cite("6.10.2")};
    LocalizedText sentence = L("对局中发现棋钟设置错误：任何一方或裁判立即暂停棋钟，由裁判装上正确的设置，并凭最佳判断调整双方的时间和步数计数（6.10.2）。",
                               "對局中發現棋鐘設置錯誤：任何一方或裁判立即暫停棋鐘，由裁判裝上正確的設置，並憑最佳判斷調整雙方的時間和步數計數（6.10.2）。",
                               "The clock was found set wrongly during the game: either player or the arbiter pauses the "
                               "clock at once, and the arbiter installs the correct setting and adjusts the times and the "
                               "move counter by his best judgement (6.10.2).");
    if (!supervised_play(s.rules) && moves >= 10) {
        cites = with(cites, a5(s, "A.5.1.1"));
        sentence = (sentence + L("双方虽已各走满{number}步，但不改会影响比赛日程，所以仍须改正（A.5.1.1）。",
                                    "雙方雖已各走滿{number}步，但不改會影響比賽日程，所以仍須改正（A.5.1.1）。",
                                    " Each player has completed {number} moves, but leaving it would upset the event's schedule, "
                                    "so it is still corrected (A.5.1.1)."));
    } else if (!supervised_play(s.rules)) {
        sentence = (sentence + L("双方还没有各走满十步，A.5.1.1的限制尚不适用。", "雙方還沒有各走滿十步，A.5.1.1的限制尚不適用。",
                                    " Fewer than ten moves each have been completed, so the limit of A.5.1.1 does not "
                                    "apply yet."));
    }
    part.corrections.push_back({CorrectionKind::CorrectClockSetting, std::nullopt, e.text("what"), cites});
    part.sentence = say(sentence, v);
    s.add(std::move(part), e);
}

// ---- Guidelines III.4 / III.5: the quickplay finish ----

void chess_increment_request(State& s, const Event& e) {
    const Player by = *e.player("by");
    if (quickplay_not_applicable(s, e, by, "III.4")) return;
    const Vars v{.player = by, .at = e.at};
    const LocalizedText asked = L("{player}在时间不足两分钟时要求双方改为每步加5秒，这等于提和；",
                                  "{player}在時間不足兩分鐘時要求雙方改為每步加5秒，這等於提和；",
                                  "{player}, with under two minutes left, asked for a 5-second increment for both players, which "
                                  "counts as a draw offer; ");
    Part part;
    if (e.flag("opponent_accepts")) {
        part.id = "chess.increment-request-draw";
        part.outcome = Outcome::Draw;
        part.outcome_citations = {s.cite("III.4"), s.cite("5.2.3")};
        part.sentence = say((asked + L("{opponent}接受：和棋（III.4，5.2.3）。", "{opponent}接受：和棋（III.4，5.2.3）。",
                                          "{opponent} accepted it: the game is drawn (III.4, 5.2.3).")),
                            v);
    } else if (e.flag("arbiter_agrees", true)) {
        part.id = "chess.increment-introduced";
        part.outcome = Outcome::Continues;
        part.corrections.push_back({CorrectionKind::IntroduceIncrement, std::nullopt, "", {s.cite("III.4")}});
        part.penalties.push_back({by, PenaltyKind::TimeToOpponent, 120, {s.cite("III.4")}});
        part.sentence = say((asked + L("{opponent}拒绝和棋，裁判同意这一要求：双方棋钟改为每步加5秒，{opponent}另加两分钟，对局继续（III.4）。",
                                          "{opponent}拒絕和棋，裁判同意這一要求：雙方棋鐘改為每步加5秒，{opponent}另加兩分鐘，對局繼續（III.4）。",
                                          "{opponent} declined the draw and the arbiter agreed to the request: both clocks get a "
                                          "5-second increment, {opponent} gets two extra minutes, and play continues (III.4).")),
                            v);
    } else {
        part.id = "chess.increment-request-refused";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("III.4")};
        part.sentence = say((asked + L("{opponent}拒绝和棋，裁判不同意这一要求：棋钟不变，对局继续（III.4）。",
                                          "{opponent}拒絕和棋，裁判不同意這一要求：棋鐘不變，對局繼續（III.4）。",
                                          "{opponent} declined the draw and the arbiter did not agree to the request: the clocks "
                                          "stay as they are and play continues (III.4).")),
                            v);
    }
    s.add(std::move(part), e);
}

void chess_quickplay_claim(State& s, const Event& e) {
    const Player by = *e.player("by");
    if (quickplay_not_applicable(s, e, by, "III.5")) return;
    static const std::map<std::string, LocalizedText> grounds = {
        {"cannot_win", L("对方无法以正常方式取胜", "對方無法以正常方式取勝", "the opponent cannot win by normal means")},
        {"no_effort", L("对方没有以正常方式争胜", "對方沒有以正常方式爭勝", "the opponent is making no effort to win by normal means")},
        {"", L("对方无法以正常方式取胜或没有争胜", "對方無法以正常方式取勝或沒有爭勝",
               "the opponent cannot win by normal means or is making no effort to")},
    };
    const Vars v{.player = by, .at = e.at};
    const LocalizedText claimed = (L("{player}在时间不足两分钟时申请和棋，理由是", "{player}在時間不足兩分鐘時申請和棋，理由是",
                                         "{player}, with under two minutes left, claimed a draw because ") +
                                       grounds.at(e.text("grounds")) + L("；", "；", "; "));
    const std::string decision = s.chess_facts().decision;
    Part part;
    part.outcome_citations = {s.cite("III.5")};
    // What the arbiter judged, when the file says it (the decision follows from it, III.5).
    const auto can_win = s.chess_facts().opponent_can_win;
    const auto trying = e.maybe_flag("opponent_trying");
    LocalizedText judged;
    if (can_win && !*can_win)
        judged = L("裁判认为{opponent}无法以正常方式取胜；", "裁判認為{opponent}無法以正常方式取勝；", "the arbiter finds that {opponent} cannot win by normal means; ");
    else if (trying && !*trying)
        judged = L("裁判认为{opponent}没有以正常方式争胜；", "裁判認為{opponent}沒有以正常方式爭勝；", "the arbiter finds that {opponent} is making no effort to win by normal means; ");
    else if (can_win && trying && decision != "postpone")
        judged = L("裁判认为{opponent}能以正常方式取胜，而且正在争胜；", "裁判認為{opponent}能以正常方式取勝，而且正在爭勝；",
                   "the arbiter finds that {opponent} can win by normal means and is trying to; ");
    const LocalizedText claimed_and_judged = (claimed + judged);
    if (decision == "accept") {
        part.id = "chess.quickplay-draw";
        part.outcome = Outcome::Draw;
        part.sentence = say((claimed_and_judged + L("裁判认可：判和棋（III.5）。", "裁判認可：判和棋（III.5）。",
                                            "the arbiter agrees: the game is drawn (III.5).")),
                            v);
    } else if (decision == "postpone") {
        part.id = "chess.quickplay-postponed";
        part.outcome = Outcome::Continues;
        s.postponed_quickplay = s.current;
        const bool extra = e.flag("two_minutes", true);
        if (extra) {
            part.penalties.push_back({by, PenaltyKind::TimeToOpponent, 120, {s.cite("III.5")}});
            }
        part.sentence = say((claimed + (extra ? L("裁判推迟决定：{opponent}加两分钟，", "裁判推遲決定：{opponent}加兩分鐘，",
                                                    "the arbiter postpones his decision: {opponent} gets two extra minutes, ")
                                                : L("裁判推迟决定：", "裁判推遲決定：", "the arbiter postpones his decision: ")) +
                                 L("对局继续（最好有裁判在场），裁判在对局后段或一方旗落后宣布结果（III.5）。",
                                   "對局繼續（最好有裁判在場），裁判在對局後段或一方旗落後宣佈結果（III.5）。",
                                   "play continues, if possible with an arbiter present, and he declares the result later "
                                   "in the game or once a flag has fallen (III.5).")),
                            v);
    } else {
        part.id = "chess.quickplay-rejected";
        part.outcome = Outcome::Continues;
        part.corrections.push_back({CorrectionKind::ClaimRejected, by, "", {s.cite("III.5")}});
        part.penalties.push_back({by, PenaltyKind::TimeToOpponent, 120, {s.cite("III.5")}});
        part.sentence = say((claimed_and_judged + L("裁判驳回申请：{opponent}加两分钟，对局继续（III.5）。", "裁判駁回申請：{opponent}加兩分鐘，對局繼續（III.5）。",
                                            "the arbiter rejects the claim: {opponent} gets two extra minutes and play continues "
                                            "(III.5).")),
                            v);
    }
    s.add(std::move(part), e);
}

void chess_clock_paused(State& s, const Event& e) {
    if (const auto by = e.player("by")) player_paused(s, e, *by);
    else arbiter_paused(s, e);
}

}  // namespace arbiter::rules::detail
