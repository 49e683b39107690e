// How the engine writes a sentence in the three languages: a template per language with
// one-letter placeholders, filled the same way in each. The adjudicator's explanations and the
// timeline replay's problems (replay.hpp) both use it, so a player, a move or a time reads the
// same in a ruling and in a problem about the same incident.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "engine/clock/game_time.hpp"
#include "engine/core/language.hpp"
#include "engine/core/localized_fill.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::rules::detail {

// What the placeholders of a template are filled with. Build it with designated initializers
// naming only what the sentence uses: Vars{.player = by, .at = e.at, .move = e.text("move")}.
// Every member has a default, so an omitted one stays empty.
struct Vars {
    std::optional<Player> player{};          // {p} the player, {o} the opponent
    std::optional<clock::Millis> at{};       // {t} a time; without one, the words saying when are dropped
    std::string move{};                      // {m} a move, point or square
    std::optional<std::int64_t> number{};    // {n} a number
    std::optional<std::int64_t> seconds{};   // {s} seconds
    std::optional<clock::Millis> duration{}; // {d} a duration in words ("16分钟" / "16 min")
    std::optional<clock::Millis> limit{};    // {e} a second duration in words: the limit {d} is measured against
    LocalizedText words{};                   // {w} words in each language (why a move is illegal)
    std::vector<std::string> data{};         // {0}, {1} … shown as written in every language: a FEN, an
                                             // article, a second point, the author's YAML word
};

// The template's placeholders filled in, language by language.
LocalizedText say(const LocalizedText& text, const Vars& vars);
// Sentence pieces joined, language by language.
LocalizedText cat(std::initializer_list<LocalizedText> pieces);
// A template or fixed sentence: zh-Hans, zh-Hant, English (engine/core/localized_fill.hpp).
using arbiter::L;

}  // namespace arbiter::rules::detail
