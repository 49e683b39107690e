// FIDE Laws of Chess (2023): irregularities that are not moves on the board — found after the
// game (8.7), illegal positions in rapid/blitz (A.5.4 / 7.5.1), clock settings (6.10.2, A.5.1.1),
// colours and set-up (7.2, 7.3, A.5.1.2), persistent refusal (11.7, 11.8), leaving the playing
// area (11.2.3), third parties (12.7) and the quickplay finish of Guidelines III (III.4, III.5).
// Source: /work/shared/reference/fide-laws-of-chess.md (§3.2, §6.1, §6.4, §7.2, §7.3, §11);
// what the reference does not settle is listed in docs/rulings.md.
#include <algorithm>

#include "engine/rules/adjudication_state.hpp"

namespace arbiter::rules::detail {

namespace {


bool blitz(const State& s) { return s.rules.text("format") == "blitz"; }

// Rapid (A.5) or blitz (B.3) without adequate supervision: the limited arbiter powers of A.5.
bool normal_rapid_blitz(const State& s) { return s.rules.text("format") != "standard" && !s.rules.flag("supervised"); }
bool supervised_play(const State& s) { return !normal_rapid_blitz(s); }

// An article of A.5; in blitz B.3 is what brings it in.
std::vector<Citation> a5(const State& s, std::string_view article) {
    std::vector<Citation> out{s.cite(article)};
    if (blitz(s)) out.push_back(s.cite("B.3"));
    return out;
}

// The format's article for an illegal move under the full Competition Rules (A.3 with A.4 / B.2).
std::vector<Citation> supervised_format_citations(const State& s, bool time_penalty) {
    const std::string format = s.rules.text("format");
    std::vector<Citation> out;
    if (format == "standard") return out;
    if (time_penalty && s.rules.number("illegal_move_penalty_s") == 60) out.push_back(s.cite("A.3"));
    out.push_back(s.cite(format == "rapid" ? "A.4" : "B.2"));
    return out;
}

std::vector<Citation> with(std::vector<Citation> first, const std::vector<Citation>& more) {
    first.insert(first.end(), more.begin(), more.end());
    return first;
}

// Moves each player had completed: the event's `moves`, else the clock's count, else 0.
std::int64_t moves_each(const State& s, const Event& e) {
    if (e.has("moves")) return e.integer("moves");
    if (const auto* c = s.chess_clock())
        return std::min(c->moves_done(clock::Side::White), c->moves_done(clock::Side::Black));
    return 0;
}

// The English text with its first letter in upper case (for sentences that open with a phrase).
LocalizedText sentence_case(LocalizedText text) {
    if (!text.en.empty() && text.en[0] >= 'a' && text.en[0] <= 'z') text.en[0] = static_cast<char>(text.en[0] - 'a' + 'A');
    return text;
}

Outcome result_of(const std::string& word) { return parse_outcome(word).value_or(Outcome::Draw); }

// A game result as written on a scoresheet.
LocalizedText result_words(Outcome o) {
    if (o == Outcome::WhiteWins) return L("1-0，白方胜", "1-0，白方勝", "1-0, a White win");
    if (o == Outcome::BlackWins) return L("0-1，黑方胜", "0-1，黑方勝", "0-1, a Black win");
    return L("½-½，和棋", "½-½，和棋", "½-½, a draw");
}

// ---- 8.7: found after the game ----

void found_after_game(State& s, const Event& e) {
    static const std::map<std::string, LocalizedText> found = {
        {"illegal_move", L("一步不合法着法", "一步不合法著法", "an illegal move")},
        {"illegal_position", L("不合法的局面", "不合法的局面", "an illegal position")},
        {"wrong_result", L("记录纸上的结果有误", "記錄紙上的結果有誤", "a wrong result on the scoresheets")},
        {"other", L("一处违规", "一處違規", "an irregularity")},
    };
    const std::string what = e.text("what");
    const Outcome recorded = result_of(e.text("result"));
    const bool signed_sheets = e.flag("signed", true);
    Part part;
    LocalizedText sentence = cat({L("对局结束后才发现", "對局結束後才發現", "After the game had ended, "), found.at(what),
                                  L("。", "。", " came to light. ")});
    const LocalizedText recorded_words = result_words(recorded);
    if (e.has("arbiter_decision")) {
        const Outcome decided = result_of(e.text("arbiter_decision"));
        part.id = "chess.result-corrected";
        part.outcome = decided;
        sentence = cat({sentence, L("记录的结果是", "記錄的結果是", "The recorded result was "), recorded_words,
                        L("；裁判按8.7另作决定，结果改为", "；裁判按8.7另作決定，結果改為",
                          ", but the arbiter decides otherwise under 8.7 and sets the result: "),
                        result_words(decided), L("。", "。", ".")});
    } else if (what == "wrong_result" && !signed_sheets && e.has("actual_result")) {
        // 8.7 keeps a wrong result only once both players have signed it.
        const Outcome actual = result_of(e.text("actual_result"));
        part.id = "chess.result-corrected";
        part.outcome = actual;
        sentence = cat({sentence, L("记录的结果（", "記錄的結果（", "The recorded result ("), recorded_words,
                        L("）双方尚未签字确认，按实际结果（", "）雙方尚未簽字確認，按實際結果（",
                          ") had not been signed by both players, so the actual result ("),
                        result_words(actual), L("）记录（8.7）。", "）記錄（8.7）。", ") is entered (8.7).")});
    } else {
        part.id = "chess.result-stands";
        part.outcome = recorded;
        if (signed_sheets)
            sentence = cat({sentence, L("双方已在记录纸上签字确认结果（", "雙方已在記錄紙上簽字確認結果（",
                                        "Both players signed the scoresheets with the result ("),
                            recorded_words,
                            L("）：签字的结果即使有误也有效，裁判没有另作决定（8.7）。",
                              "）：簽字的結果即使有誤也有效，裁判沒有另作決定（8.7）。",
                              "): a signed result stands even if it is wrong, and the arbiter has not decided otherwise "
                              "(8.7).")});
        else
            sentence = cat({sentence, L("对局已经结束，结果（", "對局已經結束，結果（", "The game had clearly finished, so the result ("),
                            recorded_words,
                            L("）有效。", "）有效。", ") stands.")});
        if (what != "wrong_result")
            sentence = cat({sentence, L("对局结束后，对局中的违规不再纠正。", "對局結束後，對局中的違規不再糾正。",
                                        " Nothing that happened during play is corrected once the game has ended.")});
    }
    part.outcome_citations = {s.cite("8.7")};
    part.sentence = sentence;
    s.add(std::move(part), e);
}

// ---- A.5.4 / 7.5.1: both kings in check, a pawn on the last rank ----

void illegal_position(State& s, const Event& e) {
    static const std::map<std::string, LocalizedText> seen = {
        {"both_kings_in_check", L("双方的王同时被将军", "雙方的王同時被將軍", "both kings in check")},
        {"pawn_on_last_rank", L("一个兵停在底线上", "一個兵停在底線上", "a pawn standing on the last rank")},
    };
    const std::string what = e.text("what");
    Part part;
    if (normal_rapid_blitz(s)) {
        // A.5.4: the arbiter waits for the next completed move; an illegal position still there is a draw.
        LocalizedText sentence = cat({L("无充分监督的快棋/超快棋中，裁判看到", "無充分監督的快棋/超快棋中，裁判看到",
                                        "In rapid or blitz without adequate supervision the arbiter sees "),
                                      seen.at(what),
                                      L("：按A.5.4，他要等到下一步棋走完。", "：按A.5.4，他要等到下一步棋走完。",
                                        ": under A.5.4 he waits until the next move has been completed.")});
        part.outcome_citations = a5(s, "A.5.4");
        if (!e.has("still_there_after_next_move")) {
            part.id = "chess.illegal-position-wait";
            part.outcome = Outcome::Continues;
            sentence = cat({sentence, L("届时不合法局面仍在，即判和棋；现在对局继续。", "屆時不合法局面仍在，即判和棋；現在對局繼續。",
                                        " If the illegal position is still on the board then, the game is drawn; for now "
                                        "play continues.")});
        } else if (e.flag("still_there_after_next_move")) {
            part.id = "chess.illegal-position-draw";
            part.outcome = Outcome::Draw;
            sentence = cat({sentence, L("下一步棋走完后不合法局面仍在：判和棋。", "下一步棋走完後不合法局面仍在：判和棋。",
                                        " The next move has been completed and the illegal position is still there: the "
                                        "game is drawn.")});
        } else {
            part.id = "chess.illegal-position-gone";
            part.outcome = Outcome::Continues;
            sentence = cat({sentence, L("下一步棋走完后局面已经合法：不判和，对局继续。", "下一步棋走完後局面已經合法：不判和，對局繼續。",
                                        " After the next completed move the position is no longer illegal: no draw, "
                                        "play continues.")});
        }
        part.sentence = sentence;
        s.add(std::move(part), e);
        return;
    }
    // Standard play, or rapid/blitz under the full Competition Rules (A.4 / B.2): the position came
    // from a completed illegal move, so 7.5.1 reinstates the position before the irregularity.
    part.id = "chess.illegal-position-restored";
    std::vector<Citation> restore = {s.cite("7.5.1")};
    if (what == "pawn_on_last_rank") restore.push_back(s.cite("7.5.2"));
    LocalizedText sentence = cat({L("在慢棋或有充分监督的快棋/超快棋中发现", "在慢棋或有充分監督的快棋/超快棋中發現",
                                    "In standard play, or rapid/blitz with adequate supervision, the board shows "),
                                  seen.at(what),
                                  L("：这是一步完成了的不合法着法造成的，恢复违例前的局面（7.5.1）。",
                                    "：這是一步完成了的不合法著法造成的，恢復違例前的局面（7.5.1）。",
                                    ": it comes from a completed illegal move, and the position before the irregularity "
                                    "is reinstated (7.5.1).")});
    const auto by = e.player("by");
    if (!by) {
        part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, "", restore});
        part.sentence = sentence;
        s.add(std::move(part), e);
        return;
    }
    // The replay counts it with the player's other completed illegal moves (and adds the time).
    const int count = s.after().illegal_moves[State::idx(*by)];
    s.fact("illegal_moves_" + std::string(player_name(*by)), std::to_string(count));
    const auto fmt = supervised_format_citations(s, count == 1);
    Vars v{.player = *by, .at = e.at};
    if (count >= 2) {
        // 7.5.5: the second completed illegal move loses, unless the opponent cannot mate.
        const bool draw = !s.can_mate(other(*by), e);
        part.id = draw ? "chess.second-illegal-move-cannot-mate" : "chess.second-illegal-move";
        part.outcome = draw ? Outcome::Draw : win_for(other(*by));
        part.outcome_citations = with({s.cite("7.5.5")}, fmt);
        if (!draw) part.penalties.push_back({*by, PenaltyKind::Loss, 0, with({s.cite("7.5.5")}, fmt)});
        sentence = cat({sentence, draw ? L("这是{p}的第二次不合法着法，但{o}无法用任何合法着法将杀，判和棋。",
                                           "這是{p}的第二次不合法著法，但{o}無法用任何合法著法將殺，判和棋。",
                                           " This is {p}'s second illegal move, but {o} cannot checkmate by any series "
                                           "of legal moves: the game is drawn.")
                                         : L("这是{p}本局第二次完成不合法着法，{p}判负。", "這是{p}本局第二次完成不合法著法，{p}判負。",
                                             " This is {p}'s second completed illegal move in the game: {p} loses.")});
        part.sentence = say(sentence, v);
        s.add(std::move(part), e);
        return;
    }
    part.corrections.push_back({CorrectionKind::RestorePosition, std::nullopt, "", restore});
    const std::int64_t secs = s.rules.number("illegal_move_penalty_s");
    part.penalties.push_back({*by, PenaltyKind::TimeToOpponent, secs, with({s.cite("7.5.5")}, fmt)});
    v.seconds = secs;
    sentence = cat({sentence, L("这是{p}的第一次不合法着法，{o}加{s}秒。", "這是{p}的第一次不合法著法，{o}加{s}秒。",
                                " It is {p}'s first illegal move: {o} gets {s} seconds more.")});
    part.sentence = say(sentence, v);
    s.add(std::move(part), e);
}

