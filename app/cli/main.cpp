// arbiter-cli: the trainer's core without a window. See docs/cli.md.
#include <iostream>
#include <string>
#include <vector>

#include "app/cli/command_registry.hpp"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    arbiter::cli::CommandRegistry registry;
    arbiter::cli::register_all_commands(registry);

    std::vector<std::string> args(argv + 1, argv + argc);
    arbiter::cli::Io io{std::cin, std::cout, std::cerr};
    int status = registry.dispatch(args, io);
    std::cout.flush();
    return status;
}
