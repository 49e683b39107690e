// `arbiter-cli pack build|import|list|remove`: content packs, an instructor's scenarios, questions
// and exam blueprints in one file with a manifest of SHA-256 hashes (docs/packs.md). The format is
// app/core/packs/pack.hpp's, the checks and the installing pack_install.hpp's; this file only reads
// the options and prints, every line in the --lang language (assets/lang: cli.pack.*).
#include <unistd.h>

#include <fstream>
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/cli_strings.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
#include "app/core/packs/pack_install.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"

namespace arbiter::cli {

namespace {

namespace fs = std::filesystem;

void print_problems(std::ostream& out, const packs::PackProblems& problems, const UiStrings& strings) {
    for (const auto& p : problems) out << packs::describe(p, strings) << "\n";
}

void print_warnings(std::ostream& out, const packs::PackProblems& warnings, const UiStrings& strings) {
    for (const auto& w : warnings)
        out << fill(strings.get("cli.pack.warning"), {{"message", packs::describe(w, strings)}}) << "\n";
}

std::string counts_text(const UiStrings& s, std::size_t questions, std::size_t scenarios, std::size_t blueprints) {
    return fill(s.get("cli.pack.counts"), {{"questions", std::to_string(questions)},
                                          {"scenarios", std::to_string(scenarios)},
                                          {"blueprints", std::to_string(blueprints)}});
}

int run_build(const std::vector<std::string>& given, Io& io) {
    std::vector<std::string> raw = given;
    for (auto& word : raw)
        if (word == "-o") word = "--output";
    Arguments args(raw,
                   {"--output", "--id", "--version", "--author", "--title-zh-Hans", "--title-zh-Hant", "--title-en",
                    "--content-root", "--lang"},
                   {});
    args.expect_positionals(1, 1);
    const UiStrings strings = load_strings(args);
    const auto output = args.value("--output");
    if (!output) throw UsageError("give the pack file to write: -o FILE");
    for (const char* required : {"--id", "--version", "--author"})
        if (!args.value(required)) throw UsageError(std::string("give ") + required);
    packs::PackManifest info;
    info.id = *args.value("--id");
    info.version = *args.value("--version");
    info.author = *args.value("--author");
    for (const char* tag : {"zh-Hans", "zh-Hant", "en"})
        if (auto title = args.value(std::string("--title-") + tag)) info.title[tag] = *title;

    const std::string dir_name = args.positional(0, "DIR");
    const fs::path dir(dir_name);
    auto collected = packs::collect_pack_folder(dir, info, dir_name);
    packs::FolderCheck check;
    if (collected.pack) {
        std::string prefix = dir_name;
        if (!prefix.empty() && prefix.back() != '/') prefix += '/';
        check = packs::check_pack_folder(dir, content_root(args.value_or("--content-root", "")), {}, info.id, prefix);
    }
    auto problems = collected.problems;
    problems.insert(problems.end(), check.problems.begin(), check.problems.end());
    print_problems(io.out, problems, strings);
    print_warnings(io.out, check.warnings, strings);
    if (!problems.empty()) {
        io.out << fill(strings.get("cli.pack.build_refused"), {{"n", std::to_string(problems.size())}, {"dir", dir_name}})
               << "\n";
        return 1;
    }
    const std::string bytes = packs::write_pack(*collected.pack);
    {
        std::ofstream out(*output, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            io.err << fill(strings.get("cli.pack.cannot_write"), {{"file", *output}}) << "\n";
            return 1;
        }
    }
    const auto& m = collected.pack->manifest;
    io.out << fill(strings.get("cli.pack.built"), {{"file", *output},
                                                   {"id", m.id},
                                                   {"version", m.version},
                                                   {"files", std::to_string(m.files.size())},
                                                   {"counts", counts_text(strings, check.questions, check.scenarios,
                                                                          check.blueprints)}})
           << "\n";
    return 0;
}

int run_import(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--content-root", "--lang"}, {"--replace"});
    args.expect_positionals(1, 1);
    const UiStrings strings = load_strings(args);
    const std::string file = args.positional(0, "FILE");
    packs::ImportOptions options;
    options.content_root = content_root(args.value_or("--content-root", ""));
    options.replace = args.flag("--replace");
    // Asked only of a person at a terminal; a script gets exit status 3 and the hint.
    if (&io.in == &std::cin && ::isatty(STDIN_FILENO))
        options.confirm = [&](const packs::PackManifest& installed, const packs::PackManifest& incoming) {
            io.out << fill(strings.get("cli.pack.confirm"),
                           {{"id", incoming.id}, {"old", installed.version}, {"version", incoming.version}})
                   << std::flush;
            std::string answer;
            if (!std::getline(io.in, answer)) return false;
            return answer == "y" || answer == "Y" || answer == "yes" || answer == "是" || answer == "是的";
        };
    const auto result = packs::import_pack(file, fs::path(file).filename().string(), options);
    const auto& m = result.manifest;
    print_warnings(io.out, result.warnings, strings);
    const std::string counts = counts_text(strings, result.questions, result.scenarios, result.blueprints);
    const std::string old = result.previous ? result.previous->version : std::string();
    switch (result.outcome) {
    case packs::ImportOutcome::installed:
        io.out << fill(strings.get("cli.pack.installed"), {{"id", m.id}, {"version", m.version}, {"counts", counts}}) << "\n";
        return 0;
    case packs::ImportOutcome::replaced:
        io.out << fill(strings.get("cli.pack.replaced"),
                       {{"id", m.id}, {"old", old}, {"version", m.version}, {"counts", counts}})
               << "\n";
        return 0;
    case packs::ImportOutcome::already_installed:
        io.out << fill(strings.get("cli.pack.already"), {{"id", m.id}, {"version", m.version}}) << "\n";
        return 0;
    case packs::ImportOutcome::needs_confirmation:
        io.out << fill(strings.get("cli.pack.other_version"), {{"id", m.id}, {"old", old}, {"version", m.version}}) << "\n";
        return 3;
    case packs::ImportOutcome::refused:
        break;
    }
    print_problems(io.out, result.problems, strings);
    io.out << fill(strings.get("cli.pack.refused"), {{"n", std::to_string(result.problems.size())}, {"file", file}}) << "\n";
    return 1;
}

int run_list(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--lang", "--content-root"}, {"--json"});
    args.expect_positionals(0, 0);
    const UiStrings strings = load_strings(args);
    const auto installed = packs::installed_packs();
    if (args.flag("--json")) {
        auto list = json::array();
        for (const auto& p : installed) {
            auto o = json::object();
            o.set("id", p.manifest.id);
            o.set("version", p.manifest.version);
            o.set("author", p.manifest.author);
            auto title = json::object();
            for (const auto& [tag, text] : p.manifest.title) title.set(tag, text);
            o.set("title", title);
            o.set("created", p.manifest.created);
            o.set("questions", p.questions);
            o.set("scenarios", p.scenarios);
            o.set("blueprints", p.blueprints);
            o.set("folder", p.folder.string());
            list.push(std::move(o));
        }
        auto out = json::object();
        out.set("packs", list);
        io.out << out.dump() << "\n";
        return 0;
    }
    if (installed.empty()) {
        io.out << strings.get("cli.pack.list_empty") << "\n";
        return 0;
    }
    for (const auto& p : installed)
        io.out << fill(strings.get("cli.pack.list_line"),
                       {{"id", p.manifest.id},
                        {"version", p.manifest.version},
                        {"author", p.manifest.author},
                        {"counts", counts_text(strings, p.questions, p.scenarios, p.blueprints)},
                        {"title", p.manifest.title_in(language_tag(strings.language()))}})
               << "\n";
    return 0;
}

int run_remove(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {"--lang", "--content-root"}, {});
    args.expect_positionals(1, 1);
    const UiStrings strings = load_strings(args);
    const std::string id = args.positional(0, "ID");
    if (!packs::remove_pack(id)) {
        io.out << fill(strings.get("cli.pack.not_installed"), {{"id", id}}) << "\n";
        return 1;
    }
    io.out << fill(strings.get("cli.pack.removed"), {{"id", id}}) << "\n";
    return 0;
}

}  // namespace

void register_pack_commands(CommandRegistry& registry) {
    registry.add({"pack", "build", "bundle scenarios, questions and exam blueprints into one pack file", "",
                  run_build});
    registry.add({"pack", "import", "check a pack file and install it for practice and exams", "", run_import});
    registry.add({"pack", "list", "the installed content packs", "", run_list});
    registry.add({"pack", "remove", "remove an installed content pack", "", run_remove});
}

}  // namespace arbiter::cli
