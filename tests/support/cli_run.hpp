// Runs arbiter-cli commands in-process: a registry with the commands under test, the arguments
// and standard input given, and what the command printed and returned. Shared by the suites that
// test a command group's contract: calc, chess, adjudicate, the registry itself, and (with every
// command registered) the training, pack and validate commands.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "app/cli/command_registry.hpp"

namespace arbiter::test {

struct CliRun {
    int status = 0;
    std::string out, err;
};

inline CliRun run_cli(const cli::CommandRegistry& registry, const std::vector<std::string>& argv,
                      const std::string& input = "") {
    std::istringstream in(input);
    std::ostringstream out, err;
    cli::Io io{in, out, err};
    const int status = registry.dispatch(argv, io);
    return {status, out.str(), err.str()};
}

// The same with every command registered as the program registers them.
inline CliRun run_cli(const std::vector<std::string>& argv, const std::string& input = "") {
    cli::CommandRegistry registry;
    cli::register_all_commands(registry);
    return run_cli(registry, argv, input);
}

}  // namespace arbiter::test
