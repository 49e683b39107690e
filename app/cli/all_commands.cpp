// The list of arbiter-cli's command groups, in --help order: main.cpp and the CLI tests register
// the same set, so a group registered twice is caught by CommandRegistry::add in a test.
#include "app/cli/command_registry.hpp"

namespace arbiter::cli {

void register_all_commands(CommandRegistry& registry) {
    register_info_commands(registry);
    register_calc_commands(registry);
    register_go_commands(registry);
    register_validate_commands(registry);
    register_planner_commands(registry);
    register_pair_commands(registry);
    register_adjudicate_commands(registry);
    register_intervention_drill_commands(registry);
    register_chess_commands(registry);
    register_training_commands(registry);
    register_profile_commands(registry);
    register_drill_commands(registry);
    register_pairing_drill_commands(registry);
    register_pack_commands(registry);
    register_centre_commands(registry);
    register_centre_class_commands(registry);
}

}  // namespace arbiter::cli
