// `arbiter-cli pack build|import|list|remove` as an instructor and a candidate type them (in this
// process, $XDG_DATA_HOME in a temporary folder): the messages in the three languages, a tampered
// file refused, another version kept unless --replace, the pack's items in practice, `validate`
// on the installed folder.
#include <doctest/doctest.h>

#include <cctype>

#include "app/core/json.hpp"
#include "app/core/packs/pack.hpp"
#include "tests/packs/pack_fixtures.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

const std::string kContent = test::kPackContentRoot.string();

test::CliRun run(std::vector<std::string> args, const std::string& lang = "en") {
    for (const std::string& extra : std::vector<std::string>{"--content-root", kContent, "--lang", lang})
        args.push_back(extra);
    return test::run_cli(args);
}

test::CliRun build(const fs::path& dir, const fs::path& file, const std::string& version = "1") {
    return run({"pack", "build", dir.string(), "-o", file.string(), "--id", "course", "--version", version, "--author",
                "张老师", "--title-zh-Hans", "二级课程", "--title-en", "Second-grade course"});
}

}  // namespace

TEST_CASE("pack commands: build, import, list, practise, validate, replace, remove") {
    test::ScopedDataHome home;
    test::TempDir tmp;
    test::write_course_folder(tmp / "course");

    const auto built = build(tmp / "course", tmp / "course.arbpack");
    REQUIRE_MESSAGE(built.status == 0, (built.out + built.err));
    CHECK(built.out.find("Wrote " + (tmp / "course.arbpack").string() +
                         ": pack course, version 1, 3 files (1 question, 1 scenario, 1 exam blueprint).") !=
          std::string::npos);

    const auto imported = run({"pack", "import", (tmp / "course.arbpack").string()});
    REQUIRE_MESSAGE(imported.status == 0, (imported.out + imported.err));
    CHECK(imported.out == "Installed pack course, version 1: 1 question, 1 scenario, 1 exam blueprint.\n");
    CHECK(fs::is_directory(home.packs() / "course" / "scenarios"));

    const auto listed = run({"pack", "list"});
    CHECK(listed.status == 0);
    CHECK(listed.out == "course\tversion 1\t张老师\t1 question, 1 scenario, 1 exam blueprint\tSecond-grade course\n");
    const auto zh = run({"pack", "list"}, "zh-Hans");
    CHECK(zh.out == "course\t版本 1\t张老师\t题目 1 道，情景 1 个，考试蓝图 1 份\t二级课程\n");
    const auto listed_json = run({"pack", "list", "--json"});
    const auto value = json::parse(listed_json.out);
    REQUIRE(value.find("packs")->as_array().size() == 1);
    CHECK(value.find("packs")->as_array()[0].find("questions")->as_int() == 1);

    // The candidate's practice offers the pack's question and scenario.
    const auto practice = run({"practice", "--list", "--count", "0", "--db", (tmp / "trainer.db").string()});
    CHECK(practice.status == 0);
    CHECK(practice.out.find("course-q-1") != std::string::npos);
    CHECK(practice.out.find("course-back-rank-mate") != std::string::npos);

    // The pack's exam blueprint is offered by `exam --list` (and taken by --blueprint ID).
    const auto exams = run({"exam", "--list", "--db", (tmp / "trainer.db").string()});
    CHECK(exams.status == 0);
    CHECK(exams.out.find("course-go-cn-2\tSecond-grade course mock exam\t1 item") != std::string::npos);
    CHECK(exams.out.find("cn-2\t") != std::string::npos);  // and the shipped one

    // `arbiter-cli validate` on the installed folder.
    const auto validated = test::run_cli({"validate", (home.packs() / "course").string(), "--content-root", kContent});
    CHECK_MESSAGE(validated.status == 0, validated.out);
    CHECK(validated.out.find("questions: 1 entry in 1 file, 0 errors") != std::string::npos);
    CHECK(validated.out.find("scenarios: 1 entry in 1 file, 0 errors") != std::string::npos);

    CHECK(run({"pack", "import", (tmp / "course.arbpack").string()}).out ==
          "Pack course, version 1, is already installed with the same files.\n");

    test::write_text(tmp / "course" / "question_bank" / "course" / "more.yaml", test::course_question("course-q-2"));
    REQUIRE(build(tmp / "course", tmp / "course-2.arbpack", "2").status == 0);
    const auto kept = run({"pack", "import", (tmp / "course-2.arbpack").string()}, "zh-Hant");
    CHECK(kept.status == 3);
    CHECK(kept.out ==
          "已安裝內容包 course 的版本 1，此文件是版本 2。未做任何改動：要替換已安裝的版本，請加 --replace 再導入。\n");
    const auto replaced = run({"pack", "import", (tmp / "course-2.arbpack").string(), "--replace"});
    CHECK(replaced.status == 0);
    CHECK(replaced.out == "Replaced pack course, version 1, with version 2: 2 questions, 1 scenario, 1 exam blueprint.\n");

    CHECK(run({"pack", "remove", "course"}, "zh-Hans").out == "已删除内容包 course。\n");
    const auto gone = run({"pack", "remove", "course"});
    CHECK(gone.status == 1);
    CHECK(gone.out == "No installed pack has the id course.\n");
    CHECK(run({"pack", "list"}).out == "No content packs are installed (arbiter-cli pack import FILE).\n");
}

