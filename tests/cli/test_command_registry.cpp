#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <stdexcept>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
#include "app/core/ui_strings.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;
using namespace arbiter::cli;

namespace {
using Run = test::CliRun;

Run run(const std::vector<std::string>& argv, const std::string& input = "") {
    CommandRegistry registry;
    register_info_commands(registry);
    registry.add({"demo", "echo", "echo a word", "Usage: arbiter-cli demo echo WORD [--twice]",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, {}, {"--twice"});
                      args.expect_positionals(1, 1);
                      io.out << args.positional(0, "WORD") << (args.flag("--twice") ? args.positional(0, "") : "");
                      return 0;
                  }});
    return test::run_cli(registry, argv, input);
}
}  // namespace

TEST_CASE("cli: dispatch by group and command") {
    auto r = run({"demo", "echo", "ko", "--twice"});
    CHECK(r.status == 0);
    CHECK(r.out == "koko");
}

TEST_CASE("cli: usage errors go to stderr with exit status 2") {
    CHECK(run({}).status == 2);
    auto unknown = run({"nonsense", "--lang", "en"});
    CHECK(unknown.status == 2);
    CHECK(unknown.err.find("unknown command") != std::string::npos);
    CHECK(unknown.out.empty());
    auto bad_option = run({"demo", "echo", "x", "--thrice"});
    CHECK(bad_option.status == 2);
    CHECK(bad_option.err.find("unknown option --thrice") != std::string::npos);
    CHECK(run({"demo", "echo"}).status == 2);
    CHECK(run({"demo"}).status == 2);
}

TEST_CASE("cli: --help and --version go to stdout with exit status 0") {
    auto help = run({"--help"});
    CHECK(help.status == 0);
    CHECK(help.out.find("demo echo") != std::string::npos);
    auto command_help = run({"demo", "echo", "--help"});
    CHECK(command_help.status == 0);
    CHECK(command_help.out.find("Usage: arbiter-cli demo echo") != std::string::npos);
    CHECK(run({"--version"}).out.find("arbiter-cli ") == 0);
}

TEST_CASE("cli: info paths --json is machine-readable") {
    auto r = run({"info", "paths", "--json"});
    REQUIRE(r.status == 0);
    auto v = json::parse(r.out);
    CHECK(v.find("database")->as_string().find("trainer.db") != std::string::npos);
}

TEST_CASE("arguments: values, repeated options and numbers") {
    Arguments a({"file.yaml", "--lang", "en", "--k=20", "--game", "1", "--game", "2"}, {"--lang", "--k", "--game"}, {});
    CHECK(a.positional(0, "FILE") == "file.yaml");
    CHECK(a.value_or("--lang", "zh-Hans") == "en");
    CHECK(a.integer("--k", 0) == 20);
    CHECK(a.values("--game").size() == 2);
    CHECK_THROWS_AS(Arguments({"--lang"}, {"--lang"}, {}), UsageError);
    CHECK_THROWS_AS(Arguments({"--k", "x"}, {"--k"}, {}).integer("--k", 0), UsageError);
}

TEST_CASE("cli: the registry refuses a command registered twice") {
    CommandRegistry registry;
    auto none = [](const std::vector<std::string>&, Io&) { return 0; };
    registry.add({"go", "replay", "one", "", none});
    registry.add({"go", "count", "another name in the group", "", none});
    CHECK_THROWS_WITH_AS(registry.add({"go", "replay", "again", "", none}),
                         "arbiter-cli: the command 'go replay' is registered twice", std::logic_error);
    // A group that is also a command of its own would hide its named commands from dispatch.
    CHECK_THROWS_AS(registry.add({"go", "", "a bare go", "", none}), std::logic_error);
    registry.add({"validate", "", "top level", "", none});
    CHECK_THROWS_AS(registry.add({"validate", "", "top level again", "", none}), std::logic_error);
    CHECK_THROWS_AS(registry.add({"validate", "all", "named under a bare command", "", none}), std::logic_error);
    CHECK(registry.commands().size() == 3);
}

TEST_CASE("cli: the program's commands are registered once each, and a group lists each name once") {
    CommandRegistry registry;
    REQUIRE_NOTHROW(register_all_commands(registry));
    CHECK(registry.commands().size() >= 20);

    // `arbiter-cli go` names the group's commands, each once ("replay replay" before the fix).
    auto r = test::run_cli(registry, {"go", "--lang", "en", "--content-root", ARBITER_SOURCE_DIR}, "");
    CHECK(r.status == 2);
    std::string expected = "arbiter-cli: go needs a command:";
    for (const auto& c : registry.commands())
        if (c.group == "go") expected += " " + c.name;
    CHECK(r.err == expected + "\n");
    CHECK(r.err.find("replay replay") == std::string::npos);
    auto help = test::run_cli(registry, {"--help"}, "");
    const auto first = help.out.find("  go replay ");
    REQUIRE(first != std::string::npos);
    CHECK(help.out.find("  go replay ", first + 1) == std::string::npos);
}

namespace {
const std::string kSourceRoot = ARBITER_SOURCE_DIR;
}  // namespace

