// The repository's own content loads cleanly, and the hooks for generated items and new validators work.
// The cases that read the whole bank are in the test suite "library": one process, one load
// (tests/support/shared_content.hpp).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "app/core/content/content_library.hpp"
#include "app/core/content/question_drills.hpp"
#include "app/core/validate/validation.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;
using namespace arbiter::content;
using namespace arbiter::validate;
namespace fs = std::filesystem;

TEST_CASE("content library: the repository's question bank loads without errors" * doctest::test_suite("library")) {
    const ContentLibrary& library = test::repository_library();
    for (const auto& e : library.errors()) MESSAGE(e.to_string());
    CHECK(library.ok());
    CHECK(library.questions().size() >= 100);

    std::set<std::string> ids;
    for (const auto& q : library.questions()) {
        CAPTURE(q.id);
        CHECK(ids.insert(q.id).second);
        CHECK(q.prompt.complete());
        CHECK(q.explanation.complete());
        CHECK_FALSE(q.sources.empty());
        for (const auto& s : q.sources) CHECK(library.sources().contains(s.document));
        if (q.type == QuestionType::SingleChoice) CHECK(q.answer_indexes.size() == 1);
    }
    // Each of this bank's areas is present.
    for (std::string_view area : {"certification", "arbiter-duties", "competition-systems"})
        CHECK(library.questions_for(Level::Cn3, area).size() + library.questions_for(Level::Cn2, area).size() +
                  library.questions_for(Level::Cn1, area).size() + library.questions_for(Level::Fide, area).size() >
              0);
    CHECK(library.certification().grade("cn-national") != nullptr);
    CHECK(library.sources().contains("cn-go-1988"));
}

TEST_CASE("content library: the seed's wrong claims are taught correctly" * doctest::test_suite("library")) {
    const ContentLibrary& library = test::repository_library();
    // FIDE has two arbiter titles; 80 is a pass mark, not a pass rate.
    const auto& facts = library.certification().facts;
    auto find = [&](std::string_view id) -> const certification::Fact* {
        for (const auto& f : facts)
            if (f.id == id) return &f;
        return nullptr;
    };
    const auto* titles = find("fide-two-titles");
    REQUIRE(titles);
    CHECK(titles->seed_verdict == certification::SeedVerdict::Wrong);
    const auto* pass_mark = find("pass-mark-not-rate");
    REQUIRE(pass_mark);
    CHECK(pass_mark->seed_verdict == certification::SeedVerdict::Wrong);

    const Question* q = library.question("cert-fide-title-count");
    REQUIRE(q);
    REQUIRE(q->type == QuestionType::SingleChoice);
    CHECK(q->options[q->answer_indexes[0]].en.find('2') != std::string::npos);
}

TEST_CASE("content library: generated items join the bank and are checked like authored ones" * doctest::test_suite("library")) {
    ItemGenerator good{"demo", [] {
                           Question q;
                           q.id = "gen-demo-001";
                           q.type = QuestionType::Numeric;
                           q.levels = {Level::Cn2};
                           q.topics = {"calculations"};
                           q.prompt = {"算", "算", "Compute"};
                           q.explanation = {"因为", "因為", "Because"};
                           q.numeric_answer = 9.5;
                           q.sources = {{"fide-tiebreak-regulations", "", ""}};
                           Question missing_source = q;
                           missing_source.id = "gen-demo-002";
                           missing_source.prompt = {"又算", "又算", "Compute again"};
                           missing_source.sources.clear();
                           return std::vector<Question>{q, missing_source};
                       }};
    auto library = ContentLibrary::load(ARBITER_SOURCE_DIR, {good});
    const Question* q = library.question("gen-demo-001");
    REQUIRE(q);
    CHECK(q->generated);
    CHECK(q->location.file == "<generator demo>");
    CHECK(library.question("gen-demo-002") == nullptr);
    REQUIRE(library.errors().size() == 1);
    CHECK(library.errors()[0].to_string() ==
          "<generator demo>: item gen-demo-002: every item needs at least one source");
}

