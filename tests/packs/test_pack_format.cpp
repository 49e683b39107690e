// The pack file (app/core/packs/pack.hpp): what is written reads back byte for byte; a tampered,
// hostile or damaged pack is refused with a message naming the pack, the file in it and the line;
// nothing a pack holds can make the reader crash (every truncation, random damage).
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "app/core/packs/pack.hpp"
#include "app/core/sha256.hpp"
#include "tests/packs/pack_fixtures.hpp"

using namespace arbiter;
using packs::Pack;
using packs::PackRead;

namespace {

Pack sample_pack() {
    Pack pack;
    pack.manifest.id = "course-2026";
    pack.manifest.version = "1.2";
    pack.manifest.author = "张老师 \"Zhang\"";
    pack.manifest.title = {{"zh-Hans", "三级课程"}, {"en", "Third-grade course"}};
    pack.manifest.created = "2026-12-02T08:30:00Z";
    // A file without a final line break, one holding the format's own markers, one empty.
    const std::vector<std::pair<std::string, std::string>> files = {
        {"question_bank/course/a.yaml", "items: []"},
        {"scenarios/go/ko/b.yaml", "...\n=== end\n=== scenarios/x.yaml 3\nabc\n\n"},
        {"scenarios/go/ko/empty.sgf", ""},
    };
    for (const auto& [path, bytes] : files) {
        pack.manifest.files.push_back({path, 0, ""});
        pack.contents.push_back(bytes);
    }
    return pack;
}

bool has_code(const PackRead& read, const std::string& code) {
    for (const auto& p : read.problems)
        if (p.code == code) return true;
    return false;
}

std::string first_problem(const PackRead& read) {
    return read.problems.empty() ? std::string() : packs::describe(read.problems.front(), test::english_strings());
}

// Replaces the first `from` in `text` (which must hold it).
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("pack file: written and read back, every byte, with the manifest's fields") {
    const Pack original = sample_pack();
    const std::string bytes = packs::write_pack(original);
    CHECK(bytes.rfind("arbiter-pack 1\nid: \"course-2026\"\n", 0) == 0);  // the manifest heads the file
    const PackRead read = packs::read_pack(bytes, "course.arbpack");
    REQUIRE_MESSAGE(read.pack, first_problem(read));
    CHECK(read.pack->contents == original.contents);
    const auto& m = read.pack->manifest;
    CHECK(m.id == "course-2026");
    CHECK(m.version == "1.2");
    CHECK(m.author == "张老师 \"Zhang\"");
    CHECK(m.title_in("zh-Hans") == "三级课程");
    CHECK(m.title_in("zh-Hant") == "三级课程");  // no zh-Hant title: the other Chinese script first
    CHECK(m.title_in("en") == "Third-grade course");
    CHECK(m.created == "2026-12-02T08:30:00Z");
    REQUIRE(m.files.size() == 3);
    CHECK(m.files[1].sha256 == sha256_hex(original.contents[1]));
    CHECK(m.files[1].size == original.contents[1].size());
    CHECK(packs::write_pack(*read.pack) == bytes);
}

TEST_CASE("pack file: a tampered file is refused, naming the file in the pack") {
    const std::string bytes = packs::write_pack(sample_pack());
    SUBCASE("a changed byte in a file") {
        const auto read = packs::read_pack(replaced(bytes, "items: []", "items: [x"), "course.arbpack");
        CHECK_FALSE(read.pack);
        // The same length, so the hash is what tells.
        REQUIRE(has_code(read, "sha256_mismatch"));
        CHECK(first_problem(read).rfind("course.arbpack:question_bank/course/a.yaml: SHA-256 ", 0) == 0);
        CHECK(first_problem(read).find("changed or damaged after it was built") != std::string::npos);
    }
    SUBCASE("a file made longer") {
        const std::string longer = replaced(replaced(bytes, "items: []", "items: [1]"), "question_bank/course/a.yaml 9",
                                            "question_bank/course/a.yaml 10");
        const auto read = packs::read_pack(longer, "course.arbpack");
        CHECK(has_code(read, "size_mismatch"));
        CHECK(first_problem(read).rfind("course.arbpack:question_bank/course/a.yaml: 10 bytes", 0) == 0);
    }
    SUBCASE("a file added") {
        const std::string added = bytes.substr(0, bytes.size() - 8) + "=== scenarios/go/x.yaml 2\nhi\n=== end\n";
        const auto read = packs::read_pack(added, "course.arbpack");
        CHECK(has_code(read, "not_in_manifest"));
    }
    SUBCASE("a file taken out") {
        const auto at = bytes.find("=== scenarios/go/ko/empty.sgf 0\n\n");
        REQUIRE(at != std::string::npos);
        std::string shorter = bytes;
        shorter.erase(at, std::string("=== scenarios/go/ko/empty.sgf 0\n\n").size());
        const auto read = packs::read_pack(shorter, "course.arbpack");
        CHECK(has_code(read, "missing_file"));
        CHECK(first_problem(read).rfind("course.arbpack:scenarios/go/ko/empty.sgf: ", 0) == 0);
    }
}

TEST_CASE("pack file: paths outside the pack's folders are refused") {
    CHECK(packs::path_problem("question_bank/course/a.yaml").empty());
    CHECK(packs::path_problem("scenarios/go/ko/b.yaml").empty());
    CHECK(packs::path_problem("/etc/passwd") == "path_absolute");
    CHECK(packs::path_problem("C:/x.yaml") == "path_absolute");
    CHECK(packs::path_problem("../x.yaml") == "path_dots");
    CHECK(packs::path_problem("scenarios/../../x.yaml") == "path_dots");
    CHECK(packs::path_problem("scenarios/./x.yaml") == "path_dots");
    CHECK(packs::path_problem("scenarios//x.yaml") == "path_dots");
    CHECK(packs::path_problem("scenarios/") == "path_dots");
    CHECK(packs::path_problem("") == "path_dots");
    CHECK(packs::path_problem("assets/lang/en.yaml") == "path_outside");
    CHECK(packs::path_problem("scenarios") == "path_outside");
    CHECK(packs::path_problem("pack.manifest") == "path_outside");
    CHECK(packs::path_problem("scenarios\\..\\x.yaml") == "path_characters");
    CHECK(packs::path_problem(std::string("scenarios/a\nb.yaml")) == "path_characters");

    // A hostile pack, with hashes that match: refused at the manifest's line, not read further.
    const std::string evil = "items: []\n";
    const std::string hostile = "arbiter-pack 1\nid: \"x\"\nversion: \"1\"\nauthor: \"a\"\nfiles:\n"
                                "  - path: \"../../evil.yaml\"\n    size: 10\n    sha256: " +
                                sha256_hex(evil) + "\n...\n=== ../../evil.yaml 10\n" + evil + "\n=== end\n";
    const auto read = packs::read_pack(hostile, "evil.arbpack");
    CHECK_FALSE(read.pack);
    REQUIRE(has_code(read, "path_dots"));
    CHECK(first_problem(read).rfind("evil.arbpack:6:11: the path '../../evil.yaml'", 0) == 0);

    // The id becomes a folder name: only plain names.
    CHECK(packs::id_problem("course-2026.a_b").empty());
    CHECK(packs::id_problem("../x") == "bad_id");
    CHECK(packs::id_problem(".hidden") == "bad_id");
    CHECK(packs::id_problem("Course") == "bad_id");
    CHECK(packs::id_problem("") == "bad_id");
    CHECK(packs::version_problem("1.0+b2").empty());
    CHECK(packs::version_problem("1 0") == "bad_version");
}

TEST_CASE("pack file: manifest problems at the pack file's line and column") {
    const std::string bytes = packs::write_pack(sample_pack());
    const auto unknown = packs::read_pack(replaced(bytes, "author:", "autor:"), "course.arbpack");
    CHECK_FALSE(unknown.pack);
    CHECK(first_problem(unknown) == "course.arbpack:4:1: unknown field 'autor'");
    const auto bad_id = packs::read_pack(replaced(bytes, "id: \"course-2026\"", "id: \"Course 2026\""), "course.arbpack");
    CHECK(first_problem(bad_id).rfind("course.arbpack:2:5: the pack id 'Course 2026' may hold only", 0) == 0);
    const auto syntax = packs::read_pack(replaced(bytes, "version: \"1.2\"", "version: [1.2"), "course.arbpack");
    CHECK(first_problem(syntax).rfind("course.arbpack:", 0) == 0);
    CHECK(first_problem(syntax).find("YAML syntax error") != std::string::npos);
    const auto newer = packs::read_pack(replaced(bytes, "arbiter-pack 1", "arbiter-pack 2"), "course.arbpack");
    CHECK(first_problem(newer) == "course.arbpack:1:14: pack format 2 is newer than this program reads (1): update the trainer");
    const auto other = packs::read_pack("PK\x03\x04 a zip file", "course.zip");
    CHECK(first_problem(other) == "course.zip:1:1: not a content pack: the first line must be `arbiter-pack 1`");
    for (const char* odd : {"arbiter-pack 1\n...", "arbiter-pack 1\n...\n=== end\n", "arbiter-pack 1\n\n...\n",
                            "arbiter-pack 1\nid: [\n...\n=== end\n", "arbiter-pack 1\n- a\n...\n=== end\n"}) {
        CAPTURE(odd);
        const auto read = packs::read_pack(odd, "odd.arbpack");
        CHECK_FALSE(read.pack);
        CHECK_FALSE(read.problems.empty());
    }
    const auto header = packs::read_pack(replaced(bytes, "=== scenarios/go/ko/b.yaml ", "=== scenarios/go/ko/b.yaml -"), "c.arbpack");
    CHECK(has_code(header, "bad_header"));
}

TEST_CASE("pack file: every truncation of a pack is refused, and damage never crashes the reader") {
    const std::string bytes = packs::write_pack(sample_pack());
    for (std::size_t length = 0; length < bytes.size(); ++length) {
        const auto read = packs::read_pack(std::string_view(bytes).substr(0, length), "cut.arbpack");
        CHECK_MESSAGE(!read.pack, "a pack cut to " << length << " bytes was accepted");
        CHECK_FALSE(read.problems.empty());
    }
    // Random damage: one to four bytes replaced, or a piece cut out. A damaged pack may still read
    // (a changed letter of the author's name), but then its files are exactly the original's.
    const Pack original = sample_pack();
    std::mt19937 rng(20261202);
    int refused = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string damaged = bytes;
        if (round % 5 == 4) {
            const std::size_t at = rng() % damaged.size();
            damaged.erase(at, 1 + rng() % 20);
        } else {
            for (unsigned n = 1 + rng() % 4; n > 0; --n) damaged[rng() % damaged.size()] = static_cast<char>(rng() % 256);
        }
        const auto read = packs::read_pack(damaged, "damaged.arbpack");
        if (!read.pack) {
            ++refused;
            CHECK_FALSE(read.problems.empty());
            for (const auto& p : read.problems) CHECK_FALSE(packs::describe(p, test::english_strings()).empty());
            continue;
        }
        CHECK(read.pack->contents == original.contents);
    }
    CHECK(refused > 2000);
}
