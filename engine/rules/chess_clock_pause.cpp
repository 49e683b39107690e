// FIDE Laws of Chess (2023) 6.11: pausing the clock. The arbiter pauses it when the game must be
// interrupted and decides when it restarts (6.11.1, 6.11.3); a player may pause it only to seek the
// arbiter's help, e.g. a promotion piece that is not available (6.11.2); without a valid reason the
// player is penalised under 12.9 (6.11.4). Source: /work/shared/reference/fide-laws-of-chess.md §6.1
// and §3.1 (no queen: pause the clock and ask the arbiter for one).
#include "engine/rules/adjudication_state.hpp"

namespace arbiter::rules::detail {

namespace {

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
std::optional<LocalizedText> no_valid_reason(const Event& e) {
    const std::string reason = e.text("reason", "none");
    // Something the arbiter must settle, or an interruption he must be called to, is his help.
    if (reason == "arbiter_help" || reason == "interruption") return std::nullopt;
    if (reason == "promotion_piece") {
        const LocalizedText piece = piece_words(e.text("piece", "queen"));
        if (!e.flag("has_move", true))
            return L("但当时轮到对方走棋，没有他的升变可言。", "但當時輪到對方走棋，沒有他的升變可言。",
                     " But it was the opponent's move, so no promotion of his was due.");
        if (!e.flag("can_promote", true))
            return L("但他没有能升变的兵，不存在要补的升变棋子。", "但他沒有能升變的兵，不存在要補的升變棋子。",
                     " But none of his pawns can promote, so no promotion piece was needed.");
        if (e.flag("piece_available", false))
            return cat({L("但棋盘外就有一个他这一方的", "但棋盤外就有一個他這一方的", " But a "), piece,
                         L("（已被吃掉的棋子），升变所需的棋子并不缺。", "（已被吃掉的棋子），升變所需的棋子並不缺。",
                           " of his colour is among the pieces off the board, so the piece was not missing.")});
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
    LocalizedText sentence = L("{p}暂停了棋钟。棋手只有为请裁判协助才可暂停棋钟（6.11.2），由裁判判断理由是否正当（6.11.4）。",
                               "{p}暫停了棋鐘。棋手只有為請裁判協助才可暫停棋鐘（6.11.2），由裁判判斷理由是否正當（6.11.4）。",
                               "{p} paused the clock. A player may pause the clock only to seek the arbiter's help "
                               "(6.11.2), and the arbiter judges whether the reason was valid (6.11.4).");
    Part part;
    part.outcome = Outcome::Continues;
    if (const auto why_not = no_valid_reason(e)) {
        part.id = "chess.clock-paused-without-reason";
        part.penalties.push_back(menu_12_9(by, {s.cite("6.11.2"), s.cite("6.11.4"), s.cite("12.9")}));
        part.sentence = cat({say(cat({sentence, *why_not,
                                        L("没有正当理由暂停棋钟，按6.11.4处罚，对局继续。",
                                          "沒有正當理由暫停棋鐘，按6.11.4處罰，對局繼續。",
                                          " Pausing the clock without a valid reason is penalised under 6.11.4; the game "
                                          "continues.")}),
                                  v),
                              menu_12_9_words(by)});
        s.add(std::move(part), e);
        return;
    }
    part.id = "chess.clock-paused-for-help";
    part.outcome_citations = {s.cite("6.11.2"), s.cite("6.11.4")};
    const LocalizedText help =
        reason == "promotion_piece"
            ? cat({L("他要升变，而棋盘外没有他这一方的", "他要升變，而棋盤外沒有他這一方的",
                      " He has a promotion to make and no "),
                    piece_words(e.text("piece", "queen")),
                    L("：这正是6.11.2所举的理由。裁判拿来所需的棋子（倒放的车仍然是车，不能当后），然后决定何时恢复对局。不处罚。",
                      "：這正是6.11.2所舉的理由。裁判拿來所需的棋子（倒放的車仍然是車，不能當后），然後決定何時恢復對局。不處罰。",
                      " of his colour is off the board: exactly the reason 6.11.2 gives. The arbiter brings the piece "
                      "(an upside-down rook would still be a rook, not a queen) and decides when play resumes. No "
                      "penalty.")})
            : reason == "interruption"
            ? L("对局必须中断，他停钟是为了请裁判处理，理由正当：此后由裁判决定何时恢复对局，不处罚。",
                "對局必須中斷，他停鐘是為了請裁判處理，理由正當：此後由裁判決定何時恢復對局，不處罰。",
                " The game had to be interrupted and he paused the clock to call the arbiter, a valid reason: the "
                "arbiter decides when play resumes. No penalty.")
            : L("他需要裁判处理一件事，理由正当：裁判处理后决定何时恢复对局，不处罚。",
                "他需要裁判處理一件事，理由正當：裁判處理後決定何時恢復對局，不處罰。",
                " He needed the arbiter to deal with a matter, a valid reason: the arbiter deals with it and decides "
                "when play resumes. No penalty.");
    part.sentence = say(cat({sentence, help}), v);
    s.add(std::move(part), e);
}

}  // namespace

void chess_clock_paused(State& s, const Event& e) {
    if (const auto by = e.player("by")) player_paused(s, e, *by);
    else arbiter_paused(s, e);
}

}  // namespace arbiter::rules::detail
