// The table of `arbiter-cli` subcommands. Each feature area adds its commands in its own file
// (go_commands.cpp, chess_commands.cpp, ...) through a register_*_commands() function that
// main.cpp calls; dispatch and help are generated from this table.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace arbiter::cli {

struct Io {
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
};

struct Command {
    std::string group;    // "go", "chess", "calc" ... or the command itself when it has no group
    std::string name;     // "replay", "perft" ...; empty for a top-level command ("validate")
    // One line for `arbiter-cli --help`: the English fallback of the strings' cli.summary.<key>.
    std::string summary;
    // Full help for `arbiter-cli GROUP NAME --help` when the strings file lacks cli.help.<key>.
    // The program's commands leave it empty: their help lives in assets/lang/*.yaml only, in
    // every language (tests/cli checks each has it), so the C++ and en.yaml cannot drift apart.
    std::string usage;
    // Runs with the arguments after the command words. Returns the exit status;
    // throws UsageError for bad usage (exit 2).
    std::function<int(const std::vector<std::string>& args, Io& io)> run;
};

class CommandRegistry {
public:
    // Adds a command. Each group + name is registered once: a second one would never be reached by
    // dispatch yet be listed in --help, so it is a programming error and throws std::logic_error
    // (so does a group that is both a command of its own and has named commands).
    void add(Command command);
    const std::vector<Command>& commands() const { return commands_; }

    // Dispatches argv (without the program name). Handles --help, --version and usage errors.
    int dispatch(const std::vector<std::string>& argv, Io& io) const;

private:
    // `arbiter-cli --help` in the --lang language of `args` (default zh-Hans); a line the strings
    // file lacks is printed in the English written here.
    void print_overview(std::ostream& out, const std::vector<std::string>& args) const;
    std::vector<Command> commands_;
};

// The strings key of a command: "validate", "calc.elo" (cli.help.<key>, cli.summary.<key>).
std::string command_key(const Command& command);

// Every command of arbiter-cli, each group's registration called once (all_commands.cpp).
void register_all_commands(CommandRegistry& registry);

// Registration functions, one per file.
void register_info_commands(CommandRegistry& registry);
void register_calc_commands(CommandRegistry& registry);
void register_go_commands(CommandRegistry& registry);
void register_validate_commands(CommandRegistry& registry);
void register_planner_commands(CommandRegistry& registry);
void register_adjudicate_commands(CommandRegistry& registry);
void register_intervention_drill_commands(CommandRegistry& registry);  // drill windows, drill intervene
void register_chess_commands(CommandRegistry& registry);
void register_training_commands(CommandRegistry& registry);  // practice, exam, review, stats
void register_drill_commands(CommandRegistry& registry);     // drill list, drill countout (drill_commands.cpp)
void register_profile_commands(CommandRegistry& registry);   // profile set, profile show (sport and grade)
void register_pack_commands(CommandRegistry& registry);      // pack build, import, list, remove (pack_commands.cpp)
void register_centre_commands(CommandRegistry& registry);    // centre join, sync, status, migrate, report
void register_centre_class_commands(CommandRegistry& registry);  // centre schedule, give-pack, list
void register_pair_commands(CommandRegistry& registry);      // pair, pair --check (the Dutch system, pair_commands.cpp)
void register_pairing_drill_commands(CommandRegistry& registry);  // drill pairing (drill_pairing_commands.cpp)

}  // namespace arbiter::cli
