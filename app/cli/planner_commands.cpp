// `arbiter-cli plan`: the certification path planner — which grade can be applied for next and what
// is still missing — from the certification facts in question_bank/certification/.
#include <algorithm>
#include <sstream>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/cli_strings.hpp"
#include "app/cli/terminal_columns.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/certification/certification_planner.hpp"
#include "app/core/content/content_library.hpp"
#include "app/core/json.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/drills/pairing_exercise.hpp"
#include "app/core/training/sport_profile.hpp"

namespace arbiter::cli {

namespace {

using namespace arbiter::certification;

std::string sources_text(const Sourced& s) {
    std::string out;
    for (const auto& ref : s.sources) {
        out += (out.empty() ? "" : "; ") + ref.document;
        if (!ref.article.empty()) out += " " + ref.article;
        if (!ref.page.empty()) out += " p. " + ref.page;
    }
    return out;
}

json::Value sources_json(const Sourced& s) {
    auto list = json::array();
    for (const auto& ref : s.sources) {
        auto o = json::object();
        o.set("document", ref.document);
        if (!ref.article.empty()) o.set("article", ref.article);
        if (!ref.page.empty()) o.set("page", ref.page);
        list.push(o);
    }
    return list;
}

json::Value text_json(const LocalizedText& t) {
    auto o = json::object();
    o.set("zh-Hans", t.zh_hans);
    o.set("zh-Hant", t.zh_hant);
    o.set("en", t.en);
    return o;
}

json::Value option_json(const PathOption& option) {
    auto o = json::object();
    o.set("grade", option.grade->id);
    o.set("name", text_json(option.grade->name));
    o.set("can_apply_now", option.can_apply_now());
    if (option.direct_entry) o.set("direct_entry_for", option.direct_entry->player_level);
    auto checks = json::array();
    for (const auto& c : option.checks) {
        auto j = json::object();
        j.set("kind", std::string(requirement_kind_tag(c.requirement->kind)));
        j.set("status", std::string(check_status_tag(c.status)));
        j.set("text", text_json(c.requirement->text));
        if (!c.detail.en.empty()) j.set("detail", text_json(c.detail));
        j.set("confidence", std::string(confidence_tag(c.requirement->confidence)));
        if (c.requirement->kind == RequirementKind::Fee) j.set("local", c.requirement->local);
        j.set("source", sources_json(*c.requirement));
        checks.push(j);
    }
    o.set("checks", checks);
    return o;
}

// "held 2 years, 1 event, age 30, player level none": the input, in the words of cli.plan.summary.
// A player level as the reader says it: its name in the facts and its id, "none" in words.
std::string level_text(const UiStrings& strings, const CertificationFacts& facts, const std::string& id) {
    if (id == "none") return strings.get("cli.plan.no_player_level");
    const PlayerLevel* level = facts.player_level(id);
    return level ? level->name.get(strings.language()) + " [" + id + "]" : id;
}

std::string summary_text(const UiStrings& strings, const CertificationFacts& facts, const PlannerInput& in) {
    std::ostringstream years;
    years << in.years_held;
    return fill(strings.get("cli.plan.summary"), {{"years", years.str()},
                                                   {"events", std::to_string(in.events_officiated)},
                                                   {"age", std::to_string(in.age)},
                                                   {"level", level_text(strings, facts, in.player_level)}});
}

void print_option(std::ostream& out, const PathOption& option, const UiStrings& strings, const CertificationFacts& facts) {
    const Language lang = strings.language();
    std::string grade = option.grade->name.get(lang) + " [" + option.grade->id + "]";
    if (option.direct_entry) grade += " — " + strings.get("cli.plan.direct_entry") + level_text(strings, facts, option.direct_entry->player_level);
    out << "\n"
        << fill(strings.get("cli.plan.option"),
                {{"grade", grade}, {"status", strings.get(option.can_apply_now() ? "cli.plan.can_apply" : "cli.plan.not_yet")}})
        << "\n";
    // The status words are the desktop planner's (planner.status.*), lined up in one column.
    std::vector<std::string> statuses;
    std::size_t status_width = 0;
    for (const auto& c : option.checks) {
        statuses.push_back("[" + strings.get("planner.status." + std::string(check_status_tag(c.status))) + "]");
        status_width = std::max(status_width, display_width(statuses.back()));
    }
    for (std::size_t i = 0; i < option.checks.size(); ++i) {
        const auto& c = option.checks[i];
        out << "  " << padded(statuses[i], status_width) << c.requirement->text.get(lang);
        if (!c.detail.get(lang).empty()) out << " — " << c.detail.get(lang);
        out << "  {" << sources_text(*c.requirement) << "; "
            << strings.get("cli.plan.confidence." + std::string(confidence_tag(c.requirement->confidence)))
            << (c.requirement->kind == RequirementKind::Fee && c.requirement->local ? "; " + strings.get("cli.plan.local_fee") : "")
            << "}\n";
    }
    if (option.direct_entry)
        out << "  " << strings.get("cli.plan.why") << ": " << option.direct_entry->text.get(lang) << "  {" << sources_text(*option.direct_entry) << "}\n";
}

int run_plan(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--grade", "--years", "--events", "--age", "--player-level", "--sport", "--lang", "--content-root"},
                   {"--json"});
    args.expect_positionals(0, 0);
    PlannerInput input;
    input.current_grade = args.value_or("--grade", "none");
    input.years_held = args.number("--years", 0);
    input.events_officiated = static_cast<int>(args.integer("--events", 0));
    if (!args.value("--age")) throw UsageError("--age is required (several grades have age limits)");
    input.age = static_cast<int>(args.integer("--age", 0));
    input.player_level = args.value_or("--player-level", "none");
    if (auto sport = args.value("--sport")) {
        auto normal = training::normalize_sport(*sport);
        if (!normal) throw UsageError("unknown sport '" + *sport + "' (--sport go, chess or both)");
        input.sport = *normal;
    }
    const UiStrings strings = load_strings(args);
    const Language language = strings.language();

