// Exam blueprints as data: the shipped files load cleanly; mistakes are reported with file:line.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "app/core/problem_text.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/sport_profile.hpp"
#include "tests/training/fake_content.hpp"
#include "tests/store/temp_dir.hpp"

using namespace arbiter;
using namespace arbiter::training;

TEST_CASE("blueprints: listed in the order a candidate climbs, Go before chess, 三级 first") {
    ContentErrors errors;
    const auto blueprints = load_exam_blueprints(std::filesystem::path(ARBITER_SOURCE_DIR) / "question_bank/exam_blueprints", errors);
    std::vector<std::string> current;
    for (const auto& b : blueprints)
        if (!b.retired) current.push_back(b.id);
    // By file name 一级 (cn-1) came first and chess before Go.
    CHECK(current == std::vector<std::string>{"go-cn-3", "go-cn-2", "go-cn-1", "go-cn-national", "chess-cn-3", "chess-cn-2",
                                              "chess-cn-1", "chess-cn-national", "chess-fide-fa", "chess-fide-ia"});
    // The retired mixed blueprints (no sport) come after every current one.
    const auto first_retired = std::find_if(blueprints.begin(), blueprints.end(), [](const auto& b) { return b.retired; });
    CHECK(std::all_of(first_retired, blueprints.end(), [](const auto& b) { return b.retired; }));
}

TEST_CASE("blueprints: every shipped blueprint loads, one per sport and grade, with pass mark 80 %") {
    ContentErrors errors;
    auto blueprints = load_exam_blueprints(std::filesystem::path(ARBITER_SOURCE_DIR) / "question_bank/exam_blueprints", errors);
    for (const auto& e : errors) INFO(e.to_string());
    CHECK(errors.empty());
    std::set<std::string> levels, current;
    for (const auto& b : blueprints) {
        levels.insert(b.level);
        if (!b.retired) {
            current.insert(b.sport + "/" + b.grade);
            CHECK(b.id == exam_blueprint_id(b.sport, b.grade));  // go-cn-3, chess-fide-ia ...
        }
        CHECK(b.pass_mark == doctest::Approx(0.8));
        CHECK(b.item_count() >= 20);
        CHECK(b.title.complete());
        // The JSON snapshot kept with a session gives the same blueprint back.
        auto copy = ExamBlueprint::from_json(json::parse(b.to_json().dump()));
        CHECK(copy.to_json() == b.to_json());
    }
    CHECK(levels == std::set<std::string>{"cn-3", "cn-2", "cn-1", "cn-national", "fide"});
    CHECK(current == std::set<std::string>{"go/cn-3", "go/cn-2", "go/cn-1", "go/cn-national", "chess/cn-3",
                                           "chess/cn-2", "chess/cn-1", "chess/cn-national", "chess/fide-fa",
                                           "chess/fide-ia"});
    // The ids of before still load (sessions name them), retired: never chosen for a new exam.
    for (const char* old : {"cn-3", "cn-2", "cn-1", "cn-national", "fide"}) {
        CAPTURE(old);
        const auto found = std::find_if(blueprints.begin(), blueprints.end(), [&](const auto& b) { return b.id == old; });
        REQUIRE(found != blueprints.end());
        CHECK(found->retired);
    }
    REQUIRE(blueprint_for(blueprints, "cn-3", "go"));
    CHECK(blueprint_for(blueprints, "cn-3", "go")->id == "go-cn-3");
    CHECK(blueprint_for(blueprints, "cn-3", "chess")->id == "chess-cn-3");
    CHECK(blueprint_for(blueprints, "fide-ia", "chess")->id == "chess-fide-ia");
    CHECK(blueprint_for(blueprints, "fide", "chess")->id == "chess-fide-fa");  // the level: the first by id
    CHECK(blueprint_for(blueprints, "fide-fa", "go") == nullptr);             // no Go FIDE title
    // Both Go 三级 and chess 三级 share the general sections (exam_blueprints/shared/general-cn-3.yaml).
    const auto* go = blueprint_for(blueprints, "cn-3", "go");
    const auto* chess = blueprint_for(blueprints, "cn-3", "chess");
    auto has = [](const ExamBlueprint* b, const std::string& topic) {
        return std::any_of(b->sections.begin(), b->sections.end(), [&](const auto& s) { return s.topic == topic; });
    };
    for (const char* general : {"arbiter-duties", "certification"}) {
        CHECK(has(go, general));
        CHECK(has(chess, general));
    }
    CHECK_FALSE(has(go, "chess-laws"));
    CHECK_FALSE(has(chess, "go-rules"));
}

