#include "app/cli/arguments.hpp"

#include <charconv>

namespace arbiter::cli {

Arguments::Arguments(const std::vector<std::string>& raw, const std::set<std::string>& value_options,
                     const std::set<std::string>& flags) {
    bool only_positionals = false;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const std::string& arg = raw[i];
        if (only_positionals || arg.size() < 2 || arg.rfind("--", 0) != 0) {
            positionals_.push_back(arg);
            continue;
        }
        if (arg == "--") {
            only_positionals = true;
            continue;
        }
        std::string name = arg;
        std::optional<std::string> inline_value;
        if (auto eq = arg.find('='); eq != std::string::npos) {
            name = arg.substr(0, eq);
            inline_value = arg.substr(eq + 1);
        }
        if (value_options.count(name)) {
            if (inline_value) {
                values_.emplace_back(name, *inline_value);
            } else {
                if (i + 1 >= raw.size()) throw UsageError("option " + name + " needs a value");
                values_.emplace_back(name, raw[++i]);
            }
        } else if (flags.count(name)) {
            if (inline_value) throw UsageError("option " + name + " takes no value");
            flags_.insert(name);
        } else {
            throw UsageError("unknown option " + name);
        }
    }
}

const std::string& Arguments::positional(std::size_t index, const std::string& what) const {
    if (index >= positionals_.size()) throw UsageError("missing " + what);
    return positionals_[index];
}

void Arguments::expect_positionals(std::size_t min, std::size_t max) const {
    if (positionals_.size() < min) throw UsageError("too few arguments");
    if (positionals_.size() > max) throw UsageError("unexpected argument '" + positionals_[max] + "'");
}

std::optional<std::string> Arguments::value(const std::string& name) const {
    std::optional<std::string> result;
    for (const auto& [k, v] : values_) {
        if (k == name) result = v;  // the last one wins, as in most tools
    }
    return result;
}

std::string Arguments::value_or(const std::string& name, const std::string& fallback) const {
    auto v = value(name);
    return v ? *v : fallback;
}

std::vector<std::string> Arguments::values(const std::string& name) const {
    std::vector<std::string> result;
    for (const auto& [k, v] : values_) {
        if (k == name) result.push_back(v);
    }
    return result;
}

double Arguments::number(const std::string& name, double fallback) const {
    auto v = value(name);
    if (!v) return fallback;
    double d = 0;
    auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), d);
    if (ec != std::errc() || end != v->data() + v->size()) throw UsageError(name + " needs a number, got '" + *v + "'");
    return d;
}

long Arguments::integer(const std::string& name, long fallback) const {
    auto v = value(name);
    if (!v) return fallback;
    long n = 0;
    auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
    if (ec != std::errc() || end != v->data() + v->size())
        throw UsageError(name + " needs a whole number, got '" + *v + "'");
    return n;
}

}  // namespace arbiter::cli
