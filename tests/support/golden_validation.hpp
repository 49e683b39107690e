// Golden messages for broken content: every <name>.yaml in a folder of tests/data/bad/ must make
// `validate` print exactly the lines of <name>.expected beside it ("file:line:column: message",
// one per line, names relative to the folder). Shared by the question and scenario suites.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/core/validate/validation.hpp"

namespace arbiter::test {

inline std::vector<std::string> read_nonempty_lines(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines.push_back(line);
    return lines;
}

// Checks every *.yaml under tests/data/bad/<folder>; at least `min_files` must be there.
inline void check_golden_validation_messages(const std::string& folder, std::size_t min_files) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "tests" / "data" / "bad" / folder;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".yaml") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() >= min_files);

    for (const auto& file : files) {
        CAPTURE(file.filename().string());
        fs::path expected_file = file;
        expected_file.replace_extension(".expected");
        REQUIRE(fs::exists(expected_file));
        const auto expected = read_nonempty_lines(expected_file);
        REQUIRE_FALSE(expected.empty());  // a bad file that gives no error would be a bug

        const auto run = validate::validate_content({file}, ARBITER_SOURCE_DIR, validate::content_validators(), dir);
        std::vector<std::string> got;
        for (const auto& e : run.all_errors()) got.push_back(e.to_string());
        CHECK(got == expected);
    }
}

}  // namespace arbiter::test
