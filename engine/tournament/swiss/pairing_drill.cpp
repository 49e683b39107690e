#include "engine/tournament/swiss/pairing_drill.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "engine/core/localized_fill.hpp"
#include "engine/core/seeded_random.hpp"
#include "engine/tournament/berger.hpp"
#include "engine/tournament/swiss/pairing_explanation.hpp"
#include "engine/tournament/swiss/random_tournament.hpp"

namespace arbiter::tournament::swiss {

namespace {

LocalizedText board_words(const CandidateBoard& b) {
    if (b.black == 0)
        return fill_localized(L("{n} 轮空", "{n} 輪空", "{n} bye"), {{"n", std::to_string(b.white)}});
    std::string s = std::to_string(b.white) + "–" + std::to_string(b.black);
    return {s, s, s};
}

// Grades `given` against `expected` (both by pairing numbers); `explain` adds the reasons for a
// board that is not right.
template <class Explain>
PairingGrade grade_boards(const std::vector<CandidateBoard>& expected, const std::vector<CandidateBoard>& given,
                          const std::set<int>& to_pair, Explain explain) {
    PairingGrade g;
    g.boards = static_cast<int>(expected.size());
    std::set<int> seen;
    auto note_player = [&](int n) {
        if (!to_pair.count(n)) {
            g.problems.push_back(fill_localized(L("{n} 号不在本轮要编排的棋手里", "{n} 號不在本輪要編排的棋手裡",
                                                  "{n} is not among the players to pair this round"),
                                                {{"n", std::to_string(n)}}));
            return false;
        }
        if (!seen.insert(n).second) {
            g.problems.push_back(fill_localized(L("{n} 号出现了两次", "{n} 號出現了兩次", "{n} appears twice"),
                                                {{"n", std::to_string(n)}}));
            return false;
        }
        return true;
    };
    std::vector<bool> matched(expected.size(), false);
    for (const CandidateBoard& b : given) {
        BoardFeedback fb;
        fb.given = b;
        bool ok = note_player(b.white);
        if (b.black != 0) ok = note_player(b.black) && ok;
        if (!ok) {
            fb.verdict = BoardVerdict::Invalid;
            g.feedback.push_back(fb);
            continue;
        }
        int found = -1;
        bool reversed = false;
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const CandidateBoard& e = expected[i];
            if (e.white == b.white && e.black == b.black) found = static_cast<int>(i);
            else if (b.black != 0 && e.black == b.white && e.white == b.black) {
                found = static_cast<int>(i);
                reversed = true;
            }
        }
        if (found >= 0) {
            matched[found] = true;
            ++g.pairs_right;
            if (!reversed) {
                ++g.colours_right;
                fb.verdict = BoardVerdict::Correct;
            } else {
                fb.verdict = BoardVerdict::ColoursReversed;
            }
        } else {
            fb.verdict = BoardVerdict::WrongPair;
        }
        if (fb.verdict != BoardVerdict::Correct) explain(fb, found >= 0 ? &expected[found] : nullptr);
        g.feedback.push_back(fb);
    }
    for (std::size_t i = 0; i < expected.size(); ++i)
        if (!matched[i])
            g.missed.push_back(fill_localized(L("正确的第 {i} 台：{b}", "正確的第 {i} 臺：{b}", "the right board {i}: {b}"),
                                              {{"i", std::to_string(i + 1)}, {"b", board_words(expected[i])}}));
    for (int n : to_pair)
        if (!seen.count(n))
            g.problems.push_back(fill_localized(L("{n} 号没有配对", "{n} 號沒有配對", "{n} is left out"), {{"n", std::to_string(n)}}));
    return g;
}

int index_of_number(const SwissTournament& t, int number) {
    for (std::size_t i = 0; i < t.players.size(); ++i)
        if (t.players[i].number == number) return static_cast<int>(i);
    return -1;
}

}  // namespace

