#include "engine/tournament/swiss/pairing_explanation.hpp"

#include <algorithm>

#include "engine/core/localized_fill.hpp"
#include "engine/tournament/swiss/cardinality_matching.hpp"
#include "engine/tournament/swiss/pairing_card.hpp"

namespace arbiter::tournament::swiss {

namespace {

std::string number(const SwissTournament& t, int player) { return std::to_string(t.players[player].number); }

LocalizedText colour_word(Colour c) {
    return c == Colour::White ? L("白棋", "白棋", "White") : L("黑棋", "黑棋", "Black");
}

LocalizedText strength_word(PreferenceStrength s) {
    switch (s) {
        case PreferenceStrength::Absolute: return L("绝对", "絕對", "absolute");
        case PreferenceStrength::Strong: return L("强", "強", "strong");
        case PreferenceStrength::Mild: return L("弱", "弱", "mild");
        case PreferenceStrength::None: break;
    }
    return L("无", "無", "none");
}

// "1 wants White (absolute)" / "1 has no colour preference".
LocalizedText wants(const SwissTournament& t, const PlayerFacts& p) {
    if (p.colour.preference == Colour::None)
        return fill_localized(L("{n} 无颜色倾向", "{n} 無顏色傾向", "{n} has no preference"), {{"n", number(t, p.player)}});
    return fill_localized(L("{n} 要{c}（{s}）", "{n} 要{c}（{s}）", "{n} wants {c} ({s})"),
                          {{"n", number(t, p.player)}, {"c", colour_word(p.colour.preference)}, {"s", strength_word(p.colour.strength)}});
}

LocalizedText numbers(const SwissTournament& t, const std::vector<int>& players) {
    std::string s;
    for (int p : players) s += (s.empty() ? "" : " ") + number(t, p);
    if (s.empty()) s = "—";
    return {s, s, s};
}

}  // namespace

const PlayerFacts* facts_of(const RoundFacts& f, int player) {
    for (const PlayerFacts& p : f.players)
        if (p.player == player) return &p;
    return nullptr;
}

std::vector<PairObjection> objections(const SwissTournament& t, const RoundFacts& f, const PlayerFacts& a,
                                      const PlayerFacts& b) {
    std::vector<PairObjection> out;
    const SwissPlayer& pa = t.players[a.player];
    for (int r = 0; r < t.rounds_played; ++r)
        if (pa.rounds[r].played && pa.rounds[r].opponent == b.player)
            out.push_back({"C1", true,
                           fill_localized(L("{a} 与 {b} 已在第 {r} 轮对局过，不能再相遇（[C1]）",
                                            "{a} 與 {b} 已在第 {r} 輪對局過，不能再相遇（[C1]）",
                                            "{a} and {b} played each other in round {r} and may not meet again ([C1])"),
                                          {{"a", number(t, a.player)}, {"b", number(t, b.player)}, {"r", std::to_string(r + 1)}})});
    for (const ForbiddenGroup& g : t.forbidden) {
        if (f.round < g.first_round || f.round > g.last_round) continue;
        bool ha = std::find(g.players.begin(), g.players.end(), a.player) != g.players.end();
        bool hb = std::find(g.players.begin(), g.players.end(), b.player) != g.players.end();
        if (ha && hb)
            out.push_back({"C1", true,
                           fill_localized(L("{a} 与 {b} 按赛事规定不得相遇", "{a} 與 {b} 按賽事規定不得相遇",
                                            "{a} and {b} are kept apart by the event's rules"),
                                          {{"a", number(t, a.player)}, {"b", number(t, b.player)}})});
    }
    const ColourState& ca = a.colour;
    const ColourState& cb = b.colour;
    if (ca.absolute() && cb.absolute() && ca.preference == cb.preference && !f.topscorer(a) && !f.topscorer(b))
        out.push_back({"C3", true,
                       fill_localized(L("{a} 与 {b} 都必须执{c}（绝对倾向），不能相遇（[C3]，C.04.1 第 6–7 条）",
                                        "{a} 與 {b} 都必須執{c}（絕對傾向），不能相遇（[C3]，C.04.1 第 6–7 條）",
                                        "{a} and {b} must both have {c} (absolute preference) and may not meet ([C3], C.04.1 art. 6–7)"),
                                      {{"a", number(t, a.player)}, {"b", number(t, b.player)}, {"c", colour_word(ca.preference)}})});
    if (!out.empty()) return out;
    if (ca.preference != Colour::None && ca.preference == cb.preference) {
        bool strong = (ca.strong() || ca.absolute()) && (cb.strong() || cb.absolute());
        out.push_back({strong ? "C13" : "C12", false,
                       fill_localized(strong ? L("{a} 与 {b} 都强烈倾向{c}，一方得不到（[C13]）",
                                                 "{a} 與 {b} 都強烈傾向{c}，一方得不到（[C13]）",
                                                 "{a} and {b} both strongly prefer {c}; one would not get it ([C13])")
                                             : L("{a} 与 {b} 都倾向{c}，一方得不到（[C12]）",
                                                 "{a} 與 {b} 都傾向{c}，一方得不到（[C12]）",
                                                 "{a} and {b} both prefer {c}; one would not get it ([C12])"),
                                      {{"a", number(t, a.player)}, {"b", number(t, b.player)}, {"c", colour_word(ca.preference)}})});
    }
    const PlayerFacts& hi = ranks_above(a, b) ? a : b;
    const PlayerFacts& lo = ranks_above(a, b) ? b : a;
    if (hi.score > lo.score) {
        if (hi.float_last == Float::Down)
            out.push_back({"C14", false,
                           fill_localized(L("{p} 上一轮已降级配对，再与低分者相遇又是降级（[C14]）",
                                            "{p} 上一輪已降級配對，再與低分者相遇又是降級（[C14]）",
                                            "{p} floated down last round and would float down again ([C14])"),
                                          {{"p", number(t, hi.player)}})});
        if (lo.float_last == Float::Up)
            out.push_back({"C15", false,
                           fill_localized(L("{p} 上一轮已升级配对，再与高分者相遇又是升级（[C15]）",
                                            "{p} 上一輪已升級配對，再與高分者相遇又是升級（[C15]）",
                                            "{p} floated up last round and would float up again ([C15])"),
                                          {{"p", number(t, lo.player)}})});
        if (hi.float_before_last == Float::Down)
            out.push_back({"C16", false,
                           fill_localized(L("{p} 两轮前降级配对过（[C16]）", "{p} 兩輪前降級配對過（[C16]）",
                                            "{p} floated down two rounds ago ([C16])"),
                                          {{"p", number(t, hi.player)}})});
        if (lo.float_before_last == Float::Up)
            out.push_back({"C17", false,
                           fill_localized(L("{p} 两轮前升级配对过（[C17]）", "{p} 兩輪前升級配對過（[C17]）",
                                            "{p} floated up two rounds ago ([C17])"),
                                          {{"p", number(t, lo.player)}})});
    }
    return out;
}

bool others_complete(const SwissTournament& t, const RoundFacts& f, int bye_score, const PlayerFacts& a, const PlayerFacts& b) {
    std::vector<const PlayerFacts*> rest;
    for (const PlayerFacts& p : f.players)
        if (p.player != a.player && p.player != b.player) rest.push_back(&p);
    int n = static_cast<int>(rest.size());
    bool odd = n % 2 == 1;
    std::vector<std::vector<int>> adjacency(n + (odd ? 1 : 0));
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j)
            if (may_meet(t, f, *rest[i], *rest[j])) {
                adjacency[i].push_back(j);
                adjacency[j].push_back(i);
            }
        // The bye as a partner: only for an eligible player at the bye's score ([C2], [C5]).
        if (odd && rest[i]->bye_eligible && rest[i]->score <= bye_score) {
            adjacency[i].push_back(n);
            adjacency[n].push_back(i);
        }
    }
    std::vector<int> mates = maximum_cardinality_matching(adjacency);
    return std::none_of(mates.begin(), mates.end(), [](int m) { return m < 0; });
}

