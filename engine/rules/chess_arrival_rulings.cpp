// FIDE Laws of Chess (2023): arrival and absence. A player who reaches the board late, within or
// after the default time (6.7.1, both players late too), and one who leaves the playing area or the
// venue (11.2.3). Source: /work/shared/reference/fide-laws-of-chess.md.

#include <string>

#include "engine/rules/chess_rulings.hpp"

namespace arbiter::rules::detail {

void chess_late_arrival(State& s, const Event& e) {
    const Player by = *e.player("by");
    const clock::Millis late = *e.time("late_by");
    const clock::Millis allowed = e.time("default_time").value_or(clock::seconds(s.rules.number("default_time_s")));
    Vars v{.player = by, .at = e.at, .duration = late, .limit = allowed};
    Part part;
    if (late > allowed) {
        if (s.over && s.ending_id == "chess.late-default") {
            part.id = "chess.both-late";
            part.outcome = Outcome::BothLose;
            part.outcome_citations = {s.cite("6.7.1")};
            part.penalties.push_back({by, PenaltyKind::Loss, 0, {s.cite("6.7.1")}});
            part.sentence = say(L("{player}也超过了弃权时间：双方均判负。", "{player}也超過了棄權時間：雙方均判負。",
                                  "{player} was also later than the default time: both players lose."),
                                v);
            s.over = false;
            s.add(std::move(part), e);
            return;
        }
        part.id = "chess.late-default";
        lose(part, by, {s.cite("6.7.1")});
        part.sentence = say(L("{player}迟到{duration}才到棋盘，超过弃权时间（{limit}），判负。", "{player}遲到{duration}才到棋盤，超過棄權時間（{limit}），判負。",
                              "{player} reached the board {duration} late, after the default time of {limit}: {player} loses."),
                            v);
    } else {
        part.id = "chess.late-within-default";
        part.corrections.push_back({CorrectionKind::AllowPlay, by, "", {s.cite("6.7.1")}});
        part.sentence = say(L("{player}迟到{duration}，未超过弃权时间（{limit}），可以比赛，迟到的时间已在{player}的钟上走掉。",
                              "{player}遲到{duration}，未超過棄權時間（{limit}），可以比賽，遲到的時間已在{player}的鐘上走掉。",
                              "{player} arrived {duration} late, within the default time of {limit}: {player} plays, and the time lost "
                              "stays off {player}'s clock."),
                            v);
    }
    s.add(std::move(part), e);
}

// ---- 11.2.3: leaving the playing area or the venue ----

void chess_leave_playing_area(State& s, const Event& e) {
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
                                ? L("{player}经裁判许可后离开：没有违规（11.2.3）。", "{player}經裁判許可後離開：沒有違規（11.2.3）。",
                                    "{player} left with the arbiter's permission: no offence (11.2.3).")
                                : L("{player}在对方走棋时离开比赛区：11.2.3只要求轮到走棋的一方先经裁判许可，没有违规。",
                                    "{player}在對方走棋時離開比賽區：11.2.3只要求輪到走棋的一方先經裁判許可，沒有違規。",
                                    "{player} left the playing area while the opponent had the move: 11.2.3 asks permission only "
                                    "of the player having the move, so there is no offence."),
                            v);
        s.add(std::move(part), e);
        return;
    }
    part.id = "chess.left-without-permission";
    part.penalties.push_back(menu_12_9(by, {s.cite("11.2.3"), s.cite("11.6"), s.cite("12.9")}));
    part.sentence = (say(venue ? L("{player}未经裁判许可离开赛场：违反11.2.3，按11.6处罚。",
                                       "{player}未經裁判許可離開賽場：違反11.2.3，按11.6處罰。",
                                       "{player} left the playing venue without the arbiter's permission: a breach of 11.2.3, "
                                       "penalised under 11.6.")
                                   : L("{player}在轮到自己走棋时未经裁判许可离开比赛区：违反11.2.3，按11.6处罚。",
                                       "{player}在輪到自己走棋時未經裁判許可離開比賽區：違反11.2.3，按11.6處罰。",
                                       "{player} left the playing area while having the move, without the arbiter's "
                                       "permission: a breach of 11.2.3, penalised under 11.6."),
                             v) +
                         menu_12_9_words(by));
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
