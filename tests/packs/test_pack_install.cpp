// Installing packs (app/core/packs/pack_install.hpp): every item checked by the validators before
// anything is installed, a bad item reported at pack:inner-path:line:column, ids that collide
// refused, another version never replaced unasked, nothing half-installed after a failure at any
// step, and the installed items in the content the trainer and the terminal load.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <random>

#include "app/core/packs/pack_install.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/training_content.hpp"
#include "app/core/validate/validation.hpp"
#include "tests/packs/pack_fixtures.hpp"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

// Builds the pack of `dir` into `file` (pack_fixtures.hpp).
void build(const fs::path& dir, const fs::path& file, const std::string& version = "1", const std::string& id = "course") {
    test::build_pack_file(dir, file, version, id);
}

packs::ImportOptions options_for(const fs::path& packs_dir) {
    packs::ImportOptions options;
    options.content_root = test::kPackContentRoot;
    options.packs_dir = packs_dir;
    return options;
}

std::string problems_text(const packs::PackProblems& problems) {
    std::string out;
    for (const auto& p : problems) out += packs::describe(p, test::english_strings()) + "\n";
    return out;
}

// Every name in `dir`, hidden ones too.
std::vector<std::string> names_in(const fs::path& dir) {
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

std::string read_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("pack install: a good pack is installed, listed, and its items are in the loaded content") {
    test::TempDir tmp;
    test::write_course_folder(tmp / "course");
    build(tmp / "course", tmp / "course.arbpack");
    const fs::path packs_dir = tmp / "packs";

    const auto result = packs::import_pack(tmp / "course.arbpack", "course.arbpack", options_for(packs_dir));
    REQUIRE_MESSAGE(result.outcome == packs::ImportOutcome::installed, problems_text(result.problems));
    CHECK(result.questions == 1);
    CHECK(result.scenarios == 1);
    CHECK(result.blueprints == 1);
    CHECK(names_in(packs_dir) == std::vector<std::string>{"course"});  // no staging folder left
    CHECK(read_text(packs_dir / "course" / "question_bank" / "course" / "course.yaml") == test::course_question());
    CHECK(fs::is_regular_file(packs_dir / "course" / packs::kManifestFile));

    const auto installed = packs::installed_packs(packs_dir);
    REQUIRE(installed.size() == 1);
    CHECK(installed[0].manifest.id == "course");
    CHECK(installed[0].manifest.version == "1");
    CHECK(installed[0].manifest.author == "Instructor");
    CHECK(installed[0].questions == 1);
    CHECK(installed[0].scenarios == 1);
    CHECK(installed[0].blueprints == 1);

    // The content the trainer and the terminal load: the shipped items and the pack's.
    const auto content = training::TrainingContent::load(test::kPackContentRoot, packs::installed_pack_folders(packs_dir));
    const auto* question = content->find("course-q-1");
    REQUIRE(question);
    CHECK(question->question);
    const auto* scenario = content->find("course-back-rank-mate");
    REQUIRE(scenario);
    REQUIRE(scenario->ruling);  // judged by the engine like a shipped scenario
    CHECK(scenario->scenario->file == "packs/course/scenarios/chess/checkmate/course-back-rank.yaml");
    CHECK(content->find("go-1988-twice-001"));  // the shipped content is still there
    const auto without = training::TrainingContent::load(test::kPackContentRoot);
    CHECK(content->items().size() == without->items().size() + 2);

    // `arbiter-cli validate` on the installed folder: the same validators, no error.
    const auto run = validate::validate_content({packs_dir / "course"}, test::kPackContentRoot);
    CHECK_MESSAGE(run.error_count() == 0, (run.all_errors().empty() ? "" : run.all_errors()[0].to_string()));

    // The same file again: already installed, nothing touched.
    const auto again = packs::import_pack(tmp / "course.arbpack", "course.arbpack", options_for(packs_dir));
    CHECK(again.outcome == packs::ImportOutcome::already_installed);

    CHECK(packs::remove_pack("course", packs_dir));
    CHECK_FALSE(packs::remove_pack("course", packs_dir));
    CHECK_FALSE(packs::remove_pack("../packs", packs_dir));
    CHECK(names_in(packs_dir).empty());
}

TEST_CASE("pack install: another version is replaced only when confirmed") {
    test::TempDir tmp;
    test::write_course_folder(tmp / "course");
    build(tmp / "course", tmp / "v1.arbpack", "1");
    test::write_text(tmp / "course" / "question_bank" / "course" / "more.yaml", test::course_question("course-q-2"));
    build(tmp / "course", tmp / "v2.arbpack", "2");
    const fs::path packs_dir = tmp / "packs";
    REQUIRE(packs::import_pack(tmp / "v1.arbpack", "v1.arbpack", options_for(packs_dir)).outcome ==
            packs::ImportOutcome::installed);

    auto options = options_for(packs_dir);
    const auto unasked = packs::import_pack(tmp / "v2.arbpack", "v2.arbpack", options);
    CHECK(unasked.outcome == packs::ImportOutcome::needs_confirmation);
    REQUIRE(unasked.previous);
    CHECK(unasked.previous->version == "1");
    CHECK(packs::installed_packs(packs_dir).at(0).manifest.version == "1");
    CHECK_FALSE(fs::exists(packs_dir / "course" / "question_bank" / "course" / "more.yaml"));

    bool asked = false;
    options.confirm = [&](const packs::PackManifest& old, const packs::PackManifest& incoming) {
        asked = true;
        CHECK(old.version == "1");
        CHECK(incoming.version == "2");
        return false;
    };
    CHECK(packs::import_pack(tmp / "v2.arbpack", "v2.arbpack", options).outcome == packs::ImportOutcome::needs_confirmation);
    CHECK(asked);
    options.confirm = [](const packs::PackManifest&, const packs::PackManifest&) { return true; };
    const auto confirmed = packs::import_pack(tmp / "v2.arbpack", "v2.arbpack", options);
    CHECK(confirmed.outcome == packs::ImportOutcome::replaced);
    CHECK(packs::installed_packs(packs_dir).at(0).manifest.version == "2");
    CHECK(packs::installed_packs(packs_dir).at(0).questions == 2);

    // A folder of that name without a manifest (damaged, or made by hand) is not replaced unasked.
    fs::remove(packs_dir / "course" / packs::kManifestFile);
    options.confirm = {};
    const auto unknown = packs::import_pack(tmp / "v1.arbpack", "v1.arbpack", options);
    CHECK(unknown.outcome == packs::ImportOutcome::needs_confirmation);
    REQUIRE(unknown.previous);
    CHECK(unknown.previous->version == "?");
    CHECK(fs::exists(packs_dir / "course" / "question_bank" / "course" / "more.yaml"));

    options.replace = true;
    CHECK(packs::import_pack(tmp / "v1.arbpack", "v1.arbpack", options).outcome == packs::ImportOutcome::replaced);
    CHECK(packs::installed_packs(packs_dir).at(0).manifest.version == "1");
    CHECK_FALSE(fs::exists(packs_dir / "course" / "question_bank" / "course" / "more.yaml"));  // the old files are gone
    CHECK(names_in(packs_dir) == std::vector<std::string>{"course"});
}

TEST_CASE("pack install: a bad item is reported at pack:inner-path:line:column and nothing is installed") {
    test::TempDir tmp;
    std::string question = test::course_question();
    question.replace(question.find("    difficulty: 2\n"), 18, "    difficulty: 2\n    dificulty: 3\n");  // line 7
    test::write_course_folder(tmp / "course", question);
    build(tmp / "course", tmp / "course.arbpack");
    const auto result = packs::import_pack(tmp / "course.arbpack", "course.arbpack", options_for(tmp / "packs"));
    CHECK(result.outcome == packs::ImportOutcome::refused);
    REQUIRE_FALSE(result.problems.empty());
    const std::string text = problems_text(result.problems);
    CHECK_MESSAGE(text.find("course.arbpack:question_bank/course/course.yaml:7:5: ") != std::string::npos, text);
    CHECK(text.find("dificulty") != std::string::npos);
    CHECK(names_in(tmp / "packs").empty());  // no staging folder, no pack
    CHECK(packs::installed_packs(tmp / "packs").empty());
}

TEST_CASE("pack install: an id the shipped content or another pack uses is refused at import") {
    test::TempDir tmp;
    SUBCASE("the shipped content's") {
        test::write_course_folder(tmp / "course", test::course_question("go-1988-twice-001"));
        build(tmp / "course", tmp / "course.arbpack");
        const auto result = packs::import_pack(tmp / "course.arbpack", "course.arbpack", options_for(tmp / "packs"));
        CHECK(result.outcome == packs::ImportOutcome::refused);
        const std::string text = problems_text(result.problems);
        CHECK_MESSAGE(text.find("course.arbpack:question_bank/course/course.yaml:2:5: the id 'go-1988-twice-001' is already "
                                "used by the program's own content") != std::string::npos,
                      text);
        CHECK(names_in(tmp / "packs").empty());
    }
    SUBCASE("another pack's, and a blueprint's") {
        test::write_course_folder(tmp / "course");
        build(tmp / "course", tmp / "course.arbpack");
        REQUIRE(packs::import_pack(tmp / "course.arbpack", "course.arbpack", options_for(tmp / "packs")).outcome ==
                packs::ImportOutcome::installed);
        build(tmp / "course", tmp / "copy.arbpack", "1", "copy");
        const auto result = packs::import_pack(tmp / "copy.arbpack", "copy.arbpack", options_for(tmp / "packs"));
        CHECK(result.outcome == packs::ImportOutcome::refused);
        const std::string text = problems_text(result.problems);
        CHECK(text.find("the id 'course-q-1' is already used by the installed pack course") != std::string::npos);
        CHECK(text.find("the id 'course-back-rank-mate' is already used by the installed pack course") != std::string::npos);
        CHECK(text.find("the exam blueprint id 'course-go-cn-2' is already used by the installed pack course") !=
              std::string::npos);
        CHECK(names_in(tmp / "packs") == std::vector<std::string>{"course"});
    }
    SUBCASE("a pack installed by hand with a taken id: its item is left out of the loaded content") {
        test::write_text(tmp / "packs" / "hand" / "question_bank" / "q.yaml", test::course_question("go-1988-twice-001"));
        packs::PackManifest m;
        m.id = "hand";
        m.version = "1";
        m.author = "x";
        test::write_text(tmp / "packs" / "hand" / packs::kManifestFile, packs::write_manifest(m));
        const auto content = training::TrainingContent::load(test::kPackContentRoot, packs::installed_pack_folders(tmp / "packs"));
        const auto without = training::TrainingContent::load(test::kPackContentRoot);
        CHECK(content->items().size() == without->items().size());
        bool reported = false;
        for (const auto& e : content->errors())
            reported = reported || (e.file == "packs/hand/question_bank/q.yaml" &&
                                    e.message.find("'go-1988-twice-001' is already used") != std::string::npos);
        CHECK(reported);
    }
    SUBCASE("a pack installed by hand with a taken blueprint id and a broken blueprint: named packs/<id>/..., left out") {
        const fs::path folder = tmp / "packs" / "hand";
        test::write_text(folder / "question_bank" / "exam_blueprints" / "cn-2.yaml", test::course_blueprint("cn-2"));
        test::write_text(folder / "question_bank" / "exam_blueprints" / "broken.yaml", "id: [\n");
        ContentErrors shipped_errors;
        const auto shipped = training::load_exam_blueprints(test::kPackContentRoot / "question_bank" / "exam_blueprints",
                                                            shipped_errors);
        REQUIRE(std::any_of(shipped.begin(), shipped.end(), [](const auto& b) { return b.id == "cn-2"; }));
        ContentErrors errors;
        const auto blueprints = packs::pack_blueprints({folder}, shipped, errors);
        CHECK(blueprints.empty());
        REQUIRE(errors.size() == 2);
        // The trainer's notice shows these: named as the pack's items are, not by the full path.
        CHECK(errors[0].file == "packs/hand/question_bank/exam_blueprints/broken.yaml");
        CHECK(errors[0].line == 2);
        CHECK(errors[1].to_string() == "packs/hand/question_bank/exam_blueprints/cn-2.yaml: blueprint id 'cn-2' is already "
                                       "used by other content: this pack's is left out");
    }
}

TEST_CASE("pack install: a failure at any step leaves nothing half-installed") {
    test::TempDir tmp;
    test::write_course_folder(tmp / "course");
    build(tmp / "course", tmp / "v1.arbpack", "1");
    test::write_text(tmp / "course" / "question_bank" / "course" / "more.yaml", test::course_question("course-q-2"));
    build(tmp / "course", tmp / "v2.arbpack", "2");
    const std::vector<std::string> steps = {"stage", "write question_bank/course/course.yaml",
                                            "write scenarios/chess/checkmate/course-back-rank.yaml", "validate", "swap",
                                            "rename"};
    for (const auto& failing : steps) {
        CAPTURE(failing);
        // A first install that fails: no pack, no leftovers.
        const fs::path fresh = tmp / ("fresh-" + std::to_string(&failing - steps.data()));
        auto options = options_for(fresh);
        options.fault = [&](std::string_view step) {
            if (step == failing) throw std::runtime_error("disk full (test)");
        };
        const auto result = packs::import_pack(tmp / "v1.arbpack", "v1.arbpack", options);
        CHECK(result.outcome == packs::ImportOutcome::refused);
        CHECK(problems_text(result.problems) == "v1.arbpack: could not install (disk full (test)); nothing was changed\n");
        CHECK(names_in(fresh).empty());

        // A replacement that fails: the old version as it was.
        const fs::path packs_dir = tmp / ("replace-" + std::to_string(&failing - steps.data()));
        REQUIRE(packs::import_pack(tmp / "v1.arbpack", "v1.arbpack", options_for(packs_dir)).outcome ==
                packs::ImportOutcome::installed);
        const std::string before = read_text(packs_dir / "course" / packs::kManifestFile);
        options.packs_dir = packs_dir;
        options.replace = true;
        CHECK(packs::import_pack(tmp / "v2.arbpack", "v2.arbpack", options).outcome == packs::ImportOutcome::refused);
        CHECK(names_in(packs_dir) == std::vector<std::string>{"course"});
        CHECK(read_text(packs_dir / "course" / packs::kManifestFile) == before);
        CHECK_FALSE(fs::exists(packs_dir / "course" / "question_bank" / "course" / "more.yaml"));
        CHECK(packs::installed_packs(packs_dir).at(0).questions == 1);
    }

    // A crash between the two renames of a replacement (the old version aside, the new one not yet
    // in): the next import puts the old one back first.
    const fs::path packs_dir = tmp / "crashed";
    REQUIRE(packs::import_pack(tmp / "v1.arbpack", "v1.arbpack", options_for(packs_dir)).outcome ==
            packs::ImportOutcome::installed);
    fs::rename(packs_dir / "course", packs_dir / ".old-course");
    fs::create_directories(packs_dir / ".staging-course" / "scenarios");
    CHECK(packs::installed_packs(packs_dir).empty());  // hidden folders are never packs
    CHECK(packs::import_pack(tmp / "v1.arbpack", "v1.arbpack", options_for(packs_dir)).outcome ==
          packs::ImportOutcome::already_installed);
    CHECK(names_in(packs_dir) == std::vector<std::string>{"course"});
}

TEST_CASE("pack install: a hostile pack writes nothing outside its folder") {
    test::TempDir tmp;
    const fs::path packs_dir = tmp / "data" / "packs";
    const std::string evil = test::course_question("evil-q");
    for (const std::string path : {"question_bank/../../../evil.yaml", "/tmp/arbiter-evil-pack.yaml",
                                   "assets/lang/en.yaml", "question_bank/..\\..\\evil.yaml"}) {
        CAPTURE(path);
        // Written by hand with matching sizes and hashes: only the path is wrong.
        packs::Pack pack;
        pack.manifest.id = "evil";
        pack.manifest.version = "1";
        pack.manifest.author = "x";
        pack.manifest.files.push_back({path, 0, ""});
        pack.contents.push_back(evil);
        test::write_bytes(tmp / "evil.arbpack", packs::write_pack(pack));
        const auto result = packs::import_pack(tmp / "evil.arbpack", "evil.arbpack", options_for(packs_dir));
        CHECK(result.outcome == packs::ImportOutcome::refused);
        CHECK(problems_text(result.problems).find("the path '" + path + "'") != std::string::npos);
        CHECK_FALSE(fs::exists(tmp / "evil.yaml"));
        CHECK_FALSE(fs::exists(tmp / "data" / "evil.yaml"));
        CHECK_FALSE(fs::exists("/tmp/arbiter-evil-pack.yaml"));
        CHECK(names_in(packs_dir).empty());
    }

    // `pack build` never follows a symbolic link out of the instructor's folder.
    test::write_course_folder(tmp / "course");
    test::write_text(tmp / "secret.yaml", "items: []\n");
    fs::create_symlink(tmp / "secret.yaml", tmp / "course" / "question_bank" / "link.yaml");
    packs::PackManifest info;
    info.id = "course";
    info.version = "1";
    info.author = "x";
    const auto read = packs::collect_pack_folder(tmp / "course", info, "course");
    CHECK_FALSE(read.pack);
    CHECK(problems_text(read.problems) == "course/question_bank/link.yaml: a symbolic link: a pack holds regular files only\n");
}

TEST_CASE("pack install: damaged packs and garbled items are refused, never a crash, never a leftover") {
    test::TempDir tmp;
    test::write_course_folder(tmp / "course");
    build(tmp / "course", tmp / "course.arbpack");
    std::string bytes;
    {
        const auto raw = test::file_bytes(tmp / "course.arbpack");
        bytes.assign(raw.begin(), raw.end());
    }
    const fs::path packs_dir = tmp / "packs";
    std::mt19937 rng(18);
    int installed = 0;
    for (int round = 0; round < 300; ++round) {
        std::string damaged = bytes;
        if (round % 3 == 0)
            damaged.resize(rng() % damaged.size());
        else
            for (unsigned n = 1 + rng() % 3; n > 0; --n) damaged[rng() % damaged.size()] = static_cast<char>(rng() % 256);
        test::write_bytes(tmp / "damaged.arbpack", damaged);
        const auto result = packs::import_pack(tmp / "damaged.arbpack", "damaged.arbpack", options_for(packs_dir));
        if (result.outcome == packs::ImportOutcome::refused) {
            CHECK_FALSE(result.problems.empty());
        } else {
            // The damage missed every file (the author's name, the date): the files are the original's.
            CHECK(read_text(packs_dir / result.manifest.id / "question_bank" / "course" / "course.yaml") ==
                  test::course_question());
            ++installed;
            packs::remove_pack(result.manifest.id, packs_dir);
        }
        for (const auto& name : names_in(packs_dir)) CHECK_MESSAGE(name.front() != '.', name);
    }
    CHECK(installed < 100);

    // Items whose bytes are garbage (with hashes that match): the validators report them.
    for (const std::string& garbage : {std::string("items:\n  - id: [\n"), std::string("\xff\xfe items: \x01\n", 12),
                                      std::string("items: {a: b}\n"), std::string("- - - -\n"), std::string(),
                                      std::string("items:\n") + std::string(3000, '[')}) {
        test::write_text(tmp / "garbled" / "question_bank" / "q.yaml", garbage);
        build(tmp / "garbled", tmp / "garbled.arbpack", "1", "garbled");
        const auto result = packs::import_pack(tmp / "garbled.arbpack", "garbled.arbpack", options_for(packs_dir));
        CHECK(result.outcome == packs::ImportOutcome::refused);
        const std::string text = problems_text(result.problems);
        CHECK_MESSAGE(text.rfind("garbled.arbpack:question_bank/q.yaml:", 0) == 0, text);
        CHECK_FALSE(fs::exists(packs_dir / "garbled"));
    }
}