LocalizedText completion_objection(const SwissTournament& t, const PlayerFacts& a, const PlayerFacts& b) {
    return fill_localized(L("若 {a} 与 {b} 配对，其余棋手就无法全部配对，或轮空要给更高分的人（[C4] [C5]）",
                            "若 {a} 與 {b} 配對，其餘棋手就無法全部配對，或輪空要給更高分的人（[C4] [C5]）",
                            "with {a}–{b}, the others could not all be paired, or the bye would go to a higher score ([C4] [C5])"),
                          {{"a", number(t, a.player)}, {"b", number(t, b.player)}});
}

LocalizedText colour_reason(const SwissTournament& t, const PlayerFacts& white, const PlayerFacts& black, ColourRule rule) {
    LocalizedText who = fill_localized(L("{w} 执白，{b} 执黑", "{w} 執白，{b} 執黑", "{w} White, {b} Black"),
                                       {{"w", number(t, white.player)}, {"b", number(t, black.player)}});
    LocalizedText why;
    switch (rule) {
        case ColourRule::BothPreferences:
            why = fill_localized(L("第 5.2.1 条：双方倾向都得到满足（{x}；{y}）", "第 5.2.1 條：雙方傾向都得到滿足（{x}；{y}）",
                                   "art. 5.2.1: both preferences met ({x}; {y})"),
                                 {{"x", wants(t, white)}, {"y", wants(t, black)}});
            break;
        case ColourRule::StrongerPreference:
            why = fill_localized(L("第 5.2.2 条：满足较强的倾向（{x}；{y}）", "第 5.2.2 條：滿足較強的傾向（{x}；{y}）",
                                   "art. 5.2.2: the stronger preference ({x}; {y})"),
                                 {{"x", wants(t, white)}, {"y", wants(t, black)}});
            break;
        case ColourRule::Alternation:
            why = L("第 5.2.3 条：倾向相同，按两人颜色最近一次不同的那一轮交替",
                    "第 5.2.3 條：傾向相同，按兩人顏色最近一次不同的那一輪交替",
                    "art. 5.2.3: equal preferences; alternate from the last round in which their colours differed");
            break;
        case ColourRule::HigherRankedPreference:
            why = L("第 5.2.4 条：倾向与颜色记录都相同，满足排位较高者的倾向",
                    "第 5.2.4 條：傾向與顏色紀錄都相同，滿足排位較高者的傾向",
                    "art. 5.2.4: same preferences and histories; the higher-ranked player's preference");
            break;
        case ColourRule::InitialColour:
            why = fill_localized(L("第 5.2.5 条：双方都无倾向，排位较高者编号为奇数则得第一轮抽定的颜色（{c}）",
                                   "第 5.2.5 條：雙方都無傾向，排位較高者編號為奇數則得第一輪抽定的顏色（{c}）",
                                   "art. 5.2.5: no preferences; the higher-ranked player gets the colour drawn for round 1 ({c}) when their number is odd"),
                                 {{"c", colour_word(t.first_colour)}});
            break;
    }
    return fill_localized(L("{who}——{why}", "{who}——{why}", "{who} — {why}"), {{"who", who}, {"why", why}});
}

