// Question YAML: parse_question_file never throws; every problem it reports names the file and
// has a message, and each question it accepts has an id and goes through the bank-wide checks.
#include <cstddef>
#include <cstdint>
#include <string>

#include "app/core/content/question_checks.hpp"
#include "app/core/content/question_loader.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    auto load = arbiter::content::parse_question_file(text, "fuzz.yaml");
    for (const auto& error : load.errors) {
        check(error.file == "fuzz.yaml", "a question error names another file");
        check(!error.message.empty(), "a question error without a message");
    }
    for (const auto& question : load.questions) check(!question.id.empty(), "a question was accepted without an id");
    (void)arbiter::content::check_question_bank(load.questions, arbiter::content::SourceCatalog{});
    (void)arbiter::content::question_coverage(load.questions);
    (void)arbiter::content::holds_other_content(text);
    return 0;
}
