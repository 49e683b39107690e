// Runs `arbiter-cli` in the test's process: every command registered as the program registers
// them, the given text as standard input, the outputs captured.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "app/cli/command_registry.hpp"

namespace arbiter::test {

struct CliResult {
    int status = 0;
    std::string out, err;
};

inline CliResult run_cli(const std::vector<std::string>& args, const std::string& input = "") {
    cli::CommandRegistry registry;
    cli::register_all_commands(registry);
    std::istringstream in(input);
    std::ostringstream out, err;
    cli::Io io{in, out, err};
    CliResult r;
    r.status = registry.dispatch(args, io);
    r.out = out.str();
    r.err = err.str();
    return r;
}

}  // namespace arbiter::test