TEST_CASE("blueprints: a blueprint of one sport draws that sport's and general items only") {
    auto pool = test::fake_items(8);  // go-rules, chess-laws, tie-breaks
    for (auto& item : pool) {
        if (item.topics[0] == "go-rules") item.games = {"go"};
        if (item.topics[0] == "chess-laws") item.games = {"chess"};
        // tie-breaks items stay general (no game)
        item.topics.push_back("mixed");  // every item can fill the "mixed" section
    }
    ExamBlueprint b;
    b.id = "go-cn-3";
    b.level = "cn-3";
    b.sport = "go";
    b.title = {"围棋", "圍棋", "Go"};
    b.time_limit_minutes = 10;
    b.sections = {{"mixed", 16, {}}};  // all 8 Go and 8 general items: no room for a chess one
    for (std::uint64_t seed : {1u, 2u, 3u, 99u}) {
        const auto items = draw_exam_items(b, pool, seed);
        REQUIRE(items.size() == 16);
        for (const auto& i : items) CHECK(i.item_id.rfind("chess-laws", 0) != 0);
    }
    b.sections = {{"mixed", 17, {}}};  // one more than the Go and general items
    CHECK_THROWS_WITH_AS(draw_exam_items(b, pool, 1), doctest::Contains("(go)"), ExamError);
    b.sport = "chess";
    b.sections = {{"mixed", 16, {}}};
    for (const auto& i : draw_exam_items(b, pool, 5)) CHECK(i.item_id.rfind("go-rules", 0) != 0);
    b.retired = true;  // a retired blueprint starts no exam
    CHECK_THROWS_AS(draw_exam_items(b, pool, 5), ExamError);
    // The sport survives the snapshot kept with a session; an old snapshot without one reads as mixed.
    b.retired = false;
    CHECK(ExamBlueprint::from_json(json::parse(b.to_json().dump())).sport == "chess");
    CHECK(ExamBlueprint::from_json(json::parse(
              R"({"id":"cn-3","level":"cn-3","title":{"zh-Hans":"a","zh-Hant":"a","en":"a"},"time_limit_minutes":30,)"
              R"("pass_mark":0.8,"sections":[{"topic":"go-rules","items":6}]})"))
              .sport.empty());
}

TEST_CASE("blueprints: a blueprint needs a sport, FIDE grades are chess, a shared file must exist") {
    test::TempDir dir;
    const std::string head = "level: cn-3\ntitle: {zh-Hans: 甲, zh-Hant: 甲, en: A}\ntime_limit_minutes: 30\npass_mark: 0.8\n";
    test::write_bytes(dir / "no-sport.yaml", "id: no-sport\n" + head + "sections:\n  - {topic: go-rules, items: 2}\n");
    test::write_bytes(dir / "go-fa.yaml", "id: go-fa\nlevel: fide\nsport: go\ngrade: fide-fa\n"
                                          "title: {zh-Hans: 甲, zh-Hant: 甲, en: A}\ntime_limit_minutes: 30\npass_mark: 0.8\n"
                                          "sections:\n  - {topic: go-rules, items: 2}\n");
    test::write_bytes(dir / "lost.yaml", "id: lost\nsport: go\nshared: nowhere\n" + head +
                                             "sections:\n  - {topic: go-rules, items: 2}\n");
    std::filesystem::create_directories(dir / "shared");
    test::write_bytes(dir / "shared" / "general.yaml", "sections:\n  - {topic: arbiter-duties, items: 3}\n");
    test::write_bytes(dir / "good.yaml", "id: good\nsport: go\nshared: general\n" + head +
                                             "sections:\n  - {topic: go-rules, items: 2}\n");
    ContentErrors errors;
    auto blueprints = load_exam_blueprints(dir.path(), errors);
    std::string all;
    for (const auto& e : errors) all += e.to_string() + "\n";
    INFO(all);
    CHECK(all.find("no-sport.yaml:1:1: sport is go or chess") != std::string::npos);
    CHECK(all.find("go-fa.yaml:4:8: FIDE titles are chess titles") != std::string::npos);
    CHECK(all.find("lost.yaml:3:9: no shared sections 'nowhere'") != std::string::npos);
    REQUIRE(blueprints.size() == 1);  // good.yaml; shared/ is not a blueprint of its own
    CHECK(blueprints[0].id == "good");
    CHECK(blueprints[0].grade == "cn-3");
    REQUIRE(blueprints[0].sections.size() == 2);
    CHECK(blueprints[0].sections[0].topic == "go-rules");
    CHECK(blueprints[0].sections[1].topic == "arbiter-duties");  // the shared sections after the own
}

TEST_CASE("blueprints: mistakes are collected with their line, never thrown") {
    test::TempDir dir;
    test::write_bytes(dir / "bad.yaml",
                      "id: bad\n"
                      "level: cn-9\n"
                      "title: {zh-Hans: 坏, zh-Hant: 壞, en: Bad}\n"
                      "time_limit_minutes: 0\n"
                      "pass_mark: 80\n"
                      "sections:\n"
                      "  - {topic: go-rules, items: 0}\n"
                      "colour: red\n");
    test::write_bytes(dir / "broken.yaml", "id: [unclosed\n");
    ContentErrors errors;
    auto blueprints = load_exam_blueprints(dir.path(), errors);
    CHECK(blueprints.empty());
    std::string all;
    for (const auto& e : errors) all += e.to_string() + "\n";
    INFO(all);
    CHECK(all.find("bad.yaml:2:8: unknown level 'cn-9'") != std::string::npos);
    CHECK(all.find("bad.yaml:4:21: time_limit_minutes must be 1..600") != std::string::npos);
    CHECK(all.find("bad.yaml:5:12: pass_mark is a fraction") != std::string::npos);
    CHECK(all.find("bad.yaml:7:30: items must be 1..500, not 0") != std::string::npos);
    CHECK(all.find("bad.yaml:8:1: unknown field 'colour'") != std::string::npos);
    CHECK(all.find("broken.yaml:") != std::string::npos);
}

