// `arbiter-cli validate [PATH...] [--coverage] [--json]`: checks content files (questions, source
// catalogue, certification facts, exam blueprints, scenarios: app/core/validate/).
#include <algorithm>
#include <iomanip>
#include <sstream>

#include <optional>

#include "app/cli/arguments.hpp"
#include "app/cli/cli_strings.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/training/exams/cue_audit.hpp"
#include "app/core/content/content_library.hpp"
#include "app/core/validate/validation.hpp"
#include "app/core/json.hpp"
#include "app/core/paths.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/text_fill.hpp"

namespace arbiter::cli {

namespace {

using content::Level;
using content::QuestionCoverage;

// "message" is English; with --lang, "text" is the message in that language and "key" the
// problem's key of assets/lang (absent for the problems that are English only).
json::Value error_json(const ContentError& e, const std::optional<UiStrings>& strings) {
    auto o = json::object();
    o.set("file", e.file);
    o.set("line", e.line);
    o.set("column", e.column);
    o.set("message", e.message);
    if (strings) {
        if (!e.key.empty()) o.set("key", e.key);
        o.set("text", problem_message(e, *strings));
    }
    return o;
}

json::Value coverage_json(const QuestionCoverage& c) {
    auto o = json::object();
    o.set("total", c.total);
    o.set("generated", c.generated);
    auto topics = json::object();
    for (const auto& [topic, n] : c.by_topic_area) {
        auto t = json::object();
        t.set("total", n);
        auto levels = json::object();
        if (auto it = c.by_topic_and_level.find(topic); it != c.by_topic_and_level.end())
            for (const auto& [level, count] : it->second) levels.set(std::string(content::level_tag(level)), count);
        t.set("levels", levels);
        topics.set(topic, t);
    }
    o.set("by_topic", topics);
    auto levels = json::object();
    for (const auto& [level, n] : c.by_level) levels.set(std::string(content::level_tag(level)), n);
    o.set("by_level", levels);
    auto types = json::object();
    for (const auto& [type, n] : c.by_type) types.set(std::string(content::question_type_tag(type)), n);
    o.set("by_type", types);
    auto difficulty = json::object();
    for (const auto& [d, n] : c.by_difficulty) difficulty.set(std::to_string(d), n);
    o.set("by_difficulty", difficulty);
    return o;
}

void print_coverage(std::ostream& out, const QuestionCoverage& c) {
    out << "\nCoverage: " << c.total << " items (" << c.generated << " generated)\n";
    out << std::left << std::setw(22) << "topic area" << std::right << std::setw(7) << "total";
    for (Level level : content::kAllLevels) out << std::setw(13) << content::level_tag(level);
    out << "\n";
    for (auto area : content::kTopicAreas) {
        std::string topic(area);
        auto total = c.by_topic_area.count(topic) ? c.by_topic_area.at(topic) : 0;
        out << std::left << std::setw(22) << topic << std::right << std::setw(7) << total;
        for (Level level : content::kAllLevels) {
            std::size_t n = 0;
            if (auto it = c.by_topic_and_level.find(topic); it != c.by_topic_and_level.end())
                if (auto jt = it->second.find(level); jt != it->second.end()) n = jt->second;
            out << std::setw(13) << n;
        }
        out << "\n";
    }
    out << std::left << std::setw(22) << "all" << std::right << std::setw(7) << c.total;
    for (Level level : content::kAllLevels)
        out << std::setw(13) << (c.by_level.count(level) ? c.by_level.at(level) : 0);
    out << "\nby type:";
    for (const auto& [type, n] : c.by_type) out << " " << content::question_type_tag(type) << " " << n;
    out << "\nby difficulty:";
    for (const auto& [d, n] : c.by_difficulty) out << " " << d << ":" << n;
    out << "\n";
}

json::Value cues_json(const training::CueAudit& audit) {
    auto list = json::array();
    for (const auto& c : audit.cues) {
        auto o = json::object();
        o.set("item", c.item_id);
        o.set("kind", c.kind);
        o.set("detail", c.detail());
        o.set("waived", c.waived);
        list.push(std::move(o));
    }
    auto out = json::object();
    out.set("single_choice", audit.single_choice);
    out.set("key_longest", audit.key_longest);
    out.set("key_written_first", audit.key_written_first);
    out.set("scenarios", audit.scenarios);
    out.set("drill_questions", audit.drill_questions);
    out.set("waivers", audit.waivers);
    out.set("list", std::move(list));
    return out;
}

// "cue: q-7: key_longest: the key is …" in the report's language (problem.cue.* in assets/lang).
void print_cue(std::ostream& out, const training::Cue& c, const UiStrings& words) {
    out << fill(words.get(c.waived ? "cli.validate.cue_waived" : "cli.validate.cue"),
                {{"item", c.item_id}, {"kind", c.kind}, {"detail", problem_message(c.words, words)}})
        << "\n";
}

void print_cues(std::ostream& out, const training::CueAudit& audit, const UiStrings& words) {
    for (const auto& c : audit.cues) print_cue(out, c, words);
    auto share = [](int part, int whole) {
        return whole ? std::to_string(part * 100 / whole) + "%" : std::string("-");
    };
    out << fill(words.get("cli.validate.cue_totals"),
                {{"cues", std::to_string(audit.cues.size())},
                 {"unwaived", std::to_string(audit.unwaived().size())},
                 {"waivers", std::to_string(audit.waivers)},
                 {"questions", std::to_string(audit.single_choice)},
                 {"scenarios", std::to_string(audit.scenarios)},
                 {"drills", std::to_string(audit.drill_questions)},
                 {"longest", std::to_string(audit.key_longest)},
                 {"longest_share", share(audit.key_longest, audit.single_choice)},
                 {"first", std::to_string(audit.key_written_first)},
                 {"first_share", share(audit.key_written_first, audit.single_choice)}})
        << "\n";
}

// A validator's name in the report's language ("exam blueprints" → cli.validate.kind.exam_blueprints).
std::string validator_name(const UiStrings& words, std::string name) {
    std::replace(name.begin(), name.end(), ' ', '_');
    return words.get("cli.validate.kind." + name);
}

int run_validate(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--content-root", "--lang"}, {"--coverage", "--cues", "--json"});
    // The report in the --lang language when it is given; without it the report is English, as
    // an author's or a CI script's log has always read it (the problems' `message`, the English strings).
    std::optional<UiStrings> strings;
    if (args.value("--lang")) strings = load_strings(args);
    const auto line_of = [&](const ContentError& e) { return strings ? problem_line(e, *strings) : e.to_string(); };
    std::filesystem::path root = content_root(args.value_or("--content-root", ""));
    // The report's own words: the --lang strings, else English ones.
    ContentErrors ignored;
    const UiStrings english =
        strings ? UiStrings{} : UiStrings::load(interface_strings_dir(root), Language::En, ignored);
    const UiStrings& words = strings ? *strings : english;
    const auto count = [&](std::size_t n, const char* one, const char* many) {
        return fill(words.get(n == 1 ? one : many), {{"n", std::to_string(n)}});
    };
    const auto errors_text = [&](std::size_t n) { return count(n, "cli.validate.error", "cli.validate.errors"); };
    std::vector<std::filesystem::path> paths(args.positionals().begin(), args.positionals().end());
    auto run = validate::validate_content(paths, root);
    auto errors = run.all_errors();
    // The cue audit (training/exams/cue_audit.hpp) runs over the whole content when no PATH is given (or
    // with --cues): every cue not waived by the item's cue_waiver is an error.
    std::optional<training::CueAudit> cues;
    if (args.flag("--cues") || paths.empty()) cues = training::audit_cues(*training::TrainingContent::load(root));
    const std::size_t cue_errors = cues ? cues->unwaived().size() : 0;

    if (args.flag("--json")) {
        auto out = json::object();
        out.set("ok", errors.empty() && cue_errors == 0);
        out.set("error_count", errors.size() + cue_errors);
        const auto problem = [&](const ContentError& e) { return error_json(e, strings); };
        out.set("errors", json::array_of(errors, problem));
        json::Array warnings;
        for (const auto& r : run.reports)
            for (const auto& w : r.warnings) warnings.emplace_back(problem(w));
        out.set("warnings", std::move(warnings));
        out.set("reports", json::array_of(run.reports, [&](const auto& r) {
                    json::Value o = json::Object{{"validator", r.validator},
                                                 {"files", r.files},
                                                 {"entries", r.entries},
                                                 {"errors", r.errors.size()}};
                    if (args.flag("--coverage") && r.coverage) o.set("coverage", coverage_json(*r.coverage));
                    if (args.flag("--coverage") && !r.coverage_text.empty()) o.set("coverage_text", r.coverage_text);
                    return o;
                }));
        if (cues) out.set("cues", cues_json(*cues));
        io.out << out.dump() << "\n";
    } else {
        for (const auto& e : errors) io.out << line_of(e) << "\n";
        for (const auto& r : run.reports)
            for (const auto& w : r.warnings)
                io.out << fill(words.get("cli.validate.warning"), {{"problem", line_of(w)}}) << "\n";
        for (const auto& r : run.reports)
            io.out << fill(words.get("cli.validate.summary"),
                           {{"validator", validator_name(words, r.validator)},
                            {"entries", std::to_string(r.entries)},
                            {"files", count(r.files, "cli.validate.file", "cli.validate.files")},
                            {"errors", errors_text(r.errors.size())}})
                   << "\n";
        if (args.flag("--coverage"))
            for (const auto& r : run.reports) {
                if (r.coverage) print_coverage(io.out, *r.coverage);
                io.out << r.coverage_text;
            }
        if (cues && args.flag("--cues")) {
            print_cues(io.out, *cues, words);
        } else if (cues) {
            for (const auto& c : cues->unwaived()) print_cue(io.out, c, words);
            io.out << fill(words.get("cli.validate.cue_summary"), {{"cues", std::to_string(cues->cues.size())},
                                                                   {"errors", errors_text(cue_errors)},
                                                                   {"waivers", std::to_string(cues->waivers)}})
                   << "\n";
        }
        const std::size_t total = errors.size() + cue_errors;
        io.out << (total == 0 ? words.get("cli.validate.ok")
                              : fill(words.get("cli.validate.failed"), {{"n", std::to_string(total)}}))
               << "\n";
    }
    return errors.empty() && cue_errors == 0 ? 0 : 1;
}

}  // namespace

void register_validate_commands(CommandRegistry& registry) {
    registry.add({"validate", "", "check content files (questions, sources, certification facts)", "", run_validate});
}

}  // namespace arbiter::cli
