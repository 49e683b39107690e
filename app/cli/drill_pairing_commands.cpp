// `arbiter-cli drill pairing`: the pairing drill in the terminal (docs/drills.md § Pairing drill).
// Prints the pairing cards of a round (or a round robin's size and round), reads the candidate's
// boards from standard input ("1-4 5-2 3 bye", Chinese punctuation and 轮空 too), grades them with
// the engine through training/drills/pairing_exercise.hpp, prints each board's verdict with its reasons,
// and saves the result to the training store as the other drills do.
#include <fstream>
#include <sstream>

#include "app/cli/cli_strings.hpp"
#include "app/cli/command_registry.hpp"
#include "app/cli/terminal_columns.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/content/pairing_drill_loader.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/drills/pairing_exercise.hpp"
#include "engine/core/number_text.hpp"
#include "engine/tournament/swiss/pairing_explanation.hpp"
#include "engine/tournament/swiss/trf.hpp"

namespace arbiter::cli {

namespace {

namespace swiss = tournament::swiss;
using training::PairingExercise;
using training::PairingExerciseKind;

// The pairing cards as a table, columns as wide as their widest cell; then who is not paired.
void print_cards(const PairingExercise& e, const UiStrings& s, std::ostream& out) {
    std::vector<std::vector<std::string>> rows(1);
    for (const char* column : training::kPairingCardColumns) rows.front().push_back(s.get(std::string("pairing.col_") + column));
    for (auto& row : training::pairing_card_rows(e)) rows.push_back(std::move(row));
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i) widths[i] = std::max(widths[i], display_width(row[i]));
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t i = 0; i < row.size(); ++i) line += i + 1 < row.size() ? padded(row[i], widths[i]) : row[i];
        out << line << "\n";
    }
    const auto absent = training::pairing_not_paired(e);
    if (!absent.empty()) {
        out << s.get("pairing.not_paired");
        for (std::size_t i = 0; i < absent.size(); ++i) {
            const auto [number, code] = absent[i];
            const std::string key = code == ' ' ? "pairing.requested.absent" : std::string("pairing.requested.") + code;
            out << (i ? "; " : " ") << fill(s.get(key), {{"n", std::to_string(number)}});
        }
        out << "\n";
    }
    out << "\n" << s.get("pairing.legend") << "\n";
}

std::string verdict_words(swiss::BoardVerdict verdict, const UiStrings& s) {
    return s.get(std::string("pairing.verdict.") + training::verdict_code(verdict));
}

void print_grade(const PairingExercise& e, const swiss::PairingGrade& g, const UiStrings& s, Language lang, std::ostream& out) {
    out << "\n";
    for (std::size_t i = 0; i < g.feedback.size(); ++i) {
        const auto& fb = g.feedback[i];
        out << fill(s.get("pairing.board_result"), {{"n", std::to_string(i + 1)},
                                                    {"board", training::board_words(fb.given, s.get("pairing.bye"))},
                                                    {"verdict", verdict_words(fb.verdict, s)}})
            << "\n";
        for (const auto& why : fb.why) out << "    " << why.get(lang) << "\n";
    }
    if (!g.missed.empty()) {
        out << s.get("pairing.missed") << "\n";
        for (const auto& m : g.missed) out << "    " << m.get(lang) << "\n";
    }
    if (!g.problems.empty()) {
        out << s.get("pairing.problems") << "\n";
        for (const auto& p : g.problems) out << "    " << p.get(lang) << "\n";
    }
    const std::string engine = training::boards_words(training::exercise_answer(e), s.get("pairing.bye"));
    out << fill(s.get("pairing.engine_pairing"), {{"boards", engine}}) << "\n";
    if (e.note) out << s.get("pairing.note") << ": " << e.note->get(lang) << "\n";
    out << "\n"
        << (g.all_right() ? s.get("pairing.all_right") + " " : "")
        << fill(s.get("pairing.score_line"), {{"pct", percent(g.score())},
                                               {"pairs", std::to_string(g.pairs_right)},
                                               {"colours", std::to_string(g.colours_right)},
                                               {"boards", std::to_string(g.boards)}})
        << "\n";
}

