// The ruling as a candidate builds it: the builder's menus hold only the words of the scenario's
// game (engine/rules/ruling_vocabulary.hpp), amounts are typed, never offered; a ruling typed in
// words in the terminal (ruling_words.hpp) and refused aloud when a word does not belong; and a
// partly right ruling told part by part in words (answer_text's wrong_part_lines).
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/core/training/answers/ruling_words.hpp"
#include "engine/core/utf8.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"
#include "engine/rules/ruling_vocabulary.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;
using namespace arbiter::training;

namespace {

content::Scenario scenario_of(rules::GameKind game) {
    content::Scenario s;
    s.id = game == rules::GameKind::Go ? "t-go" : "t-chess";
    s.incident.game = game;
    s.incident.rule_set = game == rules::GameKind::Go ? "cn-go-1988" : "fide-2023-standard";
    return s;
}

template <class List, class Value>
bool has(const List& list, const Value& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

bool offers_penalty(const RulingMenu& menu, rules::PenaltyKind kind) {
    return std::any_of(menu.penalties.begin(), menu.penalties.end(), [&](const auto& p) { return p.kind == kind; });
}

std::string refusal(std::string_view typed, rules::GameKind game, Language language) {
    try {
        parse_ruling_words(typed, game, language);
    } catch (const ResponseError& e) {
        return e.what();
    }
    return "(accepted)";
}

// The answer's parts as the grader compares them: outcome, penalties with amounts, corrections and
// articles, each sorted.
std::string parts_of(const rules::Answer& a) {
    std::ostringstream out;
    out << (a.outcome ? std::string(rules::outcome_name(*a.outcome)) : "-") << " |";
    std::vector<std::string> items;
    for (const auto& p : a.penalties)
        items.push_back(std::string(p.player == rules::Player::Black ? "black" : "white") + ":" +
                        std::string(rules::penalty_name(p.kind)) + "=" + std::to_string(p.amount.value_or(0)));
    std::sort(items.begin(), items.end());
    for (const auto& i : items) out << " " << i;
    out << " |";
    items.clear();
    for (auto c : a.corrections) items.emplace_back(rules::correction_name(c));
    std::sort(items.begin(), items.end());
    for (const auto& i : items) out << " " << i;
    out << " |";
    items = a.articles;
    std::sort(items.begin(), items.end());
    for (const auto& i : items) out << " " << i;
    return out.str();
}

}  // namespace

TEST_CASE("the ruling builder offers a Go scenario only Go words and a chess scenario only chess words") {
    const RulingMenu go = ruling_menu(scenario_of(rules::GameKind::Go), Language::ZhHans);
    CHECK(has(go.outcomes, rules::Outcome::Counting));
    CHECK(offers_penalty(go, rules::PenaltyKind::ForfeitTurn));
    CHECK(offers_penalty(go, rules::PenaltyKind::StoneDeduction));
    CHECK_FALSE(offers_penalty(go, rules::PenaltyKind::TimeToOpponent));
    CHECK_FALSE(offers_penalty(go, rules::PenaltyKind::ArbiterPenalty));
    CHECK(has(go.corrections, rules::CorrectionKind::VoidMove));
    CHECK_FALSE(has(go.corrections, rules::CorrectionKind::ReplacePawnWithQueen));
    CHECK_FALSE(has(go.corrections, rules::CorrectionKind::TouchedPieceMustMove));
    CHECK(go.penalties.front().player == rules::Player::Black);  // Go names Black first

    const RulingMenu chess = ruling_menu(scenario_of(rules::GameKind::Chess), Language::En);
    CHECK_FALSE(has(chess.outcomes, rules::Outcome::Counting));
    CHECK_FALSE(has(chess.outcomes, rules::Outcome::ChiefArbiter));
    CHECK(offers_penalty(chess, rules::PenaltyKind::TimeToOpponent));
    CHECK_FALSE(offers_penalty(chess, rules::PenaltyKind::StoneDeduction));
    CHECK_FALSE(offers_penalty(chess, rules::PenaltyKind::ForfeitTurn));
    CHECK(has(chess.corrections, rules::CorrectionKind::ReplacePawnWithQueen));
    CHECK_FALSE(has(chess.corrections, rules::CorrectionKind::VoidMove));
    CHECK_FALSE(has(chess.corrections, rules::CorrectionKind::PutStoneBack));
    // The labels follow the menus one to one.
    CHECK(chess.choices.penalties.size() == chess.penalties.size());
    CHECK(chess.choices.penalty_units.size() == chess.penalties.size());
    CHECK(chess.choices.corrections.size() == chess.corrections.size());
}

TEST_CASE("a penalty's amount is typed by the candidate, never offered as zero") {
    const RulingMenu menu = ruling_menu(scenario_of(rules::GameKind::Chess), Language::En);
    int time_added = -1;
    for (std::size_t i = 0; i < menu.penalties.size(); ++i) {
        CHECK(menu.choices.penalties[i].find(" 0 ") == std::string::npos);
        CHECK(menu.choices.penalties[i].find("0 seconds") == std::string::npos);
        if (menu.penalties[i].kind == rules::PenaltyKind::TimeToOpponent && time_added < 0) time_added = static_cast<int>(i);
        // A kind with an amount says its unit; the others none.
        CHECK(menu.choices.penalty_units[i].empty() == !rules::penalty_has_amount(menu.penalties[i].kind));
    }
    REQUIRE(time_added >= 0);
    CHECK(menu.choices.penalty_units[static_cast<std::size_t>(time_added)] == "seconds");
    RulingDraft draft;
    draft.outcome = 0;
    draft.articles = {0};
    draft.penalties = {time_added};
    CHECK(draft.complete());
    CHECK_FALSE(draft.amounts_given(menu.choices));  // the amount is still to be typed
    draft.amounts[time_added] = 120;
    CHECK(draft.amounts_given(menu.choices));
    const rules::Answer answer = answer_from_draft(menu, draft);
    REQUIRE(answer.penalties.size() == 1);
    CHECK(answer.penalties[0].amount == std::optional<std::int64_t>(120));
}

TEST_CASE("the engine's rulings of each game use only that game's words" * doctest::test_suite("library")) {
    // The vocabulary is the engine's: every ruling the adjudicator gives on the scenario library
    // stays within the words of its game, so the builder never hides a right answer.
    int judged = 0;
    for (const auto& item : test::repository_training_content().items()) {
        if (!item.scenario || !item.ruling) continue;
        ++judged;
        const rules::RulingVocabulary& words = rules::ruling_vocabulary(item.scenario->incident.game);
        CAPTURE(item.id());
        CHECK(has(words.outcomes, item.ruling->outcome));
        for (const auto& p : item.ruling->penalties) {
            CHECK(has(words.penalties, p.kind));
            for (auto also : p.also_allowed) CHECK(has(words.penalties, also));
        }
        for (const auto& c : item.ruling->corrections) CHECK(has(words.corrections, c.kind));
        for (const auto& o : item.ruling->options) {
            CHECK(has(words.outcomes, o.outcome));
            if (o.correction) CHECK(has(words.corrections, *o.correction));
        }
    }
    CHECK(judged > 100);
}

TEST_CASE("a ruling typed in words reads as the answer it states") {
    const rules::Answer go = parse_ruling_words(
        "outcome continues; penalty black forfeit-turn; penalty white stone-deduction 2; correction void-move; article 20.1 20.2",
        rules::GameKind::Go, Language::ZhHans);
    CHECK(go.outcome == std::optional(rules::Outcome::Continues));
    REQUIRE(go.penalties.size() == 2);
    CHECK(go.penalties[0].player == rules::Player::Black);
    CHECK(go.penalties[0].kind == rules::PenaltyKind::ForfeitTurn);
    CHECK_FALSE(go.penalties[0].amount);
    CHECK(go.penalties[1].amount == std::optional<std::int64_t>(2));
    CHECK(go.corrections == std::vector<rules::CorrectionKind>{rules::CorrectionKind::VoidMove});
    CHECK(go.articles == std::vector<std::string>{"20.1", "20.2"});
    // Case and the file's underscores are forgiven; "none" states an empty part.
    const rules::Answer chess = parse_ruling_words("Outcome White_Wins; penalty none; correction none; article 6.9",
                                                   rules::GameKind::Chess, Language::En);
    CHECK(chess.outcome == std::optional(rules::Outcome::WhiteWins));
    CHECK(chess.penalties.empty());
    CHECK(chess.penalties_stated);
    CHECK(chess.corrections.empty());
    CHECK(is_ruling_words("outcome draw"));
    CHECK(is_ruling_words("Penalty white warning"));
    CHECK_FALSE(is_ruling_words("B"));
    CHECK_FALSE(is_ruling_words("{\"ruling\": {}}"));
}

TEST_CASE("a word that does not belong is named with the words accepted there") {
    // A chess correction in a Go ruling: refused, and the Go corrections listed.
    const std::string chess_word = refusal("outcome continues; correction replace-pawn-with-queen", rules::GameKind::Go, Language::ZhHans);
    CHECK(chess_word.find("不认识“replace-pawn-with-queen”") != std::string::npos);
    CHECK(chess_word.find("void-move") != std::string::npos);
    CHECK(chess_word.find("touched-piece-must-move") == std::string::npos);
    const std::string outcome = refusal("outcome counting", rules::GameKind::Chess, Language::En);
    CHECK(outcome.find("'counting' is not a word here") != std::string::npos);
    CHECK(outcome.find("white-wins") != std::string::npos);
    CHECK(refusal("verdict draw", rules::GameKind::Go, Language::En).find("outcome, penalty, correction, article") != std::string::npos);
    CHECK(refusal("penalty grey warning", rules::GameKind::Go, Language::En).find("black, white, none") != std::string::npos);
    // An amount is stated, a number above zero.
    CHECK(refusal("penalty white time-to-opponent", rules::GameKind::Chess, Language::En).find("needs one of: an amount (seconds)") !=
          std::string::npos);
    CHECK(refusal("penalty black stone-deduction 0", rules::GameKind::Go, Language::ZhHant).find("不認識「0」") != std::string::npos);
    CHECK(refusal("penalty black stone-deduction two", rules::GameKind::Go, Language::En).find("'two'") != std::string::npos);
    CHECK(refusal("outcome", rules::GameKind::Go, Language::En).find("'outcome' needs one of: continues") != std::string::npos);
}

TEST_CASE("the words a ruling may use are listed per game, each with its meaning") {
    const auto go = ruling_words_help(rules::GameKind::Go, Language::ZhHans);
    std::string text;
    for (const auto& line : go) text += line + "\n";
    // A Chinese reader is given the Chinese words (the English names are said to work too).
    CHECK(text.find("弃权一次") != std::string::npos);
    CHECK(text.find("罚 N 子") != std::string::npos);
    CHECK(text.find(rules::correction_text(rules::CorrectionKind::VoidMove).zh_hans) != std::string::npos);
    CHECK(text.find(rules::correction_text(rules::CorrectionKind::ReplacePawnWithQueen).zh_hans) == std::string::npos);
    CHECK(text.find("replace-pawn-with-queen") == std::string::npos);
    CHECK(text.find("黑方：") == std::string::npos);  // the kinds, without a player
    CHECK(text.find("也可用英文词：outcome continues;") != std::string::npos);
    // The example it gives is a ruling that reads.
    const std::string example = go.at(1);
    CHECK(parse_ruling_words(example, rules::GameKind::Go, Language::ZhHans).penalties.size() == 1);
    std::string chess;
    for (const auto& line : ruling_words_help(rules::GameKind::Chess, Language::En)) chess += line + "\n";
    CHECK(chess.find("time-to-opponent N (time added to the opponent)") != std::string::npos);
    CHECK(chess.find("stone-deduction") == std::string::npos);
}

TEST_CASE("a partly right ruling says in words which part was wrong, what it is and what was given") {
    rules::Ruling key;
    key.outcome = rules::Outcome::Continues;
    key.penalties = {{rules::Player::Black, rules::PenaltyKind::ForfeitTurn, 0, {{"cn-go-1988", "20.1"}}}};
    key.corrections = {{rules::CorrectionKind::VoidMove, std::nullopt, "", {{"cn-go-1988", "20.1"}}}};
    key.outcome_citations = {{"cn-go-1988", "20.1"}};
    rules::Answer given;
    given.outcome = rules::Outcome::Continues;
    given.penalties = {{rules::Player::Black, rules::PenaltyKind::Warning, std::nullopt}};
    given.corrections = {rules::CorrectionKind::VoidMove};
    given.articles = {"20.1"};
    const auto zh = wrong_part_lines(given, key, "cn-go-1988", Language::ZhHans);
    REQUIRE(zh.size() == 1);  // only the penalty was wrong
    CHECK(zh[0] == "处罚不对：应为黑方：弃权一次；你选了黑方：警告一次。");
    given.penalties.clear();
    given.articles = {"14"};
    const auto en = wrong_part_lines(given, key, "cn-go-1988", Language::En);
    REQUIRE(en.size() == 2);
    CHECK(en[0] == "Penalties not right: it is Black: forfeits one turn; you gave none.");
    const std::string document = rules::find_document("cn-go-1988")->title.en;
    CHECK(en[1] == "Articles not right: it is " + document + ", art. 20.1; you gave " + document + ", art. 14.");
    // Fully right: nothing to say.
    given.penalties = {{rules::Player::Black, rules::PenaltyKind::ForfeitTurn, std::nullopt}};
    given.articles = {"20.1"};
    CHECK(wrong_part_lines(given, key, "cn-go-1988", Language::ZhHant).empty());
}

TEST_CASE("a ruling typed in Chinese words, in either script, reads as the answer it states") {
    // The example, in chess words (恢复局面 is 恢复违例前的局面 shortened).
    const rules::Answer chess = parse_ruling_words("结果 白方胜；处罚 黑方 判负；纠正 恢复局面；条款 20.3", rules::GameKind::Chess,
                                                   Language::ZhHans);
    CHECK(parts_of(chess) == "white_wins | black:loss=0 | restore_position | 20.3");
    // Traditional script, the colons of a printed ruling, 第 … 條 around the number.
    const rules::Answer go = parse_ruling_words("結果：對局繼續；處罰：黑方：棄權一次；糾正：著手無效；條款：第 20.1 條", rules::GameKind::Go,
                                                Language::ZhHant);
    CHECK(parts_of(go) == "continues | black:forfeit_turn=0 | void_move | 20.1");
    // A part's name left out where the words say it; the part and its word without a space; full width.
    CHECK(parts_of(parse_ruling_words("黑方胜", rules::GameKind::Go, Language::ZhHans)) == "black_wins | | |");
    CHECK(parts_of(parse_ruling_words("结果白方胜；条款：２０．１、２０．２", rules::GameKind::Go, Language::ZhHans)) ==
          "white_wins | | | 20.1 20.2");
    // Amounts: typed apart, against the word, in seconds or in the minutes the trainer prints.
    CHECK(parts_of(parse_ruling_words("处罚 白方 对方加 120 秒", rules::GameKind::Chess, Language::ZhHans)) ==
          "- | white:time_to_opponent=120 | |");
    CHECK(parts_of(parse_ruling_words("处罚 白方 对方加2分钟", rules::GameKind::Chess, Language::ZhHans)) ==
          "- | white:time_to_opponent=120 | |");
    CHECK(parts_of(parse_ruling_words("處罰 黑方 扣除20分鐘；糾正 可以比賽，遲到時間計入用時", rules::GameKind::Go, Language::ZhHant)) ==
          "- | black:time_deducted=1200 | allow_play |");
    CHECK(parts_of(parse_ruling_words("处罚 黑方罚2子", rules::GameKind::Go, Language::ZhHans)) == "- | black:stone_deduction=2 | |");
    // Two penalties: in one clause, or the second after a semicolon as a printed ruling has it.
    CHECK(parts_of(parse_ruling_words("处罚 黑方 警告一次 白方 对方加 60", rules::GameKind::Chess, Language::ZhHans)) ==
          "- | black:warning=0 white:time_to_opponent=60 | |");
    CHECK(parts_of(parse_ruling_words("处罚：黑方：警告一次；白方：对方加1分钟", rules::GameKind::Chess, Language::ZhHans)) ==
          "- | black:warning=0 white:time_to_opponent=60 | |");
    CHECK(parts_of(parse_ruling_words("处罚 无；纠正 无", rules::GameKind::Go, Language::ZhHans)) == "- | | |");
    // English words still work, and an English reader may type Chinese.
    CHECK(parts_of(parse_ruling_words("outcome draw; article 9.2", rules::GameKind::Chess, Language::En)) == "draw | | | 9.2");
    CHECK(parts_of(parse_ruling_words("结果 和棋", rules::GameKind::Chess, Language::En)) == "draw | | |");
    CHECK(is_ruling_words("结果 对局继续"));
    CHECK(is_ruling_words("黑方胜"));
    CHECK_FALSE(is_ruling_words("Ｂ"));
}

TEST_CASE("a Chinese word that does not belong is refused whole, with the Chinese words accepted there") {
    // A chess correction in a Go ruling, in Chinese: the Go corrections listed in Chinese.
    const std::string pawn = refusal("结果 对局继续；纠正 兵换成同色的后", rules::GameKind::Go, Language::ZhHans);
    CHECK(pawn.find("不认识“兵换成同色的后”") != std::string::npos);
    CHECK(pawn.find(rules::correction_text(rules::CorrectionKind::VoidMove).zh_hans) != std::string::npos);
    CHECK(pawn.find("void-move") == std::string::npos);
    // The reader's script for the list.
    const std::string hant = refusal("結果 對局繼續；糾正 兵換成同色的后", rules::GameKind::Go, Language::ZhHant);
    CHECK(hant.find(rules::correction_text(rules::CorrectionKind::VoidMove).zh_hant) != std::string::npos);
    // A shortened word that could be two is asked to be typed out.
    CHECK(refusal("纠正 必须", rules::GameKind::Chess, Language::ZhHans).find("请写完整") != std::string::npos);
    // An amount missing; a player missing.
    CHECK(refusal("处罚 白方 对方加", rules::GameKind::Chess, Language::ZhHans).find("后面要跟：数量（秒）") != std::string::npos);
    // The kind's own words without an amount ("对方加时", as an option may state it) need none.
    CHECK(refusal("处罚 白方 对方加时", rules::GameKind::Chess, Language::ZhHans) == "(accepted)");
    CHECK(refusal("处罚 警告一次", rules::GameKind::Chess, Language::ZhHans).find("黑方、白方、无") != std::string::npos);
    // Every message is whole UTF-8.
    for (const char* typed : {"纠正 兵", "结果 X胜", "处罚 灰方 警告", "条款 第二十条"})
        CHECK_FALSE(first_invalid_utf8(refusal(typed, rules::GameKind::Go, Language::ZhHans)));
}

TEST_CASE("every option the trainer prints reads back as the ruling it states" * doctest::test_suite("library")) {
    // What the terminal shows a candidate (an option as a ruling in words, articles by number) is
    // something he may type: in each language, for every option of every scenario of the library.
    int read = 0;
    for (const auto& item : test::repository_training_content().items()) {
        if (!item.scenario) continue;
        const std::string document = scenario_document(*item.scenario);
        const rules::RulingVocabulary& words = rules::ruling_vocabulary(item.scenario->incident.game);
        for (const auto& option : item.scenario->options) {
            // A distractor may name what the other game rules (a Go option "restore the position"):
            // picked by its letter, never typed, as the words are the game's own.
            const bool own_words = std::all_of(option.ruling.corrections.begin(), option.ruling.corrections.end(), [&](auto c) {
                return std::find(words.corrections.begin(), words.corrections.end(), c) != words.corrections.end();
            }) && std::all_of(option.ruling.penalties.begin(), option.ruling.penalties.end(), [&](const auto& p) {
                return std::find(words.penalties.begin(), words.penalties.end(), p.kind) != words.penalties.end();
            }) && (!option.ruling.outcome || std::find(words.outcomes.begin(), words.outcomes.end(), *option.ruling.outcome) != words.outcomes.end());
            if (!own_words) continue;
            rules::Answer expected = option.ruling;
            for (Language language : kAllLanguages) {
                const std::string printed = describe_answer(option.ruling, document, ArticleTitles::Hidden).get(language);
                CAPTURE(item.id());
                CAPTURE(printed);
                rules::Answer typed;
                try {
                    typed = parse_ruling_words(printed, item.scenario->incident.game, language);
                } catch (const ResponseError& e) {
                    FAIL_CHECK(e.what());
                    continue;
                }
                CHECK(parts_of(typed) == parts_of(expected));
                ++read;
            }
        }
    }
    CHECK(read > 1000);
}
