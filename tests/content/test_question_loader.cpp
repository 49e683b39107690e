// The question loader: every item type read correctly, and problems reported without stopping.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "app/core/content/question_loader.hpp"

using namespace arbiter;
using namespace arbiter::content;

namespace {

const char* kGoodFile = R"(items:
  - id: demo-single
    type: single_choice
    levels: [cn-3, fide]
    topics: [certification, fide-titles]
    difficulty: 2
    prompt: {zh-Hans: 国际棋联有几个裁判员称号？, zh-Hant: 國際棋聯有幾個裁判員稱號？, en: "How many arbiter titles does FIDE award?"}
    options:
      - {zh-Hans: 1个, zh-Hant: 1個, en: "1"}
      - {zh-Hans: 2个, zh-Hant: 2個, en: "2"}
    answer: 1
    explanation: {zh-Hans: FA和IA。, zh-Hant: FA和IA。, en: FA and IA.}
    source:
      - {document: fide-arbiters-regulations, article: "B.06.1 §1.1"}
  - id: demo-multiple
    type: multiple_choice
    levels: [cn-2]
    topics: [arbiter-duties]
    difficulty: 3
    prompt: {zh-Hans: 多选, zh-Hant: 多選, en: Pick several}
    options:
      - {zh-Hans: 甲, zh-Hant: 甲, en: A}
      - {zh-Hans: 乙, zh-Hant: 乙, en: B}
      - {zh-Hans: 以上都不对, zh-Hant: 以上都不對, en: None of the above, pinned: true}
    answer: [2, 0]
    explanation: {zh-Hans: 因为, zh-Hant: 因為, en: Because}
    source: [{document: fide-laws-2023, article: "12.2"}]
  - id: demo-true-false
    type: true_false
    levels: [cn-1]
    topics: [competition-systems]
    difficulty: 1
    prompt: {zh-Hans: 对吗, zh-Hant: 對嗎, en: "True?"}
    answer: false
    explanation: {zh-Hans: 不对, zh-Hant: 不對, en: No}
    source: [{document: cn-go-1988, page: "12"}]
  - id: demo-numeric
    type: numeric
    levels: [cn-national]
    topics: [calculations]
    difficulty: 4
    prompt: {zh-Hans: 黑方需要多少子, zh-Hant: 黑方需要多少子, en: How many stones does Black need}
    answer: 183.25
    tolerance: 0.01
    unit: {zh-Hans: 子, zh-Hant: 子, en: stones}
    explanation: {zh-Hans: 180½+2¾, zh-Hant: 180½+2¾, en: 180.5 + 2.75}
    source: [{document: cn-go-1988, article: "11"}]
  - id: demo-ordering
    type: ordering
    levels: [cn-3]
    topics: [certification]
    difficulty: 1
    prompt: {zh-Hans: 排序, zh-Hant: 排序, en: Order}
    options:
      - {zh-Hans: 一级, zh-Hant: 一級, en: Grade 1}
      - {zh-Hans: 三级, zh-Hant: 三級, en: Grade 3}
      - {zh-Hans: 二级, zh-Hant: 二級, en: Grade 2}
    answer: [1, 2, 0]
    explanation: {zh-Hans: 由低到高, zh-Hant: 由低到高, en: Lowest first}
    source: [{document: cn-referee-management, article: "5"}]
)";

}  // namespace

