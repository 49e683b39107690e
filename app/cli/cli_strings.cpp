#include "app/cli/cli_strings.hpp"

#include "app/core/paths.hpp"

namespace arbiter::cli {

Language language_option(const Arguments& args) {
    const std::string tag = args.value_or("--lang", "zh-Hans");
    const auto lang = parse_language_tag(tag);
    if (!lang) throw UsageError("unknown language '" + tag + "' (zh-Hans, zh-Hant, en)");
    return *lang;
}

UiStrings load_strings(const Arguments& args, const std::string& root_option) {
    const Language lang = language_option(args);
    ContentErrors ignored;
    return UiStrings::load(interface_strings_dir(content_root(args.value_or(root_option, ""))), lang, ignored);
}

}  // namespace arbiter::cli
