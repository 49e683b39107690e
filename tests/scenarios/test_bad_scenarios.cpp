// Golden messages: every broken file under tests/data/bad/scenarios/ must give exactly the messages
// in its .expected file — the file, line and column, and what is wrong.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "app/core/content/content_library.hpp"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> read_lines(const fs::path& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines.push_back(line);
    return lines;
}

}  // namespace

TEST_CASE("bad scenario files give exactly the expected messages") {
    const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "tests" / "data" / "bad" / "scenarios";
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".yaml") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() >= 10);

    for (const auto& file : files) {
        CAPTURE(file.filename().string());
        fs::path expected_file = file;
        expected_file.replace_extension(".expected");
        REQUIRE(fs::exists(expected_file));
        const auto expected = read_lines(expected_file);
        REQUIRE_FALSE(expected.empty());  // a bad file that gives no error would be a bug

        auto run = content::validate_content({file}, ARBITER_SOURCE_DIR, content::content_validators(), dir);
        std::vector<std::string> got;
        for (const auto& e : run.all_errors()) got.push_back(e.to_string());
        CHECK(got == expected);
    }
}
