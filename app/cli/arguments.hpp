// Command-line arguments of one subcommand: positionals, `--name value` options and `--flag`s.
// Every accessor that fails throws UsageError, which main() turns into exit status 2.
#pragma once

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace arbiter::cli {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Arguments {
public:
    // `value_options` are the options that take a value (e.g. {"--db", "--lang"});
    // `flags` are the options that do not (e.g. {"--json"}). Anything else starting with
    // "--" is a usage error, so typos are caught instead of silently ignored.
    Arguments(const std::vector<std::string>& raw, const std::set<std::string>& value_options,
              const std::set<std::string>& flags);

    const std::vector<std::string>& positionals() const { return positionals_; }
    // Positional `index`, or a usage error naming `what` when it is missing.
    const std::string& positional(std::size_t index, const std::string& what) const;
    void expect_positionals(std::size_t min, std::size_t max) const;

    bool flag(const std::string& name) const { return flags_.count(name) > 0; }
    std::optional<std::string> value(const std::string& name) const;
    std::string value_or(const std::string& name, const std::string& fallback) const;
    // All values of an option given several times (e.g. --game twice).
    std::vector<std::string> values(const std::string& name) const;
    double number(const std::string& name, double fallback) const;
    long integer(const std::string& name, long fallback) const;

private:
    std::vector<std::string> positionals_;
    std::set<std::string> flags_;
    std::vector<std::pair<std::string, std::string>> values_;
};

}  // namespace arbiter::cli
