// `arbiter-cli drill ...`: the timed arbiter drills in the terminal (docs/drills.md).
//   drill list       the count-out setups and the intervention drills
//   drill countout   the Go byo-yomi count-out: press Enter at each call, then the score table
// Each drill adds its commands in its own register_*() function below and is called from
// register_drill_commands(); the result goes to the training store like every training command.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "app/cli/cli_strings.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/content/pairing_drill_loader.hpp"
#include "app/core/content/ruling_json.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/drills/countout_drill.hpp"
#include "app/core/training/drills/intervention_drill.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::cli {

namespace {

using training::CountoutScore;
using training::CountoutSetup;
using training::Millis;

// ---------------------------------------------------------------- drill countout

std::vector<Millis> parse_presses(const std::string& text) {
    std::vector<Millis> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        if (item.empty()) continue;
        const auto value = parse_whole_number<Millis>(item);
        if (!value || *value < 0)
            throw UsageError("--presses takes milliseconds from the start of the move, e.g. 30000,40100 (not '" + item +
                             "')");
        out.push_back(*value);
    }
    return out;
}

CountoutSetup chosen_setup(const Arguments& args) {
    const auto id = args.value("--setup");
    const auto seed = args.value("--seed");
    if (id && seed) throw UsageError("--setup and --seed choose the same thing: give one");
    if (seed) {
        char* end = nullptr;
        const unsigned long long n = std::strtoull(seed->c_str(), &end, 10);
        if (seed->empty() || *end != '\0' || (*seed)[0] == '-') throw UsageError("--seed takes a whole number");
        return training::random_countout_setup(n);
    }
    const std::string wanted = id.value_or(training::countout_catalogue().front().id);
    auto setup = training::find_countout_setup(wanted);
    if (!setup) throw UsageError("no count-out setup '" + wanted + "' (see arbiter-cli drill list)");
    return *setup;
}

std::string seconds_text(Millis ms) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", static_cast<double>(ms) / 1000.0);
    return text;
}

std::string error_text(Millis ms) {
    return (ms > 0 ? "+" : "") + std::to_string(ms) + " ms";
}

// The presses in real time: Enter starts the clock, each Enter after it is a press, until the move ends.
std::vector<Millis> run_in_real_time(const CountoutSetup& setup, const UiStrings& strings, Io& io) {
    LineReader reader(io.in);
    std::string line;
    io.out << strings.get("cli.countout.ready") << std::endl;
    if (reader.read(line) != LineReader::Status::line) return {};
    io.out << strings.get("cli.countout.running") << std::endl;
    const auto start = std::chrono::steady_clock::now();
    const Millis end = training::countout_listen_until(setup);  // a second past the move: the last call
    std::vector<Millis> presses;
    for (;;) {
        const auto elapsed =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
        if (elapsed.count() >= end) break;
        const auto status = reader.read(line, std::chrono::milliseconds(end - elapsed.count()));
        if (status == LineReader::Status::end) break;  // no more input: the presses so far count
        if (status == LineReader::Status::timeout) break;
        const Millis at =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        if (at <= end) presses.push_back(at);
    }
    return presses;
}

void print_score_table(const CountoutSetup& setup, const CountoutScore& score, const UiStrings& strings,
                       std::ostream& out) {
    const Millis end = training::countout_end(setup);
    const auto timing = training::countout_timing(setup);
    out << "\n"
        << fill(strings.get(timing.timed_out_at ? "cli.countout.timed_out" : "cli.countout.moved"),
                {{"time", seconds_text(end)}})
        << "\n\n";
    out << std::left << std::setw(10) << strings.get("cli.countout.due") << std::setw(10)
        << strings.get("cli.countout.pressed") << std::setw(12) << strings.get("cli.countout.error")
        << strings.get("cli.countout.call") << "\n";
    for (const auto& c : score.calls) {
        out << std::left << std::setw(10) << seconds_text(c.call.offset) << std::setw(10)
            << (c.pressed_at ? seconds_text(*c.pressed_at) : "-") << std::setw(12)
            << (c.error ? error_text(*c.error) : strings.get("cli.countout.missed"))
            << c.call.words.get(strings.language()) << "\n";
    }
    if (!score.extra_presses.empty()) {
        out << strings.get("cli.countout.extra_presses");
        for (std::size_t i = 0; i < score.extra_presses.size(); ++i)
            out << (i ? ", " : "") << seconds_text(score.extra_presses[i]);
        out << "\n";
    }
    if (score.final_call_right)
        out << strings.get(*score.final_call_right ? "cli.countout.final_call_right" : "cli.countout.final_call_wrong")
            << "\n";
    out << fill(strings.get("cli.countout.calls_made"), {{"hits", std::to_string(score.hits)},
                                                         {"n", std::to_string(score.calls.size())},
                                                         {"missed", std::to_string(score.misses)},
                                                         {"extra", std::to_string(score.extra_presses.size())}});
    if (score.mean_abs_error_ms)
        out << fill(strings.get("cli.countout.mean_error"),
                    {{"ms", std::to_string(std::lround(*score.mean_abs_error_ms))}});
    out << "\n" << fill(strings.get("cli.drill.score"), {{"score", percent(score.score)}}) << "\n";
}

