// JSON: json::parse either returns a value or throws ParseError with a line and column inside the
// text; what it returns must dump (compact and pretty) to JSON that parses back to the same value.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "app/core/json.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    arbiter::json::Value value;
    try {
        value = arbiter::json::parse(text);
    } catch (const arbiter::json::ParseError& e) {
        check(e.line >= 1 && e.column >= 1, "a JSON error without a line and column");
        return 0;
    }
    for (bool pretty : {false, true}) {
        try {
            check(arbiter::json::parse(value.dump(pretty)) == value, "dump -> parse changed the value");
        } catch (const arbiter::json::ParseError&) {
            check(false, "dump wrote JSON that parse refuses");
        }
    }
    return 0;
}
