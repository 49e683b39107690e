// The rule-set catalogue. Article titles are short paraphrases of the sources in
// /work/shared/reference (FIDE Laws 2023; 中国围棋竞赛规则 1988 from the seed text and the
// 2002(b) numbering of the Go reference, §A1.1). zh-Hant was converted from zh-Hans with
// OpenCC (s2twp) and checked by eye.
#include "engine/rules/rule_set.hpp"

#include <stdexcept>

#include "engine/rules/event_schema.hpp"
#include "engine/rules/sentence.hpp"

namespace arbiter::rules {

namespace {

std::vector<Article> fide_laws_2023_articles() {
    return {
        {"1.4.1", {"不得吃王，不得让己方王受攻击", "不得吃王，不得讓己方王受攻擊", "The king is never captured or left attacked"}},
        {"3.1.1", {"不得走到己方棋子所在格", "不得走到己方棋子所在格", "No move onto a square held by one's own piece"}},
        {"3.2", {"象的走法", "象的走法", "How the bishop moves"}},
        {"3.3", {"车的走法", "車的走法", "How the rook moves"}},
        {"3.4", {"后的走法", "后的走法", "How the queen moves"}},
        {"3.5", {"象、车、后不得越子", "象、車、后不得越子", "Bishop, rook and queen cannot jump"}},
        {"3.6", {"马的走法", "馬的走法", "How the knight moves"}},
        {"3.7", {"兵的走法", "兵的走法", "How the pawn moves"}},
        {"3.7.3.1", {"吃过路兵", "吃過路兵", "Capturing en passant"}},
        {"3.7.3.3", {"兵到底线须升变", "兵到底線須升變", "A pawn reaching the last rank must promote"}},
        {"3.8.1", {"王的走法", "王的走法", "How the king moves"}},
        {"3.8.2", {"王车易位的条件", "王車易位的條件", "When castling is allowed"}},
        {"3.9", {"不得让己方王处于被将军状态", "不得讓己方王處於被將軍狀態", "A move may not leave one's own king in check"}},
        {"3.9.2", {"不得走使己方王受将或仍受将的棋", "不得走使己方王受將或仍受將的棋", "No move may expose one's own king to check or leave it in check"}},
        {"3.10.1", {"符合第3条的着法才合法", "符合第3條的著法才合法", "A move is legal only if it obeys Article 3"}},
        {"4.1", {"用一只手走棋", "用一隻手走棋", "Moves are made with one hand"}},
        {"4.2.1", {"整理棋子须先声明", "整理棋子須先聲明", "Adjusting pieces: announce it first"}},
        {"4.2.2", {"其他接触视为有意", "其他接觸視為有意", "Other contact counts as intentional"}},
        {"4.3", {"摸子走子只约束轮到走棋的一方", "摸子走子只約束輪到走棋的一方", "Touch-move binds the player having the move"}},
        {"4.3.1", {"触摸己方棋子须走该子", "觸摸己方棋子須走該子", "A touched own piece must be moved"}},
        {"4.3.2", {"触摸对方棋子须吃该子", "觸摸對方棋子須吃該子", "A touched opponent's piece must be captured"}},
        {"4.3.3", {"触摸双方棋子", "觸摸雙方棋子", "Touching pieces of both colours"}},
        {"4.4.1", {"先摸王再摸车须易位", "先摸王再摸車須易位", "King then rook: must castle"}},
        {"4.4.2", {"先摸车再摸王不得易位", "先摸車再摸王不得易位", "Rook first: may not castle that way"}},
        {"4.4.3", {"易位不合法须另走王", "易位不合法須另走王", "Illegal castling: another king move"}},
        {"4.5", {"所触棋子均不能走：任走合法着法", "所觸棋子均不能走：任走合法著法", "No touched piece can move: any legal move"}},
        {"4.6", {"升变可按任意次序完成", "升變可按任意次序完成", "A promotion may be made in any order"}},
        {"4.7", {"落定的棋子不得改走", "落定的棋子不得改走", "A released piece cannot go to another square"}},
        {"4.8", {"触摸棋子后丧失申诉权", "觸摸棋子後喪失申訴權", "Claim lost once the claimant touches a piece"}},
        {"5.1.1", {"将杀结束对局", "將殺結束對局", "Checkmate ends the game"}},
        {"5.1.2", {"认输结束对局", "認輸結束對局", "Resignation ends the game"}},
        {"5.2.1", {"逼和", "逼和", "Stalemate"}},
        {"5.2.2", {"死局", "死局", "Dead position"}},
        {"5.2.3", {"协议和棋", "協議和棋", "Draw by agreement"}},
        {"6.2.1", {"按钟完成着法", "按鐘完成著法", "Pressing the clock completes the move"}},
        {"6.2.1.1", {"结束对局的着法无须按钟即告完成", "結束對局的著法無須按鐘即告完成", "A move that ends the game is completed without a press"}},
        {"6.2.2", {"走棋后总可按钟", "走棋後總可按鐘", "The clock may always be pressed after moving"}},
        {"6.2.3", {"用走棋的同一只手按钟", "用走棋的同一隻手按鐘", "Press the clock with the hand that moved"}},
        {"6.2.4", {"正确操作棋钟", "正確操作棋鐘", "Handle the clock properly"}},
        {"6.7.1", {"迟到超过弃权时间判负", "遲到超過棄權時間判負", "Arriving after the default time loses"}},
        {"6.7.2", {"双方均未到：白方钟走", "雙方均未到：白方鐘走", "Neither present: White's clock runs"}},
        {"6.8", {"旗落的认定", "旗落的認定", "When a flag counts as fallen"}},
        {"6.9", {"超时判负与不能将杀的例外", "超時判負與不能將殺的例外", "Loss on time and the cannot-mate exception"}},
        {"7.4.1", {"碰乱棋子用自己的时间复原", "碰亂棋子用自己的時間復原", "Displaced pieces restored on own time"}},
        {"7.4.2", {"暂停棋钟请裁判协助", "暫停棋鐘請裁判協助", "Pause the clock and ask the arbiter"}},
        {"7.4.3", {"裁判可处罚碰乱棋子者", "裁判可處罰碰亂棋子者", "The arbiter may penalise the displacer"}},
        {"7.5.1", {"完成的不合法着法：恢复局面", "完成的不合法著法：恢復局面", "Completed illegal move: restore the position"}},
        {"7.5.2", {"兵到底线未升变", "兵到底線未升變", "Pawn on the last rank not replaced"}},
        {"7.5.3", {"未走棋而按钟", "未走棋而按鐘", "Pressing the clock without a move"}},
        {"7.5.4", {"双手走棋并按钟", "雙手走棋並按鐘", "A move made with two hands"}},
        {"7.5.5", {"不合法着法的罚则", "不合法著法的罰則", "Penalty for illegal moves"}},
        {"9.1.2.1", {"提和", "提和", "Offering a draw"}},
        {"9.2", {"三次重复局面", "三次重複局面", "Threefold repetition"}},
        {"9.2.1", {"即将出现的重复：先写下着法", "即將出現的重複：先寫下著法", "Repetition about to occur: write the move first"}},
        {"9.2.2", {"刚出现的重复", "剛出現的重複", "Repetition has just occurred"}},
        {"9.3", {"五十回合规则", "五十回合規則", "Fifty-move rule"}},
        {"9.4", {"触摸棋子后该步丧失申请权", "觸摸棋子後該步喪失申請權", "Touching a piece loses the claim on that move"}},
        {"9.5.1", {"申请不得撤回", "申請不得撤回", "A claim cannot be withdrawn"}},
        {"9.5.2", {"申请正确即和棋", "申請正確即和棋", "Correct claim: draw"}},
        {"9.5.3", {"申请错误：对方加时", "申請錯誤：對方加時", "Incorrect claim: time to the opponent"}},
        {"9.6.1", {"五次重复自动和棋", "五次重複自動和棋", "Fivefold repetition: automatic draw"}},
        {"9.6.2", {"七十五回合自动和棋", "七十五回合自動和棋", "Seventy-five moves: automatic draw"}},
        {"11.3.1", {"不得使用笔记或外部信息", "不得使用筆記或外部信息", "No notes or outside information"}},
        {"11.3.2.1", {"电子设备可关机放在包内", "電子設備可關機放在包內", "Devices may be kept switched off in a bag"}},
        {"11.3.2.2", {"身上携带电子设备判负", "身上攜帶電子設備判負", "Electronic device on the player: loss"}},
        {"11.5", {"不得干扰对手", "不得干擾對手", "Do not distract the opponent"}},
        {"12.6", {"裁判员不得干预对局（规则规定的情形除外）", "裁判員不得干預對局（規則規定的情形除外）", "The arbiter does not intervene except as the Laws provide"}},
        {"12.9", {"裁判可选用的处罚", "裁判可選用的處罰", "Penalties the arbiter may impose"}},
        {"A.2", {"快棋：无须记录", "快棋：無須記錄", "Rapid: no scoresheet required"}},
        {"A.3", {"快棋：罚时一分钟", "快棋：罰時一分鐘", "Rapid: one-minute penalties"}},
        {"A.4", {"有充分监督的快棋", "有充分監督的快棋", "Rapid with adequate supervision"}},
        {"A.5", {"无充分监督的快棋", "無充分監督的快棋", "Rapid without adequate supervision"}},
        {"A.5.2", {"不合法着法须在对手走棋前处理", "不合法著法須在對手走棋前處理", "Illegal move: act before the opponent moves"}},
        {"B.2", {"有充分监督的超快棋", "有充分監督的超快棋", "Blitz with adequate supervision"}},
        {"B.3", {"无充分监督的超快棋", "無充分監督的超快棋", "Blitz without adequate supervision"}},
        {"III.3.1.1", {"双方旗落先后不明：非最后阶段继续", "雙方旗落先後不明：非最後階段繼續", "Both flags, order unknown: play on before the last period"}},
        {"III.3.1.2", {"双方旗落先后不明：最后阶段和棋", "雙方旗落先後不明：最後階段和棋", "Both flags, order unknown, last period: draw"}},
        {"I.8.1", {"封棋着法含义不清或不合法判负", "封棋著法含義不清或不合法判負", "An ambiguous or illegal sealed move loses"}},
        {"6.10.2", {"棋钟设置错误：裁判改正", "棋鐘設置錯誤：裁判改正", "Wrong clock setting: the arbiter corrects it"}},
        {"6.11.1", {"对局须中断时由裁判暂停棋钟", "對局須中斷時由裁判暫停棋鐘", "The arbiter pauses the clock when the game must be interrupted"}},
        {"6.11.2", {"棋手只可为请裁判协助而暂停棋钟", "棋手只可為請裁判協助而暫停棋鐘", "A player may pause the clock only to seek the arbiter's help"}},
        {"6.11.3", {"裁判决定对局何时恢复", "裁判決定對局何時恢復", "The arbiter decides when the game restarts"}},
        {"6.11.4", {"裁判判断暂停理由，无正当理由按12.9处罚", "裁判判斷暫停理由，無正當理由按12.9處罰", "The arbiter judges the reason; none valid: a penalty under 12.9"}},
        {"7.6", {"发现棋子位置错误：恢复违例前或最后可确认的局面", "發現棋子位置錯誤：恢復違例前或最後可確認的局面", "A piece found misplaced: reinstate the position before the irregularity, or the last identifiable one"}},
        {"7.2.1", {"初始摆法错误：取消对局重下", "初始擺法錯誤：取消對局重下", "Wrong initial position: a new game"}},
        {"7.2.2", {"棋盘摆放错误：局面移到摆正的棋盘", "棋盤擺放錯誤：局面移到擺正的棋盤", "Board placed wrongly: transfer the position"}},
        {"7.3", {"颜色颠倒：不足十步重下，十步以上继续", "顏色顛倒：不足十步重下，十步以上繼續", "Colours reversed: under 10 moves a new game, else play on"}},
        {"8.1.1", {"每步着法都须记录", "每步著法都須記錄", "Every move is recorded on the scoresheet"}},
        {"8.4", {"不足五分钟且加秒不足30秒：本阶段无须记录", "不足五分鐘且加秒不足30秒：本階段無須記錄", "Under five minutes and under 30 s increment: no recording for the period"}},
        {"8.7", {"双方签字的结果有效，除非裁判另作决定", "雙方簽字的結果有效，除非裁判另作決定", "The signed result stands unless the arbiter decides otherwise"}},
        {"11.1", {"不得有损国际象棋声誉的行为", "不得有損國際象棋聲譽的行為", "No action that brings the game of chess into disrepute"}},
        {"11.2.3", {"离开赛场或轮走方离开比赛区须经裁判许可", "離開賽場或輪走方離開比賽區須經裁判許可", "Leaving the venue, or the playing area with the move, needs permission"}},
        {"11.6", {"违反11.1至11.5按12.9处罚", "違反11.1至11.5按12.9處罰", "Breaches of 11.1 to 11.5 are penalised under 12.9"}},
        {"11.7", {"坚持拒不遵守规则判负", "堅持拒不遵守規則判負", "Persistent refusal to comply with the Laws loses"}},
        {"11.8", {"双方均坚持拒不遵守规则：双方判负", "雙方均堅持拒不遵守規則：雙方判負", "Both refuse persistently: both lose"}},
        {"12.7", {"旁人只可向裁判报告违规，不得干预对局", "旁人只可向裁判報告違規，不得干預對局", "Others may tell only the arbiter and must not interfere"}},
        {"A.5.1.1", {"双方各走满十步后不再改动棋钟设置", "雙方各走滿十步後不再改動棋鐘設置", "After ten moves each the clock setting is not changed"}},
        {"A.5.1.2", {"双方各走满十步后不得对摆法提出申诉", "雙方各走滿十步後不得對擺法提出申訴", "After ten moves each no claim on the set-up"}},
        {"A.5.3", {"超时胜申请：可暂停棋钟告知裁判，无法将杀则和棋", "超時勝申請：可暫停棋鐘告知裁判，無法將殺則和棋", "Claiming a win on time: pause the clock and tell the arbiter; a draw if the claimant cannot mate"}},
        {"A.5.4", {"双王被将或兵在底线：等下一步完成后判和", "雙王被將或兵在底線：等下一步完成後判和", "Both kings in check or a pawn on the last rank: wait one move, then a draw"}},
        {"A.5.5", {"裁判看到旗落也应宣布", "裁判看到旗落也應宣佈", "The arbiter also calls a flag fall he sees"}},
        {"III.2.1", {"准则III须事先宣布方可使用", "準則III須事先宣佈方可使用", "Guidelines III apply only if announced beforehand"}},
        {"III.2.2", {"准则III只用于无加秒的慢棋和快棋", "準則III只用於無加秒的慢棋和快棋", "Guidelines III: standard and rapid without increment only"}},
        {"III.4", {"不足两分钟：可要求双方改为每步加5秒", "不足兩分鐘：可要求雙方改為每步加5秒", "Under two minutes: ask for a 5-second increment"}},
        {"III.5", {"不足两分钟：以对方无法正常取胜申请和棋", "不足兩分鐘：以對方無法正常取勝申請和棋", "Under two minutes: claim a draw, the opponent cannot win by normal means"}},
    };
}

std::vector<Article> cn_go_1988_articles() {
    return {
        {"2.1", {"黑先白后，交替下子", "黑先白後，交替下子", "Black first, then the players alternate"}},
        {"2.3", {"棋子下定后不得移动", "棋子下定後不得移動", "A stone once placed does not move"}},
        {"4", {"提子", "提子", "Capturing"}},
        {"5", {"禁着点", "禁著點", "Forbidden points"}},
        {"6", {"禁止全局同形再现", "禁止全局同形再現", "No repetition of the whole board"}},
        {"7.2", {"中途认输为终局", "中途認輸為終局", "Resignation ends the game"}},
        {"9", {"数子法：以180½子为归本数", "數子法：以180½子為歸本數", "Area counting against 180½"}},
        {"11", {"黑方贴2¾子", "黑方貼2¾子", "Black gives 2¾ stones of komi"}},
        {"12.1", {"时限：用时不得超过规定时限", "時限：用時不得超過規定時限", "Time limit: a player's time must not exceed it"}},
        {"12.2", {"读秒", "讀秒", "Byo-yomi with reserved minutes"}},
        {"14", {"对局的暂停和封棋", "對局的暫停和封棋", "Pauses and the sealed move"}},
        {"17.1", {"连走两步判负", "連走兩步判負", "Playing twice in a row loses"}},
        {"17.2", {"落子后拿起另下：放回并警告", "落子後拿起另下：放回並警告", "Stone lifted and replayed: put back, warning"}},
        {"17.3", {"发现棋子移动", "發現棋子移動", "Stones found moved"}},
        {"17.4", {"棋局散乱", "棋局散亂", "Board scattered"}},
        {"18", {"误提有气之子：警告并放回", "誤提有氣之子：警告並放回", "Wrongly removed stones: warning, put back"}},
        {"19", {"下在禁着点：着手无效，弃权一次", "下在禁著點：著手無效，棄權一次", "Forbidden point: move void, forfeit one turn"}},
        {"20.1", {"劫争马上回提：着手无效，弃权一次", "劫爭馬上回提：著手無效，棄權一次", "Immediate ko recapture: void, forfeit one turn"}},
        {"20.2", {"终局时“假生”不作为活棋", "終局時「假生」不作為活棋", "At the end, false life is not accepted as alive"}},
        {"20.3", {"三劫、四劫循环、长生、双提二子：和棋或重下", "三劫、四劫循環、長生、雙提二子：和棋或重下", "Triple ko, eternal life, sending two returning one: draw or replay"}},
        {"20.4", {"不得以同形循环为不能终局的理由", "不得以同形循環為不能終局的理由", "Repetition is no reason the game cannot end"}},
        {"21.1", {"轮走方确认终局", "輪走方確認終局", "The player to move confirms the end"}},
        {"21.2", {"终局后尚留可争之点按双活处理", "終局後尚留可爭之點按雙活處理", "Points still contestable after the end: treated as seki"}},
        {"21.3", {"死活争议以实战解决", "死活爭議以實戰解決", "Life-and-death disputes settled by play"}},
        {"22", {"封棋之点已有棋子：弃权一次", "封棋之點已有棋子：棄權一次", "Sealed point occupied: forfeit one turn"}},
        {"23.1", {"一方迟到超过规定时间判负", "一方遲到超過規定時間判負", "Late beyond the limit: loss"}},
        {"23.2", {"双方迟到超过规定时间均判负", "雙方遲到超過規定時間均判負", "Both late beyond the limit: both lose"}},
        {"23.3", {"迟到时间从时限中扣除", "遲到時間從時限中扣除", "Lateness comes off the time limit"}},
        {"23.4", {"提清棋子后方可按钟；读秒时提子不计时间", "提清棋子後方可按鐘；讀秒時提子不計時間",
                  "Remove captured stones before pressing; in byo-yomi removal is not timed"}},
        {"23.5", {"用时超过时限判负", "用時超過時限判負", "Exceeding the time limit loses"}},
        {"23.6", {"读秒时离席", "讀秒時離席", "Leaving the seat during byo-yomi"}},
        {"24.1", {"无故中途退场", "無故中途退場", "Leaving without reason"}},
        {"24.2", {"妨碍他人思考", "妨礙他人思考", "Disturbing the opponent"}},
        {"24.3", {"查阅资料或与他人议论棋势", "查閱資料或與他人議論棋勢", "Consulting material or other people"}},
        {"25.1", {"裁判法未包括的犯规", "裁判法未包括的犯規", "Offences not covered"}},
        {"25.2", {"一局两次警告判负", "一局兩次警告判負", "Two warnings in one game lose"}},
    };
}

std::vector<Article> cn_go_2002_articles() {
    return {
        {"7", {"终局", "終局", "End of the game"}},
        {"6", {"禁止全局同形", "禁止全局同形", "No repetition of the whole board"}},
        {"9", {"数子法：以180.5子为归本数", "數子法：以180.5子為歸本數", "Area counting against 180.5"}},
        {"11", {"黑方贴3¾子", "黑方貼3¾子", "Black gives 3¾ stones of komi"}},
        {"12", {"计时", "計時", "Timing"}},
        {"14", {"封棋", "封棋", "Sealed move"}},
        {"17.2", {"连走两步：第二步无效并警告", "連走兩步：第二步無效並警告", "Two moves in a row: the second is void, warning"}},
        {"17.3", {"落子后拿起另下", "落子後拿起另下", "Stone lifted and replayed"}},
        {"17.4", {"先按钟后落子：警告", "先按鐘後落子：警告", "Pressing before placing: warning"}},
        {"17.5", {"发现棋子移动", "發現棋子移動", "Stones found moved"}},
        {"17.6", {"棋局散乱", "棋局散亂", "Board scattered"}},
        {"20.1", {"劫争不得马上回提", "劫爭不得馬上回提", "Immediate ko recapture forbidden"}},
        {"20.2", {"假生类多劫循环禁止", "假生類多劫循環禁止", "False-life multi-ko cycles forbidden"}},
        {"20.3", {"三劫循环等：无胜负、和棋或重赛", "三劫循環等：無勝負、和棋或重賽", "Triple ko and other cycles: no result, draw or replay"}},
        {"22.1", {"迟到：赛场与住地分开时限一小时，迟到时间加倍计算", "遲到：賽場與住地分開時限一小時，遲到時間加倍計算", "Late arrival: one hour limit, lateness charged double"}},
        {"22.2", {"迟到：赛场在住地时限十五分钟", "遲到：賽場在住地時限十五分鐘", "Late arrival at the lodging venue: fifteen minutes"}},
        {"22.3", {"双方迟到", "雙方遲到", "Both late"}},
        {"22.5", {"超时判负，可申请改为弃权一次", "超時判負，可申請改為棄權一次", "Overtime loses; on request one pass instead"}},
        {"22.6", {"提清棋子后方可按钟", "提清棋子後方可按鐘", "Remove captured stones before pressing"}},
        {"22.7", {"读秒时离席", "讀秒時離席", "Leaving the seat during byo-yomi"}},
        {"23.7", {"手机：第一次警告，第二次判负", "手機：第一次警告，第二次判負", "Mobile phones: a warning the first time, a loss the second"}},
    };
}

const std::vector<Document>& all_documents() {
    static const std::vector<Document> docs = {
        {"fide-laws-2023", {"国际棋联国际象棋规则（2023）", "國際棋聯國際象棋規則（2023）", "FIDE Laws of Chess (2023)"},
         fide_laws_2023_articles()},
        {"cn-go-1988", {"中国围棋竞赛规则（1988）", "中國圍棋競賽規則（1988）", "Chinese Go Competition Rules (1988)"},
         cn_go_1988_articles()},
        {"cn-go-2002", {"中国围棋竞赛规则（2002）", "中國圍棋競賽規則（2002）", "Chinese Go Competition Rules (2002)"},
         cn_go_2002_articles()},
    };
    return docs;
}

std::vector<RuleOption> fide_options(std::string_view format, std::int64_t illegal_penalty_s) {
    return {
        {"format", std::string(format), "standard, rapid or blitz (FIDE Laws 0.2)"},
        {"supervised", true,
         "rapid A.4 / blitz B.2 (full Competition Rules); false = A.5 / B.3 (illegal moves stand once the opponent "
         "has replied)"},
        {"illegal_move_penalty_s", illegal_penalty_s,
         "seconds added to the opponent for a first completed illegal move (7.5.5; A.3)"},
        {"claim_penalty_s", illegal_penalty_s, "seconds added to the opponent for an incorrect draw claim (9.5.3; A.3)"},
        {"default_time_s", std::int64_t{0}, "the default (lateness) time; 0 when the regulations say nothing (6.7.1)"},
    };
}

std::vector<RuleOption> go_options(bool edition_2002) {
    return {
        {"play_twice", std::string(edition_2002 ? "void_and_warning" : "loss"),
         "playing twice in a row: loss (1988 17.1) or void_and_warning (2002 17.2)"},
        {"late_limit_s", std::int64_t{edition_2002 ? 3600 : 900},
         "lateness allowed before the game is lost (1988: set by the venue, default 15 min; 2002: 1 h)"},
        {"late_charge_factor", std::int64_t{edition_2002 ? 2 : 1}, "how many times the lateness comes off the clock"},
        {"overtime_pass_on_request", edition_2002,
         "an overstepping player may ask for one pass instead of a loss (2002 22.5)"},
        {"chief_may_rule_both_lose", edition_2002,
         "the chief arbiter may rule that both lose: for a disputed moved stone (2002 17-5: also offered) and for "
         "scattered stones that cannot be rebuilt (2002 17-6)"},
        {"moved_stone_to_reasonable_point", edition_2002,
         "the chief arbiter's correction for a disputed moved stone: to a reasonable point (2002 17-5, where it stood "
         "may not be known) or, false, back where it stood (1988 17.3)"},
        {"take_back_needs_claim_in_time", edition_2002,
         "a stone lifted and played elsewhere is ruled on only when the opponent objects before his own next move "
         "(2002 17-3); false: the arbiter puts it back and warns at once (1988 17.2)"},
        {"slipped_stone_needs_consent", edition_2002,
         "a stone that slipped from the hand is picked up only with the opponent's consent, else the chief arbiter "
         "decides (2002 17-3); false: it may always be picked up (1988 17.2)"},
        {"capture_press_admonition", !edition_2002,
         "pressing the clock before removing captured stones may be admonished instead of warned (1988 23.4 "
         "\"劝告或警告一次\"); false: a warning only (2002 22-6)"},
        {"ko_stone_deduction", std::int64_t{edition_2002 ? 1 : 0},
         "stones deducted with the warning for a ko retake, a press before removing captured stones or before placing "
         "the stone, and a phone's first offence (2002 as practised: reference §A2 reports a warning with one stone "
         "for these; no 2002 text at hand says it; 0 = the 1988 text)"},
        {"ko_recapture_penalty", std::string(edition_2002 ? "warning" : "forfeit_turn"),
         "an immediate ko recapture: forfeit_turn (void, 弃权一次: 1988 and 2002 20-1) or warning (void and a warning: "
         "CWA practice, with ko_stone_deduction 1 the \"警告+罚一子\" of reference §A2)"},
        {"sending_two_returning_one", std::string("draw_or_replay"),
         "双提二子 that neither player leaves: draw_or_replay (the texts, 1988 and 2002 20-3) or forbidden (the CWA "
         "intent in the reference's §A2 conflict: the retake is void and forfeits one turn, 20-1)"},
        {"minor_sanction", std::string("warning"),
         "1988 23.4 and 24.2 say \"劝告或警告一次\": the sanction when the event does not name one (warning or "
         "admonition; 2002 22-6 knows only the warning)"},
        {"late_limit_lodging_s", std::int64_t{900},
         "2002 22-2: lateness allowed when the playing hall is in the players' lodging (event venue: lodging)"},
        {"lodging_venue_limit", edition_2002,
         "a playing hall in the players' lodging (event venue: lodging) has its own limit, late_limit_lodging_s (2002 "
         "22-2); false: late_limit_s wherever the hall is (1988 has one limit)"},
        {"second_warning_loses", true, "the second warning in one game loses it (1988 25.2)"},
        {"komi_half_points", std::int64_t{edition_2002 ? 15 : 11},
         "komi in half-points: 11 = 2¾ stones (1988 Art. 11), 15 = 3¾ stones (2002 Art. 11)"},
        {"captures_count_in_byoyomi", edition_2002,
         "time spent removing captured stones counts in byo-yomi: false under 1988 23.4, true under 2002 (the capture "
         "is part of the move)"},
        {"phone_rule", std::string(edition_2002 ? "warning_then_loss" : "disturbance"),
         "a phone that rings or that the player uses: disturbance (1988 24.2: admonition or warning) or "
         "warning_then_loss (2002 23-7 as reported: a warning the first time, a loss the second)"},
    };
}

// The words a text option accepts; an override with another word is reported.
std::string_view option_choices(std::string_view name) {
    if (name == "play_twice") return "loss|void_and_warning";
    if (name == "ko_recapture_penalty") return "forfeit_turn|warning";
    if (name == "sending_two_returning_one") return "draw_or_replay|forbidden";
    if (name == "minor_sanction") return "warning|admonition";
    if (name == "format") return "standard|rapid|blitz";
    if (name == "phone_rule") return "disturbance|warning_then_loss";
    return {};
}

const std::vector<RuleSet>& all_rule_sets() {
    static const std::vector<RuleSet> sets = {
        {"fide-2023-standard", GameKind::Chess, "fide-laws-2023",
         {"国际棋联 2023 慢棋", "國際棋聯 2023 慢棋", "FIDE 2023 standard"}, fide_options("standard", 120)},
        {"fide-2023-rapid", GameKind::Chess, "fide-laws-2023",
         {"国际棋联 2023 快棋（A.4 充分监督）", "國際棋聯 2023 快棋（A.4 充分監督）", "FIDE 2023 rapid (A.4, supervised)"},
         fide_options("rapid", 60)},
        {"fide-2023-blitz", GameKind::Chess, "fide-laws-2023",
         {"国际棋联 2023 超快棋（B.2 充分监督）", "國際棋聯 2023 超快棋（B.2 充分監督）", "FIDE 2023 blitz (B.2, supervised)"},
         // The letter of B.2 gives 2 minutes, practice and the 2018 text 1 minute: we default to 1 (docs/rulings.md).
         fide_options("blitz", 60)},
        {"cn-go-1988", GameKind::Go, "cn-go-1988",
         {"中国围棋竞赛规则（1988）", "中國圍棋競賽規則（1988）", "Chinese Go rules 1988"}, go_options(false)},
        {"cn-go-2002", GameKind::Go, "cn-go-2002",
         {"中国围棋竞赛规则（2002）", "中國圍棋競賽規則（2002）", "Chinese Go rules 2002"}, go_options(true)},
    };
    return sets;
}

}  // namespace

const Article* Document::article(std::string_view number) const {
    for (const auto& a : articles)
        if (a.number == number) return &a;
    return nullptr;
}

std::span<const Document> documents() { return all_documents(); }

const Document* find_document(std::string_view id) {
    for (const auto& d : all_documents())
        if (d.id == id) return &d;
    return nullptr;
}

const Article* resolve(const Citation& citation) {
    const Document* doc = find_document(citation.document);
    return doc ? doc->article(citation.article) : nullptr;
}

std::span<const RuleSet> rule_sets() { return all_rule_sets(); }

const RuleSet* find_rule_set(std::string_view id) {
    for (const auto& r : all_rule_sets())
        if (r.id == id) return &r;
    return nullptr;
}

const RuleSet& rule_set_for(const Incident& incident) {
    const RuleSet* rule_set = find_rule_set(incident.rule_set);
    if (rule_set && rule_set->game == incident.game) return *rule_set;
    for (const auto& rs : rule_sets())
        if (rs.game == incident.game) return rs;
    return rule_sets().front();
}

RuleContext::RuleContext(const RuleSet& rule_set, const std::map<std::string, FieldValue, std::less<>>& overrides,
                         std::vector<LocalizedText>* problems)
    : rule_set_(&rule_set) {
    for (const auto& option : rule_set.options) values_[std::string(option.name)] = option.default_value;
    for (const auto& [name, value] : overrides) {
        auto it = values_.find(name);
        if (it == values_.end()) {
            if (problems)
                problems->push_back(detail::say(detail::L("规则集“{rule_set}”没有选项“{option}”", "規則集「{rule_set}」沒有選項「{option}」", "rule set {rule_set} has no option '{option}'"),
                                                {.values = {{"rule_set", std::string(rule_set.id)}, {"option", name}}}));
        } else if (it->second.index() != value.index()) {
            if (problems)
                problems->push_back(
                    detail::say(detail::L("选项“{option}”的值类型不对", "選項「{option}」的值類型不對", "option '{option}' has the wrong type"), {.values = {{"option", name}}}));
        } else if (const auto* word = std::get_if<std::string>(&value);
                   word && !option_choices(name).empty() && !in_choices(option_choices(name), *word)) {
            if (problems)
                problems->push_back(detail::say(detail::L("选项“{option}”不能是“{written}”（可用的值：{choices}）", "選項「{option}」不能是「{written}」（可用的值：{choices}）",
                                                          "option '{option}' cannot be '{written}' (known: {choices})"),
                                                {.values = {{"option", name}, {"written", *word}, {"choices", std::string(option_choices(name))}}}));
        } else {
            it->second = value;
        }
    }
}

const FieldValue& RuleContext::value(std::string_view name) const {
    auto it = values_.find(name);
    if (it == values_.end()) throw std::logic_error("unknown rule option " + std::string(name));
    return it->second;
}

bool RuleContext::cites_go_2002() const { return rule_set_->document == "cn-go-2002"; }

bool RuleContext::flag(std::string_view name) const { return std::get<bool>(value(name)); }
std::int64_t RuleContext::number(std::string_view name) const { return std::get<std::int64_t>(value(name)); }
std::string RuleContext::text(std::string_view name) const { return std::get<std::string>(value(name)); }

}  // namespace arbiter::rules