json::Value score_json(const CountoutSetup& setup, const CountoutScore& score, std::int64_t result_id) {
    auto out = training::countout_detail_json(setup, score);
    // The words of each call in every language, beside the detail the store keeps.
    auto& calls = out.as_object();
    for (auto& [key, value] : calls)
        if (key == "calls")
            for (std::size_t i = 0; i < value.as_array().size(); ++i)
                value.as_array()[i].set("words", content::localized_json(score.calls[i].call.words));
    out.set("setup", setup.id);
    out.set("score", score.score);
    out.set("hits", score.hits);
    out.set("misses", score.misses);
    out.set("false_alarms", static_cast<int>(score.extra_presses.size()));
    out.set("mean_abs_error_ms",
            score.mean_abs_error_ms ? json::Value(*score.mean_abs_error_ms) : json::Value(nullptr));
    out.set("final_call_right", score.final_call_right ? json::Value(*score.final_call_right) : json::Value(nullptr));
    out.set("result_id", result_id);
    return out;
}

int run_countout(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, training_value_options({"--setup", "--seed", "--presses"}), {"--json"});
    args.expect_positionals(0, 0);
    const CountoutSetup setup = chosen_setup(args);
    const Language lang = language_option(args);
    const auto given = args.value("--presses");
    std::vector<Millis> presses;
    if (given) presses = parse_presses(*given);
    return with_database_errors(io, args, [&] {
        // The database first: a refused file stops us before the candidate spends a minute on the drill.
        auto env = open_training(args, false);
        if (!args.flag("--json")) {
            io.out << setup.title.get(lang) << "  [" << setup.id << "]\n" << setup.situation.get(lang) << "\n";
            if (!given) io.out << "\n";
        }
        if (!given) presses = run_in_real_time(setup, env.strings, io);
        const auto score = training::score_countout(training::countout_timing(setup).calls, presses);
        const auto id =
            env.store->record_drill_result(env.profile_id, training::countout_record(setup, score, env.clock.now()));
        if (args.flag("--json"))
            io.out << score_json(setup, score, id).dump(true) << "\n";
        else
            print_score_table(setup, score, env.strings, io.out);
        return 0;
    });
}

// The library's scenarios that are intervention drills (training::make_intervention_drill).
struct InterventionEntry {
    std::string id, file, rules;
    std::size_t windows = 0;
};
std::vector<InterventionEntry> intervention_entries(const std::string& content) {
    const auto root = content_root(content);
    std::vector<InterventionEntry> out;
    for (const auto& sc : content::load_scenario_folder(root / "scenarios", root).scenarios)
        if (auto drill = training::make_intervention_drill(sc))
            out.push_back({sc.id, sc.file, sc.incident.rule_set, drill->scored_windows});
    return out;
}

int run_list(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--lang", "--content"}, {"--json"});
    args.expect_positionals(0, 0);
    const UiStrings strings = load_strings(args, "--content");
    const Language lang = strings.language();
    const auto interventions = intervention_entries(args.value_or("--content", ""));
    // The authored pairing drills too: one list of every timed and untimed drill a candidate can start.
    const auto root = content_root(args.value_or("--content", ""));
    ContentErrors pairing_errors;
    const auto pairing = content::load_pairing_drills(content::pairing_drill_folder(root), pairing_errors, root);
    for (const auto& e : pairing_errors) io.err << e.located(e.message) << "\n";
    if (args.flag("--json")) {
        // One list of every kind: the count-outs, then the intervention drills, then the pairing drills.
        json::Array list;
        for (const auto& s : training::countout_catalogue())
            list.emplace_back(json::Object{{"id", s.id},
                                           {"drill", "countout"},
                                           {"title", s.title.get(lang)},
                                           {"situation", s.situation.get(lang)},
                                           {"calls", static_cast<int>(training::countout_timing(s).calls.size())},
                                           {"end_ms", training::countout_end(s)}});
        for (const auto& e : interventions)
            list.emplace_back(json::Object{{"id", e.id},
                                           {"drill", "intervention"},
                                           {"file", e.file},
                                           {"rules", e.rules},
                                           {"windows", static_cast<int>(e.windows)}});
        for (const auto& d : pairing)
            list.emplace_back(json::Object{{"id", d.id},
                                           {"drill", "pairing"},
                                           {"file", d.file},
                                           {"title", d.title.get(lang)},
                                           {"boards", static_cast<int>(d.answer.size())}});
        io.out << json::Value(std::move(list)).dump(true) << "\n";
        return 0;
    }
    io.out << strings.get("cli.drill.countout_list") << "\n";
    for (const auto& s : training::countout_catalogue())
        io.out << "  " << std::left << std::setw(30) << s.id << s.title.get(lang) << "\n      " << s.situation.get(lang)
               << "\n";
    io.out << strings.get("cli.drill.random_setups") << "\n\n" << strings.get("cli.drill.intervention_list") << "\n";
    for (const auto& e : interventions) io.out << "  " << std::left << std::setw(24) << e.rules << e.file << "\n";
    io.out << "\n" << strings.get("cli.pairing.list") << "\n";
    for (const auto& d : pairing) io.out << "  " << std::left << std::setw(36) << d.id << d.title.get(lang) << "\n";
    io.out << strings.get("cli.pairing.generated") << "\n";
    return 0;
}

void register_countout_commands(CommandRegistry& registry) {
    registry.add({"drill", "countout", "Go byo-yomi count-out: press Enter at each call, scored by the millisecond", "",
                  run_countout});
}

}  // namespace

void register_drill_commands(CommandRegistry& registry) {
    registry.add({"drill", "list", "the timed drills' setups", "", run_list});
    register_countout_commands(registry);
}

}  // namespace arbiter::cli
