#include "engine/rules/incident.hpp"

namespace arbiter::rules {

std::string_view game_name(GameKind game) { return game == GameKind::Go ? "go" : "chess"; }

std::optional<GameKind> parse_game(std::string_view name) {
    if (name == "go") return GameKind::Go;
    if (name == "chess") return GameKind::Chess;
    return std::nullopt;
}

std::string_view player_name(Player p) { return p == Player::White ? "white" : "black"; }

std::optional<Player> parse_player(std::string_view name) {
    if (name == "white") return Player::White;
    if (name == "black") return Player::Black;
    return std::nullopt;
}

bool Event::flag(std::string_view name, bool fallback) const { return maybe_flag(name).value_or(fallback); }

std::optional<bool> Event::maybe_flag(std::string_view name) const {
    auto it = fields.find(name);
    if (it == fields.end()) return std::nullopt;
    if (const bool* b = std::get_if<bool>(&it->second)) return *b;
    return std::nullopt;
}

std::int64_t Event::integer(std::string_view name, std::int64_t fallback) const {
    auto it = fields.find(name);
    if (it == fields.end()) return fallback;
    if (const auto* i = std::get_if<std::int64_t>(&it->second)) return *i;
    return fallback;
}

std::optional<clock::Millis> Event::time(std::string_view name) const {
    auto it = fields.find(name);
    if (it == fields.end()) return std::nullopt;
    if (const auto* i = std::get_if<std::int64_t>(&it->second)) return *i;
    return std::nullopt;
}

std::string Event::text(std::string_view name, std::string_view fallback) const {
    auto it = fields.find(name);
    if (it == fields.end()) return std::string(fallback);
    if (const auto* s = std::get_if<std::string>(&it->second)) return *s;
    return std::string(fallback);
}

std::optional<Player> Event::player(std::string_view name) const {
    auto it = fields.find(name);
    if (it == fields.end()) return std::nullopt;
    if (const auto* s = std::get_if<std::string>(&it->second)) return parse_player(*s);
    return std::nullopt;
}

std::vector<std::string> Event::list(std::string_view name) const {
    auto it = fields.find(name);
    if (it == fields.end()) return {};
    if (const auto* v = std::get_if<std::vector<std::string>>(&it->second)) return *v;
    return {};
}

}  // namespace arbiter::rules
