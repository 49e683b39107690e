// The one answer text and the one answer JSON (app/core/training/answers/answer_text.hpp, answer_json.hpp)
// that the terminal and the trainer both use: citations in each language (條 in zh-Hant), each
// document named once, article titles only where asked; stored answers read back or refused
// aloud; the letters a candidate saw; and the one "fully right".
#include <doctest/doctest.h>

#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"
#include "tests/training_cli/practice_fixtures.hpp"

using namespace arbiter;
using namespace arbiter::training;

namespace {

std::string fide_title(Language language) { return rules::find_document("fide-laws-2023")->title.get(language); }
std::string article_title(const char* article, Language language) {
    return rules::resolve({"fide-laws-2023", article})->title.get(language);
}

}  // namespace

TEST_CASE("citations read in each language, with the article's title only when asked") {
    const Citation c{"fide-laws-2023", "6.9"};
    CHECK(citation_label(c, Language::ZhHans, ArticleTitles::Hidden) == "《" + fide_title(Language::ZhHans) + "》第 6.9 条");
    CHECK(citation_label(c, Language::ZhHant, ArticleTitles::Hidden) == "《" + fide_title(Language::ZhHant) + "》第 6.9 條");
    CHECK(citation_label(c, Language::En, ArticleTitles::Hidden) == fide_title(Language::En) + ", art. 6.9");
    CHECK(citation_label(c, Language::En) == fide_title(Language::En) + ", art. 6.9 (" + article_title("6.9", Language::En) + ")");
    // A document the engine does not hold: the question bank's catalogue names it, else its id.
    content::SourceCatalog sources;
    sources.add({"cn-referee-rules", {"裁判员管理办法", "裁判員管理辦法", "Referee regulations"}, "2024", "seed"});
    CHECK(citation_label({"cn-referee-rules", "12"}, Language::ZhHant, ArticleTitles::Shown, &sources) == "《裁判員管理辦法》第 12 條");
    CHECK(citation_label({"unknown-doc", "3"}, Language::En) == "unknown-doc, art. 3");
    CHECK(source_label({"cn-referee-rules", "12", "34"}, Language::ZhHant, &sources) == "《裁判員管理辦法》第 12 條 第 34 頁");
    CHECK(source_label({"cn-referee-rules", "", "34"}, Language::En, &sources) == "Referee regulations, p. 34");
}

TEST_CASE("several articles of one document name the document once, in the order cited") {
    const std::vector<Citation> cited{{"fide-laws-2023", "6.8"}, {"fide-laws-2023", "6.9"}, {"fide-laws-2023", "6.8"}};
    CHECK(citations_label(cited, Language::ZhHans, ArticleTitles::Hidden) == "《" + fide_title(Language::ZhHans) + "》第 6.8、6.9 条");
    CHECK(citations_label(cited, Language::En, ArticleTitles::Shown) ==
          fide_title(Language::En) + ", art. 6.8 (" + article_title("6.8", Language::En) + "), art. 6.9 (" +
              article_title("6.9", Language::En) + ")");
}

TEST_CASE("a reference's section (§A2) names itself, without art. or 第…条 around it") {
    content::SourceCatalog sources;
    sources.add({"reference-go-cn", {"围棋参考", "圍棋參考", "Go reference"}, "2026", "project"});
    CHECK(citation_label({"reference-go-cn", "§B1.3"}, Language::En, ArticleTitles::Hidden, &sources) == "Go reference, §B1.3");
    CHECK(citation_label({"reference-go-cn", "§B1.3"}, Language::ZhHans, ArticleTitles::Shown, &sources) == "《围棋参考》§B1.3");
    // Numbered articles and sections of one document together: the numbered ones first, as one list.
    const std::vector<Citation> mixed{{"reference-go-cn", "§A2"}, {"reference-go-cn", "4"}, {"reference-go-cn", "5"}};
    CHECK(citations_label(mixed, Language::ZhHant, ArticleTitles::Hidden, &sources) == "《圍棋參考》第 4、5 條、§A2");
    CHECK(citations_label(mixed, Language::En, ArticleTitles::Shown, &sources) == "Go reference, §A2, art. 4, art. 5");
}