TEST_CASE("validators: a new kind of content plugs in by its top-level key") {
    fs::path dir = fs::temp_directory_path() / "arbiter-validator-hook-test";
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "one.yaml") << "scenario: {id: s1}\n";
    std::ofstream(dir / "other.yaml") << "recipe: {}\n";

    std::vector<fs::path> seen;
    auto validators = content_validators();
    validators.push_back({"scenarios", {"scenario"}, {"scenarios"},
                          [&](const std::vector<fs::path>& files, const ValidationContext&) {
                              seen = files;
                              return ValidationReport{"scenarios", files.size(), files.size(), {}, std::nullopt};
                          }});
    auto run = validate_content({dir}, ARBITER_SOURCE_DIR, validators, dir);
    REQUIRE(seen.size() == 1);
    CHECK(seen[0].filename() == "one.yaml");
    REQUIRE(run.errors.size() == 1);
    // The message lists every key some validator claims, the plugged-in one last.
    std::string keys;
    for (const auto& v : validators)
        for (const auto& k : v.top_level_keys) keys += (keys.empty() ? "" : ", ") + k;
    CHECK(keys.rfind(", scenario") == keys.size() - 10);
    CHECK(keys.rfind("documents, grades, player_levels, facts, items", 0) == 0);
    CHECK(run.errors[0].to_string() ==
          "other.yaml:1:1: not a content file this program knows: expected a top-level " + keys);
    fs::remove_all(dir);
}

TEST_CASE("content library: the engines' drills are numeric items with catalogued sources" * doctest::test_suite("library")) {
    const ContentLibrary& library = test::repository_library();
    std::size_t generated = 0;
    std::set<std::string> kinds;
    for (const auto& q : library.questions()) {
        if (!q.generated) continue;
        ++generated;
        CAPTURE(q.id);
        CHECK(q.type == QuestionType::Numeric);
        CHECK(q.topic_area() == "calculations");
        REQUIRE(q.topics.size() == 2);
        kinds.insert(q.topics[1]);
        for (const auto& s : q.sources) CHECK(library.sources().contains(s.document));
    }
    CHECK(kinds.size() == 7 + 1);  // every DrillKind of engine/tournament/drills.hpp + area-counting (Go)
    CHECK(generated == 7 * 8 + 3 * 8);
    const Question* go = library.question("gen-area-count-2002-1");
    REQUIRE(go);
    CHECK(go->sources.front().document == "cn-go-2002");
    // Ids are stable: the same seed gives the same drill, so a learner's history stays attached.
    auto again = tournament_drill_questions();
    const Question* first = library.question("gen-rating-change-1");
    REQUIRE(first);
    CHECK(again.front().id == "gen-rating-change-1");
    CHECK(again.front().numeric_answer == first->numeric_answer);
    CHECK(again.front().prompt == first->prompt);
}

namespace {
// One equipment question per game a document gives it, every one a 三级 item.
std::string equipment_question(const std::string& id, const std::string& document, const std::string& article) {
    return "  - id: " + id +
           "\n    type: true_false\n    levels: [cn-3]\n    topics: [equipment]\n    difficulty: 1\n"
           "    prompt: {zh-Hans: \"题" + id + "\", zh-Hant: \"題" + id + "\", en: \"Item " + id + "\"}\n"
           "    answer: true\n"
           "    explanation: {zh-Hans: \"解释。\", zh-Hant: \"解釋。\", en: \"Why.\"}\n"
           "    source:\n      - {document: " + document + ", article: \"" + article + "\"}\n";
}

std::string equipment_blueprint(const std::string& id, const std::string& sport, int items) {
    return "id: " + id + "\nlevel: cn-3\nsport: " + sport + "\ngrade: cn-3\n" +
           "title: {zh-Hans: 模拟, zh-Hant: 模擬, en: Mock}\ntime_limit_minutes: 10\npass_mark: 0.8\n"
           "sections:\n  - {topic: equipment, items: " + std::to_string(items) + "}\n";
}
}  // namespace

TEST_CASE("validators: an exam blueprint is checked against the items of its own sport") {
    const fs::path root = fs::temp_directory_path() / "arbiter-blueprint-sport-test";
    fs::remove_all(root);
    fs::create_directories(root / "question_bank" / "equipment");
    fs::create_directories(root / "question_bank" / "exam_blueprints");
    fs::copy_file(fs::path(ARBITER_SOURCE_DIR) / "question_bank" / "sources.yaml", root / "question_bank" / "sources.yaml");
    // One Go item and two chess items at 三级: three in all, but a Go exam can draw only one.
    std::ofstream(root / "question_bank" / "equipment" / "items.yaml")
        << "items:\n"
        << equipment_question("eq-go-1", "cn-go-1988", "33.1") << equipment_question("eq-chess-1", "fide-laws-2023", "6.1")
        << equipment_question("eq-chess-2", "fide-laws-2023", "2.1");
    std::ofstream(root / "question_bank" / "exam_blueprints" / "go-test.yaml") << equipment_blueprint("go-test", "go", 2);
    std::ofstream(root / "question_bank" / "exam_blueprints" / "chess-test.yaml") << equipment_blueprint("chess-test", "chess", 2);

    const auto run = validate_content({}, root, content_validators(), root);
    std::vector<std::string> blueprint_errors;
    for (const auto& report : run.reports)
        if (report.validator == "exam blueprints")
            for (const auto& e : report.errors) blueprint_errors.push_back(e.to_string());
    REQUIRE(blueprint_errors.size() == 1);  // the chess exam has its two
    CHECK(blueprint_errors[0].find("go-test") != std::string::npos);
    CHECK(blueprint_errors[0].find("section 'equipment' needs 2 items at level cn-3 in go; the bank has 1") != std::string::npos);
    fs::remove_all(root);
}

