#include "engine/tournament/drills.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

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

LocalizedText tri(std::string hans, std::string hant, std::string en) {
    return {std::move(hans), std::move(hant), std::move(en)};
}

void add(LocalizedText& text, const LocalizedText& more) {
    text.zh_hans += more.zh_hans;
    text.zh_hant += more.zh_hant;
    text.en += more.en;
}

// "胜 / 勝 / beat" style words for a result seen from the player's side.
LocalizedText result_word(double fraction) {
    if (fraction >= 1.0) return tri("胜", "勝", "beat");
    if (fraction > 0.0) return tri("和", "和", "drew with");
    return tri("负", "負", "lost to");
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
    LocalizedText list;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (i) add(list, tri("、", "、", ", "));
        add(list, result_word(games[i].score));
        add(list, tri(" " + std::to_string(games[i].opponent_rating), " " + std::to_string(games[i].opponent_rating),
                      " " + std::to_string(games[i].opponent_rating)));
    }
    std::string r = std::to_string(rating), ks = std::to_string(k);
    d.question = tri("一名等级分 " + r + "、K = " + ks + " 的棋手在一次标准棋比赛中：" + list.zh_hans +
                         "。按 FIDE 等级分条例，他的等级分变化是多少（取整数）？",
                     "一名等級分 " + r + "、K = " + ks + " 的棋手在一次標準棋比賽中：" + list.zh_hant +
                         "。按 FIDE 等級分條例，他的等級分變化是多少（取整數）？",
                     "A player rated " + r + " with K = " + ks + " plays a standard-rated event: " + list.en +
                         ". By the FIDE Rating Regulations, what is his rating change (a whole number)?");
    for (const auto& g : rc.games) {
        std::string opp = std::to_string(g.opponent_rating), diff = std::to_string(g.difference_used);
        std::string pd = hundredths(g.expected_hundredths), s = num(g.score), delta = signed_hundredths(g.delta_hundredths);
        LocalizedText note;
        if (g.capped_at_400) note = tri("（超过 400 分按 400 计）", "（超過 400 分按 400 計）", " (over 400, counted as 400)");
        else if (elite && std::abs(rating - g.opponent_rating) > 400)
            note = tri("（2650 分以上的棋手不受 400 分规则限制）", "（2650 分以上的棋手不受 400 分規則限制）",
                       " (a player rated 2650+ is exempt from the 400-point rule)");
        add(d.explanation, tri("对 " + opp + "：分差 " + diff + note.zh_hans + "，期望得分 " + pd + "，实得 " + s +
                                   "，ΔR = " + delta + "。\n",
                               "對 " + opp + "：分差 " + diff + note.zh_hant + "，期望得分 " + pd + "，實得 " + s +
                                   "，ΔR = " + delta + "。\n",
                               "v " + opp + ": difference " + diff + note.en + ", expected " + pd + ", scored " + s +
                                   ", ΔR = " + delta + ".\n"));
    }
    std::string sum = signed_hundredths(rc.sum_delta_hundredths), exact = num(rc.exact_change);
    std::string change = (rc.change > 0 ? "+" : "") + std::to_string(rc.change), nr = std::to_string(rc.new_rating);
    add(d.explanation,
        tri("ΣΔR = " + sum + "；K × ΣΔR = " + ks + " × " + sum + " = " + exact + "，四舍五入（0.5 远离零进位）得 " +
                change + "；新等级分 " + nr + "。",
            "ΣΔR = " + sum + "；K × ΣΔR = " + ks + " × " + sum + " = " + exact + "，四捨五入（0.5 遠離零進位）得 " +
                change + "；新等級分 " + nr + "。",
            "ΣΔR = " + sum + "; K × ΣΔR = " + ks + " × " + sum + " = " + exact +
                ", rounded (0.5 away from zero) to " + change + "; new rating " + nr + "."));
    return d;
}

