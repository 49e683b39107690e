#include "app/core/training/drills/pairing_exercise.hpp"

#include <algorithm>
#include <charconv>

#include "app/core/training/sport_profile.hpp"
#include "app/core/training/answers/typed_text.hpp"
#include "engine/core/localized_fill.hpp"
#include "engine/tournament/swiss/pairing_card.hpp"

namespace arbiter::training {

namespace swiss = tournament::swiss;

namespace {

constexpr std::string_view kSwissPrefix = "pairing.swiss-";
constexpr std::string_view kRoundRobinPrefix = "pairing.round-robin-";
constexpr std::string_view kAuthoredPrefix = "pairing.";

std::optional<std::uint64_t> seed_after(std::string_view id, std::string_view prefix) {
    if (id.substr(0, prefix.size()) != prefix) return std::nullopt;
    const std::string_view digits = id.substr(prefix.size());
    std::uint64_t seed = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
    if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    return seed;
}

}  // namespace

PairingExercise swiss_exercise(std::uint64_t seed, int players) {
    PairingExercise e;
    e.id = std::string(kSwissPrefix) + std::to_string(seed);
    e.kind = PairingExerciseKind::Swiss;
    swiss::PairingDrillOptions options;
    if (players > 0) {
        options.min_players = options.max_players = players;
        e.id += "-n" + std::to_string(players);
    }
    e.swiss = swiss::generate_pairing_drill(seed, options);
    e.title = fill_localized(L("随机瑞士制比赛（第 {seed} 号）：{n} 名棋手，共 {rounds} 轮，编排第 {round} 轮",
                               "隨機瑞士制比賽（第 {seed} 號）：{n} 名棋手，共 {rounds} 輪，編排第 {round} 輪",
                               "Random Swiss event no. {seed}: {n} players, {rounds} rounds; pair round {round}"),
                             {{"seed", std::to_string(seed)},
                              {"n", std::to_string(e.swiss.state.players.size())},
                              {"rounds", std::to_string(e.swiss.state.total_rounds)},
                              {"round", std::to_string(e.swiss.answer.facts.round)}});
    return e;
}

PairingExercise round_robin_exercise(std::uint64_t seed) {
    PairingExercise e;
    e.id = std::string(kRoundRobinPrefix) + std::to_string(seed);
    e.kind = PairingExerciseKind::RoundRobin;
    e.round_robin = swiss::generate_round_robin_drill(seed);
    e.title = fill_localized(L("单循环 {n} 人（伯格尔表），第 {round} 轮", "單循環 {n} 人（伯格爾表），第 {round} 輪",
                               "Round robin of {n} players (Berger tables), round {round}"),
                             {{"n", std::to_string(e.round_robin.players)}, {"round", std::to_string(e.round_robin.round)}});
    return e;
}

PairingExercise authored_exercise(const content::AuthoredPairingDrill& drill) {
    PairingExercise e;
    e.id = std::string(kAuthoredPrefix) + drill.id;
    e.kind = PairingExerciseKind::Swiss;
    e.authored = true;
    e.title = drill.title;
    e.note = drill.note;
    e.swiss = drill.drill;
    return e;
}

PairingExercise offered_swiss_exercise(std::uint64_t n, const std::vector<content::AuthoredPairingDrill>& authored) {
    if (n == 0) n = 1;
    if (!authored.empty() && (n - 1) % 3 == 0) return authored_exercise(authored[((n - 1) / 3) % authored.size()]);
    return swiss_exercise(n);
}

std::optional<PairingExercise> find_pairing_exercise(std::string_view id,
                                                     const std::vector<content::AuthoredPairingDrill>& authored) {
    if (auto seed = seed_after(id, kSwissPrefix)) return swiss_exercise(*seed);
    if (const auto n = id.rfind("-n"); n != std::string_view::npos && id.substr(0, kSwissPrefix.size()) == kSwissPrefix) {
        // "pairing.swiss-<seed>-n<players>": the seed before, the field size after
        const auto seed = seed_after(id.substr(0, n), kSwissPrefix);
        const auto players = seed_after(id.substr(n), "-n");
        if (seed && players && *players >= kMinDrillPlayers && *players <= kMaxDrillPlayers)
            return swiss_exercise(*seed, static_cast<int>(*players));
    }
    if (auto seed = seed_after(id, kRoundRobinPrefix)) return round_robin_exercise(*seed);
    if (id.substr(0, kAuthoredPrefix.size()) == kAuthoredPrefix)
        for (const auto& d : authored)
            if (id.substr(kAuthoredPrefix.size()) == d.id) return authored_exercise(d);
    return std::nullopt;
}

std::vector<swiss::CandidateBoard> exercise_answer(const PairingExercise& e) {
    return e.kind == PairingExerciseKind::RoundRobin ? e.round_robin.answer : swiss::drill_boards(e.swiss);
}

std::vector<int> exercise_players(const PairingExercise& e) {
    std::vector<int> out;
    if (e.kind == PairingExerciseKind::RoundRobin) {
        for (int i = 1; i <= e.round_robin.players; ++i) out.push_back(i);
        return out;
    }
    for (const auto& p : e.swiss.answer.facts.players) out.push_back(e.swiss.state.players[p.player].number);
    std::sort(out.begin(), out.end());
    return out;
}

std::optional<std::vector<swiss::CandidateBoard>> read_typed_boards(std::string_view typed, LocalizedText& problem) {
    return swiss::parse_boards(folded_typing(typed), problem);
}

std::string board_words(const swiss::CandidateBoard& b, std::string_view bye) {
    if (b.black == 0) return std::to_string(b.white) + " " + std::string(bye);
    return std::to_string(b.white) + "-" + std::to_string(b.black);
}

std::string boards_words(const std::vector<swiss::CandidateBoard>& boards, std::string_view bye) {
    std::string out;
    for (const auto& b : boards) out += (out.empty() ? "" : "  ") + board_words(b, bye);
    return out;
}

swiss::PairingGrade grade_exercise(const PairingExercise& e, const std::vector<swiss::CandidateBoard>& boards) {
    return e.kind == PairingExerciseKind::RoundRobin ? swiss::grade_round_robin_drill(e.round_robin, boards)
                                                     : swiss::grade_pairing_drill(e.swiss, boards);
}

std::vector<std::vector<std::string>> pairing_card_rows(const PairingExercise& e) {
    std::vector<std::vector<std::string>> rows;
    if (e.kind != PairingExerciseKind::Swiss) return rows;
    auto numbers = [](const std::vector<int>& met) {
        std::string s;
        for (int n : met) s += (s.empty() ? "" : " ") + std::to_string(n);
        return s.empty() ? std::string("-") : s;
    };
    for (const auto& c : swiss::pairing_cards(e.swiss.state, e.swiss.answer.facts)) {
        if (!c.to_pair) continue;
        rows.push_back({std::to_string(c.number), c.name, c.rating ? std::to_string(c.rating) : "-",
                        swiss::points_text(c.score), c.colours.empty() ? "-" : c.colours,
                        swiss::preference_mark(c.facts.colour), swiss::float_marks(c.facts),
                        c.unplayed.empty() ? "-" : c.unplayed, numbers(c.met)});
    }
    return rows;
}

std::vector<std::pair<int, char>> pairing_not_paired(const PairingExercise& e) {
    std::vector<std::pair<int, char>> out;
    if (e.kind != PairingExerciseKind::Swiss) return out;
    for (const auto& c : swiss::pairing_cards(e.swiss.state, e.swiss.answer.facts))
        if (!c.to_pair)
            out.emplace_back(c.number, c.requested == 'H' || c.requested == 'F' || c.requested == 'Z' ? c.requested : ' ');
    return out;
}

const char* verdict_code(swiss::BoardVerdict verdict) {
    switch (verdict) {
        case swiss::BoardVerdict::Correct: return "correct";
        case swiss::BoardVerdict::ColoursReversed: return "colours_reversed";
        case swiss::BoardVerdict::WrongPair: return "wrong_pair";
        case swiss::BoardVerdict::Invalid: return "invalid";
    }
    return "invalid";
}

json::Value pairing_detail_json(const PairingExercise& e, const std::vector<swiss::CandidateBoard>& given,
                                const swiss::PairingGrade& grade) {
    auto out = json::object();
    out.set("kind", e.kind == PairingExerciseKind::RoundRobin ? "round_robin" : "swiss");
    out.set("authored", e.authored);
    out.set("given", swiss::boards_text(given));
    out.set("engine", swiss::boards_text(exercise_answer(e)));
    out.set("boards", grade.boards);
    out.set("pairs_right", grade.pairs_right);
    out.set("colours_right", grade.colours_right);
    auto verdicts = json::array();
    for (const auto& fb : grade.feedback) {
        auto o = json::object();
        o.set("board", swiss::boards_text({fb.given}));
        o.set("verdict", verdict_code(fb.verdict));
        verdicts.push(std::move(o));
    }
    out.set("verdicts", std::move(verdicts));
    auto problems = json::array();
    for (const auto& p : grade.problems) problems.push(json::Value(p.en));
    out.set("problems", std::move(problems));
    return out;
}

store::DrillResultRecord pairing_record(const PairingExercise& e, const std::vector<swiss::CandidateBoard>& given,
                                        const swiss::PairingGrade& grade, store::TimePoint taken_at) {
    store::DrillResultRecord r;
    r.drill_kind = "pairing";
    r.item_id = e.id;
    r.taken_at = taken_at;
    r.score = grade.score();
    for (const auto& fb : grade.feedback) {
        r.hits += fb.verdict == swiss::BoardVerdict::Correct;
        r.false_alarms += fb.verdict == swiss::BoardVerdict::Invalid;
    }
    r.misses = std::max(0, grade.boards - r.hits);
    r.detail_json = pairing_detail_json(e, given, grade).dump();
    return r;
}

bool exam_asks_for_pairings(const ExamBlueprint& blueprint) {
    return std::any_of(blueprint.sections.begin(), blueprint.sections.end(),
                       [](const BlueprintSection& s) { return s.topic == "competition-systems"; });
}

bool pairing_drill_offered(const std::vector<ExamBlueprint>& blueprints, std::string_view grade, std::string_view sport) {
    if (grade.empty()) return false;
    // The drill pairs by FIDE's Dutch system, a chess system: a Go arbiter's 二级 exam shares the
    // competition-systems section, but his events are paired by other rules, so it is not his drill.
    for (const std::string& game : sport_games(sport))
        if (game == "chess")
            if (const ExamBlueprint* b = blueprint_for(blueprints, grade, game); b && exam_asks_for_pairings(*b)) return true;
    return false;
}

}  // namespace arbiter::training
