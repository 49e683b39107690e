#include "app/cli/command_registry.hpp"

#include <algorithm>
#include <exception>
#include <iostream>
#include <stdexcept>

#include "app/cli/arguments.hpp"
#include "app/core/build_info.hpp"
#include "app/core/paths.hpp"
#include "app/core/ui_strings.hpp"

namespace arbiter::cli {

namespace {

// A command's help in the --lang language (default zh-Hans, like everything the candidate reads):
// the strings' "cli.help.<group>" or "cli.help.<group>.<name>" when the language file has it (from
// --content-root, or --content for `drill list`), else the usage text written with the command.
std::string help_text(const Command& command, const std::vector<std::string>& args) {
    auto value = [&](const std::string& option) -> std::string {
        const auto at = std::find(args.begin(), args.end(), option);
        return at != args.end() && at + 1 != args.end() ? *(at + 1) : std::string();
    };
    const std::string tag = value("--lang").empty() ? "zh-Hans" : value("--lang");
    const auto language = parse_language_tag(tag);
    if (!language) return command.usage;
    const std::string root = value("--content-root").empty() ? value("--content") : value("--content-root");
    ContentErrors ignored;  // no strings file: the usage as written
    const UiStrings strings = UiStrings::load(interface_strings_dir(content_root(root)), *language, ignored);
    const std::string key = "cli.help." + command.group + (command.name.empty() ? "" : "." + command.name);
    return strings.has(key) ? strings.get(key) : command.usage;
}

}  // namespace

void CommandRegistry::add(Command command) {
    const auto words = [](const Command& c) { return c.name.empty() ? c.group : c.group + " " + c.name; };
    for (const auto& c : commands_) {
        if (c.group != command.group) continue;
        if (c.name == command.name)
            throw std::logic_error("arbiter-cli: the command '" + words(command) + "' is registered twice");
        if (c.name.empty() || command.name.empty())
            throw std::logic_error("arbiter-cli: '" + command.group +
                                   "' cannot be both a command and a group of commands");
    }
    commands_.push_back(std::move(command));
}

void CommandRegistry::print_overview(std::ostream& out) const {
    out << build_info::kProductNameEn << " " << build_info::kVersion << " — " << build_info::kProductNameZh
        << " (command line)\n\n"
        << "Usage: arbiter-cli <group> <command> [options]\n"
        << "       arbiter-cli <command> [options]\n"
        << "       arbiter-cli <group> <command> --help\n\n"
        << "Commands:\n";
    std::size_t width = 0;
    for (const auto& c : commands_) width = std::max(width, c.group.size() + 1 + c.name.size());
    for (const auto& c : commands_) {
        std::string words = c.name.empty() ? c.group : c.group + " " + c.name;
        out << "  " << words << std::string(width + 2 - words.size(), ' ') << c.summary << "\n";
    }
    out << "\nOptions:\n  --help     show this help\n  --version  print the version\n"
        << "\nSee docs/cli.md for every command's input and output.\n";
}

int CommandRegistry::dispatch(const std::vector<std::string>& argv, Io& io) const {
    if (argv.empty()) {
        print_overview(io.err);
        io.err << "\narbiter-cli: no command given\n";
        return 2;
    }
    if (argv[0] == "--help" || argv[0] == "-h" || argv[0] == "help") {
        print_overview(io.out);
        return 0;
    }
    if (argv[0] == "--version") {
        io.out << "arbiter-cli " << build_info::kVersion << "\n";
        return 0;
    }

    const Command* found = nullptr;
    std::size_t consumed = 0;
    bool group_exists = false;
    for (const auto& c : commands_) {
        if (c.group != argv[0]) continue;
        group_exists = true;
        if (c.name.empty()) {
            found = &c;
            consumed = 1;
            break;
        }
        if (argv.size() > 1 && c.name == argv[1]) {
            found = &c;
            consumed = 2;
            break;
        }
    }
    if (!found) {
        if (group_exists) {
            io.err << "arbiter-cli: " << argv[0] << " needs a command:";
            for (const auto& c : commands_)
                if (c.group == argv[0]) io.err << " " << c.name;
            io.err << "\n";
        } else {
            io.err << "arbiter-cli: unknown command '" << argv[0] << "' (try arbiter-cli --help)\n";
        }
        return 2;
    }

    std::vector<std::string> rest(argv.begin() + static_cast<std::ptrdiff_t>(consumed), argv.end());
    if (std::find(rest.begin(), rest.end(), "--help") != rest.end()) {
        const std::string help = help_text(*found, rest);
        io.out << help << (help.empty() || help.back() != '\n' ? "\n" : "");
        return 0;
    }
    try {
        return found->run(rest, io);
    } catch (const UsageError& e) {
        std::string words = found->name.empty() ? found->group : found->group + " " + found->name;
        io.err << "arbiter-cli " << words << ": " << e.what() << "\n" << help_text(*found, rest) << "\n";
        return 2;
    } catch (const std::exception& e) {
        io.err << "arbiter-cli: " << e.what() << "\n";
        return 1;
    }
}

}  // namespace arbiter::cli