TEST_CASE("blueprints: a problem is named in its own file, relative to the content root when given one") {
    test::TempDir root;
    const auto folder = root / "question_bank" / "exam_blueprints";
    std::filesystem::create_directories(folder / "shared");
    test::write_bytes(folder / "go.yaml", "id: go\nlevel: cn-3\nsport: go\ntitle: {zh-Hans: 甲, zh-Hant: 甲, en: A}\n"
                                          "time_limit_minutes: 30\npass_mark: 0.8\nshared: general\n");
    test::write_bytes(folder / "shared" / "general.yaml", "sections:\n  - {topic: arbiter-duties, items: 0}\n");
    ContentErrors errors;
    CHECK(load_exam_blueprints(folder, errors, root.path()).empty());
    REQUIRE(errors.size() == 1);
    // The shared file's line, in the shared file: not the blueprint's name with the shared file's line.
    CHECK(errors[0].to_string() == "question_bank/exam_blueprints/shared/general.yaml:2:36: items must be 1..500, not 0");
}

TEST_CASE("blueprints: an empty id or topic is missing, not accepted (fuzz_blueprint_yaml's invariant)") {
    ContentErrors errors;
    CHECK_FALSE(parse_exam_blueprint("id: ''\nlevel: cn-3\nsport: go\ntitle: {zh-Hans: 甲, zh-Hant: 甲, en: A}\n"
                                     "time_limit_minutes: 30\npass_mark: 0.8\nsections:\n  - {topic: '', items: 2}\n",
                                     "empty.yaml", errors));
    std::string all;
    for (const auto& e : errors) all += e.to_string() + "\n";
    INFO(all);
    CHECK(all.find("empty.yaml:1:5: missing field 'id'") != std::string::npos);
    CHECK(all.find("empty.yaml:8:13: sections: missing field 'topic'") != std::string::npos);
}

TEST_CASE("blueprints: every problem is keyed, so validate --lang and the trainer say it in Chinese") {
    test::TempDir dir;
    test::write_bytes(dir / "bad.yaml",
                      "id: bad\n"
                      "level: cn-2\n"
                      "sport: go\n"
                      "grade: cn-3\n"
                      "title: {zh-Hans: 坏, en: Bad}\n"
                      "time_limit_minutes: lots\n"
                      "pass_mark: 0.8\n"
                      "shared: ../../secrets\n"
                      "sections:\n"
                      "  - {topic: go-rules, items: 2, kind: drill}\n"
                      "  - {topic: go-rules, itmes: 2}\n");
    // Lists where text belongs: once thrown out of the loader (and the trainer's start) by as<>.
    test::write_bytes(dir / "lists.yaml",
                      "id: lists\nlevel: cn-3\nsport: go\ntitle: {zh-Hans: [a], zh-Hant: b, en: c}\n"
                      "time_limit_minutes: 30\npass_mark: 0.8\nsections:\n  - {topic: go-rules, items: 2, kind: [x]}\n");
    ContentErrors errors;
    CHECK(load_exam_blueprints(dir.path(), errors).empty());
    ContentErrors ignored;
    const UiStrings zh = UiStrings::load(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang", Language::ZhHans, ignored);
    std::string all;
    for (const auto& e : errors) {
        CHECK_MESSAGE(!e.key.empty(), e.to_string());
        all += problem_line(e, zh) + "\n";
    }
    INFO(all);
    CHECK(all.find("bad.yaml:4:8: 等级“cn-3”与级别“cn-2”不符") != std::string::npos);
    CHECK(all.find("bad.yaml:5:8: title：") != std::string::npos);  // zh-Hant missing, in the reader's words
    CHECK(all.find("bad.yaml:6:21: time_limit_minutes：这里应为整数") != std::string::npos);
    CHECK(all.find("bad.yaml:8:9: `shared` 应为 `exam_blueprints/shared/` 中的文件名（不带 `.yaml`），不能是“../../secrets”") !=
          std::string::npos);
    CHECK(all.find("bad.yaml:10:39: `kind`“drill”既不是 `question` 也不是 `scenario`") != std::string::npos);
    CHECK(all.find("bad.yaml:11:23: sections：未知字段“itmes”") != std::string::npos);
    CHECK(all.find("bad.yaml:11:5: sections：缺少字段“items”") != std::string::npos);
    CHECK(all.find("lists.yaml:4:18: title.zh-Hans") != std::string::npos);
    CHECK(all.find("lists.yaml:8:39: kind：") != std::string::npos);
}