PairingDrill generate_pairing_drill(std::uint64_t seed, const PairingDrillOptions& o) {
    for (std::uint64_t attempt = 0;; ++attempt) {
        SeededRandom rng{seed * 1000003ULL + attempt};
        RandomTournamentOptions r;
        r.players = rng.uniform(o.min_players, std::max(o.min_players, o.max_players));
        r.rounds = rng.uniform(o.min_rounds, std::max(o.min_rounds, o.max_rounds));
        r.rounds_to_play = rng.uniform(1, r.rounds - 1);
        r.forfeit_percent = o.incident_percent;
        r.half_bye_percent = o.incident_percent / 2;
        r.zero_bye_percent = o.incident_percent / 2;
        r.withdrawal_percent = o.incident_percent > 0 ? 1 : 0;
        PairingDrill d;
        d.seed = seed;
        d.state = random_tournament(rng.next(), r);
        if (d.state.rounds_played != r.rounds_to_play) continue;  // a round could not be paired: try again
        d.answer = pair_dutch(d.state);
        if (d.answer.ok && d.answer.facts.players.size() >= 4) return d;
    }
}

std::optional<PairingDrill> pairing_drill_from_trf(std::string_view trf, std::vector<LocalizedText>& problems) {
    TrfReadResult read = read_trf(trf, TrfPurpose::PairNextRound);
    for (const TrfError& e : read.errors)
        problems.push_back(fill_localized(L("TRF 第 {l} 行第 {c} 列：{m}", "TRF 第 {l} 行第 {c} 列：{m}", "TRF line {l}, column {c}: {m}"),
                                          {{"l", std::to_string(e.line)}, {"c", std::to_string(e.column)}, {"m", e.message}}));
    if (!read.tournament) return std::nullopt;
    PairingDrill d;
    d.state = *read.tournament;
    d.answer = pair_dutch(d.state);
    if (!d.answer.ok) {
        problems.push_back(d.answer.problem);
        return std::nullopt;
    }
    return d;
}

std::vector<CandidateBoard> drill_boards(const PairingDrill& d) {
    std::vector<CandidateBoard> out;
    for (const Board& b : d.answer.boards)
        out.push_back({d.state.players[b.white].number, b.is_bye() ? 0 : d.state.players[b.black].number});
    return out;
}

