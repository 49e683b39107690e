#include "engine/tournament/drills.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "engine/core/localized_fill.hpp"
#include "engine/core/seeded_random.hpp"
#include "engine/tournament/berger.hpp"
#include "engine/tournament/elo.hpp"
#include "engine/tournament/event.hpp"
#include "engine/tournament/level_points.hpp"
#include "engine/tournament/tiebreaks.hpp"
#include "engine/tournament/withdrawal.hpp"

namespace arbiter::tournament {

namespace {

// The shared splitmix64 generator plus the one draw only tournaments need.
struct Rng : SeededRandom {
    double result() {  // 1, ½ or 0 for a chess game
        int r = uniform(0, 5);
        return r < 2 ? 1.0 : (r < 4 ? 0.0 : 0.5);
    }
};

std::uint64_t derive_seed(std::uint64_t seed, int index) {
    Rng r{seed ^ (0xA24BAED4963EE407ULL * static_cast<std::uint64_t>(index + 1))};
    return r.next();
}

// Numbers as a person writes them: 2 decimals at most, trailing zeros dropped; "≈" when rounded.
std::string num(double v) {
    double scaled = v * 100.0;
    bool exact = std::fabs(scaled - std::round(scaled)) < 1e-9;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", std::round(scaled) / 100.0);
    std::string s = buf;
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    if (s == "-0") s = "0";
    return exact ? s : "≈" + s;
}

std::string signed_num(double v) { return (v > 0 ? "+" : "") + num(v); }

std::string hundredths(int h) {  // 29 → "0.29", -71 → "-0.71"
    return num(h / 100.0);
}

std::string signed_hundredths(int h) { return (h > 0 ? "+" : "") + hundredths(h); }

// "胜 / 勝 / beat" style words for a result seen from the player's side.
LocalizedText result_word(double fraction) {
    if (fraction >= 1.0) return L("胜", "勝", "beat");
    if (fraction > 0.0) return L("和", "和", "drew with");
    return L("负", "負", "lost to");
}

const char* const kNamesHans[] = {"甲", "乙", "丙", "丁", "戊", "己", "庚", "辛"};
const char* const kNamesEn[] = {"A", "B", "C", "D", "E", "F", "G", "H"};

// ---------------------------------------------------------------------------------------------
Drill rating_change_drill(Rng& rng) {
    int rating = rng.uniform(1400, 2600);
    bool elite = rng.chance(1, 6);
    if (elite) rating = rng.uniform(2650, 2800);
    int k = rating >= 2400 ? 10 : (rating < 2300 && rng.chance(1, 3) ? 40 : 20);
    int n = rng.uniform(1, 5);
    std::vector<RatedGame> games;
    for (int i = 0; i < n; ++i) {
        int spread = (elite || rng.chance(1, 4)) ? rng.uniform(401, 600) : rng.uniform(0, 380);
        int opponent = rating + (rng.chance(1, 2) ? spread : -spread);
        if (elite) opponent = rating - spread;
        opponent = std::clamp(opponent, 1400, 2850);
        games.push_back({opponent, rng.result()});
    }
    RatingChange rc = rating_change(rating, k, games);

    Drill d;
    d.kind = DrillKind::RatingChange;
    d.answer = rc.change;
    d.tolerance = 0.0;
    d.citations = {{"fide-rating-b02", "8.1.2"}, {"fide-rating-b02", "8.3"}};
    std::vector<LocalizedText> results;
    for (const auto& g : games)
        results.push_back(fill_localized(L("{result} {rating}", "{result} {rating}", "{result} {rating}"),
                                         {{"result", result_word(g.score)}, {"rating", std::to_string(g.opponent_rating)}}));
    const std::string ks = std::to_string(k);
    d.question = fill_localized(L("一名等级分 {rating}、K = {k} 的棋手在一次标准棋比赛中：{games}。按 FIDE 等级分条例，他的等级分变化是多少（取整数）？",
                                  "一名等級分 {rating}、K = {k} 的棋手在一次標準棋比賽中：{games}。按 FIDE 等級分條例，他的等級分變化是多少（取整數）？",
                                  "A player rated {rating} with K = {k} plays a standard-rated event: {games}. By the FIDE Rating "
                                  "Regulations, what is his rating change (a whole number)?"),
                                {{"rating", std::to_string(rating)}, {"k", ks}, {"games", join(results, L("、", "、", ", "))}});
    for (const auto& g : rc.games) {
        LocalizedText note;
        if (g.capped_at_400) note = L("（超过 400 分按 400 计）", "（超過 400 分按 400 計）", " (over 400, counted as 400)");
        else if (elite && std::abs(rating - g.opponent_rating) > 400)
            note = L("（2650 分以上的棋手不受 400 分规则限制）", "（2650 分以上的棋手不受 400 分規則限制）",
                     " (a player rated 2650+ is exempt from the 400-point rule)");
        d.explanation += fill_localized(L("对 {opponent}：分差 {difference}{note}，期望得分 {expected}，实得 {scored}，ΔR = {delta}。\n",
                                          "對 {opponent}：分差 {difference}{note}，期望得分 {expected}，實得 {scored}，ΔR = {delta}。\n",
                                          "v {opponent}: difference {difference}{note}, expected {expected}, scored {scored}, ΔR = {delta}.\n"),
                                        {{"opponent", std::to_string(g.opponent_rating)},
                                         {"difference", std::to_string(g.difference_used)},
                                         {"note", note},
                                         {"expected", hundredths(g.expected_hundredths)},
                                         {"scored", num(g.score)},
                                         {"delta", signed_hundredths(g.delta_hundredths)}});
    }
    d.explanation += fill_localized(L("ΣΔR = {sum}；K × ΣΔR = {k} × {sum} = {exact}，四舍五入（0.5 远离零进位）得 {change}；新等级分 {new_rating}。",
                                      "ΣΔR = {sum}；K × ΣΔR = {k} × {sum} = {exact}，四捨五入（0.5 遠離零進位）得 {change}；新等級分 {new_rating}。",
                                      "ΣΔR = {sum}; K × ΣΔR = {k} × {sum} = {exact}, rounded (0.5 away from zero) to {change}; new rating {new_rating}."),
                                    {{"sum", signed_hundredths(rc.sum_delta_hundredths)},
                                     {"k", ks},
                                     {"exact", num(rc.exact_change)},
                                     {"change", (rc.change > 0 ? "+" : "") + std::to_string(rc.change)},
                                     {"new_rating", std::to_string(rc.new_rating)}});
    return d;
}

// ---------------------------------------------------------------------------------------------
LocalizedText band_text(LevelBand band) {
    switch (band) {
        case LevelBand::Within10: return L("相差 10 分以内", "相差 10 分以內", "less than 10 apart");
        case LevelBand::From10To99: return L("相差 10–99 分", "相差 10–99 分", "10–99 apart");
        case LevelBand::From100: return L("相差 100 分以上", "相差 100 分以上", "100 or more apart");
        case LevelBand::From100To199: return L("相差 100–199 分", "相差 100–199 分", "100–199 apart");
        case LevelBand::From200: return L("相差 200 分以上", "相差 200 分以上", "200 or more apart");
    }
    return {};
}

Drill level_points_drill(Rng& rng) {
    static const int kBoundaries[] = {0, 5, 9, 10, 11, 55, 99, 100, 101, 150, 199, 200, 250, 401};
    int diff = rng.chance(1, 2) ? kBoundaries[rng.uniform(0, 13)] : rng.uniform(0, 450);
    int low = rng.uniform(0, 2500);
    bool a_lower = rng.chance(1, 2);
    int a = a_lower ? low : low + diff, b = a_lower ? low + diff : low;
    int r = rng.uniform(0, 2);
    LevelResult result = r == 0 ? LevelResult::AWins : (r == 1 ? LevelResult::BWins : LevelResult::Draw);
    LevelPointsChange c = level_points_change(a, b, result);

    Drill d;
    d.kind = DrillKind::LevelPoints;
    d.answer = c.a;
    d.citations = {{"seed-level-points", "§5"}};
    const LocalizedText outcome = result == LevelResult::AWins   ? L("甲胜", "甲勝", "A wins")
                                  : result == LevelResult::BWins ? L("乙胜", "乙勝", "B wins")
                                                                 : L("和棋", "和棋", "the game is drawn");
    LocalizedText who;
    if (result == LevelResult::Draw) who = L("和棋，分低方", "和棋，分低方", "In a draw the lower side");
    else if (c.difference < 10) who = L("赢方", "贏方", "The winner");
    else if (c.lower_side_gains) who = L("低分方赢，赢方", "低分方贏，贏方", "The lower side won and");
    else who = L("高分方赢，赢方", "高分方贏，贏方", "The higher side won and");
    const std::vector<FillValue> values = {{"a", std::to_string(a)},
                                           {"b", std::to_string(b)},
                                           {"level_a", std::to_string(level_for_points(a))},
                                           {"level_b", std::to_string(level_for_points(b))},
                                           {"outcome", outcome},
                                           {"d", std::to_string(c.difference)},
                                           {"band", band_text(c.band)},
                                           {"who", who},
                                           {"formula", c.formula},
                                           {"exact", num(c.exact_gain)},
                                           {"gain", num(c.gain)},
                                           {"change_a", signed_num(c.a)},
                                           {"change_b", signed_num(c.b)}};
    d.question = fill_localized(L("级别积分制（每级 100 分，输方扣分等于赢方得分）：甲现有 {a} 分（{level_a} 级），乙现有 {b} 分（{level_b} 级），"
                                  "{outcome}。甲的积分变化是多少（四舍五入取整）？",
                                  "級別積分制（每級 100 分，輸方扣分等於贏方得分）：甲現有 {a} 分（{level_a} 級），乙現有 {b} 分（{level_b} 級），"
                                  "{outcome}。甲的積分變化是多少（四捨五入取整）？",
                                  "Level points (100 points a level; the loser loses what the winner gains): A has {a} points "
                                  "(level {level_a}), B has {b} (level {level_b}), and {outcome}. What is A's change in points "
                                  "(rounded half up to a whole number)?"),
                                values);
    LocalizedText explanation = L("分差 d = |{a} − {b}| = {d}，属于“{band}”档。", "分差 d = |{a} − {b}| = {d}，屬於「{band}」檔。",
                                  "d = |{a} − {b}| = {d}, the band \"{band}\". ");
    if (c.difference == 10 || c.difference == 100 || c.difference == 200)
        explanation += L("（边界：本程序把 10 归入 10–99 档，100、200 分“以上”含本数。）", "（邊界：本程序把 10 歸入 10–99 檔，100、200 分「以上」含本數。）",
                         "(Boundary: 10 belongs to the 10–99 band; \"100/200 or more\" include 100 and 200.) ");
    explanation += L("{who}得 {formula} = {exact}，四舍五入为 {gain}；对方扣同样的分。甲 {change_a}，乙 {change_b}。",
                     "{who}得 {formula} = {exact}，四捨五入為 {gain}；對方扣同樣的分。甲 {change_a}，乙 {change_b}。",
                     "{who} gains {formula} = {exact}, rounded to {gain}; the other side loses the same. A {change_a}, B {change_b}.");
    d.explanation = fill_localized(explanation, values);
    return d;
}

// ---------------------------------------------------------------------------------------------
Drill swiss_total_drill(Rng& rng) {
    int n = rng.uniform(5, 9);
    int personal = 0;
    std::vector<int> opponents;
    int sum = 0;
    for (int i = 0; i < n; ++i) {
        // A consistent sheet: this round's result (2/1/0), and the opponent's final score made of
        // what he took from this game plus 0 … 2(n − 1) from his other rounds.
        int roll = rng.uniform(0, 9);
        int own = roll < 4 ? 2 : (roll < 8 ? 0 : 1);
        personal += own;
        opponents.push_back((2 - own) + rng.uniform(0, 2 * (n - 1)));
        sum += opponents.back();
    }
    double total = swiss_total_formula(personal, sum, n, n, 2.0);

    Drill d;
    d.kind = DrillKind::SwissTotal;
    d.answer = total;
    d.tolerance = 0.01;
    d.citations = {{"cn-go-1988", "28.1.2"}};
    std::string list, list_en, terms;
    for (std::size_t i = 0; i < opponents.size(); ++i) {
        list += (i ? "、" : "") + std::to_string(opponents[i]);
        list_en += (i ? ", " : "") + std::to_string(opponents[i]);
        terms += (i ? " + " : "") + std::to_string(opponents[i]);
    }
    const std::vector<FillValue> values = {{"n", std::to_string(n)},
                                           {"own", std::to_string(personal)},
                                           {"scores", LocalizedText{list, list, list_en}},
                                           {"max", std::to_string(2 * n)},
                                           {"terms", terms},
                                           {"sum", std::to_string(sum)},
                                           {"ratio", num(static_cast<double>(sum) / n)},
                                           {"total", num(total)}};
    d.question = fill_localized(L("1988 年围棋规则积分编排制比赛共 {n} 轮（胜 2 分、和 1 分、负 0 分）。某棋手个人积分 {own}，他 {n} 个对手的最终积分为 {scores}。"
                                  "按第二十八条计算他的总得分（保留两位小数）。",
                                  "1988 年圍棋規則積分編排制比賽共 {n} 輪（勝 2 分、和 1 分、負 0 分）。某棋手個人積分 {own}，他 {n} 個對手的最終積分為 {scores}。"
                                  "按第二十八條計算他的總得分（保留兩位小數）。",
                                  "A Swiss event under the 1988 Go rules has {n} rounds (win 2, draw 1, loss 0). A player has {own} "
                                  "points; his {n} opponents finished on {scores}. What is his total score under article 28 (two decimals)?"),
                                values);
    d.explanation = fill_localized(L("最高积分 = 2 × {n} = {max}，其一半为 {n}。对手积分总和 = {terms} = {sum}。总得分 = {own} + ({sum} / {n} − {n}) = "
                                     "{own} + ({ratio} − {n}) = {total}。",
                                     "最高積分 = 2 × {n} = {max}，其一半為 {n}。對手積分總和 = {terms} = {sum}。總得分 = {own} + ({sum} / {n} − {n}) = "
                                     "{own} + ({ratio} − {n}) = {total}。",
                                     "Maximum score = 2 × {n} = {max}, half of it {n}. Opponents' scores: {terms} = {sum}. Total = {own} + "
                                     "({sum} / {n} − {n}) = {own} + ({ratio} − {n}) = {total}."),
                                   values);
    return d;
}

// ---------------------------------------------------------------------------------------------
// A Go round robin in Berger order with random results. A player `leaver` (or -1) plays no game
// after round `leaves_after`.
Event random_go_round_robin(Rng& rng, int players, int leaver = -1, int leaves_after = 0) {
    Event event;
    event.game = GameKind::Go;
    event.system = PairingSystem::RoundRobin;
    auto table = berger_table(players);
    event.rounds = static_cast<int>(table.size());
    for (int i = 0; i < players; ++i) event.add_player({kNamesEn[i], kNamesEn[i], 0, 0, std::nullopt});
    for (std::size_t r = 0; r < table.size(); ++r)
        for (const auto& p : table[r]) {
            if (p.white == 0 || p.black == 0) continue;
            int roll = rng.uniform(0, 11);  // Go draws (jigo) are rare but exist
            PairingResult res = roll < 5 ? PairingResult::FirstWins
                                         : (roll < 10 ? PairingResult::SecondWins : PairingResult::Draw);
            bool after_leaving = static_cast<int>(r) + 1 > leaves_after;
            if (after_leaving && (p.white - 1 == leaver || p.black - 1 == leaver)) continue;
            event.record_pairing(static_cast<int>(r) + 1, p.white - 1, p.black - 1, res);
        }
    if (leaver >= 0) event.players[static_cast<std::size_t>(leaver)].withdrew_after_round = leaves_after;
    return event;
}

Drill round_robin_drill(Rng& rng) {
    int players = rng.uniform(4, 6);
    Event event = random_go_round_robin(rng, players);
    int x = rng.uniform(0, players - 1);
    double answer = beaten_and_half_drawn(event, x);

    Drill d;
    d.kind = DrillKind::RoundRobinTieBreak;
    d.answer = answer;
    d.tolerance = 0.0;
    d.citations = {{"cn-go-1988", "28.1.1"}};
    const auto name = [](int p) { return LocalizedText{kNamesHans[p], kNamesHans[p], kNamesEn[p]}; };
    std::vector<LocalizedText> scores, games;
    LocalizedText work;
    for (int p = 0; p < players; ++p)
        scores.push_back(fill_localized(L("{player} {score}", "{player} {score}", "{player} {score}"),
                                        {{"player", name(p)}, {"score", num(event.points(p))}}));
    std::string sum_terms;
    for (const auto& e : event.entries[static_cast<std::size_t>(x)]) {
        if (!has_opponent(e)) continue;
        games.push_back(fill_localized(L("{result}{player}", "{result}{player}", "{result} {player}"),
                                       {{"result", result_word(e.fraction)}, {"player", name(e.opponent)}}));
        if (e.fraction <= 0.0) continue;
        const double os = event.points(e.opponent);
        sum_terms += (sum_terms.empty() ? "" : " + ") + (e.fraction >= 1.0 ? num(os) : num(os) + "/2");
        work += fill_localized(e.fraction >= 1.0 ? L("胜{player}计 {score}；", "勝{player}計 {score}；", "beat {player}: {score}; ")
                                                 : L("和{player}计 {score} 的一半 {half}；", "和{player}計 {score} 的一半 {half}；",
                                                     "drew with {player}: half of {score} = {half}; "),
                               {{"player", name(e.opponent)}, {"score", num(os)}, {"half", num(os / 2)}});
    }
    if (sum_terms.empty()) sum_terms = "0";
    const std::vector<FillValue> values = {{"scores", join(scores, L("、", "、", ", "))},
                                           {"player", name(x)},
                                           {"games", join(games, L("、", "、", ", "))},
                                           {"work", work},
                                           {"terms", sum_terms},
                                           {"answer", num(answer)}};
    d.question = fill_localized(L("围棋单循环赛（胜 2 分、和 1 分、负 0 分）最终积分：{scores}。{player}的成绩：{games}。按 1988 年规则第二十八条，"
                                  "{player}的“所胜对手积分 + 所和对手积分的一半”是多少？",
                                  "圍棋單循環賽（勝 2 分、和 1 分、負 0 分）最終積分：{scores}。{player}的成績：{games}。按 1988 年規則第二十八條，"
                                  "{player}的「所勝對手積分 + 所和對手積分的一半」是多少？",
                                  "Go round robin (win 2, draw 1, loss 0), final scores: {scores}. {player}'s games: {games}. Under "
                                  "article 28 of the 1988 rules, what are {player}'s beaten opponents' scores plus half of his drawn "
                                  "opponents' scores?"),
                                values);
    d.explanation = fill_localized(L("{work}输给的对手不计。合计 {terms} = {answer}。", "{work}輸給的對手不計。合計 {terms} = {answer}。",
                                     "{work}opponents he lost to count nothing. Total {terms} = {answer}."),
                                   values);
    return d;
}

// ---------------------------------------------------------------------------------------------
// A chess Swiss player's rounds for the Buchholz and SB drills: results and opponents' final scores.
struct SwissRounds {
    std::vector<OpponentTerm> terms;
    double own = 0;
    int unplayed_round = 0;  // 0 = none; otherwise a forfeit loss (voluntarily unplayed) or a PAB
    bool unplayed_is_bye = false;
};

SwissRounds make_swiss_rounds(Rng& rng, bool allow_unplayed) {
    SwissRounds s;
    int n = rng.uniform(5, 9);
    if (allow_unplayed && rng.chance(1, 3)) {
        s.unplayed_round = rng.uniform(1, n);
        s.unplayed_is_bye = rng.chance(1, 2);
    }
    for (int r = 1; r <= n; ++r) {
        OpponentTerm t;
        t.round = r;
        if (r == s.unplayed_round) {
            t.own_fraction = s.unplayed_is_bye ? 1.0 : 0.0;
            t.voluntarily_unplayed = !s.unplayed_is_bye;
        } else {
            t.opponent = r;  // a label; the drill gives the final score directly
            t.own_fraction = rng.result();
            // The opponent's final score includes this game: (1 − f) here plus 0 … n − 1 elsewhere.
            t.opponent_score = (1.0 - t.own_fraction) + rng.uniform(0, 2 * (n - 1)) / 2.0;
        }
        s.own += t.own_fraction;
        s.terms.push_back(t);
    }
    for (auto& t : s.terms)
        if (t.opponent < 0) t.opponent_score = s.own;  // FIDE C.07 §16.4 dummy opponent
    return s;
}

LocalizedText describe_rounds(const SwissRounds& s) {
    LocalizedText out;
    for (const auto& t : s.terms) {
        const LocalizedText round =
            t.opponent >= 0 ? L("第{round}轮 {result}（对手最终 {score} 分）；", "第{round}輪 {result}（對手最終 {score} 分）；",
                                "round {round}: {result} an opponent who finished on {score}; ")
            : s.unplayed_is_bye ? L("第{round}轮 轮空（得 1 分，未赛）；", "第{round}輪 輪空（得 1 分，未賽）；",
                                    "round {round}: pairing-allocated bye (1 point, not played); ")
                                : L("第{round}轮 弃权负（未赛）；", "第{round}輪 棄權負（未賽）；", "round {round}: lost by forfeit (not played); ");
        out += fill_localized(round, {{"round", std::to_string(t.round)},
                                      {"result", result_word(t.own_fraction)},
                                      {"score", num(t.opponent_score)}});
    }
    return out;
}

Drill buchholz_drill(Rng& rng) {
    SwissRounds s = make_swiss_rounds(rng, true);
    int variant = rng.uniform(0, 2);  // 0 full, 1 Cut-1, 2 Median-1
    int low = variant >= 1 ? 1 : 0, high = variant == 2 ? 1 : 0;
    CutResult cut = apply_cuts(s.terms, low, high);

    Drill d;
    d.kind = DrillKind::Buchholz;
    d.answer = cut.sum;
    d.tolerance = 0.0;
    d.citations = {{"fide-tiebreak-c07", "Buchholz"}, {"fide-tiebreak-c07", "16"}};
    const LocalizedText name = variant == 0   ? L("布赫霍尔茨分", "布赫霍爾茲分", "Buchholz")
                               : variant == 1 ? L("布赫霍尔茨分去最低一轮（Cut-1）", "布赫霍爾茲分去最低一輪（Cut-1）", "Buchholz Cut-1")
                                              : L("中间布赫霍尔茨分（去最高、最低各一）", "中間布赫霍爾茲分（去最高、最低各一）",
                                                  "Median Buchholz (highest and lowest cut)");
    std::string all_terms;
    for (std::size_t i = 0; i < s.terms.size(); ++i) all_terms += (i ? " + " : "") + num(s.terms[i].opponent_score);
    const std::vector<FillValue> values = {{"rounds", describe_rounds(s)},
                                           {"own", num(s.own)},
                                           {"name", name},
                                           {"unplayed", std::to_string(s.unplayed_round)},
                                           {"terms", all_terms},
                                           {"full", num(apply_cuts(s.terms, 0, 0).sum)},
                                           {"answer", num(cut.sum)}};
    d.question = fill_localized(L("国际象棋瑞士制比赛，某棋手各轮：{rounds}他的最终积分 {own}。按 FIDE 现行破同分规定，他的{name}是多少？",
                                  "國際象棋瑞士制比賽，某棋手各輪：{rounds}他的最終積分 {own}。按 FIDE 現行破同分規定，他的{name}是多少？",
                                  "Chess Swiss. A player's rounds: {rounds}he finished on {own}. Under FIDE's current tie-break "
                                  "regulations, what is his {name}?"),
                                values);
    LocalizedText explanation;
    if (s.unplayed_round)
        explanation += L("未赛的第{unplayed}轮按“与本人同分的虚拟对手”计 {own} 分。", "未賽的第{unplayed}輪按「與本人同分的虛擬對手」計 {own} 分。",
                         "Unplayed round {unplayed} counts a dummy opponent with the player's own score, {own}. ");
    explanation += L("各轮对手分：{terms} = {full}。", "各輪對手分：{terms} = {full}。", "Opponents' scores: {terms} = {full}. ");
    d.explanation = fill_localized(explanation, values);
    for (const auto& c : cut.cut)
        d.explanation += fill_localized(c.voluntarily_unplayed
                                            ? L("去掉第{round}轮（自愿未赛轮优先去掉）{score}。", "去掉第{round}輪（自願未賽輪優先去掉）{score}。",
                                                "Cut round {round} (voluntarily unplayed rounds are cut first): {score}. ")
                                            : L("去掉第{round}轮 {score}。", "去掉第{round}輪 {score}。", "Cut round {round}: {score}. "),
                                        {{"round", std::to_string(c.round)}, {"score", num(c.opponent_score)}});
    d.explanation += fill_localized(L("结果 {answer}。", "結果 {answer}。", "Result: {answer}."), values);
    return d;
}

Drill sonneborn_berger_drill(Rng& rng) {
    SwissRounds s = make_swiss_rounds(rng, false);
    double sb = 0.0;
    std::string terms;
    for (const auto& t : s.terms) {
        sb += t.opponent_score * t.own_fraction;
        if (t.own_fraction <= 0.0) continue;
        terms += (terms.empty() ? "" : " + ") +
                 (t.own_fraction >= 1.0 ? num(t.opponent_score) : num(t.opponent_score) + " × ½");
    }
    if (terms.empty()) terms = "0";
    Drill d;
    d.kind = DrillKind::SonnebornBerger;
    d.answer = sb;
    d.tolerance = 0.0;
    d.citations = {{"fide-tiebreak-c07", "Sonneborn-Berger"}};
    const std::vector<FillValue> values = {{"rounds", describe_rounds(s)}, {"terms", terms}, {"answer", num(sb)}};
    d.question = fill_localized(L("国际象棋比赛，某棋手各轮：{rounds}他的索伯分（Sonneborn-Berger）是多少？",
                                  "國際象棋比賽，某棋手各輪：{rounds}他的索伯分（Sonneborn-Berger）是多少？",
                                  "Chess event. A player's rounds: {rounds}what is his Sonneborn-Berger score?"),
                                values);
    d.explanation = fill_localized(L("胜的对手计全部积分，和的对手计一半，负的对手不计：{terms} = {answer}。",
                                     "勝的對手計全部積分，和的對手計一半，負的對手不計：{terms} = {answer}。",
                                     "Full score of each opponent beaten, half of each drawn, nothing for a loss: {terms} = {answer}."),
                                   values);
    return d;
}

// ---------------------------------------------------------------------------------------------
// Art. 29.2: a round-robin player leaves; what is one opponent's final score?
Drill round_robin_withdrawal_drill(Rng& rng) {
    int players = rng.uniform(5, 8);
    int rounds = players % 2 == 0 ? players - 1 : players;
    int leaver = rng.uniform(0, players - 1);
    int after = rng.uniform(1, rounds - 1);
    Event event = random_go_round_robin(rng, players, leaver, after);
    int x = rng.uniform(0, players - 2);
    if (x >= leaver) ++x;
    const double before = event.points(x);
    RoundEntry against{};
    for (const auto& e : event.entries[static_cast<std::size_t>(x)])
        if (has_opponent(e) && e.opponent == leaver) against = e;
    Event applied = event;
    auto reports = apply_withdrawals(applied);
    const WithdrawalReport& report = reports.front();
    const double answer = applied.points(x);

    Drill d;
    d.kind = DrillKind::Withdrawal;
    d.answer = answer;
    d.tolerance = 0.0;
    d.citations = {{"cn-go-1988", "29.2"}};
    const LocalizedText met =
        has_opponent(against) ? L("{player}已与{leaver}赛过：{result}{leaver}。", "{player}已與{leaver}賽過：{result}{leaver}。",
                                  "{player} has already played {leaver}: {result} {leaver}. ")
                              : L("{player}尚未与{leaver}对局。", "{player}尚未與{leaver}對局。", "{player} has not yet met {leaver}. ");
    const std::vector<FillValue> values = {{"leaver", LocalizedText{kNamesHans[leaver], kNamesHans[leaver], kNamesEn[leaver]}},
                                           {"player", LocalizedText{kNamesHans[x], kNamesHans[x], kNamesEn[x]}},
                                           {"result", result_word(against.fraction)},
                                           {"rounds", std::to_string(rounds)},
                                           {"after", std::to_string(after)},
                                           {"games", std::to_string(report.games_played)},
                                           {"before", num(before)},
                                           {"answer", num(answer)},
                                           {"lost", num(against.fraction * 2.0)}};
    d.question = fill_localized(L("围棋单循环赛共 {rounds} 轮（胜 2、和 1、负 0）。{leaver}在第 {after} 轮后退出比赛，共赛了 {games} 局。",
                                  "圍棋單循環賽共 {rounds} 輪（勝 2、和 1、負 0）。{leaver}在第 {after} 輪後退出比賽，共賽了 {games} 局。",
                                  "A Go round robin has {rounds} rounds (win 2, draw 1, loss 0). {leaver} withdraws after round "
                                  "{after}, having played {games} games. ") +
                                    met +
                                    L("其余对局结束后，{player}（未处理退赛前）积分 {before}。按第二十九条，{player}的最终积分是多少？",
                                      "其餘對局結束後，{player}（未處理退賽前）積分 {before}。按第二十九條，{player}的最終積分是多少？",
                                      "After all other games {player} has {before} points (before the withdrawal is applied). Under "
                                      "article 29, what is {player}'s final score?"),
                                values);
    LocalizedText explanation;
    if (report.ruling == WithdrawalRuling::ResultsVoid) {
        explanation = L("{games} 局不足总轮次 {rounds} 的一半，{leaver}的已赛成绩全部无效", "{games} 局不足總輪次 {rounds} 的一半，{leaver}的已賽成績全部無效",
                        "{games} games is fewer than half of {rounds} rounds, so all of {leaver}'s results are void");
        if (has_opponent(against))
            explanation += L("：{player}对{leaver}所得 {lost} 分取消", "：{player}對{leaver}所得 {lost} 分取消",
                             ": the {lost} points {player} took from {leaver} go");
        explanation += L("。{player}最终积分 {answer}。", "。{player}最終積分 {answer}。", ". {player}'s final score is {answer}.");
    } else if (has_opponent(against)) {
        explanation = L("{games} 局已达总轮次 {rounds} 的一半，已赛成绩有效；{player}与{leaver}的对局照计。{player}最终积分 {answer}。",
                        "{games} 局已達總輪次 {rounds} 的一半，已賽成績有效；{player}與{leaver}的對局照計。{player}最終積分 {answer}。",
                        "{games} games is at least half of {rounds} rounds, so the results stand, {player}'s game with {leaver} "
                        "included. {player}'s final score is {answer}.");
    } else {
        explanation = L("{games} 局已达总轮次 {rounds} 的一半，已赛成绩有效，以后弃权的各局都作对手胜：{player}得 2 分。{before} + 2 = {answer}。",
                        "{games} 局已達總輪次 {rounds} 的一半，已賽成績有效，以後棄權的各局都作對手勝：{player}得 2 分。{before} + 2 = {answer}。",
                        "{games} games is at least half of {rounds} rounds: the results stand and every remaining game is won by "
                        "the opponent, so {player} gets 2 points. {before} + 2 = {answer}.");
    }
    d.explanation = fill_localized(explanation, values);
    return d;
}

// Art. 29.3: a Swiss player leaves; what score of his do his opponents' totals use?
Drill swiss_withdrawal_drill(Rng& rng) {
    int n = rng.uniform(5, 9);
    int played = rng.uniform(2, n - 2);
    int score = rng.uniform(0, 2 * played);
    ProRataScore pr = pro_rata(score, played, n - played, 1.0, WithdrawalCap::PerGameRate);

    Drill d;
    d.kind = DrillKind::Withdrawal;
    d.answer = pr.adjusted;
    d.tolerance = 0.01;
    d.citations = {{"cn-go-1988", "29.3"}};
    const bool capped = pr.rate > pr.cap;
    const std::vector<FillValue> values = {{"rounds", std::to_string(n)},
                                           {"games", std::to_string(played)},
                                           {"score", std::to_string(score)},
                                           {"unplayed", std::to_string(pr.unplayed)},
                                           {"rate", num(pr.rate)},
                                           {"used", num(std::min(pr.rate, pr.cap))},
                                           {"credit", num(pr.credit)},
                                           {"answer", num(pr.adjusted)}};
    d.question = fill_localized(L("1988 年围棋规则积分编排制比赛共 {rounds} 轮（胜 2、和 1、负 0）。某棋手赛完 {games} 局后退出比赛，积分 {score}。"
                                  "按第二十九条，计算与他赛过的对手的成绩时，他的积分按多少计（保留两位小数）？",
                                  "1988 年圍棋規則積分編排制比賽共 {rounds} 輪（勝 2、和 1、負 0）。某棋手賽完 {games} 局後退出比賽，積分 {score}。"
                                  "按第二十九條，計算與他賽過的對手的成績時，他的積分按多少計（保留兩位小數）？",
                                  "A Swiss event under the 1988 Go rules has {rounds} rounds (win 2, draw 1, loss 0). A player withdraws "
                                  "after {games} games with {score} points. Under article 29, what score of his is used for the "
                                  "opponents he met (two decimals)?"),
                                values);
    d.explanation = fill_localized(
        L("已赛部分积分 {score} 有效。A = 积分 / 已赛局数 = {score} / {games} = {rate}", "已賽部分積分 {score} 有效。A = 積分 / 已賽局數 = {score} / {games} = {rate}",
          "The points already scored stand: {score}. A = score / games played = {score} / {games} = {rate}") +
            (capped ? L("，大于 1，按 1 计", "，大於 1，按 1 計", ", more than 1, so 1") : LocalizedText{}) +
            L("。未赛 {unplayed} 局：{used} × {unplayed} = {credit}。合计 {score} + {credit} = {answer}。",
              "。未賽 {unplayed} 局：{used} × {unplayed} = {credit}。合計 {score} + {credit} = {answer}。",
              ". {unplayed} unplayed: {used} × {unplayed} = {credit}. Total {score} + {credit} = {answer}."),
        values);
    return d;
}

}  // namespace

std::string_view drill_kind_code(DrillKind kind) {
    switch (kind) {
        case DrillKind::RatingChange: return "rating-change";
        case DrillKind::LevelPoints: return "level-points";
        case DrillKind::SwissTotal: return "swiss-total";
        case DrillKind::RoundRobinTieBreak: return "round-robin-tiebreak";
        case DrillKind::Buchholz: return "buchholz";
        case DrillKind::SonnebornBerger: return "sonneborn-berger";
        case DrillKind::Withdrawal: return "withdrawal";
    }
    return "?";
}

Drill generate_drill(DrillKind kind, std::uint64_t seed) {
    Rng rng{seed};
    Drill d;
    switch (kind) {
        case DrillKind::RatingChange: d = rating_change_drill(rng); break;
        case DrillKind::LevelPoints: d = level_points_drill(rng); break;
        case DrillKind::SwissTotal: d = swiss_total_drill(rng); break;
        case DrillKind::RoundRobinTieBreak: d = round_robin_drill(rng); break;
        case DrillKind::Buchholz: d = buchholz_drill(rng); break;
        case DrillKind::SonnebornBerger: d = sonneborn_berger_drill(rng); break;
        case DrillKind::Withdrawal:
            d = rng.chance(1, 2) ? round_robin_withdrawal_drill(rng) : swiss_withdrawal_drill(rng);
            break;
    }
    d.kind = kind;
    d.seed = seed;
    return d;
}

std::vector<Drill> generate_drills(DrillKind kind, std::uint64_t seed, int count) {
    std::vector<Drill> drills;
    for (int i = 0; i < count; ++i) drills.push_back(generate_drill(kind, derive_seed(seed, i)));
    return drills;
}

}  // namespace arbiter::tournament
