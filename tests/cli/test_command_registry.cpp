#include <doctest/doctest.h>

#include <sstream>
#include <stdexcept>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
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
    auto unknown = run({"nonsense"});
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
    auto r = test::run_cli(registry, {"go"}, "");
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