// ---------------------------------------------------------------------------------------------
LocalizedText band_text(LevelBand band) {
    switch (band) {
        case LevelBand::Within10: return tri("相差 10 分以内", "相差 10 分以內", "less than 10 apart");
        case LevelBand::From10To99: return tri("相差 10–99 分", "相差 10–99 分", "10–99 apart");
        case LevelBand::From100: return tri("相差 100 分以上", "相差 100 分以上", "100 or more apart");
        case LevelBand::From100To199: return tri("相差 100–199 分", "相差 100–199 分", "100–199 apart");
        case LevelBand::From200: return tri("相差 200 分以上", "相差 200 分以上", "200 or more apart");
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
    std::string as = std::to_string(a), bs = std::to_string(b);
    std::string la = std::to_string(level_for_points(a)), lb = std::to_string(level_for_points(b));
    LocalizedText outcome = result == LevelResult::AWins   ? tri("甲胜", "甲勝", "A wins")
                            : result == LevelResult::BWins ? tri("乙胜", "乙勝", "B wins")
                                                           : tri("和棋", "和棋", "the game is drawn");
    d.question = tri("级别积分制（每级 100 分，输方扣分等于赢方得分）：甲现有 " + as + " 分（" + la + " 级），乙现有 " + bs +
                         " 分（" + lb + " 级），" + outcome.zh_hans + "。甲的积分变化是多少（四舍五入取整）？",
                     "級別積分制（每級 100 分，輸方扣分等於贏方得分）：甲現有 " + as + " 分（" + la + " 級），乙現有 " + bs +
                         " 分（" + lb + " 級），" + outcome.zh_hant + "。甲的積分變化是多少（四捨五入取整）？",
                     "Level points (100 points a level; the loser loses what the winner gains): A has " + as +
                         " points (level " + la + "), B has " + bs + " (level " + lb + "), and " + outcome.en +
                         ". What is A's change in points (rounded half up to a whole number)?");
    std::string ds = std::to_string(c.difference);
    LocalizedText band = band_text(c.band);
    LocalizedText who;
    if (result == LevelResult::Draw) who = tri("和棋，分低方", "和棋，分低方", "In a draw the lower side");
    else if (c.difference < 10) who = tri("赢方", "贏方", "The winner");
    else if (c.lower_side_gains) who = tri("低分方赢，赢方", "低分方贏，贏方", "The lower side won and");
    else who = tri("高分方赢，赢方", "高分方贏，贏方", "The higher side won and");
    std::string exact = num(c.exact_gain), gain = num(c.gain);
    add(d.explanation, tri("分差 d = |" + as + " − " + bs + "| = " + ds + "，属于“" + band.zh_hans + "”档。",
                           "分差 d = |" + as + " − " + bs + "| = " + ds + "，屬於「" + band.zh_hant + "」檔。",
                           "d = |" + as + " − " + bs + "| = " + ds + ", the band \"" + band.en + "\". "));
    if (c.difference == 10 || c.difference == 100 || c.difference == 200)
        add(d.explanation,
            tri("（边界：本程序把 10 归入 10–99 档，100、200 分“以上”含本数。）",
                "（邊界：本程序把 10 歸入 10–99 檔，100、200 分「以上」含本數。）",
                "(Boundary: 10 belongs to the 10–99 band; \"100/200 or more\" include 100 and 200.) "));
    add(d.explanation, tri(who.zh_hans + "得 " + c.formula + " = " + exact + "，四舍五入为 " + gain + "；对方扣同样的分。",
                           who.zh_hant + "得 " + c.formula + " = " + exact + "，四捨五入為 " + gain + "；對方扣同樣的分。",
                           who.en + " gains " + c.formula + " = " + exact + ", rounded to " + gain +
                               "; the other side loses the same. "));
    add(d.explanation, tri("甲 " + signed_num(c.a) + "，乙 " + signed_num(c.b) + "。",
                           "甲 " + signed_num(c.a) + "，乙 " + signed_num(c.b) + "。",
                           "A " + signed_num(c.a) + ", B " + signed_num(c.b) + "."));
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
    std::string list, terms;
    for (std::size_t i = 0; i < opponents.size(); ++i) {
        list += (i ? "、" : "") + std::to_string(opponents[i]);
        terms += (i ? " + " : "") + std::to_string(opponents[i]);
    }
    std::string list_en;
    for (std::size_t i = 0; i < opponents.size(); ++i) list_en += (i ? ", " : "") + std::to_string(opponents[i]);
    std::string ns = std::to_string(n), ps = std::to_string(personal), ss = std::to_string(sum),
                max = std::to_string(2 * n);
    d.question = tri("1988 年围棋规则积分编排制比赛共 " + ns + " 轮（胜 2 分、和 1 分、负 0 分）。某棋手个人积分 " + ps +
                         "，他 " + ns + " 个对手的最终积分为 " + list + "。按第二十八条计算他的总得分（保留两位小数）。",
                     "1988 年圍棋規則積分編排制比賽共 " + ns + " 輪（勝 2 分、和 1 分、負 0 分）。某棋手個人積分 " + ps +
                         "，他 " + ns + " 個對手的最終積分為 " + list + "。按第二十八條計算他的總得分（保留兩位小數）。",
                     "A Swiss event under the 1988 Go rules has " + ns + " rounds (win 2, draw 1, loss 0). A player has " +
                         ps + " points; his " + ns + " opponents finished on " + list_en +
                         ". What is his total score under article 28 (two decimals)?");
    std::string ratio = num(static_cast<double>(sum) / n), t = num(total);
    d.explanation = tri("最高积分 = 2 × " + ns + " = " + max + "，其一半为 " + ns + "。对手积分总和 = " + terms + " = " + ss +
                            "。总得分 = " + ps + " + (" + ss + " / " + ns + " − " + ns + ") = " + ps + " + (" + ratio +
                            " − " + ns + ") = " + t + "。",
                        "最高積分 = 2 × " + ns + " = " + max + "，其一半為 " + ns + "。對手積分總和 = " + terms + " = " + ss +
                            "。總得分 = " + ps + " + (" + ss + " / " + ns + " − " + ns + ") = " + ps + " + (" + ratio +
                            " − " + ns + ") = " + t + "。",
                        "Maximum score = 2 × " + ns + " = " + max + ", half of it " + ns + ". Opponents' scores: " + terms +
                            " = " + ss + ". Total = " + ps + " + (" + ss + " / " + ns + " − " + ns + ") = " + ps + " + (" +
                            ratio + " − " + ns + ") = " + t + ".");
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
    LocalizedText scores, games, work;
    bool first_score = true;
    for (int p = 0; p < players; ++p) {
        std::string s = num(event.points(p));
        add(scores, tri(std::string(first_score ? "" : "、") + kNamesHans[p] + " " + s,
                        std::string(first_score ? "" : "、") + kNamesHans[p] + " " + s,
                        std::string(first_score ? "" : ", ") + kNamesEn[p] + " " + s));
        first_score = false;
    }
    bool first_game = true, first_term = true;
    std::string sum_terms;
    for (const auto& e : event.entries[static_cast<std::size_t>(x)]) {
        if (!has_opponent(e)) continue;
        LocalizedText w = result_word(e.fraction);
        add(games, tri(std::string(first_game ? "" : "、") + w.zh_hans + kNamesHans[e.opponent],
                       std::string(first_game ? "" : "、") + w.zh_hant + kNamesHans[e.opponent],
                       std::string(first_game ? "" : ", ") + w.en + " " + kNamesEn[e.opponent]));
        first_game = false;
        if (e.fraction <= 0.0) continue;
        double os = event.points(e.opponent);
        std::string term = e.fraction >= 1.0 ? num(os) : num(os) + "/2";
        sum_terms += (first_term ? "" : " + ") + term;
        first_term = false;
        add(work, e.fraction >= 1.0
                      ? tri(std::string("胜") + kNamesHans[e.opponent] + "计 " + num(os) + "；",
                            std::string("勝") + kNamesHans[e.opponent] + "計 " + num(os) + "；",
                            std::string("beat ") + kNamesEn[e.opponent] + ": " + num(os) + "; ")
                      : tri(std::string("和") + kNamesHans[e.opponent] + "计 " + num(os) + " 的一半 " + num(os / 2) + "；",
                            std::string("和") + kNamesHans[e.opponent] + "計 " + num(os) + " 的一半 " + num(os / 2) + "；",
                            std::string("drew with ") + kNamesEn[e.opponent] + ": half of " + num(os) + " = " +
                                num(os / 2) + "; "));
    }
    if (sum_terms.empty()) sum_terms = "0";
    std::string xs = kNamesHans[x], xe = kNamesEn[x], a = num(answer);
    d.question = tri("围棋单循环赛（胜 2 分、和 1 分、负 0 分）最终积分：" + scores.zh_hans + "。" + xs + "的成绩：" +
                         games.zh_hans + "。按 1988 年规则第二十八条，" + xs + "的“所胜对手积分 + 所和对手积分的一半”是多少？",
                     "圍棋單循環賽（勝 2 分、和 1 分、負 0 分）最終積分：" + scores.zh_hant + "。" + xs + "的成績：" +
                         games.zh_hant + "。按 1988 年規則第二十八條，" + xs + "的「所勝對手積分 + 所和對手積分的一半」是多少？",
                     "Go round robin (win 2, draw 1, loss 0), final scores: " + scores.en + ". " + xe + "'s games: " +
                         games.en + ". Under article 28 of the 1988 rules, what are " + xe +
                         "'s beaten opponents' scores plus half of his drawn opponents' scores?");
    d.explanation = tri(work.zh_hans + "输给的对手不计。合计 " + sum_terms + " = " + a + "。",
                        work.zh_hant + "輸給的對手不計。合計 " + sum_terms + " = " + a + "。",
                        work.en + "opponents he lost to count nothing. Total " + sum_terms + " = " + a + ".");
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
        std::string r = std::to_string(t.round);
        if (t.opponent < 0) {
            add(out, s.unplayed_is_bye ? tri("第" + r + "轮 轮空（得 1 分，未赛）；", "第" + r + "輪 輪空（得 1 分，未賽）；",
                                             "round " + r + ": pairing-allocated bye (1 point, not played); ")
                                       : tri("第" + r + "轮 弃权负（未赛）；", "第" + r + "輪 棄權負（未賽）；",
                                             "round " + r + ": lost by forfeit (not played); "));
            continue;
        }
        LocalizedText w = result_word(t.own_fraction);
        std::string os = num(t.opponent_score);
        add(out, tri("第" + r + "轮 " + w.zh_hans + "（对手最终 " + os + " 分）；",
                     "第" + r + "輪 " + w.zh_hant + "（對手最終 " + os + " 分）；",
                     "round " + r + ": " + w.en + " an opponent who finished on " + os + "; "));
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
    LocalizedText name = variant == 0 ? tri("布赫霍尔茨分", "布赫霍爾茲分", "Buchholz")
                         : variant == 1 ? tri("布赫霍尔茨分去最低一轮（Cut-1）", "布赫霍爾茲分去最低一輪（Cut-1）", "Buchholz Cut-1")
                                        : tri("中间布赫霍尔茨分（去最高、最低各一）", "中間布赫霍爾茲分（去最高、最低各一）",
                                              "Median Buchholz (highest and lowest cut)");
    LocalizedText rounds = describe_rounds(s);
    std::string own = num(s.own);
    d.question = tri("国际象棋瑞士制比赛，某棋手各轮：" + rounds.zh_hans + "他的最终积分 " + own + "。按 FIDE 现行破同分规定，他的" +
                         name.zh_hans + "是多少？",
                     "國際象棋瑞士制比賽，某棋手各輪：" + rounds.zh_hant + "他的最終積分 " + own + "。按 FIDE 現行破同分規定，他的" +
                         name.zh_hant + "是多少？",
                     "Chess Swiss. A player's rounds: " + rounds.en + "he finished on " + own +
                         ". Under FIDE's current tie-break regulations, what is his " + name.en + "?");
    if (s.unplayed_round)
        add(d.explanation,
            tri("未赛的第" + std::to_string(s.unplayed_round) + "轮按“与本人同分的虚拟对手”计 " + own + " 分。",
                "未賽的第" + std::to_string(s.unplayed_round) + "輪按「與本人同分的虛擬對手」計 " + own + " 分。",
                "Unplayed round " + std::to_string(s.unplayed_round) +
                    " counts a dummy opponent with the player's own score, " + own + ". "));
    std::string all_terms;
    for (std::size_t i = 0; i < s.terms.size(); ++i) all_terms += (i ? " + " : "") + num(s.terms[i].opponent_score);
    double full = apply_cuts(s.terms, 0, 0).sum;
    add(d.explanation, tri("各轮对手分：" + all_terms + " = " + num(full) + "。", "各輪對手分：" + all_terms + " = " + num(full) + "。",
                           "Opponents' scores: " + all_terms + " = " + num(full) + ". "));
    for (const auto& c : cut.cut) {
        std::string v = num(c.opponent_score), r = std::to_string(c.round);
        if (c.voluntarily_unplayed)
            add(d.explanation, tri("去掉第" + r + "轮（自愿未赛轮优先去掉）" + v + "。", "去掉第" + r + "輪（自願未賽輪優先去掉）" + v + "。",
                                   "Cut round " + r + " (voluntarily unplayed rounds are cut first): " + v + ". "));
        else
            add(d.explanation, tri("去掉第" + r + "轮 " + v + "。", "去掉第" + r + "輪 " + v + "。", "Cut round " + r + ": " + v + ". "));
    }
    std::string a = num(cut.sum);
    add(d.explanation, tri("结果 " + a + "。", "結果 " + a + "。", "Result: " + a + "."));
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
    LocalizedText rounds = describe_rounds(s);
    std::string a = num(sb);
    d.question = tri("国际象棋比赛，某棋手各轮：" + rounds.zh_hans + "他的索伯分（Sonneborn-Berger）是多少？",
                     "國際象棋比賽，某棋手各輪：" + rounds.zh_hant + "他的索伯分（Sonneborn-Berger）是多少？",
                     "Chess event. A player's rounds: " + rounds.en + "what is his Sonneborn-Berger score?");
    d.explanation = tri("胜的对手计全部积分，和的对手计一半，负的对手不计：" + terms + " = " + a + "。",
                        "勝的對手計全部積分，和的對手計一半，負的對手不計：" + terms + " = " + a + "。",
                        "Full score of each opponent beaten, half of each drawn, nothing for a loss: " + terms + " = " + a + ".");
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
    std::string wh = kNamesHans[leaver], we = kNamesEn[leaver], xh = kNamesHans[x], xe = kNamesEn[x];
    std::string ns = std::to_string(rounds), ks = std::to_string(after), gs = std::to_string(report.games_played);
    std::string bs = num(before), as = num(answer);
    LocalizedText met;
    if (has_opponent(against)) {
        LocalizedText w = result_word(against.fraction);
        met = tri(xh + "已与" + wh + "赛过：" + w.zh_hans + wh + "。", xh + "已與" + wh + "賽過：" + w.zh_hant + wh + "。",
                  xe + " has already played " + we + ": " + w.en + " " + we + ". ");
    } else {
        met = tri(xh + "尚未与" + wh + "对局。", xh + "尚未與" + wh + "對局。", xe + " has not yet met " + we + ". ");
    }
    d.question = tri("围棋单循环赛共 " + ns + " 轮（胜 2、和 1、负 0）。" + wh + "在第 " + ks + " 轮后退出比赛，共赛了 " + gs + " 局。" +
                         met.zh_hans + "其余对局结束后，" + xh + "（未处理退赛前）积分 " + bs + "。按第二十九条，" + xh +
                         "的最终积分是多少？",
                     "圍棋單循環賽共 " + ns + " 輪（勝 2、和 1、負 0）。" + wh + "在第 " + ks + " 輪後退出比賽，共賽了 " + gs + " 局。" +
                         met.zh_hant + "其餘對局結束後，" + xh + "（未處理退賽前）積分 " + bs + "。按第二十九條，" + xh +
                         "的最終積分是多少？",
                     "A Go round robin has " + ns + " rounds (win 2, draw 1, loss 0). " + we + " withdraws after round " + ks +
                         ", having played " + gs + " games. " + met.en + "After all other games " + xe + " has " + bs +
                         " points (before the withdrawal is applied). Under article 29, what is " + xe + "'s final score?");
    if (report.ruling == WithdrawalRuling::ResultsVoid) {
        std::string lost = num(against.fraction * 2.0);
        d.explanation = tri(gs + " 局不足总轮次 " + ns + " 的一半，" + wh + "的已赛成绩全部无效" +
                                (has_opponent(against) ? "：" + xh + "对" + wh + "所得 " + lost + " 分取消" : "") + "。" + xh +
                                "最终积分 " + as + "。",
                            gs + " 局不足總輪次 " + ns + " 的一半，" + wh + "的已賽成績全部無效" +
                                (has_opponent(against) ? "：" + xh + "對" + wh + "所得 " + lost + " 分取消" : "") + "。" + xh +
                                "最終積分 " + as + "。",
                            gs + " games is fewer than half of " + ns + " rounds, so all of " + we + "'s results are void" +
                                (has_opponent(against) ? ": the " + lost + " points " + xe + " took from " + we + " go" : "") +
                                ". " + xe + "'s final score is " + as + ".");
    } else if (has_opponent(against)) {
        d.explanation = tri(gs + " 局已达总轮次 " + ns + " 的一半，已赛成绩有效；" + xh + "与" + wh + "的对局照计。" + xh + "最终积分 " + as + "。",
                            gs + " 局已達總輪次 " + ns + " 的一半，已賽成績有效；" + xh + "與" + wh + "的對局照計。" + xh + "最終積分 " + as + "。",
                            gs + " games is at least half of " + ns + " rounds, so the results stand, " + xe + "'s game with " +
                                we + " included. " + xe + "'s final score is " + as + ".");
    } else {
        d.explanation = tri(gs + " 局已达总轮次 " + ns + " 的一半，已赛成绩有效，以后弃权的各局都作对手胜：" + xh + "得 2 分。" + bs +
                                " + 2 = " + as + "。",
                            gs + " 局已達總輪次 " + ns + " 的一半，已賽成績有效，以後棄權的各局都作對手勝：" + xh + "得 2 分。" + bs +
                                " + 2 = " + as + "。",
                            gs + " games is at least half of " + ns + " rounds: the results stand and every remaining game is " +
                                "won by the opponent, so " + xe + " gets 2 points. " + bs + " + 2 = " + as + ".");
    }
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
    std::string ns = std::to_string(n), gs = std::to_string(played), ss = std::to_string(score),
                us = std::to_string(pr.unplayed);
    d.question = tri("1988 年围棋规则积分编排制比赛共 " + ns + " 轮（胜 2、和 1、负 0）。某棋手赛完 " + gs + " 局后退出比赛，积分 " + ss +
                         "。按第二十九条，计算与他赛过的对手的成绩时，他的积分按多少计（保留两位小数）？",
                     "1988 年圍棋規則積分編排制比賽共 " + ns + " 輪（勝 2、和 1、負 0）。某棋手賽完 " + gs + " 局後退出比賽，積分 " + ss +
                         "。按第二十九條，計算與他賽過的對手的成績時，他的積分按多少計（保留兩位小數）？",
                     "A Swiss event under the 1988 Go rules has " + ns + " rounds (win 2, draw 1, loss 0). A player withdraws after " +
                         gs + " games with " + ss + " points. Under article 29, what score of his is used for the opponents " +
                         "he met (two decimals)?");
    std::string rate = num(pr.rate), used = num(std::min(pr.rate, pr.cap)), credit = num(pr.credit), adj = num(pr.adjusted);
    bool capped = pr.rate > pr.cap;
    d.explanation =
        tri("已赛部分积分 " + ss + " 有效。A = 积分 / 已赛局数 = " + ss + " / " + gs + " = " + rate +
                (capped ? "，大于 1，按 1 计" : "") + "。未赛 " + us + " 局：" + used + " × " + us + " = " + credit + "。合计 " + ss +
                " + " + credit + " = " + adj + "。",
            "已賽部分積分 " + ss + " 有效。A = 積分 / 已賽局數 = " + ss + " / " + gs + " = " + rate +
                (capped ? "，大於 1，按 1 計" : "") + "。未賽 " + us + " 局：" + used + " × " + us + " = " + credit + "。合計 " + ss +
                " + " + credit + " = " + adj + "。",
            "The points already scored stand: " + ss + ". A = score / games played = " + ss + " / " + gs + " = " + rate +
                (capped ? ", more than 1, so 1" : "") + ". " + us + " unplayed: " + used + " × " + us + " = " + credit +
                ". Total " + ss + " + " + credit + " = " + adj + ".");
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

std::optional<DrillKind> parse_drill_kind(std::string_view code) {
    for (DrillKind k : kAllDrillKinds)
        if (drill_kind_code(k) == code) return k;
    return std::nullopt;
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
