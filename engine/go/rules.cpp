#include "engine/go/rules.hpp"

#include <cmath>

namespace arbiter::go {

std::string_view ko_rule_name(KoRule rule) {
    return rule == KoRule::Simple ? "simple" : "superko";
}

std::optional<KoRule> parse_ko_rule(std::string_view name) {
    if (name == "simple") return KoRule::Simple;
    if (name == "superko" || name == "positional" || name == "positional-superko") return KoRule::PositionalSuperko;
    return std::nullopt;
}

std::string_view rule_set_id(RuleSet rules) {
    return rules == RuleSet::ChineseGo1988 ? "cn-go-1988" : "cn-go-2002";
}

std::optional<RuleSet> parse_rule_set(std::string_view id) {
    if (id == "cn-go-1988") return RuleSet::ChineseGo1988;
    if (id == "cn-go-2002") return RuleSet::ChineseGo2002;
    return std::nullopt;
}

double komi_stones(RuleSet rules) { return rules == RuleSet::ChineseGo1988 ? 2.75 : 3.75; }

double komi_points(RuleSet rules) { return 2.0 * komi_stones(rules); }

double black_win_threshold_stones(RuleSet rules, int board_size) {
    return board_size * board_size / 2.0 + komi_stones(rules);
}

std::string format_stones(double stones) {
    // Counts are multiples of ½ and komi of ¼, so quarters are exact.
    long quarters = std::lround(stones * 4.0);
    std::string out = quarters < 0 ? "-" : "";
    long magnitude = std::labs(quarters);
    long whole = magnitude / 4;
    static constexpr const char* kFractions[] = {"", "¼", "½", "¾"};
    if (whole != 0 || magnitude % 4 == 0) out += std::to_string(whole);
    out += kFractions[magnitude % 4];
    return out;
}

}  // namespace arbiter::go