TEST_CASE("question loader: reads every item type with its answer") {
    auto load = parse_question_file(kGoodFile, "demo.yaml");
    REQUIRE(load.errors.empty());
    REQUIRE(load.questions.size() == 5);

    const Question& single = load.questions[0];
    CHECK(single.id == "demo-single");
    CHECK(single.type == QuestionType::SingleChoice);
    CHECK(single.levels == std::vector<Level>{Level::Cn3, Level::Fide});
    CHECK(single.topic_area() == "certification");
    CHECK(single.topics.size() == 2);
    CHECK(single.difficulty == 2);
    CHECK(single.prompt.zh_hant == "國際棋聯有幾個裁判員稱號？");
    CHECK(single.options.size() == 2);
    CHECK(single.answer_indexes == std::vector<std::size_t>{1});
    CHECK(single.sources.front().document == "fide-arbiters-regulations");
    CHECK(single.sources.front().article == "B.06.1 §1.1");
    CHECK(single.location.file == "demo.yaml");
    CHECK(single.location.line == 2);
    CHECK(single.location.column == 5);

    // Multiple choice answers are a set: stored ascending whatever order the author wrote.
    CHECK(load.questions[1].answer_indexes == std::vector<std::size_t>{0, 2});
    // `pinned: true` keeps "none of the above" last when the options are shuffled; it is not text.
    CHECK(load.questions[1].pinned_options == std::vector<bool>{false, false, true});
    CHECK(load.questions[1].options[2].en == "None of the above");
    CHECK(single.pinned_options == std::vector<bool>{false, false});
    CHECK(choice_answer_correct(load.questions[1], {2, 0}));
    CHECK_FALSE(choice_answer_correct(load.questions[1], {0}));

    CHECK(load.questions[2].type == QuestionType::TrueFalse);
    CHECK(load.questions[2].answer_true == false);
    CHECK(load.questions[2].sources.front().page == "12");

    const Question& numeric = load.questions[3];
    CHECK(numeric.numeric_answer == doctest::Approx(183.25));
    CHECK(numeric.tolerance == doctest::Approx(0.01));
    REQUIRE(numeric.unit.has_value());
    CHECK(numeric.unit->en == "stones");
    CHECK(numeric_answer_correct(numeric, 183.26));
    CHECK_FALSE(numeric_answer_correct(numeric, 183.5));

    // Ordering answers are a sequence: the same indexes in another order are wrong.
    CHECK(load.questions[4].answer_indexes == std::vector<std::size_t>{1, 2, 0});
    CHECK(choice_answer_correct(load.questions[4], {1, 2, 0}));
    CHECK_FALSE(choice_answer_correct(load.questions[4], {0, 1, 2}));
}

TEST_CASE("question loader: pinned is true or false, nothing else") {
    const std::string text = std::string(kGoodFile).replace(std::string(kGoodFile).find("pinned: true"), 12, "pinned: maybe");
    auto load = parse_question_file(text, "demo.yaml");
    REQUIRE_FALSE(load.errors.empty());
    CHECK(load.errors.front().to_string().find("pinned: true or false") != std::string::npos);
}

TEST_CASE("question loader: a broken item is left out, its neighbours still load") {
    std::string text = kGoodFile;
    // Break the second item's answer: index 7 of three options.
    text.replace(text.find("answer: [2, 0]"), 14, "answer: [2, 7]");
    auto load = parse_question_file(text, "demo.yaml");
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].message == "item demo-multiple: answer index 7 is out of range: the item has 3 options (0..2)");
    CHECK(load.errors[0].line == 25);  // at the offending index itself
    CHECK(load.errors[0].column == 17);
    REQUIRE(load.questions.size() == 4);
    CHECK(load.questions[1].id == "demo-true-false");
}

TEST_CASE("question loader: a whole file that is not a question file") {
    auto load = parse_question_file("- just\n- a list\n", "list.yaml");
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].to_string() == "list.yaml:1:1: question file: expected a mapping, got a list");

    load = parse_question_file("itmes: []\n", "typo.yaml");
    REQUIRE(load.errors.size() == 2);
    CHECK(load.errors[0].to_string() == "typo.yaml:1:1: unknown field 'itmes' (did you mean 'items'?)");
    CHECK(load.errors[1].to_string() == "typo.yaml:1:1: missing field 'items'");
}

TEST_CASE("question loader: one broken file never stops the others in a folder") {
    namespace fs = std::filesystem;
    fs::path dir = fs::temp_directory_path() / "arbiter-question-loader-test";
    fs::remove_all(dir);
    fs::create_directories(dir / "area");
    fs::create_directories(dir / "certification");
    std::ofstream(dir / "area" / "a-good.yaml") << kGoodFile;
    std::ofstream(dir / "area" / "b-broken.yaml") << "items: [ {id: x\n";
    // Not questions: the loader must skip both. Items beside the facts are questions.
    std::ofstream(dir / "sources.yaml") << "documents: []\n";
    std::ofstream(dir / "certification" / "grades.yaml") << "grades: []\n";
    std::string renamed = kGoodFile;
    for (std::size_t at = renamed.find("id: demo-"); at != std::string::npos; at = renamed.find("id: demo-", at + 1))
        renamed.replace(at, 9, "id: cert-");
    std::ofstream(dir / "certification" / "quiz.yaml") << renamed;

    auto load = load_question_directory(dir, dir);
    CHECK(load.questions.size() == 10);
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].file == "area/b-broken.yaml");
    CHECK(load.errors[0].message.rfind("YAML syntax error", 0) == 0);
    fs::remove_all(dir);
}

TEST_CASE("question loader: a file that cannot be opened is one error, not a crash") {
    auto load = load_question_file("/nonexistent/nothing.yaml", "nothing.yaml");
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].to_string() == "nothing.yaml: cannot open the file");
}
