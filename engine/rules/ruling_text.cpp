#include "engine/rules/ruling_text.hpp"

#include <charconv>
#include <initializer_list>

#include "engine/rules/adjudicator.hpp"
#include "engine/rules/sentence.hpp"

namespace arbiter::rules {

LocalizedText outcome_text(Outcome o) {
    switch (o) {
        case Outcome::Continues: return {"对局继续", "對局繼續", "the game continues"};
        case Outcome::WhiteWins: return {"白方胜", "白方勝", "White wins"};
        case Outcome::BlackWins: return {"黑方胜", "黑方勝", "Black wins"};
        case Outcome::Draw: return {"和棋", "和棋", "draw"};
        case Outcome::Replay: return {"重下", "重下", "the game is replayed"};
        case Outcome::BothLose: return {"双方判负", "雙方判負", "both players lose"};
        case Outcome::DrawOrReplay: return {"判和棋或者重下", "判和棋或者重下", "a draw or a replay (the arbiter chooses)"};
        case Outcome::ChiefArbiter: return {"报请裁判长处理", "報請裁判長處理", "referred to the chief arbiter"};
        case Outcome::Counting: return {"终局，计算胜负", "終局，計算勝負", "the game is over; count the result"};
    }
    return {};
}

LocalizedText penalty_text(const Penalty& p) {
    const std::string n = std::to_string(p.amount);
    // Time in whole minutes reads in minutes, as an arbiter says it ("扣除20分钟", not "扣除1200秒").
    const std::string minutes = std::to_string(p.amount / 60);
    const LocalizedText time = p.amount % 60 == 0
                                   ? LocalizedText{minutes + "分钟", minutes + "分鐘", minutes + (p.amount == 60 ? " minute" : " minutes")}
                                   : LocalizedText{n + "秒", n + "秒", n + (p.amount == 1 ? " second" : " seconds")};
    LocalizedText who = player_text(p.player);
    LocalizedText what;
    switch (p.kind) {
        case PenaltyKind::Warning: what = {"警告一次", "警告一次", "a warning"}; break;
        case PenaltyKind::Admonition: what = {"劝告", "勸告", "an admonition"}; break;
        case PenaltyKind::ForfeitTurn: what = {"弃权一次", "棄權一次", "forfeits one turn"}; break;
        // Without an amount (an answer that states none, a grading key) the kind alone, never "0秒".
        case PenaltyKind::TimeToOpponent:
            what = p.amount ? fill_localized(L("对方加{time}", "對方加{time}", "{time} added to the opponent"), {{"time", time}})
                            : LocalizedText{"对方加时", "對方加時", "time added to the opponent"};
            break;
        case PenaltyKind::TimeDeducted:
            what = p.amount ? fill_localized(L("扣除{time}", "扣除{time}", "{time} taken off the clock"), {{"time", time}})
                            : LocalizedText{"扣除用时", "扣除用時", "time taken off the clock"};
            break;
        case PenaltyKind::StoneDeduction:
            what = p.amount ? fill_localized(L("罚{stones}子", "罰{stones}子", "{stones} stone(s) deducted"), {{"stones", n}})
                            : LocalizedText{"罚子", "罰子", "stones deducted"};
            break;
        case PenaltyKind::Loss: what = {"判负", "判負", "loses the game"}; break;
        case PenaltyKind::ArbiterPenalty:
            what = {"由裁判在处罚清单中选择", "由裁判在處罰清單中選擇", "a penalty of the arbiter's choice"};
            break;
    }
    return who + L("：", "：", ": ") + what;
}

LocalizedText correction_text(CorrectionKind k) {
    switch (k) {
        case CorrectionKind::RestorePosition: return {"恢复违例前的局面", "恢復違例前的局面", "restore the position before the irregularity"};
        case CorrectionKind::VoidMove: return {"着手无效", "著手無效", "the move is void"};
        case CorrectionKind::PutStoneBack: return {"棋子放回原处", "棋子放回原處", "put the stone(s) back"};
        case CorrectionKind::AcceptMovedStone: return {"移动之子有效", "移動之子有效", "the moved stone stands"};
        case CorrectionKind::ReconstructPosition: return {"复盘后继续", "復盤後繼續", "reconstruct the position and continue"};
        case CorrectionKind::ReplacePawnWithQueen: return {"兵换成同色的后", "兵換成同色的后", "replace the pawn with a queen"};
        case CorrectionKind::TouchedPieceMustMove: return {"必须走所触摸的棋子", "必須走所觸摸的棋子", "the touched piece must be moved"};
        case CorrectionKind::MustCaptureTouched: return {"必须吃所触摸的对方棋子", "必須吃所觸摸的對方棋子", "the touched piece must be captured"};
        case CorrectionKind::MustCastle: return {"必须王车易位", "必須王車易位", "must castle"};
        case CorrectionKind::KingMoveRequired: return {"必须另走一步王", "必須另走一步王", "must make another king move"};
        case CorrectionKind::AnyLegalMove: return {"可走任意合法着法", "可走任意合法著法", "any legal move"};
        case CorrectionKind::IntendedMoveMustBePlayed: return {"必须走出写下的着法", "必須走出寫下的著法", "the written move must be played"};
        case CorrectionKind::RemoveIncrement: return {"扣回按钟所得的加秒", "扣回按鐘所得的加秒", "take back the increment gained"};
        case CorrectionKind::RestoreOnOwnTime: return {"用自己的时间复原棋子", "用自己的時間復原棋子", "restore the pieces on own time"};
        case CorrectionKind::OpponentMoves: return {"轮对方下子", "輪對方下子", "the opponent moves"};
        case CorrectionKind::ChooseAnyPoint: return {"拣起后任选着点", "揀起後任選著點", "pick it up and play any point"};
        case CorrectionKind::ResolveByPlay: return {"以实战解决", "以實戰解決", "settle it by playing on"};
        case CorrectionKind::ContinueCounting: return {"继续读秒", "繼續讀秒", "the count continues"};
        case CorrectionKind::AllowPlay: return {"可以比赛，迟到时间计入用时", "可以比賽，遲到時間計入用時", "may play; the lateness counts as used time"};
        case CorrectionKind::ClaimRejected: return {"申请不成立", "申請不成立", "the claim is rejected"};
        case CorrectionKind::IllegalMoveStands: return {"不合法着法有效，不再纠正", "不合法著法有效，不再糾正", "the illegal move stands"};
        case CorrectionKind::ReportToCommittee: return {"申报大会组委会", "申報大會組委會", "report to the organising committee"};
        case CorrectionKind::CorrectClockSetting: return {"裁判改正棋钟设置、时间和步数", "裁判改正棋鐘設置、時間和步數", "the arbiter corrects the clock setting, times and move counter"};
        case CorrectionKind::TransferToCorrectBoard: return {"把局面移到摆正的棋盘上", "把局面移到擺正的棋盤上", "transfer the position to a correctly placed board"};
        case CorrectionKind::CastlingRestricted: return {"摆错的王或车不得易位", "擺錯的王或車不得易位", "no castling with the wrongly placed king or rook"};
        case CorrectionKind::IntroduceIncrement: return {"双方改为每步加5秒", "雙方改為每步加5秒", "a 5-second increment for both players"};
        case CorrectionKind::ExpelInterferer: return {"警告干扰者或将其逐出赛场", "警告干擾者或將其逐出賽場", "warn the interferer or expel him from the venue"};
        case CorrectionKind::CompletePromotion: return {"完成升变，换上自选的棋子", "完成升變，換上自選的棋子", "complete the promotion with a piece of the player's choice"};
        case CorrectionKind::UpdateScoresheet: return {"补记着法并继续记录", "補記著法並繼續記錄", "bring the scoresheet up to date and keep recording"};
    }
    return {};
}

LocalizedText event_text(EventKind kind, GameKind game) {
    switch (kind) {
        case EventKind::Move: return game == GameKind::Go ? LocalizedText{"落子", "落子", "move"} : LocalizedText{"着法", "著法", "move"};
        case EventKind::Pass: return {"虚着", "虛著", "pass"};
        case EventKind::ClockPress: return {"按钟", "按鐘", "clock press"};
        case EventKind::FlagFall: return {"旗落", "旗落", "flag fall"};
        case EventKind::BothFlags: return {"双方旗落", "雙方旗落", "fall of both flags"};
        case EventKind::Claim: return {"和棋申请", "和棋申請", "draw claim"};
        case EventKind::DrawOffer: return {"提和", "提和", "draw offer"};
        case EventKind::DrawAgreed: return {"同意和棋", "同意和棋", "draw agreement"};
        case EventKind::Resign: return {"认输", "認輸", "resignation"};
        case EventKind::Touch: return {"触摸棋子", "觸摸棋子", "touch of a piece"};
        case EventKind::PiecesDisplaced: return {"碰乱棋子", "碰亂棋子", "displacement of pieces"};
        case EventKind::StoneMoved: return {"棋子移动", "棋子移動", "moved stone"};
        case EventKind::StoneReplayed: return {"落子后拿起另下", "落子後拿起另下", "stone lifted and replayed"};
        case EventKind::StonesScattered: return {"棋局散乱", "棋局散亂", "scattering of the stones"};
        case EventKind::WrongCapture: return {"误提", "誤提", "wrongful capture"};
        case EventKind::GameCycle: return {"全局循环", "全局循環", "whole-board cycle"};
        case EventKind::Phone: return {"电子设备事件", "電子設備事件", "electronic-device incident"};
        case EventKind::LateArrival: return {"迟到", "遲到", "late arrival"};
        case EventKind::SealedMove: return {"封棋", "封棋", "sealed move"};
        case EventKind::Warning: return {"警告", "警告", "warning"};
        case EventKind::EndOfGame: return {"终局确认", "終局確認", "end-of-game confirmation"};
        case EventKind::DeadStoneDispute: return {"死活争议", "死活爭議", "dead-stone dispute"};
        case EventKind::LeaveSeat: return {"离席", "離席", "leaving of the seat"};
        case EventKind::Overtime: return {"超时", "超時", "time overrun"};
        case EventKind::Disturbance: return {"干扰对手", "干擾對手", "disturbance of the opponent"};
        case EventKind::Consultation: return {"查阅资料或与人商议", "查閱資料或與人商議", "consultation"};
        case EventKind::LeaveGame: return {"中途退场", "中途退場", "leaving of the playing hall"};
        case EventKind::FoundAfterGame: return {"对局结束后发现的违规", "對局結束後發現的違規", "irregularity found after the game"};
        case EventKind::IllegalPosition: return {"不合法局面", "不合法局面", "illegal position"};
        case EventKind::ClockSettingWrong: return {"棋钟设置错误", "棋鐘設置錯誤", "wrong clock setting"};
        case EventKind::WrongSetup: return {"摆棋或执色错误", "擺棋或執色錯誤", "wrong set-up or colours"};
        case EventKind::PersistentRefusal: return {"一再拒不遵守规则", "一再拒不遵守規則", "persistent refusal to comply"};
        case EventKind::LeavePlayingArea: return {"擅离比赛区域", "擅離比賽區域", "leaving the playing area"};
        case EventKind::ThirdPartyReport: return {"第三方报告", "第三方報告", "report by a third party"};
        case EventKind::IncrementRequest: return {"要求加秒", "要求加秒", "request for an increment"};
        case EventKind::QuickplayClaim: return {"快速结束申请", "快速結束申請", "quickplay-finish claim"};
        case EventKind::DrawDeclined: return {"拒绝和棋", "拒絕和棋", "refusal of a draw offer"};
        case EventKind::ClockPaused: return {"暂停棋钟", "暫停棋鐘", "pausing of the clock"};
        case EventKind::PieceMisplaced: return {"棋子位置错误", "棋子位置錯誤", "piece on a wrong square"};
        case EventKind::LifeClaim: return {"活棋主张", "活棋主張", "claim that a group lives"};
        case EventKind::CannotEndClaim: return {"不能终局的主张", "不能終局的主張", "claim that the game cannot end"};
        case EventKind::StopsRecording: return {"停止记录着法", "停止記錄著法", "stopping the record of the moves"};
    }
    return {};
}

namespace {


// Joins the items with a separator of each language.
LocalizedText listed(const std::vector<LocalizedText>& items, const LocalizedText& separator) {
    LocalizedText out;
    for (std::size_t i = 0; i < items.size(); ++i) out = i == 0 ? items[i] : (out + separator + items[i]);
    return out;
}

const LocalizedText kComma{"、", "、", ", "};
const LocalizedText kSemicolon{"；", "；", "; "};

LocalizedText listed_or_none(const std::vector<LocalizedText>& items) {
    return items.empty() ? LocalizedText{"无", "無", "none"} : listed(items, kComma);
}

}  // namespace

LocalizedText grade_part_text(std::string_view part) {
    if (part == "outcome") return {"结果", "結果", "outcome"};
    if (part == "penalties") return {"处罚", "處罰", "penalties"};
    if (part == "corrections") return {"纠正", "糾正", "corrections"};
    if (part == "articles") return {"条款", "條款", "articles"};
    if (part == "ruling_id") return {"裁决类型", "裁決類型", "kind of ruling"};
    const std::string as_written(part);
    return {as_written, as_written, as_written};
}

LocalizedText graded_item_text(std::string_view part, const std::string& item) {
    if (part == "outcome") {
        if (const auto o = parse_outcome(item)) return outcome_text(*o);
    } else if (part == "penalties") {
        const auto colon = item.find(':');
        const auto equals = item.find('=');
        const auto player = parse_player(item.substr(0, colon));
        std::optional<PenaltyKind> kind;
        if (colon != std::string::npos)
            kind = parse_penalty(item.substr(colon + 1, equals == std::string::npos ? equals : equals - colon - 1));
        std::int64_t amount = 0;  // none: the kind alone ("对方加时")
        if (equals != std::string::npos) std::from_chars(item.data() + equals + 1, item.data() + item.size(), amount);
        if (player && kind) return penalty_text({*player, *kind, amount, {}});
    } else if (part == "corrections") {
        if (const auto c = parse_correction(item)) return correction_text(*c);
    }
    return {item, item, item};
}

LocalizedText grade_difference_text(const Grade& grade) {
    std::vector<LocalizedText> parts;
    for (const auto& p : grade.parts) {
        if (fully_right(p.score)) continue;
        std::vector<LocalizedText> missing, extra;
        for (const auto& m : p.missing) missing.push_back(graded_item_text(p.part, m));
        for (const auto& x : p.extra) extra.push_back(graded_item_text(p.part, x));
        LocalizedText line = (grade_part_text(p.part) + LocalizedText{"：", "：", ": "});
        if (!missing.empty())
            line = (line + LocalizedText{"引擎的裁决有", "引擎的裁決有", "the engine's ruling has "} + listed(missing, kComma));
        if (!missing.empty() && !extra.empty()) line = (line + kSemicolon);
        if (!extra.empty())
            line = (line + LocalizedText{"答案却写了", "答案卻寫了", "the answer gives "} + listed(extra, kComma) +
                           LocalizedText{"，而裁决没有", "，而裁決沒有", ", which the ruling has not"});
        parts.push_back(std::move(line));
    }
    return listed(parts, kSemicolon);
}

LocalizedText ruling_words(const Ruling& r) {
    std::vector<LocalizedText> penalties, corrections, articles;
    for (const auto& p : r.penalties) penalties.push_back(penalty_text(p));
    for (const auto& c : r.corrections) corrections.push_back(correction_text(c.kind));
    for (const auto& c : r.articles()) articles.push_back({c.article, c.article, c.article});
    return (outcome_text(r.outcome) + LocalizedText{"；处罚：", "；處罰：", "; penalties: "} + listed_or_none(penalties) +
                   LocalizedText{"；纠正：", "；糾正：", "; corrections: "} + listed_or_none(corrections) +
                   LocalizedText{"；条款：", "；條款：", "; articles: "} + listed_or_none(articles));
}

}  // namespace arbiter::rules