TEST_CASE("pack commands: a tampered or bad pack is refused with file, inner path and line") {
    test::ScopedDataHome home;
    test::TempDir tmp;
    test::write_course_folder(tmp / "course");
    REQUIRE(build(tmp / "course", tmp / "course.arbpack").status == 0);

    std::string bytes;
    {
        const auto raw = test::file_bytes(tmp / "course.arbpack");
        bytes.assign(raw.begin(), raw.end());
    }
    const auto at = bytes.find("The player who moved twice loses");
    REQUIRE(at != std::string::npos);
    bytes[at + 4] = 'P';  // one letter of one file
    test::write_bytes(tmp / "tampered.arbpack", bytes);
    const auto tampered = run({"pack", "import", (tmp / "tampered.arbpack").string()});
    CHECK(tampered.status == 1);
    CHECK(tampered.out.find("tampered.arbpack:question_bank/course/course.yaml: SHA-256 ") == 0);
    CHECK(tampered.out.find("Not installed: 1 problem in " + (tmp / "tampered.arbpack").string() +
                            ". Nothing was changed.") != std::string::npos);
    const auto tampered_zh = run({"pack", "import", (tmp / "tampered.arbpack").string()}, "zh-Hans");
    CHECK(tampered_zh.out.find("内容包在制作后被改动或损坏") != std::string::npos);
    CHECK_FALSE(fs::exists(home.packs() / "course"));

    // A bad item: `pack build` refuses it naming the folder's file; a pack made anyway (by hand)
    // is refused at import naming pack:inner-path:line:column.
    std::string question = test::course_question();
    question.replace(question.find("    answer: 0\n"), 14, "    answer: 5\n");
    test::write_text(tmp / "bad" / "question_bank" / "course" / "course.yaml", question);
    const auto refused_build = run({"pack", "build", (tmp / "bad").string(), "-o", (tmp / "bad.arbpack").string(), "--id",
                                    "bad", "--version", "1", "--author", "x"});
    CHECK(refused_build.status == 1);
    CHECK_MESSAGE(refused_build.out.find((tmp / "bad").string() + "/question_bank/course/course.yaml:") == 0,
                  refused_build.out);
    CHECK_FALSE(fs::exists(tmp / "bad.arbpack"));

    test::build_pack_file(tmp / "bad", tmp / "bad.arbpack", "1", "bad");
    const auto bad = run({"pack", "import", (tmp / "bad.arbpack").string()});
    CHECK(bad.status == 1);
    CHECK_MESSAGE(bad.out.find("bad.arbpack:question_bank/course/course.yaml:") == 0, bad.out);
    const std::string first_line = bad.out.substr(0, bad.out.find('\n'));
    // file:line:column: the line and the column are numbers
    const std::string where = first_line.substr(std::string("bad.arbpack:question_bank/course/course.yaml:").size());
    CHECK(std::isdigit(static_cast<unsigned char>(where[0])));
    CHECK(where.find(':') != std::string::npos);
    CHECK_FALSE(fs::exists(home.packs() / "bad"));
    // The item's problem in the reader's language, as validate --lang says it (it was English).
    const auto bad_zh = run({"pack", "import", (tmp / "bad.arbpack").string()}, "zh-Hans");
    CHECK_MESSAGE(bad_zh.out.find("答案序号 5 超出范围") != std::string::npos, bad_zh.out);
    CHECK(bad_zh.out.find("answer index") == std::string::npos);

    const auto missing = run({"pack", "import", (tmp / "nothing.arbpack").string()});
    CHECK(missing.status == 1);
    CHECK(missing.out.find("nothing.arbpack: cannot open it\n") == 0);
}

TEST_CASE("pack commands: help in the candidate's language, usage errors exit 2") {
    const auto hant = run({"pack", "import", "--help"}, "zh-Hant");
    CHECK(hant.status == 0);
    CHECK(hant.out.find("用法：arbiter-cli pack import FILE") == 0);
    CHECK(run({"pack", "build", "--help"}, "en").out.find("Usage: arbiter-cli pack build DIR -o FILE") == 0);
    CHECK(run({"pack", "build", "somewhere"}).status == 2);  // no -o
    CHECK(run({"pack", "import"}).status == 2);
    CHECK(run({"pack", "remove"}).status == 2);
}