std::vector<LocalizedText> explain_pairing(const SwissTournament& t, const DutchResult& r) {
    std::vector<LocalizedText> lines;
    const RoundFacts& f = r.facts;
    lines.push_back(fill_localized(
        L("第 {r} 轮（共 {n} 轮）：{p} 名棋手参加编排。", "第 {r} 輪（共 {n} 輪）：{p} 名棋手參加編排。",
          "Round {r} of {n}: {p} players to pair."),
        {{"r", std::to_string(f.round)}, {"n", std::to_string(t.total_rounds)}, {"p", std::to_string(f.players.size())}}));
    if (!f.not_paired.empty())
        lines.push_back(fill_localized(L("不参加编排（请求的轮空或缺席）：{list}。", "不參加編排（請求的輪空或缺席）：{list}。",
                                         "Not paired (requested byes or absences): {list}."),
                                       {{"list", numbers(t, f.not_paired)}}));
    if (f.last_round)
        lines.push_back(fill_localized(L("这是最后一轮：积分超过 {s} 分者为领先者，颜色限制对他们放宽（第 1.8 条，[C3]）。",
                                         "這是最後一輪：積分超過 {s} 分者為領先者，顏色限制對他們放寬（第 1.8 條，[C3]）。",
                                         "This is the last round: players scoring above {s} are topscorers, for whom the colour limits relax (art. 1.8, [C3])."),
                                       {{"s", points_text(f.topscorer_threshold)}}));
    if (!r.ok) {
        lines.push_back(r.problem);
        return lines;
    }
    if (f.players.size() % 2 == 1) {
        std::vector<int> blocked;
        for (const PlayerFacts& p : f.players)
            if (!p.bye_eligible) blocked.push_back(p.player);
        LocalizedText line = fill_localized(
            L("人数为奇数：一人得编排轮空。轮空给能让其余棋手全部配对的最低分（[C5]）：{s} 分。",
              "人數為奇數：一人得編排輪空。輪空給能讓其餘棋手全部配對的最低分（[C5]）：{s} 分。",
              "An odd number: one player gets the pairing-allocated bye, at the lowest score that lets everyone else be paired ([C5]): score {s}."),
            {{"s", points_text(r.bye_score)}});
        lines.push_back(line);
        if (!blocked.empty())
            lines.push_back(fill_localized(L("不能再轮空（已轮空过，或不下棋得过胜分，C.04.1 第 4 条，[C2]）：{list}。",
                                             "不能再輪空（已輪空過，或不下棋得過勝分，C.04.1 第 4 條，[C2]）：{list}。",
                                             "May not get the bye (had one, or scored a win without playing; C.04.1 art. 4, [C2]): {list}."),
                                           {{"list", numbers(t, blocked)}}));
    }
    for (const BracketRecord& b : r.brackets) {
        if (b.residents.empty() && b.moved_down.size() <= 1 && b.pairs.empty()) continue;
        LocalizedText head = fill_localized(L("{s} 分组：本组 {res}", "{s} 分組：本組 {res}", "Scoregroup {s}: residents {res}"),
                                            {{"s", points_text(b.score)}, {"res", numbers(t, b.residents)}});
        if (!b.moved_down.empty()) {
            std::vector<LocalizedText> mdps;
            for (int m : b.moved_down) {
                const PlayerFacts* pf = facts_of(f, m);
                mdps.push_back(fill_localized(L("{n}（{s} 分）", "{n}（{s} 分）", "{n} ({s})"),
                                              {{"n", number(t, m)}, {"s", points_text(pf ? pf->score : 0)}}));
            }
            head = fill_localized(L("{h}；从上面降下来的：{m}", "{h}；從上面降下來的：{m}", "{h}; moved down from above: {m}"),
                                  {{"h", head}, {"m", join(mdps, L("、", "、", ", "))}});
        }
        lines.push_back(head);
        // The order's own first pairing of the residents: the first half against the second.
        std::vector<int> paired_mdps;
        for (auto [hi, lo] : b.pairs)
            if (std::find(b.moved_down.begin(), b.moved_down.end(), hi) != b.moved_down.end()) {
                paired_mdps.push_back(hi);
                lines.push_back(fill_localized(
                    L("  降下来的 {m} 与 {o} 配对（先配降级者，与能相遇的最高排位者，第 3.3、4.4 条）",
                      "  降下來的 {m} 與 {o} 配對（先配降級者，與能相遇的最高排位者，第 3.3、4.4 條）",
                      "  moved-down {m} meets {o} (MDPs are paired first, with the highest resident they may meet; art. 3.3, 4.4)"),
                    {{"m", number(t, hi)}, {"o", number(t, lo)}}));
            }
        std::vector<int> remainder;
        for (int res : b.residents) {
            bool with_mdp = false;
            for (auto [hi, lo] : b.pairs)
                if (lo == res && std::find(paired_mdps.begin(), paired_mdps.end(), hi) != paired_mdps.end()) with_mdp = true;
            if (!with_mdp) remainder.push_back(res);
        }
        std::size_t half = remainder.size() / 2;
        if (half > 0) {
            std::vector<int> s1(remainder.begin(), remainder.begin() + static_cast<long>(half));
            std::vector<int> s2(remainder.begin() + static_cast<long>(half), remainder.end());
            lines.push_back(fill_localized(L("  S1 = {a}，S2 = {b}：按顺序 S1[i] 对 S2[i]", "  S1 = {a}，S2 = {b}：按順序 S1[i] 對 S2[i]",
                                             "  S1 = {a}, S2 = {b}: in order, S1[i] meets S2[i]"),
                                           {{"a", numbers(t, s1)}, {"b", numbers(t, s2)}}));
            for (std::size_t i = 0; i < s1.size() && i < s2.size(); ++i) {
                int x = s1[i], y = s2[i];
                bool kept = std::any_of(b.pairs.begin(), b.pairs.end(), [&](auto p) {
                    return (p.first == x && p.second == y) || (p.first == y && p.second == x);
                });
                if (kept) continue;
                const PlayerFacts* fx = facts_of(f, x);
                const PlayerFacts* fy = facts_of(f, y);
                std::vector<LocalizedText> why;
                if (fx && fy) {
                    auto list = objections(t, f, *fx, *fy);
                    bool absolute = std::any_of(list.begin(), list.end(), [](const PairObjection& o) { return o.absolute; });
                    if (!absolute && !others_complete(t, f, r.bye_score, *fx, *fy)) why.push_back(completion_objection(t, *fx, *fy));
                    for (const PairObjection& o : list) why.push_back(o.text);
                }
                if (why.empty() && b.bye_unplayed_games_applied)
                    why.push_back(L("轮空要给未下局数最少的人（[C9]）", "輪空要給未下局數最少的人（[C9]）",
                                    "the bye must go to the player with the fewest unplayed games ([C9])"));
                if (why.empty())
                    why.push_back(L("其余棋手配对更好（按准则顺序比较整组配对）", "其餘棋手配對更好（按準則順序比較整組配對）",
                                    "the rest of the bracket pairs better so (the candidates are compared criterion by criterion)"));
                lines.push_back(fill_localized(L("  {x}–{y} 不采用：{why}", "  {x}–{y} 不採用：{why}", "  {x}–{y} is not taken: {why}"),
                                               {{"x", number(t, x)}, {"y", number(t, y)}, {"why", join(why, L("；", "；", "; "))}}));
            }
        }
        std::vector<LocalizedText> formed;
        for (auto [hi, lo] : b.pairs) {
            if (std::find(paired_mdps.begin(), paired_mdps.end(), hi) != paired_mdps.end()) continue;
            std::string s = number(t, hi) + "–" + number(t, lo);
            formed.push_back({s, s, s});
        }
        if (!formed.empty())
            lines.push_back(fill_localized(L("  本组配成：{p}", "  本組配成：{p}", "  pairs: {p}"), {{"p", join(formed, L("，", "，", ", "))}}));
        for (int d : b.downfloaters) {
            const PlayerFacts* pd = facts_of(f, d);
            bool anyone = false;
            for (int other : b.residents)
                if (other != d && pd && facts_of(f, other) && may_meet(t, f, *pd, *facts_of(f, other))) anyone = true;
            for (int other : b.moved_down)
                if (other != d && pd && facts_of(f, other) && may_meet(t, f, *pd, *facts_of(f, other))) anyone = true;
            LocalizedText why = anyone
                ? L("本组人数为奇数或需要让下一组也能配好，规则选他降级（[C6] [C7] [C8]）",
                    "本組人數為奇數或需要讓下一組也能配好，規則選他降級（[C6] [C7] [C8]）",
                    "the bracket has one too many, or the next bracket must pair too; the rules float this player ([C6] [C7] [C8])")
                : L("本组没有他能相遇的人（[C1] [C3]）", "本組沒有他能相遇的人（[C1] [C3]）",
                    "nobody in the bracket may meet this player ([C1] [C3])");
            lines.push_back(fill_localized(L("  {d} 降到下一组：{why}", "  {d} 降到下一組：{why}", "  {d} floats down: {why}"),
                                           {{"d", number(t, d)}, {"why", why}}));
        }
        if (b.bye_unplayed_games_applied)
            lines.push_back(L("  本组只降出一人且他得轮空：轮空给下棋最多（未下局数最少）的人（[C9]）",
                              "  本組只降出一人且他得輪空：輪空給下棋最多（未下局數最少）的人（[C9]）",
                              "  this bracket floats one player, who gets the bye: the one with the fewest unplayed games ([C9])"));
    }
    lines.push_back(L("颜色（第 5.2 条）：", "顏色（第 5.2 條）：", "Colours (art. 5.2):"));
    int board = 1;
    for (const Board& bd : r.boards) {
        if (bd.is_bye()) {
            lines.push_back(fill_localized(L("  {n}：编排轮空，得一局胜分（C.04.1 第 3 条）", "  {n}：編排輪空，得一局勝分（C.04.1 第 3 條）",
                                             "  {n}: the pairing-allocated bye, a win's points (C.04.1 art. 3)"),
                                           {{"n", number(t, bd.white)}}));
            continue;
        }
        const PlayerFacts* w = facts_of(f, bd.white);
        const PlayerFacts* k = facts_of(f, bd.black);
        if (!w || !k) continue;
        lines.push_back(fill_localized(L("  第 {i} 台 {why}", "  第 {i} 臺 {why}", "  board {i}: {why}"),
                                       {{"i", std::to_string(board++)}, {"why", colour_reason(t, *w, *k, bd.rule)}}));
    }
    return lines;
}

}  // namespace arbiter::tournament::swiss
