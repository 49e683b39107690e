// A ruling typed in words in the terminal, for any scenario (one with options too: the candidate
// may state the ruling instead of picking one), instead of JSON:
//   outcome continues; penalty black forfeit-turn; penalty white time-to-opponent 120;
//   correction void-move; article 20.1 20.2
// The words are the engine's names with '-' for '_', and only those of the scenario's game
// (engine/rules/ruling_vocabulary.hpp): a Go ruling cannot say "replace-pawn-with-queen". An
// amount follows a penalty that takes one (seconds, stones). "penalty none" / "correction none"
// state an empty part; a part left out is empty too (a built answer is graded as given).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::training {

// Whether a typed line is a ruling in words (its first word names a part: outcome, penalty,
// correction, article), not an option's letter.
bool is_ruling_words(std::string_view typed);

// Throws ResponseError naming the word that is not understood and the words accepted there.
rules::Answer parse_ruling_words(std::string_view typed, rules::GameKind game, Language language);

// The words a ruling of `game` may use, one line per part, each word with its meaning
// ("continues（对局继续）"), and an example: what the terminal prints for `h`.
std::vector<std::string> ruling_words_help(rules::GameKind game, Language language);

// An engine name as the candidate types it: "forfeit_turn" → "forfeit-turn".
std::string typed_word(std::string_view engine_name);

}  // namespace arbiter::training