PairingGrade grade_pairing_drill(const PairingDrill& d, const std::vector<CandidateBoard>& answer) {
    const SwissTournament& t = d.state;
    const RoundFacts& f = d.answer.facts;
    std::vector<CandidateBoard> expected = drill_boards(d);
    std::set<int> to_pair;
    for (const PlayerFacts& p : f.players) to_pair.insert(t.players[p.player].number);
    auto partner_in = [&](int number) {
        for (const CandidateBoard& e : expected) {
            if (e.white == number) return e.black;
            if (e.black == number) return e.white;
        }
        return -1;
    };
    return grade_boards(expected, answer, to_pair, [&](BoardFeedback& fb, const CandidateBoard* right) {
        int wi = index_of_number(t, fb.given.white);
        const PlayerFacts* w = facts_of(f, wi);
        if (fb.verdict == BoardVerdict::ColoursReversed && right) {
            const PlayerFacts* rw = facts_of(f, index_of_number(t, right->white));
            const PlayerFacts* rb = facts_of(f, index_of_number(t, right->black));
            const Board* engine_board = nullptr;
            for (const Board& b : d.answer.boards)
                if (!b.is_bye() && t.players[b.white].number == right->white) engine_board = &b;
            if (rw && rb && engine_board) fb.why.push_back(colour_reason(t, *rw, *rb, engine_board->rule));
            return;
        }
        if (fb.given.black == 0) {
            if (w && !w->bye_eligible) {
                fb.verdict = BoardVerdict::Invalid;
                fb.why.push_back(fill_localized(L("{n} 已轮空过或不下棋得过胜分，不能再得编排轮空（C.04.1 第 4 条，[C2]）",
                                                  "{n} 已輪空過或不下棋得過勝分，不能再得編排輪空（C.04.1 第 4 條，[C2]）",
                                                  "{n} already had a bye or a win without playing and may not get the PAB (C.04.1 art. 4, [C2])"),
                                                {{"n", std::to_string(fb.given.white)}}));
            }
            for (const CandidateBoard& e : expected)
                if (e.black == 0)
                    fb.why.push_back(fill_localized(L("编排轮空应给 {n}（能让其余人全部配对的最低分，[C5]；同分时未下局数最少者，[C9]）",
                                                      "編排輪空應給 {n}（能讓其餘人全部配對的最低分，[C5]；同分時未下局數最少者，[C9]）",
                                                      "the bye goes to {n} (the lowest score that lets everyone else be paired, [C5]; then the fewest unplayed games, [C9])"),
                                                    {{"n", std::to_string(e.white)}}));
            return;
        }
        const PlayerFacts* b = facts_of(f, index_of_number(t, fb.given.black));
        if (w && b) {
            auto list = objections(t, f, *w, *b);
            bool absolute = std::any_of(list.begin(), list.end(), [](const PairObjection& o) { return o.absolute; });
            if (!absolute && !others_complete(t, f, d.answer.bye_score, *w, *b)) fb.why.push_back(completion_objection(t, *w, *b));
            for (const PairObjection& o : list) {
                if (o.absolute) fb.verdict = BoardVerdict::Invalid;
                fb.why.push_back(o.text);
            }
        }
        int pw = partner_in(fb.given.white), pb = partner_in(fb.given.black);
        auto with = [](int n, int p) {
            if (p == 0) return fill_localized(L("{n} 应得编排轮空", "{n} 應得編排輪空", "{n} should get the bye"), {{"n", std::to_string(n)}});
            return fill_localized(L("{n} 应与 {p} 配对", "{n} 應與 {p} 配對", "{n} should meet {p}"),
                                  {{"n", std::to_string(n)}, {"p", std::to_string(p)}});
        };
        if (fb.why.empty())
            fb.why.push_back(L("这一对本身不违反规则，但按分组的顺序（S1 对 S2，先换位后交换，第 4 条）规则选的是另一种配对",
                               "這一對本身不違反規則，但按分組的順序（S1 對 S2，先換位後交換，第 4 條）規則選的是另一種配對",
                               "this pair breaks no rule by itself, but the bracket's order (S1 against S2, transpositions before exchanges, art. 4) gives another pairing"));
        if (pw >= 0) fb.why.push_back(with(fb.given.white, pw));
        if (pb >= 0) fb.why.push_back(with(fb.given.black, pb));
    });
}

RoundRobinDrill generate_round_robin_drill(std::uint64_t seed) {
    SeededRandom rng{seed};
    RoundRobinDrill d;
    d.seed = seed;
    d.players = rng.uniform(3, 16);
    auto table = berger_table(d.players);
    d.round = rng.uniform(1, static_cast<int>(table.size()));
    for (const BergerPairing& p : table[d.round - 1]) {
        if (p.white == 0) d.answer.push_back({p.black, 0});
        else if (p.black == 0) d.answer.push_back({p.white, 0});
        else d.answer.push_back({p.white, p.black});
    }
    // The bye last, as a pairing list prints it.
    std::stable_partition(d.answer.begin(), d.answer.end(), [](const CandidateBoard& b) { return b.black != 0; });
    return d;
}

