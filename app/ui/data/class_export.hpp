// The instructor's CSV export of a class's exam results for the certifying body: the file holds
// exactly what `arbiter-cli centre report --class C --csv` prints (ClassReport::exams_csv, the one
// writer of the format); this only chooses where it goes and writes it.
#pragma once

#include <filesystem>
#include <string>

#include "app/core/centre/centre_report.hpp"

namespace arbiter::ui {

// user_data_dir()/centre/<class>-exams-<YYYY-MM-DD>.csv (the day in local time); characters a
// file name should not hold are replaced by "_".
std::filesystem::path default_export_path(const std::string& class_code, std::int64_t now_unix_ms);

// Writes report.exams_csv() to `file` (its folder created), through a temporary file renamed over
// it, so a failed write never leaves half a file. Empty on success, else why not.
std::string write_exams_csv(const centre::ClassReport& report, const std::filesystem::path& file);

}  // namespace arbiter::ui
