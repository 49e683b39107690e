#include "app/cli/command_registry.hpp"

#include <algorithm>
#include <exception>
#include <iostream>
#include <optional>
#include <stdexcept>

#include "app/cli/arguments.hpp"
#include "app/cli/terminal_columns.hpp"
#include "app/core/build_info.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/ui_strings.hpp"

namespace arbiter::cli {

namespace {

// The value of `option` in args ("" when absent).
std::string option_value(const std::vector<std::string>& args, const std::string& option) {
    const auto at = std::find(args.begin(), args.end(), option);
    return at != args.end() && at + 1 != args.end() ? *(at + 1) : std::string();
}

// The interface strings in the --lang language of args (default zh-Hans, like everything the
// candidate reads), from --content-root (or --content for `drill list`); none for an unknown tag.
std::optional<UiStrings> strings_for(const std::vector<std::string>& args) {
    const std::string tag = option_value(args, "--lang").empty() ? "zh-Hans" : option_value(args, "--lang");
    const auto language = parse_language_tag(tag);
    if (!language) return std::nullopt;
    const std::string root =
        option_value(args, "--content-root").empty() ? option_value(args, "--content") : option_value(args, "--content-root");
    ContentErrors ignored;  // no strings file: the English written in the code
    return UiStrings::load(interface_strings_dir(content_root(root)), *language, ignored);
}

// The words that run a command: "validate", "calc elo".
std::string command_words(const Command& command) {
    return command.name.empty() ? command.group : command.group + " " + command.name;
}

// A command's help in the --lang language: the strings' "cli.help.<key>" when the language file
// has it, else the usage written with the command, else a pointer to docs/cli.md.
std::string help_text(const Command& command, const std::vector<std::string>& args) {
    const auto strings = strings_for(args);
    const std::string key = "cli.help." + command_key(command);
    if (strings && strings->has(key)) return strings->get(key);
    if (!command.usage.empty()) return command.usage;
    return "Usage: arbiter-cli " + command_words(command) + " ... (see docs/cli.md)";
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

std::string command_key(const Command& command) {
    return command.name.empty() ? command.group : command.group + "." + command.name;
}

void CommandRegistry::print_overview(std::ostream& out, const std::vector<std::string>& args) const {
    const auto strings = strings_for(args);
    const auto text = [&](const std::string& key, const std::string& english) -> std::string {
        return strings && strings->has(key) ? strings->get(key) : english;
    };
    // "Usage: arbiter-cli", "用法：arbiter-cli" (a full-width colon needs no space after it).
    std::string usage = text("cli.overview.usage", "Usage:");
    if (!usage.empty() && static_cast<unsigned char>(usage.back()) < 0x80) usage += " ";
    const std::string indent(display_width(usage), ' ');
    out << build_info::kProductNameEn << " " << build_info::kVersion << " — " << build_info::kProductNameZh
        << text("cli.overview.title", " (command line)") << "\n\n"
        << usage << "arbiter-cli <group> <command> [options]\n"
        << indent << "arbiter-cli <command> [options]\n"
        << indent << "arbiter-cli <group> <command> --help\n\n"
        << text("cli.overview.commands", "Commands:") << "\n";
    std::size_t width = 0;
    for (const auto& c : commands_) width = std::max(width, c.group.size() + 1 + c.name.size());
    for (const auto& c : commands_) {
        const std::string words = command_words(c);
        out << "  " << words << std::string(width + 2 - words.size(), ' ')
            << text("cli.summary." + command_key(c), c.summary) << "\n";
    }
    out << "\n" << text("cli.overview.options", "Options:") << "\n"
        << "  --help     " << text("cli.overview.option_help", "show this help") << "\n"
        << "  --version  " << text("cli.overview.option_version", "print the version") << "\n"
        << "  --lang L   " << text("cli.overview.option_lang", "zh-Hans (default), zh-Hant or en") << "\n"
        << "\n" << text("cli.overview.see_docs", "See docs/cli.md for every command's input and output.") << "\n";
}

namespace {

// `arbiter-cli --lang en exam --help`: options the whole program takes may come before the command.
// They move behind it, where every command reads them, so the first word is the command's.
std::vector<std::string> options_after_command(std::vector<std::string> argv) {
    std::vector<std::string> leading;
    while (argv.size() >= 2 && (argv[0] == "--lang" || argv[0] == "--content-root")) {
        leading.insert(leading.end(), argv.begin(), argv.begin() + 2);
        argv.erase(argv.begin(), argv.begin() + 2);
    }
    argv.insert(argv.end(), leading.begin(), leading.end());
    return argv;
}

// A line of the program's own (not a command's) in the --lang language, with {name} fields.
std::string program_text(const std::vector<std::string>& args, const std::string& key, const std::string& english,
                         std::initializer_list<std::pair<std::string_view, std::string>> fields) {
    const auto strings = strings_for(args);
    return fill(strings && strings->has(key) ? strings->get(key) : english, fields);
}

}  // namespace

int CommandRegistry::dispatch(const std::vector<std::string>& given, Io& io) const {
    const std::vector<std::string> argv = options_after_command(given);
    // Only global options (`arbiter-cli --lang en`) is no command at all.
    if (argv.empty() || argv[0] == "--lang" || argv[0] == "--content-root") {
        print_overview(io.err, argv);
        io.err << "\narbiter-cli: " << program_text(argv, "cli.overview.no_command", "no command given", {}) << "\n";
        return 2;
    }
    if (argv[0] == "--help" || argv[0] == "-h" || argv[0] == "help") {
        print_overview(io.out, argv);
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
            std::string names;
            for (const auto& c : commands_)
                if (c.group == argv[0]) names += (names.empty() ? "" : " ") + c.name;
            io.err << "arbiter-cli: "
                   << program_text(argv, "cli.overview.needs_command", "{group} needs a command: {commands}",
                                   {{"group", argv[0]}, {"commands", names}})
                   << "\n";
        } else {
            io.err << "arbiter-cli: "
                   << program_text(argv, "cli.overview.unknown_command", "unknown command '{command}' (try arbiter-cli --help)",
                                   {{"command", argv[0]}})
                   << "\n";
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
        io.err << "arbiter-cli " << command_words(*found) << ": " << e.what() << "\n" << help_text(*found, rest) << "\n";
        return 2;
    } catch (const std::exception& e) {
        io.err << "arbiter-cli: " << e.what() << "\n";
        return 1;
    }
}

}  // namespace arbiter::cli