    auto root = content_root(args.value_or("--content-root", ""));
    auto load = load_certification_directory(root / "question_bank" / "certification", root);
    if (!load.errors.empty()) {
        for (const auto& e : load.errors) io.err << e.to_string() << "\n";
        io.err << "arbiter-cli plan: the certification facts do not load (run arbiter-cli validate)\n";
        return 1;
    }
    ContentErrors blueprint_errors;  // reported by arbiter-cli validate; the plan stands without them
    const auto blueprints = training::load_exam_blueprints(root / "question_bank" / "exam_blueprints", blueprint_errors, root);
    Plan plan;
    try {
        plan = plan_next_grade(load.facts, input);
    } catch (const PlannerError& e) {
        throw UsageError(e.what());
    }

    if (args.flag("--json")) {
        auto out = json::object();
        out.set("grade", input.current_grade);
        out.set("years", input.years_held);
        out.set("events", input.events_officiated);
        out.set("age", input.age);
        out.set("player_level", input.player_level);
        out.set("at_top", plan.at_top);
        auto options = json::array();
        for (const auto& o : plan.options) {
            auto option = option_json(o);
            option.set("pairing_drill", training::pairing_drill_offered(blueprints, o.grade->id, input.sport));
            options.push(std::move(option));
        }
        out.set("options", options);
        io.out << out.dump() << "\n";
        return 0;
    }
    const Grade* current = load.facts.grade(input.current_grade);
    io.out << fill(strings.get("cli.plan.current"),
                   {{"grade", current ? current->name.get(language) + " [" + current->id + "]" : strings.get("planner.no_grade")},
                    {"summary", summary_text(strings, load.facts, input)}})
           << "\n";
    if (plan.at_top) io.out << strings.get("cli.plan.at_top") << "\n";
    for (const auto& o : plan.options) {
        print_option(io.out, o, strings, load.facts);
        // The pairing drill where that grade's exam asks for pairings (docs/drills.md § Who is offered it).
        if (training::pairing_drill_offered(blueprints, o.grade->id, input.sport))
            io.out << "  " << fill(strings.get("cli.plan.pairing_offer"), {{"grade", o.grade->name.get(language)}}) << "\n";
    }
    return 0;
}

}  // namespace

void register_planner_commands(CommandRegistry& registry) {
    registry.add({"plan", "", "which arbiter grade can be applied for next, and what is missing", "",
                  run_plan});
}

}  // namespace arbiter::cli