PairingGrade grade_round_robin_drill(const RoundRobinDrill& d, const std::vector<CandidateBoard>& answer) {
    std::set<int> to_pair;
    for (int i = 1; i <= d.players; ++i) to_pair.insert(i);
    return grade_boards(d.answer, answer, to_pair, [&](BoardFeedback& fb, const CandidateBoard* right) {
        if (fb.verdict == BoardVerdict::ColoursReversed && right) {
            fb.why.push_back(fill_localized(L("伯格尔表第 {r} 轮：{w} 执白、{b} 执黑", "伯格爾表第 {r} 輪：{w} 執白、{b} 執黑",
                                              "Berger table, round {r}: {w} has White, {b} Black"),
                                            {{"r", std::to_string(d.round)}, {"w", std::to_string(right->white)}, {"b", std::to_string(right->black)}}));
            return;
        }
        for (const CandidateBoard& e : d.answer)
            if (e.white == fb.given.white || e.black == fb.given.white || (fb.given.black != 0 && (e.white == fb.given.black || e.black == fb.given.black)))
                fb.why.push_back(fill_localized(L("伯格尔表第 {r} 轮是 {b}", "伯格爾表第 {r} 輪是 {b}", "the Berger table's round {r} has {b}"),
                                                {{"r", std::to_string(d.round)}, {"b", board_words(e)}}));
    });
}

std::optional<std::vector<CandidateBoard>> parse_boards(std::string_view text, LocalizedText& problem) {
    std::string s(text);
    auto replace_all = [&](const std::string& from, const std::string& to) {
        for (std::size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += to.size()) s.replace(at, from.size(), to);
    };
    for (const char* sep : {"，", "、", "；", "。", ",", ";", "\t", "\n", "\r"}) replace_all(sep, " ");
    for (const char* dash : {"–", "—", "－", "−", ":", "："}) replace_all(dash, "-");
    for (const char* bye : {"轮空", "輪空", "BYE", "Bye"}) replace_all(bye, "bye");
    replace_all("-bye", " bye");
    std::istringstream in(s);
    std::vector<std::string> tokens;
    for (std::string tok; in >> tok;) tokens.push_back(tok);
    std::vector<CandidateBoard> boards;
    auto number = [](const std::string& x) -> std::optional<int> {
        if (x.empty() || x.size() > 5 || !std::all_of(x.begin(), x.end(), [](char c) { return c >= '0' && c <= '9'; })) return std::nullopt;
        return std::stoi(x);
    };
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const std::string& tok = tokens[i];
        auto dash = tok.find('-');
        if (dash != std::string::npos) {
            auto a = number(tok.substr(0, dash)), b = number(tok.substr(dash + 1));
            if (!a || !b || *a == 0) {
                problem = fill_localized(L("看不懂“{t}”：一台写作 白-黑，如 1-4；轮空写作 7-0 或 7 轮空",
                                           "看不懂「{t}」：一臺寫作 白-黑，如 1-4；輪空寫作 7-0 或 7 輪空",
                                           "cannot read '{t}': write a board White-Black, e.g. 1-4; a bye as 7-0 or 7 bye"),
                                         {{"t", tok}});
                return std::nullopt;
            }
            boards.push_back({*a, *b});
        } else if (auto a = number(tok); a && i + 1 < tokens.size() && tokens[i + 1] == "bye") {
            boards.push_back({*a, 0});
            ++i;
        } else {
            problem = fill_localized(L("看不懂“{t}”：一台写作 白-黑，如 1-4；轮空写作 7-0 或 7 轮空",
                                       "看不懂「{t}」：一臺寫作 白-黑，如 1-4；輪空寫作 7-0 或 7 輪空",
                                       "cannot read '{t}': write a board White-Black, e.g. 1-4; a bye as 7-0 or 7 bye"),
                                     {{"t", tok}});
            return std::nullopt;
        }
    }
    return boards;
}

std::string boards_text(const std::vector<CandidateBoard>& boards) {
    std::string s;
    for (const CandidateBoard& b : boards) {
        if (!s.empty()) s += " ";
        s += std::to_string(b.white) + (b.black == 0 ? std::string(" bye") : "-" + std::to_string(b.black));
    }
    return s;
}

}  // namespace arbiter::tournament::swiss