TEST_CASE("validators: the generated drills' Chinese text is linted like a file's" * doctest::test_suite("library")) {
    // One real drill with the other script's quotation marks put into its zh-Hans prompt.
    auto drills = builtin_item_generators().front().generate();
    REQUIRE(!drills.empty());
    Question marked = drills.front();
    marked.prompt.zh_hans += "「引号」";
    marked.prompt.zh_hant += "「引號」";  // the same text in zh-Hant: the conversion check has nothing to say
    const std::vector<ItemGenerator> generators{{"marked", [marked] { return std::vector<Question>{marked}; }}};
    const auto run = validate_content({}, ARBITER_SOURCE_DIR, content_validators(), ARBITER_SOURCE_DIR, generators);
    std::vector<std::string> found;
    for (const auto& report : run.reports)
        if (report.validator == "chinese text")
            for (const auto& e : report.errors) found.push_back(e.to_string());
    REQUIRE(found.size() == 1);
    CHECK(found[0].find("generated item " + marked.id) != std::string::npos);
    CHECK(found[0].find("the quotation mark 「 in zh-Hans text") != std::string::npos);
}

namespace {
// The Chinese text lint's errors of a run, as validate prints them.
std::vector<std::string> chinese_text_errors(const ValidationRun& run) {
    std::vector<std::string> found;
    for (const auto& report : run.reports)
        if (report.validator == "chinese text")
            for (const auto& e : report.errors) found.push_back(e.to_string());
    return found;
}
}  // namespace

TEST_CASE("validators: a reviewed zh-Hant exception that no text needs is stale, in the content root's own list only") {
    const fs::path source = ARBITER_SOURCE_DIR;
    const fs::path root = fs::temp_directory_path() / "arbiter-stale-exception-test";
    fs::remove_all(root);
    fs::create_directories(root / "question_bank" / "equipment");
    fs::copy_file(source / "question_bank" / "sources.yaml", root / "question_bank" / "sources.yaml");
    // One item whose zh-Hant needs the exception 鍾 → 鐘 (the clock).
    std::ofstream(root / "question_bank" / "equipment" / "items.yaml")
        << "items:\n  - id: eq-clock\n    type: true_false\n    levels: [cn-3]\n    topics: [equipment]\n    difficulty: 1\n"
           "    prompt: {zh-Hans: \"棋钟放在哪一侧？\", zh-Hant: \"棋鐘放在哪一側？\", en: \"Which side is the clock on?\"}\n"
           "    answer: true\n"
           "    explanation: {zh-Hans: \"解释。\", zh-Hant: \"解釋。\", en: \"Why.\"}\n"
           "    source:\n      - {document: fide-laws-2023, article: \"6.1\"}\n";

    SUBCASE("a root without assets/lint is checked against the program's list, whose entries it need not use") {
        const auto run = validate_content({}, root, content_validators(), root, {});
        CHECK(chinese_text_errors(run).empty());
    }
    SUBCASE("a root with its own list: the entry no text uses is an error at its line") {
        fs::create_directories(root / "assets" / "lint");
        for (const char* file : {"chinese.yaml", "zh-s2t-characters.txt", "zh-simplified-only.txt", "zh-traditional-only.txt"})
            fs::copy_file(source / "assets" / "lint" / file, root / "assets" / "lint" / file);
        std::ofstream(root / "assets" / "lint" / "zh-hant-exceptions.yaml")
            << "exceptions:\n"
               "  - {converted: 鍾, zh-Hant: 鐘, why: \"the clock\"}\n"
               "  - {converted: 後, zh-Hant: 后, why: \"the queen\"}\n";
        fs::create_directories(root / "assets" / "lang");  // interface strings the list need not cover
        std::ofstream(root / "assets" / "lang" / "zh-Hans.yaml") << "app.title: \"裁判员训练\"\n";
        std::ofstream(root / "assets" / "lang" / "zh-Hant.yaml") << "app.title: \"裁判員訓練\"\n";
        const auto run = validate_content({}, root, content_validators(), root, {});
        const auto found = chinese_text_errors(run);
        REQUIRE(found.size() == 1);
        CHECK(found[0] == "assets/lint/zh-hant-exceptions.yaml:3:1: no zh-Hant text needs this exception any more: remove it");
    }
    fs::remove_all(root);
}
