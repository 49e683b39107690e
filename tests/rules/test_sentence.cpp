// The rulings' vocabulary of values (engine/rules/sentence.hpp): what each named placeholder of a
// ruling's sentence becomes, and the clause saying when, which is empty without a time.
#include <doctest/doctest.h>

#include "engine/clock/game_time.hpp"
#include "engine/rules/sentence.hpp"

using namespace arbiter;
using namespace arbiter::rules;
using namespace arbiter::rules::detail;

TEST_CASE("say: the player and the opponent, a move, numbers and durations in words") {
    const LocalizedText t = say(L("{player}走{move}，{opponent}加{seconds}秒，用时{duration}", "{player}走{move}，{opponent}加{seconds}秒，用時{duration}",
                                  "{player} played {move}, {opponent} gets {seconds} s, {duration} used"),
                                Vars{.player = Player::White, .move = "Qh5", .seconds = 120, .duration = clock::seconds(150)});
    CHECK(t.zh_hans == "白方走Qh5，黑方加120秒，用时2分钟30秒");
    CHECK(t.zh_hant == "白方走Qh5，黑方加120秒，用時2分鐘30秒");
    CHECK(t.en == "White played Qh5, Black gets 120 s, 2 min 30 s used");
}

TEST_CASE("say: the clause saying when is written only when the time is known") {
    const LocalizedText pattern = L("{player}{at_time}按了钟。", "{player}{at_time}按了鐘。", "{player} pressed the clock{at_time}.");
    const LocalizedText known = say(pattern, Vars{.player = Player::Black, .at = clock::seconds(3723)});
    CHECK(known.zh_hans == "黑方在" + clock::format_game_time(clock::seconds(3723)) + "按了钟。");
    CHECK(known.en == "Black pressed the clock at " + clock::format_game_time(clock::seconds(3723)) + ".");
    const LocalizedText unknown = say(pattern, Vars{.player = Player::Black});
    CHECK(unknown.zh_hans == "黑方按了钟。");
    CHECK(unknown.zh_hant == "黑方按了鐘。");
    CHECK(unknown.en == "Black pressed the clock.");
    const LocalizedText opening = L("{when}{player}的钟上还有时间。", "{when}{player}的鐘上還有時間。", "{when}{player}'s clock still showed time.");
    CHECK(say(opening, Vars{.player = Player::White}).en == "White's clock still showed time.");
    CHECK(say(opening, Vars{.player = Player::White, .at = clock::seconds(60)}).zh_hans ==
          clock::format_game_time(clock::seconds(60)) + "时白方的钟上还有时间。");
}

TEST_CASE("say: other values by name, and a value not given stays as written") {
    const LocalizedText t = say(L("局面 `{fen}` 中{player}{sanction}", "局面 `{fen}` 中{player}{sanction}", "in {fen} {player}: {sanction}"),
                                Vars{.values = {{"fen", "8/8/8/8/8/8/8/K6k w - - 0 1"}, {"sanction", L("警告一次", "警告一次", "a warning")}}});
    CHECK(t.zh_hans == "局面 `8/8/8/8/8/8/8/K6k w - - 0 1` 中{player}警告一次");
    CHECK(t.en == "in 8/8/8/8/8/8/8/K6k w - - 0 1 {player}: a warning");
}
