// `arbiter-cli calc …`: the arbiter's tournament arithmetic from the command line — FIDE rating
// change, the seed's level points, standings with every tie-break from a results file, and the
// randomized drills the question bank uses. The arithmetic lives in engine/tournament; this file
// only reads options and files and prints. See docs/cli.md §calc and docs/tournament.md.
#include <cmath>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/content/ruling_json.hpp"
#include "app/core/json.hpp"
#include "engine/tournament/berger.hpp"
#include "engine/tournament/drills.hpp"
#include "engine/tournament/elo.hpp"
#include "engine/tournament/level_points.hpp"
#include "engine/tournament/results_file.hpp"
#include "engine/tournament/standings.hpp"
#include "engine/tournament/team.hpp"
#include "engine/core/kind_words.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::cli {

namespace {

using namespace arbiter::tournament;

// Whole numbers print as integers in JSON ("change": -1, not -1.0 or 1e0 surprises).
json::Value number(double v) {
    if (std::fabs(v - std::round(v)) < 1e-9 && std::fabs(v) < 1e15)
        return json::Value(static_cast<long long>(std::llround(v)));
    return json::Value(v);
}

std::string text_number(double v) {
    std::ostringstream s;
    if (std::fabs(v - std::round(v)) < 1e-9)
        s << std::llround(v);
    else
        s << std::setprecision(4) << v;
    return s.str();
}

int parse_int(const std::string& text, const std::string& what) {
    const auto value = parse_whole_number<int>(text);
    if (!value) throw UsageError(what + " must be a whole number, not '" + text + "'");
    return *value;
}

double parse_score(const std::string& text) {
    if (text == "1" || text == "1.0") return 1.0;
    if (text == "0.5" || text == ".5" || text == "1/2" || text == "½") return 0.5;
    if (text == "0" || text == "0.0") return 0.0;
    throw UsageError("a game score must be 1, 0.5 or 0, not '" + text + "'");
}

// "2010:1,1790:0.5,1700:0"
std::vector<RatedGame> parse_games(const std::string& spec) {
    std::vector<RatedGame> games;
    std::stringstream in(spec);
    std::string item;
    while (std::getline(in, item, ',')) {
        auto colon = item.find(':');
        if (colon == std::string::npos) throw UsageError("each game is RATING:SCORE, not '" + item + "'");
        games.push_back(
            {parse_int(item.substr(0, colon), "an opponent's rating"), parse_score(item.substr(colon + 1))});
    }
    if (games.empty()) throw UsageError("--games needs at least one RATING:SCORE");
    return games;
}

Language language_option(const Arguments& args) {
    auto tag = args.value_or("--lang", "zh-Hans");
    auto language = parse_language_tag(tag);
    if (!language) throw UsageError("unknown language '" + tag + "' (zh-Hans, zh-Hant or en)");
    return *language;
}

// ---------------------------------------------------------------------------------------------
int run_elo(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--rating", "--k", "--games", "--category"}, {"--json", "--initial"});
    args.expect_positionals(0, 0);
    auto games = parse_games(args.value("--games").value_or(""));
    auto category_name = args.value_or("--category", "standard");
    RatingCategory category = RatingCategory::Standard;
    if (category_name == "rapid")
        category = RatingCategory::Rapid;
    else if (category_name == "blitz")
        category = RatingCategory::Blitz;
    else if (category_name != "standard")
        throw UsageError("--category is standard, rapid or blitz");

    if (args.flag("--initial")) {
        InitialRating r = initial_rating(games);
        if (args.flag("--json")) {
            auto out = json::object();
            out.set("published", r.published);
            if (!r.published) out.set("reason", r.reason);
            out.set("average_with_dummies", r.average_with_dummies);
            out.set("p", r.p_hundredths / 100.0);
            out.set("dp", r.dp);
            out.set("rating", r.rating);
            out.set("capped_at_2200", r.capped_at_2200);
            io.out << out.dump() << "\n";
        } else {
            io.out << "Ra (with two 1800 draws) = " << text_number(r.average_with_dummies)
                   << ", p = " << text_number(r.p_hundredths / 100.0) << ", dp = " << r.dp << "\n";
            if (r.published)
                io.out << "initial rating " << r.rating << (r.capped_at_2200 ? " (capped at 2200)" : "") << "\n";
            else
                io.out << "no rating: " << r.reason << "\n";
        }
        return 0;
    }

    if (!args.value("--rating") || !args.value("--k"))
        throw UsageError("calc elo needs --rating and --k (or --initial)");
    int rating = parse_int(*args.value("--rating"), "--rating");
    int k = parse_int(*args.value("--k"), "--k");
    if (k <= 0) throw UsageError("--k must be positive");
    RatingChange r = rating_change(rating, k, games, category);
    if (args.flag("--json")) {
        auto out = json::object();
        out.set("rating", rating);
        out.set("k", r.k_requested);
        out.set("k_used", r.k_used);
        auto list = json::array();
        for (const auto& g : r.games) {
            auto item = json::object();
            item.set("opponent", g.opponent_rating);
            item.set("score", number(g.score));
            item.set("rated", g.rated);
            if (g.rated) {
                item.set("difference", g.difference_used);
                item.set("capped_at_400", g.capped_at_400);
                item.set("expected", g.expected_hundredths / 100.0);
                item.set("delta", g.delta_hundredths / 100.0);
            }
            list.push(item);
        }
        out.set("games", list);
        out.set("sum_delta", r.sum_delta_hundredths / 100.0);
        out.set("exact_change", r.exact_change);
        out.set("change", r.change);
        out.set("new_rating", r.new_rating);
        out.set("below_floor", r.below_floor);
        io.out << out.dump() << "\n";
        return 0;
    }
    for (const auto& g : r.games) {
        io.out << "v " << g.opponent_rating << " score " << text_number(g.score);
        if (!g.rated) {
            io.out << ": not rated (600+ apart, a player above 2600)\n";
            continue;
        }
        io.out << ": D " << g.difference_used << (g.capped_at_400 ? " (400-point rule)" : "") << ", PD "
               << text_number(g.expected_hundredths / 100.0) << ", dR " << text_number(g.delta_hundredths / 100.0)
               << "\n";
    }
    io.out << "sum dR " << text_number(r.sum_delta_hundredths / 100.0) << ", K " << r.k_used
           << (r.k_used != r.k_requested ? " (K x games <= 700)" : "") << ", K x sum " << text_number(r.exact_change)
           << "\nchange " << (r.change > 0 ? "+" : "") << r.change << ", new rating " << r.new_rating
           << (r.below_floor ? " (below 1400: unrated on the next list)" : "") << "\n";
    return 0;
}

// ---------------------------------------------------------------------------------------------
std::string_view band_code(LevelBand band) {
    switch (band) {
        case LevelBand::Within10: return "0-9";
        case LevelBand::From10To99: return "10-99";
        case LevelBand::From100: return "100+";
        case LevelBand::From100To199: return "100-199";
        case LevelBand::From200: return "200+";
    }
    return "?";
}

int run_level_points(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--points-a", "--points-b", "--result", "--rounding"}, {"--json"});
    args.expect_positionals(0, 0);
    if (!args.value("--points-a") || !args.value("--points-b") || !args.value("--result"))
        throw UsageError("calc level-points needs --points-a, --points-b and --result");
    int a = parse_int(*args.value("--points-a"), "--points-a");
    int b = parse_int(*args.value("--points-b"), "--points-b");
    constexpr std::array<std::pair<LevelResult, std::string_view>, 3> kResults{
        {{LevelResult::AWins, "a-wins"}, {LevelResult::BWins, "b-wins"}, {LevelResult::Draw, "draw"}}};
    constexpr std::array<std::pair<LevelRounding, std::string_view>, 3> kRoundings{
        {{LevelRounding::HalfUp, "half-up"}, {LevelRounding::Floor, "floor"}, {LevelRounding::Exact, "exact"}}};
    const auto result = table_kind(kResults, *args.value("--result"));
    if (!result) throw UsageError("--result is a-wins, b-wins or draw");
    const auto rounding = table_kind(kRoundings, args.value_or("--rounding", "half-up"));
    if (!rounding) throw UsageError("--rounding is half-up, floor or exact");

    LevelPointsChange c = level_points_change(a, b, *result, *rounding);
    if (args.flag("--json")) {
        auto out = json::object();
        out.set("a", number(c.a));
        out.set("b", number(c.b));
        out.set("difference", c.difference);
        out.set("band", std::string(band_code(c.band)));
        out.set("formula", c.formula);
        out.set("exact_gain", number(c.exact_gain));
        out.set("gain", number(c.gain));
        out.set("new_a", number(a + c.a));
        out.set("new_b", number(b + c.b));
        out.set("level_a", level_for_points(a));
        out.set("level_b", level_for_points(b));
        io.out << out.dump() << "\n";
        return 0;
    }
    io.out << "d = " << c.difference << " (band " << band_code(c.band) << "), gain " << c.formula << " = "
           << text_number(c.exact_gain) << " -> " << text_number(c.gain) << "\n"
           << "A " << (c.a > 0 ? "+" : "") << text_number(c.a) << " -> " << text_number(a + c.a) << "\n"
           << "B " << (c.b > 0 ? "+" : "") << text_number(c.b) << " -> " << text_number(b + c.b) << "\n";
    return 0;
}

// ---------------------------------------------------------------------------------------------
std::string_view ruling_code(WithdrawalRuling r) {
    switch (r) {
        case WithdrawalRuling::ResultsVoid: return "results-void";
        case WithdrawalRuling::RemainingForfeited: return "remaining-forfeited";
        case WithdrawalRuling::ResultsStand: return "results-stand";
    }
    return "?";
}

int print_team(const TeamEvent& event, bool as_json, Io& io) {
    TeamStandings s = compute_team_standings(event);
    const bool swiss = event.system == PairingSystem::Swiss;
    if (as_json) {
        auto out = json::object();
        out.set("system", "team");
        out.set("pairing", swiss ? "swiss" : "round-robin");
        auto rows = json::array();
        for (const auto& r : s.rows) {
            auto row = json::object();
            row.set("rank", r.rank);
            row.set("shared", r.shared);
            row.set("id", event.teams[static_cast<std::size_t>(r.team)].id);
            row.set("name", event.teams[static_cast<std::size_t>(r.team)].name);
            if (swiss) row.set("total_1988", number(r.total_1988));
            row.set("match_points", number(r.match_points));
            row.set("game_points", number(r.game_points));
            auto boards = json::array();
            for (double v : r.board_points) boards.push(number(v));
            row.set("boards", boards);
            row.set("opponents_match_points", number(r.opponents_match_points));
            rows.push(row);
        }
        out.set("rows", rows);
        io.out << out.dump() << "\n";
        return 0;
    }
    io.out << "rank  team          " << (swiss ? "TOTAL88  " : "") << "MP    GP    boards\n";
    for (const auto& r : s.rows) {
        std::ostringstream line;
        line << std::left << std::setw(6) << (std::to_string(r.rank) + (r.shared ? "=" : "")) << std::setw(14)
             << event.teams[static_cast<std::size_t>(r.team)].name;
        if (swiss) line << std::setw(9) << text_number(r.total_1988);
        line << std::setw(6) << text_number(r.match_points) << std::setw(6) << text_number(r.game_points);
        for (double v : r.board_points) line << text_number(v) << " ";
        io.out << line.str() << "\n";
    }
    return 0;
}

int run_standings(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--system", "--rules", "--reading", "--lang"}, {"--json"});
    args.expect_positionals(1, 1);
    const std::string& path = args.positional(0, "FILE");
    std::ifstream file(path);
    if (!file) {
        io.err << path << ": cannot open\n";
        return 1;
    }
    std::stringstream buffer;
    buffer << file.rdbuf();
    ParsedResults parsed = parse_results(buffer.str());
    if (!parsed.ok()) {
        for (const auto& p : parsed.problems) io.err << path << ":" << p.line << ": " << p.message << "\n";
        return 1;
    }
    auto system = args.value("--system");
    if (system && *system != "round-robin" && *system != "swiss" && *system != "team")
        throw UsageError("--system is round-robin, swiss or team");
    if (system && (*system == "team") != parsed.team) {
        io.err << path << ": " << (parsed.team ? "is a team event (use --system team)" : "is not a team event") << "\n";
        return 1;
    }
    if (parsed.team) return print_team(parsed.team_event, args.flag("--json"), io);

    Event event = parsed.event;
    if (system) event.system = *system == "swiss" ? PairingSystem::Swiss : PairingSystem::RoundRobin;
    StandingsOptions options;
    auto rules = args.value_or("--rules", event.game == GameKind::Go ? "cn1988" : "fide");
    if (rules == "cn1988")
        options.rules = RuleSet::Cn1988;
    else if (rules == "fide")
        options.rules = RuleSet::Fide;
    else
        throw UsageError("--rules is cn1988 or fide");
    auto reading = args.value_or("--reading", "max");
    if (reading == "max")
        options.reading = SwissTotalReading::MaximumPossible;
    else if (reading == "top")
        options.reading = SwissTotalReading::TopAchieved;
    else
        throw UsageError("--reading is max or top");
    Language language = language_option(args);

    Standings s = compute_standings(event, options);
    const Event& ev = s.event;
    if (args.flag("--json")) {
        auto out = json::object();
        out.set("system", ev.system == PairingSystem::Swiss ? "swiss" : "round-robin");
        out.set("rules", rules);
        out.set("game", ev.game == GameKind::Go ? "go" : "chess");
        const auto codes = [](const std::vector<TieBreak>& list) { return json::array_of(list, tie_break_code); };
        out.set("order", codes(s.order));
        out.set("columns", codes(s.columns));
        out.set("rows", json::array_of(s.rows, [&](const StandingRow& r) {
                    const auto& player = ev.players[static_cast<std::size_t>(r.player)];
                    json::Value row = json::Object{{"rank", r.rank},
                                                   {"shared", r.shared},
                                                   {"id", player.id},
                                                   {"name", player.name},
                                                   {"withdrawn", r.withdrawn}};
                    for (TieBreak t : s.columns) {
                        auto it = r.values.find(t);
                        row.set(std::string(tie_break_code(t)),
                                it == r.values.end() ? json::Value() : number(it->second));
                    }
                    return row;
                }));
        auto withdrawals = json::array();
        for (const auto& w : s.withdrawals) {
            auto item = json::object();
            item.set("id", ev.players[static_cast<std::size_t>(w.player)].id);
            item.set("ruling", std::string(ruling_code(w.ruling)));
            item.set("games_played", w.games_played);
            item.set("rounds", w.rounds);
            item.set("forfeits_added", w.forfeits_added);
            withdrawals.push(item);
        }
        out.set("withdrawals", withdrawals);
        io.out << out.dump() << "\n";
        return 0;
    }
    io.out << "order:";
    for (TieBreak t : s.order) io.out << " " << tie_break_code(t) << " (" << tie_break_name(t).get(language) << ")";
    io.out << "\n" << std::left << std::setw(6) << "rank" << std::setw(16) << "player";
    for (TieBreak t : s.columns) io.out << std::setw(9) << tie_break_code(t);
    io.out << "\n";
    for (const auto& r : s.rows) {
        std::ostringstream line;
        line << std::left << std::setw(6)
             << (r.rank == 0 ? std::string("-") : std::to_string(r.rank) + (r.shared ? "=" : "")) << std::setw(16)
             << ev.players[static_cast<std::size_t>(r.player)].name;
        for (TieBreak t : s.columns) {
            auto it = r.values.find(t);
            line << std::setw(9) << (it == r.values.end() ? std::string(".") : text_number(it->second));
        }
        io.out << line.str() << (r.withdrawn ? " withdrawn" : "") << "\n";
    }
    for (const auto& w : s.withdrawals)
        io.out << "withdrawal " << ev.players[static_cast<std::size_t>(w.player)].id << ": " << ruling_code(w.ruling)
               << " (" << w.games_played << " of " << w.rounds << " rounds played"
               << (w.forfeits_added ? ", " + std::to_string(w.forfeits_added) + " forfeits added" : "") << ")\n";
    return 0;
}

// ---------------------------------------------------------------------------------------------
int run_drill(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--kind", "--seed", "--count", "--lang"}, {"--json"});
    args.expect_positionals(0, 0);
    auto kind_name = args.value("--kind");
    std::string kinds;
    for (DrillKind k : kAllDrillKinds) kinds += (kinds.empty() ? "" : ", ") + std::string(drill_kind_code(k));
    if (!kind_name) throw UsageError("calc drill needs --kind (" + kinds + ")");
    auto kind = parse_drill_kind(*kind_name);
    if (!kind) throw UsageError("unknown drill kind '" + *kind_name + "' (" + kinds + ")");
    auto seed_text = args.value_or("--seed", "1");
    const auto parsed_seed = parse_whole_number<std::uint64_t>(seed_text);
    if (!parsed_seed) throw UsageError("--seed must be a non-negative whole number");
    const std::uint64_t seed = *parsed_seed;
    long count = args.integer("--count", 1);
    if (count < 1 || count > 1000) throw UsageError("--count is 1 to 1000");
    Language language = language_option(args);
    auto drills = generate_drills(*kind, seed, static_cast<int>(count));
    for (const auto& d : drills) {
        if (args.flag("--json")) {
            auto out = json::object();
            out.set("kind", std::string(drill_kind_code(d.kind)));
            out.set("seed", std::to_string(d.seed));  // a string: JSON numbers lose 64-bit precision
            out.set("question", content::localized_json(d.question));
            out.set("answer", number(d.answer));
            out.set("tolerance", number(d.tolerance));
            out.set("explanation", content::localized_json(d.explanation));
            auto cites = json::array();
            for (const auto& c : d.citations) {
                auto item = json::object();
                item.set("document", c.document);
                item.set("article", c.article);
                cites.push(item);
            }
            out.set("citations", cites);
            io.out << out.dump() << "\n";
        } else {
            io.out << d.question.get(language) << "\n"
                   << "answer: " << text_number(d.answer)
                   << (d.tolerance > 0 ? " (±" + text_number(d.tolerance) + ")" : "") << "\n"
                   << d.explanation.get(language) << "\n";
            if (drills.size() > 1) io.out << "\n";
        }
    }
    return 0;
}

// ---------------------------------------------------------------------------------------------
int run_berger(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {}, {"--json"});
    args.expect_positionals(1, 1);
    int players = parse_int(args.positional(0, "PLAYERS"), "PLAYERS");
    if (players < 3 || players > 16) throw UsageError("Berger tables cover 3 to 16 players");
    auto table = berger_table(players);
    if (args.flag("--json")) {
        auto rounds = json::array();
        for (const auto& round : table) {
            auto games = json::array();
            for (const auto& p : round) {
                auto game = json::object();
                game.set("white", p.white);
                game.set("black", p.black);
                games.push(game);
            }
            rounds.push(games);
        }
        auto out = json::object();
        out.set("players", players);
        out.set("rounds", rounds);
        io.out << out.dump() << "\n";
        return 0;
    }
    for (std::size_t r = 0; r < table.size(); ++r) {
        io.out << "round " << std::setw(2) << r + 1 << ":";
        for (const auto& p : table[r]) {
            if (p.white == 0 || p.black == 0)
                io.out << "  " << (p.white == 0 ? p.black : p.white) << " bye";
            else
                io.out << "  " << p.white << "-" << p.black;
        }
        io.out << "\n";
    }
    return 0;
}

}  // namespace

void register_calc_commands(CommandRegistry& registry) {
    registry.add({"calc", "elo", "FIDE rating change (or --initial rating) for a list of games", "", run_elo});
    registry.add({"calc", "level-points", "the seed's level-points change after one game", "", run_level_points});
    registry.add({"calc", "standings", "final table with every tie-break from a results file", "", run_standings});
    registry.add({"calc", "berger", "round-robin pairing table (Berger) for 3-16 players", "", run_berger});
    registry.add({"calc", "drill", "a randomized tournament-calculation drill with its worked answer", "", run_drill});
}

}  // namespace arbiter::cli
