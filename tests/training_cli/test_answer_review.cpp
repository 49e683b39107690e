// An answered item read back (app/core/training/answers/answer_review.hpp): each option marked right and
// chosen / right and missed / wrong and chosen in the letters the candidate saw, the candidate's
// answer and the key in words, the explanation and the articles — for the exam report and the
// feedback of quiz, review and practice.
#include <doctest/doctest.h>

#include "app/core/training/answers/answer_review.hpp"
#include "app/core/training/answers/practice_grading.hpp"
#include "tests/support/shared_content.hpp"
#include "tests/training_cli/practice_fixtures.hpp"

using namespace arbiter;
using namespace arbiter::training;

TEST_CASE("option marks: right and chosen, right and missed, wrong and chosen, and nothing for the rest") {
    CHECK(option_mark(true, true) == OptionMark::right_chosen);
    CHECK(option_mark(true, false) == OptionMark::right_missed);
    CHECK(option_mark(false, true) == OptionMark::wrong_chosen);
    CHECK(option_mark(false, false) == OptionMark::none);
}

TEST_CASE("answer review: a multiple choice answered in a shuffled order, each option marked under its shown letter") {
    auto content = test::small_content();
    const PracticeItem& multi = *content->find("t-multi");  // options 6.9, 7.5, 9.2; key 6.9 and 9.2
    // Shown as A = 9.2, B = 6.9, C = 7.5; the candidate chose 6.9 and 7.5 (B and C).
    const auto review = review_answer(multi, R"({"choices": [0, 1], "shown": [2, 0, 1]})", {}, Language::En);
    CHECK(review.answered);
    CHECK(review.score == doctest::Approx(1.0 / 3));
    REQUIRE(review.options.size() == 3);
    CHECK(review.options[0].letter == "A");
    CHECK(review.options[0].text == "9.2");
    CHECK(review.options[0].mark == OptionMark::right_missed);
    CHECK(review.options[1].letter == "B");
    CHECK(review.options[1].mark == OptionMark::right_chosen);
    CHECK(review.options[2].letter == "C");
    CHECK(review.options[2].mark == OptionMark::wrong_chosen);
    CHECK(review.your_answer == "B. 6.9; C. 7.5");
    CHECK(review.right_answer == "B. 6.9; A. 9.2");
    CHECK(review.articles.find("6.9") != std::string::npos);
}

TEST_CASE("answer review: unanswered, the key and the explanation are still shown and nothing is marked chosen") {
    auto content = test::small_content();
    const PracticeItem& single = *content->find("t-single");  // key B (Warning)
    const auto review = review_answer(single, std::nullopt, {3, 2, 1, 0}, Language::En);
    CHECK_FALSE(review.answered);
    CHECK(review.score == 0);
    CHECK(review.your_answer.empty());
    // The exam's order (D C B A as written): "Warning" was shown third, as C.
    CHECK(review.right_answer == "C. Warning");
    CHECK(review.explanation == "Art. 20 says so.");
    REQUIRE(review.options.size() == 4);
    for (const auto& option : review.options)
        CHECK(option.mark == (option.index == 1 ? OptionMark::right_missed : OptionMark::none));
}

TEST_CASE("answer review: true/false and numeric answers in words") {
    auto content = test::small_content();
    const auto tf = review_answer(*content->find("t-truefalse"), R"({"true": true})", {}, Language::En);  // key false
    CHECK(tf.options.empty());
    CHECK_FALSE(tf.your_answer.empty());
    CHECK(tf.your_answer != tf.right_answer);
    CHECK(tf.score == 0);
    const auto num = review_answer(*content->find("t-numeric"), R"({"number": 183.5})", {}, Language::En);
    CHECK(num.your_answer.rfind("183.5", 0) == 0);
    CHECK(num.score == 1.0);
    CHECK_THROWS_AS(review_answer(*content->find("t-numeric"), std::string("not json"), {}, Language::En), ResponseError);
}

TEST_CASE("answer review: a real scenario answered with a wrong option, the engine's key marked missed" * doctest::test_suite("library")) {
    const TrainingContent& content = test::repository_training_content();
    const PracticeItem* item = content.find("go88-play-twice-seigen-move-101");
    REQUIRE(item);
    const auto key = key_option(*item);
    REQUIRE(key);
    const std::size_t wrong = *key == 0 ? 1 : 0;
    const auto review = review_answer(*item, "{\"option\": " + std::to_string(wrong) + "}", {}, Language::En);
    CHECK(review.answered);
    CHECK(review.score < 1.0);
    REQUIRE(review.options.size() == item->scenario->options.size());
    CHECK(review.options[*key].mark == OptionMark::right_missed);
    CHECK(review.options[wrong].mark == OptionMark::wrong_chosen);
    CHECK(review.your_answer.rfind(review.options[wrong].letter + ". ", 0) == 0);
    CHECK(review.right_answer.rfind(review.options[*key].letter + ". ", 0) == 0);
    CHECK(review.articles.find("17.1") != std::string::npos);
    CHECK_FALSE(review.explanation.empty());
}
