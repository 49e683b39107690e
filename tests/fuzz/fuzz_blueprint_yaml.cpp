// Exam blueprint YAML (a centre's content pack carries blueprints too): parse_exam_blueprint never
// throws; every problem names a file and has a message; a blueprint it accepts has an id, a sport
// (unless retired), a time limit of 1..600 minutes, a pass mark in (0, 1] and sections of 1..500
// items each, so a mock exam drawn from it is well formed.
#include <cstddef>
#include <cstdint>
#include <string>

#include "app/core/training/exams/exam_blueprint.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    arbiter::ContentErrors errors;
    // A folder that does not exist: a `shared:` name is reported missing, never read from the disk.
    const auto blueprint = arbiter::training::parse_exam_blueprint(text, "/nonexistent/exam_blueprints/fuzz.yaml", errors);
    for (const auto& error : errors) {
        check(!error.file.empty(), "a blueprint problem names no file");
        check(!error.message.empty(), "a blueprint problem without a message");
    }
    check(blueprint.has_value() == errors.empty(), "a blueprint accepted with problems, or refused without one");
    if (!blueprint) return 0;
    check(!blueprint->id.empty(), "a blueprint accepted without an id");
    check(blueprint->retired || blueprint->sport == "go" || blueprint->sport == "chess", "a blueprint without a sport");
    check(blueprint->time_limit_minutes >= 1 && blueprint->time_limit_minutes <= 600, "a time limit outside 1..600");
    check(blueprint->pass_mark > 0.0 && blueprint->pass_mark <= 1.0, "a pass mark outside (0, 1]");
    check(!blueprint->sections.empty(), "a blueprint accepted without sections");
    for (const auto& section : blueprint->sections)
        check(section.items >= 1 && section.items <= 500 && !section.topic.empty(), "a section outside 1..500 items");
    (void)blueprint->to_json();
    return 0;
}
