#include "app/ui/data/class_export.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <fstream>
#include <system_error>

#include "app/core/paths.hpp"

namespace arbiter::ui {

std::filesystem::path default_export_path(const std::string& class_code, std::int64_t now_unix_ms) {
    std::string name;
    for (unsigned char c : class_code) {
        // Letters, digits, "-", "_", "." and any non-ASCII byte (a Chinese class code stays readable).
        const bool keep = c >= 0x80 || std::isalnum(c) || c == '-' || c == '_' || c == '.';
        name += keep ? static_cast<char>(c) : '_';
    }
    if (name.empty() || name[0] == '.') name = "class" + name;
    const std::time_t seconds = static_cast<std::time_t>(now_unix_ms / 1000);
    std::tm local{};
    localtime_r(&seconds, &local);
    char day[16];
    std::strftime(day, sizeof day, "%Y-%m-%d", &local);
    return user_data_dir() / "centre" / (name + "-exams-" + day + ".csv");
}

std::string write_exams_csv(const centre::ClassReport& report, const std::filesystem::path& file) {
    std::error_code ec;
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
    if (ec) return ec.message();
    const std::filesystem::path temporary = file.string() + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);  // binary: the CRLFs stay as written
        if (!out) return std::strerror(errno);
        const std::string csv = report.exams_csv();
        out.write(csv.data(), static_cast<std::streamsize>(csv.size()));
        out.close();
        if (!out) {
            std::filesystem::remove(temporary, ec);
            return "the file could not be written whole";
        }
    }
    std::filesystem::rename(temporary, file, ec);
    if (ec) {
        const std::string why = ec.message();
        std::filesystem::remove(temporary, ec);
        return why;
    }
    return {};
}

}  // namespace arbiter::ui
