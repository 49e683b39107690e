// How the engine writes a sentence in the three languages: a template per language with named
// placeholders ("{player}在{move}落子" / "{player} played {move}"), filled by the one filler,
// fill_localized (engine/core/localized_fill.hpp). Vars is the rulings' vocabulary of values: a
// player, a time, a move, a duration are written the same way in every ruling and in every problem
// the timeline replay reports (replay.hpp), so they read alike about the same incident.
#pragma once

#include <cstdint>
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
// A placeholder whose value is not given stays as written, so a gap shows rather than vanishing.
struct Vars {
    std::optional<Player> player{};          // {player}, and {opponent} the other player
    // {time} the game time ("1:02:03"). Where a sentence says when, the words saying it are a clause
    // of their own, empty when the time is not known: {at_time} inside a sentence ("在1:02:03" /
    // " at 1:02:03"), {when} opening one ("1:02:03时" / "At 1:02:03 ").
    std::optional<clock::Millis> at{};
    std::string move{};                      // {move} a move, point or square
    std::optional<std::int64_t> number{};    // {number}
    std::optional<std::int64_t> seconds{};   // {seconds}
    std::optional<clock::Millis> duration{}; // {duration} a length of time in words ("16分钟" / "16 min")
    std::optional<clock::Millis> limit{};    // {limit} a second one: the limit {duration} is measured against
    LocalizedText words{};                   // {words} words in each language (why a move is illegal)
    // Any other placeholder, by name: data shown as written in every language ({"fen", pos.fen()})
    // or words of its own in each ({"sanction", L("警告一次", "警告一次", "a warning")}).
    std::vector<FillValue> values{};
};

// The template's placeholders filled in, language by language.
LocalizedText say(const LocalizedText& text, const Vars& vars);
// A template or fixed sentence: zh-Hans, zh-Hant, English (engine/core/localized_fill.hpp).
using arbiter::L;

}  // namespace arbiter::rules::detail
