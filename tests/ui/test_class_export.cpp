// The instructor's CSV export (app/ui/data/class_export.hpp): where it goes by default, and that the
// file holds exactly ClassReport::exams_csv (the CLI's --csv), CRLFs and all.
#include <doctest/doctest.h>

#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>

#include "app/ui/data/class_export.hpp"
#include "tests/store/temp_dir.hpp"

using namespace arbiter;

namespace {

centre::ClassReport two_exams() {
    centre::ClassReport report;
    report.class_code = "go-3";
    report.exams.push_back({"Li", "go-cn-3", 1'764'720'000'000, 3, 3, 3.0, 1.0, 0.8, true, "[]"});
    report.exams.push_back({"王, \"芳\"", "go-cn-3", 1'764'806'400'000, 3, 3, 1.0, 1.0 / 3, 0.8, false, "[]"});
    return report;
}

std::string read_bytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TEST_CASE("class export: the default file is in the user's data folder, named by class and day") {
    test::TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.path().c_str(), 1);
    ::setenv("TZ", "UTC", 1);
    ::tzset();  // localtime_r reads TZ once otherwise
    const auto path = ui::default_export_path("go-3", 1'764'720'000'000);  // 2025-12-03 00:00 UTC
    CHECK(path == dir.path() / "arbiter-trainer" / "centre" / "go-3-exams-2025-12-03.csv");
    // A slash or a space cannot make another folder or an awkward name; Chinese stays.
    CHECK(ui::default_export_path("a/b c", 0).filename() == "a_b_c-exams-1970-01-01.csv");
    CHECK(ui::default_export_path("围棋/3", 0).filename() == "围棋_3-exams-1970-01-01.csv");
    CHECK(ui::default_export_path("..", 0).filename() == "class..-exams-1970-01-01.csv");
    ::unsetenv("XDG_DATA_HOME");
    ::unsetenv("TZ");
    ::tzset();
}

TEST_CASE("class export: the file is the CLI's CSV byte for byte, its folder made, no temporary left") {
    test::TempDir dir;
    const auto report = two_exams();
    const auto file = dir.path() / "new" / "folder" / "out.csv";
    CHECK(ui::write_exams_csv(report, file).empty());
    const std::string written = read_bytes(file);
    CHECK(written == report.exams_csv());
    CHECK(written.find("go-3,\"王, \"\"芳\"\"\",go-cn-3,") != std::string::npos);  // RFC 4180 quoting kept
    CHECK(written.find("\r\n") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(file.string() + ".tmp"));
    // Written again over the old file.
    CHECK(ui::write_exams_csv(centre::ClassReport{}, file).empty());
    CHECK(read_bytes(file) == centre::ClassReport{}.exams_csv());
}

TEST_CASE("class export: a folder that cannot be made is reported, not thrown") {
    test::TempDir dir;
    std::ofstream(dir.path() / "plain-file") << "x";
    const std::string error = ui::write_exams_csv(two_exams(), dir.path() / "plain-file" / "out.csv");
    CHECK_FALSE(error.empty());
}
