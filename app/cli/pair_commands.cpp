// `arbiter-cli pair`: the FIDE Dutch system from the terminal (docs/pairing.md, docs/cli.md § pair).
//   pair STATE.trf [--json] [--explain] [--trf OUT] [--lang L]   the next round's pairing
//   pair --check TOURNAMENT.trf [--json] [--lang L]              every round re-paired and compared
// The pairing is the engine's (engine/tournament/swiss); this file reads the file, prints, and
// writes the paired round back as TRF when asked.
#include <fstream>
#include <sstream>

#include "app/cli/cli_strings.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
#include "app/core/text_fill.hpp"
#include "engine/tournament/swiss/pairing_card.hpp"
#include "engine/tournament/swiss/pairing_checker.hpp"
#include "engine/tournament/swiss/pairing_explanation.hpp"
#include "engine/tournament/swiss/trf.hpp"

namespace arbiter::cli {

namespace {

using namespace arbiter::tournament::swiss;

struct Loaded {
    std::optional<SwissTournament> tournament;
    bool unreadable = false;
};

// The file's tournament, or every problem printed as FILE:LINE:COLUMN: message.
Loaded load(const std::string& path, TrfPurpose purpose, Language lang, const UiStrings& words, Io& io) {
    Loaded loaded;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        io.err << fill(words.get("cli.pair.unreadable"), {{"file", path}}) << "\n";
        loaded.unreadable = true;
        return loaded;
    }
    std::stringstream text;
    text << in.rdbuf();
    TrfReadResult read = read_trf(text.str(), purpose);
    for (const TrfError& e : read.errors)
        io.err << path << ":" << e.line << ":" << e.column << ": " << e.message.get(lang) << "\n";
    loaded.tournament = std::move(read.tournament);
    return loaded;
}

std::string name_of(const SwissTournament& t, int player) {
    const SwissPlayer& p = t.players[player];
    return p.name.empty() ? std::to_string(p.number) : std::to_string(p.number) + " " + p.name;
}

void print_boards(const SwissTournament& t, const DutchResult& r, const UiStrings& words, std::ostream& out) {
    int board = 1;
    for (const Board& b : r.boards) {
        const PlayerFacts* w = facts_of(r.facts, b.white);
        if (b.is_bye()) {
            out << fill(words.get("cli.pair.bye_line"), {{"player", name_of(t, b.white)}}) << "\n";
            continue;
        }
        const PlayerFacts* k = facts_of(r.facts, b.black);
        out << fill(words.get("cli.pair.board_line"),
                    {{"board", std::to_string(board++)},
                     {"white", name_of(t, b.white)},
                     {"white_score", points_text(w ? w->plain_score : 0)},
                     {"black", name_of(t, b.black)},
                     {"black_score", points_text(k ? k->plain_score : 0)}})
            << "\n";
    }
}

// Arrays are built as vectors first: pushing into a Value trips GCC 12's -Wmaybe-uninitialized.
json::Value pairings_json(const SwissTournament& t, const std::vector<Board>& boards) {
    json::Array list;
    for (const Board& b : boards) {
        json::Array pair{json::Value(t.players[b.white].number)};
        pair.push_back(b.is_bye() ? json::Value("bye") : json::Value(t.players[b.black].number));
        list.push_back(json::Value(std::move(pair)));
    }
    return json::Value(std::move(list));
}

std::string boards_text(const SwissTournament& t, const std::vector<Board>& boards, const UiStrings& words) {
    std::string s;
    for (const Board& b : boards) {
        if (!s.empty()) s += "  ";
        if (b.is_bye()) s += fill(words.get("cli.pair.bye_short"), {{"n", std::to_string(t.players[b.white].number)}});
        else s += std::to_string(t.players[b.white].number) + "-" + std::to_string(t.players[b.black].number);
    }
    return s.empty() ? "—" : s;
}

int run_check(const std::string& path, const Arguments& args, const UiStrings& words, Language lang, Io& io) {
    Loaded loaded = load(path, TrfPurpose::CheckRounds, lang, words, io);
    if (!loaded.tournament) return 1;
    const SwissTournament& t = *loaded.tournament;
    std::vector<RoundCheck> checks = check_pairings(t);
    int differing = 0;
    for (const RoundCheck& c : checks) differing += c.differs() ? 1 : 0;
    if (args.flag("--json")) {
        json::Array rounds;
        for (const RoundCheck& c : checks) {
            json::Value o = json::object();
            o.set("round", c.round);
            o.set("differs", c.differs());
            if (c.differs()) {
                o.set("engine", c.engine_paired ? pairings_json(t, c.engine) : json::Value(nullptr));
                o.set("recorded", pairings_json(t, c.recorded));
                if (!c.engine_paired) o.set("problem", c.problem.get(lang));
            }
            rounds.push_back(o);
        }
        json::Value out = json::object();
        out.set("rounds", json::Value(std::move(rounds)));
        out.set("differing", differing);
        io.out << out.dump() << "\n";
        return differing == 0 ? 0 : 1;
    }
    for (const RoundCheck& c : checks) {
        if (!c.differs()) {
            io.out << fill(words.get("cli.pair.check_round_ok"), {{"round", std::to_string(c.round)}}) << "\n";
            continue;
        }
        io.out << fill(words.get("cli.pair.check_round_differs"), {{"round", std::to_string(c.round)}}) << "\n";
        if (c.engine_paired)
            io.out << "  " << fill(words.get("cli.pair.check_engine"), {{"boards", boards_text(t, c.engine, words)}}) << "\n";
        else
            io.out << "  " << c.problem.get(lang) << "\n";
        io.out << "  " << fill(words.get("cli.pair.check_recorded"), {{"boards", boards_text(t, c.recorded, words)}}) << "\n";
    }
    io.out << (differing == 0 ? fill(words.get("cli.pair.check_all_ok"), {{"rounds", std::to_string(checks.size())}})
                              : fill(words.get("cli.pair.check_summary"),
                                     {{"n", std::to_string(differing)}, {"rounds", std::to_string(checks.size())}}))
           << "\n";
    return differing == 0 ? 0 : 1;
}

int run_pair(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--lang", "--trf", "--content-root"}, {"--json", "--explain", "--check"});
    args.expect_positionals(1, 1);
    const std::string path = args.positional(0, "the TRF file");
    const Language lang = language_option(args);
    const UiStrings words = load_strings(args);
    if (args.flag("--check")) {
        if (args.flag("--explain") || args.value("--trf")) throw UsageError("--check takes neither --explain nor --trf");
        return run_check(path, args, words, lang, io);
    }
    Loaded loaded = load(path, TrfPurpose::PairNextRound, lang, words, io);
    if (!loaded.tournament) return 1;
    const SwissTournament& t = *loaded.tournament;
    DutchResult r = pair_dutch(t);
    if (!r.ok) {
        io.err << path << ": " << r.problem.get(lang) << "\n";
        if (!r.stuck.empty()) {
            std::string list;
            for (int p : r.stuck) list += (list.empty() ? "" : ", ") + name_of(t, p);
            io.err << fill(words.get("cli.pair.stuck"), {{"players", list}}) << "\n";
        }
        return 1;
    }
    if (auto out_path = args.value("--trf")) {
        std::vector<PairedBoard> boards;
        for (const Board& b : r.boards) boards.push_back({b.white, b.black});
        std::ofstream out(*out_path, std::ios::binary);
        out << write_trf(t, &boards);
        if (!out) {
            io.err << fill(words.get("cli.pair.unwritable"), {{"file", *out_path}}) << "\n";
            return 1;
        }
    }
    if (args.flag("--json")) {
        json::Value out = json::object();
        out.set("pairings", pairings_json(t, r.boards));
        io.out << out.dump() << "\n";
        return 0;
    }
    io.out << fill(words.get("cli.pair.heading"),
                   {{"round", std::to_string(r.facts.round)}, {"rounds", std::to_string(t.total_rounds)}})
           << "\n";
    print_boards(t, r, words, io.out);
    if (args.flag("--explain")) {
        io.out << "\n";
        for (const LocalizedText& line : explain_pairing(t, r)) io.out << line.get(lang) << "\n";
    }
    return 0;
}

}  // namespace

void register_pair_commands(CommandRegistry& registry) {
    registry.add({"pair", "", "pair the next Swiss round by the FIDE Dutch system, or check a tournament's pairings", "",
                  run_pair});
}

}  // namespace arbiter::cli
