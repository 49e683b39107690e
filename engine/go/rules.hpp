// The rule switches the Go engine needs: the ko rule, and komi and winning thresholds of the
// Chinese rule sets (reference §A1.3). Komi is given in stones (子) as the rules print it and in
// points (1 子 = 2 points) as the scoring uses it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arbiter::go {

// Simple: a move may not recreate the position just before the opponent's last move (a pass
// lifts the ban). PositionalSuperko: no whole-board position may repeat, whoever is to move.
enum class KoRule { Simple, PositionalSuperko };

std::string_view ko_rule_name(KoRule rule);                     // "simple", "superko"
std::optional<KoRule> parse_ko_rule(std::string_view name);     // also "positional"

// The Chinese rule sets whose komi differ (1988 Art. 11: 2¾ 子; 2002 Art. 11: 3¾ 子).
enum class RuleSet { ChineseGo1988, ChineseGo2002 };

std::string_view rule_set_id(RuleSet rules);                    // "cn-go-1988", "cn-go-2002"
std::optional<RuleSet> parse_rule_set(std::string_view id);

double komi_stones(RuleSet rules);                              // 2.75 or 3.75
double komi_points(RuleSet rules);                              // 5.5 or 7.5
// The count Black must exceed to win on a board of size², in stones: half the board plus komi
// (19×19: 1988 → 183.25, 2002 → 184.25).
double black_win_threshold_stones(RuleSet rules, int board_size = 19);

// A count or margin in stones as the rules print it: 183.25 → "183¼", 0.75 → "¾", -0.25 → "-¼".
std::string format_stones(double stones);

}  // namespace arbiter::go
