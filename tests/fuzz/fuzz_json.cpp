// JSON: json::parse either returns a value or throws ParseError with a line and column inside the
// text; what it returns must dump (compact and pretty) to JSON that parses back to the same value
// (a whole double such as 1.5e3 may come back as the integer 1500: numbers compare by value).
// Every number must read as_double(), and as_int() must return or throw, never overflow.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string_view>

#include "app/core/json.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;
using arbiter::json::Value;

namespace {

bool same(const Value& a, const Value& b) {
    if (a.is_number() && b.is_number()) {
        if (a.is_int() && b.is_int()) return a.as_int() == b.as_int();
        return a.as_double() == b.as_double();
    }
    if (a.is_array() && b.is_array()) {
        const auto &x = a.as_array(), &y = b.as_array();
        if (x.size() != y.size()) return false;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (!same(x[i], y[i])) return false;
        return true;
    }
    if (a.is_object() && b.is_object()) {
        const auto &x = a.as_object(), &y = b.as_object();
        if (x.size() != y.size()) return false;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (x[i].first != y[i].first || !same(x[i].second, y[i].second)) return false;
        return true;
    }
    return a == b;
}

void read_numbers(const Value& v) {
    if (v.is_number()) {
        (void)v.as_double();
        try {
            (void)v.as_int();
        } catch (const std::runtime_error&) {
            // a fraction or out of range: refused, as documented
        }
    } else if (v.is_array()) {
        for (const auto& item : v.as_array()) read_numbers(item);
    } else if (v.is_object()) {
        for (const auto& member : v.as_object()) read_numbers(member.second);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    Value value;
    try {
        value = arbiter::json::parse(text);
    } catch (const arbiter::json::ParseError& e) {
        check(e.line >= 1 && e.column >= 1, "a JSON error without a line and column");
        return 0;
    }
    read_numbers(value);
    for (bool pretty : {false, true}) {
        try {
            check(same(arbiter::json::parse(value.dump(pretty)), value), "dump -> parse changed the value");
        } catch (const arbiter::json::ParseError&) {
            check(false, "dump wrote JSON that parse refuses");
        }
    }
    return 0;
}