json::Value grade_json(const PairingExercise& e, const std::vector<swiss::CandidateBoard>& given, const swiss::PairingGrade& g,
                       Language lang, std::int64_t result_id) {
    auto out = training::pairing_detail_json(e, given, g);
    out.set("drill", e.id);
    out.set("title", e.title.get(lang));
    out.set("score", g.score());
    auto feedback = json::array();
    for (const auto& fb : g.feedback) {
        auto o = json::object();
        o.set("board", swiss::boards_text({fb.given}));
        o.set("verdict", training::verdict_code(fb.verdict));
        auto why = json::array();
        for (const auto& w : fb.why) why.push(json::Value(w.get(lang)));
        o.set("why", std::move(why));
        feedback.push(std::move(o));
    }
    out.set("feedback", std::move(feedback));
    auto missed = json::array();
    for (const auto& m : g.missed) missed.push(json::Value(m.get(lang)));
    out.set("missed", std::move(missed));
    out.set("result_id", result_id);
    return out;
}

// The drill the options choose. Throws UsageError for a drill that does not exist; a TRF file with
// problems prints them (FILE:LINE:COLUMN) and gives nullopt.
std::optional<PairingExercise> chosen_exercise(const Arguments& args, const std::vector<content::AuthoredPairingDrill>& authored,
                                               std::uint64_t next, const UiStrings& s, Language lang, Io& io) {
    const auto seed_text = args.value("--seed");
    const auto trf = args.value("--trf");
    const auto drill = args.value("--drill");
    if ((trf ? 1 : 0) + (drill ? 1 : 0) + (seed_text ? 1 : 0) > 1)
        throw UsageError("--seed, --trf and --drill each choose the drill: give one");
    if ((trf || drill) && args.flag("--round-robin")) throw UsageError("--round-robin takes no --trf or --drill");
    int players = 0;
    if (const auto text = args.value("--players")) {
        if (trf || drill || args.flag("--round-robin")) throw UsageError("--players is for a generated Swiss round");
        const auto n = parse_whole_number<int>(*text);
        if (!n || *n < training::kMinDrillPlayers || *n > training::kMaxDrillPlayers)
            throw UsageError("--players takes a number from " + std::to_string(training::kMinDrillPlayers) + " to " +
                             std::to_string(training::kMaxDrillPlayers));
        players = *n;
    }
    std::optional<std::uint64_t> seed;
    if (seed_text) {
        seed = parse_whole_number<std::uint64_t>(*seed_text);
        if (!seed) throw UsageError("--seed takes a whole number");
    }
    if (trf) {
        std::ifstream in(*trf, std::ios::binary);
        if (!in) {
            io.err << fill(s.get("cli.pair.unreadable"), {{"file", *trf}}) << "\n";
            return std::nullopt;
        }
        std::stringstream text;
        text << in.rdbuf();
        const auto read = swiss::read_trf(text.str(), swiss::TrfPurpose::PairNextRound);
        for (const auto& e : read.errors) io.err << *trf << ":" << e.line << ":" << e.column << ": " << e.message.get(lang) << "\n";
        if (!read.tournament) return std::nullopt;
        std::vector<LocalizedText> problems;
        auto d = swiss::pairing_drill_from_trf(text.str(), problems);
        if (!d) {
            for (const auto& p : problems) io.err << *trf << ": " << p.get(lang) << "\n";
            return std::nullopt;
        }
        PairingExercise e;
        e.id = "pairing.trf";
        e.swiss = std::move(*d);
        e.title = {*trf, *trf, *trf};
        return e;
    }
    if (drill) {
        const std::string id = drill->rfind("pairing.", 0) == 0 ? *drill : "pairing." + *drill;
        if (auto e = training::find_pairing_exercise(id, authored)) return e;
        throw UsageError(fill(s.get("cli.pairing.unknown_drill"), {{"id", *drill}}));
    }
    if (args.flag("--round-robin")) return training::round_robin_exercise(seed.value_or(next));
    if (seed || players) return training::swiss_exercise(seed.value_or(next), players);
    return training::offered_swiss_exercise(next, authored);
}

