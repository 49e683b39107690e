// `arbiter-cli centre schedule|give-pack|list`: what an instructor gives a class (docs/centre.md
// § Packs and scheduled exams), over the instructor's own login role. The server decides whose
// classes these are (row-level security); the work is app/core/centre/class_work's, this file
// parses, checks what it can on this machine first (the blueprint exists, the pack file reads),
// and prints in the --lang language.
#include <fstream>
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/centre_cli_support.hpp"
#include "app/cli/cli_strings.hpp"
#include "app/core/centre/class_work.hpp"
#include "app/core/json.hpp"
#include "app/core/packs/pack_install.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::cli {

namespace {

std::string conninfo_of(const Arguments& args, std::size_t positionals_after) {
    // CONNINFO is optional (libpq's PGHOST, PGDATABASE, PGUSER … otherwise), and comes first.
    return args.positionals().size() > positionals_after ? args.positional(0, "CONNINFO") : std::string();
}

std::uint64_t seed_of(const std::string& text) {
    // The server keeps seeds in a bigint: no larger than its maximum.
    const auto value = parse_whole_number<std::int64_t>(text);
    if (!value || *value < 0)
        throw UsageError("--seed takes a whole number from 0 to 9223372036854775807, not '" + text + "'");
    return static_cast<std::uint64_t>(*value);
}

// The blueprints this machine knows: the shipped ones and the installed packs'.
bool blueprint_known(const Arguments& args, const std::string& id) {
    ContentErrors errors;
    const auto shipped = training::load_exam_blueprints(
        content_root(args.value_or("--content-root", "")) / "question_bank" / "exam_blueprints", errors);
    for (const auto& b : shipped)
        if (b.id == id && !b.retired) return true;
    for (const auto& b : packs::pack_blueprints(packs::installed_pack_folders(), shipped, errors))
        if (b.id == id) return true;
    return false;
}

json::Value exam_json(const centre::ScheduledExamRow& e) {
    return json::Object{{"id", e.id},
                        {"class", e.class_code},
                        {"blueprint", e.blueprint_id},
                        {"seed", std::to_string(e.seed)},
                        {"opens_ms", e.opens_ms},
                        {"closes_ms", e.closes_ms},
                        {"scheduled_by", e.scheduled_by}};
}

std::string exam_line(const UiStrings& s, const centre::ScheduledExamRow& e) {
    return fill(s.get("cli.centre.schedule_line"), {{"id", std::to_string(e.id)},
                                                    {"blueprint", e.blueprint_id},
                                                    {"seed", std::to_string(e.seed)},
                                                    {"from", utc_time(e.opens_ms)},
                                                    {"to", utc_time(e.closes_ms)},
                                                    {"by", e.scheduled_by}});
}

int run_schedule(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--lang", "--content-root", "--class", "--blueprint", "--seed", "--from", "--to"}, {"--json"});
    args.expect_positionals(0, 1);
    centre::ScheduleRequest request;
    for (const char* required : {"--class", "--blueprint", "--seed", "--from", "--to"})
        if (!args.value(required) || args.value(required)->empty())
            throw UsageError(std::string("give ") + required + " (arbiter-cli centre schedule --help)");
    request.class_code = *args.value("--class");
    request.blueprint_id = *args.value("--blueprint");
    request.seed = seed_of(*args.value("--seed"));
    request.opens = *args.value("--from");
    request.closes = *args.value("--to");
    const UiStrings s = load_strings(args);
    if (!blueprint_known(args, request.blueprint_id)) {
        io.err << fill(s.get("cli.centre.unknown_blueprint"), {{"id", request.blueprint_id}}) << "\n";
        return 1;
    }
    try {
        centre::PgConnection connection(conninfo_of(args, 0));
        const auto row = centre::schedule_exam(connection, request);
        if (args.flag("--json"))
            io.out << exam_json(row).dump() << "\n";
        else
            io.out << fill(s.get("cli.centre.scheduled"), {{"class", row.class_code}}) << "\n"
                   << exam_line(s, row) << "\n";
        return 0;
    } catch (const centre::CentreError& e) {
        return centre_failure(s, e, io);
    }
}

int run_give_pack(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--lang", "--content-root", "--class"}, {});
    args.expect_positionals(1, 2);
    const auto cls = args.value("--class");
    if (!cls || cls->empty()) throw UsageError("give --class (arbiter-cli centre give-pack --help)");
    const UiStrings s = load_strings(args);
    const std::string file = args.positionals().back();
    // The file is read as the candidates' programs will read it; a pack they would refuse as
    // damaged is never given.
    auto read = packs::read_pack_file(file, file);
    if (!read.pack) {
        for (const auto& p : read.problems) io.out << packs::describe(p, s) << "\n";
        io.err << fill(s.get("cli.centre.pack_not_given"),
                       {{"file", file}, {"n", std::to_string(read.problems.size())}})
               << "\n";
        return 1;
    }
    std::string bytes;
    {
        std::ifstream in(file, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    try {
        centre::PgConnection connection(conninfo_of(args, 1));
        const auto given = centre::give_pack(connection, *cls, bytes, read.pack->manifest);
        io.out << fill(s.get("cli.centre.pack_given"), {{"id", given.pack_id},
                                                        {"version", given.version},
                                                        {"class", given.class_code},
                                                        {"sha", given.sha256.substr(0, 12)}})
               << "\n";
        return 0;
    } catch (const centre::CentreError& e) {
        return centre_failure(s, e, io);
    }
}

int run_list(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--lang", "--content-root", "--class"}, {"--json"});
    args.expect_positionals(0, 1);
    const auto cls = args.value("--class");
    if (!cls || cls->empty()) throw UsageError("give --class (arbiter-cli centre list --help)");
    const UiStrings s = load_strings(args);
    centre::ClassWork work;
    try {
        centre::PgConnection connection(conninfo_of(args, 0));
        work = centre::class_work(connection, *cls);
    } catch (const centre::CentreError& e) {
        return centre_failure(s, e, io);
    }
    if (args.flag("--json")) {
        const auto pack_json = [](const auto& p) {
            return json::Object{{"id", p.pack_id},  {"version", p.version},   {"sha256", p.sha256},
                                {"bytes", p.bytes}, {"given_by", p.given_by}, {"given_ms", p.given_ms}};
        };
        const json::Value out = json::Object{{"class", *cls},
                                             {"exams", json::array_of(work.exams, exam_json)},
                                             {"packs", json::array_of(work.packs, pack_json)}};
        io.out << out.dump() << "\n";
        return 0;
    }
    io.out << fill(s.get("cli.centre.list_exams"), {{"class", *cls}}) << "\n";
    if (work.exams.empty()) io.out << s.get("cli.centre.list_none") << "\n";
    for (const auto& e : work.exams) io.out << exam_line(s, e) << "\n";
    io.out << fill(s.get("cli.centre.list_packs"), {{"class", *cls}}) << "\n";
    if (work.packs.empty()) io.out << s.get("cli.centre.list_none") << "\n";
    for (const auto& p : work.packs)
        io.out << fill(s.get("cli.centre.list_pack"), {{"id", p.pack_id},
                                                       {"version", p.version},
                                                       {"by", p.given_by},
                                                       {"when", utc_time(p.given_ms)},
                                                       {"sha", p.sha256.substr(0, 12)}})
               << "\n";
    return 0;
}

}  // namespace

void register_centre_class_commands(CommandRegistry& registry) {
    registry.add({"centre", "schedule", "schedule a mock exam for a class you teach (instructors)", "", run_schedule});
    registry.add({"centre", "give-pack", "give a content pack to a class you teach (instructors)", "", run_give_pack});
    registry.add({"centre", "list", "a class's scheduled exams and packs (instructors)", "", run_list});
}

}  // namespace arbiter::cli
