// The question editor's form and its YAML: every question of the library, put into the form and
// written out, reads back through the real loader as the same question; text that needs quoting
// survives; a typed number that is not one is reported by the loader at its line.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "app/core/content/question_loader.hpp"
#include "app/ui/data/question_draft.hpp"

using namespace arbiter;
using namespace arbiter::ui;
using content::QuestionType;

namespace {

content::QuestionLoad read_back(const QuestionDraft& draft) {
    return content::parse_question_file(question_draft_yaml(draft), "draft.yaml");
}

}  // namespace

TEST_CASE("every question of the library survives form, YAML and loader unchanged" * doctest::test_suite("library")) {
    const auto bank = content::load_question_directory(std::filesystem::path(ARBITER_SOURCE_DIR) / "question_bank");
    REQUIRE(bank.errors.empty());
    REQUIRE(bank.questions.size() > 400);
    int types_seen[5] = {};
    for (const auto& q : bank.questions) {
        CAPTURE(q.id);
        const auto back = read_back(question_draft_from(q));
        REQUIRE(back.errors.empty());
        REQUIRE(back.questions.size() == 1);
        const auto& r = back.questions.front();
        CHECK(r.id == q.id);
        CHECK(r.type == q.type);
        auto sorted = [](std::vector<content::Level> levels) {  // the form keeps levels in their rank order
            std::sort(levels.begin(), levels.end());
            return levels;
        };
        CHECK(sorted(r.levels) == sorted(q.levels));
        CHECK(r.topics == q.topics);
        CHECK(r.difficulty == q.difficulty);
        CHECK(r.prompt == q.prompt);
        CHECK(r.options == q.options);
        CHECK(r.answer_indexes == q.answer_indexes);
        if (q.type == QuestionType::TrueFalse) CHECK(r.answer_true == q.answer_true);
        CHECK(r.numeric_answer == q.numeric_answer);
        CHECK(r.tolerance == q.tolerance);
        CHECK(r.unit == q.unit);
        CHECK(r.explanation == q.explanation);
        CHECK(r.sources == q.sources);
        ++types_seen[static_cast<int>(q.type)];
    }
    for (int count : types_seen) CHECK(count > 0);  // every type was tried
}

TEST_CASE("the sample draft is a valid question, and text that needs quoting survives") {
    QuestionDraft draft = sample_question_draft();
    {
        const auto back = read_back(draft);
        REQUIRE(back.errors.empty());
        REQUIRE(back.questions.size() == 1);
        CHECK(back.questions[0].answer_indexes == std::vector<std::size_t>{0});
    }
    draft.prompt[2] = "Key: \"value\" # not a comment\n- second line: {not, a, map}";
    draft.options[1][0] = "* 判负: yes";
    const auto back = read_back(draft);
    REQUIRE(back.errors.empty());
    REQUIRE(back.questions.size() == 1);
    CHECK(back.questions[0].prompt.en == draft.prompt[2]);
    CHECK(back.questions[0].options[1].zh_hans == draft.options[1][0]);
}

TEST_CASE("each answer form is written as its type needs") {
    QuestionDraft draft = sample_question_draft();
    draft.options.push_back({"警告", "警告", "A warning"});
    draft.type = QuestionType::MultipleChoice;
    draft.correct[0] = true;
    draft.correct[2] = true;
    auto back = read_back(draft);
    REQUIRE(back.questions.size() == 1);
    CHECK(back.questions[0].answer_indexes == std::vector<std::size_t>{0, 2});

    draft.type = QuestionType::Ordering;
    draft.order = "2, 0,1";
    back = read_back(draft);
    REQUIRE(back.questions.size() == 1);
    CHECK(back.questions[0].answer_indexes == std::vector<std::size_t>{2, 0, 1});

    draft.type = QuestionType::TrueFalse;
    draft.truth = false;
    back = read_back(draft);
    REQUIRE(back.questions.size() == 1);
    CHECK(back.questions[0].options.empty());  // true/false has no options: none are written
    CHECK_FALSE(back.questions[0].answer_true);

    draft.type = QuestionType::Numeric;
    draft.number = "183.25";
    draft.tolerance = "0.01";
    draft.unit = {"子", "子", "stones"};
    back = read_back(draft);
    REQUIRE(back.questions.size() == 1);
    CHECK(back.questions[0].numeric_answer == 183.25);
    CHECK(back.questions[0].tolerance == 0.01);
    REQUIRE(back.questions[0].unit);
    CHECK(back.questions[0].unit->en == "stones");
}

TEST_CASE("a typed answer that is not a number is the loader's error, at its line") {
    QuestionDraft draft = sample_question_draft();
    draft.type = QuestionType::Numeric;
    draft.number = "about 7";
    const std::string yaml = question_draft_yaml(draft);
    const auto back = content::parse_question_file(yaml, "draft.yaml");
    CHECK(back.questions.empty());
    REQUIRE_FALSE(back.errors.empty());
    const auto& error = back.errors.front();
    CHECK(error.file == "draft.yaml");
    // The line the answer is on in the text the editor shows.
    std::size_t line = 1;
    for (std::size_t i = 0; i < yaml.find("answer:"); ++i) line += yaml[i] == '\n';
    CHECK(error.line == line);
    CHECK(error.message.find("answer") != std::string::npos);
}

TEST_CASE("a pinned option keeps its pin through form, YAML and loader") {
    QuestionDraft draft = sample_question_draft();
    draft.options.push_back({"以上都不对", "以上都不對", "None of the above"});
    draft.pinned[draft.options.size() - 1] = true;
    const auto load = read_back(draft);
    REQUIRE(load.errors.empty());
    REQUIRE(load.questions.size() == 1);
    const content::Question& q = load.questions.front();
    REQUIRE(q.pinned_options.size() == draft.options.size());
    CHECK(q.pinned_options.back());
    CHECK_FALSE(q.pinned_options.front());
    // And back into the form, where the editor shows it checked.
    CHECK(question_draft_from(q).pinned[draft.options.size() - 1]);
}

TEST_CASE("a new question starts empty: no id, texts, topic or sources, and two blank options") {
    const QuestionDraft draft = new_question_draft();
    CHECK(draft.id.empty());
    CHECK(draft.topic_area.empty());
    CHECK(draft.sources.empty());
    for (const auto& text : draft.prompt) CHECK(text.empty());
    for (const auto& text : draft.explanation) CHECK(text.empty());
    REQUIRE(draft.options.size() == 2);
    for (const auto& option : draft.options)
        for (const auto& text : option) CHECK(text.empty());
    // Empty, it is not a valid question yet: the loader says what is missing.
    CHECK_FALSE(read_back(draft).errors.empty());
}