// The boards from --answer, or typed: lines until an empty one or the end of input. A pairing
// that cannot be read is said and asked again while input lasts. nullopt: nothing given. With
// --json standard output holds the one object only: the prompts and problems go to standard error.
std::optional<std::vector<swiss::CandidateBoard>> read_boards(const Arguments& args, const UiStrings& s, Language lang, Io& io) {
    std::ostream& talk = args.flag("--json") ? io.err : io.out;
    LocalizedText problem;
    if (auto given = args.value("--answer")) {
        auto boards = training::read_typed_boards(*given, problem);
        if (!boards) throw UsageError(problem.get(lang));
        return boards;
    }
    LineReader reader(io.in);
    talk << s.get("cli.pairing.prompt") << std::endl;
    for (;;) {
        std::string text, line;
        bool ended = false;
        for (;;) {
            if (reader.read(line) != LineReader::Status::line) {
                ended = true;
                break;
            }
            if (line.find_first_not_of(" \t\r") == std::string::npos) {
                if (text.empty()) continue;  // blank lines before the pairing
                break;
            }
            text += line + "\n";
        }
        if (text.empty()) return std::nullopt;
        auto boards = training::read_typed_boards(text, problem);
        if (boards && !boards->empty()) return boards;
        if (!boards) talk << problem.get(lang) << "\n";
        if (ended) return std::nullopt;
        talk << s.get("cli.pairing.try_again") << std::endl;
    }
}

int run_pairing(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, training_value_options({"--seed", "--players", "--trf", "--drill", "--answer"}), {"--round-robin", "--json", "--list"});
    args.expect_positionals(0, 0);
    const Language lang = language_option(args);
    const auto root = content_root(args.value_or("--content-root", ""));
    ContentErrors load_errors;
    const auto authored = content::load_pairing_drills(content::pairing_drill_folder(root), load_errors, root);
    for (const auto& e : load_errors) io.err << e.located(e.message) << "\n";
    if (args.flag("--list")) {
        const UiStrings s = load_strings(args);
        io.out << s.get("cli.pairing.list") << "\n";
        for (const auto& d : authored) io.out << "  " << padded(d.id, 36) << d.title.get(lang) << "\n";
        io.out << s.get("cli.pairing.generated") << "\n";
        return 0;
    }
    return with_database_errors(io, args, [&] {
        // The database first: a refused file stops us before the candidate works out a round.
        auto env = open_training(args, false);
        const UiStrings& s = env.strings;
        std::uint64_t taken = 0;
        for (const auto& r : env.store->drill_results(env.profile_id)) taken += r.drill_kind == "pairing";
        const auto exercise = chosen_exercise(args, authored, taken + 1, s, lang, io);
        if (!exercise) return 1;
        if (!args.flag("--json")) {
            io.out << exercise->title.get(lang) << "  [" << exercise->id << "]\n\n";
            if (exercise->kind == PairingExerciseKind::Swiss) {
                io.out << s.get("pairing.intro_swiss") << "\n\n";
                print_cards(*exercise, s, io.out);
            } else {
                io.out << s.get("pairing.intro_round_robin") << "\n";
            }
            io.out << "\n";
        }
        const auto boards = read_boards(args, s, lang, io);
        if (!boards) {
            io.err << s.get("cli.pairing.no_answer") << "\n";
            return 1;
        }
        const auto grade = training::grade_exercise(*exercise, *boards);
        const auto id = env.store->record_drill_result(env.profile_id, training::pairing_record(*exercise, *boards, grade, env.clock.now()));
        if (args.flag("--json")) io.out << grade_json(*exercise, *boards, grade, lang, id).dump(true) << "\n";
        else print_grade(*exercise, grade, s, lang, io.out);
        return 0;
    });
}

}  // namespace

void register_pairing_drill_commands(CommandRegistry& registry) {
    registry.add({"drill", "pairing", "pair a Swiss round (or a Berger round) yourself, graded board by board", "", run_pairing});
}

}  // namespace arbiter::cli