TEST_CASE("an answer reads part by part, a stated empty part as none, and its options as the candidate sees them") {
    rules::Answer answer;
    answer.outcome = rules::Outcome::BlackWins;
    answer.penalties = {{rules::Player::White, rules::PenaltyKind::Loss, std::nullopt}};
    answer.penalties_stated = answer.corrections_stated = true;
    answer.articles = {"6.8", "6.9"};
    const auto lines = answer_lines(answer, "fide-laws-2023", Language::ZhHant, ArticleTitles::Hidden);
    REQUIRE(lines.size() == 4);
    CHECK(lines[0] == "結果：" + rules::outcome_text(rules::Outcome::BlackWins).zh_hant);
    CHECK(lines[2] == "糾正：無");
    CHECK(lines[3] == "條款：《" + fide_title(Language::ZhHant) + "》第 6.8、6.9 條");
    CHECK(describe_answer(answer, "fide-laws-2023", ArticleTitles::Hidden).en ==
          "Outcome: Black wins · Penalties: White: loses the game · Corrections: none · Articles: " + fide_title(Language::En) +
              ", art. 6.8, 6.9");
    // A part the answer leaves unstated is left out, not shown as "none".
    rules::Answer outcome_only;
    outcome_only.outcome = rules::Outcome::Draw;
    CHECK(answer_lines(outcome_only, "fide-laws-2023", Language::En).size() == 1);
    // An option with the author's own text reads as written.
    content::ScenarioOption option;
    option.text = LocalizedText{"判和", "判和", "a draw"};
    CHECK(scenario_option_text(option, "fide-laws-2023", Language::En) == "a draw");
}

TEST_CASE("what the grader found missing reads in words, never in the grader's keys") {
    CHECK(graded_item_text("outcome", "white_wins", Language::ZhHans) == rules::outcome_text(rules::Outcome::WhiteWins).zh_hans);
    CHECK(graded_item_text("penalties", "white:time_to_opponent=60", Language::En) ==
          rules::penalty_text({rules::Player::White, rules::PenaltyKind::TimeToOpponent, 60, {}}).en);
    CHECK(graded_item_text("answer", "false", Language::ZhHant) == "錯");
    CHECK(graded_item_text("articles", "6.9", Language::En) == "6.9");
    CHECK(part_label("corrections", Language::ZhHant) == "糾正");
    CHECK(part_label("ruling_id", Language::En) == "Kind of ruling");
}

TEST_CASE("a stored answer is read back, and one this version cannot read is refused aloud") {
    const auto back = response_from_json(R"({"choices": [2, 0], "shown": [2, 0, 1, 3]})");
    CHECK(back.picked == std::vector<std::size_t>{2, 0});
    CHECK(back.shown == std::vector<std::size_t>{2, 0, 1, 3});
    CHECK(response_from_json(R"({"number": 7.5})").number == 7.5);
    CHECK_THROWS_AS(response_from_json("not json"), ResponseError);
    CHECK_THROWS_AS(response_from_json(R"({"choices": "B"})"), ResponseError);
    CHECK_THROWS_AS(response_from_json(R"({"true": 1})"), ResponseError);
    CHECK(option_from_json(R"({"option": 2})") == std::optional<std::size_t>(2));
    CHECK_FALSE(option_from_json(R"({"ruling": {"outcome": "draw"}})").has_value());
    CHECK_THROWS_AS(option_from_json("{"), ResponseError);
}

TEST_CASE("a report gives the letters the candidate saw, and the stored text when there are none") {
    auto content = test::small_content();
    const PracticeItem& multi = *content->find("t-multi");
    // Options 0 and 2 were shown in places C and A.
    CHECK(answer_letters(multi, R"({"choices": [0, 2], "shown": [2, 1, 0]})") == "C A");
    CHECK(answer_letters(multi, R"({"choices": [0, 2]})") == "A C");
    CHECK(answer_letters(*content->find("t-numeric"), R"({"number": 3})") == R"({"number": 3})");
    CHECK(answer_letters(multi, "garbage") == "garbage");
}

TEST_CASE("a typed number may carry its unit, and anything else is not a number") {
    auto content = test::small_content();
    const PracticeItem& numeric = *content->find("t-numeric");
    CHECK(parse_response(numeric, "183.5 子") == json::parse(R"({"number": 183.5})"));
    CHECK(parse_response(numeric, "+7").find("number")->as_double() == 7.0);
    CHECK_THROWS_AS(parse_response(numeric, "子"), ResponseError);
    CHECK_THROWS_AS(parse_response(*content->find("t-single"), "9"), ResponseError);
}

TEST_CASE("fully right is one definition: full credit up to rounding, nothing less") {
    CHECK(rules::fully_right(1.0));
    CHECK(rules::fully_right(0.1 + 0.2 + 0.7));  // a sum of fractions a hair off 1
    CHECK_FALSE(rules::fully_right(0.999));
    CHECK_FALSE(rules::fully_right(0.0));
}