TEST_CASE("cli: every command has its help and its summary in every language, non-empty") {
    CommandRegistry registry;
    register_all_commands(registry);
    REQUIRE(registry.commands().size() >= 30);
    for (const Language language : {Language::ZhHans, Language::ZhHant, Language::En}) {
        ContentErrors errors;
        const auto strings = UiStrings::load(std::filesystem::path(kSourceRoot) / "assets" / "lang", language, errors);
        REQUIRE(errors.empty());
        for (const auto& c : registry.commands()) {
            CAPTURE(c.group);
            CAPTURE(c.name);
            CAPTURE(static_cast<int>(language));
            const std::string key = command_key(c);
            CHECK(strings.has("cli.help." + key));
            CHECK(strings.has("cli.summary." + key));
            CHECK_FALSE(strings.get("cli.help." + key).empty());
            CHECK_FALSE(strings.get("cli.summary." + key).empty());
            // The help is the command's own, not another's copied by mistake.
            CHECK(strings.get("cli.help." + key).find("arbiter-cli " + (c.name.empty() ? c.group : c.group + " " + c.name)) !=
                  std::string::npos);
            // The C++ keeps no usage text of its own to drift from en.yaml.
            CHECK(c.usage.empty());
        }
    }
}

TEST_CASE("cli: --help speaks the chosen language, for every command and the overview") {
    CommandRegistry registry;
    register_all_commands(registry);
    for (const auto& c : registry.commands()) {
        std::vector<std::string> argv{c.group};
        if (!c.name.empty()) argv.push_back(c.name);
        argv.insert(argv.end(), {"--help", "--content-root", kSourceRoot});
        CAPTURE(c.group);
        CAPTURE(c.name);
        auto hans = argv;
        hans.insert(hans.end(), {"--lang", "zh-Hans"});
        const auto zh = test::run_cli(registry, hans);
        CHECK(zh.status == 0);
        CHECK(zh.out.rfind("用法：arbiter-cli ", 0) == 0);
        auto hant = argv;
        hant.insert(hant.end(), {"--lang", "zh-Hant"});
        CHECK(test::run_cli(registry, hant).out.rfind("用法：arbiter-cli ", 0) == 0);
        auto en = argv;
        en.insert(en.end(), {"--lang", "en"});
        CHECK(test::run_cli(registry, en).out.rfind("Usage: arbiter-cli ", 0) == 0);
    }

    const auto overview_zh = test::run_cli(registry, {"--help", "--lang", "zh-Hans", "--content-root", kSourceRoot});
    CHECK(overview_zh.status == 0);
    CHECK(overview_zh.out.find("命令：") != std::string::npos);
    CHECK(overview_zh.out.find("用法：arbiter-cli <group> <command> [options]") != std::string::npos);
    CHECK(overview_zh.out.find("  calc elo ") != std::string::npos);
    CHECK(overview_zh.out.find("检查内容文件") != std::string::npos);  // validate's summary
    CHECK(overview_zh.out.find("Commands:") == std::string::npos);
    const auto overview_hant = test::run_cli(registry, {"--help", "--lang", "zh-Hant", "--content-root", kSourceRoot});
    CHECK(overview_hant.out.find("檢查內容文件") != std::string::npos);
    const auto overview_en = test::run_cli(registry, {"--help", "--lang", "en", "--content-root", kSourceRoot});
    CHECK(overview_en.out.find("Commands:") != std::string::npos);
    CHECK(overview_en.out.find("check content files (questions, sources, certification facts)") != std::string::npos);
    CHECK(overview_en.out.find(" (command line)") != std::string::npos);
}

TEST_CASE("cli: a usage error prints the help in the chosen language") {
    CommandRegistry registry;
    register_all_commands(registry);
    const auto zh = test::run_cli(registry, {"calc", "berger", "--lang", "zh-Hans", "--content-root", kSourceRoot});
    CHECK(zh.status == 2);
    CHECK(zh.err.find("用法：arbiter-cli calc berger PLAYERS") != std::string::npos);
    CHECK(zh.err.find("每对先列执白方") != std::string::npos);
    const auto en = test::run_cli(registry, {"calc", "berger", "--lang", "en", "--content-root", kSourceRoot});
    CHECK(en.status == 2);
    CHECK(en.err.find("Usage: arbiter-cli calc berger PLAYERS") != std::string::npos);
}

TEST_CASE("cli: the program's own errors speak the chosen language, and --lang may come first") {
    CommandRegistry registry;
    register_all_commands(registry);
    const std::vector<std::string> root{"--content-root", kSourceRoot};
    auto with_root = [&](std::vector<std::string> argv) {
        argv.insert(argv.end(), root.begin(), root.end());
        return test::run_cli(registry, argv);
    };
    const auto unknown_zh = with_root({"nonsense", "--lang", "zh-Hans"});
    CHECK(unknown_zh.status == 2);
    CHECK(unknown_zh.err == "arbiter-cli: 未知命令“nonsense”（参见 arbiter-cli --help）\n");
    const auto group_hant = with_root({"centre", "--lang", "zh-Hant"});
    CHECK(group_hant.status == 2);
    CHECK(group_hant.err.rfind("arbiter-cli: centre 需要一個命令：join ", 0) == 0);

    // `arbiter-cli --lang en exam --help` is exam's help in English, not an unknown command '--lang'.
    const auto first = with_root({"--lang", "en", "exam", "--help"});
    CHECK(first.status == 0);
    CHECK(first.out.rfind("Usage: arbiter-cli exam", 0) == 0);
    const auto overview = with_root({"--lang", "en", "--help"});
    CHECK(overview.status == 0);
    CHECK(overview.out.find("Commands:") != std::string::npos);
    const auto only_options = with_root({"--lang", "en"});
    CHECK(only_options.status == 2);
    CHECK(only_options.err.find("no command given") != std::string::npos);
}
