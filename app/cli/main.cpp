// arbiter-cli: the trainer's core without a window. See docs/cli.md.
#include <iostream>
#include <string>
#include <vector>

#include "app/cli/command_registry.hpp"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    arbiter::cli::CommandRegistry registry;
    arbiter::cli::register_info_commands(registry);
    arbiter::cli::register_calc_commands(registry);
    arbiter::cli::register_go_commands(registry);
    arbiter::cli::register_validate_commands(registry);
    arbiter::cli::register_planner_commands(registry);
    arbiter::cli::register_adjudicate_commands(registry);
    arbiter::cli::register_intervention_drill_commands(registry);
    arbiter::cli::register_chess_commands(registry);
    arbiter::cli::register_training_commands(registry);
    arbiter::cli::register_drill_commands(registry);

    std::vector<std::string> args(argv + 1, argv + argc);
    arbiter::cli::Io io{std::cin, std::cout, std::cerr};
    int status = registry.dispatch(args, io);
    std::cout.flush();
    return status;
}
