#include <doctest/doctest.h>

#include <sstream>

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