// ---- 6.10.2 / A.5.1.1: the clock set wrongly ----

void clock_setting(State& s, const Event& e) {
    const std::int64_t moves = moves_each(s, e);
    Vars v{.at = e.at, .number = moves};
    Part part;
    part.outcome = Outcome::Continues;
    if (normal_rapid_blitz(s) && moves >= 10 && !e.flag("schedule_affected")) {
        part.id = "chess.clock-setting-stands";
        part.outcome_citations = a5(s, "A.5.1.1");
        part.sentence = say(L("无充分监督的快棋/超快棋中发现棋钟设置错误时，双方已各走满{n}步：设置不再改动（A.5.1.1），对局照常进行。",
                              "無充分監督的快棋/超快棋中發現棋鐘設置錯誤時，雙方已各走滿{n}步：設置不再改動（A.5.1.1），對局照常進行。",
                              "In rapid or blitz without adequate supervision, each player had completed {n} moves when "
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
    if (normal_rapid_blitz(s) && moves >= 10) {
        cites = with(cites, a5(s, "A.5.1.1"));
        sentence = cat({sentence, L("双方虽已各走满{n}步，但不改会影响比赛日程，所以仍须改正（A.5.1.1）。",
                                    "雙方雖已各走滿{n}步，但不改會影響比賽日程，所以仍須改正（A.5.1.1）。",
                                    " Each player has completed {n} moves, but leaving it would upset the event's schedule, "
                                    "so it is still corrected (A.5.1.1).")});
    } else if (normal_rapid_blitz(s)) {
        sentence = cat({sentence, L("双方还没有各走满十步，A.5.1.1的限制尚不适用。", "雙方還沒有各走滿十步，A.5.1.1的限制尚不適用。",
                                    " Fewer than ten moves each have been completed, so the limit of A.5.1.1 does not "
                                    "apply yet.")});
    }
    part.corrections.push_back({CorrectionKind::CorrectClockSetting, std::nullopt, e.text("what"), cites});
    part.sentence = say(sentence, v);
    s.add(std::move(part), e);
}

// ---- 7.2, 7.3, A.5.1.2: colours reversed, pieces set up wrongly, board turned ----

void wrong_setup(State& s, const Event& e) {
    const std::string what = e.text("what");
    const std::int64_t moves = moves_each(s, e);
    Vars v{.at = e.at, .number = moves};
    Part part;
    if (what == "colours_reversed") {
        part.outcome_citations = {s.cite("7.3")};
        if (moves < 10) {
            part.id = "chess.colours-reversed-new-game";
            part.outcome = Outcome::Replay;
            part.sentence = say(L("这盘棋开始时双方颜色颠倒，发现时双方各走了{n}步，不足十步：停止这盘棋，按正确的颜色重下（7.3）。",
                                  "這盤棋開始時雙方顏色顛倒，發現時雙方各走了{n}步，不足十步：停止這盤棋，按正確的顏色重下（7.3）。",
                                  "The game started with colours reversed and this was found after {n} moves each, "
                                  "fewer than ten: it is discontinued and a new game is played with the correct colours "
                                  "(7.3)."),
                                v);
        } else {
            part.id = "chess.colours-reversed-continue";
            part.outcome = Outcome::Continues;
            part.sentence = say(L("这盘棋开始时双方颜色颠倒，发现时双方已各走{n}步，满了十步：对局照常继续（7.3）。",
                                  "這盤棋開始時雙方顏色顛倒，發現時雙方已各走{n}步，滿了十步：對局照常繼續（7.3）。",
                                  "The game started with colours reversed and this was found after {n} moves each, ten or "
                                  "more: the game continues as it is (7.3)."),
                                v);
        }
        s.add(std::move(part), e);
        return;
    }
    if (normal_rapid_blitz(s) && moves >= 10) {
        // A.5.1.2: no claim about the set-up once each player has completed ten moves.
        part.id = "chess.setup-claim-too-late";
        part.outcome = Outcome::Continues;
        part.outcome_citations = a5(s, "A.5.1.2");
        LocalizedText sentence = L("无充分监督的快棋/超快棋中，双方已各走满{n}步：不能再就棋子或棋盘的摆法提出申诉，对局继续（A.5.1.2）。",
                                   "無充分監督的快棋/超快棋中，雙方已各走滿{n}步：不能再就棋子或棋盤的擺法提出申訴，對局繼續（A.5.1.2）。",
                                   "In rapid or blitz without adequate supervision each player has completed {n} moves: no "
                                   "claim can be made about the set-up of the pieces or the board any more, and the game "
                                   "continues (A.5.1.2).");
        const std::string misplaced = e.text("misplaced");
        if (what == "pieces" && (misplaced == "king" || misplaced == "rook")) {
            part.corrections.push_back({CorrectionKind::CastlingRestricted, std::nullopt, misplaced, a5(s, "A.5.1.2")});
            sentence = cat({sentence, misplaced == "king" ? L("摆错的王不得易位。", "擺錯的王不得易位。",
                                                              " The wrongly placed king may not castle.")
                                                          : L("摆错的车不得用来易位。", "擺錯的車不得用來易位。",
                                                              " The wrongly placed rook may not be used to castle.")});
        }
        part.sentence = say(sentence, v);
        s.add(std::move(part), e);
        return;
    }
    if (what == "pieces") {
        part.id = "chess.setup-wrong-new-game";
        part.outcome = Outcome::Replay;
        part.outcome_citations = {s.cite("7.2.1")};
        part.sentence = L("对局中发现开局时棋子摆错了：取消这盘棋，重下一盘（7.2.1）。", "對局中發現開局時棋子擺錯了：取消這盤棋，重下一盤（7.2.1）。",
                          "The pieces are found to have been set up wrongly at the start: the game is cancelled and a "
                          "new game is played (7.2.1).");
    } else {
        part.id = "chess.board-placed-wrongly";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("7.2.2")};
        part.corrections.push_back({CorrectionKind::TransferToCorrectBoard, std::nullopt, "", {s.cite("7.2.2")}});
        part.sentence = L("对局中发现棋盘摆放方向错误：对局继续，把已形成的局面移到摆正的棋盘上（7.2.2）。",
                          "對局中發現棋盤擺放方向錯誤：對局繼續，把已形成的局面移到擺正的棋盤上（7.2.2）。",
                          "The board is found placed the wrong way round: the game continues, with the position "
                          "transferred to a correctly placed board (7.2.2).");
    }
    s.add(std::move(part), e);
}

// ---- 11.7, 11.8: persistent refusal to comply with the Laws ----

void persistent_refusal(State& s, const Event& e) {
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
    part.outcome = win_for(other(p));
    part.outcome_citations = {s.cite("11.7")};
    part.penalties.push_back({p, PenaltyKind::Loss, 0, {s.cite("11.7")}});
    part.sentence = say(L("{p}坚持拒不遵守规则：{p}判负，{o}的得分由裁判决定，这里判{o}胜（11.7）。此条没有“无法将杀则和棋”的例外。",
                          "{p}堅持拒不遵守規則：{p}判負，{o}的得分由裁判決定，這裡判{o}勝（11.7）。此條沒有「無法將殺則和棋」的例外。",
                          "{p} persistently refuses to comply with the Laws: {p} loses, and the arbiter decides {o}'s "
                          "score, here a win (11.7). This rule has no cannot-mate exception."),
                        Vars{.player = p, .at = e.at});
    s.add(std::move(part), e);
}

// ---- 11.2.3: leaving the playing area or the venue ----

void leave_playing_area(State& s, const Event& e) {
    const Player by = *e.player("by");
    const Vars v{.player = by, .at = e.at};
    const bool venue = e.text("left", "playing_area") == "venue";
    const bool had_move = e.flag("had_move", true);
    Part part;
    if (e.flag("permission") || (!venue && !had_move)) {
        part.id = "chess.leaving-allowed";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("11.2.3")};
        part.sentence = say(e.flag("permission")
                                ? L("{p}经裁判许可后离开：没有违规（11.2.3）。", "{p}經裁判許可後離開：沒有違規（11.2.3）。",
                                    "{p} left with the arbiter's permission: no offence (11.2.3).")
                                : L("{p}在对方走棋时离开比赛区：11.2.3只要求轮到走棋的一方先经裁判许可，没有违规。",
                                    "{p}在對方走棋時離開比賽區：11.2.3只要求輪到走棋的一方先經裁判許可，沒有違規。",
                                    "{p} left the playing area while the opponent had the move: 11.2.3 asks permission only "
                                    "of the player having the move, so there is no offence."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    part.id = "chess.left-without-permission";
    part.penalties.push_back(menu_12_9(by, {s.cite("11.2.3"), s.cite("11.6"), s.cite("12.9")}));
    part.sentence = cat({say(venue ? L("{p}未经裁判许可离开赛场：违反11.2.3，按11.6处罚。",
                                       "{p}未經裁判許可離開賽場：違反11.2.3，按11.6處罰。",
                                       "{p} left the playing venue without the arbiter's permission: a breach of 11.2.3, "
                                       "penalised under 11.6.")
                                   : L("{p}在轮到自己走棋时未经裁判许可离开比赛区：违反11.2.3，按11.6处罚。",
                                       "{p}在輪到自己走棋時未經裁判許可離開比賽區：違反11.2.3，按11.6處罰。",
                                       "{p} left the playing area while having the move, without the arbiter's "
                                       "permission: a breach of 11.2.3, penalised under 11.6."),
                             v),
                         menu_12_9_words(by)});
    s.add(std::move(part), e);
}

// ---- 12.7: a third party speaks up; the player himself makes no claim ----

void third_party_report(State& s, const Event& e) {
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
        part.sentence = sentence_case(cat({who, L("把", "把", " told the player about "), subjects.at(about),
                                           L("告诉了棋手：旁人只能向裁判报告，不得干预对局，裁判警告干扰者或将其逐出赛场（12.7）。这句话本身不改变对局。",
                                             "告訴了棋手：旁人只能向裁判報告，不得干預對局，裁判警告干擾者或將其逐出賽場（12.7）。這句話本身不改變對局。",
                                             ": others may inform only the arbiter and must not interfere in a game, so the "
                                             "arbiter warns the interferer or expels him from the venue (12.7). The remark "
                                             "itself changes nothing in the game.")}));
        s.add(std::move(part), e);
        return;
    }
    if (about == "flag_fall" && e.flag("arbiter_sees") && player) {
        // The report is allowed (12.7); what decides is the arbiter's own sight of the flag (6.8, A.5.5).
        const bool draw = !s.can_mate(other(*player), e);
        part.id = draw ? "chess.third-party-flag-seen-cannot-mate" : "chess.third-party-flag-seen";
        part.outcome = draw ? Outcome::Draw : win_for(other(*player));
        part.outcome_citations = {s.cite("6.9"), s.cite("6.8")};
        if (normal_rapid_blitz(s)) part.outcome_citations = with(part.outcome_citations, a5(s, "A.5.5"));
        part.outcome_citations.push_back(s.cite("12.7"));
        if (!draw) part.penalties.push_back({*player, PenaltyKind::Loss, 0, {s.cite("6.9")}});
        if (e.at) s.fact("flag_seen_at", clock::format_game_time(*e.at));
        LocalizedText sentence = cat({who, L("向裁判报告{p}的旗落，裁判随即亲眼看到{p}的旗已落下：旁人可以向裁判报告（12.7），而裁判看到的旗落即算数（6.8",
                                             "向裁判報告{p}的旗落，裁判隨即親眼看到{p}的旗已落下：旁人可以向裁判報告（12.7），而裁判看到的旗落即算數（6.8",
                                             " told the arbiter about {p}'s flag and the arbiter then saw it down himself: "
                                             "telling the arbiter is allowed (12.7), and a flag counts once the arbiter "
                                             "sees it (6.8")});
        if (normal_rapid_blitz(s))
            sentence = cat({sentence, L("；无充分监督的快棋/超快棋中裁判看到旗落也应宣布，A.5.5", "；無充分監督的快棋/超快棋中裁判看到旗落也應宣佈，A.5.5",
                                        "; in rapid or blitz without adequate supervision he calls it too, A.5.5")});
        sentence = cat({sentence, draw ? L("）。但{o}无法用任何合法着法将杀{p}，判和棋（6.9）。",
                                           "）。但{o}無法用任何合法著法將殺{p}，判和棋（6.9）。",
                                           "). But {o} cannot checkmate {p} by any series of legal moves: the game is drawn "
                                           "(6.9).")
                                         : L("）。{p}超时判负（6.9）。", "）。{p}超時判負（6.9）。", "). {p} loses on time (6.9).")});
        part.sentence = say(sentence_case(sentence), v);
        s.add(std::move(part), e);
        return;
    }
    part.id = "chess.third-party-report";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {s.cite("12.7")};
    LocalizedText sentence = cat({who, L("向裁判报告了", "向裁判報告了", " told the arbiter about "), subjects.at(about),
                                  L("，棋手本人没有提出申诉。旁人只可向裁判报告（12.7），但裁判只依据自己看到的情况行事。",
                                    "，棋手本人沒有提出申訴。旁人只可向裁判報告（12.7），但裁判只依據自己看到的情況行事。",
                                    ", and the player himself makes no claim. Others may inform the arbiter and no one else "
                                    "(12.7), but the arbiter acts only on what he establishes himself.")});
    if (about == "flag_fall") {
        part.outcome_citations.push_back(s.cite("6.8"));
        sentence = cat({sentence, L("旗落只有在裁判看到或棋手提出有效申诉时才算数（6.8）；裁判没有看到旗落，对局继续。",
                                    "旗落只有在裁判看到或棋手提出有效申訴時才算數（6.8）；裁判沒有看到旗落，對局繼續。",
                                    " A flag counts only when the arbiter sees it or a player makes a valid claim (6.8); "
                                    "the arbiter has not seen it, so play continues.")});
    } else {
        sentence = cat({sentence, L("对局继续；裁判如亲自确认有违规，再按相应条款处理。", "對局繼續；裁判如親自確認有違規，再按相應條款處理。",
                                    " Play continues; if the arbiter establishes an irregularity himself, he deals with it "
                                    "under its own article.")});
    }
    part.sentence = sentence_case(sentence);
    s.add(std::move(part), e);
}

// ---- Guidelines III.4 / III.5: the quickplay finish ----

// Guidelines III apply only when announced (III.2.1), and only to standard and rapid games without
// increment (III.2.2); III.4 and III.5 need the claimant to have under two minutes. Returns true
// (after adding the part) when the request or claim has no basis.
bool quickplay_not_applicable(State& s, const Event& e, Player by, std::string_view article) {
    // The replay read the clock and says which article denies the request, if any.
    const std::string denied = e.text("guidelines_denied_by");
    if (denied.empty()) return false;
    const std::optional<clock::Millis> left = e.time("time_left");
    Vars v{.player = by, .at = e.at, .duration = left};
    Part part;
    std::string cited;
    if (denied == "III.2.1") {
        cited = "III.2.1";
        part.sentence = L("本赛事事先没有宣布采用准则III，{p}的要求没有依据（III.2.1）。", "本賽事事先沒有宣佈採用準則III，{p}的要求沒有依據（III.2.1）。",
                          "The event did not announce Guidelines III beforehand, so {p}'s request has no basis (III.2.1).");
    } else if (denied == "III.2.2" && blitz(s)) {
        cited = "III.2.2";
        part.sentence = L("准则III不适用于超快棋，{p}的要求没有依据（III.2.2）。", "準則III不適用於超快棋，{p}的要求沒有依據（III.2.2）。",
                          "Guidelines III do not apply to blitz, so {p}'s request has no basis (III.2.2).");
    } else if (denied == "III.2.2") {
        cited = "III.2.2";
        part.sentence = L("这盘棋本来就有加秒，准则III不适用，{p}的要求没有依据（III.2.2）。", "這盤棋本來就有加秒，準則III不適用，{p}的要求沒有依據（III.2.2）。",
                          "The game is played with an increment, so Guidelines III do not apply and {p}'s request has no "
                          "basis (III.2.2).");
    } else {
        cited = std::string(article);
        part.sentence = article == "III.4"
                            ? L("{p}还有{d}，不少于两分钟，不能提出这一要求（III.4）。", "{p}還有{d}，不少於兩分鐘，不能提出這一要求（III.4）。",
                                "{p} still has {d}, not less than two minutes, so the request cannot be made (III.4).")
                            : L("{p}还有{d}，不少于两分钟，不能提出这一申请（III.5）。", "{p}還有{d}，不少於兩分鐘，不能提出這一申請（III.5）。",
                                "{p} still has {d}, not less than two minutes, so the claim cannot be made (III.5).");
    }
    part.id = "chess.quickplay-not-applicable";
    part.outcome = Outcome::Continues;
    part.corrections.push_back({CorrectionKind::ClaimRejected, by, "", {s.cite(cited)}});
    part.sentence = say(part.sentence, v);
    s.add(std::move(part), e);
    return true;
}

void increment_request(State& s, const Event& e) {
    const Player by = *e.player("by");
    if (quickplay_not_applicable(s, e, by, "III.4")) return;
    const Vars v{.player = by, .at = e.at};
    const LocalizedText asked = L("{p}在时间不足两分钟时要求双方改为每步加5秒，这等于提和；",
                                  "{p}在時間不足兩分鐘時要求雙方改為每步加5秒，這等於提和；",
                                  "{p}, with under two minutes left, asked for a 5-second increment for both players, which "
                                  "counts as a draw offer; ");
    Part part;
    if (e.flag("opponent_accepts")) {
        part.id = "chess.increment-request-draw";
        part.outcome = Outcome::Draw;
        part.outcome_citations = {s.cite("III.4"), s.cite("5.2.3")};
        part.sentence = say(cat({asked, L("{o}接受：和棋（III.4，5.2.3）。", "{o}接受：和棋（III.4，5.2.3）。",
                                          "{o} accepted it: the game is drawn (III.4, 5.2.3).")}),
                            v);
    } else if (e.flag("arbiter_agrees", true)) {
        part.id = "chess.increment-introduced";
        part.outcome = Outcome::Continues;
        part.corrections.push_back({CorrectionKind::IntroduceIncrement, std::nullopt, "", {s.cite("III.4")}});
        part.penalties.push_back({by, PenaltyKind::TimeToOpponent, 120, {s.cite("III.4")}});
        part.sentence = say(cat({asked, L("{o}拒绝和棋，裁判同意这一要求：双方棋钟改为每步加5秒，{o}另加两分钟，对局继续（III.4）。",
                                          "{o}拒絕和棋，裁判同意這一要求：雙方棋鐘改為每步加5秒，{o}另加兩分鐘，對局繼續（III.4）。",
                                          "{o} declined the draw and the arbiter agreed to the request: both clocks get a "
                                          "5-second increment, {o} gets two extra minutes, and play continues (III.4).")}),
                            v);
    } else {
        part.id = "chess.increment-request-refused";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {s.cite("III.4")};
        part.sentence = say(cat({asked, L("{o}拒绝和棋，裁判不同意这一要求：棋钟不变，对局继续（III.4）。",
                                          "{o}拒絕和棋，裁判不同意這一要求：棋鐘不變，對局繼續（III.4）。",
                                          "{o} declined the draw and the arbiter did not agree to the request: the clocks "
                                          "stay as they are and play continues (III.4).")}),
                            v);
    }
    s.add(std::move(part), e);
}

void quickplay_claim(State& s, const Event& e) {
    const Player by = *e.player("by");
    if (quickplay_not_applicable(s, e, by, "III.5")) return;
    static const std::map<std::string, LocalizedText> grounds = {
        {"cannot_win", L("对方无法以正常方式取胜", "對方無法以正常方式取勝", "the opponent cannot win by normal means")},
        {"no_effort", L("对方没有以正常方式争胜", "對方沒有以正常方式爭勝", "the opponent is making no effort to win by normal means")},
        {"", L("对方无法以正常方式取胜或没有争胜", "對方無法以正常方式取勝或沒有爭勝",
               "the opponent cannot win by normal means or is making no effort to")},
    };
    const Vars v{.player = by, .at = e.at};
    const LocalizedText claimed = cat({L("{p}在时间不足两分钟时申请和棋，理由是", "{p}在時間不足兩分鐘時申請和棋，理由是",
                                         "{p}, with under two minutes left, claimed a draw because "),
                                       grounds.at(e.text("grounds")), L("；", "；", "; ")});
    const std::string decision = e.text("decision");
    Part part;
    part.outcome_citations = {s.cite("III.5")};
    // What the arbiter judged, when the file says it (the decision follows from it, III.5).
    const auto can_win = e.maybe_flag("opponent_can_win");
    const auto trying = e.maybe_flag("opponent_trying");
    LocalizedText judged;
    if (can_win && !*can_win)
        judged = L("裁判认为{o}无法以正常方式取胜；", "裁判認為{o}無法以正常方式取勝；", "the arbiter finds that {o} cannot win by normal means; ");
    else if (trying && !*trying)
        judged = L("裁判认为{o}没有以正常方式争胜；", "裁判認為{o}沒有以正常方式爭勝；", "the arbiter finds that {o} is making no effort to win by normal means; ");
    else if (can_win && trying && decision != "postpone")
        judged = L("裁判认为{o}能以正常方式取胜，而且正在争胜；", "裁判認為{o}能以正常方式取勝，而且正在爭勝；",
                   "the arbiter finds that {o} can win by normal means and is trying to; ");
    const LocalizedText claimed_and_judged = cat({claimed, judged});
    if (decision == "accept") {
        part.id = "chess.quickplay-draw";
        part.outcome = Outcome::Draw;
        part.sentence = say(cat({claimed_and_judged, L("裁判认可：判和棋（III.5）。", "裁判認可：判和棋（III.5）。",
                                            "the arbiter agrees: the game is drawn (III.5).")}),
                            v);
    } else if (decision == "postpone") {
        part.id = "chess.quickplay-postponed";
        part.outcome = Outcome::Continues;
        s.postponed_quickplay = s.current;
        const bool extra = e.flag("two_minutes", true);
        if (extra) {
            part.penalties.push_back({by, PenaltyKind::TimeToOpponent, 120, {s.cite("III.5")}});
            }
        part.sentence = say(cat({claimed, extra ? L("裁判推迟决定：{o}加两分钟，", "裁判推遲決定：{o}加兩分鐘，",
                                                    "the arbiter postpones his decision: {o} gets two extra minutes, ")
                                                : L("裁判推迟决定：", "裁判推遲決定：", "the arbiter postpones his decision: "),
                                 L("对局继续（最好有裁判在场），裁判在对局后段或一方旗落后宣布结果（III.5）。",
                                   "對局繼續（最好有裁判在場），裁判在對局後段或一方旗落後宣佈結果（III.5）。",
                                   "play continues, if possible with an arbiter present, and he declares the result later "
                                   "in the game or once a flag has fallen (III.5).")}),
                            v);
    } else {
        part.id = "chess.quickplay-rejected";
        part.outcome = Outcome::Continues;
        part.corrections.push_back({CorrectionKind::ClaimRejected, by, "", {s.cite("III.5")}});
        part.penalties.push_back({by, PenaltyKind::TimeToOpponent, 120, {s.cite("III.5")}});
        part.sentence = say(cat({claimed_and_judged, L("裁判驳回申请：{o}加两分钟，对局继续（III.5）。", "裁判駁回申請：{o}加兩分鐘，對局繼續（III.5）。",
                                            "the arbiter rejects the claim: {o} gets two extra minutes and play continues "
                                            "(III.5).")}),
                            v);
    }
    s.add(std::move(part), e);
}

// ---- 8.1.1, 8.4, A.2: a player stops recording the moves ----

void stops_recording(State& s, const Event& e) {
    const Player by = *e.player("by");
    const std::string format = s.rules.text("format");
    Vars v{.player = by, .at = e.at, .duration = e.time("time_left")};
    Part part;
    part.outcome = Outcome::Continues;
    if (format != "standard") {
        // A.2: in rapid the players need not record (they keep the claims a scoresheet would
        // support); blitz without adequate supervision takes A.2 in through B.3. Under B.2 the
        // arbiter records; the reference does not say the players must (docs/rulings.md).
        part.id = "chess.recording-not-required";
        part.outcome_citations = format == "rapid"   ? std::vector<Citation>{s.cite("A.2")}
                                 : supervised_play(s) ? std::vector<Citation>{s.cite("B.2")}
                                                      : std::vector<Citation>{s.cite("A.2"), s.cite("B.3")};
        part.sentence = say(format == "rapid" || !supervised_play(s)
                                ? L("{p}停止记录着法：快棋和无充分监督的超快棋中棋手无须记录（A.2），不过仍保有凭记录提出申请的权利。没有违规。",
                                    "{p}停止記錄著法：快棋和無充分監督的超快棋中棋手無須記錄（A.2），不過仍保有憑記錄提出申請的權利。沒有違規。",
                                    "{p} stopped recording the moves: in rapid, and in blitz without adequate supervision, the "
                                    "players need not record (A.2), though they keep the claims a scoresheet would support. No "
                                    "offence.")
                                : L("{p}停止记录着法：有充分监督的超快棋由裁判或其助手记录（B.2），不要求棋手记录。没有违规。",
                                    "{p}停止記錄著法：有充分監督的超快棋由裁判或其助手記錄（B.2），不要求棋手記錄。沒有違規。",
                                    "{p} stopped recording the moves: in blitz with adequate supervision the arbiter or his "
                                    "assistant records the game (B.2), and the players are not required to. No offence."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    if (!e.has("time_left")) {
        s.problem(say(L("没有棋钟可读时，`stops_recording` 事件需要写明 `time_left`（8.4取决于剩余时间）",
                        "沒有棋鐘可讀時，`stops_recording` 事件需要寫明 `time_left`（8.4取決於剩餘時間）",
                        "without a clock to read, the stops_recording event needs time_left (8.4 turns on it)"),
                      v));
        return;
    }
    if (e.flag("exempt")) {
        part.id = "chess.recording-exempt";
        part.outcome_citations = {s.cite("8.4")};
        part.sentence = say(L("{p}停止记录着法时只剩{d}，不足五分钟，每步加秒也不足30秒：按8.4，本阶段余下的着法无须记录。没有违规，裁判不干预。",
                              "{p}停止記錄著法時只剩{d}，不足五分鐘，每步加秒也不足30秒：按8.4，本階段餘下的著法無須記錄。沒有違規，裁判不干預。",
                              "{p} stopped recording with {d} left, under five minutes, and an increment under 30 seconds: "
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
    const bool time_enough = *e.time("time_left") >= clock::seconds(300);
    part.sentence = say(time_enough
                            ? L("{p}停止记录着法时还有{d}，不少于五分钟，8.4不适用：按8.1.1他必须记录每一步，裁判让他补记并继续记录。",
                                "{p}停止記錄著法時還有{d}，不少於五分鐘，8.4不適用：按8.1.1他必須記錄每一步，裁判讓他補記並繼續記錄。",
                                "{p} stopped recording with {d} left, five minutes or more, so 8.4 does not apply: 8.1.1 "
                                "requires every move to be recorded, and the arbiter has {p} bring the scoresheet up to "
                                "date and go on recording.")
                            : L("{p}停止记录着法时只剩{d}，但每步加秒达30秒，8.4不适用：按8.1.1他必须记录每一步，裁判让他补记并继续记录。",
                                "{p}停止記錄著法時只剩{d}，但每步加秒達30秒，8.4不適用：按8.1.1他必須記錄每一步，裁判讓他補記並繼續記錄。",
                                "{p} stopped recording with {d} left, but with an increment of 30 seconds or more, so 8.4 "
                                "does not apply: 8.1.1 requires every move to be recorded, and the arbiter has {p} bring "
                                "the scoresheet up to date and go on recording."),
                        v);
    if (e.flag("refuses")) {
        part.penalties.push_back(menu_12_9(by, {s.cite("8.1.1"), s.cite("12.9")}));
        part.sentence = cat({part.sentence, say(L("{p}拒绝补记。", "{p}拒絕補記。", " {p} refuses."), v), menu_12_9_words(by)});
    }
    s.add(std::move(part), e);
}

}  // namespace

void chess_irregularity(State& s, const Event& e) {
    switch (e.kind) {
        case EventKind::FoundAfterGame: found_after_game(s, e); return;
        case EventKind::IllegalPosition: illegal_position(s, e); return;
        case EventKind::ClockSettingWrong: clock_setting(s, e); return;
        case EventKind::WrongSetup: wrong_setup(s, e); return;
        case EventKind::PersistentRefusal: persistent_refusal(s, e); return;
        case EventKind::LeavePlayingArea: leave_playing_area(s, e); return;
        case EventKind::ThirdPartyReport: third_party_report(s, e); return;
        case EventKind::IncrementRequest: increment_request(s, e); return;
        case EventKind::QuickplayClaim: quickplay_claim(s, e); return;
        case EventKind::StopsRecording: stops_recording(s, e); return;
        default: return;
    }
}

}  // namespace arbiter::rules::detail
