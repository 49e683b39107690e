// A ruling typed in words in the terminal, for any scenario (one with options too: the candidate
// may state the ruling instead of picking one), instead of JSON. In the words the trainer prints,
// in either Chinese script:
//   结果 白方胜；处罚 黑方 判负；纠正 恢复违例前的局面；条款 20.3
//   結果：對局繼續；處罰：黑方：棄權一次；糾正：著手無效；條款：第 20.1 條
// or in the engine's names with '-' for '_':
//   outcome continues; penalty black forfeit-turn; penalty white time-to-opponent 120;
//   correction void-move; article 20.1 20.2
// Only the words of the scenario's game are taken (engine/rules/ruling_vocabulary.hpp): a Go ruling
// cannot say "replace-pawn-with-queen". An amount follows a penalty that takes one (对方加 120 秒,
// time-to-opponent 120). "无" / "none" state an empty part; a part left out is empty too (a built
// answer is graded as given). A part's name may be left out where the words say which part they
// are ("黑方胜", "白方 警告一次"); a Chinese word may be shortened as long as it names one word
// only ("恢复局面" for 恢复违例前的局面).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::training {

// Whether a typed line is a ruling in words, not an option's letter: its first word names a part
// (outcome, penalty, correction, article, 结果, 处罚, 纠正, 条款 in either script), or it holds
// Chinese words (letters are typed in ASCII or full width, never as Chinese characters).
bool is_ruling_words(std::string_view typed);

// Throws ResponseError naming the word that is not understood and the words accepted there: the
// engine's names when the candidate typed in English, the words in `language` (zh-Hans for an
// English reader) when in Chinese.
rules::Answer parse_ruling_words(std::string_view typed, rules::GameKind game, Language language);

// The words a ruling of `game` may use, one line per part, in `language`: the Chinese words for a
// Chinese reader (the English names said to work as well), the English names with their meanings
// for an English one; and an example. What the terminal prints for `h`.
std::vector<std::string> ruling_words_help(rules::GameKind game, Language language);

// An engine name as the candidate types it: "forfeit_turn" → "forfeit-turn".
std::string typed_word(std::string_view engine_name);

}  // namespace arbiter::training
